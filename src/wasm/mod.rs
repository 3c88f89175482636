//! JavaScript bindings (feature `wasm`). Thin by rule: each export converts its input, calls one
//! kernel function and converts the result or the error. No game rules live here.

mod backgammon;
mod chess;
pub(crate) mod convert;
mod deckbuilding;
mod duel;
mod error;
pub(crate) mod game_class;
mod go;
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
/** A card's instance id in a duel (`"c1"`, or a scenario's own). */
export type CardId = string;
"#;

pub use backgammon::JsBackgammonGame;
pub use chess::JsChessGame;
pub use deckbuilding::{
    check_end_trigger, list_kingdom_cards, list_supply_cards, JsDeckBuildingGame,
};
pub use duel::{list_cards, list_decks, list_effects, parse_cost, JsDuelGame};
pub use error::is_arbiter_error;
pub use go::JsGoGame;
pub use ships::{detect_end_game, resolve_end_of_turn, JsShipsGame};
pub use simulate::simulate_random_games;
pub use tictactoe::JsTicTacToeGame;

// Talc instead of the default dlmalloc in the browser: the many small allocations of each call
// (events, ids, results) cost less.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
