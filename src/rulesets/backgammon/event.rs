//! The granular events of a backgammon game, and how each changes the state. Every point
//! number in an event is in the numbering of the player the event names (`player`): a front end
//! drawing white's side turns black's point `p` into `25 - p`.

use super::BackgammonEndReason;
use super::action::MoveFrom;
use super::state::{board_index, BackgammonState, Conceded, Cube, Offer};
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// What happened in a game of backgammon, one change at a time (`type` tells which).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum BackgammonEvent {
    /// The opening roll, the game's first event: each player rolls one die until they differ.
    /// `rolls` lists every roll, white's die then black's (all but the last are ties); `player`
    /// (the higher die) starts turn 1, whose `DiceRolled` follows with their own die first.
    OpeningRoll {
        /// Every roll, white's die then black's, 1 to 6.
        rolls: Vec<[u8; 2]>,
        /// Who starts.
        player: PlayerId,
    },
    /// `player`'s turn starts with these two dice (a double is played four times); the first
    /// turn's are the opening roll's, the starter's die first.
    DiceRolled {
        /// Whose turn.
        player: PlayerId,
        /// The two dice, 1 to 6.
        dice: [u8; 2],
    },
    /// `player`'s blot on their point `point` goes to the bar (just before the hitting checker
    /// lands there: `CheckerMoved` follows).
    CheckerHit {
        /// Whose checker was hit.
        player: PlayerId,
        /// The point it stood on, in its owner's numbering (1 to 24).
        point: u8,
    },
    /// One of `player`'s checkers moves from a point or the bar to point `to` with `die`.
    CheckerMoved {
        /// Whose checker.
        player: PlayerId,
        /// The point it left (1 to 24), or `"bar"`.
        #[cfg_attr(feature = "wasm", tsify(type = "number | \"bar\""))]
        from: MoveFrom,
        /// The point it reached, 1 to 24.
        to: u8,
        /// The die used, 1 to 6.
        die: u8,
    },
    /// One of `player`'s checkers is borne off from point `from` with `die`.
    CheckerBorneOff {
        /// Whose checker.
        player: PlayerId,
        /// The point it left, 1 to 6.
        from: u8,
        /// The die used, 1 to 6.
        die: u8,
    },
    /// `player`'s dice are used, or none can be: `next` is to roll.
    TurnPassed {
        /// Whose turn ended.
        player: PlayerId,
        /// Whose turn is next.
        next: PlayerId,
    },
    /// `player` offers to resign for `points` (times the cube): the other is to answer.
    ResignationOffered {
        /// Who offers.
        player: PlayerId,
        /// 1 (a single game), 2 (a gammon) or 3 (a backgammon).
        points: u8,
    },
    /// `player` accepts the other's offer to resign: the game ends.
    ResignationAccepted {
        /// Who accepted.
        player: PlayerId,
    },
    /// `player` declines the other's offer to resign: the other's turn goes on as it was.
    ResignationDeclined {
        /// Who declined.
        player: PlayerId,
    },
    /// `player` doubles, offering the cube at `value`: the other is to take or drop.
    DoubleOffered {
        /// Who doubles.
        player: PlayerId,
        /// The cube's value if taken (2, 4, 8...).
        value: u32,
    },
    /// `player` takes: the cube is at `value` and theirs.
    DoubleTaken {
        /// Who takes (and owns the cube).
        player: PlayerId,
        /// The cube's value now.
        value: u32,
    },
    /// `player` drops the double: the other wins the cube's value before the double.
    DoubleDropped {
        /// Who drops.
        player: PlayerId,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<BackgammonEndReason>,
    },
}

/// Removes one die showing `die` from the dice left.
fn use_die(state: &mut BackgammonState, die: u8) {
    if let Some(i) = state.dice.iter().position(|&d| d == die) {
        state.dice.remove(i);
    }
}

/// Adds `delta` checkers of `seat` on its own point `point` (the board's sign is white's).
fn add(state: &mut BackgammonState, seat: usize, point: usize, delta: i8) {
    if let Some(c) = state.board.get_mut(board_index(seat, point)) {
        *c = c.saturating_add(if seat == 0 { delta } else { -delta });
    }
}

fn bump(counts: &mut [u8; 2], seat: usize, delta: i8) {
    if let Some(c) = counts.get_mut(seat) {
        *c = c.saturating_add_signed(delta);
    }
}

/// Applies one event (checked by the judge; an event naming an unknown player changes nothing).
pub fn apply(state: &mut BackgammonState, event: &BackgammonEvent) {
    use BackgammonEvent as E;
    match event {
        E::OpeningRoll { rolls, .. } => {
            // The ties came from the recorded dice first; the last roll is the first turn's
            // `DiceRolled`, which takes its own.
            let ties = rolls.len().saturating_sub(1).min(state.recorded.len());
            state.recorded.drain(..ties);
        }
        E::DiceRolled { player, dice } => {
            if !state.recorded.is_empty() {
                state.recorded.remove(0);
            }
            state.turn += 1;
            state.mover = state.seat_of(player).map(|s| s as u8);
            state.roll = Some(*dice);
            let [a, b] = *dice;
            state.dice = if a == b { vec![a; 4] } else { vec![a, b] };
        }
        E::CheckerHit { player, point } => {
            if let Some(seat) = state.seat_of(player) {
                add(state, seat, usize::from(*point), -1);
                bump(&mut state.bar, seat, 1);
            }
        }
        E::CheckerMoved {
            player,
            from,
            to,
            die,
        } => {
            if let Some(seat) = state.seat_of(player) {
                match from {
                    MoveFrom::Bar => bump(&mut state.bar, seat, -1),
                    MoveFrom::Point(p) => add(state, seat, *p as usize, -1),
                }
                add(state, seat, usize::from(*to), 1);
                use_die(state, *die);
            }
        }
        E::CheckerBorneOff { player, from, die } => {
            if let Some(seat) = state.seat_of(player) {
                add(state, seat, usize::from(*from), -1);
                bump(&mut state.off, seat, 1);
                use_die(state, *die);
            }
        }
        E::TurnPassed { next, .. } => {
            state.mover = state.seat_of(next).map(|s| s as u8);
            state.roll = None;
            state.dice.clear();
        }
        E::ResignationOffered { player, points } => {
            state.offer = state.seat_of(player).map(|s| Offer::Resign {
                seat: s as u8,
                points: *points,
            });
        }
        E::ResignationAccepted { .. } => {
            if let Some(Offer::Resign { seat, points }) = state.offer.take() {
                state.conceded = Some(Conceded {
                    seat,
                    points: u32::from(points) * state.stake(),
                    dropped: false,
                });
            }
        }
        E::ResignationDeclined { .. } => state.offer = None,
        E::DoubleOffered { player, .. } => {
            state.offer = state
                .seat_of(player)
                .map(|s| Offer::Double { seat: s as u8 });
        }
        E::DoubleTaken { player, value } => {
            state.offer = None;
            if let Some(seat) = state.seat_of(player) {
                state.cube = Some(Cube {
                    value: *value,
                    owner: Some(seat as u8),
                });
            }
        }
        E::DoubleDropped { player } => {
            state.offer = None;
            if let Some(seat) = state.seat_of(player) {
                state.conceded = Some(Conceded {
                    seat: seat as u8,
                    points: state.stake(),
                    dropped: true,
                });
            }
        }
        E::GameEnded { .. } => {
            state.mover = None;
        }
    }
}
