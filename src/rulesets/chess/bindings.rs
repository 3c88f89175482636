//! Chess's own raw functions (its class is `bindings.ts`): `fen`, `perft`, `pgn`, `fromPgn`.

use crate::rulesets::chess::{from_pgn, to_pgn, Chess, PgnTags};
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
