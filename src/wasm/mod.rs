//! JavaScript bindings (feature `wasm`). Thin by rule: each raw function decodes its input,
//! calls the kernel and writes the result; no game rules live here, and no game is named. The
//! package's classes and functions are TypeScript (`src/wasm/js/` for what every game shares,
//! each game's `bindings.ts` for its class), built on these raw functions through one protocol
//! ([`call`]): serde both ways, with the tsify-generated types.

pub mod call;
pub mod game;
mod input;
pub mod records;
#[cfg(feature = "simulate")]
mod simulate;
mod tape;

use wasm_bindgen::prelude::*;

/// The TypeScript this module declares beside its generated types.
#[allow(dead_code)] // read by the section below: natively its expansion does not count as a use
const SHARED_TS: &str = r#"
/** A player's id, chosen by the caller (`"X"`, `"alice"`, `"bot-1"`). */
export type PlayerId = string;
/** Each game's end reasons, by game's name: every game built in adds its own. */
export interface EndReasons {}
/** Why a game of any game built in ended: the union of every game's reasons (for one end screen). */
export type EndReason = EndReasons[keyof EndReasons];
/** Each game's figures for a player's result (`PlayerResult.metrics`), by game's name. */
export interface GameMetrics {}
/** The figures of a player's result in any game built in. */
export type Metrics = GameMetrics[keyof GameMetrics];
/** The games whose end reasons include every reason of `R`. */
export type GameOfReason<R> = { [K in keyof EndReasons]: [R] extends [EndReasons[K]] ? K : never }[keyof EndReasons];
/** The metrics of the games that end for the reasons `R` (any game's when no game has them all). */
export type MetricsOf<R> = [GameOfReason<R>] extends [never] ? Metrics : GameMetrics[GameOfReason<R> & keyof GameMetrics];
/**
 * Each game's error codes beyond the shared ones, by game's name (the duel's cost and effect
 * checks): `ErrorCode` is every code an entry point's functions may throw.
 */
export interface ErrorCodes {
    shared: "GAME_FINISHED" | "NOT_YOUR_TURN" | "ILLEGAL_ACTION" | "INVALID_INPUT" | "INVALID_CONFIG" | "INTERNAL" | "INVALID_SAVE" | "NOT_INITIALIZED";
}
/** The stable code of an `ArbiterError`: what went wrong, for a program to branch on. */
export type ErrorCode = ErrorCodes[keyof ErrorCodes];
"#;

#[wasm_bindgen(typescript_custom_section)]
const SHARED_TS_SECTION: &str = SHARED_TS;

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

#[cfg(test)]
pub(crate) mod tests {
    use crate::ErrorCode;

    /// The codes a TypeScript union in `text` lists after `key:`.
    pub(crate) fn listed(text: &str, key: &str) -> Vec<String> {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(key))
            .unwrap_or_default();
        line.split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn the_shared_error_codes_are_every_code_but_the_games_own() {
        let shared: Vec<String> = ErrorCode::ALL
            .iter()
            .filter(|c| !ErrorCode::GAME_SPECIFIC.contains(c))
            .map(|c| c.as_str().to_string())
            .collect();
        assert_eq!(listed(super::SHARED_TS, "shared:"), shared);
    }
}
