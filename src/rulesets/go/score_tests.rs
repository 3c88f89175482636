//! The end of a game of Go and its count, the configuration's checks, and the bot's helpers.

use super::GoEndReason;
use super::board::Board;
use super::chains::is_eye;
use super::tests::{act, act_as, play, position};
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::ruleset::Ruleset;

fn metrics(outcome: &GameOutcome<GoEndReason>, player: &str) -> Vec<(String, i64)> {
    outcome
        .results()
        .iter()
        .find(|r| r.player == player)
        .and_then(|r| r.metrics.clone())
        .map(|m| m.into_iter().collect())
        .unwrap_or_default()
}

fn m(pairs: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    v.sort();
    v
}

#[test]
fn counting_by_area_two_passes_end_the_game_and_the_board_is_counted() {
    let mut game = Game::<Go>::new(GoConfig {
        size: Some(5),
        counting: Some(CountingRule::Area),
        ..GoConfig::default()
    })
    .expect("valid");
    game.submit("black", play(2, 2)).expect("legal");
    game.submit("white", GoAction::Pass {}).expect("legal");
    assert!(!game.is_finished(), "one pass does not end it");
    let events: Vec<GoEvent> = game
        .submit("black", GoAction::Pass {})
        .expect("legal")
        .iter()
        .map(|e| e.event.clone())
        .collect();
    assert!(matches!(events[0], GoEvent::Passed { .. }));
    let GoEvent::Scored { score } = &events[1] else {
        panic!("the count comes before the end: {events:?}");
    };
    assert_eq!(score.black.area, 25);
    assert_eq!(score.komi_half_points, 15);
    assert!(matches!(events[2], GoEvent::GameEnded { .. }));
    let outcome = game.outcome().expect("finished");
    assert_eq!(outcome.reason(), GoEndReason::TerritoryScoring);
    assert_eq!(outcome.winner().map(String::as_str), Some("black"));
    // 25 points against 7.5: 17.5 points, 35 half points.
    assert_eq!(
        metrics(outcome, "black"),
        m(&[
            ("area", 25),
            ("territory", 24),
            ("stones", 1),
            ("captures", 0),
            ("marginHalfPoints", 35)
        ])
    );
    assert_eq!(
        metrics(outcome, "white"),
        m(&[
            ("area", 0),
            ("territory", 0),
            ("stones", 0),
            ("captures", 0)
        ])
    );
    assert_eq!(game.state().score.as_ref(), Some(score));
    // Every action is refused after the end, first by the kernel.
    for action in [play(0, 0), GoAction::Pass {}, GoAction::Resign {}] {
        let err = game.submit("white", action).expect_err("finished");
        assert_eq!(err.code, ErrorCode::GameFinished);
    }
    assert!(game.legal_actions("black").expect("known").is_empty());
}

#[test]
fn area_counts_stones_and_surrounded_empty_points_only() {
    let mut s = position(&[".B.W.", "BB.WW", ".....", "WWWWW", "....."], Stone::Black);
    s.captures = [2, 3];
    act(&mut s, GoAction::Pass {}).expect("legal");
    let events = act(&mut s, GoAction::Pass {}).expect("legal");
    let score = s.score.clone().expect("scored");
    // Black: 3 stones and the corner; White: 8 stones, a corner and the bottom row; the 7
    // points touching both are neutral.
    assert_eq!(
        (score.black, score.white),
        (
            GoTally {
                area: 4,
                territory: 1,
                stones: 3
            },
            GoTally {
                area: 14,
                territory: 6,
                stones: 8
            }
        )
    );
    assert_eq!(
        score.territory,
        ["B...W", ".....", ".....", ".....", "WWWWW"].concat()
    );
    let Some(GoEvent::GameEnded { outcome }) = events.last() else {
        panic!("ended: {events:?}");
    };
    assert_eq!(outcome.winner().map(String::as_str), Some("white"));
    // 14 + 7.5 against 4: 17.5 points.
    assert_eq!(
        metrics(outcome, "white"),
        m(&[
            ("area", 14),
            ("territory", 6),
            ("stones", 8),
            ("captures", 3),
            ("marginHalfPoints", 35)
        ])
    );
    assert_eq!(
        metrics(outcome, "black"),
        m(&[
            ("area", 4),
            ("territory", 1),
            ("stones", 3),
            ("captures", 2)
        ])
    );
    assert_eq!(outcome.results()[0].player, "white", "the winner first");
}

#[test]
fn an_integer_komi_can_draw() {
    // Black: 5 stones and 10 points; White: 5 stones and 5 points; komi 5.
    let mut s = position(&["..BW.", "..BW.", "..BW.", "..BW.", "..BW."], Stone::Black);
    s.komi_half_points = 10;
    act(&mut s, GoAction::Pass {}).expect("legal");
    let events = act(&mut s, GoAction::Pass {}).expect("legal");
    let Some(GoEvent::GameEnded { outcome }) = events.last() else {
        panic!("ended: {events:?}");
    };
    assert!(matches!(
        outcome,
        GameOutcome::Draw {
            reason: GoEndReason::TerritoryScoring,
            ..
        }
    ));
    assert!(outcome
        .results()
        .iter()
        .all(|r| r.rank == 1 && r.outcome == OutcomeType::Draw));
    assert!(!metrics(outcome, "black")
        .iter()
        .any(|(k, _)| k == "marginHalfPoints"));
    // Half a point more for White decides it.
    let mut s = position(&["..BW.", "..BW.", "..BW.", "..BW.", "..BW."], Stone::Black);
    s.komi_half_points = 11;
    act(&mut s, GoAction::Pass {}).expect("legal");
    let events = act(&mut s, GoAction::Pass {}).expect("legal");
    let Some(GoEvent::GameEnded { outcome }) = events.last() else {
        panic!("ended");
    };
    assert_eq!(outcome.winner().map(String::as_str), Some("white"));
    assert!(metrics(outcome, "white").contains(&("marginHalfPoints".to_string(), 1)));
}

#[test]
fn the_move_limit_ends_and_scores_the_game() {
    let mut s = position(&["B....", ".....", ".....", ".....", "....."], Stone::Black);
    assert_eq!(s.move_limit(), 75);
    s.moves = 74;
    let events = act(&mut s, play(4, 4)).expect("the last move");
    assert!(matches!(events[1], GoEvent::Scored { .. }), "{events:?}");
    assert!(matches!(events[2], GoEvent::GameEnded { .. }));
    assert_eq!(s.passes, 0, "no pass needed");
    assert_eq!(Go::to_act(&s), None);
    let outcome = Go::end_check(&s).expect("over");
    assert_eq!(outcome.reason(), GoEndReason::TerritoryScoring);
    assert_eq!(Go::turn(&s), 75);
    // A pass as the last move too.
    let mut s = position(&[".....", ".....", ".....", ".....", "....."], Stone::White);
    s.moves = 73;
    act(&mut s, play(0, 0)).expect("legal");
    let events = act(&mut s, GoAction::Pass {}).expect("the last move");
    assert_eq!(events.len(), 3, "{events:?}");
    assert_eq!(s.moves, 75);
}

#[test]
fn either_player_may_resign_at_any_time() {
    let mut game = Game::<Go>::new(GoConfig::for_players("ann", "bob")).expect("valid");
    game.submit("ann", play(2, 2)).expect("legal");
    // Bob is to move, but Ann resigns.
    let mut early = game.clone();
    early
        .submit("ann", GoAction::Resign {})
        .expect("out of turn");
    let outcome = early.outcome().expect("over");
    assert_eq!(outcome.reason(), GoEndReason::Resignation);
    assert_eq!(outcome.winner().map(String::as_str), Some("bob"));
    assert!(!metrics(outcome, "bob")
        .iter()
        .any(|(k, _)| k == "marginHalfPoints"));
    assert!(metrics(outcome, "ann").contains(&("stones".to_string(), 1)));
    assert_eq!(early.state().resigned, Some(Stone::Black));
    game.submit("bob", GoAction::Resign {}).expect("in turn");
    assert_eq!(
        game.outcome().and_then(|o| o.winner()).map(String::as_str),
        Some("ann")
    );
    // The kernel lists it for no one and counts it as no move.
    assert!(!<Go as crate::engine::perft::Perft>::is_move(&GoAction::Resign {}));
    assert!(Go::out_of_turn(&GoAction::Resign {}));
}

#[test]
fn resigning_through_the_judge_names_the_player() {
    let mut s = position(&[".....", ".....", ".....", ".....", "....."], Stone::Black);
    let events = act_as(&mut s, "white", GoAction::Resign {}).expect("legal");
    assert!(matches!(&events[0], GoEvent::Resigned { player } if player == "white"));
    assert!(matches!(events.last(), Some(GoEvent::GameEnded { .. })));
}

#[test]
fn every_bad_configuration_is_refused_naming_the_field() {
    let cases: [(GoConfig, &str); 8] = [
        (
            GoConfig {
                size: Some(4),
                ..GoConfig::default()
            },
            "size is 4, expected 5 to 19",
        ),
        (
            GoConfig {
                size: Some(20),
                ..GoConfig::default()
            },
            "size is 20, expected 5 to 19",
        ),
        (
            GoConfig {
                komi: Some(0.3),
                ..GoConfig::default()
            },
            "komi is 0.3, expected a multiple of 0.5 from -1000 to 1000",
        ),
        (
            GoConfig {
                komi: Some(1000.5),
                ..GoConfig::default()
            },
            "komi is 1000.5, expected a multiple of 0.5 from -1000 to 1000",
        ),
        (
            GoConfig {
                komi: Some(f64::NAN),
                ..GoConfig::default()
            },
            "komi is NaN, expected a multiple of 0.5 from -1000 to 1000",
        ),
        (
            GoConfig {
                komi: Some(f64::NEG_INFINITY),
                ..GoConfig::default()
            },
            "komi is -inf, expected a multiple of 0.5 from -1000 to 1000",
        ),
        (
            GoConfig::for_players("a", "a"),
            "duplicate player id \"a\" in players[1]",
        ),
        (
            GoConfig::for_players("a", ""),
            "players[1] is an empty player id",
        ),
    ];
    for (config, message) in cases {
        let err = Go::setup(&config).expect_err("invalid");
        assert_eq!(err.code, ErrorCode::InvalidConfig, "{message}");
        assert_eq!(err.message, message);
    }
    let ok = |komi: f64| {
        Go::setup(&GoConfig {
            komi: Some(komi),
            ..GoConfig::default()
        })
        .map(|s| s.komi_half_points)
        .ok()
    };
    assert_eq!(ok(-1000.0), Some(-2000));
    assert_eq!(ok(6.5), Some(13));
    assert_eq!(ok(0.0), Some(0));
    let parse = |s: &str| serde_json::from_str::<GoConfig>(s).map_err(|e| e.to_string());
    assert!(parse(r#"{"board":9}"#).is_err(), "unknown fields refused");
    assert!(parse(r#"{"size":9.5}"#).is_err());
    assert!(parse(r#"{"komi":null}"#).is_err(), "null is not absent");
    let state = Go::setup(&parse(r#"{"size":13,"komi":-2.5}"#).expect("valid")).expect("valid");
    assert_eq!((state.size, state.komi_half_points), (13, -5));
    assert_eq!(state.players, ["black".to_string(), "white".to_string()]);
}

#[test]
fn the_state_is_compact_json_that_reads_back() {
    let mut s = position(&["B....", ".W...", ".....", ".....", "....."], Stone::Black);
    act(&mut s, play(4, 4)).expect("legal");
    let json = serde_json::to_value(&s).expect("json");
    assert_eq!(
        json["board"],
        ["B....", ".W...", ".....", ".....", "....B"].concat()
    );
    assert_eq!(json["history"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        json["history"][0].as_str().map(str::len),
        Some(16),
        "hashes as 16 hex digits"
    );
    let back: GoState = serde_json::from_value(json).expect("reads back");
    assert_eq!(back, s);
    assert!(Board::parse("B...").is_err());
    assert!(Board::parse(&"x".repeat(25)).is_err());
}

#[test]
fn eyes_true_and_false() {
    let board = |rows: &[&str]| Board::parse(&rows.concat()).expect("board");
    // A corner eye, and one in the middle with one white diagonal.
    let b = board(&[".B...", "BB...", "..BW.", ".B.B.", "..B.."]);
    assert!(is_eye(&b, 0, Stone::Black));
    assert!(!is_eye(&b, 0, Stone::White));
    assert!(
        is_eye(&b, 17, Stone::Black),
        "one hostile diagonal in the middle"
    );
    // Two hostile diagonals in the middle, or one on the edge: false eyes.
    let b = board(&[".....", ".WBW.", ".B.B.", "..BW.", "....."]);
    assert!(!is_eye(&b, 12, Stone::Black));
    let b = board(&["B.BW.", ".B...", ".....", ".....", "....."]);
    assert!(is_eye(&b, 1, Stone::Black));
    let b = board(&["B.B..", "WB...", ".....", ".....", "....."]);
    assert!(!is_eye(&b, 1, Stone::Black));
}
