//! End-of-turn resolution, the only place health changes in ships:
//!
//! 1. triggered effects resolve if `persistsIfSourceDestroyed`, even when their ship is gone;
//!    otherwise only if the source ship exists, is not destroyed and not consumed in an upgrade;
//! 2. continuous automatic powers are evaluated now, for ships neither destroyed nor consumed;
//! 3. damage and healing are tallied per player and applied at once (order never matters);
//! 4. health is capped to [0, maxHealth]; players at 0 or less are defeated; then, and only then,
//!    the end check runs, over every player at once.
//!
//! A player given with `isActive: false` is already out: effects on them are skipped, their ships'
//! continuous powers are not evaluated, and they rank below everyone who falls now. Any other
//! player is in the game whatever their input health (0 + 5 healing = 5, alive).

use super::types::*;
use super::validate::{check, check_players};
use crate::engine::error::Result;
use crate::engine::outcome::{rank_by_elimination, status_of, EndReason, Metrics, Standing};

/// Running totals of one resolution.
struct Resolution<'a> {
    input: &'a EndOfTurnInput,
    damage: Vec<u64>,
    healing: Vec<u64>,
    applied: Vec<AppliedEffect>,
    skipped: Vec<SkippedEffect>,
    events: Vec<ResolutionEvent>,
}

impl Resolution<'_> {
    fn apply(&mut self, target: usize, effect: AppliedEffect) {
        let value = u64::from(effect.value);
        let totals = match effect.effect_type {
            EffectType::Damage => &mut self.damage,
            EffectType::Heal => &mut self.healing,
        };
        if let Some(total) = totals.get_mut(target) {
            *total += value;
        }
        self.events
            .push(ResolutionEvent::EffectApplied(effect.clone()));
        self.applied.push(effect);
    }

    fn skip(&mut self, id: String, source: EffectSource, ship: &str, reason: SkipReason) {
        let skipped = SkippedEffect {
            id,
            source,
            source_ship_id: ship.to_string(),
            reason,
        };
        self.events
            .push(ResolutionEvent::EffectSkipped(skipped.clone()));
        self.skipped.push(skipped);
    }

    /// Out of the game before this resolution: given with `isActive: false`.
    fn is_out(&self, player: usize) -> bool {
        self.input.players.get(player).map_or(true, |p| !p.is_in())
    }
}

fn ship_unavailable(ship: Option<&&ShipInput>) -> Option<SkipReason> {
    match ship {
        None => Some(SkipReason::UnknownSource),
        Some(s) if s.is_destroyed => Some(SkipReason::SourceDestroyed),
        Some(s) if s.is_consumed_in_upgrade => Some(SkipReason::SourceConsumed),
        Some(_) => None,
    }
}

/// Resolves the end of a turn. Invalid input is an `INVALID_INPUT` error naming the field.
pub fn resolve_end_of_turn(input: &EndOfTurnInput) -> Result<EndOfTurnResult> {
    let checked = check(input)?;
    let n = input.players.len();
    let mut r = Resolution {
        input,
        damage: vec![0; n],
        healing: vec![0; n],
        applied: Vec::new(),
        skipped: Vec::new(),
        events: Vec::new(),
    };
    let index = |id: &str| checked.player_index.get(id).copied().unwrap_or(usize::MAX);

    // 1. Triggered effects, in the order they were queued.
    for effect in &input.triggered_effects {
        let target = index(&effect.target_player_id);
        let unavailable = if effect.persists_if_source_destroyed {
            None
        } else {
            ship_unavailable(checked.ships.get(effect.source_ship_id.as_str()))
        };
        let reason = unavailable.or(r.is_out(target).then_some(SkipReason::TargetDefeated));
        match reason {
            Some(reason) => r.skip(
                effect.id.clone(),
                EffectSource::Triggered,
                &effect.source_ship_id,
                reason,
            ),
            None => r.apply(
                target,
                AppliedEffect {
                    id: effect.id.clone(),
                    source: EffectSource::Triggered,
                    source_ship_id: effect.source_ship_id.clone(),
                    source_player_id: effect.source_player_id.clone(),
                    target_player_id: effect.target_player_id.clone(),
                    effect_type: effect.effect_type,
                    value: effect.value,
                },
            ),
        }
    }

    // 2. Continuous powers, evaluated now, in ship order.
    for ship in &r.input.ships {
        let owner = index(&ship.owner_id);
        for (k, power) in ship.automatic_powers.iter().enumerate() {
            if power.timing != PowerTiming::Continuous {
                continue; // ONCE powers reach resolution as triggered effects
            }
            let id = format!("{}#{k}", ship.id);
            let unavailable = ship_unavailable(Some(&ship))
                .or(r.is_out(owner).then_some(SkipReason::OwnerDefeated));
            if let Some(reason) = unavailable {
                r.skip(id, EffectSource::Continuous, &ship.id, reason);
                continue;
            }
            // The owner is known to be in (checked above); opponents already out are not targets.
            let targets: Vec<usize> = match power.target {
                PowerTarget::Owner => vec![owner],
                // Validation guarantees two players for OPPONENT, so both arms are "the others".
                PowerTarget::Opponent | PowerTarget::EachOpponent => {
                    (0..n).filter(|&p| p != owner && !r.is_out(p)).collect()
                }
            };
            for target in targets {
                let target_id = input
                    .players
                    .get(target)
                    .map(|p| p.id.clone())
                    .unwrap_or_default();
                r.apply(
                    target,
                    AppliedEffect {
                        id: id.clone(),
                        source: EffectSource::Continuous,
                        source_ship_id: ship.id.clone(),
                        source_player_id: ship.owner_id.clone(),
                        target_player_id: target_id,
                        effect_type: power.effect_type,
                        value: power.value,
                    },
                );
            }
        }
    }

    // 3 and 4. Tally, apply at once, cap; defeats; then the end check.
    let max = i64::from(checked.max_health);
    let mut tally = Vec::with_capacity(n);
    let mut players = Vec::with_capacity(n);
    let mut standings = Vec::with_capacity(n);
    let mut defeated = Vec::new();
    for (i, p) in input.players.iter().enumerate() {
        let damage = r.damage.get(i).copied().unwrap_or(0);
        let healing = r.healing.get(i).copied().unwrap_or(0);
        // Values are at most 10^6 each, so these sums stay far inside i64.
        let net = healing as i64 - damage as i64;
        let out_before = r.is_out(i);
        // Nothing reaches a player already out (their net is 0); the cap applies to everyone.
        let health = (p.health + net).clamp(0, max) as u32;
        let falls = !out_before && p.health + net <= 0;
        if i64::from(health) != p.health {
            r.events.push(ResolutionEvent::HealthChanged {
                player: p.id.clone(),
                from: p.health,
                to: health,
            });
        }
        if falls {
            defeated.push(p.id.clone());
        }
        tally.push(PlayerTally {
            player: p.id.clone(),
            damage,
            healing,
            net,
        });
        players.push(PlayerState {
            id: p.id.clone(),
            health,
            is_active: !out_before && !falls,
        });
        standings.push(standing(&p.id, health, out_before, falls));
    }
    for player in defeated {
        r.events.push(ResolutionEvent::PlayerDefeated { player });
    }
    let outcome = rank_by_elimination(&standings, EndReason::HealthDepleted);
    if let Some(outcome) = &outcome {
        r.events.push(ResolutionEvent::GameEnded {
            outcome: outcome.clone(),
        });
    }
    Ok(EndOfTurnResult {
        players,
        status: status_of(outcome.as_ref()),
        outcome,
        applied: r.applied,
        skipped: r.skipped,
        tally,
        events: r.events,
    })
}

/// Players out before this check point fell at 0, those who fall now at 1: every player already
/// out shares the rank below them (the input does not say when each one fell).
fn standing(player: &str, health: u32, out_before: bool, falls: bool) -> Standing {
    let out_at = match (out_before, falls) {
        (true, _) => Some(0),
        (false, true) => Some(1),
        (false, false) => None,
    };
    let metrics = Metrics::from([("finalHealth".to_string(), i64::from(health))]);
    Standing {
        player: player.to_string(),
        out_at,
        metrics: Some(metrics),
    }
}

/// The end check alone, for front ends that apply health themselves: a player with
/// `isActive: false` was out already; any other at 0 or less is out now, all at the same moment.
/// One left wins (`HEALTH_DEPLETED`); none left is a draw (`SIMULTANEOUS_LOSS`).
pub fn detect_end_game(players: &[PlayerHealth]) -> Result<EndGameCheck> {
    check_players(players)?;
    let standings: Vec<Standing> = players
        .iter()
        .map(|p| {
            let health = p.health.clamp(0, i64::from(u32::MAX)) as u32;
            standing(&p.id, health, !p.is_in(), p.is_in() && p.health <= 0)
        })
        .collect();
    let outcome = rank_by_elimination(&standings, EndReason::HealthDepleted);
    Ok(EndGameCheck {
        status: status_of(outcome.as_ref()),
        outcome,
    })
}
