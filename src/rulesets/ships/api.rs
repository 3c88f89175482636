//! The pure functions, for front ends that keep their own state: [`resolve_end_of_turn`] (the
//! game's own resolution core behind a validated input) and [`detect_end_game`], the one end check
//! both use.

use super::ShipsEndReason;
use super::end_of_turn::*;
use super::resolution::{resolve, Origin, Step, Total};
use super::validate::{check, check_players};
use crate::engine::error::Result;
use crate::engine::outcome::{rank_by_elimination, status_of, GameOutcome, Metrics, Standing};

/// Resolves the end of a turn (the rules are in the ships module docs). Invalid
/// input is an `INVALID_INPUT` error naming the field.
pub fn resolve_end_of_turn(input: &EndOfTurnInput) -> Result<EndOfTurnResult> {
    let checked = check(input)?;
    // Most effects apply: room for all of them at once.
    let mut applied = Vec::with_capacity(checked.steps);
    let mut skipped = Vec::new();
    let totals = resolve(
        &checked.players,
        &checked.ships,
        &checked.effects,
        checked.max_health,
        |step| match step {
            Step::Applied {
                origin,
                target,
                effect_type,
                value,
            } => {
                let (id, source, ship, by) = describe(input, &checked, origin);
                applied.push(AppliedEffect {
                    id,
                    source,
                    source_ship_id: ship.clone(),
                    source_player_id: by.clone(),
                    target_player_id: player_id(input, target),
                    effect_type,
                    value,
                });
            }
            Step::Skipped { origin, reason } => {
                let (id, source, ship, _) = describe(input, &checked, origin);
                skipped.push(SkippedEffect {
                    id,
                    source,
                    source_ship_id: ship.clone(),
                    reason,
                });
            }
        },
    );
    // The standings only matter once at most one player is still in (most turns end with more).
    let still_in = totals.iter().filter(|t| !t.out_before && !t.falls).count();
    let outcome = if still_in >= 2 {
        None
    } else {
        let standings: Vec<Standing> = input
            .players
            .iter()
            .zip(&totals)
            .map(|(p, t)| standing(&p.id, t.health, t.out_before, t.falls))
            .collect();
        end_check(&standings)
    };
    Ok(EndOfTurnResult {
        players: input
            .players
            .iter()
            .zip(&totals)
            .map(|(p, t)| PlayerState {
                id: p.id.clone(),
                health: t.health,
                is_active: !t.out_before && !t.falls,
            })
            .collect(),
        status: status_of(outcome.as_ref()),
        outcome,
        applied,
        skipped,
        tally: input
            .players
            .iter()
            .zip(&totals)
            .map(
                |(
                    p,
                    &Total {
                        damage,
                        healing,
                        net,
                        ..
                    },
                )| PlayerTally {
                    player: p.id.clone(),
                    damage,
                    healing,
                    net,
                },
            )
            .collect(),
    })
}

fn player_id(input: &EndOfTurnInput, index: usize) -> Text {
    input
        .players
        .get(index)
        .map_or_else(Text::default, |p| p.id.clone())
}

static EMPTY: Text = Text::const_new("");

/// An effect's id, source, source ship and source player.
fn describe<'a>(
    input: &'a EndOfTurnInput,
    checked: &super::validate::Checked,
    origin: Origin,
) -> (Text, EffectSource, &'a Text, &'a Text) {
    match origin {
        Origin::Triggered(i) => match input.triggered_effects.get(i) {
            Some(e) => (
                e.id.clone(),
                EffectSource::Triggered,
                &e.source_ship_id,
                &e.source_player_id,
            ),
            None => (Text::default(), EffectSource::Triggered, &EMPTY, &EMPTY),
        },
        Origin::Continuous { ship, power } => {
            let index = checked
                .ships
                .get(ship)
                .and_then(|s| s.powers.get(power))
                .map_or(0, |p| p.index);
            match input.ships.get(ship) {
                Some(s) => (
                    continuous_id(&s.id, index),
                    EffectSource::Continuous,
                    &s.id,
                    &s.owner_id,
                ),
                None => (Text::default(), EffectSource::Continuous, &EMPTY, &EMPTY),
            }
        }
    }
}

/// `"<shipId>#<powerIndex>"`. A ship has at most [`MAX_INPUT_POWERS`] powers: their indexes are
/// written without the formatting machinery (one id per continuous power resolved).
fn continuous_id(ship: &str, index: usize) -> Text {
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    match DIGITS.get(index) {
        Some(digit) => {
            // Made in place: inline (no allocation) when it fits.
            let mut id = Text::with_capacity(ship.len() + 2);
            id.push_str(ship);
            id.push('#');
            id.push_str(digit);
            id
        }
        None => compact_str::format_compact!("{ship}#{index}"),
    }
}

/// Players out before this check point fell at 0, those who fall now at 1: every player already
/// out shares the rank below them (the input does not say when each one fell).
pub(super) fn standing(player: &str, health: u32, out_before: bool, falls: bool) -> Standing {
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

/// The end check of the pure functions: over when at most one player is still in.
pub(super) fn end_check(standings: &[Standing]) -> Option<GameOutcome<ShipsEndReason>> {
    rank_by_elimination(
        standings,
        ShipsEndReason::HealthDepleted,
        ShipsEndReason::SimultaneousLoss,
    )
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
    let outcome = end_check(&standings);
    Ok(EndGameCheck {
        status: status_of(outcome.as_ref()),
        outcome,
    })
}
