//! JavaScript bindings (feature `wasm`). Thin by rule: each export converts its input, calls one
//! kernel function and converts the result or the error. No game rules live here.

pub(crate) mod convert;
mod error;
pub(crate) mod game_class;
mod input;
mod ships;
mod simulate;
mod tape;
mod tictactoe;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PLAYER_ID_TS: &str = r#"
/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
"#;

pub use error::is_arbiter_error;
pub use ships::{detect_end_game, resolve_end_of_turn, JsShipsGame};
pub use simulate::simulate_random_games;
pub use tictactoe::JsTicTacToeGame;
