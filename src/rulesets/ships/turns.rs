//! Passing, and what the last pass of a phase starts: the Battle phase, or End of Turn
//! Resolution through the same core as [`resolve_end_of_turn`](super::resolve_end_of_turn). The
//! resolution ends in `ResolutionCompleted`, a check point: the game's end check runs there, and
//! only if the game goes on does the next turn start (`next_turn`, its energy dice rolled and
//! recorded in the events).

use super::catalogue::Power;
use super::end_of_turn::*;
use super::event::ShipsEvent;
use super::resolution::{resolve, Contender, Continuous, Origin, Queued, Source, Step};
use super::state::{Phase, Ship, ShipsState};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use std::collections::BTreeMap;

/// Energy every player gains at the start of a turn, before the die.
pub const ENERGY_BASE: u32 = 1;
/// Sides of the energy die each player rolls at the start of a turn (added to the base: 2 to 4).
pub const ENERGY_DIE: u32 = 3;

/// Ends the player's part of the phase. After the last player: Battle starts, or (after Battle)
/// End of Turn Resolution runs.
pub(super) fn pass(state: &ShipsState, player: &PlayerId) -> Vec<ShipsEvent> {
    let mut events = vec![ShipsEvent::Passed {
        player: player.clone(),
    }];
    let last = state.acting as usize + 1 >= state.order.len();
    if !last {
        return events;
    }
    match state.phase {
        Phase::Build => events.push(ShipsEvent::PhaseStarted {
            phase: Phase::Battle,
        }),
        Phase::Battle | Phase::EndOfTurn => {
            events.push(ShipsEvent::PhaseStarted {
                phase: Phase::EndOfTurn,
            });
            end_of_turn(state, &mut events);
            events.push(ShipsEvent::ResolutionCompleted { turn: state.turn });
        }
    }
    events
}

/// The events that start the turn after this one, for the players still in: what
/// `ResolutionCompleted` triggers when the game goes on.
pub(super) fn next_turn(state: &ShipsState, rng: &mut GameRng) -> Vec<ShipsEvent> {
    let mut events = Vec::new();
    start_turn(state.turn, state.alive(), rng, &mut events);
    events
}

/// The first events of the turn after `turn`: its start, the Build phase, and the energy die of
/// each player still in (`alive`, in seating order).
pub fn start_turn<'a>(
    turn: u32,
    alive: impl IntoIterator<Item = &'a PlayerId>,
    rng: &mut GameRng,
    events: &mut Vec<ShipsEvent>,
) {
    let turn = turn.saturating_add(1);
    events.push(ShipsEvent::TurnStarted { turn });
    events.push(ShipsEvent::PhaseStarted {
        phase: Phase::Build,
    });
    for player in alive {
        events.push(ShipsEvent::EnergyGained {
            player: player.clone(),
            amount: ENERGY_BASE + rng.roll(ENERGY_DIE),
        });
    }
}

/// This turn's resolution, by the shared core: every player (those out count as out), the queued
/// effects, and the ships of players still in that were afloat at some point this turn. Ships lost
/// in an earlier turn, and the ships of players already out, cannot act, and leaving them out
/// keeps each turn's log to what happened in it.
fn end_of_turn(state: &ShipsState, events: &mut Vec<ShipsEvent>) {
    let players: Vec<Contender> = state
        .fleets
        .iter()
        .map(|f| Contender {
            health: i64::from(f.health),
            out: f.defeated_on_turn.is_some(),
        })
        .collect();
    let seat = |id: &str| state.fleets.iter().position(|f| f.player == id);
    let ships: Vec<&Ship> = state
        .ships
        .iter()
        .filter(|s| s.lost_on_turn.map_or(true, |t| t == state.turn) && state.is_in(&s.owner_id))
        .collect();
    let index: BTreeMap<&str, usize> = ships
        .iter()
        .enumerate()
        .map(|(i, s)| (s.id.as_str(), i))
        .collect();
    let sources: Vec<Source> = ships
        .iter()
        .map(|s| Source {
            owner: seat(&s.owner_id).unwrap_or(usize::MAX),
            destroyed: s.is_destroyed,
            consumed: s.is_consumed_in_upgrade,
            powers: state
                .definition(&s.kind)
                .map(|d| continuous_powers(&d.powers))
                .unwrap_or_default(),
        })
        .collect();
    let effects: Vec<Queued> = state
        .triggered_effects
        .iter()
        .map(|e| Queued {
            source: index.get(e.source_ship_id.as_str()).copied(),
            persists: e.persists_if_source_destroyed,
            target: seat(&e.target_player_id).unwrap_or(usize::MAX),
            effect_type: e.effect_type,
            value: e.value,
        })
        .collect();
    let player_id = |i: usize| {
        state
            .fleets
            .get(i)
            .map(|f| Text::from(f.player.as_str()))
            .unwrap_or_default()
    };
    // The id, source, source ship and source player of an effect.
    let describe = |origin: Origin| match origin {
        Origin::Triggered(i) => state.triggered_effects.get(i).map(|e| {
            (
                e.id.clone(),
                EffectSource::Triggered,
                e.source_ship_id.clone(),
                e.source_player_id.clone(),
            )
        }),
        Origin::Continuous { ship, power } => ships.get(ship).map(|s| {
            let k = sources
                .get(ship)
                .and_then(|s| s.powers.get(power))
                .map_or(0, |p| p.index);
            (
                compact_str::format_compact!("{}#{k}", s.id),
                EffectSource::Continuous,
                Text::from(s.id.as_str()),
                Text::from(s.owner_id.as_str()),
            )
        }),
    };
    let totals = resolve(&players, &sources, &effects, state.max_health, |step| {
        let event = match step {
            Step::Applied {
                origin,
                target,
                effect_type,
                value,
            } => describe(origin).map(|(id, source, ship, by)| {
                ShipsEvent::EffectApplied(AppliedEffect {
                    id,
                    source,
                    source_ship_id: ship,
                    source_player_id: by,
                    target_player_id: player_id(target),
                    effect_type,
                    value,
                })
            }),
            Step::Skipped { origin, reason } => describe(origin).map(|(id, source, ship, _)| {
                ShipsEvent::EffectSkipped(SkippedEffect {
                    id,
                    source,
                    source_ship_id: ship,
                    reason,
                })
            }),
        };
        events.extend(event);
    });
    let mut defeated = Vec::new();
    for (fleet, total) in state.fleets.iter().zip(&totals) {
        if total.health != fleet.health {
            events.push(ShipsEvent::HealthChanged {
                player: fleet.player.clone(),
                from: fleet.health,
                to: total.health,
            });
        }
        if total.falls {
            defeated.push(ShipsEvent::PlayerDefeated {
                player: fleet.player.clone(),
            });
        }
    }
    events.extend(defeated);
}

/// A definition's continuous powers as the resolution core takes them, numbered among themselves.
fn continuous_powers(powers: &[Power]) -> Vec<Continuous> {
    powers
        .iter()
        .filter_map(|power| match power {
            Power::Continuous {
                effect_type,
                value,
                target,
            } => Some((*effect_type, *value, *target)),
            _ => None,
        })
        .enumerate()
        .map(|(index, (effect_type, value, target))| Continuous {
            index,
            effect_type,
            value,
            target,
        })
        .collect()
}
