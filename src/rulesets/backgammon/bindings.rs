//! Backgammon's own raw functions (its class is `bindings.ts`): the match text, both ways.

use crate::rulesets::backgammon::import::{from_match_text, match_text};
use crate::rulesets::backgammon::Backgammon;
use crate::wasm::call::finish;
use crate::wasm::game::{finish_made, with};
use wasm_bindgen::prelude::*;

/// The game as GNU Backgammon's match text.
#[wasm_bindgen(js_name = rawBackgammonMatchText)]
pub fn raw_backgammon_match_text(handle: f64) -> u32 {
    finish(with::<Backgammon, _>(handle, |game| match_text(game)))
}

/// A game replayed from GNU Backgammon's match text: its handle and players.
#[wasm_bindgen(js_name = rawBackgammonFromMatchText)]
pub fn raw_backgammon_from_match_text(text: &str) -> u32 {
    finish_made(from_match_text(text))
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    backgammon: BackgammonEndReason;
}
/** A backgammon player's figures at the end (`outcome.results[i].metrics`). */
export interface BackgammonMetrics {
    /** The points won (the winner's, positive) or lost (the loser's, negated): single, gammon or backgammon, times the cube. */
    points: number;
    /** The pips the player still had to bear off. */
    pips: number;
    /** The checkers the player had borne off. */
    borneOff: number;
}
export interface GameMetrics {
    backgammon: BackgammonMetrics;
}
"#;
