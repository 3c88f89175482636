//! Chess's own raw functions (its class is `bindings.ts`): `fen`, `perft`, `pgn`, `fromPgn`,
//! `readPgn`, `pgnWithRecord`, and the queries `inCheck`, `get`, `board`, `moves`, `history`.

use crate::rulesets::chess::{
    board, from_pgn, get, history, in_check, moves, read_pgn, to_pgn, to_pgn_with_record, Chess,
    ChessMovesOptions, PgnRecord, PgnTags,
};
use crate::wasm::records::finish_entries;
use crate::wasm::call::{finish, finish_input, take_input};
use crate::wasm::game::{keep, with};
use wasm_bindgen::prelude::*;

crate::raw_perft!(Chess, rawChessPerft);

/// The position in FEN.
#[wasm_bindgen(js_name = rawChessFen)]
pub fn raw_chess_fen(handle: f64) -> u32 {
    finish(with::<Chess, _>(handle, |game| Ok(game.state().fen())))
}

/// The game as PGN, with the pending tags (`tags` false: none).
#[wasm_bindgen(js_name = rawChessPgn)]
pub fn raw_chess_pgn(written: u32, handle: f64, tags: bool) -> u32 {
    let tags = if tags {
        take_input::<PgnTags>("tags", written)
    } else {
        Ok(Some(PgnTags::default()))
    };
    finish_input(tags.and_then(|tags| {
        tags.map(|tags| with::<Chess, _>(handle, |game| to_pgn(game, &tags)))
            .transpose()
    }))
}

/// A game read from the first game of a PGN text: its handle and players.
#[wasm_bindgen(js_name = rawChessFromPgn)]
pub fn raw_chess_from_pgn(text: &str) -> u32 {
    finish(from_pgn(text).map(keep))
}

/// Whether the player to move is in check.
#[wasm_bindgen(js_name = rawChessInCheck)]
pub fn raw_chess_in_check(handle: f64) -> u32 {
    finish(with::<Chess, _>(handle, |game| Ok(in_check(game))))
}

/// The piece on a square, or null.
#[wasm_bindgen(js_name = rawChessGet)]
pub fn raw_chess_get(handle: f64, square: &str) -> u32 {
    finish(with::<Chess, _>(handle, |game| get(game, square)))
}

/// The board: 8 ranks of 8 squares from a8.
#[wasm_bindgen(js_name = rawChessBoard)]
pub fn raw_chess_board(handle: f64) -> u32 {
    finish(with::<Chess, _>(handle, |game| Ok(board(game))))
}

/// The legal moves, with the pending options (`options` false: none).
#[wasm_bindgen(js_name = rawChessMoves)]
pub fn raw_chess_moves(written: u32, handle: f64, options: bool) -> u32 {
    let options = if options {
        take_input::<ChessMovesOptions>("options", written)
    } else {
        Ok(Some(ChessMovesOptions::default()))
    };
    finish_input(options.and_then(|options| {
        options
            .map(|options| with::<Chess, _>(handle, |game| moves(game, &options)))
            .transpose()
    }))
}

/// The games of a PGN text from the `skip`-th, at most `max`: each kept (or its error), with
/// its record.
#[wasm_bindgen(js_name = rawChessReadPgn)]
pub fn raw_chess_read_pgn(text: &str, skip: u32, max: u32) -> u32 {
    let entries = read_pgn(text, skip as usize, max as usize)
        .map(|list| list.into_iter().map(|e| (e.index, e.game, e.record)).collect());
    finish_entries(entries)
}

/// The game as PGN with the pending record.
#[wasm_bindgen(js_name = rawChessPgnWithRecord)]
pub fn raw_chess_pgn_with_record(written: u32, handle: f64) -> u32 {
    let record = take_input::<PgnRecord>("record", written);
    finish_input(record.and_then(|record| {
        record
            .map(|record| with::<Chess, _>(handle, |game| to_pgn_with_record(game, &record)))
            .transpose()
    }))
}

/// The moves played, in SAN and UCI.
#[wasm_bindgen(js_name = rawChessHistory)]
pub fn raw_chess_history(handle: f64) -> u32 {
    finish(with::<Chess, _>(handle, |game| Ok(history(game))))
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    chess: ChessEndReason;
}
/** A chess player's figures at the end (`outcome.results[i].metrics`). */
export interface ChessMetrics {
    /** The material the player has on the board: pawn 1, knight and bishop 3, rook 5, queen 9. */
    material: number;
    /** The plies (half-moves) played in the game. */
    moves: number;
}
export interface GameMetrics {
    chess: ChessMetrics;
}
"#;
