//! Passing, and what the last pass of a phase starts: the Battle phase, or End of Turn
//! Resolution through the same [`resolve_end_of_turn`] front ends call directly, then the next
//! turn (its energy dice rolled here and recorded in the events).

use super::catalogue::Power;
use super::event::ShipsEvent;
use super::resolution::resolve_end_of_turn;
use super::state::{Phase, ShipsState};
use super::types::*;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Energy every player gains at the start of a turn, before the die.
pub const ENERGY_BASE: u32 = 1;
/// Sides of the energy die each player rolls at the start of a turn (added to the base: 2 to 4).
pub const ENERGY_DIE: u32 = 3;

/// Ends the player's part of the phase. After the last player: Battle starts, or (after Battle)
/// End of Turn Resolution runs and the next turn starts, unless the game is over.
pub(super) fn pass(
    state: &ShipsState,
    player: &PlayerId,
    rng: &mut GameRng,
) -> Result<Vec<ShipsEvent>> {
    let mut events = vec![ShipsEvent::Passed {
        player: player.clone(),
    }];
    let last = state.acting as usize + 1 >= state.order.len();
    if !last {
        return Ok(events);
    }
    match state.phase {
        Phase::Build => events.push(ShipsEvent::PhaseStarted {
            phase: Phase::Battle,
        }),
        Phase::Battle | Phase::EndOfTurn => {
            events.push(ShipsEvent::PhaseStarted {
                phase: Phase::EndOfTurn,
            });
            let result = resolve_end_of_turn(&resolution_input(state))
                .map_err(|e| EngineError::internal(e.message).context("end of turn"))?;
            events.extend(result.events.into_iter().filter_map(resolution_event));
            events.push(ShipsEvent::ResolutionCompleted { turn: state.turn });
            let alive: Vec<&PlayerId> = result
                .players
                .iter()
                .filter(|p| p.is_active)
                .map(|p| &p.id)
                .collect();
            if alive.len() >= 2 && state.turn < state.max_turns {
                start_turn(state.turn, alive, rng, &mut events);
            }
        }
    }
    Ok(events)
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

/// The kernel's input for this turn's resolution: every player (those out with `isActive:
/// false`), the queued effects, and the ships of players still in that were afloat at some point
/// this turn. Ships lost in an earlier turn, and the ships of players already out, cannot act, and
/// leaving them out keeps each turn's log to what happened in it.
fn resolution_input(state: &ShipsState) -> EndOfTurnInput {
    EndOfTurnInput {
        players: state
            .fleets
            .iter()
            .map(|f| PlayerHealth {
                id: f.player.clone(),
                health: i64::from(f.health),
                is_active: Some(f.defeated_on_turn.is_none()),
            })
            .collect(),
        ships: state
            .ships
            .iter()
            .filter(|s| {
                s.lost_on_turn.map_or(true, |t| t == state.turn) && state.is_in(&s.owner_id)
            })
            .map(|s| ShipInput {
                id: s.id.clone(),
                owner_id: s.owner_id.clone(),
                is_destroyed: s.is_destroyed,
                is_consumed_in_upgrade: s.is_consumed_in_upgrade,
                automatic_powers: state
                    .definition(&s.kind)
                    .map(|d| d.powers.iter().filter_map(automatic).collect())
                    .unwrap_or_default(),
            })
            .collect(),
        triggered_effects: state.triggered_effects.clone(),
        max_health: Some(state.max_health),
    }
}

/// A continuous power as the resolution kernel sees it.
fn automatic(power: &Power) -> Option<AutomaticPower> {
    match power {
        Power::Continuous {
            effect_type,
            value,
            target,
        } => Some(AutomaticPower {
            timing: PowerTiming::Continuous,
            effect_type: *effect_type,
            value: *value,
            target: *target,
        }),
        _ => None,
    }
}

/// The resolution's events as game events; its end-of-game event is the game's to log.
fn resolution_event(event: ResolutionEvent) -> Option<ShipsEvent> {
    Some(match event {
        ResolutionEvent::EffectApplied(e) => ShipsEvent::EffectApplied(e),
        ResolutionEvent::EffectSkipped(e) => ShipsEvent::EffectSkipped(e),
        // The game's health is always within [0, maxHealth], so `from` fits.
        ResolutionEvent::HealthChanged { player, from, to } => ShipsEvent::HealthChanged {
            player,
            from: u32::try_from(from).unwrap_or(0),
            to,
        },
        ResolutionEvent::PlayerDefeated { player } => ShipsEvent::PlayerDefeated { player },
        ResolutionEvent::GameEnded { .. } => return None,
    })
}
