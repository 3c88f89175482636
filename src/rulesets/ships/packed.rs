//! End-of-turn resolution on numbers: the fast path behind the JavaScript `resolveEndOfTurn`.
//!
//! The caller packs the input into numbers, every string replaced by a symbol (its index in a
//! list of distinct strings the caller keeps, with only its length sent here), so no text crosses
//! into wasm and ids compare as integers. [`resolve_packed`] accepts only input it is sure
//! [`resolve_end_of_turn`](super::resolve_end_of_turn) would accept, and answers `None` for
//! anything else (any doubt, any error): the caller then takes the slow path, whose validation is
//! the one that words errors. Accepted input goes through the same core and the same end check,
//! and the result comes back as numbers for the caller to build objects from its own strings.
//!
//! Input, in order (`sym`: a symbol; booleans 0 or 1; enums as the index of their variant in the
//! order the types declare them):
//!
//! ```text
//! VERSION, maxHealth: 0 (absent) or [1, maxHealth],
//! players:  n, n × [idSym, health, isActive (0, 1, or 2: absent)],
//! ships:    n, n × [idSym, ownerSym, isDestroyed, isConsumedInUpgrade,
//!                   powers: k, k × [timing, effectType, value, target]],
//! effects:  n, n × [idSym, sourceShipSym, sourcePlayerSym, targetPlayerSym, effectType, value,
//!                   persistsIfSourceDestroyed, description length, triggeredAt length],
//! symbols:  n, n × [length]
//! ```
//!
//! Lengths are in UTF-16 code units, as JavaScript counts them.
//!
//! Output: `status`, then `players: n, n × [idSym, health, isActive, damage, healing, net]`, `applied:
//! n, n × [source, idSym, power, sourceShipSym, sourcePlayerSym, targetPlayerSym, effectType,
//! value]`, `skipped: n, n × [source, idSym, power, sourceShipSym, reason]` (`power` is the
//! continuous power's index in the ship's list, whose id is `"<shipId>#<power>"`, or −1 for a
//! triggered effect), then the outcome: `0`, or `1, type, winner (a player index, −1 for a draw),
//! reason, n, n × [player index, outcome, rank, finalHealth]`.

use super::ShipsEndReason;
use super::end_of_turn::*;
use super::resolution::{resolve, step_count, Contender, Continuous, Origin, Queued, Source, Step};
use crate::engine::outcome::{GameOutcome, OutcomeType, Standing};
use crate::engine::player::MAX_PLAYER_ID_LEN;

/// The layout's version, the first number of the input.
pub const PACKED_VERSION: f64 = 2.0;

/// The most numbers input within the limits can pack into (each string at most one symbol);
/// callers check it before copying the numbers anywhere.
pub const MAX_PACKED_NUMBERS: usize = {
    let players = 3 * MAX_INPUT_PLAYERS;
    let ships = MAX_INPUT_SHIPS * (5 + 4 * MAX_INPUT_POWERS);
    let effects = 9 * MAX_INPUT_EFFECTS;
    let symbols = MAX_INPUT_PLAYERS + 2 * MAX_INPUT_SHIPS + 4 * MAX_INPUT_EFFECTS;
    7 + players + ships + effects + symbols
};

/// Reads the input's numbers in order; every read checks what it reads.
struct Reader<'a> {
    numbers: &'a [f64],
    at: usize,
}

impl Reader<'_> {
    fn number(&mut self) -> Option<f64> {
        let n = *self.numbers.get(self.at)?;
        self.at += 1;
        Some(n)
    }
    /// An integer from 0 to `max`.
    fn index(&mut self, max: usize) -> Option<usize> {
        let n = self.number()?;
        (n.fract() == 0.0 && (0.0..=max as f64).contains(&n)).then_some(n as usize)
    }
    /// An integer within ±`limit`.
    fn integer(&mut self, limit: u32) -> Option<i64> {
        let n = self.number()?;
        let limit = f64::from(limit);
        (n.fract() == 0.0 && (-limit..=limit).contains(&n)).then_some(n as i64)
    }
    fn flag(&mut self) -> Option<bool> {
        match self.index(1)? {
            0 => Some(false),
            _ => Some(true),
        }
    }
}

struct Player {
    sym: usize,
    health: i64,
    is_active: Option<bool>,
}

struct Ship {
    sym: usize,
    owner: usize,
    source: Source,
}

struct Effect {
    sym: usize,
    ship_sym: usize,
    source_player: usize,
    queued: Queued,
}

/// A symbol's player, ship or effect, by symbol (`usize::MAX`: none).
fn table(syms: usize) -> Vec<usize> {
    vec![usize::MAX; syms]
}

fn effect_type(code: usize) -> Option<EffectType> {
    [EffectType::Damage, EffectType::Heal].get(code).copied()
}

/// Reads, checks and resolves packed input; `None` when the slow path must decide.
pub fn resolve_packed(numbers: &[f64]) -> Option<Vec<f64>> {
    let mut r = Reader { numbers, at: 0 };
    if r.number()? != PACKED_VERSION {
        return None;
    }
    let max_health = match r.flag()? {
        false => DEFAULT_MAX_HEALTH,
        true => match r.index(MAX_VALUE as usize)? {
            0 => return None,
            n => n as u32,
        },
    };
    // Counts are read before anything is allocated for them.
    let n = r.index(MAX_INPUT_PLAYERS)?;
    if n < 2 {
        return None;
    }
    let mut players = Vec::with_capacity(n);
    for _ in 0..n {
        players.push(Player {
            sym: r.index(u32::MAX as usize)?,
            health: r.integer(MAX_VALUE)?,
            is_active: match r.index(2)? {
                0 => Some(false),
                1 => Some(true),
                _ => None,
            },
        });
    }
    let in_game = players
        .iter()
        .filter(|p| p.is_active != Some(false))
        .count();
    let n = r.index(MAX_INPUT_SHIPS)?;
    let mut ships = Vec::with_capacity(n);
    for _ in 0..n {
        let sym = r.index(u32::MAX as usize)?;
        let owner = r.index(u32::MAX as usize)?;
        let destroyed = r.flag()?;
        let consumed = r.flag()?;
        let k = r.index(MAX_INPUT_POWERS)?;
        let mut powers = Vec::new();
        for index in 0..k {
            let continuous = r.index(1)? == 0;
            let effect_type = effect_type(r.index(1)?)?;
            let value = r.index(MAX_VALUE as usize)? as u32;
            let target = [
                PowerTarget::Opponent,
                PowerTarget::EachOpponent,
                PowerTarget::Owner,
            ][r.index(2)?];
            if target == PowerTarget::Opponent && in_game != 2 {
                return None;
            }
            if continuous {
                powers.push(Continuous {
                    index,
                    effect_type,
                    value,
                    target,
                });
            }
        }
        ships.push(Ship {
            sym,
            owner,
            source: Source {
                owner: usize::MAX,
                destroyed,
                consumed,
                powers,
            },
        });
    }
    let n = r.index(MAX_INPUT_EFFECTS)?;
    let mut effects = Vec::with_capacity(n);
    let mut texts = Vec::with_capacity(n * 2);
    for _ in 0..n {
        let sym = r.index(u32::MAX as usize)?;
        let ship_sym = r.index(u32::MAX as usize)?;
        let source_player = r.index(u32::MAX as usize)?;
        let target = r.index(u32::MAX as usize)?;
        let effect_type = effect_type(r.index(1)?)?;
        let value = r.index(MAX_VALUE as usize)? as u32;
        let persists = r.flag()?;
        // description and triggeredAt: only their lengths.
        texts.push(r.index(u32::MAX as usize)?);
        texts.push(r.index(u32::MAX as usize)?);
        effects.push(Effect {
            sym,
            ship_sym,
            source_player,
            queued: Queued {
                source: None,
                persists,
                target,
                effect_type,
                value,
            },
        });
    }
    // Symbols: at most one per string read, each with its length.
    let n = r.index(r.numbers.len())?;
    let mut lengths = Vec::with_capacity(n);
    for _ in 0..n {
        lengths.push(r.index(u32::MAX as usize)?);
    }
    if r.at != numbers.len() {
        return None;
    }
    // A string of `len` UTF-16 code units takes at most 3 × `len` bytes of UTF-8: within `max`
    // for sure, or let the slow path measure it.
    let short = |sym: usize, max: usize| lengths.get(sym).is_some_and(|&len| len * 3 <= max);

    // Player ids: non-empty, short, distinct; every symbol to its player.
    let mut player_of = table(lengths.len());
    for (i, p) in players.iter().enumerate() {
        let slot = player_of.get_mut(p.sym)?;
        if *slot != usize::MAX || lengths.get(p.sym) == Some(&0) || !short(p.sym, MAX_PLAYER_ID_LEN)
        {
            return None;
        }
        *slot = i;
    }
    let player = |sym: usize| player_of.get(sym).copied().filter(|&i| i != usize::MAX);
    let mut ship_of = table(lengths.len());
    for (i, ship) in ships.iter_mut().enumerate() {
        let slot = ship_of.get_mut(ship.sym)?;
        if *slot != usize::MAX || !short(ship.sym, MAX_ID_LEN) {
            return None;
        }
        *slot = i;
        ship.source.owner = player(ship.owner)?;
    }
    let mut effect_seen = table(lengths.len());
    for (i, effect) in effects.iter_mut().enumerate() {
        let slot = effect_seen.get_mut(effect.sym)?;
        if *slot != usize::MAX
            || !short(effect.sym, MAX_ID_LEN)
            || !short(effect.ship_sym, MAX_ID_LEN)
        {
            return None;
        }
        *slot = i;
        player(effect.source_player)?;
        effect.queued.target = player(effect.queued.target)?;
        effect.queued.source = ship_of
            .get(effect.ship_sym)
            .copied()
            .filter(|&s| s != usize::MAX);
    }
    if !texts.iter().all(|&len| len * 3 <= MAX_TEXT_LEN) {
        return None;
    }

    let contenders: Vec<Contender> = players
        .iter()
        .map(|p| Contender {
            health: p.health,
            out: p.is_active == Some(false),
        })
        .collect();
    let sources: Vec<Source> = ships.iter().map(|s| s.source.clone()).collect();
    let queued: Vec<Queued> = effects.iter().map(|e| e.queued).collect();
    let steps = step_count(&contenders, &sources, &queued);
    if steps > MAX_STEPS {
        return None;
    }
    Some(encode(
        &players,
        &ships,
        &effects,
        &contenders,
        &sources,
        &queued,
        max_health,
    ))
}

/// Resolves accepted input and writes the output numbers.
fn encode(
    players: &[Player],
    ships: &[Ship],
    effects: &[Effect],
    contenders: &[Contender],
    sources: &[Source],
    queued: &[Queued],
    max_health: u32,
) -> Vec<f64> {
    let mut applied = Vec::new();
    let mut skipped = Vec::new();
    // The id symbol, power index, source ship symbol and source player symbol of an effect.
    let describe = |origin: Origin| -> [f64; 4] {
        match origin {
            Origin::Triggered(i) => effects.get(i).map_or([0.0; 4], |e| {
                [
                    e.sym as f64,
                    -1.0,
                    e.ship_sym as f64,
                    e.source_player as f64,
                ]
            }),
            Origin::Continuous { ship, power } => ships.get(ship).map_or([0.0; 4], |s| {
                let k = s.source.powers.get(power).map_or(0, |p| p.index);
                [s.sym as f64, k as f64, s.sym as f64, s.owner as f64]
            }),
        }
    };
    let source = |origin: Origin| match origin {
        Origin::Triggered(_) => 0.0,
        Origin::Continuous { .. } => 1.0,
    };
    let totals = resolve(contenders, sources, queued, max_health, |step| match step {
        Step::Applied {
            origin,
            target,
            effect_type,
            value,
        } => {
            let [id, k, ship, by] = describe(origin);
            let target = players.get(target).map_or(0, |p| p.sym);
            applied.extend([
                source(origin),
                id,
                k,
                ship,
                by,
                target as f64,
                effect_type as u8 as f64,
                f64::from(value),
            ]);
        }
        Step::Skipped { origin, reason } => {
            let [id, k, ship, _] = describe(origin);
            skipped.extend([source(origin), id, k, ship, reason as u8 as f64]);
        }
    });
    let standings: Vec<Standing> = totals
        .iter()
        .enumerate()
        .map(|(i, t)| super::api::standing(&i.to_string(), t.health, t.out_before, t.falls))
        .collect();
    let outcome = super::api::end_check(&standings);

    let mut out = Vec::with_capacity(8 + totals.len() * 6 + applied.len() + skipped.len());
    out.push(if outcome.is_some() { 1.0 } else { 0.0 });
    out.push(totals.len() as f64);
    for (p, t) in players.iter().zip(&totals) {
        out.extend([
            p.sym as f64,
            f64::from(t.health),
            if !t.out_before && !t.falls { 1.0 } else { 0.0 },
            t.damage as f64,
            t.healing as f64,
            t.net as f64,
        ]);
    }
    out.push((applied.len() / 8) as f64);
    out.extend(applied);
    out.push((skipped.len() / 5) as f64);
    out.extend(skipped);
    match &outcome {
        None => out.push(0.0),
        Some(outcome) => {
            out.push(1.0);
            encode_outcome(outcome, &mut out);
        }
    }
    out
}

/// Player ids in the standings are player indices, so they encode as numbers.
fn encode_outcome(outcome: &GameOutcome<ShipsEndReason>, out: &mut Vec<f64>) {
    let index = |id: &str| id.parse::<f64>().unwrap_or(-1.0);
    let (kind, winner) = match outcome {
        GameOutcome::Win { winner, .. } => (0.0, index(winner)),
        GameOutcome::Draw { .. } => (1.0, -1.0),
    };
    out.extend([kind, winner, outcome.reason() as u8 as f64]);
    out.push(outcome.results().len() as f64);
    for r in outcome.results() {
        let health = r
            .metrics
            .as_ref()
            .and_then(|m| m.get("finalHealth"))
            .copied()
            .unwrap_or(0);
        let kind = match r.outcome {
            OutcomeType::Win => 0.0,
            OutcomeType::Loss => 1.0,
            OutcomeType::Draw => 2.0,
            OutcomeType::Eliminated => 3.0,
        };
        out.extend([index(&r.player), kind, f64::from(r.rank), health as f64]);
    }
}
