//! The judge of a ships game: which actions are legal, and the events an action causes (costs
//! first). End of Turn Resolution runs when the last player passes in Battle, through the same
//! [`resolve_end_of_turn`] front ends call directly.

use super::action::ShipsAction;
use super::catalogue::{Power, ShipDefinition};
use super::event::ShipsEvent;
use super::resolution::resolve_end_of_turn;
use super::state::{Phase, Ship, ShipsState};
use super::types::*;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Sides of the energy die each player rolls at the start of a turn.
pub const ENERGY_DIE: u32 = 6;

pub fn legal_actions(state: &ShipsState, player: &PlayerId) -> Vec<ShipsAction> {
    if state.acting_player() != Some(player) {
        return Vec::new();
    }
    let mut actions = Vec::new();
    match state.phase {
        Phase::Build => {
            for def in state.catalogue.iter() {
                if can_build(state, player, def) {
                    for target in targets(state, player, def.completion_needs_target()) {
                        actions.push(ShipsAction::Build {
                            ship: def.id.clone(),
                            target,
                        });
                    }
                }
            }
        }
        Phase::Battle => {
            for ship in state.afloat_of(player) {
                let Some(def) = state.definition(&ship.kind) else {
                    continue;
                };
                if let Some(Power::Charge { target, .. }) = def.charge() {
                    if ship.charges > 0 {
                        for target in targets(state, player, *target == PowerTarget::Opponent) {
                            actions.push(ShipsAction::UseCharge {
                                ship_id: ship.id.clone(),
                                target,
                            });
                        }
                    }
                }
                if let Some(Power::Solar {
                    target,
                    energy_cost,
                    ..
                }) = def.solar()
                {
                    let energy = state.fleet(player).map_or(0, |f| f.energy);
                    if !ship.solar_used && energy >= *energy_cost {
                        for target in targets(state, player, *target == PowerTarget::Opponent) {
                            actions.push(ShipsAction::UseSolar {
                                ship_id: ship.id.clone(),
                                target,
                            });
                        }
                    }
                }
                if ship.strikes > 0 {
                    for enemy in enemy_ships(state, player) {
                        actions.push(ShipsAction::FirstStrike {
                            ship_id: ship.id.clone(),
                            target_ship_id: enemy.id.clone(),
                        });
                    }
                }
            }
        }
        Phase::EndOfTurn => return actions,
    }
    actions.push(ShipsAction::Pass);
    actions
}

/// The choices of target: each opponent still in when one must be chosen, else none.
fn targets(state: &ShipsState, player: &str, chosen: bool) -> Vec<Option<PlayerId>> {
    if chosen {
        state.opponents(player).cloned().map(Some).collect()
    } else {
        vec![None]
    }
}

/// Ships of players still in, other than `player`'s, that are afloat.
fn enemy_ships<'a>(state: &'a ShipsState, player: &'a str) -> impl Iterator<Item = &'a Ship> {
    state
        .ships
        .iter()
        .filter(move |s| s.owner_id != player && s.is_afloat() && state.is_in(&s.owner_id))
}

/// Whether `player` can afford `def` and has the ships an upgrade to it consumes.
fn can_build(state: &ShipsState, player: &str, def: &ShipDefinition) -> bool {
    state.fleet(player).is_some_and(|f| f.energy >= def.cost)
        && (def.upgrade_from.is_empty() || consumed_by(state, player, def).is_some())
}

/// The ships an upgrade to `def` consumes: the owner's oldest afloat ships of each kind it is
/// built from. `None` if one is missing.
fn consumed_by<'a>(
    state: &'a ShipsState,
    player: &'a str,
    def: &ShipDefinition,
) -> Option<Vec<&'a Ship>> {
    let mut consumed: Vec<&Ship> = Vec::with_capacity(def.upgrade_from.len());
    for from in &def.upgrade_from {
        let ship = state
            .afloat_of(player)
            .find(|s| &s.kind == from && !consumed.iter().any(|c| c.id == s.id))?;
        consumed.push(ship);
    }
    Some(consumed)
}

pub fn resolve(
    state: &ShipsState,
    player: &PlayerId,
    action: &ShipsAction,
    rng: &mut GameRng,
) -> Result<Vec<ShipsEvent>> {
    let phase = state.phase;
    let needs = |wanted: Phase, what: &str| -> Result<()> {
        if phase == wanted {
            Ok(())
        } else {
            Err(EngineError::illegal(format!(
                "{what} only in the {wanted:?} phase, and this is the {phase:?} phase"
            )))
        }
    };
    match action {
        ShipsAction::Build { ship, target } => {
            needs(Phase::Build, "ships are built")?;
            build(state, player, ship, target.as_deref())
        }
        ShipsAction::UseCharge { ship_id, target } => {
            needs(Phase::Battle, "charges are used")?;
            use_charge(state, player, ship_id, target.as_deref())
        }
        ShipsAction::UseSolar { ship_id, target } => {
            needs(Phase::Battle, "solar powers are used")?;
            use_solar(state, player, ship_id, target.as_deref())
        }
        ShipsAction::FirstStrike {
            ship_id,
            target_ship_id,
        } => {
            needs(Phase::Battle, "First Strike is used")?;
            first_strike(state, player, ship_id, target_ship_id)
        }
        ShipsAction::Pass => pass(state, player, rng),
    }
}

fn build(
    state: &ShipsState,
    player: &PlayerId,
    kind: &str,
    target: Option<&str>,
) -> Result<Vec<ShipsEvent>> {
    let def = state.definition(kind).ok_or_else(|| {
        EngineError::invalid_input(format!("unknown ship {kind:?} in action.ship"))
    })?;
    let target = check_target(state, player, target, def.completion_needs_target(), || {
        format!("the {}'s completion power", def.name)
    })?;
    let energy = state.fleet(player).map_or(0, |f| f.energy);
    if def.cost > energy {
        return Err(EngineError::illegal(format!(
            "building a {} costs {} energy, you have {energy}",
            def.name, def.cost
        )));
    }
    let consumed = consumed_by(state, player, def).ok_or_else(|| {
        let names: Vec<&str> = def
            .upgrade_from
            .iter()
            .map(|k| state.definition(k).map_or(k.as_str(), |d| d.name.as_str()))
            .collect();
        EngineError::illegal(format!(
            "upgrading to a {} consumes ships of yours that you do not have: {}",
            def.name,
            names.join(", ")
        ))
    })?;
    let ship_id = format!("s{}", state.next_ship);
    let mut events = vec![ShipsEvent::EnergySpent {
        player: player.clone(),
        amount: def.cost,
    }];
    for old in consumed {
        events.push(ShipsEvent::ShipConsumedInUpgrade {
            ship_id: old.id.clone(),
            into: def.id.clone(),
        });
    }
    events.push(ShipsEvent::ShipBuilt {
        ship: Ship {
            id: ship_id.clone(),
            kind: def.id.clone(),
            owner_id: player.clone(),
            built_on_turn: state.turn,
            is_destroyed: false,
            is_consumed_in_upgrade: false,
            charges: def.charges(),
            strikes: def.strikes(),
            solar_used: false,
        },
    });
    events.push(ShipsEvent::ShipCompleted {
        ship_id: ship_id.clone(),
    });
    let mut next_effect = state.next_effect;
    for power in &def.powers {
        if let Power::Completion {
            effect_type,
            value,
            target: aim,
        } = power
        {
            let effect = Effect {
                ship_id: &ship_id,
                effect_type: *effect_type,
                value: *value,
                aim: *aim,
                persists: true,
                description: format!("{} completed", def.name),
            };
            trigger(
                state,
                player,
                target,
                &effect,
                &mut next_effect,
                &mut events,
            );
        }
    }
    Ok(events)
}

/// The acting player's afloat ship `ship_id` and its definition, or why it cannot act.
fn own_ship<'a>(
    state: &'a ShipsState,
    player: &str,
    ship_id: &str,
) -> Result<(&'a Ship, &'a ShipDefinition)> {
    let ship = state.ship(ship_id).ok_or_else(|| {
        EngineError::invalid_input(format!("unknown ship id {ship_id:?} in action.shipId"))
    })?;
    if ship.owner_id != player {
        return Err(EngineError::illegal(format!(
            "ship {ship_id} belongs to {:?}, not to {player:?}",
            ship.owner_id
        )));
    }
    if !ship.is_afloat() {
        return Err(EngineError::illegal(format!(
            "ship {ship_id} was {} and cannot act",
            if ship.is_destroyed {
                "destroyed"
            } else {
                "consumed in an upgrade"
            }
        )));
    }
    let def = state.definition(&ship.kind).ok_or_else(|| {
        EngineError::internal(format!("ship {ship_id} has unknown kind {:?}", ship.kind))
    })?;
    Ok((ship, def))
}

fn use_charge(
    state: &ShipsState,
    player: &PlayerId,
    ship_id: &str,
    target: Option<&str>,
) -> Result<Vec<ShipsEvent>> {
    let (ship, def) = own_ship(state, player, ship_id)?;
    let Some(Power::Charge {
        effect_type,
        value,
        target: aim,
        persists_if_source_destroyed,
        ..
    }) = def.charge()
    else {
        return Err(EngineError::illegal(format!(
            "the {} ({ship_id}) has no charge power",
            def.name
        )));
    };
    if ship.charges == 0 {
        return Err(EngineError::illegal(format!(
            "the {} ({ship_id}) has no charges left",
            def.name
        )));
    }
    let target = check_target(state, player, target, *aim == PowerTarget::Opponent, || {
        format!("the {}'s charge", def.name)
    })?;
    let mut events = vec![ShipsEvent::ChargeUsed {
        ship_id: ship_id.to_string(),
        remaining: ship.charges - 1,
    }];
    let effect = Effect {
        ship_id,
        effect_type: *effect_type,
        value: *value,
        aim: *aim,
        persists: *persists_if_source_destroyed,
        description: format!("{} charge", def.name),
    };
    let mut next_effect = state.next_effect;
    trigger(
        state,
        player,
        target,
        &effect,
        &mut next_effect,
        &mut events,
    );
    Ok(events)
}

fn use_solar(
    state: &ShipsState,
    player: &PlayerId,
    ship_id: &str,
    target: Option<&str>,
) -> Result<Vec<ShipsEvent>> {
    let (ship, def) = own_ship(state, player, ship_id)?;
    let Some(Power::Solar {
        effect_type,
        value,
        target: aim,
        energy_cost,
        persists_if_source_destroyed,
    }) = def.solar()
    else {
        return Err(EngineError::illegal(format!(
            "the {} ({ship_id}) has no solar power",
            def.name
        )));
    };
    if ship.solar_used {
        return Err(EngineError::illegal(format!(
            "the {} ({ship_id}) already used its solar power this turn",
            def.name
        )));
    }
    let energy = state.fleet(player).map_or(0, |f| f.energy);
    if *energy_cost > energy {
        return Err(EngineError::illegal(format!(
            "the {}'s solar power costs {energy_cost} energy, you have {energy}",
            def.name
        )));
    }
    let target = check_target(state, player, target, *aim == PowerTarget::Opponent, || {
        format!("the {}'s solar power", def.name)
    })?;
    let mut events = Vec::new();
    if *energy_cost > 0 {
        events.push(ShipsEvent::EnergySpent {
            player: player.clone(),
            amount: *energy_cost,
        });
    }
    events.push(ShipsEvent::SolarPowerUsed {
        ship_id: ship_id.to_string(),
    });
    let effect = Effect {
        ship_id,
        effect_type: *effect_type,
        value: *value,
        aim: *aim,
        persists: *persists_if_source_destroyed,
        description: format!("{} solar power", def.name),
    };
    let mut next_effect = state.next_effect;
    trigger(
        state,
        player,
        target,
        &effect,
        &mut next_effect,
        &mut events,
    );
    Ok(events)
}

fn first_strike(
    state: &ShipsState,
    player: &PlayerId,
    ship_id: &str,
    target_ship_id: &str,
) -> Result<Vec<ShipsEvent>> {
    let (ship, def) = own_ship(state, player, ship_id)?;
    if ship.strikes == 0 {
        return Err(EngineError::illegal(format!(
            "the {} ({ship_id}) has no First Strike left",
            def.name
        )));
    }
    let target = state.ship(target_ship_id).ok_or_else(|| {
        EngineError::invalid_input(format!(
            "unknown ship id {target_ship_id:?} in action.targetShipId"
        ))
    })?;
    if target.owner_id == *player {
        return Err(EngineError::illegal(format!(
            "ship {target_ship_id} is yours: First Strike hits an enemy ship"
        )));
    }
    if !target.is_afloat() || !state.is_in(&target.owner_id) {
        return Err(EngineError::illegal(format!(
            "ship {target_ship_id} is already out of the battle"
        )));
    }
    Ok(vec![
        ShipsEvent::FirstStrikeUsed {
            ship_id: ship_id.to_string(),
            remaining: ship.strikes - 1,
        },
        ShipsEvent::ShipDestroyed {
            ship_id: target_ship_id.to_string(),
            by: ship_id.to_string(),
        },
    ])
}

/// A target is required exactly when a power aims at one chosen opponent, and must then be an
/// opponent still in the game.
fn check_target<'a>(
    state: &ShipsState,
    player: &str,
    target: Option<&'a str>,
    chosen: bool,
    power: impl FnOnce() -> String,
) -> Result<Option<&'a str>> {
    match (chosen, target) {
        (true, None) => Err(EngineError::invalid_input(format!(
            "action.target is required: {} aims at one opponent",
            power()
        ))),
        (false, Some(t)) => Err(EngineError::invalid_input(format!(
            "action.target is {t:?}, but {} does not choose a target",
            power()
        ))),
        (false, None) => Ok(None),
        (true, Some(t)) => {
            if state.fleet(t).is_none() {
                Err(EngineError::invalid_input(format!(
                    "unknown player id {t:?} in action.target"
                )))
            } else if t == player || !state.is_in(t) {
                Err(EngineError::illegal(format!(
                    "action.target {t:?} is not an opponent still in the game"
                )))
            } else {
                Ok(Some(t))
            }
        }
    }
}

/// A triggered effect about to be queued: everything but its target and id.
struct Effect<'a> {
    ship_id: &'a str,
    effect_type: EffectType,
    value: u32,
    aim: PowerTarget,
    persists: bool,
    description: String,
}

/// Queues `effect` as one `EFFECT_TRIGGERED` per target: the chosen opponent, each opponent
/// still in, or the player.
fn trigger(
    state: &ShipsState,
    player: &PlayerId,
    chosen: Option<&str>,
    effect: &Effect,
    next_effect: &mut u32,
    events: &mut Vec<ShipsEvent>,
) {
    let targets: Vec<PlayerId> = match (effect.aim, chosen) {
        (PowerTarget::Owner, _) => vec![player.clone()],
        (PowerTarget::Opponent, Some(t)) => vec![t.to_string()],
        (PowerTarget::Opponent, None) | (PowerTarget::EachOpponent, _) => {
            state.opponents(player).cloned().collect()
        }
    };
    for target in targets {
        let id = format!("e{next_effect}");
        *next_effect = next_effect.saturating_add(1);
        events.push(ShipsEvent::EffectTriggered {
            effect: TriggeredEffect {
                id,
                source_ship_id: effect.ship_id.to_string(),
                source_player_id: player.clone(),
                target_player_id: target,
                effect_type: effect.effect_type,
                value: effect.value,
                persists_if_source_destroyed: effect.persists,
                description: effect.description.clone(),
                triggered_at: u64::from(state.turn),
            },
        });
    }
}

/// Ends the player's part of the phase. After the last player: Battle starts, or (after Battle)
/// End of Turn Resolution runs and the next turn starts, unless the game is over.
fn pass(state: &ShipsState, player: &PlayerId, rng: &mut GameRng) -> Result<Vec<ShipsEvent>> {
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
            amount: rng.roll(ENERGY_DIE),
        });
    }
}

/// The kernel's input for this turn's resolution: every player (those out at 0), every ship,
/// the queued effects.
fn resolution_input(state: &ShipsState) -> EndOfTurnInput {
    EndOfTurnInput {
        players: state
            .fleets
            .iter()
            .map(|f| PlayerHealth {
                id: f.player.clone(),
                health: f.health,
            })
            .collect(),
        ships: state
            .ships
            .iter()
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
        ResolutionEvent::HealthChanged { player, from, to } => {
            ShipsEvent::HealthChanged { player, from, to }
        }
        ResolutionEvent::PlayerDefeated { player } => ShipsEvent::PlayerDefeated { player },
        ResolutionEvent::GameEnded { .. } => return None,
    })
}
