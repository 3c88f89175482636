//! Go's own raw functions (its class is `bindings.ts`): `perft`, SGF export and import.

use crate::rulesets::go::{from_sgf, to_sgf, Go};
use crate::wasm::call::finish;
use crate::wasm::game::{keep, with};
use wasm_bindgen::prelude::*;

crate::raw_perft!(crate::rulesets::go::Go, rawGoPerft);

/// The game as SGF text.
#[wasm_bindgen(js_name = rawGoSgf)]
pub fn raw_go_sgf(handle: f64) -> u32 {
    finish(with::<Go, _>(handle, |game| Ok(to_sgf(game))))
}

/// A game from SGF text (at most `MAX_SGF_BYTES`, checked here): its handle and players, as
/// `rawNew` answers them.
#[wasm_bindgen(js_name = rawGoFromSgf)]
pub fn raw_go_from_sgf(text: String) -> u32 {
    finish(from_sgf(&text).map(keep))
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    go: GoEndReason;
}
/** A Go player's figures at the end (`outcome.results[i].metrics`), from the final count. */
export interface GoMetrics {
    /** The player's area: stones on the board plus the empty points they surround. */
    area: number;
    /** The empty points the player surrounds. */
    territory: number;
    /** The player's stones on the board. */
    stones: number;
    /** The stones the player captured during play. */
    captures: number;
    /** The winner's margin in half points (the komi included); only for a win by count. */
    marginHalfPoints?: number;
}
export interface GameMetrics {
    go: GoMetrics;
}
"#;
