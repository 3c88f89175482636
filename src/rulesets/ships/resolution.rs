//! The core of End of Turn Resolution, the only place health changes in ships, shared by the game
//! (`turns.rs`) and by the pure [`resolve_end_of_turn`](super::resolve_end_of_turn). It works on
//! indices, so both callers hand it what they have without copying strings:
//!
//! 1. triggered effects resolve if `persistsIfSourceDestroyed`, even when their ship is gone;
//!    otherwise only if the source ship exists, is not destroyed and not consumed in an upgrade;
//! 2. continuous automatic powers are evaluated now, for ships neither destroyed nor consumed;
//! 3. damage and healing are tallied per player and applied at once (order never matters);
//! 4. health is capped to `[0, maxHealth]`; players still in at 0 or less fall. Whether the game
//!    is over is for the caller's end check to say, over every player at once.
//!
//! A player already out (`isActive: false`) takes no effect (`TARGET_DEFEATED`) and their ships'
//! continuous powers are not evaluated (`OWNER_DEFEATED`). Any other player is in the game
//! whatever their health (0 + 5 healing = 5, alive).

use super::end_of_turn::{EffectType, PowerTarget, SkipReason};

/// A player, by index.
#[derive(Debug, Clone, Copy)]
pub(super) struct Contender {
    /// Any integer within ±`MAX_VALUE` (validated by the callers).
    pub health: i64,
    /// Out before this resolution.
    pub out: bool,
}

/// A continuous power of a ship; `index` names it in the effect id (`"<shipId>#<index>"`).
#[derive(Debug, Clone, Copy)]
pub(super) struct Continuous {
    pub index: usize,
    pub effect_type: EffectType,
    pub value: u32,
    pub target: PowerTarget,
}

/// A ship, by index.
#[derive(Debug, Clone)]
pub(super) struct Source {
    pub owner: usize,
    pub destroyed: bool,
    pub consumed: bool,
    pub powers: Vec<Continuous>,
}

/// A queued triggered effect, by index.
#[derive(Debug, Clone, Copy)]
pub(super) struct Queued {
    /// The index of its source ship; `None` when no ship has its source id.
    pub source: Option<usize>,
    pub persists: bool,
    pub target: usize,
    pub effect_type: EffectType,
    pub value: u32,
}

/// Where a resolved or skipped effect came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// `effects[i]`.
    Triggered(usize),
    /// `ships[ship].powers[power]` (the position in `powers`, not `Continuous::index`).
    Continuous { ship: usize, power: usize },
}

/// One step of a resolution, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    /// The effect reaches `target` (a continuous power gives one step per target).
    Applied {
        origin: Origin,
        target: usize,
        effect_type: EffectType,
        value: u32,
    },
    Skipped {
        origin: Origin,
        reason: SkipReason,
    },
}

/// What the resolution did to one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Total {
    pub damage: u64,
    pub healing: u64,
    /// `healing − damage` (0 for a player already out).
    pub net: i64,
    /// The new health, within `[0, maxHealth]`.
    pub health: u32,
    pub out_before: bool,
    /// In before, and at 0 or less now.
    pub falls: bool,
}

fn unavailable(ship: Option<&Source>) -> Option<SkipReason> {
    match ship {
        None => Some(SkipReason::UnknownSource),
        Some(s) if s.destroyed => Some(SkipReason::SourceDestroyed),
        Some(s) if s.consumed => Some(SkipReason::SourceConsumed),
        Some(_) => None,
    }
}

/// How many steps [`resolve`] takes for this input, without resolving: callers bound their
/// output with it before any work.
pub(super) fn step_count(players: &[Contender], ships: &[Source], effects: &[Queued]) -> u64 {
    let others = players.len().saturating_sub(1) as u64;
    let powers: u64 = ships
        .iter()
        .flat_map(|s| &s.powers)
        .map(|p| match p.target {
            PowerTarget::Owner => 1,
            PowerTarget::Opponent | PowerTarget::EachOpponent => others.max(1),
        })
        .sum();
    effects.len() as u64 + powers
}

/// Resolves: hands every step to `step` in order (triggered effects in queue order, then
/// continuous powers in ship order), then returns each player's total, in player order.
/// Indices out of range count as players already out and as unknown ships.
pub(super) fn resolve(
    players: &[Contender],
    ships: &[Source],
    effects: &[Queued],
    max_health: u32,
    mut step: impl FnMut(Step),
) -> Vec<Total> {
    let n = players.len();
    let is_out = |p: usize| players.get(p).map_or(true, |c| c.out);
    let mut damage = vec![0u64; n];
    let mut healing = vec![0u64; n];
    let mut apply = |origin: Origin, target: usize, effect_type: EffectType, value: u32| {
        let totals = match effect_type {
            EffectType::Damage => &mut damage,
            EffectType::Heal => &mut healing,
        };
        if let Some(total) = totals.get_mut(target) {
            *total += u64::from(value);
        }
        Step::Applied {
            origin,
            target,
            effect_type,
            value,
        }
    };

    // 1. Triggered effects, in the order they were queued.
    for (i, effect) in effects.iter().enumerate() {
        let origin = Origin::Triggered(i);
        let gone = if effect.persists {
            None
        } else {
            unavailable(effect.source.and_then(|s| ships.get(s)))
        };
        let reason = gone.or(is_out(effect.target).then_some(SkipReason::TargetDefeated));
        step(match reason {
            Some(reason) => Step::Skipped { origin, reason },
            None => apply(origin, effect.target, effect.effect_type, effect.value),
        });
    }

    // 2. Continuous powers, evaluated now, in ship order.
    for (s, ship) in ships.iter().enumerate() {
        let reason =
            unavailable(Some(ship)).or(is_out(ship.owner).then_some(SkipReason::OwnerDefeated));
        for (k, power) in ship.powers.iter().enumerate() {
            let origin = Origin::Continuous { ship: s, power: k };
            if let Some(reason) = reason {
                step(Step::Skipped { origin, reason });
                continue;
            }
            // The owner is in (checked above); opponents already out are not targets.
            // OPPONENT needs exactly two players in (callers check), so it is "the other".
            match power.target {
                PowerTarget::Owner => {
                    step(apply(origin, ship.owner, power.effect_type, power.value));
                }
                PowerTarget::Opponent | PowerTarget::EachOpponent => {
                    for target in (0..n).filter(|&p| p != ship.owner && !is_out(p)) {
                        step(apply(origin, target, power.effect_type, power.value));
                    }
                }
            }
        }
    }

    // 3 and 4. Tally, apply at once, cap; who falls.
    let max = i64::from(max_health);
    players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (damage, healing) = if p.out {
                (0, 0) // nothing reaches a player already out
            } else {
                (
                    damage.get(i).copied().unwrap_or(0),
                    healing.get(i).copied().unwrap_or(0),
                )
            };
            // Values and counts are bounded by the callers, so these sums stay far inside i64.
            let net = healing as i64 - damage as i64;
            Total {
                damage,
                healing,
                net,
                health: (p.health + net).clamp(0, max) as u32,
                out_before: p.out,
                falls: !p.out && p.health + net <= 0,
            }
        })
        .collect()
}
