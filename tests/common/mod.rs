//! Shared by the property tests: a generator of valid end-of-turn input.
#![allow(dead_code)] // each test file uses what it needs

use arbiter_rules::ships::*;
use proptest::prelude::*;
use proptest::strategy::Strategy; // not ships::Strategy

pub const IDS: [&str; 4] = ["p0", "p1", "p2", "p3"];

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
pub fn end_of_turn_input() -> impl Strategy<Value = EndOfTurnInput> {
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
                        id: format!("s{i}").into(),
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
                            id: format!("e{i}").into(),
                            source_ship_id: format!("s{ship}").into(),
                            source_player_id: IDS[from].into(),
                            target_player_id: IDS[to].into(),
                            effect_type,
                            value,
                            persists_if_source_destroyed: persists,
                            description: Default::default(),
                            triggered_at: format!("BATTLE:{i}").into(),
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
