//! JavaScript bindings (feature `wasm`). Thin by rule: each export converts its input, calls one
//! kernel function and converts the result or the error. No game rules live here, and no game is
//! named: each game's class is one [`game_class!`](game_class::game_class) call in its own folder
//! (`src/rulesets/<game>/bindings.rs`).

pub(crate) mod convert;
mod error;
pub(crate) mod game_class;
mod input;
mod simulate;
mod tape;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PLAYER_ID_TS: &str = r#"
/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];
"#;

pub use error::is_arbiter_error;
pub use simulate::simulate_random_games;

// Talc instead of the default dlmalloc in the browser: the many small allocations of each call
// (events, ids, results) cost less.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
