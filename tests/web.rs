#![cfg(all(
    feature = "backgammon",
    feature = "chess",
    feature = "duel",
    feature = "go",
    feature = "ships",
    feature = "tictactoe"
))]
//! The module in wasm, run by wasm-bindgen-test in Node and in headless Chromium (the same file:
//! `scripts/test.sh` runs it twice and fails if either run executes no test): games give the
//! same hashes, counts and bot choices as natively, and the raw functions under the package's
//! classes answer by status (a refused call is a failure written for JavaScript, never a trap)
//! and keep working after one. The classes themselves are tested on the built package
//! (`tests/js/`).
#![cfg(target_arch = "wasm32")]

use arbiter_rules::wasm::call::{input_json, last_failure, FAILED, OK};
use arbiter_rules::wasm::game::{
    raw_current_player, raw_free, raw_new, raw_submit, raw_submit_guard, raw_turn,
};
use arbiter_rules::{ErrorCode, Game, RulesetKind};
use wasm_bindgen_test::*;

#[path = "common/backgammon_bot_pinned.rs"]
mod backgammon_bot_pinned;
#[path = "common/backgammon_pinned.rs"]
mod backgammon_pinned;
#[path = "common/pinned.rs"]
mod pinned;
#[path = "common/pinned_go.rs"]
mod pinned_go;

/// The kind number of a game, as the TypeScript side finds it.
fn kind(name: &str) -> u32 {
    RulesetKind::ALL
        .iter()
        .position(|k| k.as_str() == name)
        .expect("a game of the table") as u32
}

/// A new game of `name` from JSON configuration text: its handle.
fn new_game(name: &str, config: &str) -> f64 {
    input_json(config.into());
    assert_eq!(raw_new(kind(name), 0), OK, "{name} {config}");
    arbiter_rules::wasm::call::last_handle().expect("a handle")
}

fn submit(name: &str, handle: f64, player: &str, action: &str) -> u32 {
    input_json(action.into());
    raw_submit(kind(name), 0, handle, -1, Some(player.into()))
}

#[wasm_bindgen_test]
fn a_tic_tac_toe_game_through_the_raw_calls_then_every_action_is_refused() {
    let t = kind("tictactoe");
    let game = new_game("tictactoe", "null");
    assert_eq!(raw_current_player(t, game), 0, "X first");
    assert_eq!(raw_turn(t, game), 1);
    for (player, cell) in [("X", 0), ("O", 3), ("X", 1), ("O", 4)] {
        assert_eq!(
            submit("tictactoe", game, player, &format!(r#"{{"cell":{cell}}}"#)),
            OK
        );
    }
    // Refused: not O's turn, an unknown field, an occupied cell; nothing changes.
    assert_eq!(submit("tictactoe", game, "O", r#"{"cell":8}"#), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::NotYourTurn));
    assert_eq!(
        submit("tictactoe", game, "X", r#"{"cell":8,"x":1}"#),
        FAILED
    );
    assert_eq!(last_failure(), Some(ErrorCode::InvalidInput));
    assert_eq!(submit("tictactoe", game, "X", r#"{"cell":0}"#), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::IllegalAction));
    assert_eq!(raw_current_player(t, game), 0);
    assert_eq!(
        submit("tictactoe", game, "X", r#"{"cell":2}"#),
        OK,
        "X wins"
    );
    assert_eq!(
        raw_current_player(t, game),
        u32::MAX,
        "nobody acts at the end"
    );
    assert_eq!(submit("tictactoe", game, "O", r#"{"cell":8}"#), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::GameFinished));
    assert_eq!(raw_submit_guard(t, game), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::GameFinished));
    // A freed game's handle names nothing, and freeing twice is harmless.
    raw_free(game);
    raw_free(game);
    assert_eq!(submit("tictactoe", game, "O", r#"{"cell":8}"#), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::InvalidInput));
    // A handle of another kind of game is refused, not misread.
    let ships = new_game("ships", "{}");
    assert_eq!(raw_submit_guard(t, ships), FAILED);
    assert_eq!(raw_submit_guard(kind("ships"), ships), OK);
    raw_free(ships);
}

#[wasm_bindgen_test]
fn bad_input_fails_with_its_code_and_the_module_goes_on() {
    input_json(r#"{"seed":5}"#.into());
    assert_eq!(raw_new(kind("chess"), 0), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::InvalidConfig));
    input_json("not json".into());
    assert_eq!(raw_new(kind("go"), 0), FAILED);
    assert_eq!(last_failure(), Some(ErrorCode::InvalidConfig));
    assert_eq!(raw_new(99, 0), FAILED, "no game of kind 99");
    input_json(r#"{"players":[{"id":"a","health":-1}],"ships":[],"triggeredEffects":[]}"#.into());
    assert_eq!(
        arbiter_rules::ships::bindings::raw_resolve_end_of_turn(0),
        FAILED
    );
    assert_eq!(last_failure(), Some(ErrorCode::InvalidInput));
    input_json(
        r#"{"players":[{"id":"a","health":1},{"id":"b","health":1}],"ships":[],"triggeredEffects":[]}"#
            .into(),
    );
    assert_eq!(
        arbiter_rules::ships::bindings::raw_resolve_end_of_turn(0),
        OK
    );
    let game = new_game("chess", r#"{"players":["ann","bob"]}"#);
    assert_eq!(
        submit("chess", game, "ann", r#"{"type":"MOVE","uci":"e2e4"}"#),
        OK
    );
    raw_free(game);
}

#[wasm_bindgen_test]
fn state_hash_and_simulation_are_identical_to_native() {
    // The same values are asserted natively in src/rulesets/tictactoe/tests.rs.
    use arbiter_rules::tictactoe::{TicTacToe, TicTacToeAction, TicTacToeConfig};
    let mut game = Game::<TicTacToe>::new(TicTacToeConfig::default()).expect("config");
    for cell in [4, 0, 2, 6, 3, 5, 1] {
        let player = game.current_player().cloned().expect("on");
        game.submit(&player, TicTacToeAction { cell })
            .expect("legal");
    }
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "6edf660d5db05bed"
    );
    let summary =
        arbiter_rules::ai::simulate_random_games::<TicTacToe>(&Default::default(), 100, "s")
            .expect("simulate");
    assert_eq!(
        serde_json::to_string(&summary).expect("json"),
        r#"{"games":100,"actions":759,"wins":{"O":27,"X":59},"draws":14}"#
    );
}

#[wasm_bindgen_test]
fn a_scripted_depletion_has_the_same_hash_as_natively() {
    // tests/deckbuilding_properties.rs plays the same game natively.
    let game = pinned::pinned_depletion();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(arbiter_rules::deckbuilding::DeckBuildingEndReason::SupplyDepleted)
    );
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned::PINNED_DEPLETION_HASH
    );
}

#[wasm_bindgen_test]
fn a_duel_has_the_same_hash_as_natively() {
    // tests/duel_properties.rs pins the same game natively.
    use arbiter_rules::ai::random_action;
    use arbiter_rules::duel::{Duel, DuelConfig};
    use arbiter_rules::{Game, GameRng};
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some("test".into());
    let mut game = Game::<Duel>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pick");
    while let Some((p, a)) = random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    assert!(game.is_finished());
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "f8b97820f23b85c4"
    );
}

#[wasm_bindgen_test]
fn ships_hash_and_bot_choice_are_identical_to_native() {
    // The same values are asserted natively (src/rulesets/ships/game_tests.rs, tests/bots.rs).
    use arbiter_rules::ai::{bot_action, random_action, BotOptions};
    use arbiter_rules::ships::{Ships, ShipsConfig};
    use arbiter_rules::{Game, GameRng};
    let config = ShipsConfig {
        seed: Some("test".into()),
        ..ShipsConfig::for_players(&["a", "b"])
    };
    let mut game = Game::<Ships>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pick");
    while let Some((p, a)) = random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "a918e1fc641d3add"
    );

    let fresh = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("valid");
    let options = BotOptions {
        level: None,
        iterations: Some(200),
        seed: Some("s".into()),
    };
    assert_eq!(
        serde_json::to_string(&bot_action(&fresh, "a", &options).expect("action"))
            .ok()
            .as_deref(),
        Some(r#"{"type":"BUILD","ship":"medic-frigate"}"#)
    );

    // A whole game of the bot (30 iterations a decision) against random play: every decision
    // and die the same as natively (tests/bots.rs pins the same hash).
    use arbiter_rules::ships::{play_out, Seat, Strategy};
    let config = ShipsConfig {
        seed: Some("pinned".into()),
        ..ShipsConfig::for_players(&["p0", "p1"])
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = play_out(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "c9fe96239dbb001f"
    );
}

#[wasm_bindgen_test]
fn chess_perft_to_depth_4_and_a_bot_game_are_identical_to_native() {
    // tests/chess_perft.rs checks the same counts natively (to depth 5), tests/bots.rs pins the
    // same game's hash.
    let positions: [(&str, [f64; 4]); 6] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            [20.0, 400.0, 8_902.0, 197_281.0],
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            [48.0, 2_039.0, 97_862.0, 4_085_603.0],
        ),
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            [14.0, 191.0, 2_812.0, 43_238.0],
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            [6.0, 264.0, 9_467.0, 422_333.0],
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            [44.0, 1_486.0, 62_379.0, 2_103_487.0],
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            [46.0, 2_079.0, 89_890.0, 3_894_594.0],
        ),
    ];
    for (fen, counts) in positions {
        let config = arbiter_rules::chess::ChessConfig {
            fen: Some(fen.into()),
            ..Default::default()
        };
        let game =
            arbiter_rules::Game::<arbiter_rules::chess::Chess>::new(config).expect("valid FEN");
        assert_eq!(game.state().fen(), fen);
        for (depth, expected) in (1..=4).zip(counts) {
            assert_eq!(
                game.perft(depth).ok(),
                Some(expected as u64),
                "{fen} at {depth}"
            );
        }
    }

    use arbiter_rules::chess::{Chess, ChessConfig, Seat, Strategy};
    let seats = [Seat::Bot(2_000), Seat::Fixed(Strategy::Random)];
    let game =
        arbiter_rules::ai::play_out::<Chess, Strategy>(ChessConfig::default(), &seats, "pinned")
            .expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "945f01ce531ccb5b"
    );
}

#[wasm_bindgen_test]
fn backgammon_games_have_the_same_hashes_as_natively() {
    // tests/backgammon_properties.rs pins the first natively, tests/bots.rs the bot's game.
    let game = backgammon_pinned::pinned_backgammon();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_pinned::PINNED_BACKGAMMON_HASH
    );
    use arbiter_rules::backgammon::{Backgammon, BackgammonConfig, Seat, Strategy};
    let config = BackgammonConfig {
        players: None,
        seed: Some("pinned".into()),
        ..BackgammonConfig::default()
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = arbiter_rules::ai::play_out::<Backgammon, Strategy>(config, &seats, "pinned")
        .expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "2214a37432fa1d92"
    );
}

#[wasm_bindgen_test]
fn the_backgammon_networks_bot_plays_the_same_game_as_natively() {
    // tests/backgammon_properties.rs pins it natively: the network's f32 inference and the
    // search agree bit for bit.
    let (game, chances) = backgammon_bot_pinned::pinned_bot_game();
    assert_eq!(chances, backgammon_bot_pinned::PINNED_CHANCES);
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_bot_pinned::PINNED_BOT_HASH
    );
}

#[wasm_bindgen_test]
fn go_games_and_perft_are_the_same_as_natively() {
    // tests/go_properties.rs pins the first natively, tests/bots.rs the bot's game; the perft
    // figures are the unit test's (src/rulesets/go).
    let game = pinned_go::pinned_go();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned_go::PINNED_GO_HASH
    );
    use arbiter_rules::go::{Go, GoConfig, Seat, Strategy};
    let config = GoConfig {
        seed: Some("pinned".into()),
        size: Some(7),
        ..GoConfig::default()
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game =
        arbiter_rules::ai::play_out::<Go, Strategy>(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "6553fbc439446d9c"
    );
    let small = Game::<Go>::new(GoConfig {
        size: Some(5),
        ..GoConfig::default()
    })
    .expect("valid");
    for (depth, expected) in [(0, 1), (1, 26), (2, 651), (3, 15_650)] {
        assert_eq!(small.perft(depth).ok(), Some(expected));
    }
}
