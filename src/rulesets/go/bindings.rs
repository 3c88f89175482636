//! Go's own raw functions (its class is `bindings.ts`): `perft`, SGF export and import, with
//! records.

use crate::rulesets::go::{from_sgf, read_sgf, to_sgf, to_sgf_with_record, Go, SgfRecord};
use crate::wasm::call::{finish, finish_input, take_input};
use crate::wasm::records::finish_entries;
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

/// The game trees of an SGF collection, at most `max`: each kept (or its error), with its
/// record.
#[wasm_bindgen(js_name = rawGoReadSgf)]
pub fn raw_go_read_sgf(text: String, max: u32) -> u32 {
    let entries = read_sgf(&text, max as usize)
        .map(|list| list.into_iter().map(|e| (e.index, e.game, e.record)).collect());
    finish_entries(entries)
}

/// The game as SGF with the pending record.
#[wasm_bindgen(js_name = rawGoSgfWithRecord)]
pub fn raw_go_sgf_with_record(written: u32, handle: f64) -> u32 {
    let record = take_input::<SgfRecord>("record", written);
    finish_input(record.and_then(|record| {
        record
            .map(|record| with::<Go, _>(handle, |game| to_sgf_with_record(game, &record)))
            .transpose()
    }))
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
