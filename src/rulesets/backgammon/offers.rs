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

#[cfg(test)]
mod tests {
    use crate::engine::error::ErrorCode;
    use crate::engine::game::Game;
    use crate::rulesets::backgammon::{
        Backgammon, BackgammonAction as A, BackgammonConfig, BackgammonEndReason,
        BackgammonEvent as E,
    };

    fn cube_game(seed: &str, jacoby: Option<bool>) -> Game<Backgammon> {
        let config = BackgammonConfig {
            seed: Some(seed.into()),
            cube: Some(true),
            jacoby,
            ..BackgammonConfig::default()
        };
        Game::<Backgammon>::new(config).expect("new")
    }

    /// Plays the first legal move until the player to act may choose to roll or double.
    fn to_the_cube(game: &mut Game<Backgammon>) -> String {
        loop {
            let p = game.current_player().cloned().expect("on");
            let legal = game.legal_actions(&p).expect("known");
            if legal == [A::Roll {}, A::Double {}] {
                return p;
            }
            game.submit(&p, legal[0]).expect("legal");
        }
    }

    #[test]
    fn without_the_cube_the_dice_roll_by_themselves() {
        let mut game = Game::<Backgammon>::new(BackgammonConfig::default()).expect("new");
        let p = game.current_player().cloned().expect("on");
        let err = game.submit(&p, A::Double {}).expect_err("no cube");
        assert_eq!(err.code, ErrorCode::IllegalAction);
        let err = game.submit(&p, A::Take {}).expect_err("no double");
        assert_eq!(err.code, ErrorCode::IllegalAction);
    }

    #[test]
    fn a_double_taken_doubles_the_cube_and_passes_it() {
        let mut game = cube_game("cube-1", None);
        // The opening turn is played with its roll: no cube choice before it.
        assert!(game.state().roll.is_some());
        let doubler = to_the_cube(&mut game);
        let taker = game.state().player(1 - game.state().seat_of(&doubler).unwrap_or(0)).clone();
        assert!(game.state().roll.is_none(), "the choice comes before the roll");
        game.submit(&doubler, A::Double {}).expect("doubles");
        assert_eq!(game.current_player(), Some(&taker));
        assert_eq!(game.legal_actions(&taker).expect("known"), [A::Take {}, A::Drop {}]);
        game.submit(&taker, A::Take {}).expect("takes");
        let cube = game.state().cube.expect("on");
        assert_eq!((cube.value, cube.owner), (2, game.state().seat_of(&taker).map(|s| s as u8)));
        // The doubler's turn goes on: the dice rolled by themselves (the cube is not theirs).
        assert_eq!(game.current_player(), Some(&doubler));
        assert!(game.state().roll.is_some());
        assert!(matches!(game.log().last().map(|e| &e.event), Some(E::DiceRolled { .. })));
        // Next time the taker may redouble; the doubler may not.
        let next = to_the_cube(&mut game);
        assert_eq!(next, taker);
        game.submit(&taker, A::Double {}).expect("redoubles");
        game.submit(&doubler, A::Drop {}).expect("drops");
        let outcome = game.outcome().expect("over");
        assert_eq!(outcome.reason(), BackgammonEndReason::DroppedDouble);
        assert_eq!(outcome.winner(), Some(&taker));
        let points = outcome.results()[0].metrics.as_ref().and_then(|m| m.get("points").copied());
        assert_eq!(points, Some(2), "the stake before the redouble");
    }

    #[test]
    fn the_cube_stops_at_64_and_a_resignation_counts_it() {
        let mut game = cube_game("cube-2", Some(false));
        let mut value = 1;
        while value < 64 {
            let p = to_the_cube(&mut game);
            let other = game.state().player(1 - game.state().seat_of(&p).unwrap_or(0)).clone();
            game.submit(&p, A::Double {}).expect("doubles");
            game.submit(&other, A::Take {}).expect("takes");
            value *= 2;
            assert_eq!(game.state().stake(), value);
        }
        // At 64 the owner rolls by themselves: no choice is offered any more.
        loop {
            let p = game.current_player().cloned().expect("on");
            let legal = game.legal_actions(&p).expect("known");
            assert!(!legal.contains(&A::Double {}));
            if game.state().turn > 40 {
                let other = game.state().player(1 - game.state().seat_of(&p).unwrap_or(0)).clone();
                game.submit(&p, A::Resign { points: Some(2) }).expect("offers");
                game.submit(&other, A::AcceptResignation {}).expect("accepts");
                let outcome = game.outcome().expect("over");
                let points = outcome.results()[0].metrics.as_ref().and_then(|m| m.get("points").copied());
                assert_eq!(points, Some(128));
                return;
            }
            game.submit(&p, legal[0]).expect("legal");
            if game.outcome().is_some() {
                return;
            }
        }
    }

    #[test]
    fn the_bot_answers_offers_and_never_resigns() {
        use crate::rulesets::backgammon::bot::decide;
        let mut rng = crate::engine::rng::GameRng::from_seed("x");
        let mut game = cube_game("cube-3", None);
        let p = game.current_player().cloned().expect("on");
        let other = game.state().player(1 - game.state().seat_of(&p).unwrap_or(0)).clone();
        // An offer of a backgammon at the start is more than the bot expects: it accepts.
        game.submit(&p, A::Resign { points: Some(3) }).expect("offers");
        let answer = decide(game.state(), &other, 1, &mut rng).expect("answers");
        assert_eq!(answer, A::AcceptResignation {});
        game.undo().expect("the offer is taken back");
        // At the start, no one doubles.
        let doubler = to_the_cube(&mut game);
        let choice = decide(game.state(), &doubler, 1, &mut rng).expect("chooses");
        assert!(matches!(choice, A::Roll {} | A::Double {}));
    }
}
