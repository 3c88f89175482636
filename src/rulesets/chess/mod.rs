//! Chess, with every rule: castling, en passant, promotion, check, checkmate, stalemate, and
//! the draws. Move generation is cozy-chess's (perft-exact); this ruleset adds the game record,
//! events, repetition history, draw rules, outcome, views and perft with bulk counting.
//!
//! - Players: white first (default `"white"`, `"black"`); a game may start from any FEN of
//!   standard chess ([`fen`]).
//! - Actions: `{ type: "MOVE", uci }` (`"e2e4"`, `"e7e8q"`; castling is the king's move,
//!   `"e1g1"`), `{ type: "CLAIM_DRAW" }` (in the position; listed, last, when a claim holds),
//!   `{ type: "CLAIM_DRAW", uci }` (with a move, FIDE 9.2.1.1 and 9.3.1: the move is made and
//!   the claim ends the game if it holds; listed once per such move, after the moves),
//!   `{ type: "RESIGN" }` (from either player at any time, never listed). A move or a claim with
//!   a move may be submitted in SAN instead ([`ChessSanAction`], read by [`san_read`]): the log
//!   records its UCI form.
//! - Events: `MoveMade { uci, san, piece, from, to, captured?, promotion?, fen }`,
//!   `DrawClaimed`, `Resigned`, `GameEnded`.
//! - The end ([`end`]), automatic: `CHECKMATE` (a win), `STALEMATE`, `INSUFFICIENT_MATERIAL`
//!   (python-chess's definition), `FIVEFOLD_REPETITION`, `SEVENTY_FIVE_MOVE_RULE` (draws), the
//!   first that holds in that order; claimed by the player to move: `THREEFOLD_REPETITION` if
//!   the position has occurred three times, else `FIFTY_MOVE_RULE` (draws); `RESIGNATION` (a
//!   win for the other). Metrics: `material` per player (pawn 1, knight and bishop 3, rook 5,
//!   queen 9) and `moves` (plies played).
//! - Queries ([`query`]): in check, the piece on a square, the board, the legal moves with SAN
//!   and flags, the moves played in SAN.
//! - PGN ([`pgn`], [`pgn_import`], [`pgn_record`]): [`to_pgn`] writes a game, [`from_pgn`]
//!   reads the first game of a file (its main line), [`read_pgn`] every game of a database,
//!   each with its [`PgnRecord`] (every tag, the comments, NAGs and variations, what was
//!   dropped), and [`to_pgn_with_record`] writes a game with its record. A result the board
//!   does not give is recorded (`RECORD_RESULT`: `AGREEMENT`, `TIME_FORFEIT`, `ADJUDICATION`,
//!   `FORFEIT`) from the file's `Termination` and result.
//! - Limits: a FEN of at most 128 bytes with clocks up to 9,999; `uci` at most 16 bytes; a PGN
//!   of at most 1,000,000 bytes (`fromPgn`) or 8 MiB (`readPgn`, at most 1,000 games a call)
//!   and 10,000 plies a game, variations nested at most 64 deep, a SAN of at most 16 bytes, a
//!   PGN tag value written of at most 255 bytes (100,000 from a record).
//! - The bot ([`bot::decide`]): alpha-beta search ([`crate::ai::alphabeta`] over [`search`])
//!   with a PeSTO evaluation ([`eval`]), its budget in nodes ([`bot::LEVELS`]: Easy, Normal,
//!   Hard). Natively, [`stockfish`] talks UCI to Stockfish for `npm run balance`.

pub mod action;
pub mod bot;
pub mod config;
pub mod end;
pub mod eval;
pub mod fen;
pub mod judge;
pub mod perft;
pub mod pgn;
pub mod pgn_import;
pub mod pgn_read;
pub mod pgn_record;
pub mod position;
pub mod query;
pub mod ruleset;
pub mod san;
pub mod san_read;
pub mod search;
#[cfg(not(target_arch = "wasm32"))]
pub mod stockfish;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[cfg(feature = "wasm")]
pub mod bindings;

pub use action::{ChessAction, ChessEnd, ChessEvent, ChessPiece, ChessSanAction};
pub use bot::{Seat, Strategy};
pub use config::ChessConfig;
pub use pgn::{write as to_pgn, PgnTags};
pub use pgn_import::{read as from_pgn, read_all as read_pgn, PgnEntry};
pub use pgn_record::{write_with_record as to_pgn_with_record, PgnNote, PgnRecord, PgnTag};
pub use position::{ChessPosition, ChessState};
pub use query::{
    board, get, history, in_check, moves, ChessBoardPiece, ChessCastling, ChessColor, ChessMove,
    ChessMovesOptions, ChessPlayedMove,
};
pub use ruleset::{Chess, ChessEndReason};

#[cfg(test)]
mod pgn_record_tests;
#[cfg(test)]
mod pgn_tests;
#[cfg(test)]
mod query_tests;
#[cfg(test)]
mod san_tests;
#[cfg(test)]
mod tests;
