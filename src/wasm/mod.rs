//! JavaScript bindings (feature `wasm`). Thin by rule: each raw function decodes its input,
//! calls the kernel and writes the result; no game rules live here, and no game is named. The
//! package's classes and functions are TypeScript (`src/wasm/js/` for what every game shares,
//! each game's `bindings.ts` for its class), built on these raw functions through one protocol
//! ([`call`]): serde both ways, with the tsify-generated types.

pub mod call;
pub mod game;
mod input;
pub mod records;
mod simulate;
mod tape;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const SHARED_TS: &str = r#"
/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];
"#;

/// This module's memory, for the TypeScript side to read results and write inputs in place.
#[wasm_bindgen(js_name = rawMemory)]
pub fn raw_memory() -> JsValue {
    wasm_bindgen::memory()
}

// Talc instead of the default dlmalloc in the browser: the many small allocations of each call
// (events, ids, results) cost less.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
