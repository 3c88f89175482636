//! Validation of end-of-turn input: once, up front, so resolution can trust it. It refuses only
//! what the specification's data cannot mean (wrong types, unknown player ids, duplicate ids,
//! negative values) and numbers past the documented limits; every message names the field (with
//! its index) and the offending value.

use super::end_of_turn::*;
use super::resolution::{step_count, Contender, Continuous, Queued, Source};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::validate_player_ids;
use rustc_hash::FxHashMap;

/// Input that passed validation, as the resolution core takes it (by index).
pub(super) struct Checked {
    pub max_health: u32,
    pub players: Vec<Contender>,
    pub ships: Vec<Source>,
    pub effects: Vec<Queued>,
    /// How many effects resolution will apply or skip, together (at most [`MAX_STEPS`]).
    pub steps: usize,
}

fn bad(message: String) -> EngineError {
    EngineError::invalid_input(message)
}

/// A list of at most `max` items.
fn at_most(len: usize, max: usize, field: &str) -> Result<()> {
    if len > max {
        return Err(bad(format!(
            "{field} has {len} items, above the limit of {max}"
        )));
    }
    Ok(())
}

/// A string of at most `max` bytes.
fn text(value: &str, max: usize, field: impl FnOnce() -> String) -> Result<()> {
    if value.len() > max {
        return Err(bad(format!(
            "{} is {} bytes long, above the limit of {max}",
            field(),
            value.len()
        )));
    }
    Ok(())
}

fn check_value(value: u32, field: impl FnOnce() -> String) -> Result<()> {
    if value > MAX_VALUE {
        return Err(bad(format!(
            "{} is {value}, above the maximum {MAX_VALUE}",
            field()
        )));
    }
    Ok(())
}

/// Ids to positions. A few (most games: 2 to 4 players, a handful of ships; the count is known
/// when the index is made) are compared in a list, which beats hashing them; more are hashed
/// rather than kept in a tree (a few times quicker for thousands of ids). Deterministic all the
/// same: only looked up, never iterated.
pub(super) enum Index<'a> {
    /// Each id with its [`head`], compared first.
    Few(Vec<(u64, &'a str, usize)>),
    Many(FxHashMap<&'a str, usize>),
}

/// An id's first 8 bytes as a number: two ids are equal only if these and their lengths are,
/// and ids of at most 8 bytes (most) are equal if they are. Shifted in byte by byte, which costs
/// less than comparing texts through a call.
fn head(id: &str) -> u64 {
    let bytes = id.as_bytes();
    let first = bytes.get(..8).unwrap_or(bytes);
    first
        .iter()
        .rev()
        .fold(0, |key, &b| key << 8 | u64::from(b))
}

/// `id` (whose [`head`] is `key`) is `known` (whose head is `known_key`).
fn same(key: u64, id: &str, known_key: u64, known: &str) -> bool {
    key == known_key && id.len() == known.len() && (id.len() <= 8 || id == known)
}

/// The most ids an [`Index`] compares in a list.
const FEW: usize = 8;

impl<'a> Index<'a> {
    fn with_capacity(n: usize) -> Self {
        if n <= FEW {
            Index::Few(Vec::with_capacity(n))
        } else {
            let mut map = FxHashMap::default();
            map.reserve(n);
            Index::Many(map)
        }
    }
    /// Adds `id` at `position`; false when it is there already (the caller then refuses the input).
    fn insert(&mut self, id: &'a str, position: usize) -> bool {
        match self {
            Index::Few(list) => {
                let key = head(id);
                let new = list.iter().all(|&(k, known, _)| !same(key, id, k, known));
                list.push((key, id, position));
                new
            }
            Index::Many(map) => map.insert(id, position).is_none(),
        }
    }
    pub(super) fn get(&self, id: &str) -> Option<usize> {
        match self {
            Index::Few(list) => {
                let key = head(id);
                list.iter()
                    .find(|&&(k, known, _)| same(key, id, k, known))
                    .map(|&(_, _, i)| i)
            }
            Index::Many(map) => map.get(id).copied(),
        }
    }
}

/// Checks a player list (at least two, distinct ids, health within ±1,000,000) and indexes it.
/// Health outside `[0, maxHealth]` is valid: resolution caps it after the tally.
pub(super) fn check_players(players: &[PlayerHealth]) -> Result<Index<'_>> {
    if players.len() < 2 {
        return Err(bad(format!(
            "players must list at least 2 players, got {}",
            players.len()
        )));
    }
    at_most(players.len(), MAX_INPUT_PLAYERS, "players")?;
    validate_player_ids(players.iter().map(|p| &p.id), "players")?;
    let limit = i64::from(MAX_VALUE);
    for (i, p) in players.iter().enumerate() {
        if !(-limit..=limit).contains(&p.health) {
            return Err(bad(format!(
                "players[{i}].health is {}, expected -{limit} to {limit}",
                p.health
            )));
        }
    }
    let mut index = Index::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        // The ids were found distinct above.
        index.insert(p.id.as_str(), i);
    }
    Ok(index)
}

pub(super) fn check(input: &EndOfTurnInput) -> Result<Checked> {
    let max_health = input.max_health.unwrap_or(DEFAULT_MAX_HEALTH);
    if max_health == 0 || max_health > MAX_VALUE {
        return Err(bad(format!(
            "maxHealth is {max_health}, expected 1 to {MAX_VALUE}"
        )));
    }
    let player_index = check_players(&input.players)?;
    at_most(input.ships.len(), MAX_INPUT_SHIPS, "ships")?;
    at_most(
        input.triggered_effects.len(),
        MAX_INPUT_EFFECTS,
        "triggeredEffects",
    )?;
    let in_game = input.players.iter().filter(|p| p.is_in()).count();
    let player = |id: &str, field: &dyn Fn() -> String| {
        player_index
            .get(id)
            .ok_or_else(|| bad(format!("unknown player id {id:?} in {}", field())))
    };

    let mut ship_index = Index::with_capacity(input.ships.len());
    let mut ships = Vec::with_capacity(input.ships.len());
    for (i, ship) in input.ships.iter().enumerate() {
        if !ship_index.insert(ship.id.as_str(), i) {
            return Err(bad(format!(
                "duplicate ship id {:?} in ships[{i}].id",
                ship.id
            )));
        }
        text(&ship.id, MAX_ID_LEN, || format!("ships[{i}].id"))?;
        if ship.automatic_powers.len() > MAX_INPUT_POWERS {
            at_most(
                ship.automatic_powers.len(),
                MAX_INPUT_POWERS,
                &format!("ships[{i}].automaticPowers"),
            )?;
        }
        let owner = player(&ship.owner_id, &|| format!("ships[{i}].ownerId"))?;
        let mut powers = Vec::with_capacity(ship.automatic_powers.len());
        for (j, power) in ship.automatic_powers.iter().enumerate() {
            check_value(power.value, || {
                format!("ships[{i}].automaticPowers[{j}].value")
            })?;
            if power.target == PowerTarget::Opponent && in_game != 2 {
                return Err(bad(format!(
                    "ships[{i}].automaticPowers[{j}].target \"OPPONENT\" needs exactly 2 players \
                     in the game, got {in_game} (use \"EACH_OPPONENT\")"
                )));
            }
            // ONCE powers reach resolution as triggered effects.
            if power.timing == PowerTiming::Continuous {
                powers.push(Continuous {
                    index: j,
                    effect_type: power.effect_type,
                    value: power.value,
                    target: power.target,
                });
            }
        }
        ships.push(Source {
            owner,
            destroyed: ship.is_destroyed,
            consumed: ship.is_consumed_in_upgrade,
            powers,
        });
    }

    let mut effect_ids = Index::with_capacity(input.triggered_effects.len());
    let mut effects = Vec::with_capacity(input.triggered_effects.len());
    for (i, effect) in input.triggered_effects.iter().enumerate() {
        if !effect_ids.insert(effect.id.as_str(), i) {
            return Err(bad(format!(
                "duplicate effect id {:?} in triggeredEffects[{i}].id",
                effect.id
            )));
        }
        text(&effect.id, MAX_ID_LEN, || {
            format!("triggeredEffects[{i}].id")
        })?;
        text(&effect.source_ship_id, MAX_ID_LEN, || {
            format!("triggeredEffects[{i}].sourceShipId")
        })?;
        text(&effect.description, MAX_TEXT_LEN, || {
            format!("triggeredEffects[{i}].description")
        })?;
        text(&effect.triggered_at, MAX_TEXT_LEN, || {
            format!("triggeredEffects[{i}].triggeredAt")
        })?;
        // A sourcePlayerId other than the ship's owner is valid: ships can change hands.
        player(&effect.source_player_id, &|| {
            format!("triggeredEffects[{i}].sourcePlayerId")
        })?;
        let target = player(&effect.target_player_id, &|| {
            format!("triggeredEffects[{i}].targetPlayerId")
        })?;
        check_value(effect.value, || format!("triggeredEffects[{i}].value"))?;
        effects.push(Queued {
            source: ship_index.get(effect.source_ship_id.as_str()),
            persists: effect.persists_if_source_destroyed,
            target,
            effect_type: effect.effect_type,
            value: effect.value,
        });
    }
    let players: Vec<Contender> = input
        .players
        .iter()
        .map(|p| Contender {
            health: p.health,
            out: !p.is_in(),
        })
        .collect();
    let steps = step_count(&players, &ships, &effects);
    if steps > MAX_STEPS {
        return Err(bad(format!(
            "the input would resolve into {steps} applied and skipped effects (each continuous \
             power counts once per target), above the limit of {MAX_STEPS}"
        )));
    }
    Ok(Checked {
        max_health,
        players,
        ships,
        effects,
        // At most MAX_STEPS, checked above.
        steps: usize::try_from(steps).unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::Index;

    /// Ids that share their first bytes, or differ only in length or in a zero byte, are told
    /// apart by a few ids' list as by the map.
    #[test]
    fn an_index_tells_apart_ids_that_share_their_head() {
        let ids = [
            "a", "a\0", "", "abcdefgh", "abcdefghi", "abcdefghj", "\u{7}bcdefg", "ab", "é",
        ];
        // Made for one id (a list, which grows) and for a hundred (a map).
        for n in [1, 100] {
            let mut index = Index::with_capacity(n);
            for (i, id) in ids.iter().enumerate() {
                assert!(index.insert(id, i), "{id:?} is new");
            }
            for (i, id) in ids.iter().enumerate() {
                assert_eq!(index.get(id), Some(i), "{id:?}");
                assert!(!index.insert(id, 99), "{id:?} is there already");
            }
            for absent in ["b", "abcdefg", "abcdefghk", "abcdefgh\0", "\0"] {
                assert_eq!(index.get(absent), None, "{absent:?}");
            }
        }
    }
}
