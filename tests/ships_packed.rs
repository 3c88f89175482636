#![cfg(feature = "ships")]
#![cfg(not(target_arch = "wasm32"))]
//! The fast path of `resolveEndOfTurn` (`resolve_packed`) against the slow one
//! (`resolve_end_of_turn`): it accepts every valid input it is given (short ids), gives the same
//! result, never accepts what the slow path refuses, and never panics on any numbers.
//!
//! `pack` and `unpack` here do natively what `src/wasm/end_of_turn.js` does in the browser; the
//! JavaScript tests check that file against the slow path.

mod common;

use arbiter::ships::*;
use arbiter::{GameOutcome, GameStatus, OutcomeType};
use common::end_of_turn_input;
use proptest::prelude::*;
use proptest::strategy::Strategy; // not ships::Strategy
use std::collections::BTreeMap;

/// The input as numbers, and its strings (see `packed.rs` for the layout).
fn pack(input: &EndOfTurnInput) -> (Vec<f64>, Vec<String>) {
    let mut numbers = vec![PACKED_VERSION];
    let mut strings: Vec<String> = Vec::new();
    let mut symbols: BTreeMap<String, usize> = BTreeMap::new();
    let mut sym = |s: &str, numbers: &mut Vec<f64>| {
        let next = symbols.len();
        let id = *symbols.entry(s.to_string()).or_insert(next);
        if id == strings.len() {
            strings.push(s.to_string());
        }
        numbers.push(id as f64);
    };
    match input.max_health {
        None => numbers.push(0.0),
        Some(m) => numbers.extend([1.0, f64::from(m)]),
    }
    numbers.push(input.players.len() as f64);
    for p in &input.players {
        sym(&p.id, &mut numbers);
        numbers.push(p.health as f64);
        numbers.push(match p.is_active {
            Some(false) => 0.0,
            Some(true) => 1.0,
            None => 2.0,
        });
    }
    numbers.push(input.ships.len() as f64);
    for s in &input.ships {
        sym(&s.id, &mut numbers);
        sym(&s.owner_id, &mut numbers);
        numbers.push(f64::from(u8::from(s.is_destroyed)));
        numbers.push(f64::from(u8::from(s.is_consumed_in_upgrade)));
        numbers.push(s.automatic_powers.len() as f64);
        for p in &s.automatic_powers {
            numbers.push(p.timing as u8 as f64);
            numbers.push(p.effect_type as u8 as f64);
            numbers.push(f64::from(p.value));
            numbers.push(p.target as u8 as f64);
        }
    }
    numbers.push(input.triggered_effects.len() as f64);
    for e in &input.triggered_effects {
        for s in [
            &e.id,
            &e.source_ship_id,
            &e.source_player_id,
            &e.target_player_id,
        ] {
            sym(s, &mut numbers);
        }
        numbers.push(e.effect_type as u8 as f64);
        numbers.push(f64::from(e.value));
        numbers.push(f64::from(u8::from(e.persists_if_source_destroyed)));
        numbers.push(e.description.encode_utf16().count() as f64);
        numbers.push(e.triggered_at.encode_utf16().count() as f64);
    }
    numbers.push(strings.len() as f64);
    for s in &strings {
        numbers.push(s.encode_utf16().count() as f64);
    }
    (numbers, strings)
}

/// The result, from the output numbers and the strings.
fn unpack(out: &[f64], strings: &[String]) -> Option<EndOfTurnResult> {
    let mut at = 0;
    let mut next = || {
        at += 1;
        out.get(at - 1).copied()
    };
    let status = [GameStatus::Active, GameStatus::Finished][next()? as usize];
    let text = |n: f64| strings.get(n as usize).cloned();
    let id = |base: String, power: f64| {
        if power < 0.0 {
            base
        } else {
            format!("{base}#{power}")
        }
    };
    let (mut players, mut tally) = (Vec::new(), Vec::new());
    for _ in 0..next()? as usize {
        let player = text(next()?)?;
        players.push(PlayerState {
            id: player.clone(),
            health: next()? as u32,
            is_active: next()? == 1.0,
        });
        let (damage, healing, net) = (next()? as u64, next()? as u64, next()? as i64);
        tally.push(PlayerTally {
            player,
            damage,
            healing,
            net,
        });
    }
    let source = |n: f64| [EffectSource::Triggered, EffectSource::Continuous][n as usize];
    let mut applied = Vec::new();
    for _ in 0..next()? as usize {
        let source = source(next()?);
        let (base, power) = (text(next()?)?, next()?);
        applied.push(AppliedEffect {
            id: id(base, power),
            source,
            source_ship_id: text(next()?)?,
            source_player_id: text(next()?)?,
            target_player_id: text(next()?)?,
            effect_type: [EffectType::Damage, EffectType::Heal][next()? as usize],
            value: next()? as u32,
        });
    }
    let mut skipped = Vec::new();
    for _ in 0..next()? as usize {
        let source = source(next()?);
        let (base, power) = (text(next()?)?, next()?);
        skipped.push(SkippedEffect {
            id: id(base, power),
            source,
            source_ship_id: text(next()?)?,
            reason: [
                SkipReason::SourceDestroyed,
                SkipReason::SourceConsumed,
                SkipReason::UnknownSource,
                SkipReason::TargetDefeated,
                SkipReason::OwnerDefeated,
            ][next()? as usize],
        });
    }
    let outcome = if next()? == 1.0 {
        // Through JSON, as the JavaScript builder writes it.
        let kind = next()?;
        let winner = next()?;
        let reason = ["HEALTH_DEPLETED", "SIMULTANEOUS_LOSS"][next()? as usize];
        let mut results = Vec::new();
        for _ in 0..next()? as usize {
            let player = players.get(next()? as usize)?.id.clone();
            let outcome = [
                OutcomeType::Win,
                OutcomeType::Loss,
                OutcomeType::Draw,
                OutcomeType::Eliminated,
            ][next()? as usize];
            let rank = next()?;
            let health = next()?;
            results.push(serde_json::json!({
                "player": player, "outcome": outcome, "rank": rank as u32,
                "metrics": { "finalHealth": health as i64 }
            }));
        }
        let mut json = serde_json::json!({ "type": if kind == 0.0 { "WIN" } else { "DRAW" },
            "reason": reason, "results": results });
        if kind == 0.0 {
            json["winner"] = players.get(winner as usize)?.id.clone().into();
        }
        Some(serde_json::from_value::<GameOutcome<ShipsEndReason>>(json).ok()?)
    } else {
        None
    };
    Some(EndOfTurnResult {
        players,
        status,
        outcome,
        applied,
        skipped,
        tally,
    })
}

fn fast(input: &EndOfTurnInput) -> Option<EndOfTurnResult> {
    let (numbers, strings) = pack(input);
    resolve_packed(&numbers).and_then(|out| unpack(&out, &strings))
}

/// One change that may make valid input invalid (or leave it valid, or only look suspicious).
#[derive(Debug, Clone)]
enum Mutation {
    DuplicatePlayer,
    EmptyPlayerId,
    LongId(usize),
    UnknownOwner,
    UnknownTarget,
    DuplicateShip,
    DuplicateEffect,
    Health(i64),
    Value(u32),
    MaxHealth(u32),
    Opponent,
    TooFewPlayers,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        Just(Mutation::DuplicatePlayer),
        Just(Mutation::EmptyPlayerId),
        (15usize..80).prop_map(Mutation::LongId),
        Just(Mutation::UnknownOwner),
        Just(Mutation::UnknownTarget),
        Just(Mutation::DuplicateShip),
        Just(Mutation::DuplicateEffect),
        prop_oneof![
            Just(1_000_000i64),
            Just(1_000_001),
            Just(-1_000_001),
            Just(i64::MIN)
        ]
        .prop_map(Mutation::Health),
        prop_oneof![Just(1_000_000u32), Just(1_000_001), Just(u32::MAX)].prop_map(Mutation::Value),
        prop_oneof![Just(0u32), Just(1), Just(1_000_000), Just(1_000_001)]
            .prop_map(Mutation::MaxHealth),
        Just(Mutation::Opponent),
        Just(Mutation::TooFewPlayers),
    ]
}

fn mutate(mut input: EndOfTurnInput, m: &Mutation) -> EndOfTurnInput {
    let first = |v: &Vec<PlayerHealth>| v.first().map(|p| p.id.clone()).unwrap_or_default();
    match m {
        Mutation::DuplicatePlayer => {
            let id = first(&input.players);
            if let Some(p) = input.players.last_mut() {
                p.id = id;
            }
        }
        Mutation::EmptyPlayerId => {
            if let Some(p) = input.players.first_mut() {
                p.id.clear();
            }
        }
        Mutation::LongId(n) => {
            let long = "é".repeat(*n);
            match input.ships.first_mut() {
                Some(s) => s.id = long,
                None => {
                    if let Some(p) = input.players.first_mut() {
                        p.id = long;
                    }
                }
            }
        }
        Mutation::UnknownOwner => {
            if let Some(s) = input.ships.first_mut() {
                s.owner_id = "nobody".into();
            }
        }
        Mutation::UnknownTarget => {
            if let Some(e) = input.triggered_effects.first_mut() {
                e.target_player_id = "nobody".into();
            }
        }
        Mutation::DuplicateShip => {
            if let Some(s) = input.ships.first().cloned() {
                input.ships.push(s);
            }
        }
        Mutation::DuplicateEffect => {
            if let Some(e) = input.triggered_effects.first().cloned() {
                input.triggered_effects.push(e);
            }
        }
        Mutation::Health(h) => {
            if let Some(p) = input.players.first_mut() {
                p.health = *h;
            }
        }
        Mutation::Value(v) => {
            if let Some(e) = input.triggered_effects.first_mut() {
                e.value = *v;
            }
        }
        Mutation::MaxHealth(m) => input.max_health = Some(*m),
        Mutation::Opponent => {
            input.players.push(PlayerHealth::new("extra", 10));
            if let Some(s) = input.ships.first_mut() {
                s.automatic_powers.push(AutomaticPower {
                    timing: PowerTiming::Continuous,
                    effect_type: EffectType::Damage,
                    value: 1,
                    target: PowerTarget::Opponent,
                });
            }
        }
        Mutation::TooFewPlayers => input.players.truncate(1),
    }
    input
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn the_fast_path_takes_valid_input_and_agrees(input in end_of_turn_input()) {
        let slow = resolve_end_of_turn(&input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let fast = fast(&input);
        prop_assert_eq!(fast.as_ref(), Some(&slow));
    }

    #[test]
    fn the_fast_path_never_accepts_what_the_slow_path_refuses(
        input in end_of_turn_input(),
        m in mutation(),
    ) {
        let input = mutate(input, &m);
        match (resolve_end_of_turn(&input), fast(&input)) {
            (Ok(slow), Some(fast)) => prop_assert_eq!(fast, slow),
            (Err(e), Some(_)) => prop_assert!(false, "fast accepted what slow refused: {}", e),
            (_, None) => {} // the slow path decides
        }
    }

    #[test]
    fn any_numbers_are_read_without_panic(
        input in end_of_turn_input(),
        changes in proptest::collection::vec((any::<usize>(), any::<f64>()), 0..4),
        garbage in proptest::collection::vec(any::<f64>(), 0..64),
    ) {
        let (mut numbers, _) = pack(&input);
        for (at, value) in changes {
            let len = numbers.len();
            if let Some(n) = numbers.get_mut(at % len) {
                *n = value;
            }
        }
        let _ = resolve_packed(&numbers);
        let _ = resolve_packed(&garbage);
        numbers.truncate(numbers.len() / 2);
        let _ = resolve_packed(&numbers);
    }
}

#[test]
fn the_most_effects_with_distinct_strings_pack_within_the_bound_and_resolve() {
    let players = vec![PlayerHealth::new("a", 30), PlayerHealth::new("b", 30)];
    let triggered_effects = (0..MAX_INPUT_EFFECTS)
        .map(|i| TriggeredEffect {
            id: format!("e{i}"),
            source_ship_id: format!("s{i}"),
            source_player_id: "a".into(),
            target_player_id: "b".into(),
            effect_type: EffectType::Damage,
            value: 0,
            persists_if_source_destroyed: true,
            description: format!("d{i}"),
            triggered_at: format!("t{i}"),
        })
        .collect();
    let input = EndOfTurnInput {
        players,
        ships: vec![],
        triggered_effects,
        max_health: None,
    };
    let (numbers, _) = pack(&input);
    assert!(
        numbers.len() <= MAX_PACKED_NUMBERS,
        "{} numbers",
        numbers.len()
    );
    let result = fast(&input).expect("the fast path takes it");
    assert_eq!(result.applied.len(), MAX_INPUT_EFFECTS);
}
