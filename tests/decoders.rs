#![cfg(all(feature = "ships", feature = "tictactoe"))]
#![cfg(not(target_arch = "wasm32"))]
//! The native side of the fuzzing (the JavaScript side is tests/js/fuzz.test.mjs): every input
//! that crosses from JavaScript is JSON decoded into a Rust type and handed to the engine. Valid
//! inputs mutated at any path into any JSON value either decode and run, or are refused with a
//! typed error; nothing panics, and a refused action leaves the game as it was.

use arbiter_rules::ai::{bot_action, BotOptions};
use arbiter_rules::engine::save::GameSave;
use arbiter_rules::ships::{resolve_end_of_turn, EndOfTurnInput, PlayerHealth, Ships, ShipsConfig};
use arbiter_rules::tictactoe::{TicTacToe, TicTacToeConfig};
use arbiter_rules::{Game, Ruleset};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

/// Any JSON value, small and odd: numbers at the edges, long and strange strings, nesting.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        prop_oneof![
            Just(0i64),
            Just(-1),
            Just(1),
            Just(i64::MAX),
            Just(i64::MIN),
            Just(4_294_967_296),
            Just(1_000_001),
            any::<i64>()
        ]
        .prop_map(Value::from),
        prop_oneof![Just(0.5f64), Just(-0.0), Just(1e300), any::<f64>()]
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop_oneof![
            Just(String::new()),
            Just("__proto__".to_string()),
            Just("x".repeat(5_000)),
            Just("\u{0}\u{ffff}\u{1F680}".to_string()),
            ".{0,12}"
        ]
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            proptest::collection::btree_map("[a-zA-Z_]{0,10}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Replaces the value at a path drawn from `choices` (indices into objects and arrays) with
/// `with`; at the end of the path, in an object, deletes the key or adds an unknown one instead.
fn mutate(mut value: Value, choices: &[usize], with: Value) -> Value {
    mutate_at(&mut value, choices, with);
    value
}

fn mutate_at(at: &mut Value, choices: &[usize], with: Value) {
    let Some((&choice, rest)) = choices.split_first() else {
        *at = with;
        return;
    };
    match at {
        Value::Object(map) if !map.is_empty() => {
            let key = map
                .keys()
                .nth(choice % map.len())
                .cloned()
                .unwrap_or_default();
            if rest.is_empty() {
                match choice % 3 {
                    0 => {
                        map.remove(&key);
                    }
                    1 => {
                        map.insert(format!("{key}Extra"), with);
                    }
                    _ => {
                        map.insert(key, with);
                    }
                }
            } else if let Some(next) = map.get_mut(&key) {
                mutate_at(next, rest, with);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let i = choice % items.len();
            if rest.is_empty() && choice % 2 == 0 {
                items.push(with);
            } else if let Some(next) = items.get_mut(i) {
                mutate_at(next, rest, with);
            }
        }
        _ => *at = with,
    }
}

fn decode<T: DeserializeOwned>(value: &Value) -> Option<T> {
    serde_json::from_value(value.clone()).ok()
}

fn valid_end_of_turn() -> Value {
    json!({
        "players": [{ "id": "a", "health": 20 }, { "id": "b", "health": 3, "isActive": true }],
        "ships": [{ "id": "s", "ownerId": "a", "isDestroyed": false, "isConsumedInUpgrade": false,
            "automaticPowers": [{ "timing": "CONTINUOUS", "effectType": "DAMAGE", "value": 2, "target": "OPPONENT" }] }],
        "triggeredEffects": [{ "id": "e", "sourceShipId": "s", "sourcePlayerId": "a", "targetPlayerId": "b",
            "effectType": "DAMAGE", "value": 5, "persistsIfSourceDestroyed": true, "description": "",
            "triggeredAt": "BATTLE:1" }],
        "maxHealth": 30
    })
}

/// A short ships game, played, and its save.
fn ships_save() -> Value {
    let mut game = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("starts");
    for _ in 0..6 {
        let Some(p) = game.current_player().cloned() else {
            break;
        };
        let Some(action) = game
            .legal_actions(&p)
            .ok()
            .and_then(|a| a.into_iter().next())
        else {
            break;
        };
        game.submit(&p, action).expect("legal");
    }
    serde_json::to_value(game.save().expect("saves")).expect("json")
}

fn act<R: Ruleset>(game: &mut Game<R>, player: &Value, action: &Value) {
    let before = (
        game.state_hash().ok(),
        game.log().len(),
        game.actions().len(),
    );
    let player: Option<String> = decode(player);
    let action: Option<R::Action> = decode(action);
    if let (Some(player), Some(action)) = (player, action) {
        if game.submit(&player, action).is_err() {
            let after = (
                game.state_hash().ok(),
                game.log().len(),
                game.actions().len(),
            );
            assert_eq!(before, after, "a refused action changed the game");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn end_of_turn_input(choices in proptest::collection::vec(any::<usize>(), 1..5), with in any_json()) {
        let value = mutate(valid_end_of_turn(), &choices, with);
        if let Some(input) = decode::<EndOfTurnInput>(&value) {
            let _ = resolve_end_of_turn(&input);
        }
        if let Some(players) = decode::<Vec<PlayerHealth>>(&value["players"]) {
            let _ = arbiter_rules::ships::detect_end_game(&players);
        }
    }

    #[test]
    fn configurations(choices in proptest::collection::vec(any::<usize>(), 1..4), with in any_json()) {
        let ships = json!({ "players": ["a", "b"], "startingHealth": 30, "maxHealth": 35, "maxTurns": 30,
            "seed": "s", "catalogue": serde_json::to_value(arbiter_rules::ships::default_catalogue()).unwrap_or_default() });
        if let Some(config) = decode::<ShipsConfig>(&mutate(ships, &choices, with.clone())) {
            let _ = Game::<Ships>::new(config);
        }
        let tictactoe = json!({ "players": ["x", "o"], "seed": "s" });
        if let Some(config) = decode::<TicTacToeConfig>(&mutate(tictactoe, &choices, with)) {
            let _ = Game::<TicTacToe>::new(config);
        }
    }

    #[test]
    fn saves_and_actions(choices in proptest::collection::vec(any::<usize>(), 1..5), with in any_json()) {
        let save = mutate(ships_save(), &choices, with.clone());
        if let Some(save) = decode::<GameSave<ShipsConfig, arbiter_rules::ships::ShipsAction>>(&save) {
            let _ = Game::<Ships>::load(save);
        }
        let mut game = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("starts");
        let build = json!({ "type": "BUILD", "ship": "fighter" });
        act(&mut game, &json!("a"), &mutate(build, &choices, with.clone()));
        act(&mut game, &with, &json!({ "type": "PASS" }));
        let mut ttt = Game::<TicTacToe>::new(TicTacToeConfig::default()).expect("starts");
        act(&mut ttt, &json!("X"), &mutate(json!({ "cell": 4 }), &choices, with.clone()));
        if let Some(options) = decode::<BotOptions>(&mutate(json!({ "iterations": 3, "seed": "s" }), &choices, with)) {
            // Budgets are drawn small here; the limit itself is tested in limits_tests.rs.
            if options.iterations.is_some_and(|i| i <= 50) {
                let _ = bot_action(&ttt, "O", &options);
            }
        }
    }
}
