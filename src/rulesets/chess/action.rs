//! What chess players do, and the granular events it causes.

use super::ChessEndReason;
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// The longest `uci` text accepted, in bytes (a move is 4 or 5).
pub const MAX_UCI_LEN: usize = 16;

/// A chess action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum ChessAction {
    /// A move in UCI notation: from and to squares (`"e2e4"`), the promotion piece last
    /// (`"e7e8q"`); castling is the king's move (`"e1g1"`, never `"e1h1"`).
    Move { uci: String },
    /// Claims a draw by threefold repetition or, if not, by the fifty-move rule. Without `uci`,
    /// in the position itself (the position has occurred three times, or 100 plies have passed
    /// without a capture or a pawn move); listed, last, only when it holds. With `uci`, with
    /// that move (FIDE 9.2.1.1 and 9.3.1): the move is made, and the claim ends the game as a
    /// draw if the position after it has occurred three times or the move is the 100th ply
    /// without a capture or a pawn move, else the game goes on (FIDE 9.5.3); listed once per
    /// such move, after the moves.
    ClaimDraw {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        uci: Option<String>,
    },
    /// Resigns: the other player wins. Accepted from either player at any time; never listed.
    Resign {},
    /// A result imported from a game record that no position on the board gives (a PGN's
    /// `1/2-1/2` agreed, `Termination "time forfeit"`): `winner` (a player's id, absent for a
    /// draw) and `reason`, one of `AGREEMENT` (a draw), `TIME_FORFEIT`, `ADJUDICATION`,
    /// `FORFEIT`. No player may submit it (`ILLEGAL_ACTION`: it would end any game at will):
    /// it comes only with a game read from PGN, a replay or a load. Never listed, never taken
    /// back.
    RecordResult {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        reason: ChessEndReason,
    },
}

/// A chess piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum ChessPiece {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl From<cozy_chess::Piece> for ChessPiece {
    fn from(p: cozy_chess::Piece) -> Self {
        match p {
            cozy_chess::Piece::Pawn => ChessPiece::Pawn,
            cozy_chess::Piece::Knight => ChessPiece::Knight,
            cozy_chess::Piece::Bishop => ChessPiece::Bishop,
            cozy_chess::Piece::Rook => ChessPiece::Rook,
            cozy_chess::Piece::Queen => ChessPiece::Queen,
            cozy_chess::Piece::King => ChessPiece::King,
        }
    }
}

/// How a player ended the game, kept in the state until the end check reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChessEnd {
    Resigned {
        player: PlayerId,
    },
    /// `reason`: `THREEFOLD_REPETITION` or `FIFTY_MOVE_RULE`.
    DrawClaimed {
        player: PlayerId,
        reason: ChessEndReason,
    },
    /// A result imported from a record (the action `RECORD_RESULT`): `winner` absent for a draw.
    Recorded {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        reason: ChessEndReason,
    },
}

/// The granular events of a chess game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum ChessEvent {
    /// `player` moved `piece` from `from` to `to` (squares like `"e2"`; for castling, the
    /// king's squares: the rook moves with it).
    #[serde(rename_all = "camelCase")]
    MoveMade {
        player: PlayerId,
        /// The move in UCI notation, as it was submitted.
        uci: String,
        /// The move in Standard Algebraic Notation (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q#"`).
        san: String,
        piece: ChessPiece,
        from: String,
        to: String,
        /// The piece taken, if any (a pawn for en passant).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        captured: Option<ChessPiece>,
        /// The piece a pawn became.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        promotion: Option<ChessPiece>,
        /// The position after the move, in FEN.
        fen: String,
    },
    /// The player to move claimed a draw (`THREEFOLD_REPETITION` or `FIFTY_MOVE_RULE`).
    DrawClaimed {
        player: PlayerId,
        reason: ChessEndReason,
    },
    Resigned {
        player: PlayerId,
    },
    /// A result imported from a record (`RECORD_RESULT`): `winner` absent for a draw.
    ResultRecorded {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        reason: ChessEndReason,
    },
    GameEnded {
        outcome: GameOutcome<ChessEndReason>,
    },
}
