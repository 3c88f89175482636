//! Every rule on hand-made positions: the opening roll, hitting and the bar, the use of both
//! dice (else the larger), doubles, bearing off, gammons, resignation, undo, the end.

use super::BackgammonEndReason;
use super::action::{BackgammonAction as A, MoveFrom, MoveTo};
use super::event::BackgammonEvent as E;
use super::ruleset::outcome;
use super::state::setup;
use super::*;
use crate::engine::error::{ErrorCode, Result};
use crate::engine::game::Game;
use crate::engine::outcome::GameOutcome;
use crate::engine::play::run_events;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// A position: each side's checkers as (own point, count), point 25 the bar; checkers not
/// placed are borne off. `mover` (0 white, 1 black) is to play `dice`.
fn position(
    white: &[(usize, u8)],
    black: &[(usize, u8)],
    mover: u8,
    dice: &[u8],
) -> BackgammonState {
    let mut state = setup(&BackgammonConfig::default()).expect("setup");
    state.board = [0; 24];
    state.bar = [0, 0];
    for (seat, side) in [white, black].into_iter().enumerate() {
        let mut placed = 0;
        for &(point, n) in side {
            placed += n;
            if point == 25 {
                state.bar[seat] += n;
            } else if seat == 0 {
                state.board[point - 1] += n as i8;
            } else {
                state.board[24 - point] -= n as i8;
            }
        }
        state.off[seat] = 15 - placed;
    }
    state.turn = 5;
    state.mover = Some(mover);
    state.roll = Some([dice[0], dice[1]]);
    state.dice = dice.to_vec();
    state
}

/// Submits `action` for `player` as the kernel would and returns every event it caused.
fn submit(state: &mut BackgammonState, player: &str, action: A) -> Result<Vec<E>> {
    let mut rng = GameRng::from_seed("test");
    let events = Backgammon::resolve(state, &player.to_string(), &action, &mut rng)?;
    let mut log = Vec::new();
    run_events::<Backgammon>(state, events, &mut rng, |_, e| log.push(e));
    Ok(log)
}

fn mv(from: u8, to: u8) -> A {
    A::from_indices(from, to)
}

fn legal(state: &BackgammonState, player: &str) -> Vec<A> {
    Backgammon::legal_actions(state, &player.to_string())
}

fn refused(state: &BackgammonState, player: &str, action: A) -> (ErrorCode, String) {
    let mut copy = state.clone();
    let err = submit(&mut copy, player, action).expect_err("refused");
    assert_eq!(&copy, state, "a refused action changed the state");
    (err.code, err.message)
}

#[test]
fn the_start_is_standard_and_the_opening_roll_rerolls_ties() {
    let state = setup(&BackgammonConfig::default()).expect("setup");
    for seat in 0..2 {
        let side = state.side(seat);
        assert_eq!((side[24], side[13], side[8], side[6]), (2, 5, 3, 5));
        assert_eq!(side.iter().map(|&n| u32::from(n)).sum::<u32>(), 15);
    }
    let mut tied = 0;
    for seed in 0..60 {
        let config = BackgammonConfig {
            seed: Some(seed.to_string()),
            ..BackgammonConfig::default()
        };
        let game = Game::<Backgammon>::new(config).expect("new");
        let Some(E::OpeningRoll { rolls, player }) = game.log().first().map(|e| e.event.clone())
        else {
            panic!("the first event is the opening roll");
        };
        // The first turn's dice are in a `DiceRolled`, as every later turn's.
        let Some(E::DiceRolled {
            player: roller,
            dice,
        }) = game.log().get(1).map(|e| e.event.clone())
        else {
            panic!("the opening roll's dice follow in a DiceRolled");
        };
        assert_eq!(roller, player);
        let (last, ties) = rolls.split_last().expect("a roll");
        assert!(ties.iter().all(|[w, b]| w == b), "{rolls:?}");
        assert_ne!(last[0], last[1]);
        tied += usize::from(!ties.is_empty());
        let (starter, high, low) = if last[0] > last[1] {
            ("white", last[0], last[1])
        } else {
            ("black", last[1], last[0])
        };
        assert_eq!(player, starter);
        assert_eq!(dice, [high, low]);
        assert_eq!(game.current_player().map(String::as_str), Some(starter));
        assert_eq!(game.state().dice, vec![high, low]);
        assert_eq!(game.turn(), 1);
    }
    assert!(tied > 0, "some seed in 60 ties at first");
}

#[test]
fn hitting_sends_the_blot_to_the_bar_first() {
    // White's 8 and black's blot on white's 5 (black's 20).
    let mut state = position(&[(8, 2), (6, 2)], &[(20, 1), (6, 5)], 0, &[3, 1]);
    let log = submit(&mut state, "white", mv(8, 5)).expect("legal");
    assert_eq!(
        log[..2],
        [
            E::CheckerHit {
                player: "black".into(),
                point: 20
            },
            E::CheckerMoved {
                player: "white".into(),
                from: MoveFrom::Point(8),
                to: 5,
                die: 3
            }
        ]
    );
    assert_eq!(state.bar, [0, 1]);
    assert_eq!(state.count(0, 5), 1);
    assert_eq!(state.count(1, 20), 0);
    assert_eq!(state.dice, vec![1]);
}

#[test]
fn a_checker_on_the_bar_enters_first() {
    // White on the bar with 5-3: it enters on 20 or 22; black's blot on white's 22 is hit.
    let state = position(&[(25, 1), (13, 5), (6, 5)], &[(3, 1), (6, 5)], 0, &[5, 3]);
    assert_eq!(legal(&state, "white"), vec![mv(25, 22), mv(25, 20)]);
    let (code, message) = refused(&state, "white", mv(13, 8));
    assert_eq!(code, ErrorCode::IllegalAction);
    assert_eq!(message, "a checker on the bar must enter first");
    let mut hit = state.clone();
    let log = submit(&mut hit, "white", mv(25, 22)).expect("legal");
    assert!(matches!(log[0], E::CheckerHit { ref player, point: 3 } if player == "black"));
    assert!(matches!(
        log[1],
        E::CheckerMoved {
            from: MoveFrom::Bar,
            to: 22,
            die: 3,
            ..
        }
    ));
    assert_eq!((hit.bar, hit.count(0, 22)), ([0, 1], 1));
}

#[test]
fn a_blocked_entry_passes_the_turn() {
    // Black's home board is closed and white is on the bar: white's roll is recorded, then the
    // turn passes to black, who rolls.
    let mut state = position(
        &[(25, 1), (6, 5)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (13, 3)],
        0,
        &[1, 2],
    );
    state.roll = None;
    state.dice.clear();
    let mut log = Vec::new();
    run_events::<Backgammon>(
        &mut state,
        Vec::new(),
        &mut GameRng::from_seed("x"),
        |_, e| log.push(e),
    );
    assert!(matches!(&log[0], E::DiceRolled { player, .. } if player == "white"));
    assert_eq!(
        log[1],
        E::TurnPassed {
            player: "white".into(),
            next: "black".into()
        }
    );
    assert!(matches!(&log[2], E::DiceRolled { player, .. } if player == "black"));
    assert_eq!(state.mover, Some(1));
    assert_eq!(state.turn, 7);
}

#[test]
fn both_dice_must_be_used_when_possible() {
    // 6-1, white on 10 and 8; black holds white's 7 and 3. 10-4 would leave the 1 unplayable
    // (4-3 and 8-7 are blocked), so it is not listed though the point is open.
    let state = position(&[(10, 1), (8, 1)], &[(18, 2), (22, 2), (1, 11)], 0, &[6, 1]);
    assert_eq!(legal(&state, "white"), vec![mv(10, 9), mv(8, 2)]);
    let (code, message) = refused(&state, "white", mv(10, 4));
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(
        message.contains("as fully as possible: 2 of the 2 dice"),
        "{message}"
    );
}

#[test]
fn else_the_larger_die() {
    // 6-1, white's last checker outside is on 10; black holds white's 3: either die alone can
    // be played (10-4 or 10-9) but never both, so the 6.
    let mut state = position(&[(10, 1)], &[(22, 2), (1, 13)], 0, &[6, 1]);
    assert_eq!(legal(&state, "white"), vec![mv(10, 4)]);
    let (code, message) = refused(&state, "white", mv(10, 9));
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(
        message.contains("the larger (6) must be played"),
        "{message}"
    );
    let log = submit(&mut state, "white", mv(10, 4)).expect("legal");
    // The 1 cannot be played: the turn passes.
    assert!(matches!(&log[1], E::TurnPassed { next, .. } if next == "black"));
}

#[test]
fn doubles_move_four_times() {
    let mut state = position(
        &[(13, 5), (6, 5), (8, 5)],
        &[(6, 5), (13, 5), (8, 5)],
        0,
        &[3; 4],
    );
    for (i, (from, to)) in [(13, 10), (13, 10), (10, 7), (10, 7)]
        .into_iter()
        .enumerate()
    {
        assert_eq!(state.dice.len(), 4 - i);
        assert_eq!(state.mover, Some(0));
        submit(&mut state, "white", mv(from, to)).expect("legal");
    }
    assert_eq!(state.mover, Some(1), "four moves, then black's turn");
    assert_eq!((state.count(0, 13), state.count(0, 7)), (3, 2));
}

#[test]
fn bearing_off_exactly_or_with_a_larger_die_from_the_highest_point() {
    let state = position(&[(5, 1), (3, 2)], &[(6, 5)], 0, &[6, 3]);
    // 5 off with the 6 (no checker higher), 3 off with the 3; not 3 off with the 6.
    assert_eq!(legal(&state, "white"), vec![mv(5, 2), mv(5, 0), mv(3, 0)]);
    let mut after = state.clone();
    let log = submit(&mut after, "white", mv(5, 0)).expect("legal");
    assert_eq!(
        log[0],
        E::CheckerBorneOff {
            player: "white".into(),
            from: 5,
            die: 6
        }
    );
    let mut three = position(&[(5, 1), (3, 2)], &[(6, 5)], 0, &[6, 1]);
    let (_, message) = refused(&three, "white", mv(3, 0));
    assert!(message.contains("only from the highest point"), "{message}");
    submit(&mut three, "white", mv(5, 0)).expect("legal");
    // Now the 3 is the highest, but the 6 is used; the 1 does not bear it off.
    let (_, message) = refused(&three, "white", mv(3, 0));
    assert!(
        message.contains("no die left bears off from point 3"),
        "{message}"
    );
}

#[test]
fn a_move_two_dice_allow_is_listed_once_with_the_smaller_die() {
    let mut state = position(&[(3, 1), (2, 1)], &[(6, 5)], 0, &[6, 5]);
    assert_eq!(legal(&state, "white"), vec![mv(3, 0)]);
    let log = submit(&mut state, "white", mv(3, 0)).expect("legal");
    assert!(matches!(
        log[0],
        E::CheckerBorneOff {
            from: 3,
            die: 5,
            ..
        }
    ));
    assert_eq!(state.dice, vec![6]);
}

#[test]
fn no_bearing_off_while_a_checker_is_outside_home() {
    let state = position(&[(8, 1), (3, 2)], &[(6, 5)], 0, &[3, 2]);
    let (code, message) = refused(&state, "white", mv(3, 0));
    assert_eq!(code, ErrorCode::IllegalAction);
    assert_eq!(
        message,
        "cannot bear off while a checker is outside the home board (on point 8)"
    );
}

#[test]
fn out_of_range_and_malformed_moves_are_named() {
    let state = position(&[(13, 5), (6, 5)], &[(13, 5), (6, 5)], 0, &[3, 1]);
    let cases = [
        (
            mv(0, 0),
            ErrorCode::InvalidInput,
            "from is 0, expected a point from 1 to 24 or \"bar\"",
        ),
        (
            A::Move {
                from: MoveFrom::Point(13),
                to: MoveTo::Point(25),
            },
            ErrorCode::InvalidInput,
            "to is 25, expected a point from 1 to 24 or \"off\"",
        ),
        (
            mv(6, 9),
            ErrorCode::IllegalAction,
            "checkers move from higher to lower points, not from point 6 to point 9",
        ),
        (
            mv(12, 9),
            ErrorCode::IllegalAction,
            "there is no checker of yours on point 12",
        ),
        (
            mv(25, 22),
            ErrorCode::IllegalAction,
            "there is no checker of yours on the bar",
        ),
        (
            mv(13, 11),
            ErrorCode::IllegalAction,
            "no die left shows 2, the distance from point 13 to point 11 (dice left: 3, 1)",
        ),
        (
            mv(13, 12),
            ErrorCode::IllegalAction,
            "point 12 is blocked by 5 of the opponent's checkers",
        ),
    ];
    for (action, code, message) in cases {
        assert_eq!(
            refused(&state, "white", action),
            (code, message.to_string())
        );
    }
}

/// White bears off the last checker (on 1) with `dice`; `black` as given: the outcome.
fn last_checker(black: &[(usize, u8)]) -> GameOutcome<BackgammonEndReason> {
    let mut state = position(&[(1, 1)], black, 0, &[2, 1]);
    submit(&mut state, "white", mv(1, 0)).expect("legal");
    assert!(state.is_over());
    outcome(&state).expect("over")
}

fn points(outcome: &GameOutcome<BackgammonEndReason>) -> Vec<i64> {
    outcome
        .results()
        .iter()
        .map(|r| {
            r.metrics
                .as_ref()
                .and_then(|m| m.get("points"))
                .copied()
                .unwrap_or(0)
        })
        .collect()
}

#[test]
fn a_win_is_worth_one_a_gammon_two_a_backgammon_three() {
    let single = last_checker(&[(6, 14)]);
    assert_eq!(single.reason(), BackgammonEndReason::BorneOff);
    assert_eq!(single.winner().map(String::as_str), Some("white"));
    assert_eq!(points(&single), [1, -1]);
    let metrics = single.results()[1].metrics.clone().expect("metrics");
    assert_eq!((metrics["pips"], metrics["borneOff"]), (84, 1));
    assert_eq!(points(&last_checker(&[(6, 15)])), [2, -2]);
    // Black's 19 to 24 are white's home board; the bar counts too.
    assert_eq!(points(&last_checker(&[(6, 14), (19, 1)])), [3, -3]);
    assert_eq!(points(&last_checker(&[(6, 14), (25, 1)])), [3, -3]);
    assert_eq!(points(&last_checker(&[(6, 14), (18, 1)])), [2, -2]);
}

#[test]
fn a_resignation_is_an_offer_the_opponent_answers() {
    for (offered, accept) in [(None, true), (Some(2), true), (Some(3), false)] {
        let mut game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
        let mover = game.current_player().cloned().expect("a mover");
        let other = if mover == "white" { "black" } else { "white" };
        assert!(!game
            .legal_actions(&mover)
            .expect("known")
            .iter()
            .any(|a| matches!(a, A::Resign { .. })));
        // Only the player to move offers.
        let err = game
            .submit(other, A::Resign { points: offered })
            .expect_err("not their turn");
        assert_eq!(err.code, ErrorCode::NotYourTurn);
        let first = game.legal_actions(&mover).expect("known")[0];
        game.submit(&mover, first).expect("a checker first");
        let before = game.state().clone();
        game.submit(&mover, A::Resign { points: offered }).expect("offers");
        assert_eq!(game.current_player().map(String::as_str), Some(other));
        assert_eq!(
            game.legal_actions(other).expect("known"),
            [A::AcceptResignation {}, A::DeclineResignation {}]
        );
        let err = game.submit(other, mv(13, 10)).expect_err("answer first");
        assert_eq!(err.code, ErrorCode::IllegalAction);
        if accept {
            game.submit(other, A::AcceptResignation {}).expect("accepts");
            let outcome = game.outcome().expect("over");
            assert_eq!(outcome.reason(), BackgammonEndReason::Resignation);
            assert_eq!(outcome.winner().map(String::as_str), Some(other));
            let n = i64::from(offered.unwrap_or(1));
            assert_eq!(points(outcome), [n, -n]);
            let err = game.submit(&mover, mv(13, 10)).expect_err("over");
            assert_eq!(err.code, ErrorCode::GameFinished);
        } else {
            game.submit(other, A::DeclineResignation {}).expect("declines");
            assert_eq!(game.state(), &before, "the turn is restored unchanged");
            assert_eq!(game.current_player(), Some(&mover));
        }
    }
    let mut game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
    let mover = game.current_player().cloned().expect("a mover");
    let err = game
        .submit(&mover, A::Resign { points: Some(4) })
        .expect_err("4 points");
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert!(err.message.contains("points is 4"), "{}", err.message);
    let err = game
        .submit(&mover, A::AcceptResignation {})
        .expect_err("no offer");
    assert_eq!(err.code, ErrorCode::IllegalAction);
}

#[test]
fn undo_takes_back_a_move_within_the_turn_never_across_a_roll() {
    let mut game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
    let player = game.current_player().cloned().expect("mover");
    let first = game.legal_actions(&player).expect("known")[0];
    let hash = game.state_hash().expect("hash");
    game.submit(&player, first).expect("legal");
    assert_eq!(game.current_player(), Some(&player), "one die left");
    assert_eq!(game.undo().expect("undo").action, first);
    assert_eq!(game.state_hash().expect("hash"), hash);
    // Both dice: the turn passes and the next dice are rolled.
    game.submit(&player, first).expect("legal");
    let second = game.legal_actions(&player).expect("known")[0];
    game.submit(&player, second).expect("legal");
    assert_ne!(game.current_player(), Some(&player));
    let before = game.state_hash().expect("hash");
    let err = game.undo().expect_err("the dice were rolled");
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(game.state_hash().expect("hash"), before);
}

#[test]
fn moves_are_listed_from_the_bar_and_the_highest_point_down() {
    let game = Game::<Backgammon>::new(BackgammonConfig {
        seed: Some("order".into()),
        ..BackgammonConfig::default()
    })
    .expect("new");
    let player = game.current_player().cloned().expect("mover");
    let actions = game.legal_actions(&player).expect("known");
    let froms: Vec<u32> = actions
        .iter()
        .map(|a| match a {
            A::Move {
                from: MoveFrom::Point(p),
                ..
            } => *p,
            _ => 25,
        })
        .collect();
    assert!(froms.windows(2).all(|w| w[0] >= w[1]), "{froms:?}");
    assert_eq!(froms.first(), Some(&24));
}

#[test]
fn the_position_from_each_side_mirrors_the_board() {
    let mut state = position(
        &[(25, 1), (13, 4), (3, 2)],
        &[(25, 2), (20, 1), (6, 5)],
        0,
        &[3, 1],
    );
    state.off = [8, 7];
    for seat in 0..2 {
        let mut them = state.side(1 - seat);
        them.reverse();
        let pos = state.pos(seat);
        assert_eq!(pos.me, state.side(seat));
        assert_eq!(pos.them, them);
        assert_eq!(pos.flipped(), state.pos(1 - seat));
    }
}

#[test]
fn the_policy_makes_the_five_point_with_an_opening_three_one_and_the_network_reads_a_race() {
    let mut state = setup(&BackgammonConfig::default()).expect("setup");
    state.turn = 1;
    state.mover = Some(0);
    state.roll = Some([3, 1]);
    state.dice = vec![3, 1];
    let first = bot::policy(&state, &"white".to_string()).expect("a move");
    assert!([mv(8, 5), mv(6, 5)].contains(&first), "{first:?}");
    submit(&mut state, "white", first).expect("legal");
    let second = bot::policy(&state, &"white".to_string()).expect("a move");
    submit(&mut state, "white", second).expect("legal");
    assert_eq!(state.count(0, 5), 2);
    // White's turn is over: no policy for white.
    assert_eq!(bot::policy(&state, &"white".to_string()), None);

    // A race: white 10 pips, black 60; white to roll is nearly sure to win.
    let race = position(&[(1, 10)], &[(6, 10)], 0, &[2, 1]);
    let chances = bot::chances(&race, "white").expect("white's");
    assert!(chances.0[0] > 0.95, "{chances:?}");
}

#[test]
fn the_dice_to_come_are_in_no_view_and_no_event() {
    let mut game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("valid");
    let mut rng = GameRng::from_seed("moves");
    for _ in 0..12 {
        let Some((player, action)) = crate::ai::random_action(&game, &mut rng) else {
            break;
        };
        game.submit(&player, action).expect("legal");
    }
    let players = game.players().to_vec();
    let other = game.clone().with_rng(GameRng::from_seed("other dice"));
    assert_ne!(game.state_hash().ok(), other.state_hash().ok());
    for viewer in players.iter().map(|p| Some(p.as_str())).chain([None]) {
        let json = |g: &Game<Backgammon>| {
            (
                serde_json::to_value(g.view(viewer).expect("view")).expect("json"),
                serde_json::to_value(g.events_for(0, viewer).expect("events")).expect("json"),
            )
        };
        assert_eq!(json(&game), json(&other), "{viewer:?} sees the dice to come");
    }
}
