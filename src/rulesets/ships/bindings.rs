//! The ships game's own raw functions (its class and functions are `bindings.ts`):
//! `resolveEndOfTurn`, `detectEndGame`, for front ends that keep their own state.

use crate::rulesets::ships::{self, EndOfTurnInput, PlayerHealth};
use crate::wasm::call::{finish_input, take_input};
use wasm_bindgen::prelude::*;

/// Resolves the pending end-of-turn input.
#[wasm_bindgen(js_name = rawResolveEndOfTurn)]
pub fn raw_resolve_end_of_turn(written: u32) -> u32 {
    finish_input(
        take_input::<EndOfTurnInput>("input", written)
            .and_then(|input| input.map(|i| ships::resolve_end_of_turn(&i)).transpose()),
    )
}

/// The end check of the pending players.
#[wasm_bindgen(js_name = rawDetectEndGame)]
pub fn raw_detect_end_game(written: u32) -> u32 {
    finish_input(
        take_input::<Vec<PlayerHealth>>("players", written)
            .and_then(|players| players.map(|p| ships::detect_end_game(&p)).transpose()),
    )
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    ships: ShipsEndReason;
}
/** A ships player's figures at the end (`outcome.results[i].metrics`). */
export interface ShipsMetrics {
    /** The player's health after the last resolution. */
    finalHealth: number;
    /** The player's ships still afloat (a game's outcome; `resolveEndOfTurn` does not count ships). */
    shipsAfloat?: number;
    /** The turn the player was knocked out on, for a player who was. */
    eliminatedOnTurn?: number;
}
export interface GameMetrics {
    ships: ShipsMetrics;
}
"#;
