#![cfg(all(
    feature = "backgammon",
    feature = "chess",
    feature = "connect-four",
    feature = "duel",
    feature = "go",
    feature = "ships",
    feature = "tictactoe"
))]
//! The module in wasm, run by wasm-bindgen-test in Node and in headless Chromium (the same file:
//! `scripts/test.sh` runs it twice and fails if either run executes no test): a short game of
//! each ruleset gives the same hash as natively, a perft at a small depth the same counts, and
//! the raw functions under the package's classes answer by status (a refused call is a failure
//! written for JavaScript, never a trap) and keep working after one. The classes themselves are
//! tested on the built package (`tests/js/`).
//!
//! Only quick cases here: Chromium runs the whole file in its page's one thread, built at
//! opt-level 0, and the runner's WebDriver calls time out while a case holds it (each case
//! prints its time; every one stays well under 3 s on an idle machine). Perft to depth 4 and the
//! bots' whole games are in tests/node.rs, run in Node only.
#![cfg(target_arch = "wasm32")]

use arbiter_rules::wasm::call::{input_json, last_failure, FAILED, OK};
use arbiter_rules::wasm::game::{
    raw_current_player, raw_free, raw_new, raw_submit_guard, raw_turn,
};
use arbiter_rules::{ErrorCode, Game};
use wasm_bindgen_test::*;

#[path = "common/backgammon_pinned.rs"]
mod backgammon_pinned;
#[path = "common/pinned.rs"]
mod pinned;
#[path = "common/pinned_chess.rs"]
mod pinned_chess;
#[path = "common/pinned_go.rs"]
mod pinned_go;
#[path = "common/wasm.rs"]
mod wasm_common;
use wasm_common::{case, check_chess_perft, kind, new_game, submit};

#[wasm_bindgen_test]
fn a_tic_tac_toe_game_through_the_raw_calls_then_every_action_is_refused() {
    let _case = case!();
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
    let _case = case!();
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
    let _case = case!();
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
    let _case = case!();
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
    let _case = case!();
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
    let _case = case!();
    // The same values are asserted natively (src/rulesets/ships/game_tests.rs, tests/bots.rs);
    // tests/node.rs plays a whole game of the bot.
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
}

#[wasm_bindgen_test]
fn a_chess_game_and_perft_to_depth_3_are_the_same_as_natively() {
    let _case = case!();
    // tests/chess_properties.rs pins the game natively; tests/node.rs checks perft to depth 4.
    let game = pinned_chess::pinned_chess();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(arbiter_rules::chess::ChessEndReason::Checkmate)
    );
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned_chess::PINNED_CHESS_HASH
    );
    check_chess_perft(3);
}

#[wasm_bindgen_test]
fn a_backgammon_game_has_the_same_hash_as_natively() {
    let _case = case!();
    // tests/backgammon_properties.rs pins it natively; tests/node.rs plays the bots' games.
    let game = backgammon_pinned::pinned_backgammon();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_pinned::PINNED_BACKGAMMON_HASH
    );
}

#[wasm_bindgen_test]
fn a_go_game_has_the_same_hash_as_natively() {
    let _case = case!();
    // tests/go_properties.rs pins it natively; tests/node.rs plays the bot's game.
    let game = pinned_go::pinned_go();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned_go::PINNED_GO_HASH
    );
}

#[wasm_bindgen_test]
fn go_perft_is_the_same_as_natively() {
    let _case = case!();
    // The unit tests (src/rulesets/go) assert the same figures natively.
    use arbiter_rules::go::{Go, GoConfig};
    let small = Game::<Go>::new(GoConfig {
        size: Some(5),
        ..GoConfig::default()
    })
    .expect("valid");
    for (depth, expected) in [(0, 1), (1, 26), (2, 651), (3, 15_650)] {
        assert_eq!(small.perft(depth).ok(), Some(expected));
    }
}

#[wasm_bindgen_test]
fn a_connect_four_game_has_the_same_hash_as_natively() {
    let _case = case!();
    // Seven discs; the same game and hash are pinned natively in src/rulesets/connect_four/tests.rs.
    use arbiter_rules::connect_four::{ConnectFour, ConnectFourAction, ConnectFourConfig};
    let mut game = Game::<ConnectFour>::new(ConnectFourConfig::default()).expect("config");
    for column in [3, 3, 2, 4, 4, 2, 1] {
        let player = game.current_player().cloned().expect("on");
        game.submit(&player, ConnectFourAction { column })
            .expect("legal");
    }
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "d938c46a48dbce4d"
    );
}
