//! The granular events of a game of Go, and how each changes the state.

use super::GoEndReason;
use super::board::{key, PositionHash, Stone};
use super::counting::CountingEnd;
use super::state::{GoPoint, GoRecorded, GoScore, GoState};
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// What happened in a game of Go, one change at a time (`type` tells which).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum GoEvent {
    /// A stone is played (a move).
    StonePlaced {
        /// Who played it.
        player: PlayerId,
        /// Its colour.
        colour: Stone,
        /// The column, from 0 at the left.
        x: u32,
        /// The row, from 0 at the top.
        y: u32,
    },
    /// One chain left without liberties by the stone just placed is taken off the board (one
    /// event per chain, right after the `StonePlaced`); `player` is the capturer.
    StonesCaptured {
        /// The capturer.
        player: PlayerId,
        /// The chain's points, taken off.
        points: Vec<GoPoint>,
    },
    /// A pass (a move).
    Passed {
        /// Who passed.
        player: PlayerId,
    },
    /// A player resigned: the other wins.
    Resigned {
        /// Who resigned.
        player: PlayerId,
    },
    /// A result imported from a record (the action `RECORD_RESULT`), kept in the state's
    /// `recorded`.
    ResultRecorded {
        /// The result as recorded.
        result: GoRecorded,
    },
    /// Two passes in a row (counting by agreement): the engine proposes these stones dead, and
    /// the players count (`MARK_DEAD`, `ACCEPT_SCORE`, `RESUME`).
    CountingStarted {
        /// The points of the stones the engine proposes dead.
        dead: Vec<GoPoint>,
    },
    /// A group toggled in a counting: its stones are now marked `dead` (or alive). Both
    /// acceptances are cleared.
    DeadStonesMarked {
        /// Who toggled it.
        player: PlayerId,
        /// The group's stones.
        points: Vec<GoPoint>,
        /// Marked dead (`true`) or alive again (`false`).
        dead: bool,
    },
    /// A player accepted the marking as it stands.
    ScoreAccepted {
        /// Who accepted.
        player: PlayerId,
    },
    /// A player resumed play from a counting: the player who would have moved after the
    /// second pass moves.
    PlayResumed {
        /// Who resumed.
        player: PlayerId,
    },
    /// The dead stones are taken off the board as prisoners, just before `Scored`: agreed by
    /// both players, or the engine's proposal (`reason`).
    DeadStonesRemoved {
        /// The stones taken off.
        points: Vec<GoPoint>,
        /// Whose marking: agreed, or the engine's.
        reason: CountingEnd,
    },
    /// The final count by area with komi, just before `GameEnded`: after the second pass in a
    /// row or the move limit (counting by area), or once the dead stones are off (by
    /// agreement).
    Scored {
        /// The count.
        score: GoScore,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<GoEndReason>,
    },
}

/// Applies one event (infallible: the judge checked everything).
pub fn apply(state: &mut GoState, event: &GoEvent) {
    match event {
        GoEvent::StonePlaced { colour, x, y, .. } => {
            let Some(p) = state.board.point(*x, *y) else {
                return;
            };
            // The position being left joins the history (a pass keeps it current).
            if let Err(at) = state.history.binary_search(&state.position) {
                state.history.insert(at, state.position);
            }
            state.board.set(p, Some(*colour));
            state.position = PositionHash(state.position.0 ^ key(*colour, p));
            state.moves += 1;
            state.passes = 0;
            state.last_move = Some(GoPoint { x: *x, y: *y });
        }
        GoEvent::StonesCaptured { points, .. } => {
            take_off(state, points);
        }
        GoEvent::Passed { .. } => {
            state.moves += 1;
            state.passes += 1;
            state.last_move = None;
        }
        GoEvent::Resigned { player } => state.resigned = state.colour_of(player),
        GoEvent::ResultRecorded { result } => state.recorded = Some(*result),
        GoEvent::CountingStarted { .. }
        | GoEvent::DeadStonesMarked { .. }
        | GoEvent::ScoreAccepted { .. }
        | GoEvent::PlayResumed { .. }
        | GoEvent::DeadStonesRemoved { .. } => super::counting::apply(state, event),
        GoEvent::Scored { score } => state.score = Some(score.clone()),
        GoEvent::GameEnded { .. } => {}
    }
}

/// Takes the stones on `points` off the board as the opponent's prisoners (a point out of the
/// board or empty is skipped), keeping the position's hash.
pub(super) fn take_off(state: &mut GoState, points: &[GoPoint]) {
    for point in points {
        let Some(p) = state.board.point(point.x, point.y) else {
            continue;
        };
        let Some(stone) = state.board.at(p) else {
            continue;
        };
        state.board.set(p, None);
        state.position = PositionHash(state.position.0 ^ key(stone, p));
        if let Some(n) = state.captures.get_mut(stone.opponent().index()) {
            *n += 1;
        }
    }
}
