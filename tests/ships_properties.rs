#![cfg(not(target_arch = "wasm32"))]
//! Property tests of end-of-turn resolution: order never matters, health stays in bounds, the
//! outcome follows from final health alone, and the same input always gives the same result.

use arbiter::ships::*;
use arbiter::{GameOutcome, GameStatus};
use proptest::prelude::*;
use proptest::strategy::Strategy; // not ships::Strategy

const IDS: [&str; 4] = ["p0", "p1", "p2", "p3"];

fn kind() -> impl Strategy<Value = EffectType> {
    prop_oneof![Just(EffectType::Damage), Just(EffectType::Heal)]
}

fn power(players: usize) -> impl Strategy<Value = AutomaticPower> {
    let target = if players == 2 {
        prop_oneof![
            Just(PowerTarget::Opponent),
            Just(PowerTarget::EachOpponent),
            Just(PowerTarget::Owner)
        ]
        .boxed()
    } else {
        prop_oneof![Just(PowerTarget::EachOpponent), Just(PowerTarget::Owner)].boxed()
    };
    let timing = prop_oneof![3 => Just(PowerTiming::Continuous), 1 => Just(PowerTiming::Once)];
    (timing, kind(), 0u32..12, target).prop_map(|(timing, effect_type, value, target)| {
        AutomaticPower {
            timing,
            effect_type,
            value,
            target,
        }
    })
}

/// A random, valid input: 2 to 4 players (some already out, health anywhere from below 0 to
/// above the cap), up to 6 ships, up to 24 effects (some from ships that changed hands).
fn end_of_turn_input() -> impl Strategy<Value = EndOfTurnInput> {
    (2usize..=4).prop_flat_map(|n| {
        let active = prop_oneof![Just(None), Just(Some(true)), Just(Some(false))];
        let players = proptest::collection::vec((-10i64..=70, active), n);
        let ships = proptest::collection::vec(
            (
                0..n,
                any::<bool>(),
                any::<bool>(),
                proptest::collection::vec(power(n), 0..3),
            ),
            0..6,
        );
        let effects = proptest::collection::vec(
            (0..8usize, 0..n, 0..n, kind(), 0u32..20, any::<bool>()),
            0..24,
        );
        (players, ships, effects, prop::option::of(20u32..60)).prop_map(
            move |(health, ships, effects, max)| {
                let players: Vec<PlayerHealth> = health
                    .iter()
                    .enumerate()
                    .map(|(i, (health, is_active))| PlayerHealth {
                        id: IDS[i].into(),
                        health: *health,
                        is_active: *is_active,
                    })
                    .collect();
                // OPPONENT needs exactly two players in the game.
                let in_game = players.iter().filter(|p| p.is_in()).count();
                let aim = |target| match target {
                    PowerTarget::Opponent if in_game != 2 => PowerTarget::EachOpponent,
                    other => other,
                };
                let ships: Vec<ShipInput> = ships
                    .into_iter()
                    .enumerate()
                    .map(|(i, (owner, destroyed, consumed, powers))| ShipInput {
                        id: format!("s{i}"),
                        owner_id: IDS[owner].into(),
                        is_destroyed: destroyed,
                        is_consumed_in_upgrade: consumed,
                        automatic_powers: powers
                            .into_iter()
                            .map(|p| AutomaticPower {
                                target: aim(p.target),
                                ..p
                            })
                            .collect(),
                    })
                    .collect();
                let triggered_effects = effects
                    .into_iter()
                    .enumerate()
                    .map(|(i, (ship, from, to, effect_type, value, persists))| {
                        // Ships s0..s7: some exist, some do not; the source player may differ
                        // from the ship's owner (ships change hands).
                        TriggeredEffect {
                            id: format!("e{i}"),
                            source_ship_id: format!("s{ship}"),
                            source_player_id: IDS[from].into(),
                            target_player_id: IDS[to].into(),
                            effect_type,
                            value,
                            persists_if_source_destroyed: persists,
                            description: String::new(),
                            triggered_at: format!("BATTLE:{i}"),
                        }
                    })
                    .collect();
                EndOfTurnInput {
                    players,
                    ships,
                    triggered_effects,
                    max_health: max,
                }
            },
        )
    })
}

/// The input with its effects and ships in another order.
fn shuffled() -> impl Strategy<Value = (EndOfTurnInput, EndOfTurnInput)> {
    end_of_turn_input().prop_flat_map(|input| {
        let effects = Just(input.triggered_effects.clone()).prop_shuffle();
        let ships = Just(input.ships.clone()).prop_shuffle();
        (Just(input), effects, ships).prop_map(|(input, triggered_effects, ships)| {
            let other = EndOfTurnInput {
                triggered_effects,
                ships,
                ..input.clone()
            };
            (input, other)
        })
    })
}

fn sorted_ids(effects: &[AppliedEffect]) -> Vec<(String, String)> {
    let mut ids: Vec<_> = effects
        .iter()
        .map(|e| (e.id.clone(), e.target_player_id.clone()))
        .collect();
    ids.sort();
    ids
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_permutation_of_the_effects_gives_the_same_result((a, b) in shuffled()) {
        let ra = resolve_end_of_turn(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let rb = resolve_end_of_turn(&b).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&ra.players, &rb.players);
        prop_assert_eq!(&ra.tally, &rb.tally);
        prop_assert_eq!(ra.status, rb.status);
        prop_assert_eq!(&ra.outcome, &rb.outcome);
        prop_assert_eq!(sorted_ids(&ra.applied), sorted_ids(&rb.applied));
    }

    #[test]
    fn health_stays_in_bounds_and_follows_the_tally(input in end_of_turn_input()) {
        let result = resolve_end_of_turn(&input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let max = input.max_health.unwrap_or(DEFAULT_MAX_HEALTH);
        for ((before, after), tally) in input.players.iter().zip(&result.players).zip(&result.tally) {
            prop_assert!(after.health <= max);
            prop_assert_eq!(after.is_active, before.is_in() && before.health + tally.net > 0);
            if !before.is_in() {
                prop_assert_eq!((tally.damage, tally.healing), (0, 0), "nothing reaches a player out");
            }
            let expected = (before.health + tally.net).clamp(0, i64::from(max));
            prop_assert_eq!(i64::from(after.health), expected);
            prop_assert_eq!(tally.net, tally.healing as i64 - tally.damage as i64);
        }
    }

    #[test]
    fn the_outcome_follows_from_final_health_alone(input in end_of_turn_input()) {
        let result = resolve_end_of_turn(&input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let alive: Vec<&PlayerState> = result.players.iter().filter(|p| p.is_active).collect();
        prop_assert_eq!(result.status == GameStatus::Finished, result.outcome.is_some());
        prop_assert_eq!(result.outcome.is_some(), alive.len() <= 1);
        match (&result.outcome, alive.as_slice()) {
            (Some(GameOutcome::Win { winner, results, .. }), [one]) => {
                prop_assert_eq!(winner, &one.id);
                prop_assert_eq!(results.len(), input.players.len());
                prop_assert!(results.windows(2).all(|w| w[0].rank <= w[1].rank));
            }
            (Some(GameOutcome::Draw { .. }), []) | (None, _) => {}
            (outcome, alive) => prop_assert!(false, "outcome {:?} with {} alive", outcome, alive.len()),
        }
        // The pure end check agrees with the resolution's own, on the result's players as they are.
        let json = serde_json::to_value(&result.players).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let players: Vec<PlayerHealth> = serde_json::from_value(json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let check = detect_end_game(&players).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(check.status, result.status);
    }

    #[test]
    fn the_same_input_gives_the_same_result(input in end_of_turn_input()) {
        prop_assert_eq!(resolve_end_of_turn(&input).ok(), resolve_end_of_turn(&input).ok());
    }
}
