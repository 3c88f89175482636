//! Powers used in the Battle phase: charges and solar powers queue triggered effects for the end
//! of the turn; First Strike destroys an enemy ship at once.

use super::catalogue::Power;
use super::end_of_turn::*;
use super::event::ShipsEvent;
use super::judge::{check_target, own_ship};
use super::state::ShipsState;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;

pub(super) fn use_charge(
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
    trigger(state, player, target, &effect, &mut events);
    Ok(events)
}

pub(super) fn use_solar(
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
    trigger(state, player, target, &effect, &mut events);
    Ok(events)
}

pub(super) fn first_strike(
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
/// A triggered effect about to be queued: everything but its target and id.
pub(super) struct Effect<'a> {
    pub ship_id: &'a str,
    pub effect_type: EffectType,
    pub value: u32,
    pub aim: PowerTarget,
    pub persists: bool,
    pub description: String,
}

/// Queues `effect` as one `EffectTriggered` per target: the chosen opponent, each opponent
/// still in, or the player.
pub(super) fn trigger(
    state: &ShipsState,
    player: &PlayerId,
    chosen: Option<&str>,
    effect: &Effect,
    events: &mut Vec<ShipsEvent>,
) {
    // Ids continue from the state's counter, past the effects this action already queued.
    let queued = events
        .iter()
        .filter(|e| matches!(e, ShipsEvent::EffectTriggered { .. }))
        .count();
    let mut next_effect = state.next_effect.saturating_add(queued as u32);
    let targets: Vec<PlayerId> = match (effect.aim, chosen) {
        (PowerTarget::Owner, _) => vec![player.clone()],
        (PowerTarget::Opponent, Some(t)) => vec![t.to_string()],
        (PowerTarget::Opponent, None) | (PowerTarget::EachOpponent, _) => {
            state.opponents(player).cloned().collect()
        }
    };
    for target in targets {
        let id = compact_str::format_compact!("e{next_effect}");
        next_effect = next_effect.saturating_add(1);
        events.push(ShipsEvent::EffectTriggered {
            effect: TriggeredEffect {
                id,
                source_ship_id: effect.ship_id.into(),
                source_player_id: player.into(),
                target_player_id: target.into(),
                effect_type: effect.effect_type,
                value: effect.value,
                persists_if_source_destroyed: effect.persists,
                description: effect.description.as_str().into(),
                triggered_at: compact_str::format_compact!("{}:{}", state.phase.as_str(), state.turn),
            },
        });
    }
}
