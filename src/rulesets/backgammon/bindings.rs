//! Backgammon's own raw functions (its class is `bindings.ts`): the match text, both ways, and
//! match files game by game with their records.

use crate::rulesets::backgammon::import::{from_match_text, match_text};
use crate::rulesets::backgammon::{match_text_with_record, read_match_text, Backgammon, MatchRecord};
use crate::wasm::call::{finish, finish_input, take_input};
use crate::wasm::records::finish_entries;
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

/// The games of a match file, at most `max`: each kept (or its error), with its record.
#[wasm_bindgen(js_name = rawBackgammonReadMatchText)]
pub fn raw_backgammon_read_match_text(text: &str, max: u32) -> u32 {
    let entries = read_match_text(text, max as usize)
        .map(|list| list.into_iter().map(|e| (e.index, e.game, e.record)).collect());
    finish_entries(entries)
}

/// The game as match text in its place in the match, with the pending record.
#[wasm_bindgen(js_name = rawBackgammonMatchTextWithRecord)]
pub fn raw_backgammon_match_text_with_record(written: u32, handle: f64) -> u32 {
    let record = take_input::<MatchRecord>("record", written);
    finish_input(record.and_then(|record| {
        record
            .map(|record| with::<Backgammon, _>(handle, |game| match_text_with_record(game, &record)))
            .transpose()
    }))
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
