#![cfg(all(
    feature = "backgammon",
    feature = "chess",
    feature = "duel",
    feature = "go",
    feature = "ships",
    feature = "tictactoe"
))]
//! The JS-facing API, run by wasm-bindgen-test in Node and in headless Chromium (the same file:
//! `scripts/test.sh` runs it twice and fails if either run executes no test).
#![cfg(target_arch = "wasm32")]

use arbiter::chess::bindings::JsChessGame;
use arbiter::go::bindings::JsGoGame;
use arbiter::ships::bindings::{detect_end_game, resolve_end_of_turn, JsShipsGame};
use arbiter::tictactoe::bindings::JsTicTacToeGame;
use arbiter::tictactoe::TicTacToeConfig;
use arbiter::wasm::*;
use js_sys::{Reflect, JSON};
use tsify::Ts;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[path = "common/backgammon_bot_pinned.rs"]
mod backgammon_bot_pinned;
#[path = "common/backgammon_pinned.rs"]
mod backgammon_pinned;
#[path = "common/pinned.rs"]
mod pinned;
#[path = "common/pinned_go.rs"]
mod pinned_go;

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON")
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).expect("property")
}

fn json(value: &JsValue) -> String {
    JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}

/// Asserts `err` is an ArbiterError with `code` whose message contains `needle`.
fn assert_arbiter_error(err: &JsValue, code: &str, needle: &str) {
    assert!(
        is_arbiter_error(err.clone()),
        "not an ArbiterError: {err:?}"
    );
    let error = err.dyn_ref::<js_sys::Error>().expect("a real Error");
    assert_eq!(String::from(error.name()), "ArbiterError");
    assert_eq!(get(err, "code").as_string().as_deref(), Some(code));
    let message = String::from(error.message());
    assert!(
        message.contains(needle),
        "{message:?} does not contain {needle:?}"
    );
}

const THREE_MINUS_FIVE_PLUS_FOUR: &str = r#"{
  "players": [{ "id": "you", "health": 3 }, { "id": "bot", "health": 20 }],
  "ships": [
    { "id": "s1", "ownerId": "bot", "isDestroyed": true, "isConsumedInUpgrade": false,
      "automaticPowers": [{ "timing": "CONTINUOUS", "effectType": "DAMAGE", "value": 9, "target": "OPPONENT" }] },
    { "id": "s2", "ownerId": "you", "isDestroyed": false, "isConsumedInUpgrade": false,
      "automaticPowers": [{ "timing": "CONTINUOUS", "effectType": "HEAL", "value": 4, "target": "SELF" }] }
  ],
  "triggeredEffects": [
    { "id": "e1", "sourceShipId": "s1", "sourcePlayerId": "bot", "targetPlayerId": "you",
      "effectType": "DAMAGE", "value": 5, "persistsIfSourceDestroyed": true,
      "description": "torpedo on completion", "triggeredAt": "BUILD:3" }
  ]
}"#;

fn resolve(json_input: &str) -> Result<JsValue, JsValue> {
    resolve_end_of_turn(Ts::new_unchecked(js(json_input))).map(|ts| ts.js_value())
}

#[wasm_bindgen_test]
fn resolve_end_of_turn_tallies_then_caps_then_checks() {
    let result = resolve(THREE_MINUS_FIVE_PLUS_FOUR).expect("valid");
    assert_eq!(
        json(&get(&result, "players")),
        r#"[{"id":"you","health":2,"isActive":true},{"id":"bot","health":20,"isActive":true}]"#
    );
    assert_eq!(
        get(&result, "status").as_string().as_deref(),
        Some("ACTIVE")
    );
    assert!(get(&result, "outcome").is_null());
    assert_eq!(
        json(&get(&result, "skipped")),
        r#"[{"id":"s1#0","source":"CONTINUOUS","sourceShipId":"s1","reason":"SOURCE_DESTROYED"}]"#
    );
    assert_eq!(
        json(&get(&result, "tally"))
            .contains(r#"{"player":"you","damage":5,"healing":4,"net":-1}"#),
        true
    );
    let applied = get(&result, "applied");
    assert_eq!(
        get(&get(&applied, "0"), "source").as_string().as_deref(),
        Some("TRIGGERED")
    );
    assert!(get(&result, "events").is_undefined());
}

#[wasm_bindgen_test]
fn both_players_to_zero_is_a_draw() {
    let input = r#"{ "players": [{ "id": "a", "health": 2 }, { "id": "b", "health": 2 }], "ships": [],
      "triggeredEffects": [
        { "id": "x", "sourceShipId": "s", "sourcePlayerId": "a", "targetPlayerId": "b", "effectType": "DAMAGE",
          "value": 2, "persistsIfSourceDestroyed": true, "description": "", "triggeredAt": "BATTLE:1" },
        { "id": "y", "sourceShipId": "t", "sourcePlayerId": "b", "targetPlayerId": "a", "effectType": "DAMAGE",
          "value": 2, "persistsIfSourceDestroyed": true, "description": "", "triggeredAt": "BATTLE:1" }] }"#;
    let result = resolve(input).expect("valid");
    assert_eq!(
        get(&result, "status").as_string().as_deref(),
        Some("FINISHED")
    );
    let outcome = get(&result, "outcome");
    assert_eq!(get(&outcome, "type").as_string().as_deref(), Some("DRAW"));
    assert_eq!(
        get(&outcome, "reason").as_string().as_deref(),
        Some("SIMULTANEOUS_LOSS")
    );
    assert_eq!(
        json(&get(&outcome, "results")),
        r#"[{"player":"a","outcome":"DRAW","rank":1,"metrics":{"finalHealth":0}},{"player":"b","outcome":"DRAW","rank":1,"metrics":{"finalHealth":0}}]"#
    );
}

#[wasm_bindgen_test]
fn malformed_input_is_invalid_input_and_the_instance_keeps_working() {
    let base = r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [] }"#;
    let cases: [(&str, &str); 8] = [
        (
            r#"{ "players": [{ "id": "a", "health": 3.5 }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [] }"#,
            "input.players[0].health: invalid type: floating point `3.5`",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [
            { "id": "x", "sourceShipId": "s", "sourcePlayerId": "a", "targetPlayerId": "b", "effectType": "DAMAGE",
              "value": 2, "persistsIfSourceDestroyed": true, "description": "", "triggeredAt": 1 }] }"#,
            "input.triggeredEffects[0].triggeredAt: invalid type: integer `1`, expected a string",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": "3" }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [] }"#,
            "input.players[0].health: invalid type: string \"3\"",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "b", "health": 3 }], "ships": [] }"#,
            "missing field `triggeredEffects`",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "a", "health": 3 }], "ships": [], "triggeredEffects": [] }"#,
            "duplicate player id \"a\" in players[1]",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [], "maxHeath": 3 }"#,
            "unknown field `maxHeath`",
        ),
        (
            r#"{ "players": [{ "id": "a", "health": 3 }, { "id": "b", "health": 3 }], "ships": [], "triggeredEffects": [
            { "id": "x", "sourceShipId": "s", "sourcePlayerId": "a", "targetPlayerId": "zed", "effectType": "DAMAGE",
              "value": 2, "persistsIfSourceDestroyed": true, "description": "", "triggeredAt": "BATTLE:1" }] }"#,
            "unknown player id \"zed\" in triggeredEffects[0].targetPlayerId",
        ),
        (
            r#"{ "players": "nope", "ships": [], "triggeredEffects": [] }"#,
            "input.players",
        ),
    ];
    for (input, needle) in cases {
        let err = resolve(input).expect_err(needle);
        assert_arbiter_error(&err, "INVALID_INPUT", needle);
    }
    // NaN cannot be written in JSON: set it by hand.
    let nan = js(base);
    Reflect::set(
        &get(&get(&nan, "players"), "0"),
        &"health".into(),
        &JsValue::from_f64(f64::NAN),
    )
    .expect("set");
    let err = resolve_end_of_turn(Ts::new_unchecked(nan))
        .map(|_| ())
        .expect_err("NaN");
    assert_arbiter_error(
        &err,
        "INVALID_INPUT",
        "input.players[0].health: invalid type: string \"NaN\", expected i64",
    );
    for bad in [
        JsValue::NULL,
        JsValue::UNDEFINED,
        JsValue::from_f64(7.0),
        JsValue::from_str("{}"),
    ] {
        let err = resolve_end_of_turn(Ts::new_unchecked(bad))
            .map(|_| ())
            .expect_err("not an object");
        assert_arbiter_error(&err, "INVALID_INPUT", "input");
    }
    // Still working.
    assert!(resolve(base).is_ok());
}

#[wasm_bindgen_test]
fn detect_end_game_checks_everyone_at_once() {
    let on = detect_end_game(js(
        r#"[{ "id": "a", "health": 1 }, { "id": "b", "health": 0 }, { "id": "c", "health": 0 }]"#,
    ))
    .expect("valid")
    .js_value();
    assert_eq!(get(&on, "status").as_string().as_deref(), Some("FINISHED"));
    let outcome = get(&on, "outcome");
    assert_eq!(get(&outcome, "winner").as_string().as_deref(), Some("a"));
    let ranks: Vec<f64> = js_sys::Array::from(&get(&outcome, "results"))
        .iter()
        .map(|r| get(&r, "rank").as_f64().unwrap_or(0.0))
        .collect();
    assert_eq!(ranks, vec![1.0, 2.0, 2.0]);
    let err = detect_end_game(js(r#"[{ "id": "a", "health": 1 }]"#))
        .map(|_| ())
        .expect_err("one player");
    assert_arbiter_error(
        &err,
        "INVALID_INPUT",
        "players must list at least 2 players, got 1",
    );
    let err = detect_end_game(JsValue::from_str("x"))
        .map(|_| ())
        .expect_err("not an array");
    assert_arbiter_error(&err, "INVALID_INPUT", "players");
}

fn new_game(config: Option<&str>) -> Result<JsTicTacToeGame, JsValue> {
    JsTicTacToeGame::new(config.map(|c| Ts::<TicTacToeConfig>::new_unchecked(js(c))))
}

fn submit(game: &mut JsTicTacToeGame, player: &str, cell: f64) -> Result<JsValue, JsValue> {
    let action = js_sys::Object::new();
    Reflect::set(&action, &"cell".into(), &JsValue::from_f64(cell)).expect("set");
    game.submit(&js_sys::JsString::from(player), action.into())
}

#[wasm_bindgen_test]
fn tictactoe_plays_to_the_end_and_then_refuses_everything() {
    let mut game =
        new_game(Some(r#"{ "players": ["you", "bot"], "seed": "web" }"#)).expect("config");
    assert_eq!(game.current_player().as_string().as_deref(), Some("you"));
    assert_eq!(
        json(&game.legal_actions(&"bot".into()).expect("legal")),
        "[]"
    );
    for (player, cell) in [("you", 0.0), ("bot", 3.0), ("you", 1.0), ("bot", 4.0)] {
        let events = submit(&mut game, player, cell).expect("legal");
        assert_eq!(js_sys::Array::from(&events).length(), 1);
        assert!(
            game.outcome().expect("outcome").is_null(),
            "outcome is null until the end"
        );
    }
    let events = submit(&mut game, "you", 2.0).expect("winning move");
    assert_eq!(
        json(&events),
        r#"[{"seq":4,"turn":5,"event":{"type":"MarkPlaced","player":"you","mark":"X","cell":2}},{"seq":5,"turn":5,"event":{"type":"GameEnded","outcome":{"type":"WIN","winner":"you","reason":"LINE_COMPLETED","results":[{"player":"you","outcome":"WIN","rank":1},{"player":"bot","outcome":"LOSS","rank":2}]}}}]"#
    );
    assert_eq!(
        game.status()
            .expect("status")
            .js_value()
            .as_string()
            .as_deref(),
        Some("FINISHED")
    );
    assert!(game.current_player().is_null());
    let hash = game.state_hash().expect("hash");
    for (player, cell) in [("bot", 8.0), ("you", 8.0), ("nobody", 99.0), ("bot", 0.5)] {
        let err = submit(&mut game, player, cell).expect_err("finished");
        assert_arbiter_error(
            &err,
            "GAME_FINISHED",
            "Cannot submit actions to a finished game",
        );
    }
    assert_eq!(game.state_hash().expect("hash"), hash);
    assert_eq!(
        js_sys::Array::from(&game.events(None).expect("log")).length(),
        6
    );
    assert_eq!(
        js_sys::Array::from(&game.events(Some(5.0.into())).expect("log")).length(),
        1
    );
    // Export and views keep working after the end.
    let export = game.export_state().expect("export");
    assert_eq!(get(&export, "stateHash").as_string(), Some(hash.clone()));
    assert_eq!(
        get(&export, "status").as_string().as_deref(),
        Some("FINISHED")
    );
    assert!(game.view(Some("bot".into())).is_ok());
    // Replay from (config, actions) reproduces the hash.
    let replayed = JsTicTacToeGame::replay(
        js(r#"{ "players": ["you", "bot"], "seed": "web" }"#),
        game.actions().expect("actions"),
    )
    .expect("replay");
    assert_eq!(replayed.state_hash().expect("hash"), hash);
}

#[wasm_bindgen_test]
fn rejected_actions_change_nothing() {
    let mut game = new_game(None).expect("default config");
    submit(&mut game, "X", 4.0).expect("legal");
    let hash = game.state_hash().expect("hash");
    let cases: [(&str, f64, &str, &str); 5] = [
        ("X", 0.0, "NOT_YOUR_TURN", "it is \"O\"'s turn, not \"X\"'s"),
        ("O", 4.0, "ILLEGAL_ACTION", "cell 4 is already taken by X"),
        ("O", 9.0, "INVALID_INPUT", "cell 9 is out of range 0..=8"),
        (
            "O",
            1.5,
            "INVALID_INPUT",
            "action.cell: invalid type: floating point `1.5`",
        ),
        (
            "Q",
            0.0,
            "INVALID_INPUT",
            "player \"Q\" is not in this game",
        ),
    ];
    for (player, cell, code, needle) in cases {
        let err = submit(&mut game, player, cell).expect_err(needle);
        assert_arbiter_error(&err, code, needle);
        assert_eq!(game.state_hash().expect("hash"), hash);
        assert_eq!(
            js_sys::Array::from(&game.events(None).expect("log")).length(),
            1
        );
    }
    let err = game
        .submit(
            &JsValue::from_f64(5.0).unchecked_into(),
            js(r#"{"cell": 0}"#),
        )
        .expect_err("number player");
    assert_arbiter_error(&err, "INVALID_INPUT", "player must be a string, got 5");
    let err = game.events(Some((-1.0).into())).expect_err("negative");
    assert_arbiter_error(&err, "INVALID_INPUT", "since is -1");
    let err = new_game(Some(r#"{ "players": ["a", "a"] }"#))
        .map(|_| ())
        .expect_err("dup");
    assert_arbiter_error(
        &err,
        "INVALID_CONFIG",
        "duplicate player id \"a\" in players[1]",
    );
    // The game goes on.
    submit(&mut game, "O", 0.0).expect("legal after errors");
}

#[wasm_bindgen_test]
fn state_hash_and_simulation_are_identical_to_native() {
    // The same values are asserted natively in src/rulesets/tictactoe/tests.rs.
    let mut game = new_game(None).expect("config");
    for cell in [4.0, 0.0, 2.0, 6.0, 3.0, 5.0, 1.0] {
        let player = game.current_player().as_string().expect("on");
        submit(&mut game, &player, cell).expect("legal");
    }
    assert_eq!(game.state_hash().expect("hash"), "6edf660d5db05bed");
    let summary = simulate_random_games("tictactoe".into(), 100.0.into(), "s".into())
        .expect("simulate")
        .js_value();
    assert_eq!(
        json(&summary),
        r#"{"games":100,"actions":759,"wins":{"O":27,"X":59},"draws":14}"#
    );
}

fn ships(config: &str) -> Result<JsShipsGame, JsValue> {
    JsShipsGame::new(Some(Ts::new_unchecked(js(config))))
}

fn ships_submit(game: &mut JsShipsGame, player: &str, action: JsValue) -> Result<JsValue, JsValue> {
    game.submit(&player.into(), action)
}

fn bot_options(json_options: &str) -> Option<Ts<arbiter::ai::BotOptions>> {
    Some(Ts::new_unchecked(js(json_options)))
}

#[wasm_bindgen_test]
fn ships_game_plays_against_the_bot_to_the_end_then_saves_and_loads() {
    let mut game = ships(r#"{ "players": ["you", "bot"], "seed": "web", "maxTurns": 12 }"#)
        .expect("valid config");
    let mut steps = 0;
    while game
        .status()
        .expect("status")
        .js_value()
        .as_string()
        .as_deref()
        == Some("ACTIVE")
    {
        let player = game.current_player().as_string().expect("someone to act");
        let action = if player == "bot" {
            game.bot_action(
                &player.as_str().into(),
                bot_options(r#"{ "iterations": 20, "seed": "b" }"#),
            )
            .expect("bot action")
        } else {
            // "you" builds the first thing offered, then passes.
            let legal = game.legal_actions(&player.as_str().into()).expect("legal");
            Reflect::get_u32(&legal, 0).expect("an action")
        };
        let events = ships_submit(&mut game, &player, action).expect("legal");
        assert!(js_sys::Array::from(&events).length() > 0);
        steps += 1;
        assert!(steps < 2_000, "the game must end");
    }
    let outcome = game.outcome().expect("outcome");
    assert!(!outcome.is_null());
    assert!(game.current_player().is_null());
    // The end: everything refused, the state still exported.
    let pass = || js(r#"{ "type": "PASS" }"#);
    let hash = game.state_hash().expect("hash");
    assert_arbiter_error(
        &ships_submit(&mut game, "you", pass()).expect_err("finished"),
        "GAME_FINISHED",
        "finished game",
    );
    assert_arbiter_error(
        &game.bot_action(&"bot".into(), None).expect_err("finished"),
        "GAME_FINISHED",
        "finished",
    );
    assert_arbiter_error(
        &game.undo().expect_err("finished"),
        "GAME_FINISHED",
        "finished",
    );
    assert_eq!(game.state_hash().expect("hash"), hash);
    assert_eq!(
        get(&game.export_state().expect("export"), "status")
            .as_string()
            .as_deref(),
        Some("FINISHED")
    );
    // Save and load: the same game; an altered save is refused.
    let saved = game.save().expect("save");
    let loaded = JsShipsGame::load(js(&json(&saved))).expect("load");
    assert_eq!(loaded.state_hash().expect("hash"), hash);
    let altered = |from: &str, to: &str| JsShipsGame::load(js(&json(&saved).replacen(from, to, 1)));
    let other_seed = altered("\"seed\":\"web\"", "\"seed\":\"cheat\"").expect_err("altered seed");
    assert_arbiter_error(&other_seed, "INVALID_SAVE", "save");
    let other_hash = altered(&hash, "0123456789abcdef").expect_err("altered hash");
    assert_arbiter_error(
        &other_hash,
        "INVALID_SAVE",
        "save.stateHash is \"0123456789abcdef\"",
    );
    assert_arbiter_error(
        &JsShipsGame::load(js("{}")).expect_err("not a save"),
        "INVALID_SAVE",
        "saved",
    );
    assert_arbiter_error(
        &JsShipsGame::load(JsValue::from_f64(3.0)).expect_err("not a save"),
        "INVALID_SAVE",
        "saved",
    );
}

#[wasm_bindgen_test]
fn ships_errors_are_typed_and_the_game_goes_on() {
    assert_arbiter_error(
        &ships(r#"{ "players": ["solo"] }"#).expect_err("one player"),
        "INVALID_CONFIG",
        "players lists 1 players",
    );
    assert_arbiter_error(
        &ships(r#"{ "players": ["a", "b"], "maxHelth": 3 }"#).expect_err("typo"),
        "INVALID_CONFIG",
        "maxHelth",
    );
    let mut game = ships(r#"{ "players": ["you", "bot"] }"#).expect("valid");
    let before = game.state_hash().expect("hash");
    assert_arbiter_error(
        &ships_submit(&mut game, "bot", js(r#"{ "type": "PASS" }"#)).expect_err("turn"),
        "NOT_YOUR_TURN",
        "\"you\"",
    );
    assert_arbiter_error(
        &ships_submit(&mut game, "you", js(r#"{ "type": "LAUNCH" }"#)).expect_err("type"),
        "INVALID_INPUT",
        "action",
    );
    assert_arbiter_error(
        &ships_submit(
            &mut game,
            "you",
            js(r#"{ "type": "BUILD", "ship": "zeppelin" }"#),
        )
        .expect_err("ship"),
        "INVALID_INPUT",
        "unknown ship \"zeppelin\"",
    );
    assert_arbiter_error(
        &ships_submit(
            &mut game,
            "you",
            js(r#"{ "type": "BUILD", "ship": "dreadnought" }"#),
        )
        .expect_err("cost"),
        "ILLEGAL_ACTION",
        "Dreadnought",
    );
    assert_arbiter_error(
        &game.bot_action(&"bot".into(), None).expect_err("turn"),
        "NOT_YOUR_TURN",
        "bot",
    );
    assert_arbiter_error(
        &game
            .bot_action(&"you".into(), bot_options(r#"{ "iterations": 0 }"#))
            .expect_err("0"),
        "INVALID_INPUT",
        "options.iterations is 0",
    );
    assert_arbiter_error(
        &game.bot_action(&"nobody".into(), None).expect_err("who"),
        "INVALID_INPUT",
        "\"nobody\"",
    );
    assert_arbiter_error(
        &game.undo().expect_err("nothing yet"),
        "ILLEGAL_ACTION",
        "no action to undo",
    );
    assert_eq!(game.state_hash().expect("hash"), before);
    // The game goes on: submit, undo, submit again.
    ships_submit(&mut game, "you", js(r#"{ "type": "PASS" }"#)).expect("legal");
    let undone = game.undo().expect("undo");
    assert_eq!(
        json(&undone),
        r#"{"player":"you","action":{"type":"PASS"}}"#
    );
    assert_eq!(game.state_hash().expect("hash"), before);
    ships_submit(&mut game, "you", js(r#"{ "type": "PASS" }"#)).expect("legal again");
}

#[wasm_bindgen_test]
fn a_scripted_depletion_has_the_same_hash_as_natively() {
    // tests/deckbuilding_properties.rs plays the same game natively.
    let game = pinned::pinned_depletion();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(arbiter::deckbuilding::DeckBuildingEndReason::SupplyDepleted)
    );
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned::PINNED_DEPLETION_HASH
    );
}

#[wasm_bindgen_test]
fn a_duel_has_the_same_hash_as_natively() {
    // tests/duel_properties.rs pins the same game natively.
    use arbiter::ai::random_action;
    use arbiter::duel::{Duel, DuelConfig};
    use arbiter::{Game, GameRng};
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some("test".into());
    let mut game = Game::<Duel>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pick");
    while let Some((p, a)) = random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    assert!(game.is_finished());
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "429af8253073117b"
    );
}

#[wasm_bindgen_test]
fn ships_hash_and_bot_choice_are_identical_to_native() {
    // The same values are asserted natively (src/rulesets/ships/game_tests.rs, tests/bots.rs).
    use arbiter::ai::{bot_action, random_action, BotOptions};
    use arbiter::ships::{Ships, ShipsConfig};
    use arbiter::{Game, GameRng};
    let config = ShipsConfig {
        seed: Some("test".into()),
        ..ShipsConfig::for_players(&["a", "b"])
    };
    let mut game = Game::<Ships>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pick");
    while let Some((p, a)) = random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "a918e1fc641d3add"
    );

    let game = ships(r#"{ "players": ["a", "b"] }"#).expect("valid");
    let action = game
        .bot_action(
            &"a".into(),
            bot_options(r#"{ "iterations": 200, "seed": "s" }"#),
        )
        .expect("action");
    assert_eq!(json(&action), r#"{"type":"BUILD","ship":"medic-frigate"}"#);
    let fresh = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("valid");
    let options = BotOptions {
        level: None,
        iterations: Some(200),
        seed: Some("s".into()),
    };
    assert_eq!(
        serde_json::to_string(&bot_action(&fresh, "a", &options).expect("action"))
            .ok()
            .as_deref(),
        Some(r#"{"type":"BUILD","ship":"medic-frigate"}"#)
    );

    // A whole game of the bot (30 iterations a decision) against random play: every decision
    // and die the same as natively (tests/bots.rs pins the same hash).
    use arbiter::ships::{play_out, Seat, Strategy};
    let config = ShipsConfig {
        seed: Some("pinned".into()),
        ..ShipsConfig::for_players(&["p0", "p1"])
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = play_out(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "c9fe96239dbb001f"
    );
}

#[wasm_bindgen_test]
fn results_are_the_objects_json_parse_makes_of_serde_json() {
    // Results cross as a tape (src/wasm/tape.rs), not as JSON text: the objects must be the same,
    // key for key, as JSON.parse of serde_json's text. A whole ships game, replayed natively.
    use arbiter::ai::random_action;
    use arbiter::ships::{Ships, ShipsConfig};
    use arbiter::{Game, GameRng};
    let config = ShipsConfig {
        seed: Some("tape".into()),
        ..ShipsConfig::for_players(&["a", "b", "é \u{1F680} \"q\""])
    };
    let mut native = Game::<Ships>::new(config.clone()).expect("valid");
    let mut rng = GameRng::from_seed("tape");
    while let Some((p, a)) = random_action(&native, &mut rng) {
        native.submit(&p, a).expect("legal");
    }
    let config_js = js(&serde_json::to_string(&config).expect("config"));
    let actions_js = js(&serde_json::to_string(native.actions()).expect("actions"));
    let game = JsShipsGame::replay(config_js, actions_js).expect("replays");
    let same = |js_value: JsValue, text: String| assert_eq!(json(&js_value), text);
    same(
        game.export_state().expect("export"),
        serde_json::to_string(&native.export().expect("export")).expect("json"),
    );
    same(
        game.events(None).expect("log"),
        serde_json::to_string(native.log()).expect("json"),
    );
    same(
        game.view(Some("a".into())).expect("view"),
        serde_json::to_string(&native.view(Some("a")).expect("view")).expect("json"),
    );
    same(
        game.save().expect("save"),
        serde_json::to_string(&native.save().expect("save")).expect("json"),
    );
    assert!(native.is_finished());
}

#[wasm_bindgen_test]
fn chess_perft_to_depth_4_and_a_bot_game_are_identical_to_native() {
    // tests/chess_perft.rs checks the same counts natively (to depth 5), tests/bots.rs pins the
    // same game's hash.
    let positions: [(&str, [f64; 4]); 6] = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            [20.0, 400.0, 8_902.0, 197_281.0],
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            [48.0, 2_039.0, 97_862.0, 4_085_603.0],
        ),
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            [14.0, 191.0, 2_812.0, 43_238.0],
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            [6.0, 264.0, 9_467.0, 422_333.0],
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            [44.0, 1_486.0, 62_379.0, 2_103_487.0],
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            [46.0, 2_079.0, 89_890.0, 3_894_594.0],
        ),
    ];
    for (fen, counts) in positions {
        let config = js(&format!(r#"{{ "fen": "{fen}" }}"#));
        let game = JsChessGame::new(Some(Ts::new_unchecked(config))).expect("valid FEN");
        assert_eq!(game.fen(), fen);
        for (depth, expected) in (1..=4).zip(counts) {
            assert_eq!(
                game.perft(JsValue::from(depth)).ok(),
                Some(expected),
                "{fen} at {depth}"
            );
        }
    }
    let game = JsChessGame::new(None).expect("default");
    assert_arbiter_error(
        &game.perft(JsValue::from(11)).expect_err("too deep"),
        "INVALID_INPUT",
        "depth is 11",
    );

    use arbiter::chess::{Chess, ChessConfig, Seat, Strategy};
    let seats = [Seat::Bot(2_000), Seat::Fixed(Strategy::Random)];
    let game = arbiter::ai::play_out::<Chess, Strategy>(ChessConfig::default(), &seats, "pinned")
        .expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "945f01ce531ccb5b"
    );
}

#[wasm_bindgen_test]
fn backgammon_games_have_the_same_hashes_as_natively() {
    // tests/backgammon_properties.rs pins the first natively, tests/bots.rs the bot's game.
    let game = backgammon_pinned::pinned_backgammon();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_pinned::PINNED_BACKGAMMON_HASH
    );
    use arbiter::backgammon::{Backgammon, BackgammonConfig, Seat, Strategy};
    let config = BackgammonConfig {
        players: None,
        seed: Some("pinned".into()),
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game =
        arbiter::ai::play_out::<Backgammon, Strategy>(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "9edb76564a235076"
    );
}

#[wasm_bindgen_test]
fn the_backgammon_networks_bot_plays_the_same_game_as_natively() {
    // tests/backgammon_properties.rs pins it natively: the network's f32 inference and the
    // search agree bit for bit.
    let (game, chances) = backgammon_bot_pinned::pinned_bot_game();
    assert_eq!(chances, backgammon_bot_pinned::PINNED_CHANCES);
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_bot_pinned::PINNED_BOT_HASH
    );
}

#[wasm_bindgen_test]
fn go_games_and_perft_are_the_same_as_natively() {
    // tests/go_properties.rs pins the first natively, tests/bots.rs the bot's game; the perft
    // figures are the unit test's (src/rulesets/go).
    let game = pinned_go::pinned_go();
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        pinned_go::PINNED_GO_HASH
    );
    use arbiter::go::{Go, GoConfig, Seat, Strategy};
    let config = GoConfig {
        seed: Some("pinned".into()),
        size: Some(7),
        ..GoConfig::default()
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = arbiter::ai::play_out::<Go, Strategy>(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "6553fbc439446d9c"
    );
    let small = JsGoGame::new(Some(Ts::new_unchecked(js(r#"{ "size": 5 }"#)))).expect("valid");
    for (depth, expected) in [(0.0, 1.0), (1.0, 26.0), (2.0, 651.0), (3.0, 15_650.0)] {
        assert_eq!(small.perft(JsValue::from(depth)).ok(), Some(expected));
    }
}
