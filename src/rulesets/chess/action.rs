//! What chess players do, and the granular events it causes.

use super::ChessEndReason;
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// The longest `uci` text accepted, in bytes (a move is 4 or 5).
pub const MAX_UCI_LEN: usize = 16;

/// A chess action, as `legalActions`, `botAction`, `actions()` and saves give it: moves in UCI.
/// `submit` also takes a move, or a claim with a move, written in SAN (`ChessSanAction`),
/// and records it in its UCI form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
// Read through `ActionInput`, where `{ type: "MOVE" }` takes `uci` or `san`; the TypeScript type
// is this enum's (the SAN forms are their own type, `ChessSanAction`).
#[serde(
    tag = "type",
    rename_all = "SCREAMING_SNAKE_CASE",
    try_from = "ActionInput"
)]
pub enum ChessAction {
    /// A move in UCI notation: from and to squares (`"e2e4"`), the promotion piece last
    /// (`"e7e8q"`); castling is the king's move (`"e1g1"`, never `"e1h1"`).
    Move {
        /// The move in UCI notation, at most 16 bytes.
        uci: String,
    },
    /// Claims a draw by threefold repetition or, if not, by the fifty-move rule. Without `uci`,
    /// in the position itself (the position has occurred three times, or 100 plies have passed
    /// without a capture or a pawn move); listed, last, only when it holds. With `uci`, with
    /// that move (FIDE 9.2.1.1 and 9.3.1): the move is made, and the claim ends the game as a
    /// draw if the position after it has occurred three times or the move is the 100th ply
    /// without a capture or a pawn move, else the game goes on (FIDE 9.5.3); listed once per
    /// such move, after the moves.
    ClaimDraw {
        /// The move that brings the claim about; absent: a claim in the position as it is.
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
        /// The winner's id; absent for a draw.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        /// Why the record says the game ended.
        reason: ChessEndReason,
    },
    /// A move or a claim with a move in SAN, as submitted: the game reads it into the UCI form
    /// above before judging it ([`Ruleset::canonical`](crate::Ruleset::canonical)), so the
    /// log, saves and replays never hold it. Never listed. Written as the SAN action itself.
    // Not in the TypeScript type (tsify skips a variant skipped one way); `untagged` writes the
    // inner action, whose own tag is the same `type`.
    #[serde(untagged, skip_deserializing)]
    San(ChessSanAction),
}

impl ChessAction {
    /// A move in UCI notation (`"e2e4"`).
    pub fn uci(uci: impl Into<String>) -> Self {
        ChessAction::Move { uci: uci.into() }
    }
    /// A move in SAN (`"Nf3"`), as `submit` takes it: recorded as [`ChessAction::Move`].
    pub fn san(san: impl Into<String>) -> Self {
        ChessAction::San(ChessSanAction::Move { san: san.into() })
    }
}

/// A move, or a claim of a draw with a move, written in Standard Algebraic Notation, as
/// `submit` takes it beside `ChessAction`: `{ type: "MOVE", san: "Nf3" }`, `{ type:
/// "CLAIM_DRAW", san: "Nf3" }`. The game records it as its UCI form (`{ type: "MOVE", uci:
/// "g1f3" }`), so `actions()`, saves, replays, PGN and the state hash are the same however a
/// move was typed, and `submit` answers the same events. Read as python-chess's `parse_san`
/// reads it, and more: `"O-O"` or `"0-0"`, check and mate signs optional (and not checked),
/// annotations `!`, `?`, `!!`, `??`, `!?`, `?!` after it, `=` before a promotion piece
/// optional (`"e8=Q"`, `"e8Q"`, `"e8q"`), a piece's square or file or rank to disambiguate
/// even when there is no need (`"Ng1f3"`), `x`, `-` or `:` between the squares, a long form
/// without a piece letter for any piece (`"g1f3"`, `"e2-e4"`; castling as `"e1g1"` or the king
/// onto its rook, `"e1h1"`). At most 16 bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum ChessSanAction {
    /// A move in SAN (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q"`).
    Move {
        /// The move in SAN.
        san: String,
    },
    /// A claim of a draw with the move in SAN: see `ChessAction`'s `CLAIM_DRAW` with `uci`.
    ClaimDraw {
        /// The move that brings the draw about, in SAN.
        san: String,
    },
}

/// What `submit` reads: a move or a claim with a move in UCI or in SAN, told apart by which
/// field it has (exactly one; a claim in the position has neither).
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
enum ActionInput {
    Move {
        #[serde(default, deserialize_with = "crate::engine::input::present")]
        uci: Option<String>,
        #[serde(default, deserialize_with = "crate::engine::input::present")]
        san: Option<String>,
    },
    ClaimDraw {
        #[serde(default, deserialize_with = "crate::engine::input::present")]
        uci: Option<String>,
        #[serde(default, deserialize_with = "crate::engine::input::present")]
        san: Option<String>,
    },
    Resign {},
    RecordResult {
        #[serde(default)]
        winner: Option<PlayerId>,
        reason: ChessEndReason,
    },
}

impl TryFrom<ActionInput> for ChessAction {
    type Error = String;
    fn try_from(input: ActionInput) -> Result<Self, String> {
        let both = |kind: &str| format!("{kind} has both uci and san: give exactly one of them");
        Ok(match input {
            ActionInput::Move { uci: Some(_), san: Some(_) } => return Err(both("MOVE")),
            ActionInput::Move { uci: Some(uci), san: None } => ChessAction::Move { uci },
            ActionInput::Move { uci: None, san: Some(san) } => {
                ChessAction::San(ChessSanAction::Move { san })
            }
            ActionInput::Move { uci: None, san: None } => {
                return Err("MOVE has neither uci nor san: give one of them".into())
            }
            ActionInput::ClaimDraw { uci: Some(_), san: Some(_) } => {
                return Err(both("CLAIM_DRAW"))
            }
            ActionInput::ClaimDraw { uci, san: None } => ChessAction::ClaimDraw { uci },
            ActionInput::ClaimDraw { uci: None, san: Some(san) } => {
                ChessAction::San(ChessSanAction::ClaimDraw { san })
            }
            ActionInput::Resign {} => ChessAction::Resign {},
            ActionInput::RecordResult { winner, reason } => {
                ChessAction::RecordResult { winner, reason }
            }
        })
    }
}

/// A chess piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum ChessPiece {
    /// A pawn (`"pawn"`).
    Pawn,
    /// A knight.
    Knight,
    /// A bishop.
    Bishop,
    /// A rook.
    Rook,
    /// A queen.
    Queen,
    /// A king.
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
    /// A player resigned.
    Resigned {
        /// Who resigned.
        player: PlayerId,
    },
    /// `reason`: `THREEFOLD_REPETITION` or `FIFTY_MOVE_RULE`.
    DrawClaimed {
        /// Who claimed it.
        player: PlayerId,
        /// The rule claimed.
        reason: ChessEndReason,
    },
    /// A result imported from a record (the action `RECORD_RESULT`): `winner` absent for a draw.
    Recorded {
        /// The winner's id; absent for a draw.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        /// Why the record says the game ended.
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
        /// Who moved.
        player: PlayerId,
        /// The move in UCI notation, as it was submitted.
        uci: String,
        /// The move in Standard Algebraic Notation (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q#"`).
        san: String,
        /// The piece moved (a pawn, for a promotion).
        piece: ChessPiece,
        /// The square it left (`"e2"`).
        from: String,
        /// The square it reached.
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
        /// Who claimed it.
        player: PlayerId,
        /// The rule claimed.
        reason: ChessEndReason,
    },
    /// A player resigned: the other wins.
    Resigned {
        /// Who resigned.
        player: PlayerId,
    },
    /// A result imported from a record (`RECORD_RESULT`): `winner` absent for a draw.
    ResultRecorded {
        /// The winner's id; absent for a draw.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<PlayerId>,
        /// Why the record says the game ended.
        reason: ChessEndReason,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<ChessEndReason>,
    },
}
