#![cfg(feature = "backgammon")]
//! The smoke exchange with GNU Backgammon (issue 21), so that the harness of `npm run balance --
//! --only backgammon-engines` cannot rot: a short seeded game exported as `.mat`, imported and
//! judged by gnubg (its verdict parsed), and one play of gnubg's parsed and played. A missing
//! gnubg fails here, saying how to install it; nothing is skipped.
#![cfg(not(target_arch = "wasm32"))]

use arbiter_rules::ai::{play_out, random_action};
use arbiter_rules::backgammon::bot::{decide, LEVELS};
use arbiter_rules::backgammon::import::match_text;
use arbiter_rules::backgammon::{
    gnubg, mat, Backgammon, BackgammonAction, BackgammonConfig, BackgammonEndReason,
    BackgammonEvent, Seat, Strategy,
};
use arbiter_rules::{Game, GameRng};

/// A game of the bot at Easy against itself, stopped after `turns` whole turns.
fn short_game(turns: u32) -> Game<Backgammon> {
    let config = BackgammonConfig {
        seed: Some("gnubg-smoke".into()),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).expect("a game");
    let mut rng = GameRng::from_seed("gnubg-smoke");
    while game.turn() <= turns {
        let Some(player) = game.current_player().cloned() else {
            break;
        };
        let action = decide(game.state(), &player, LEVELS[0], &mut rng).expect("a move");
        game.submit(&player, action).expect("legal");
    }
    game
}

#[test]
fn gnubg_judges_a_short_game_and_plays_a_move() {
    let path = gnubg::find().unwrap_or_else(|e| panic!("{e}"));
    let version = gnubg::version(&path).expect("a version");
    assert!(version.starts_with("GNU Backgammon"), "{version}");

    let mut game = short_game(8);
    let record = mat::game_of(&game);
    assert_eq!(record.turns.len(), 8);
    let verdict = gnubg::judge(&path, &record, 0).unwrap_or_else(|e| panic!("{e}"));
    let [white, black] = verdict.players;
    println!("{version}: white {white:?}, black {black:?}");
    assert_eq!(white.moves + black.moves, 8);
    for p in [white, black] {
        assert!(p.unforced <= p.moves && p.error >= 0.0, "{p:?}");
    }

    let mut player = gnubg::Player::start(&path, 0).unwrap_or_else(|e| panic!("{e}"));
    let turn = game.state().turn;
    let moves = gnubg::play_turn(&mut player, &mut game).unwrap_or_else(|e| panic!("{e}"));
    assert!(!moves.is_empty());
    assert!(game.state().turn > turn);
}

#[test]
fn gnubg_reads_our_cube_games_back_to_the_same_end() {
    // Random play with the cube: a game whose double was taken and one whose double was dropped,
    // the Jacoby rule on and off.
    let path = gnubg::find().unwrap_or_else(|e| panic!("{e}"));
    let mut found = [false, false];
    for n in 0..60 {
        let jacoby = n % 2 == 0;
        let seed = format!("gnubg-cube-{n}");
        let config = BackgammonConfig {
            seed: Some(seed.clone()),
            cube: Some(true),
            jacoby: Some(jacoby),
            ..BackgammonConfig::default()
        };
        let seats = [Seat::Fixed(Strategy::Random), Seat::Fixed(Strategy::Random)];
        let game = play_out(config, &seats, &seed).expect("plays");
        let taken = game
            .log()
            .iter()
            .any(|e| matches!(e.event, BackgammonEvent::DoubleTaken { .. }));
        let reason = game.outcome().map(|o| o.reason());
        let kind = match reason {
            Some(BackgammonEndReason::BorneOff) if taken => 0,
            Some(BackgammonEndReason::DroppedDouble) => 1,
            _ => continue,
        };
        if found[kind] {
            continue;
        }
        found[kind] = true;
        let text = match_text(&game).expect("writes");
        let (pos, result) =
            gnubg::read_back(&path, &text, jacoby).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let ours = game.state().pos(0);
        assert!(
            pos == ours || pos == ours.flipped(),
            "gnubg reads another position:\n{text}"
        );
        let outcome = game.outcome().expect("over");
        let winner = game.state().seat_of(outcome.winner().expect("a winner"));
        let points = outcome.results()[0]
            .metrics
            .as_ref()
            .and_then(|m| m.get("points").copied());
        assert_eq!(
            result,
            winner.zip(points),
            "gnubg counts another result:\n{text}"
        );
        if found == [true, true] {
            return;
        }
    }
    panic!("no seed gave both a taken and a dropped double: {found:?}");
}

#[test]
fn gnubg_reads_a_resignation_in_the_middle_of_a_turn() {
    // One die of the turn played, then a gammon resigned (the cube turned and taken) and
    // accepted: the file keeps the half turn, and GNU Backgammon reads the same position and
    // result.
    let path = gnubg::find().unwrap_or_else(|e| panic!("{e}"));
    let config = BackgammonConfig {
        seed: Some("gnubg-resign".into()),
        cube: Some(true),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).expect("a game");
    let mut rng = GameRng::from_seed("gnubg-resign");
    let mut doubled = false;
    while game.turn() < 6 || game.state().dice.len() != 1 {
        let player = game.current_player().cloned().expect("in play");
        let legal = game.legal_actions(&player).expect("legal");
        // Double at the first chance, and take every double.
        let action = if !doubled && legal.contains(&BackgammonAction::Double {}) {
            doubled = true;
            BackgammonAction::Double {}
        } else if legal.contains(&BackgammonAction::Take {}) {
            BackgammonAction::Take {}
        } else {
            let (_, action) = random_action(&game, &mut rng).expect("a move");
            action
        };
        game.submit(&player, action).expect("legal");
    }
    let stake = i64::from(game.state().stake());
    assert!(stake >= 2, "the cube is at {stake}");
    let mover = game.current_player().cloned().expect("in play");
    let seat = game.state().seat_of(&mover).expect("seated");
    let winner = game.state().player(1 - seat).clone();
    game.submit(&mover, BackgammonAction::Resign { points: Some(2) })
        .expect("offers");
    game.submit(&winner, BackgammonAction::AcceptResignation {})
        .expect("accepts");
    let text = match_text(&game).expect("writes");
    let (pos, result) =
        gnubg::read_back(&path, &text, false).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let ours = game.state().pos(0);
    assert!(
        pos == ours || pos == ours.flipped(),
        "gnubg reads another position:\n{text}"
    );
    assert_eq!(result, Some((1 - seat, 2 * stake)), "{text}");
}
