//! The supply-depletion end trigger (`../shared/specs/deck-building-end-trigger.md`): its
//! configuration, its validation, and the end evaluation that runs after the scores are computed
//! in every cleanup. The evaluation is a pure function of the supply counts and the options, in
//! the specification's order: already ended, scores not computed, depletion, turn threshold.
//! `checkEndTrigger` exposes it to front ends that keep their own state.

use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The threshold of the default trigger, whose key pile is `province`.
pub const DEFAULT_EMPTY_PILES: u32 = 3;
/// The most piles `checkEndTrigger` takes in its `supply`.
pub const MAX_SUPPLY_PILES: usize = 256;

/// When supply depletion ends the game: `emptyPileThreshold` piles empty, or any of `keyPiles`
/// empty. At least one of them must be given and able to fire.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndTrigger {
    /// 1 to the number of supply piles.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub empty_pile_threshold: Option<u32>,
    /// Distinct names of supply piles.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub key_piles: Option<Vec<String>>,
}

/// A checked trigger over piles named by `K` (a [`Card`](super::card::Card) in a game, the
/// caller's strings in `checkEndTrigger`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Trigger<K> {
    /// How many empty piles end the game; `null`: no threshold.
    pub empty_pile_threshold: Option<u32>,
    /// The piles any one of which, empty, ends the game.
    pub key_piles: Vec<K>,
}

/// Checks `trigger` against the supply's piles (`INVALID_CONFIG` naming `field` and the value):
/// `find` gives the pile a name stands for, `None` when the supply has no such pile.
pub fn validate<K: PartialEq + Clone>(
    trigger: &EndTrigger,
    pile_count: usize,
    find: impl Fn(&str) -> Option<K>,
    field: &str,
) -> Result<Trigger<K>> {
    if let Some(t) = trigger.empty_pile_threshold {
        if t == 0 || t as usize > pile_count {
            return Err(EngineError::invalid_config(format!(
                "{field}.emptyPileThreshold is {t}, expected 1 to {pile_count} (the number of \
                 supply piles)"
            )));
        }
    }
    let names = trigger.key_piles.as_deref().unwrap_or(&[]);
    let mut key_piles = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        if name.is_empty() {
            return Err(EngineError::invalid_config(format!(
                "{field}.keyPiles[{i}] is an empty name"
            )));
        }
        if names.iter().take(i).any(|n| n == name) {
            return Err(EngineError::invalid_config(format!(
                "{field}.keyPiles[{i}] {name:?} is listed twice"
            )));
        }
        let pile = find(name).ok_or_else(|| {
            EngineError::invalid_config(format!(
                "{field}.keyPiles[{i}] {name:?} is not a pile of the supply"
            ))
        })?;
        key_piles.push(pile);
    }
    if trigger.empty_pile_threshold.is_none() && key_piles.is_empty() {
        return Err(EngineError::invalid_config(format!(
            "{field} can never fire: give emptyPileThreshold or a non-empty keyPiles (or null to \
             turn depletion off)"
        )));
    }
    Ok(Trigger {
        empty_pile_threshold: trigger.empty_pile_threshold,
        key_piles,
    })
}

/// Why the end evaluation let the game end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EndTriggerReason {
    /// The supply is depleted: enough piles, or a key pile, are empty.
    SupplyDepleted,
    /// The last round was played.
    TurnLimit,
}

/// Why the end evaluation ignored the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum EndTriggerIgnored {
    /// `"already ended"`: the game is over already.
    #[serde(rename = "already ended")]
    AlreadyEnded,
    /// `"scores not computed"`: the end is evaluated only right after the scores.
    #[serde(rename = "scores not computed")]
    ScoresNotComputed,
    /// `"threshold not met"`: neither depletion nor the turn limit.
    #[serde(rename = "threshold not met")]
    ThresholdNotMet,
}

/// The end evaluation's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "result", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EndTriggerResult {
    /// `"VALID"`: the game ends.
    Valid {
        /// Why it ends.
        reason: EndTriggerReason,
    },
    /// `"IGNORE"`: the game goes on.
    Ignore {
        /// Why it goes on.
        reason: EndTriggerIgnored,
    },
}

/// Where the game stands when the end is evaluated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moment {
    /// Completed rounds; the turn threshold is reached when `completed_rounds >= max_turns`.
    pub completed_rounds: u32,
    pub max_turns: u32,
    pub scores_computed: bool,
    pub ended: bool,
}

/// The end evaluation, in the specification's order: ignore once ended; ignore until scores are
/// computed; end on depletion (`threshold` piles at 0, or any key pile at 0); else end at the
/// turn threshold; else ignore. O(piles x key piles), no allocation; `trigger` `None` is off.
pub fn evaluate<'a, K: PartialEq + 'a, I>(
    supply: I,
    trigger: Option<&Trigger<K>>,
    at: Moment,
) -> EndTriggerResult
where
    I: Iterator<Item = (&'a K, u32)> + Clone,
{
    if at.ended {
        return EndTriggerResult::Ignore {
            reason: EndTriggerIgnored::AlreadyEnded,
        };
    }
    if !at.scores_computed {
        return EndTriggerResult::Ignore {
            reason: EndTriggerIgnored::ScoresNotComputed,
        };
    }
    if let Some(trigger) = trigger {
        if depleted(supply, trigger) {
            return EndTriggerResult::Valid {
                reason: EndTriggerReason::SupplyDepleted,
            };
        }
    }
    if at.completed_rounds >= at.max_turns {
        return EndTriggerResult::Valid {
            reason: EndTriggerReason::TurnLimit,
        };
    }
    EndTriggerResult::Ignore {
        reason: EndTriggerIgnored::ThresholdNotMet,
    }
}

/// Whether the supply satisfies the depletion condition (a key pile missing from the supply
/// counts as empty, as in the specification).
fn depleted<'a, K: PartialEq + 'a, I>(supply: I, trigger: &Trigger<K>) -> bool
where
    I: Iterator<Item = (&'a K, u32)> + Clone,
{
    if let Some(threshold) = trigger.empty_pile_threshold {
        let empty = supply.clone().filter(|(_, n)| *n == 0).count();
        if empty >= threshold as usize {
            return true;
        }
    }
    trigger.key_piles.iter().any(|key| {
        supply
            .clone()
            .find(|(k, _)| *k == key)
            .map_or(true, |(_, n)| n == 0)
    })
}

/// `checkEndTrigger`'s argument: a front end's own supply counts and standing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndTriggerInput {
    /// Cards left in each supply pile, by pile name (at most 256 piles).
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, number>"))]
    pub supply: BTreeMap<String, u32>,
    /// Absent: `{ emptyPileThreshold: 3, keyPiles: ["province"] }` (a supply without a
    /// `province` pile then refuses it); `null`: depletion off.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::nullable"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "EndTrigger | null"))]
    pub end_trigger: Option<Option<EndTrigger>>,
    /// Completed rounds.
    pub turn: u32,
    /// The game's turn limit: 1 to 200, as the game's config takes it (else `INVALID_CONFIG`).
    pub max_turns: u32,
    /// Whether this turn's scores were computed (the end is evaluated only after them).
    pub scores_computed: bool,
    /// Whether the game is over already.
    pub ended: bool,
}

/// The default trigger: 3 empty piles, or the province pile empty.
pub fn default_trigger() -> EndTrigger {
    EndTrigger {
        empty_pile_threshold: Some(DEFAULT_EMPTY_PILES),
        key_piles: Some(vec!["province".to_string()]),
    }
}

/// `checkEndTrigger`: validates the trigger against the given supply and `maxTurns` as the
/// game's config does (`INVALID_CONFIG`), then evaluates.
pub fn check_end_trigger(input: &EndTriggerInput) -> Result<EndTriggerResult> {
    if input.supply.len() > MAX_SUPPLY_PILES {
        return Err(EngineError::invalid_input(format!(
            "input.supply has {} piles, at most {MAX_SUPPLY_PILES}",
            input.supply.len()
        )));
    }
    super::config::check_max_turns(input.max_turns)?;
    let given = match &input.end_trigger {
        None => Some(default_trigger()),
        Some(t) => t.clone(),
    };
    let trigger = match &given {
        Some(t) => Some(validate(
            t,
            input.supply.len(),
            |name| input.supply.contains_key(name).then(|| name.to_string()),
            "endTrigger",
        )?),
        None => None,
    };
    Ok(evaluate(
        input.supply.iter().map(|(k, n)| (k, *n)),
        trigger.as_ref(),
        Moment {
            completed_rounds: input.turn,
            max_turns: input.max_turns,
            scores_computed: input.scores_computed,
            ended: input.ended,
        },
    ))
}
