//! `TicTacToeGame`.

use super::convert::{count, decode, encode, string, to_js};
use super::game_class::game_class;
use crate::engine::error::Result;
use crate::engine::outcome::GameStatus;
use crate::rulesets::tictactoe::{TicTacToe, TicTacToeConfig};
use js_sys::JsString;
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// The configuration is optional: no argument, `undefined` or `null` mean the defaults.
fn decode_config(config: Option<JsValue>) -> Result<TicTacToeConfig> {
    match config {
        Some(value) if !value.is_undefined() && !value.is_null() => decode(value, "config")
            .map_err(|e| crate::engine::error::EngineError::invalid_config(e.message)),
        _ => Ok(TicTacToeConfig::default()),
    }
}

game_class! {
    /// Tic-tac-toe. The first player (default `"X"`) moves first; cells are 0 to 8, row by row.
    ///
    /// ```ts
    /// const game = new TicTacToeGame({ players: ["you", "bot"] });
    /// game.submit("you", { cell: 4 });
    /// game.legalActions("bot"); // [{ cell: 0 }, { cell: 1 }, ...]
    /// ```
    JsTicTacToeGame as TicTacToeGame,
    ruleset = TicTacToe,
    new_config = Option<Ts<TicTacToeConfig>>,
    config_ts = "TicTacToeConfig | null | undefined",
    action = "TicTacToeAction",
    actions = "TicTacToeAction[]",
    log = "LogEntry<TicTacToeEvent>[]",
    record = "ActionRecord<TicTacToeAction>",
    records = "ActionRecord<TicTacToeAction>[]",
    view = "GameView<TicTacToeState>",
    export = "GameExport<TicTacToeConfig, TicTacToeState, TicTacToeAction>",
    save = "GameSave<TicTacToeConfig, TicTacToeAction>",
}
