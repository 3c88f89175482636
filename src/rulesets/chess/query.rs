//! What a front end asks of a chess game beyond the contract every game has: whether the side to
//! move is in check, the piece on a square, the whole board, the legal moves with their SAN and
//! what each does, and the moves played in SAN. The names follow chess.js's (`inCheck`, `get`,
//! `board`, `moves`, `history`); the shapes are this engine's: typed objects rather than letters
//! and flag strings, errors with codes. Each works after the end and on a game from `stepTo`.

use super::action::{ChessEvent, ChessPiece};
use super::judge::{legal_moves, uci};
use super::san::san;
use super::Chess;
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use crate::engine::player::PlayerId;
use cozy_chess::{Board, Color, File, Move, Piece, Rank, Square};
use serde::{Deserialize, Serialize};

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum ChessColor {
    /// White's pieces (White moves first).
    White,
    /// Black's pieces.
    Black,
}

impl From<Color> for ChessColor {
    fn from(color: Color) -> Self {
        match color {
            Color::White => ChessColor::White,
            Color::Black => ChessColor::Black,
        }
    }
}

/// A piece and the square it stands on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ChessBoardPiece {
    /// Like `"e4"`.
    pub square: String,
    /// The kind of piece.
    pub piece: ChessPiece,
    /// Whose piece it is.
    pub color: ChessColor,
}

/// Which side a king castles to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum ChessCastling {
    /// `O-O`, the king to the g file.
    Kingside,
    /// `O-O-O`, the king to the c file.
    Queenside,
}

/// Which legal moves `moves` lists: every one by default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ChessMovesOptions {
    /// Only the moves of the piece on this square (`"e2"`; castling is the king's move).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub square: Option<String>,
    /// Only the moves of this kind of piece.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub piece: Option<ChessPiece>,
}

/// A legal move, with what it does as typed fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ChessMove {
    /// In UCI, as `submit` takes it: `{ type: "MOVE", uci }`.
    pub uci: String,
    /// In SAN, as the `MoveMade` event and PGN write it (`"Nf3"`, `"exd6"`, `"O-O"`, `"e8=Q#"`);
    /// `submit` takes it too: `{ type: "MOVE", san }`.
    pub san: String,
    /// The square the piece leaves (for castling, the king's).
    pub from: String,
    /// The square the piece goes to (for castling, the king's: `"g1"`, `"c8"`).
    pub to: String,
    /// The piece that moves (a pawn for a promotion).
    pub piece: ChessPiece,
    /// The piece taken, if any (a pawn for en passant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub captured: Option<ChessPiece>,
    /// The piece a pawn becomes: each of the four is a move of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub promotion: Option<ChessPiece>,
    /// Whether it takes a piece (en passant included).
    pub capture: bool,
    /// Whether it is a pawn taking en passant.
    pub en_passant: bool,
    /// Which side the king castles to, for castling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub castling: Option<ChessCastling>,
    /// Whether it gives check (mate included).
    pub check: bool,
    /// Whether it gives checkmate.
    pub mate: bool,
}

/// A move played, in SAN and UCI.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ChessPlayedMove {
    /// Who played it.
    pub player: PlayerId,
    /// As PGN writes it (`"Nf3"`, `"O-O"`, `"e8=Q#"`).
    pub san: String,
    /// As the log records it (`"g1f3"`).
    pub uci: String,
}

/// `text` as a square, or `INVALID_INPUT` naming `what` and the text.
pub fn parse_square(text: &str, what: &str) -> Result<Square> {
    match text.as_bytes() {
        [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Ok(Square::new(
            File::index(usize::from(file - b'a')),
            Rank::index(usize::from(rank - b'1')),
        )),
        _ if text.len() > 8 => Err(EngineError::invalid_input(format!(
            "{what} is {} bytes long: a square is a file a to h and a rank 1 to 8, like \"e4\"",
            text.len()
        ))),
        _ => Err(EngineError::invalid_input(format!(
            "{what} {text:?} is not a square: a file a to h and a rank 1 to 8, like \"e4\""
        ))),
    }
}

/// The piece on `square`, if any.
pub fn piece_on(board: &Board, square: Square) -> Option<ChessBoardPiece> {
    Some(ChessBoardPiece {
        square: square.to_string(),
        piece: board.piece_on(square)?.into(),
        color: board.color_on(square)?.into(),
    })
}

/// The piece on the square named `text` (`INVALID_INPUT` for a text that names no square).
pub fn get(game: &Game<Chess>, text: &str) -> Result<Option<ChessBoardPiece>> {
    Ok(piece_on(&game.state().board, parse_square(text, "square")?))
}

/// The board as eight ranks of eight squares, from a8 to h8 first and a1 to h1 last, as chess.js
/// gives it and a page draws it: each square the piece on it, or `None`.
pub fn board(game: &Game<Chess>) -> Vec<Vec<Option<ChessBoardPiece>>> {
    let board = &game.state().board;
    Rank::ALL
        .iter()
        .rev()
        .map(|&rank| {
            File::ALL
                .iter()
                .map(|&file| piece_on(board, Square::new(file, rank)))
                .collect()
        })
        .collect()
}

/// Whether the player to move is in check (still true in a checkmate that ended the game).
pub fn in_check(game: &Game<Chess>) -> bool {
    game.state().in_check()
}

/// The legal moves of the player to move, those `options` asks for, in the move generator's
/// order; none once the game is over. Draw claims and resignations are not moves: see
/// `legal_actions`. `INVALID_INPUT` for a square that is not one.
pub fn moves(game: &Game<Chess>, options: &ChessMovesOptions) -> Result<Vec<ChessMove>> {
    let square = options
        .square
        .as_deref()
        .map(|s| parse_square(s, "options.square"))
        .transpose()?;
    if game.is_finished() || game.current_player().is_none() {
        return Ok(Vec::new());
    }
    let board = &game.state().board;
    let piece = options.piece;
    Ok(legal_moves(board)
        .into_iter()
        .filter(|mv| square.map_or(true, |s| mv.from == s))
        .filter(|mv| piece.map_or(true, |p| board.piece_on(mv.from).map(ChessPiece::from) == Some(p)))
        .map(|mv| describe(board, mv))
        .collect())
}

/// A legal move and what it does.
fn describe(board: &Board, mv: Move) -> ChessMove {
    let piece = board.piece_on(mv.from).unwrap_or(Piece::Pawn);
    let castles = piece == Piece::King && board.color_on(mv.to) == Some(board.side_to_move());
    // A pawn changing file onto an empty square takes en passant.
    let en_passant = piece == Piece::Pawn && mv.from.file() != mv.to.file() && board.piece_on(mv.to).is_none();
    let captured = match board.piece_on(mv.to) {
        Some(victim) if !castles => Some(victim.into()),
        _ if en_passant => Some(ChessPiece::Pawn),
        _ => None,
    };
    let mut after = board.clone();
    // Legal: it comes from the move generator.
    let _ = after.try_play(mv);
    let check = !after.checkers().is_empty();
    let uci = uci(board, mv);
    ChessMove {
        san: san(board, mv, &after),
        from: uci.get(0..2).unwrap_or_default().to_string(),
        to: uci.get(2..4).unwrap_or_default().to_string(),
        uci,
        piece: piece.into(),
        captured,
        promotion: mv.promotion.map(Into::into),
        capture: captured.is_some(),
        en_passant,
        castling: castles.then(|| match mv.to.file() > mv.from.file() {
            true => ChessCastling::Kingside,
            false => ChessCastling::Queenside,
        }),
        check,
        mate: check && !after.generate_moves(|_| true),
    }
}

/// The moves played, in order from the game's first action (a claim made with a move included),
/// in SAN and UCI: read from the log's `MoveMade` events.
pub fn history(game: &Game<Chess>) -> Vec<ChessPlayedMove> {
    game.log()
        .iter()
        .filter_map(|entry| match &entry.event {
            ChessEvent::MoveMade {
                player, san, uci, ..
            } => Some(ChessPlayedMove {
                player: player.clone(),
                san: san.clone(),
                uci: uci.clone(),
            }),
            _ => None,
        })
        .collect()
}
