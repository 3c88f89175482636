//! Combat damage. Since 2024 (Comprehensive Rules 510.1c, damage assignment order removed), the
//! attacking player divides the damage of a creature blocked by two or more creatures among
//! them as they choose. With the configuration's `combatDamage: "ask"` they are asked
//! (`ASSIGN_COMBAT_DAMAGE`); with `"default"` (the default) the default division applies.
//!
//! **The default division**: the blockers in order of the damage each still needs to be
//! destroyed (its toughness less the damage already marked on it), least first, and on a tie in
//! the order they entered the battlefield; each in turn is assigned that lethal damage while any
//! is left, and the last takes whatever remains. It never depends on the order in which the
//! defending player listed the blocks.

use super::action::MAX_ACTION_LIST;
use super::event::{apply, DuelEvent};
use super::state::{Attack, CardId, DuelState, Target};
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Who divides an attacker's damage among several blockers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum CombatDamageMode {
    /// The attacking player (`ASSIGN_COMBAT_DAMAGE`), for each attacker blocked by two or more
    /// creatures.
    Ask,
    /// The default division, without asking.
    #[default]
    Default,
}

impl CombatDamageMode {
    /// Whether it is `"default"` (left out of a saved state).
    pub fn is_default(&self) -> bool {
        *self == CombatDamageMode::Default
    }
}

/// The blockers of `attack` still on the battlefield, in the canonical order of the default
/// division (least damage to destroy first, then the order they entered).
fn ordered_blockers(state: &DuelState, attack: &Attack) -> Vec<CardId> {
    let mut blockers: Vec<(i64, usize, CardId)> = state
        .battlefield
        .iter()
        .enumerate()
        .filter(|(_, p)| attack.blockers.contains(&p.id))
        .map(|(i, p)| {
            let (_, toughness) = state.power_toughness(p);
            let lethal = (i64::from(toughness) - i64::from(p.damage)).max(0);
            (lethal, i, p.id.clone())
        })
        .collect();
    blockers.sort();
    blockers.into_iter().map(|(_, _, id)| id).collect()
}

/// The attacker's power (at least 0) and its blockers in canonical order, when its controller
/// has a division to make: blocked by two or more creatures still there, with power above 0.
pub fn division_asked(state: &DuelState, attacker: &str) -> Option<(u32, Vec<CardId>)> {
    let attack = state
        .combat
        .attacks
        .iter()
        .find(|a| a.attacker == attacker)?;
    let permanent = state.permanent(attacker)?;
    let power = u32::try_from(state.power_toughness(permanent).0).ok()?;
    let blockers = ordered_blockers(state, attack);
    (blockers.len() >= 2 && power > 0).then_some((power, blockers))
}

/// The attackers whose division is asked now, in the order they attacked.
pub fn divisions_to_ask(state: &DuelState) -> Vec<CardId> {
    state
        .combat
        .attacks
        .iter()
        .filter(|a| division_asked(state, &a.attacker).is_some())
        .map(|a| a.attacker.clone())
        .collect()
}

/// The default division of `power` among `blockers` (see the module's documentation): every
/// blocker named, the amounts summing to `power`.
pub fn default_division(state: &DuelState, power: u32, blockers: &[CardId]) -> BTreeMap<CardId, u32> {
    let mut ordered: Vec<(i64, usize, &CardId)> = blockers
        .iter()
        .filter_map(|id| {
            let i = state.battlefield.iter().position(|p| p.id == *id)?;
            let p = state.battlefield.get(i)?;
            let (_, toughness) = state.power_toughness(p);
            Some(((i64::from(toughness) - i64::from(p.damage)).max(0), i, id))
        })
        .collect();
    ordered.sort();
    let mut left = power;
    let mut division = BTreeMap::new();
    let last = ordered.len().saturating_sub(1);
    for (n, (lethal, _, id)) in ordered.into_iter().enumerate() {
        let amount = if n == last {
            left
        } else {
            left.min(u32::try_from(lethal).unwrap_or(u32::MAX))
        };
        left -= amount;
        division.insert(id.clone(), amount);
    }
    division
}

/// Checks an `ASSIGN_COMBAT_DAMAGE` of `player` (who is asked) and returns its events; the
/// last division asked deals the combat damage too.
pub fn assign(
    state: &DuelState,
    player: &str,
    attacker: &str,
    assignment: &BTreeMap<CardId, u32>,
) -> Result<Vec<DuelEvent>> {
    let Some(now) = state.combat.awaiting.first() else {
        return Err(EngineError::illegal("no combat damage is divided now"));
    };
    if now != attacker {
        return Err(EngineError::illegal(format!(
            "attacker {attacker:?} is not the attacker whose damage is divided now ({now:?})"
        )));
    }
    if assignment.len() > MAX_ACTION_LIST {
        return Err(EngineError::invalid_input(format!(
            "action.assignment holds {} entries, above the limit of {MAX_ACTION_LIST}",
            assignment.len()
        )));
    }
    let (power, blockers) = division_asked(state, attacker).unwrap_or_default();
    for key in assignment.keys() {
        if !blockers.contains(key) {
            return Err(EngineError::illegal(format!(
                "assignment[{key:?}]: {key:?} is not blocking {attacker:?} (its blockers: {})",
                quoted(&blockers)
            )));
        }
    }
    if let Some(missing) = blockers.iter().find(|b| !assignment.contains_key(*b)) {
        return Err(EngineError::illegal(format!(
            "assignment: blocker {missing:?} of {attacker:?} is not named (name every blocker, \
             0 for none)"
        )));
    }
    let sum: u64 = assignment.values().map(|&a| u64::from(a)).sum();
    if sum != u64::from(power) {
        return Err(EngineError::illegal(format!(
            "assignment: the amounts sum to {sum}, expected {power} ({attacker:?}'s power)"
        )));
    }
    let assigned = DuelEvent::CombatDamageAssigned {
        player: player.to_string(),
        attacker: attacker.to_string(),
        assignment: assignment.clone(),
    };
    let mut events = vec![assigned.clone()];
    if state.combat.awaiting.len() == 1 {
        let mut after = state.clone();
        apply(&mut after, &assigned);
        combat_damage(&after, &mut events);
    }
    Ok(events)
}

fn quoted(ids: &[CardId]) -> String {
    ids.iter()
        .map(|id| format!("{id:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Combat damage, all at once: each attacker to the defending player if unblocked, else divided
/// among its blockers (the division chosen, or the default one), in canonical order; each
/// blocker to the attacker it blocks.
pub fn combat_damage(state: &DuelState, events: &mut Vec<DuelEvent>) {
    let defender = state.opponent(state.active);
    let mut deal = |source: &str, target: Target, amount: i64| {
        if amount > 0 {
            events.push(DuelEvent::DealDamage {
                source: source.to_string(),
                target,
                amount: u32::try_from(amount).unwrap_or(u32::MAX),
                combat: true,
            });
        }
    };
    for attack in &state.combat.attacks {
        let Some(attacker) = state.permanent(&attack.attacker) else {
            continue;
        };
        let power = state.power_toughness(attacker).0;
        let blockers = ordered_blockers(state, attack);
        if !attack.blocked {
            let player = state.player(defender).cloned().unwrap_or_default();
            deal(&attacker.id, Target::Player { player }, i64::from(power));
        } else {
            let power = u32::try_from(power).unwrap_or(0);
            let division = match state.combat.assignments.get(&attack.attacker) {
                Some(chosen) => chosen.clone(),
                None => default_division(state, power, &blockers),
            };
            for b in &blockers {
                let amount = division.get(b).copied().unwrap_or(0);
                let target = Target::Permanent {
                    permanent: b.clone(),
                };
                deal(&attacker.id, target, i64::from(amount));
            }
        }
        for b in blockers.iter().filter_map(|b| state.permanent(b)) {
            let (power, _) = state.power_toughness(b);
            let target = Target::Permanent {
                permanent: attacker.id.clone(),
            };
            deal(&b.id, target, i64::from(power));
        }
    }
}
