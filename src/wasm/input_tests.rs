//! The written-value decoder against serde_json: every value `writeInput` would take decodes
//! exactly as its JSON text does, for every input type of the package; values it would not take
//! are left to the JSON path.

use super::{from_tape, MAX_DEPTH, MAX_SLOTS, MAX_TEXT};
use crate::ai::BotOptions;
use crate::engine::event::ActionRecord;
use crate::engine::save::GameSave;
use crate::rulesets::ships::{EndOfTurnInput, ShipsAction, ShipsConfig};
use crate::rulesets::tictactoe::{TicTacToeAction, TicTacToeConfig};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::fmt::Debug;

/// What `writeInput` in tape.js writes for `value`, or `None` where it leaves it to JSON.
fn write(value: &Value) -> Option<(Vec<f64>, Vec<u8>)> {
    written(value, false)
}

/// As `write`, and with `interned` every string value as an encoder writes an enum's variant:
/// its text the first time (`INTERN`), its number after (`KEY`).
fn written(value: &Value, interned: bool) -> Option<(Vec<f64>, Vec<u8>)> {
    let mut tape = vec![0.0];
    let mut text = Vec::new();
    let mut keys = Vec::new();
    put(value, 0, &mut tape, &mut text, &mut keys, interned)?;
    if tape.len() > MAX_SLOTS || text.len() > MAX_TEXT {
        return None;
    }
    tape[0] = text.len() as f64;
    Some((tape, text))
}

/// `keys`: the keys written so far, each the first time as text and then by number (`KEY`).
fn put(
    value: &Value,
    depth: u32,
    tape: &mut Vec<f64>,
    text: &mut Vec<u8>,
    keys: &mut Vec<String>,
    interned: bool,
) -> Option<()> {
    match value {
        Value::Null => tape.push(0.0),
        Value::Bool(b) => tape.push(if *b { 2.0 } else { 1.0 }),
        Value::Number(n) => {
            let f = n
                .as_i64()
                .map(|i| i as f64)
                .or_else(|| n.as_u64().map(|u| u as f64))?;
            if f.abs() > 9_007_199_254_740_991.0 {
                return None;
            }
            tape.extend([3.0, f]);
        }
        Value::String(s) if interned => match keys.iter().position(|k| k == s) {
            Some(i) => tape.extend([10.0, i as f64]),
            None => {
                keys.push(s.clone());
                put_string(s, tape, text);
                let at = tape.len() - 3;
                tape[at] = 11.0;
            }
        },
        Value::String(s) => put_string(s, tape, text),
        Value::Array(items) => {
            if depth == MAX_DEPTH {
                return None;
            }
            tape.extend([6.0, items.len() as f64]);
            for item in items {
                put(item, depth + 1, tape, text, keys, interned)?;
            }
        }
        Value::Object(map) => {
            if depth == MAX_DEPTH {
                return None;
            }
            tape.extend([7.0, map.len() as f64]);
            for (key, item) in map {
                match keys.iter().position(|k| k == key) {
                    Some(i) => tape.extend([10.0, i as f64]),
                    None => {
                        keys.push(key.clone());
                        put_string(key, tape, text);
                    }
                }
                put(item, depth + 1, tape, text, keys, interned)?;
            }
        }
    }
    Some(())
}

fn put_string(s: &str, tape: &mut Vec<f64>, text: &mut Vec<u8>) {
    tape.extend([5.0, text.len() as f64, s.len() as f64]);
    text.extend_from_slice(s.as_bytes());
}

/// Both decoders agree on `value` as a `T`: when it is written, the tape decodes to what the
/// JSON text decodes to, or neither decodes.
fn agree<T: DeserializeOwned + PartialEq + Debug>(value: &Value) -> Option<bool> {
    let (tape, text) = write(value)?;
    let from_json = serde_json::from_str::<T>(&value.to_string()).ok();
    let from_tape = from_tape::<T>(&tape, &text);
    assert_eq!(from_tape, from_json, "for {value}");
    // Strings given by number (as enum variants are) decode the same.
    let (tape, text) = written(value, true)?;
    let interned = super::from_tape::<T>(&tape, &text);
    assert_eq!(interned, from_json, "for {value}, strings interned");
    Some(from_tape.is_some())
}

fn agree_all(value: &Value) {
    agree::<TicTacToeAction>(value);
    agree::<TicTacToeConfig>(value);
    agree::<ShipsAction>(value);
    agree::<ShipsConfig>(value);
    agree::<BotOptions>(value);
    agree::<EndOfTurnInput>(value);
    agree::<Vec<ActionRecord<ShipsAction>>>(value);
    agree::<GameSave<ShipsConfig, ShipsAction>>(value);
}

fn valid_values() -> Vec<Value> {
    vec![
        json!({ "cell": 4 }),
        json!({ "type": "PASS" }),
        json!({ "type": "BUILD", "ship": "fighter" }),
        json!({ "type": "BUILD", "ship": "bomber", "target": "b" }),
        json!({ "type": "USE_CHARGE", "shipId": "s1", "target": "b" }),
        json!({ "type": "FIRST_STRIKE", "shipId": "s1", "targetShipId": "s2" }),
        json!({ "players": ["a", "b"], "seed": "s", "maxTurns": 10 }),
        json!({ "iterations": 50, "seed": "bot" }),
        json!([{ "player": "a", "action": { "type": "PASS" } }]),
        json!({
            "players": [{ "id": "a", "health": 20 }, { "id": "b", "health": 3, "isActive": true }],
            "ships": [{ "id": "s", "ownerId": "a", "isDestroyed": false, "isConsumedInUpgrade": false,
                "automaticPowers": [{ "timing": "CONTINUOUS", "effectType": "DAMAGE", "value": 2, "target": "OPPONENT" }] }],
            "triggeredEffects": [{ "id": "e", "sourceShipId": "s", "sourcePlayerId": "a", "targetPlayerId": "b",
                "effectType": "DAMAGE", "value": 5, "persistsIfSourceDestroyed": true, "description": "é🚀",
                "triggeredAt": "BATTLE:1" }],
            "maxHealth": 30
        }),
    ]
}

#[test]
fn valid_inputs_decode_as_their_json() {
    let decoded: Vec<bool> = valid_values()
        .iter()
        .map(|v| {
            agree_all(v);
            [
                agree::<TicTacToeAction>(v),
                agree::<ShipsAction>(v),
                agree::<ShipsConfig>(v),
                agree::<BotOptions>(v),
                agree::<Vec<ActionRecord<ShipsAction>>>(v),
                agree::<EndOfTurnInput>(v),
            ]
            .contains(&Some(true))
        })
        .collect();
    // Each valid value is taken by the fast path as the type it was made for.
    assert!(decoded.iter().all(|d| *d), "{decoded:?}");
}

#[test]
fn edges_agree() {
    for value in [
        json!({ "cell": -0 }),
        json!({ "cell": 4294967295u64 }),
        json!({ "cell": 4294967296u64 }),
        json!({ "cell": -1 }),
        json!({ "cell": 9007199254740991u64 }),
        json!({ "cell": "4" }),
        json!({ "cell": null }),
        json!({ "cell": 4, "extra": 1 }),
        json!({ "cell": [4] }),
        json!([4]),
        json!({}),
        json!({ "type": "PASS", "extra": 1 }),
        json!({ "type": "pass" }),
        json!({ "PASS": null }),
        json!({ "PASS": {} }),
        json!({ "PASS": {}, "BUILD": {} }),
        json!({ "type": "BUILD", "ship": "a", "target": null }),
        json!({ "__proto__": 1 }),
        json!({ "iterations": 0 }),
        json!({ "players": ["a", "a"] }),
        json!(null),
        json!("PASS"),
    ] {
        agree_all(&value);
    }
}

#[test]
fn refused_shapes_are_left_to_json() {
    // Fractions, unsafe integers and deep nesting are never written.
    assert!(write(&json!({ "cell": 4.5 })).is_none());
    assert!(write(&json!({ "cell": 9007199254740992u64 })).is_none());
    let mut deep = json!(1);
    for _ in 0..=MAX_DEPTH {
        deep = json!([deep]);
    }
    assert!(write(&deep).is_none());
}

#[test]
fn malformed_tapes_are_refused_without_panicking() {
    let (tape, text) = write(&json!({ "type": "BUILD", "ship": "fighter" })).unwrap_or_default();
    for cut in 0..tape.len() {
        let short = tape.get(..cut).unwrap_or_default();
        assert_eq!(from_tape::<ShipsAction>(short, &text), None);
    }
    for i in 0..tape.len() {
        for bad in [-1.0, 0.5, f64::NAN, 1e300, 7.0, 99.0] {
            let mut t = tape.clone();
            if let Some(slot) = t.get_mut(i) {
                *slot = bad;
            }
            let _ = from_tape::<ShipsAction>(&t, &text);
            let _ = from_tape::<Value>(&t, &text);
        }
    }
    // Text that is not UTF-8, or a string cut inside a character.
    assert_eq!(
        from_tape::<String>(&[2.0, 5.0, 0.0, 2.0], &[0xff, 0xfe]),
        None
    );
    assert_eq!(
        from_tape::<String>(&[2.0, 5.0, 0.0, 1.0], "é".as_bytes()),
        None
    );
    // A tape nested deeper than the limit.
    let mut deep = vec![0.0];
    for _ in 0..1000 {
        deep.extend([6.0, 1.0]);
    }
    deep.push(0.0);
    assert_eq!(from_tape::<Value>(&deep, &[]), None);
}

#[test]
fn keys_cross_once_then_by_number() {
    let players =
        json!([{ "id": "a", "health": 3 }, { "id": "b", "health": 4, "isActive": false }]);
    let (tape, text) = write(&players).unwrap_or_default();
    // serde_json's keys are sorted: the second player's first two keys are numbers 0 and 1,
    // and its third key is new (number 2).
    #[rustfmt::skip]
    let expected = [
        18.0, 6.0, 2.0,
        7.0, 2.0, 5.0, 0.0, 6.0, 3.0, 3.0, 5.0, 6.0, 2.0, 5.0, 8.0, 1.0,
        7.0, 3.0, 10.0, 0.0, 3.0, 4.0, 10.0, 1.0, 5.0, 9.0, 1.0, 5.0, 10.0, 8.0, 1.0,
    ];
    assert_eq!(tape, expected);
    assert_eq!(text, b"healthidabisActive");
    let decoded = from_tape::<Vec<crate::rulesets::ships::PlayerHealth>>(&tape, &text);
    assert_eq!(decoded.map(|p| p.len()), Some(2));
    // A key by a number not given yet (the third key, before it came) is refused.
    let mut early = tape.clone();
    if let Some(n) = early.get_mut(19) {
        *n = 2.0;
    }
    assert_eq!(from_tape::<Value>(&early, &text), None);
}

#[test]
fn shaped_objects_decode_by_index_or_by_name() {
    use crate::rulesets::ships::PlayerHealth;
    let text = b"idhealthisActiveab";
    let (id, health, active, a, b) = (
        [5.0, 0.0, 2.0],
        [5.0, 2.0, 6.0],
        [5.0, 8.0, 8.0],
        [5.0, 16.0, 1.0],
        [5.0, 17.0, 1.0],
    );
    // The keys in serde's order of PlayerHealth's fields: given by index; the second object by
    // its shape's number; an absent key.
    let mut tape = vec![18.0, 6.0, 2.0, 12.0, 3.0];
    tape.extend(id.iter().chain(&health).chain(&active).chain(&a));
    tape.extend([3.0, 3.0, 14.0, 13.0, 0.0]);
    tape.extend(b);
    tape.extend([3.0, 4.0, 1.0]);
    let mut second = PlayerHealth::new("b", 4);
    second.is_active = Some(false);
    assert_eq!(
        from_tape::<Vec<PlayerHealth>>(&tape, text),
        Some(vec![PlayerHealth::new("a", 3), second])
    );
    // Every key given (`FULLSHAPE`, then `FULLFIELDS`): read by position.
    let mut tape = vec![18.0, 6.0, 2.0, 15.0, 3.0];
    tape.extend(id.iter().chain(&health).chain(&active).chain(&a));
    tape.extend([3.0, 3.0, 2.0, 16.0, 0.0]);
    tape.extend(b);
    tape.extend([3.0, 4.0, 1.0]);
    let mut first = PlayerHealth::new("a", 3);
    first.is_active = Some(true);
    let mut second = PlayerHealth::new("b", 4);
    second.is_active = Some(false);
    assert_eq!(
        from_tape::<Vec<PlayerHealth>>(&tape, text),
        Some(vec![first, second.clone()])
    );
    // A whole object with a value absent after all, or a value of the wrong kind: refused.
    let mut lying = tape.clone();
    if let Some(n) = lying.get_mut(19) {
        *n = 14.0;
    }
    assert_eq!(from_tape::<Vec<PlayerHealth>>(&lying, text), None);
    let mut wrong = tape.clone();
    if let Some(n) = wrong.get_mut(17) {
        *n = 2.0;
    }
    assert_eq!(from_tape::<Vec<PlayerHealth>>(&wrong, text), None);
    // Another order: by name, whole or not.
    for tag in [12.0, 15.0] {
        let mut tape = vec![18.0, 6.0, 1.0, tag, 2.0];
        tape.extend(health.iter().chain(&id));
        tape.extend([3.0, 3.0]);
        tape.extend(a);
        assert_eq!(
            from_tape::<Vec<PlayerHealth>>(&tape, text),
            Some(vec![PlayerHealth::new("a", 3)])
        );
    }
    // An unknown key (the text "ab"), a shape not given yet, a missing key: refused.
    let mut tape = vec![18.0, 12.0, 2.0];
    tape.extend(id.iter().chain(&[5.0, 16.0, 2.0]));
    tape.extend(a.iter().chain(&a));
    assert_eq!(from_tape::<PlayerHealth>(&tape, text), None);
    assert_eq!(from_tape::<PlayerHealth>(&[18.0, 13.0, 0.0], text), None);
    let mut tape = vec![18.0, 12.0, 2.0];
    tape.extend(id.iter().chain(&health).chain(&a));
    tape.push(14.0);
    assert_eq!(from_tape::<PlayerHealth>(&tape, text), None);
}

/// Any JSON value, biased towards the names and values the input types use.
fn any_json() -> impl Strategy<Value = Value> {
    let word = prop_oneof![
        Just("cell"),
        Just("type"),
        Just("PASS"),
        Just("BUILD"),
        Just("USE_CHARGE"),
        Just("ship"),
        Just("shipId"),
        Just("target"),
        Just("players"),
        Just("seed"),
        Just("iterations"),
        Just("maxTurns"),
        Just("player"),
        Just("action"),
        Just("a"),
        Just("b"),
        Just("fighter"),
        Just("__proto__"),
        Just("é🚀"),
    ]
    .prop_map(String::from);
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        prop_oneof![
            0u64..10,
            Just(4_294_967_295),
            Just(4_294_967_296),
            Just(9_007_199_254_740_991)
        ]
        .prop_map(Value::from),
        prop_oneof![Just(-1i64), Just(i64::MIN), any::<i64>()].prop_map(Value::from),
        word.clone().prop_map(Value::from),
        ".{0,6}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 24, 4, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map(word.clone(), inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    #[test]
    fn any_value_decodes_as_its_json(value in any_json()) {
        agree_all(&value);
    }

    #[test]
    fn any_tape_decodes_or_is_refused(tape in proptest::collection::vec(
        prop_oneof![0u8..15, any::<u8>()].prop_map(f64::from), 0..40)) {
        let text = b"cellPASStype";
        let _ = from_tape::<ShipsAction>(&tape, text);
        let _ = from_tape::<Value>(&tape, text);
    }
}
