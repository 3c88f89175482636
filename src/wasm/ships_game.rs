//! `ShipsGame`.

use super::convert::{count, decode, encode, string, to_js};
use super::game_class::game_class;
use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::GameStatus;
use crate::rulesets::ships::{Ships, ShipsConfig};
use js_sys::JsString;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// The configuration is required (it names the players).
fn decode_config(config: Option<JsValue>) -> Result<ShipsConfig> {
    match config {
        Some(value) if !value.is_undefined() => {
            decode(value, "config").map_err(|e| EngineError::invalid_config(e.message))
        }
        _ => Err(EngineError::invalid_config(
            "config is required: { players: [...] }",
        )),
    }
}

game_class! {
    /// The ship battle, 2 to 6 players. Each turn: Build (roll energy, build ships), Battle
    /// (charges, solar powers, First Strike), then End of Turn Resolution, the only place health
    /// changes. Pass (`{ type: "PASS" }`) to end your part of a phase; `legalActions` lists
    /// exactly what the player to act may do.
    ///
    /// ```ts
    /// const game = new ShipsGame({ players: ["you", "bot"], seed: "my seed" });
    /// game.submit("you", { type: "BUILD", ship: "fighter" });
    /// const reply = game.botAction(game.currentPlayer!, { iterations: 500 });
    /// ```
    JsShipsGame as ShipsGame,
    ruleset = Ships,
    new_config = Ts<ShipsConfig>,
    config_ts = "ShipsConfig",
    action = "ShipsAction",
    actions = "ShipsAction[]",
    log = "LogEntry<ShipsEvent>[]",
    record = "ActionRecord<ShipsAction>",
    records = "ActionRecord<ShipsAction>[]",
    view = "GameView<ShipsState>",
    export = "GameExport<ShipsConfig, ShipsState, ShipsAction>",
    save = "GameSave<ShipsConfig, ShipsAction>",
}
