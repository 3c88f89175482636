//! The written-value decoder against serde_json: every value `writeInput` would take decodes
//! exactly as its JSON text does, for every input type of the package; values it would not take
//! are left to the JSON path.

use super::{from_tape_in, Dictionary, Words, MAX_DEPTH, MAX_SLOTS, MAX_TEXT};
use crate::ai::BotOptions;
use crate::engine::event::ActionRecord;
use crate::engine::save::GameSave;
use crate::rulesets::ships::{EndOfTurnInput, ShipsAction, ShipsConfig};
use crate::rulesets::tictactoe::{TicTacToeAction, TicTacToeConfig};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::fmt::Debug;

/// What `writeInput` in tape.js writes for `value` with the generic writer (`put`), or `None`
/// where it leaves it to JSON.
fn write(value: &Value) -> Option<(Vec<f64>, Vec<u8>)> {
    written(value, Mode::Plain).map(|(tape, text, _)| (tape, text))
}

/// How [`written`] writes strings and objects.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// As the generic writer: every string and key as text.
    Plain,
    /// Every string value as an encoder writes an enum's variant: a word of the dictionary.
    Words,
    /// Every object as an encoder writes one: a shape of the dictionary (its keys, in the
    /// object's order), every value given (`FULLFIELDS`).
    Shapes,
}

/// A decoded value, with no dictionary.
fn from_tape<T: DeserializeOwned>(tape: &[f64], text: &[u8]) -> Option<T> {
    let none = Written::new(&[], &[]);
    from_tape_in(tape, text, none.dictionary())
}

/// A dictionary as tape.ts's `writeDictionary` writes it: each word's end in the text, each
/// shape's end among the keys, then the keys.
struct Written {
    tape: Vec<f64>,
    text: String,
    words: usize,
    shapes: usize,
    noted: Dictionary,
}

impl Written {
    fn new(words: &[String], shapes: &[Vec<usize>]) -> Self {
        let mut out = Written {
            tape: Vec::new(),
            text: String::new(),
            words: words.len(),
            shapes: shapes.len(),
            noted: Dictionary::none(),
        };
        for w in words {
            out.text.push_str(w);
            out.tape.push(out.text.len() as f64);
        }
        let mut end = 0;
        for shape in shapes {
            end += shape.len();
            out.tape.push(end as f64);
        }
        out.tape.extend(shapes.iter().flatten().map(|&k| k as f64));
        out
    }
    fn dictionary(&self) -> Words<'_> {
        Words {
            tape: &self.tape,
            text: &self.text,
            words: self.words,
            shapes: self.shapes,
            noted: &self.noted.noted,
        }
    }
}

/// `value` written in `mode`, with the dictionary it needs.
fn written(value: &Value, mode: Mode) -> Option<(Vec<f64>, Vec<u8>, Written)> {
    let mut out = Writer {
        tape: vec![0.0],
        text: Vec::new(),
        words: Vec::new(),
        shapes: Vec::new(),
        mode,
    };
    out.put(value, 0)?;
    if out.tape.len() > MAX_SLOTS || out.text.len() > MAX_TEXT {
        return None;
    }
    out.tape[0] = out.text.len() as f64;
    let dictionary = Written::new(&out.words, &out.shapes);
    Some((out.tape, out.text, dictionary))
}

struct Writer {
    tape: Vec<f64>,
    text: Vec<u8>,
    words: Vec<String>,
    shapes: Vec<Vec<usize>>,
    mode: Mode,
}

impl Writer {
    fn word(&mut self, s: &str) -> usize {
        self.words.iter().position(|w| w == s).unwrap_or_else(|| {
            self.words.push(s.to_string());
            self.words.len() - 1
        })
    }
    fn put(&mut self, value: &Value, depth: u32) -> Option<()> {
        match value {
            Value::Null => self.tape.push(0.0),
            Value::Bool(b) => self.tape.push(if *b { 2.0 } else { 1.0 }),
            Value::Number(n) => {
                let f = n
                    .as_i64()
                    .map(|i| i as f64)
                    .or_else(|| n.as_u64().map(|u| u as f64))?;
                if f.abs() > 9_007_199_254_740_991.0 {
                    return None;
                }
                self.tape.extend([3.0, f]);
            }
            Value::String(s) if self.mode == Mode::Words => {
                let n = self.word(s);
                self.tape.extend([10.0, n as f64]);
            }
            Value::String(s) => put_string(s, &mut self.tape, &mut self.text),
            Value::Array(items) => {
                if depth == MAX_DEPTH {
                    return None;
                }
                self.tape.extend([6.0, items.len() as f64]);
                for item in items {
                    self.put(item, depth + 1)?;
                }
            }
            Value::Object(map) if self.mode == Mode::Shapes => {
                if depth == MAX_DEPTH {
                    return None;
                }
                let keys: Vec<usize> = map.keys().map(|k| self.word(k)).collect();
                let shape = match self.shapes.iter().position(|s| *s == keys) {
                    Some(i) => i,
                    None => {
                        self.shapes.push(keys);
                        self.shapes.len() - 1
                    }
                };
                self.tape.extend([12.0, shape as f64]);
                for item in map.values() {
                    self.put(item, depth + 1)?;
                }
            }
            Value::Object(map) => {
                if depth == MAX_DEPTH {
                    return None;
                }
                self.tape.extend([7.0, map.len() as f64]);
                for (key, item) in map {
                    put_string(key, &mut self.tape, &mut self.text);
                    self.put(item, depth + 1)?;
                }
            }
        }
        Some(())
    }
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
    // Strings given as words of the dictionary (as enum variants are), and objects as shapes of
    // it (as the encoders write them), decode the same.
    for mode in [Mode::Words, Mode::Shapes] {
        let (tape, text, dictionary) = written(value, mode)?;
        let by_number = from_tape_in::<T>(&tape, &text, dictionary.dictionary());
        assert_eq!(by_number, from_json, "for {value}, by number");
    }
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
fn keys_cross_as_text_and_words_by_number() {
    let players =
        json!([{ "id": "a", "health": 3 }, { "id": "b", "health": 4, "isActive": false }]);
    let (tape, text) = write(&players).unwrap_or_default();
    // serde_json's keys are sorted; the generic writer writes every key as text.
    #[rustfmt::skip]
    let expected = [
        26.0, 6.0, 2.0,
        7.0, 2.0, 5.0, 0.0, 6.0, 3.0, 3.0, 5.0, 6.0, 2.0, 5.0, 8.0, 1.0,
        7.0, 3.0, 5.0, 9.0, 6.0, 3.0, 4.0, 5.0, 15.0, 2.0, 5.0, 17.0, 1.0, 5.0, 18.0, 8.0, 1.0,
    ];
    assert_eq!(tape, expected);
    assert_eq!(text, b"healthidahealthidbisActive");
    let decoded = from_tape::<Vec<crate::rulesets::ships::PlayerHealth>>(&tape, &text);
    assert_eq!(decoded.map(|p| p.len()), Some(2));
    // The ids as words of a dictionary: by number; a number past its words is refused.
    let Some((tape, text, dictionary)) = written(&players, Mode::Words) else {
        panic!("the players are written");
    };
    let decoded = from_tape_in::<Vec<crate::rulesets::ships::PlayerHealth>>(
        &tape,
        &text,
        dictionary.dictionary(),
    );
    assert_eq!(decoded.map(|p| p.len()), Some(2));
    let mut past = tape.clone();
    if let Some(at) = past.iter().position(|&t| t == 10.0) {
        past[at + 1] = 2.0;
    }
    assert_eq!(
        from_tape_in::<Value>(&past, &text, dictionary.dictionary()),
        None
    );
    assert_eq!(from_tape::<Value>(&tape, &text), None);
}

#[test]
fn the_dictionary_is_checked_where_it_is_used() {
    let words = ["id", "health"].map(String::from);
    let good = Written::new(&words, &[vec![0, 1], vec![1]]);
    let d = good.dictionary();
    assert_eq!(
        (d.word(0), d.word(1), d.word(2)),
        (Some("id"), Some("health"), None)
    );
    assert_eq!(d.shape(1), Some(&[1.0][..]));
    assert_eq!(d.shape(2), None);
    // Ends out of order or past the text, a fraction, a key past the words: nothing, no panic.
    for (at, bad) in [(0, 9.0), (1, 1.0), (0, 0.5), (2, 9.0), (4, 2.0), (3, -1.0)] {
        let mut wrong = Written::new(&words, &[vec![0, 1], vec![1]]);
        if let Some(n) = wrong.tape.get_mut(at) {
            *n = bad;
        }
        let d = wrong.dictionary();
        let read = (0..3).map(|n| d.word(n)).chain((0..3).map(|n| {
            let reader = super::Reader::on(&[0.0], b"", d)?;
            reader.shape_key(n / 2, n % 2)
        }));
        let _: Vec<Option<&str>> = read.collect();
    }
    let mut past = Written::new(&words, &[vec![0, 1]]);
    if let Some(n) = past.tape.last_mut() {
        *n = 2.0;
    }
    let tape = [0.0, 12.0, 0.0, 5.0, 0.0, 0.0, 3.0, 1.0];
    let d = past.dictionary();
    assert_eq!(from_tape_in::<Value>(&tape, b"", d), None);
}

#[test]
fn shaped_objects_decode_by_position_by_index_or_by_name() {
    use crate::rulesets::ships::PlayerHealth;
    let words = ["id", "health", "isActive"].map(String::from);
    // Shape 0: PlayerHealth's fields in serde's order; shape 1: two of them, another order.
    let written = Written::new(&words, &[vec![0, 1, 2], vec![1, 0]]);
    let dictionary = written.dictionary();
    let text = b"ab";
    let (a, b) = ([5.0, 0.0, 1.0], [5.0, 1.0, 1.0]);
    // Every key given (FULLFIELDS): by position; an absent key (FIELDS, ABSENT): by index.
    let mut tape = vec![2.0, 6.0, 3.0, 12.0, 0.0];
    tape.extend(a);
    tape.extend([3.0, 3.0, 2.0, 11.0, 0.0]);
    tape.extend(b);
    tape.extend([3.0, 4.0, 13.0, 12.0, 0.0]);
    tape.extend(b);
    tape.extend([3.0, 5.0, 1.0]);
    let player = |id: &str, health: i64, active: Option<bool>| {
        let mut p = PlayerHealth::new(id, health);
        p.is_active = active;
        p
    };
    let expected = vec![
        player("a", 3, Some(true)),
        player("b", 4, None),
        player("b", 5, Some(false)),
    ];
    assert_eq!(
        from_tape_in::<Vec<PlayerHealth>>(&tape, text, dictionary),
        Some(expected)
    );
    // A whole object with a value absent after all, or of the wrong kind: refused.
    for (at, bad) in [(10, 13.0), (8, 2.0)] {
        let mut wrong = tape.clone();
        if let Some(n) = wrong.get_mut(at) {
            *n = bad;
        }
        assert_eq!(
            from_tape_in::<Vec<PlayerHealth>>(&wrong, text, dictionary),
            None
        );
    }
    // Another order: by name, whole or not.
    for tag in [11.0, 12.0] {
        let mut tape = vec![2.0, tag, 1.0, 3.0, 3.0];
        tape.extend(a);
        assert_eq!(
            from_tape_in::<PlayerHealth>(&tape, text, dictionary),
            Some(PlayerHealth::new("a", 3))
        );
    }
    // A shape the dictionary does not have, a missing key, or no dictionary: refused.
    let mut tape = vec![2.0, 11.0, 2.0];
    tape.extend(a);
    assert_eq!(from_tape_in::<PlayerHealth>(&tape, text, dictionary), None);
    let mut tape = vec![2.0, 11.0, 0.0];
    tape.extend(a.iter().chain(&[3.0, 3.0, 13.0]));
    assert!(from_tape_in::<PlayerHealth>(&tape, text, dictionary).is_some());
    let mut tape = vec![2.0, 11.0, 0.0];
    tape.extend(a.iter().chain(&[13.0, 13.0]));
    assert_eq!(from_tape_in::<PlayerHealth>(&tape, text, dictionary), None);
    let mut tape = vec![2.0, 12.0, 0.0];
    tape.extend(a.iter().chain(&[3.0, 3.0, 2.0]));
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
        let words = ["cell", "PASS", "type"].map(String::from);
        let written = Written::new(&words, &[vec![0], vec![2, 0], vec![2]]);
        let dictionary = written.dictionary();
        let _ = from_tape::<ShipsAction>(&tape, text);
        let _ = from_tape::<Value>(&tape, text);
        let _ = from_tape_in::<ShipsAction>(&tape, text, dictionary);
        let _ = from_tape_in::<Value>(&tape, text, dictionary);
    }
}
