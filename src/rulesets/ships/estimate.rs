//! What the bots think of a position: a projection of the race. Each fleet deals and heals what
//! its ships afloat will (continuous powers, unused charges, solar powers it can pay for), its
//! First Strikes remove the opponents' most valuable ships, and its energy, banked and to come,
//! grows its damage at the catalogue's going rate. The turns are played forward until fleets
//! fall; who falls first, or has the most health at the turn limit, decides each pair of players.
//! Integers throughout (thousandths), so every platform projects the same.

use super::catalogue::{Power, ShipDefinition};
use super::end_of_turn::{EffectType, PowerTarget};
use super::state::{Phase, Ship, ShipsState};
use super::turns::{ENERGY_BASE, ENERGY_DIE};

/// Fixed point: thousandths of a health point, of a turn, of an energy.
const UNIT: i64 = 1000;
/// Turns projected at most.
const HORIZON: u32 = 30;
/// How sure a lead of one turn in the race makes a player: a lead of `m` thousandths of a turn
/// wins with chance 1/2 + m / (2 (|m| + SURENESS)).
const SURENESS: i64 = 1200;

/// What one ship adds to its fleet's race, per turn (thousandths of health).
#[derive(Debug, Default, Clone, Copy)]
struct Output {
    /// Damage to each opponent every turn.
    damage: i64,
    /// Healing of its owner every turn.
    heal: i64,
    /// Charges: damage to each opponent and healing, once each, banked.
    burst_damage: i64,
    burst_heal: i64,
    /// Energy its solar power costs each turn it is used.
    solar_cost: i64,
    /// What its solar power does each turn from the next on (this turn's use, if any, is
    /// among the queued effects).
    solar_damage: i64,
    solar_heal: i64,
}

impl Output {
    /// How much an opponent gains by destroying it (turns of output, roughly).
    fn worth(&self) -> i64 {
        4 * (self.damage + self.solar_damage + (self.heal + self.solar_heal) / 2)
            + self.burst_damage
            + self.burst_heal / 2
    }
}

fn share(value: u32, target: PowerTarget, opponents: i64) -> (i64, i64) {
    let v = i64::from(value) * UNIT;
    match target {
        PowerTarget::Owner => (0, v),
        PowerTarget::EachOpponent => (v, 0),
        // One chosen opponent: in the race, spread over them.
        PowerTarget::Opponent => (v / opponents.max(1), 0),
    }
}

fn output(def: &ShipDefinition, ship: &Ship, opponents: i64) -> Output {
    let mut out = Output::default();
    for power in &def.powers {
        match power {
            Power::Continuous {
                effect_type,
                value,
                target,
            } => {
                let (d, h) = share(*value, *target, opponents);
                add(&mut out.damage, &mut out.heal, *effect_type, d, h);
            }
            Power::Charge {
                effect_type,
                value,
                target,
                ..
            } => {
                let (d, h) = share(*value, *target, opponents);
                let n = i64::from(ship.charges);
                add(
                    &mut out.burst_damage,
                    &mut out.burst_heal,
                    *effect_type,
                    d * n,
                    h * n,
                );
            }
            Power::Solar {
                effect_type,
                value,
                target,
                energy_cost,
                ..
            } => {
                let (d, h) = share(*value, *target, opponents);
                add(
                    &mut out.solar_damage,
                    &mut out.solar_heal,
                    *effect_type,
                    d,
                    h,
                );
                out.solar_cost += i64::from(*energy_cost) * UNIT;
            }
            Power::Completion { .. } | Power::FirstStrike { .. } => {}
        }
    }
    out
}

fn add(damage: &mut i64, heal: &mut i64, kind: EffectType, d: i64, h: i64) {
    // A healing power aimed at opponents helps them: count it against its owner's damage.
    match kind {
        EffectType::Damage => {
            *damage += d;
            *heal -= h;
        }
        EffectType::Heal => {
            *heal += h;
            *damage -= d;
        }
    }
}

/// Damage per turn that one energy buys, in thousandths: the best continuous damage per cost
/// among the ships built from nothing, at two thirds (not every energy finds its best use).
fn going_rate(catalogue: &[ShipDefinition]) -> i64 {
    catalogue
        .iter()
        .filter(|d| d.upgrade_from.is_empty())
        .filter_map(|d| {
            let damage: u32 = d
                .powers
                .iter()
                .map(|p| match p {
                    Power::Continuous {
                        effect_type: EffectType::Damage,
                        value,
                        target: PowerTarget::EachOpponent,
                    } => *value,
                    _ => 0,
                })
                .sum();
            (damage > 0).then(|| i64::from(damage) * UNIT / i64::from(d.cost.max(1)))
        })
        .max()
        .unwrap_or(0)
        * 2
        / 3
}

/// One fleet in the projection.
#[derive(Debug, Clone)]
struct Side {
    health: i64,
    damage: i64,
    heal: i64,
    burst_damage: i64,
    burst_heal: i64,
    solar_damage: i64,
    solar_heal: i64,
    /// Energy, banked and per turn to come (after solar costs).
    energy: i64,
    income: i64,
    /// Builds again before this turn's resolution.
    builds_now: bool,
    /// Turn (of the projection) it fell in, and how far into it (thousandths).
    fell: Option<i64>,
}

/// Each player's chance of winning, in thousandths, in seating order (see the module docs).
pub fn estimate(state: &ShipsState) -> Vec<u32> {
    let n = state.fleets.len();
    let alive: Vec<bool> = state
        .fleets
        .iter()
        .map(|f| f.defeated_on_turn.is_none())
        .collect();
    let opponents = (alive.iter().filter(|a| **a).count() as i64 - 1).max(1);
    let order_index = |p: &str| state.order.iter().position(|q| q == p);
    let acting = state.acting as usize;
    let rate = going_rate(&state.catalogue);
    let die = i64::from(ENERGY_BASE) * UNIT + (i64::from(ENERGY_DIE) + 1) * UNIT / 2;

    // Every ship afloat, with its output; strikes are spent below.
    let mut ships: Vec<(usize, Output)> = Vec::new();
    let mut strikes = vec![0u32; n];
    for ship in state.ships.iter().filter(|s| s.is_afloat()) {
        let Some(owner) = state.fleets.iter().position(|f| f.player == ship.owner_id) else {
            continue;
        };
        if !alive.get(owner).copied().unwrap_or(false) {
            continue;
        }
        if let Some(def) = state.definition(&ship.kind) {
            ships.push((owner, output(def, ship, opponents)));
        }
        if let Some(s) = strikes.get_mut(owner) {
            *s += ship.strikes;
        }
    }
    // Strikes: each removes the most valuable ship among the striker's opponents.
    for (striker, count) in strikes.iter().enumerate() {
        for _ in 0..*count {
            let best = ships
                .iter()
                .enumerate()
                .filter(|(_, (owner, _))| *owner != striker)
                .max_by_key(|(_, (_, out))| out.worth())
                .map(|(i, _)| i);
            match best {
                Some(i) => {
                    ships.swap_remove(i);
                }
                None => break,
            }
        }
    }

    let mut sides: Vec<Side> = state
        .fleets
        .iter()
        .map(|f| {
            let builds_now =
                state.phase == Phase::Build && order_index(&f.player).is_some_and(|i| i >= acting);
            Side {
                health: i64::from(f.health) * UNIT,
                damage: 0,
                heal: 0,
                burst_damage: 0,
                burst_heal: 0,
                solar_damage: 0,
                solar_heal: 0,
                energy: i64::from(f.energy) * UNIT,
                income: die,
                builds_now,
                fell: None,
            }
        })
        .collect();
    for (owner, out) in &ships {
        if let Some(side) = sides.get_mut(*owner) {
            side.damage += out.damage;
            side.heal += out.heal;
            side.burst_damage += out.burst_damage;
            side.burst_heal += out.burst_heal;
            side.solar_damage += out.solar_damage;
            side.solar_heal += out.solar_heal;
            side.income -= out.solar_cost;
        }
    }
    // This turn's queued effects land at its resolution.
    let mut pending = vec![0i64; n];
    for effect in &state.triggered_effects {
        if let Some(i) = state
            .fleets
            .iter()
            .position(|f| f.player == effect.target_player_id)
        {
            let v = i64::from(effect.value) * UNIT;
            if let Some(p) = pending.get_mut(i) {
                *p += match effect.effect_type {
                    EffectType::Damage => -v,
                    EffectType::Heal => v,
                };
            }
        }
    }

    let max = i64::from(state.max_health) * UNIT;
    let turns_left = state.max_turns.saturating_sub(state.turn).saturating_add(1);
    let horizon = turns_left.min(HORIZON);
    for t in 0..horizon {
        // Energy becomes damage: banked energy at once (this turn if its owner still builds),
        // then each turn's die. Solar powers act from the next turn on, paid from the dice.
        for side in sides.iter_mut() {
            if t == 1 {
                side.damage += side.solar_damage;
                side.heal += side.solar_heal;
            }
            if t > 0 || side.builds_now {
                let spend = side.energy.max(0) + if t > 0 { side.income.max(0) } else { 0 };
                side.damage += spend * rate / UNIT;
                side.energy = 0;
            }
        }
        let live: Vec<usize> = (0..n)
            .filter(|&i| alive.get(i).copied().unwrap_or(false))
            .filter(|&i| sides.get(i).is_some_and(|s| s.fell.is_none()))
            .collect();
        if live.len() < 2 {
            break;
        }
        let dealt: Vec<i64> = live
            .iter()
            .map(|&i| {
                sides.get_mut(i).map_or(0, |s| {
                    // Banked charges go off at the first resolution.
                    let burst = std::mem::take(&mut s.burst_damage);
                    s.damage + burst
                })
            })
            .collect();
        let total: i64 = dealt.iter().sum();
        for (k, &i) in live.iter().enumerate() {
            let incoming = total - dealt.get(k).copied().unwrap_or(0);
            let first = if t == 0 {
                pending.get(i).copied().unwrap_or(0)
            } else {
                0
            };
            let Some(side) = sides.get_mut(i) else {
                continue;
            };
            let before = side.health;
            let mut health = before + side.heal + first - incoming;
            // Healing charges are kept for when they do not overflow the cap.
            let room = (max - health).max(0).min(side.burst_heal);
            health += room;
            side.burst_heal -= room;
            side.health = health.min(max);
            if side.health <= 0 {
                let lost = (before - side.health).max(1);
                side.fell = Some(i64::from(t) * UNIT + before.max(0) * UNIT / lost);
            }
        }
    }

    // The race: when each fell, or how healthy it is at the end of the projection.
    let end = i64::from(horizon) * UNIT;
    let time: Vec<i64> = sides
        .iter()
        .enumerate()
        .map(
            |(i, s)| match (alive.get(i).copied().unwrap_or(false), s.fell) {
                (false, _) => -UNIT,
                (true, Some(t)) => t,
                (true, None) => end + s.health.max(0) * UNIT / max.max(1),
            },
        )
        .collect();
    (0..n)
        .map(|i| {
            let mine = time.get(i).copied().unwrap_or(0);
            let others: Vec<i64> = (0..n)
                .filter(|&j| j != i && alive.get(j).copied().unwrap_or(false))
                .filter_map(|j| time.get(j).copied())
                .collect();
            if !alive.get(i).copied().unwrap_or(false) || others.is_empty() {
                return if others.is_empty() { 1000 } else { 0 };
            }
            let sum: i64 = others
                .iter()
                .map(|&theirs| {
                    let m = mine - theirs;
                    500 + 500 * m / (m.abs() + SURENESS)
                })
                .sum();
            (sum / others.len() as i64).clamp(0, 1000) as u32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::GameRng;
    use crate::rulesets::ships::{ShipsAction, ShipsConfig};
    use crate::{Game, Ruleset};

    fn game() -> Game<super::super::Ships> {
        Game::new(ShipsConfig::for_players(&["a", "b"])).expect("valid")
    }

    #[test]
    fn equal_fleets_are_even_and_chances_follow_the_race() {
        let g = game();
        let mut state = g.state().clone();
        for f in &mut state.fleets {
            f.energy = 0;
        }
        state.phase = Phase::Battle;
        assert_eq!(estimate(&state), vec![500, 500]);
        // a is hurt: b leads the race.
        state.fleets[0].health = 10;
        let hurt = estimate(&state);
        assert!(hurt[0] < 500 && hurt[1] > 500, "{hurt:?}");
        // A fighter for a turns it around.
        let mut armed = state.clone();
        armed.phase = Phase::Build;
        armed.fleets[0].energy = 8;
        armed.order = vec!["a".into(), "b".into()];
        armed.acting = 0;
        let events = super::super::Ships::resolve(
            &armed,
            &"a".to_string(),
            &ShipsAction::Build {
                ship: "fighter".into(),
                target: None,
            },
            &mut GameRng::from_seed("x"),
        )
        .expect("legal");
        for e in &events {
            super::super::Ships::apply(&mut armed, e);
        }
        armed.phase = Phase::Battle;
        let after = estimate(&armed);
        assert!(
            after[0] > hurt[0],
            "{after:?} after a fighter, {hurt:?} before"
        );
    }

    #[test]
    fn a_player_out_has_no_chance() {
        let mut state = game().state().clone();
        state.fleets[1].defeated_on_turn = Some(1);
        state.fleets[1].health = 0;
        assert_eq!(estimate(&state), vec![1000, 0]);
    }
}
