//! The seed's checklist for end-of-turn resolution, item by item.

use super::ShipsEndReason;
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::outcome::{GameOutcome, GameStatus, OutcomeType};

pub(super) fn players(list: &[(&str, i64)]) -> Vec<PlayerHealth> {
    list.iter()
        .map(|(id, health)| PlayerHealth::new(id, *health))
        .collect()
}

pub(super) fn effect(
    id: &str,
    ship: &str,
    from: &str,
    to: &str,
    kind: EffectType,
    value: u32,
) -> TriggeredEffect {
    TriggeredEffect {
        id: id.into(),
        source_ship_id: ship.into(),
        source_player_id: from.into(),
        target_player_id: to.into(),
        effect_type: kind,
        value,
        persists_if_source_destroyed: false,
        description: format!("{id} from {ship}").into(),
        triggered_at: "BATTLE:1".into(),
    }
}

pub(super) fn persistent(mut e: TriggeredEffect) -> TriggeredEffect {
    e.persists_if_source_destroyed = true;
    e
}

pub(super) fn ship(id: &str, owner: &str, powers: Vec<AutomaticPower>) -> ShipInput {
    ShipInput {
        id: id.into(),
        owner_id: owner.into(),
        is_destroyed: false,
        is_consumed_in_upgrade: false,
        automatic_powers: powers,
    }
}

pub(super) fn continuous(kind: EffectType, value: u32, target: PowerTarget) -> AutomaticPower {
    AutomaticPower {
        timing: PowerTiming::Continuous,
        effect_type: kind,
        value,
        target,
    }
}

pub(super) fn input(
    p: &[(&str, i64)],
    ships: Vec<ShipInput>,
    effects: Vec<TriggeredEffect>,
) -> EndOfTurnInput {
    EndOfTurnInput {
        players: players(p),
        ships,
        triggered_effects: effects,
        max_health: None,
    }
}

pub(super) fn resolve(input: &EndOfTurnInput) -> EndOfTurnResult {
    resolve_end_of_turn(input).expect("valid input")
}

pub(super) fn health(result: &EndOfTurnResult) -> Vec<u32> {
    result.players.iter().map(|p| p.health).collect()
}

use EffectType::{Damage, Heal};

#[test]
fn once_only_effect_applies_though_its_ship_was_destroyed() {
    let mut s = ship("s1", "a", vec![]);
    s.is_destroyed = true;
    let e = persistent(effect("e1", "s1", "a", "b", Damage, 4));
    let result = resolve(&input(&[("a", 10), ("b", 10)], vec![s], vec![e]));
    assert_eq!(health(&result), vec![10, 6]);
    assert_eq!(result.applied.len(), 1);
    assert!(result.skipped.is_empty());
}

#[test]
fn persistent_effect_applies_when_its_ship_is_gone_from_the_input() {
    let e = persistent(effect("e1", "gone", "a", "b", Damage, 4));
    let result = resolve(&input(&[("a", 10), ("b", 10)], vec![], vec![e]));
    assert_eq!(health(&result), vec![10, 6]);
}

#[test]
fn non_persistent_effect_needs_its_ship_alive_and_unconsumed() {
    let mut destroyed = ship("d", "a", vec![]);
    destroyed.is_destroyed = true;
    let mut consumed = ship("c", "a", vec![]);
    consumed.is_consumed_in_upgrade = true;
    let alive = ship("ok", "a", vec![]);
    let effects = vec![
        effect("e1", "d", "a", "b", Damage, 1),
        effect("e2", "c", "a", "b", Damage, 2),
        effect("e3", "nowhere", "a", "b", Damage, 4),
        effect("e4", "ok", "a", "b", Damage, 8),
    ];
    let result = resolve(&input(
        &[("a", 20), ("b", 20)],
        vec![destroyed, consumed, alive],
        effects,
    ));
    assert_eq!(health(&result), vec![20, 12]);
    let reasons: Vec<(String, SkipReason)> = result
        .skipped
        .iter()
        .map(|s| (s.id.to_string(), s.reason))
        .collect();
    assert_eq!(
        reasons,
        vec![
            ("e1".into(), SkipReason::SourceDestroyed),
            ("e2".into(), SkipReason::SourceConsumed),
            ("e3".into(), SkipReason::UnknownSource),
        ]
    );
}

#[test]
fn continuous_power_skipped_when_its_ship_is_destroyed_or_consumed() {
    let power = continuous(Damage, 5, PowerTarget::Opponent);
    let mut destroyed = ship("d", "a", vec![power.clone()]);
    destroyed.is_destroyed = true;
    let mut consumed = ship("c", "a", vec![power.clone()]);
    consumed.is_consumed_in_upgrade = true;
    let result = resolve(&input(
        &[("a", 10), ("b", 10)],
        vec![destroyed, consumed],
        vec![],
    ));
    assert_eq!(health(&result), vec![10, 10]);
    assert_eq!(result.skipped.len(), 2);
    assert_eq!(result.skipped[0].reason, SkipReason::SourceDestroyed);
    assert_eq!(result.skipped[1].reason, SkipReason::SourceConsumed);
    assert!(result
        .skipped
        .iter()
        .all(|s| s.source == EffectSource::Continuous));
}

#[test]
fn continuous_powers_hit_their_targets_and_once_powers_are_ignored() {
    let once = AutomaticPower {
        timing: PowerTiming::Once,
        effect_type: Damage,
        value: 9,
        target: PowerTarget::EachOpponent,
    };
    let s = ship(
        "s",
        "a",
        vec![
            continuous(Damage, 2, PowerTarget::EachOpponent),
            continuous(Heal, 3, PowerTarget::Owner),
            once,
        ],
    );
    let result = resolve(&input(&[("a", 10), ("b", 10), ("c", 10)], vec![s], vec![]));
    assert_eq!(health(&result), vec![13, 8, 8]);
    assert_eq!(result.applied.len(), 3);
    assert_eq!(result.applied[0].id, "s#0");
}

#[test]
fn three_minus_five_plus_four_is_two_and_survives() {
    // Applied one at a time, the damage would kill first; tallied, the player survives.
    let effects = vec![
        persistent(effect("dmg", "s1", "b", "a", Damage, 5)),
        persistent(effect("heal", "s2", "a", "a", Heal, 4)),
    ];
    let result = resolve(&input(&[("a", 3), ("b", 10)], vec![], effects));
    assert_eq!(health(&result), vec![2, 10]);
    assert_eq!(result.status, GameStatus::Active);
    assert!(result.outcome.is_none());
    assert_eq!(
        result.tally[0],
        PlayerTally {
            player: "a".into(),
            damage: 5,
            healing: 4,
            net: -1
        }
    );
}

#[test]
fn win_and_loss_are_decided_only_on_final_health() {
    // b takes lethal damage but is healed back in the same resolution: no one loses.
    let effects = vec![
        persistent(effect("e1", "x", "a", "b", Damage, 10)),
        persistent(effect("e2", "y", "b", "b", Heal, 10)),
        persistent(effect("e3", "z", "b", "a", Damage, 10)),
    ];
    let result = resolve(&input(&[("a", 10), ("b", 10)], vec![], effects));
    assert_eq!(health(&result), vec![0, 10]);
    let outcome = result.outcome.expect("a is out");
    assert_eq!(outcome.winner().map(String::as_str), Some("b"));
    assert_eq!(outcome.reason(), ShipsEndReason::HealthDepleted);
}

#[test]
fn health_is_capped_to_zero_and_max() {
    let effects = vec![
        persistent(effect("over", "x", "a", "a", Heal, 50)),
        persistent(effect("under", "y", "a", "b", Damage, 50)),
    ];
    let mut i = input(&[("a", 30), ("b", 30), ("c", 30)], vec![], effects);
    let result = resolve(&i);
    assert_eq!(health(&result), vec![35, 0, 30]);
    i.max_health = Some(40);
    assert_eq!(health(&resolve(&i)), vec![40, 0, 30]);
}

#[test]
fn several_effects_on_one_player_tally() {
    let effects = (0..5)
        .map(|k| persistent(effect(&format!("e{k}"), "s", "a", "b", Damage, k + 1)))
        .collect();
    let result = resolve(&input(&[("a", 20), ("b", 20)], vec![], effects));
    assert_eq!(health(&result), vec![20, 5]);
    assert_eq!(result.tally[1].damage, 15);
}

#[test]
fn an_empty_effect_list_works() {
    let result = resolve(&input(&[("a", 20), ("b", 20)], vec![], vec![]));
    assert_eq!(health(&result), vec![20, 20]);
    assert_eq!(result.status, GameStatus::Active);
    assert!(result.applied.is_empty() && result.skipped.is_empty());
}

#[test]
fn both_players_to_zero_is_a_draw() {
    let effects = vec![
        persistent(effect("e1", "x", "a", "b", Damage, 10)),
        persistent(effect("e2", "y", "b", "a", Damage, 10)),
    ];
    let result = resolve(&input(&[("a", 5), ("b", 5)], vec![], effects));
    assert_eq!(result.status, GameStatus::Finished);
    let outcome = result.outcome.expect("finished");
    assert!(matches!(
        outcome,
        GameOutcome::Draw {
            reason: ShipsEndReason::SimultaneousLoss,
            ..
        }
    ));
    assert!(outcome
        .results()
        .iter()
        .all(|r| r.rank == 1 && r.outcome == OutcomeType::Draw));
    assert!(result.players.iter().all(|p| !p.is_active && p.health == 0));
}

#[test]
fn three_players_defeated_together_share_a_rank_below_the_survivor() {
    let effects = vec![
        persistent(effect("e1", "x", "a", "b", Damage, 10)),
        persistent(effect("e2", "y", "a", "c", Damage, 10)),
    ];
    let mut i = input(&[("b", 5), ("a", 5), ("c", 5), ("d", 0)], vec![], effects);
    i.players[3].is_active = Some(false);
    let result = resolve(&i);
    let outcome = result.outcome.expect("one left");
    let ranks: Vec<(&str, OutcomeType, u32)> = outcome
        .results()
        .iter()
        .map(|r| (r.player.as_str(), r.outcome, r.rank))
        .collect();
    assert_eq!(
        ranks,
        vec![
            ("a", OutcomeType::Win, 1),
            ("b", OutcomeType::Loss, 2),
            ("c", OutcomeType::Loss, 2),
            ("d", OutcomeType::Eliminated, 4),
        ]
    );
    let metrics = outcome.results()[0].metrics.clone().unwrap_or_default();
    assert_eq!(metrics.get("finalHealth"), Some(&5));
}

#[test]
fn a_defeated_player_stays_out() {
    let effects = vec![persistent(effect("e1", "x", "a", "c", Heal, 10))];
    let mut i = input(&[("a", 5), ("b", 5), ("c", 0)], vec![], effects);
    i.players[2].is_active = Some(false);
    let result = resolve(&i);
    assert_eq!(health(&result), vec![5, 5, 0]);
    assert!(!result.players[2].is_active);
    assert_eq!(result.skipped[0].reason, SkipReason::TargetDefeated);
    assert_eq!(result.status, GameStatus::Active);
}

#[test]
fn invalid_input_names_the_field_and_value() {
    let cases: Vec<(EndOfTurnInput, &str)> = vec![
        (input(&[("a", 5)], vec![], vec![]), "players must list at least 2 players, got 1"),
        (input(&[("a", 5), ("a", 5)], vec![], vec![]), "duplicate player id \"a\" in players[1]"),
        (
            input(&[("a", 5), ("b", -1_000_001)], vec![], vec![]),
            "players[1].health is -1000001, expected -1000000 to 1000000",
        ),
        (
            input(&[("a", 5), ("b", 5)], vec![], vec![effect("e", "s", "a", "z", Damage, 1)]),
            "unknown player id \"z\" in triggeredEffects[0].targetPlayerId",
        ),
        (
            input(&[("a", 5), ("b", 5)], vec![ship("s", "q", vec![])], vec![]),
            "unknown player id \"q\" in ships[0].ownerId",
        ),
        (
            input(&[("a", 5), ("b", 5)], vec![ship("s", "a", vec![]), ship("s", "b", vec![])], vec![]),
            "duplicate ship id \"s\" in ships[1].id",
        ),
        (
            input(
                &[("a", 5), ("b", 5), ("c", 5)],
                vec![ship("s", "a", vec![continuous(Damage, 1, PowerTarget::Opponent)])],
                vec![],
            ),
            "ships[0].automaticPowers[0].target \"OPPONENT\" needs exactly 2 players in the game, got 3 (use \"EACH_OPPONENT\")",
        ),
        (
            input(
                &[("a", 5), ("b", 5)],
                vec![],
                vec![effect("e", "s", "a", "b", Damage, 1), effect("e", "t", "b", "a", Heal, 1)],
            ),
            "duplicate effect id \"e\" in triggeredEffects[1].id",
        ),
        (
            input(&[("a", 5), ("b", 5)], vec![], vec![effect("e", "s", "a", "b", Damage, 2_000_000)]),
            "triggeredEffects[0].value is 2000000, above the maximum 1000000",
        ),
    ];
    for (bad, message) in cases {
        let err = resolve_end_of_turn(&bad).expect_err(message);
        assert_eq!(err.code, ErrorCode::InvalidInput);
        assert_eq!(err.message, message);
    }
    let mut zero_max = input(&[("a", 0), ("b", 0)], vec![], vec![]);
    zero_max.max_health = Some(0);
    assert_eq!(
        resolve_end_of_turn(&zero_max)
            .map_err(|e| e.message)
            .err()
            .as_deref(),
        Some("maxHealth is 0, expected 1 to 1000000")
    );
}

#[test]
fn detect_end_game_uses_the_simultaneous_rule() {
    let on = detect_end_game(&players(&[("a", 1), ("b", 1)])).expect("valid");
    assert_eq!((on.status, on.outcome), (GameStatus::Active, None));
    let win = detect_end_game(&players(&[("a", 0), ("b", 4)])).expect("valid");
    assert_eq!(
        win.outcome
            .as_ref()
            .and_then(GameOutcome::winner)
            .map(String::as_str),
        Some("b")
    );
    let draw = detect_end_game(&players(&[("a", 0), ("b", 0)])).expect("valid");
    assert!(matches!(
        draw.outcome,
        Some(GameOutcome::Draw {
            reason: ShipsEndReason::SimultaneousLoss,
            ..
        })
    ));
    assert_eq!(draw.status, GameStatus::Finished);
    assert!(detect_end_game(&players(&[("a", 0)])).is_err());
}
