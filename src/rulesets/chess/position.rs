//! The chess state: the board (a `cozy_chess::Board`, kept as is for speed), the clocks the
//! board does not keep exactly (its halfmove clock stops at 100; the seventy-five-move rule needs
//! 150), the repetition history, and how the game was ended by a player. It crosses to
//! JavaScript as [`ChessState`], with the position as a FEN.

use super::action::ChessEnd;
use super::fen::{parse_fen, write_fen};
use crate::engine::player::PlayerId;
use cozy_chess::{Board, Color, Move, Piece, Rank, Square};
use serde::{Deserialize, Serialize};

/// The most positions a repetition history can hold: it restarts at every capture or pawn
/// move, and the seventy-five-move rule ends the game 150 plies after one.
pub const MAX_HISTORY: usize = 160;

/// The rules state of a chess game (what [`ChessState`] shows JavaScript).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "ChessState", into = "ChessState")]
pub struct ChessPosition {
    /// White's id, then black's.
    pub players: [PlayerId; 2],
    /// The position: pieces, side to move, castling rights, en passant square.
    pub board: Board,
    /// Plies since the last capture or pawn move (not capped, unlike the board's own).
    pub halfmove_clock: u32,
    /// Plies played in this game.
    pub plies: u32,
    /// The repetition key of every position since the last capture or pawn move (or the start),
    /// the current one last.
    pub history: Vec<u64>,
    /// A resignation or a draw claim, once made.
    pub end: Option<ChessEnd>,
}

/// A chess game's state as JavaScript sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChessState {
    /// White's id, then black's.
    pub players: [PlayerId; 2],
    /// The position in Forsyth-Edwards Notation.
    pub fen: String,
    /// Plies played in this game.
    pub plies: u32,
    /// The repetition keys (16 hex digits each) of the positions since the last capture or
    /// pawn move, the current one last: equal keys are the same position by FIDE's definition.
    pub repetitions: Vec<String>,
    /// A resignation or a draw claim, once made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub end: Option<ChessEnd>,
}

impl From<ChessPosition> for ChessState {
    fn from(p: ChessPosition) -> Self {
        ChessState {
            fen: write_fen(&p.board, p.halfmove_clock),
            repetitions: p.history.iter().map(|k| format!("{k:016x}")).collect(),
            players: p.players,
            plies: p.plies,
            end: p.end,
        }
    }
}

impl TryFrom<ChessState> for ChessPosition {
    type Error = String;
    fn try_from(s: ChessState) -> Result<Self, String> {
        let (board, halfmove_clock) = parse_fen(&s.fen).map_err(|e| e.message)?;
        if s.repetitions.len() > MAX_HISTORY {
            return Err(format!(
                "repetitions has {} keys, at most {MAX_HISTORY}",
                s.repetitions.len()
            ));
        }
        let history = s
            .repetitions
            .iter()
            .map(|k| {
                (k.len() == 16)
                    .then(|| u64::from_str_radix(k, 16).ok())
                    .flatten()
                    .ok_or_else(|| format!("repetition key {k:?} is not 16 hex digits"))
            })
            .collect::<Result<_, _>>()?;
        Ok(ChessPosition {
            players: s.players,
            board,
            halfmove_clock,
            plies: s.plies,
            history,
            end: s.end,
        })
    }
}

impl ChessPosition {
    /// A game starting at `board`.
    pub fn new(players: [PlayerId; 2], board: Board, halfmove_clock: u32) -> Self {
        let history = vec![repetition_key(&board)];
        ChessPosition {
            players,
            board,
            halfmove_clock,
            plies: 0,
            history,
            end: None,
        }
    }

    /// The player whose colour is `color`.
    pub fn player(&self, color: Color) -> &PlayerId {
        let [white, black] = &self.players;
        match color {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// The colour `player` plays, if they are in the game.
    pub fn color_of(&self, player: &str) -> Option<Color> {
        let [white, black] = &self.players;
        if white == player {
            Some(Color::White)
        } else if black == player {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// Plays a legal move: the board, the clocks and the repetition history.
    pub fn play(&mut self, mv: Move) {
        let irreversible = self.board.piece_on(mv.from) == Some(Piece::Pawn)
            || self.board.color_on(mv.to) == Some(!self.board.side_to_move());
        if self.board.try_play(mv).is_err() {
            return; // only legal moves reach here: the judge checked them
        }
        self.plies = self.plies.saturating_add(1);
        if irreversible {
            self.halfmove_clock = 0;
            self.history.clear();
        } else {
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        if self.history.len() >= MAX_HISTORY {
            self.history.remove(0);
        }
        self.history.push(repetition_key(&self.board));
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        match self.history.last() {
            Some(key) => self.history.iter().filter(|k| *k == key).count(),
            None => 1,
        }
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        write_fen(&self.board, self.halfmove_clock)
    }

    /// Whether the player to move has a legal move.
    pub fn has_moves(&self) -> bool {
        self.board.generate_moves(|_| true)
    }

    /// Whether the player to move is in check.
    pub fn in_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }
}

/// The key of a position for repetitions: the same key is the same position by FIDE's rule
/// (pieces, side to move, castling rights, and an en passant capture only if one is legal).
pub fn repetition_key(board: &Board) -> u64 {
    if legal_en_passant(board).is_some() {
        board.hash()
    } else {
        board.hash_without_ep()
    }
}

/// The en passant target square, if a capture there is legal now.
pub fn legal_en_passant(board: &Board) -> Option<Square> {
    let file = board.en_passant()?;
    let color = board.side_to_move();
    let target = Square::new(file, Rank::Sixth.relative_to(color));
    let ours = board.colored_pieces(color, Piece::Pawn);
    let rank = Rank::Fifth.relative_to(color);
    let index = file as usize;
    let beside = [index.checked_sub(1), Some(index + 1)];
    beside
        .into_iter()
        .flatten()
        .filter_map(cozy_chess::File::try_index)
        .map(|f| Square::new(f, rank))
        .filter(|from| ours.has(*from))
        .any(|from| {
            board.is_legal(Move {
                from,
                to: target,
                promotion: None,
            })
        })
        .then_some(target)
}

/// A piece's value for the `material` metric: pawn 1, knight and bishop 3, rook 5, queen 9.
pub fn piece_value(piece: Piece) -> i64 {
    match piece {
        Piece::Pawn => 1,
        Piece::Knight | Piece::Bishop => 3,
        Piece::Rook => 5,
        Piece::Queen => 9,
        Piece::King => 0,
    }
}

/// The material `color` has on the board.
pub fn material(board: &Board, color: Color) -> i64 {
    Piece::ALL
        .iter()
        .map(|&p| piece_value(p) * i64::from(board.colored_pieces(color, p).len()))
        .sum()
}
