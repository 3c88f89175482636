//! The state of a game of Go, and the final count recorded in it.

use super::GoEndReason;
use super::area::Area;
use super::board::{Board, PositionHash, Stone};
use super::chains::Chains;
use super::counting::{CountingRule, GoCounting};
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// Moves (stones and passes) per point after which the game ends and is scored: every game
/// ends, even between players who never pass.
pub const MOVES_PER_POINT: u32 = 3;

/// A point of the board: `x` from the left, `y` from the top, from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct GoPoint {
    /// The column, from 0 at the left.
    pub x: u32,
    /// The row, from 0 at the top.
    pub y: u32,
}

/// One colour's count at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GoTally {
    /// Stones plus territory.
    pub area: u32,
    /// Empty points that count for this colour.
    pub territory: u32,
    /// Stones on the board.
    pub stones: u32,
}

/// The area count of the final position (Tromp-Taylor: every stone on the board is alive).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GoScore {
    /// Black's count.
    pub black: GoTally,
    /// White's count.
    pub white: GoTally,
    /// White's komi in half points (15 for 7.5).
    pub komi_half_points: i32,
    /// Who each point counts for as territory, one letter per point as in the board string:
    /// `B` or `W` for an empty point that colour surrounds, `.` for a stone or a neutral point.
    pub territory: String,
}

impl GoScore {
    /// The count of `board` with `komi_half_points` for White.
    pub fn of(board: &Board, komi_half_points: i32) -> GoScore {
        let area = Area::of(board);
        let tally = |stone: Stone| GoTally {
            area: area.area(stone),
            territory: area.territory.get(stone.index()).copied().unwrap_or(0),
            stones: area.stones.get(stone.index()).copied().unwrap_or(0),
        };
        GoScore {
            black: tally(Stone::Black),
            white: tally(Stone::White),
            komi_half_points,
            territory: area
                .owners
                .iter()
                .map(|o| o.map_or('.', Stone::letter))
                .collect(),
        }
    }
    /// The count of one colour.
    pub fn tally(&self, stone: Stone) -> &GoTally {
        match stone {
            Stone::Black => &self.black,
            Stone::White => &self.white,
        }
    }
    /// Black's lead in half points, komi included (negative: White leads).
    pub fn black_lead(&self) -> i64 {
        2 * (i64::from(self.black.area) - i64::from(self.white.area))
            - i64::from(self.komi_half_points)
    }
}

fn black() -> Stone {
    Stone::Black
}

fn is_black(stone: &Stone) -> bool {
    *stone == Stone::Black
}

/// A result imported from a record (the action `RECORD_RESULT`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GoRecorded {
    /// Absent for a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub winner: Option<Stone>,
    /// Why the record says the game ended.
    pub reason: GoEndReason,
    /// The winner's margin in half points, as the record gives it (`RECORDED_SCORE`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub margin_half_points: Option<u32>,
}

/// The whole game of Go (nothing is hidden: it is also each player's view).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GoState {
    /// Black's id, then White's.
    pub players: [PlayerId; 2],
    /// Points per side, 5 to 19.
    pub size: u32,
    /// White's komi in half points (15 for 7.5; negative gives Black the points).
    pub komi_half_points: i32,
    /// `size²` letters, row by row from the top (`x` from the left): `.` empty, `B` black,
    /// `W` white. The point `(x, y)` is letter `y * size + x`.
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub board: Board,
    /// The colour that moves first: Black, or White after handicap stones or in a set-up
    /// position with White to move. Absent from the JSON when Black (earlier games keep their
    /// state hashes).
    #[serde(default = "black", skip_serializing_if = "is_black")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub first: Stone,
    /// Moves played, stones and passes: `first` is to move when it is even. The game ends at
    /// `3 * size * size`.
    pub moves: u32,
    /// Passes in a row; the second ends the game.
    pub passes: u32,
    /// Where the last stone was played; `null` at the start and after a pass.
    #[cfg_attr(feature = "wasm", tsify(type = "GoPoint | null"))]
    pub last_move: Option<GoPoint>,
    /// Stones captured by Black, then by White.
    pub captures: [u32; 2],
    /// The Zobrist hash of the current position (16 hex digits).
    #[cfg_attr(feature = "wasm", tsify(type = "string"))]
    pub position: PositionHash,
    /// The hashes of every earlier position of the game, sorted: positional superko forbids a
    /// move that makes any of them again.
    #[cfg_attr(feature = "wasm", tsify(type = "string[]"))]
    pub history: Vec<PositionHash>,
    /// The colour that resigned.
    #[cfg_attr(feature = "wasm", tsify(type = "Stone | null"))]
    pub resigned: Option<Stone>,
    /// A result imported from a record (`RECORD_RESULT`), once submitted. Absent from the JSON
    /// otherwise (earlier games keep their state hashes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub recorded: Option<GoRecorded>,
    /// The final count, once the game has been scored.
    #[cfg_attr(feature = "wasm", tsify(type = "GoScore | null"))]
    pub score: Option<GoScore>,
    /// How the game is counted once play stops.
    pub rule: CountingRule,
    /// The counting in progress (by agreement, after two passes).
    #[cfg_attr(feature = "wasm", tsify(type = "GoCounting | null"))]
    pub counting: Option<GoCounting>,
    /// Times play was resumed from a counting; the second resume ends it with the engine's
    /// proposal.
    pub resumes: u32,
    /// Whether the dead stones have been taken off (by agreement): the board is to be counted.
    pub removed: bool,
}

impl GoState {
    /// The colour to move (strict alternation: a pass is a move).
    pub fn to_move(&self) -> Stone {
        if self.moves % 2 == 0 {
            self.first
        } else {
            self.first.opponent()
        }
    }
    /// The id of the player of this colour.
    pub fn player(&self, stone: Stone) -> &PlayerId {
        let [black, white] = &self.players;
        match stone {
            Stone::Black => black,
            Stone::White => white,
        }
    }
    /// The colour of the player with this id.
    pub fn colour_of(&self, player: &str) -> Option<Stone> {
        Stone::BOTH
            .into_iter()
            .find(|s| self.player(*s).as_str() == player)
    }
    /// The move after which the game ends if nothing else ended it.
    pub fn move_limit(&self) -> u32 {
        MOVES_PER_POINT * self.size * self.size
    }
    /// Resigned, recorded or counted: nothing more happens.
    pub fn is_decided(&self) -> bool {
        self.resigned.is_some() || self.recorded.is_some() || self.score.is_some()
    }
    /// Two passes in a row or the move limit.
    pub fn play_stopped(&self) -> bool {
        self.passes >= 2 || self.moves >= self.move_limit()
    }
    /// The board is to be counted as it stands: play stopped (counting by area), or the dead
    /// stones are off (by agreement).
    pub fn needs_scoring(&self) -> bool {
        !self.is_decided()
            && match self.rule {
                CountingRule::Area => self.play_stopped(),
                CountingRule::Agreement => self.removed,
            }
    }
    /// No one may play a stone any more (a counting may still be going on: see
    /// [`GoState::counting`]).
    pub fn is_over(&self) -> bool {
        self.is_decided() || self.needs_scoring() || self.play_stopped() || self.removed
    }
    /// Whether the last stone's captures are still being taken off: an opponent chain next to
    /// it has no liberty (between its `StonePlaced` and its last `StonesCaptured`, so that
    /// those events carry the move's turn).
    pub fn capturing(&self) -> bool {
        let board = &self.board;
        let Some(p) = self.last_move.and_then(|m| board.point(m.x, m.y)) else {
            return false;
        };
        let Some(colour) = board.at(p) else {
            return false;
        };
        let opponent = Some(colour.opponent());
        // Most moves leave every opponent stone next to them an empty neighbour: no flood.
        let suspects = board
            .neighbours(p)
            .any(|q| board.at(q) == opponent && board.neighbours(q).all(|r| board.at(r).is_some()));
        if !suspects {
            return false;
        }
        let chains = Chains::around(board, p);
        board.neighbours(p).any(|q| {
            board.at(q) == opponent && chains.chain(q).is_some_and(|c| chains.liberties(c) == 0)
        })
    }
    /// The stones captured by the player of this colour.
    pub fn captures_by(&self, stone: Stone) -> u32 {
        self.captures.get(stone.index()).copied().unwrap_or(0)
    }
}
