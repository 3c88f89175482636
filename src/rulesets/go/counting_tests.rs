//! Counting by agreement: the engine's proposal after two passes, toggles, acceptances,
//! resuming, the limits that end every counting, and the bot's part in it.

use super::GoEndReason;
use super::tests::{act, act_as, play, position_counted};
use super::*;
use crate::ai::{bot_action, BotOptions};
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::ruleset::Ruleset;

/// Black's wall on the left with a dead white stone inside (1, 1), White's on the right with a
/// dead black stone inside (7, 6); Black to move.
const ROWS: [&str; 9] = [
    "....B.W..",
    ".W..B.W..",
    "....B.W..",
    "....B.W..",
    "BBBBB.WWW",
    ".....WW..",
    "WWWWWW.B.",
    ".........",
    ".........",
];

fn p(x: u32, y: u32) -> GoPoint {
    GoPoint { x, y }
}

/// The position above after two passes: counting.
fn counting() -> GoState {
    let mut s = position_counted(&ROWS, Stone::Black, CountingRule::Agreement);
    act(&mut s, GoAction::Pass {}).expect("legal");
    let events = act(&mut s, GoAction::Pass {}).expect("legal");
    assert!(
        matches!(events.last(), Some(GoEvent::CountingStarted { .. })),
        "{events:?}"
    );
    s
}

#[test]
fn two_passes_start_a_counting_with_the_engine_s_proposal() {
    let s = counting();
    let c = s.counting.clone().expect("counting");
    assert_eq!(c.proposal, vec![p(1, 1), p(7, 6)]);
    assert_eq!(c.dead, c.proposal);
    assert_eq!(c.accepted, [false, false]);
    assert!(s.score.is_none() && !s.is_decided());
    // The count if accepted: the dead stones' points are their surrounder's.
    assert_eq!(c.preview.territory.chars().nth(10), Some('B'));
    assert_eq!(c.preview.territory.chars().nth(61), Some('W'));
    // Black passed first: Black would have moved next, and counts first.
    assert_eq!(Go::to_act(&s).map(String::as_str), Some("black"));
    let legal = Go::legal_actions(&s, &"black".into());
    assert_eq!(legal.first(), Some(&GoAction::AcceptScore {}));
    assert_eq!(legal.last(), Some(&GoAction::Resume {}));
    // One toggle per group: the two walls, the two dead stones.
    let toggles = legal
        .iter()
        .filter(|a| matches!(a, GoAction::MarkDead { .. }))
        .count();
    assert_eq!(toggles, 4, "{legal:?}");
    assert!(Go::legal_actions(&s, &"white".into()).is_empty());
}

#[test]
fn both_accepting_takes_the_dead_stones_off_and_counts() {
    let mut s = counting();
    assert_eq!(
        act(&mut s, GoAction::AcceptScore {}).expect("legal").len(),
        1
    );
    assert_eq!(Go::to_act(&s).map(String::as_str), Some("white"));
    let events = act(&mut s, GoAction::AcceptScore {}).expect("legal");
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| match e {
            GoEvent::ScoreAccepted { .. } => "accepted",
            GoEvent::DeadStonesRemoved { .. } => "removed",
            GoEvent::Scored { .. } => "scored",
            GoEvent::GameEnded { .. } => "ended",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["accepted", "removed", "scored", "ended"]);
    let Some(GoEvent::DeadStonesRemoved { points, reason }) = events.get(1) else {
        panic!("{events:?}");
    };
    assert_eq!(
        (points.clone(), *reason),
        (vec![p(1, 1), p(7, 6)], CountingEnd::Agreed)
    );
    // Prisoners: one each; the dead stones' points count for the side around them.
    assert_eq!(s.captures, [1, 1]);
    let score = s.score.clone().expect("scored");
    assert_eq!(score.territory.chars().nth(10), Some('B'));
    let outcome = Go::end_check(&s).expect("over");
    assert_eq!(outcome.reason(), GoEndReason::TerritoryScoring);
    assert_eq!(Go::to_act(&s), None);
}

#[test]
fn a_toggle_marks_the_whole_group_and_clears_both_acceptances() {
    let mut s = counting();
    act(&mut s, GoAction::AcceptScore {}).expect("black accepts");
    // White says its stone at (1, 1) lives.
    let events = act(&mut s, GoAction::MarkDead { x: 1, y: 1 }).expect("legal");
    assert_eq!(
        events,
        vec![GoEvent::DeadStonesMarked {
            player: "white".into(),
            points: vec![p(1, 1)],
            dead: false
        }]
    );
    let c = s.counting.clone().expect("counting");
    assert_eq!(c.dead, vec![p(7, 6)]);
    assert_eq!((c.accepted, c.toggles), ([false, false], 1));
    assert_eq!(
        c.preview.territory.chars().nth(10),
        Some('.'),
        "a stone again"
    );
    assert_eq!(c.preview.white.stones, 16);
    assert_eq!(Go::to_act(&s).map(String::as_str), Some("black"));
    // Black's wall is one group: toggling one stone marks all nine dead.
    let events = act(&mut s, GoAction::MarkDead { x: 4, y: 0 }).expect("legal");
    let Some(GoEvent::DeadStonesMarked {
        points, dead: true, ..
    }) = events.first()
    else {
        panic!("{events:?}");
    };
    assert_eq!(points.len(), 9);
    // Toggled back.
    act(&mut s, GoAction::MarkDead { x: 0, y: 4 }).expect("legal");
    assert_eq!(
        s.counting.as_ref().map(|c| c.dead.clone()),
        Some(vec![p(7, 6)])
    );
}

#[test]
fn counting_actions_are_checked() {
    let mut s = counting();
    let before = s.clone();
    for (action, code, words) in [
        (play(5, 5), ErrorCode::IllegalAction, "being counted"),
        (GoAction::Pass {}, ErrorCode::IllegalAction, "being counted"),
        (
            GoAction::MarkDead { x: 0, y: 0 },
            ErrorCode::IllegalAction,
            "x 0, y 0 is empty",
        ),
        (
            GoAction::MarkDead { x: 9, y: 0 },
            ErrorCode::InvalidInput,
            "x is 9, expected 0 to 8",
        ),
    ] {
        let e = act(&mut s, action).expect_err("refused");
        assert_eq!(e.code, code, "{action:?}");
        assert!(e.message.contains(words), "{action:?}: {}", e.message);
        assert_eq!(s, before);
    }
    // Outside a counting, counting actions are refused.
    let mut s = position_counted(&ROWS, Stone::Black, CountingRule::Agreement);
    for action in [
        GoAction::AcceptScore {},
        GoAction::Resume {},
        GoAction::MarkDead { x: 4, y: 0 },
    ] {
        let e = act(&mut s, action).expect_err("no counting");
        assert_eq!(e.code, ErrorCode::IllegalAction);
        assert!(e.message.contains("no counting now"), "{}", e.message);
    }
    // Counting by area never counts: two passes end the game.
    let mut s = position_counted(&ROWS, Stone::Black, CountingRule::Area);
    act(&mut s, GoAction::Pass {}).expect("legal");
    act(&mut s, GoAction::Pass {}).expect("legal");
    assert!(s.score.is_some() && s.counting.is_none());
}

#[test]
fn resuming_plays_on_and_the_second_resume_applies_the_proposal() {
    let mut s = counting();
    act(&mut s, GoAction::MarkDead { x: 1, y: 1 }).expect("black toggles");
    let events = act(&mut s, GoAction::Resume {}).expect("white resumes");
    assert_eq!(
        events,
        vec![GoEvent::PlayResumed {
            player: "white".into()
        }]
    );
    assert!(s.counting.is_none());
    assert_eq!((s.passes, s.resumes), (0, 1));
    // Black would have moved after the second pass (White passed it).
    assert_eq!(Go::to_act(&s).map(String::as_str), Some("black"));
    act(&mut s, play(2, 2)).expect("play goes on");
    act(&mut s, GoAction::Pass {}).expect("legal");
    act(&mut s, GoAction::Pass {}).expect("legal");
    assert!(s.counting.is_some(), "a second counting");
    let events = act(&mut s, GoAction::Resume {}).expect("legal");
    let Some(GoEvent::DeadStonesRemoved { reason, .. }) = events.first() else {
        panic!("{events:?}");
    };
    assert_eq!(*reason, CountingEnd::ResumeLimit);
    assert!(s.score.is_some());
}

#[test]
fn the_twentieth_toggle_applies_the_proposal() {
    let mut s = counting();
    for i in 0..counting::MAX_TOGGLES {
        let events = act(&mut s, GoAction::MarkDead { x: 1, y: 1 }).expect("legal");
        if i + 1 < counting::MAX_TOGGLES {
            assert_eq!(events.len(), 1);
        } else {
            let Some(GoEvent::DeadStonesRemoved { points, reason }) = events.get(1) else {
                panic!("{events:?}");
            };
            assert_eq!(*reason, CountingEnd::ToggleLimit);
            assert_eq!(
                points,
                &vec![p(1, 1), p(7, 6)],
                "the proposal, not the marking"
            );
        }
    }
    assert!(s.score.is_some());
}

#[test]
fn the_move_limit_applies_the_proposal_without_a_counting() {
    let mut s = position_counted(&ROWS, Stone::White, CountingRule::Agreement);
    s.moves = s.move_limit() - 1;
    let events = act(&mut s, GoAction::Pass {}).expect("the last move");
    let Some(GoEvent::DeadStonesRemoved { reason, points }) = events.get(1) else {
        panic!("{events:?}");
    };
    assert_eq!((*reason, points.len()), (CountingEnd::MoveLimit, 2));
    assert!(s.score.is_some());
}

#[test]
fn either_player_may_resign_during_a_counting() {
    let mut s = counting();
    act_as(&mut s, "white", GoAction::Resign {}).expect("out of turn");
    assert_eq!(s.resigned, Some(Stone::White));
    assert_eq!(Go::to_act(&s), None);
}

#[test]
fn the_bot_marks_what_it_believes_and_accepts_then() {
    let mut game = Game::<Go>::new(GoConfig {
        size: Some(9),
        ..GoConfig::default()
    })
    .expect("valid");
    // Through a real game: the bot sees the same position as `counting()`.
    let mut s = counting();
    // It disagrees with a marking that calls the white stone alive, and toggles it back.
    act(&mut s, GoAction::MarkDead { x: 1, y: 1 }).expect("black toggles");
    let action = super::count_bot::decide(&s, 1_000, &mut crate::GameRng::from_seed("c"));
    assert_eq!(action, GoAction::MarkDead { x: 1, y: 1 });
    act(&mut s, action).expect("legal");
    assert_eq!(
        super::count_bot::decide(&s, 1_000, &mut crate::GameRng::from_seed("c")),
        GoAction::AcceptScore {}
    );
    // botAction answers during a counting too.
    game.submit("black", GoAction::Pass {}).expect("legal");
    game.submit("white", GoAction::Pass {}).expect("legal");
    let player = game.current_player().cloned().expect("counting");
    let action = bot_action(&game, &player, &BotOptions::default()).expect("a counting action");
    assert!(
        game.legal_actions(&player)
            .expect("known")
            .contains(&action),
        "{action:?}"
    );
}
