//! The specification's contract where it goes past the checklist (issue 7): players already out
//! (`isActive: false`), any input health, effects from ships that changed hands, and feeding a
//! result's players back in as the next turn's input.

use super::ShipsEndReason;
use super::tests::{continuous, effect, health, input, persistent, resolve, ship};
use super::*;
use crate::engine::outcome::{GameOutcome, GameStatus, OutcomeType};
use EffectType::{Damage, Heal};

fn out(mut i: EndOfTurnInput, player: usize) -> EndOfTurnInput {
    if let Some(p) = i.players.get_mut(player) {
        p.is_active = Some(false);
    }
    i
}

fn ranks(outcome: &GameOutcome<ShipsEndReason>) -> Vec<(&str, OutcomeType, u32)> {
    outcome
        .results()
        .iter()
        .map(|r| (r.player.as_str(), r.outcome, r.rank))
        .collect()
}

#[test]
fn a_player_in_the_game_at_zero_health_is_tallied_then_decided() {
    // 0 + 5 healing = 5: alive.
    let heal = persistent(effect("h", "s", "a", "a", Heal, 5));
    let result = resolve(&input(&[("a", 0), ("b", 10)], vec![], vec![heal]));
    assert_eq!(health(&result), vec![5, 10]);
    assert!(result.players.iter().all(|p| p.is_active));
    assert_eq!(result.status, GameStatus::Active);
    // With nothing on them, 0 or less loses at step 4.
    let result = resolve(&input(&[("a", 0), ("b", -3)], vec![], vec![]));
    assert_eq!(health(&result), vec![0, 0]);
    assert!(matches!(
        result.outcome,
        Some(GameOutcome::Draw {
            reason: ShipsEndReason::SimultaneousLoss,
            ..
        })
    ));
}

#[test]
fn health_above_max_is_valid_and_capped_after_the_tally() {
    // 40 − 10 = 30, not 35 − 10 = 25.
    let hit = persistent(effect("d", "s", "b", "a", Damage, 10));
    let result = resolve(&input(&[("a", 40), ("b", 50)], vec![], vec![hit]));
    assert_eq!(health(&result), vec![30, 35]);
    assert_eq!(result.tally[0].net, -10);
}

#[test]
fn a_negative_health_is_tallied_then_loses_at_zero_or_less() {
    let heal = persistent(effect("h", "s", "a", "a", Heal, 4));
    let result = resolve(&input(&[("a", -4), ("b", 9)], vec![], vec![heal]));
    assert_eq!(health(&result), vec![0, 9]);
    let outcome = result.outcome.expect("a fell");
    assert_eq!(outcome.winner().map(String::as_str), Some("b"));
    let back = resolve(&input(
        &[("a", -4), ("b", 9)],
        vec![],
        vec![persistent(effect("h", "s", "a", "a", Heal, 6))],
    ));
    assert_eq!(health(&back), vec![2, 9]);
    assert_eq!(back.status, GameStatus::Active);
}

#[test]
fn a_player_already_out_is_skipped_and_ranks_below_those_who_fall_now() {
    let effects = vec![
        persistent(effect("hit-b", "x", "a", "b", Damage, 10)),
        persistent(effect("heal-c", "y", "c", "c", Heal, 10)),
    ];
    // c's fighter would hit everyone; c is out, so it does not act.
    let c_ship = ship(
        "cs",
        "c",
        vec![continuous(Damage, 7, PowerTarget::EachOpponent)],
    );
    let result = resolve(&out(
        input(&[("a", 10), ("b", 4), ("c", 12)], vec![c_ship], effects),
        2,
    ));
    assert_eq!(health(&result), vec![10, 0, 12]);
    assert!(!result.players[2].is_active);
    let skipped: Vec<(&str, SkipReason)> = result
        .skipped
        .iter()
        .map(|s| (s.id.as_str(), s.reason))
        .collect();
    assert_eq!(
        skipped,
        [
            ("heal-c", SkipReason::TargetDefeated),
            ("cs#0", SkipReason::OwnerDefeated)
        ]
    );
    let outcome = result.outcome.expect("only a is left");
    assert_eq!(
        ranks(&outcome),
        [
            ("a", OutcomeType::Win, 1),
            ("b", OutcomeType::Loss, 2),
            ("c", OutcomeType::Eliminated, 3),
        ]
    );
}

#[test]
fn players_already_out_share_the_last_rank() {
    let hit = persistent(effect("d", "x", "a", "b", Damage, 9));
    let i = out(
        out(
            input(&[("c", 0), ("a", 5), ("b", 5), ("d", 0)], vec![], vec![hit]),
            0,
        ),
        3,
    );
    let outcome = resolve(&i).outcome.expect("a is left");
    assert_eq!(
        ranks(&outcome),
        [
            ("a", OutcomeType::Win, 1),
            ("b", OutcomeType::Loss, 2),
            ("c", OutcomeType::Eliminated, 3),
            ("d", OutcomeType::Eliminated, 3),
        ]
    );
}

#[test]
fn effects_triggered_from_a_ship_of_a_player_out_follow_step_one() {
    let mut gone = ship("cs", "c", vec![]);
    gone.is_destroyed = true;
    let effects = vec![
        persistent(effect("kept", "cs", "c", "a", Damage, 3)),
        effect("needs-ship", "cs", "c", "b", Damage, 3),
    ];
    let result = resolve(&out(
        input(&[("a", 10), ("b", 10), ("c", 0)], vec![gone], effects),
        2,
    ));
    assert_eq!(health(&result), vec![7, 10, 0]);
    assert_eq!(result.skipped[0].reason, SkipReason::SourceDestroyed);
}

#[test]
fn opponent_is_valid_when_exactly_two_players_are_in_the_game() {
    let a_ship = ship(
        "as",
        "a",
        vec![continuous(Damage, 2, PowerTarget::Opponent)],
    );
    let result = resolve(&out(
        input(&[("a", 10), ("b", 10), ("c", 0)], vec![a_ship], vec![]),
        2,
    ));
    assert_eq!(health(&result), vec![10, 8, 0]);
}

#[test]
fn an_effect_from_a_ship_that_changed_hands_is_valid() {
    // The ship belongs to a now; b triggered the effect while it was theirs.
    let effects = vec![effect("e", "s", "b", "a", Damage, 3)];
    let result = resolve(&input(
        &[("a", 10), ("b", 10)],
        vec![ship("s", "a", vec![])],
        effects,
    ));
    assert_eq!(health(&result), vec![7, 10]);
    assert_eq!(result.applied[0].source_player_id, "b");
}

#[test]
fn a_result_s_players_feed_the_next_turn() {
    let fleet = vec![
        ship(
            "a1",
            "a",
            vec![continuous(Damage, 4, PowerTarget::EachOpponent)],
        ),
        ship(
            "c1",
            "c",
            vec![continuous(Damage, 1, PowerTarget::EachOpponent)],
        ),
    ];
    let mut turn = input(&[("a", 10), ("b", 6), ("c", 9)], fleet, vec![]);
    let mut seen = Vec::new();
    for _ in 0..4 {
        let result = resolve(&turn);
        seen.push(health(&result));
        if result.status == GameStatus::Finished {
            break;
        }
        // The result's players, as they are, are the next input's.
        let json = serde_json::to_value(&result.players).expect("encodes");
        turn.players = serde_json::from_value(json).expect("a result's players are valid input");
    }
    // b falls on the second turn and stays out; a wins on the third.
    assert_eq!(seen, [vec![9, 1, 5], vec![8, 0, 1], vec![7, 0, 0]]);
}

#[test]
fn detect_end_game_takes_is_active() {
    let mut players = super::tests::players(&[("a", 7), ("b", 0), ("c", -2)]);
    let on = detect_end_game(&players).expect("valid");
    assert_eq!(
        on.outcome
            .as_ref()
            .and_then(GameOutcome::winner)
            .map(String::as_str),
        Some("a")
    );
    // b was out before; c falls now: c ranks above b.
    players[1].is_active = Some(false);
    let outcome = detect_end_game(&players)
        .expect("valid")
        .outcome
        .expect("over");
    assert_eq!(
        ranks(&outcome),
        [
            ("a", OutcomeType::Win, 1),
            ("c", OutcomeType::Loss, 2),
            ("b", OutcomeType::Eliminated, 3),
        ]
    );
    // A player out whatever their health; a player in at 0 health is out now.
    let players = vec![
        PlayerHealth {
            is_active: Some(false),
            ..PlayerHealth::new("a", 12)
        },
        PlayerHealth::new("b", 3),
        PlayerHealth {
            is_active: Some(true),
            ..PlayerHealth::new("c", 2)
        },
    ];
    let check = detect_end_game(&players).expect("valid");
    assert_eq!(check.status, GameStatus::Active);
}
