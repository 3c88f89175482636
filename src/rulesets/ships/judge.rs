//! The judge of a ships game: which actions are legal, and the events an action causes (costs
//! first). Powers used in Battle are in `powers.rs`; passing, and the End of Turn Resolution it
//! can start, in `turns.rs`.

use super::action::ShipsAction;
use super::catalogue::{Power, ShipDefinition};
use super::config::MAX_FLEET;
use super::end_of_turn::*;
use super::event::ShipsEvent;
use super::powers::{first_strike, trigger, use_charge, use_solar, Effect};
use super::state::{Phase, Ship, ShipsState};
use super::turns::pass;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

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
    actions.push(ShipsAction::Pass {});
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
        && consumed_by(state, player, def)
            .is_some_and(|consumed| room_for(state, player, consumed.len()))
}

/// Whether a new ship fits in the fleet once `consumed` of its ships are consumed by it.
fn room_for(state: &ShipsState, player: &str, consumed: usize) -> bool {
    state.afloat_of(player).count() - consumed < MAX_FLEET
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
    _rng: &mut GameRng,
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
        ShipsAction::Pass {} => Ok(pass(state, player)),
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
    if !room_for(state, player, consumed.len()) {
        return Err(EngineError::illegal(format!(
            "your fleet already has {MAX_FLEET} ships afloat, the most it may have"
        )));
    }
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
            lost_on_turn: None,
            charges: def.charges(),
            strikes: def.strikes(),
            solar_used: false,
        },
    });
    events.push(ShipsEvent::ShipCompleted {
        ship_id: ship_id.clone(),
    });
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
            trigger(state, player, target, &effect, &mut events);
        }
    }
    Ok(events)
}
/// The acting player's afloat ship `ship_id` and its definition, or why it cannot act.
pub(super) fn own_ship<'a>(
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
/// A target is required exactly when a power aims at one chosen opponent, and must then be an
/// opponent still in the game.
pub(super) fn check_target<'a>(
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
