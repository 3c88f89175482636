//! Offers and their answers: resignations (GNU Backgammon's: for 1, 2 or 3 points times the
//! cube, the opponent accepts or declines) and the doubling cube of a money game (before
//! rolling, the player who may double chooses `ROLL` or `DOUBLE`; the opponent takes or drops).

use super::action::BackgammonAction as A;
use super::event::BackgammonEvent as E;
use super::position::MAX_CUBE;
use super::state::{other, BackgammonState, Offer};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;

/// Whether the mover, who has not rolled, may double now: the cube is on, below 64, in the
/// middle or theirs, and no offer is waiting.
pub fn may_double(state: &BackgammonState) -> bool {
    let (Some(cube), Some(mover)) = (state.cube, state.mover) else {
        return false;
    };
    !state.is_over()
        && state.offer.is_none()
        && state.roll.is_none()
        && cube.value < MAX_CUBE
        && cube.owner.map_or(true, |o| o == mover)
}

/// The seat that must answer the offer waiting, if one is.
pub fn answerer(state: &BackgammonState) -> Option<usize> {
    match state.offer? {
        Offer::Resign { seat, .. } | Offer::Double { seat } => Some(other(usize::from(seat))),
    }
}

/// The answers listed while an offer waits, and the choice before rolling.
pub fn listed(state: &BackgammonState) -> Option<Vec<A>> {
    match state.offer {
        Some(Offer::Resign { .. }) => Some(vec![A::AcceptResignation {}, A::DeclineResignation {}]),
        Some(Offer::Double { .. }) => Some(vec![A::Take {}, A::Drop {}]),
        None if may_double(state) => Some(vec![A::Roll {}, A::Double {}]),
        None => None,
    }
}

/// The events of an offer or an answer by `player` (already known to be the one to act), or
/// `None` for a checker move. `roll` rolls the dice for `ROLL`.
pub fn resolve(
    state: &BackgammonState,
    player: &PlayerId,
    action: &A,
    roll: impl FnOnce() -> E,
) -> Option<Result<Vec<E>>> {
    let player = player.clone();
    let offer = state.offer;
    let refuse = |why: &str| Some(Err(EngineError::illegal(why.to_string())));
    Some(Ok(match (action, offer) {
        (A::Move { .. }, _) => return None,
        (A::Resign { points }, _) => {
            let points = points.unwrap_or(1);
            if !(1..=3).contains(&points) {
                return Some(Err(EngineError::invalid_input(format!(
                    "points is {points}, expected 1, 2 or 3"
                ))));
            }
            if offer.is_some() {
                return refuse("an offer is waiting for an answer: answer it first");
            }
            vec![E::ResignationOffered { player, points }]
        }
        (A::AcceptResignation {}, Some(Offer::Resign { .. })) => {
            vec![E::ResignationAccepted { player }]
        }
        (A::DeclineResignation {}, Some(Offer::Resign { .. })) => {
            vec![E::ResignationDeclined { player }]
        }
        (A::AcceptResignation {} | A::DeclineResignation {}, _) => {
            return refuse("there is no offer to resign to answer")
        }
        (A::Take {}, Some(Offer::Double { .. })) => vec![E::DoubleTaken {
            player,
            value: state.stake().saturating_mul(2),
        }],
        (A::Drop {}, Some(Offer::Double { .. })) => vec![E::DoubleDropped { player }],
        (A::Take {} | A::Drop {}, _) => return refuse("there is no double to take or drop"),
        (A::Roll {} | A::Double {}, _) if !may_double(state) => {
            return refuse(if state.cube.is_none() {
                "the game is played without the cube: the dice roll by themselves"
            } else {
                "you may not double now (the cube is not yours, at 64, or the dice are rolled)"
            })
        }
        (A::Roll {}, _) => vec![roll()],
        (A::Double {}, _) => vec![E::DoubleOffered {
            player,
            value: state.stake().saturating_mul(2),
        }],
    }))
}
