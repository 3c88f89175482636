//! Perft: the number of move sequences of a given length from a position, the classic check
//! of a move generator (and a measure of its speed). Only moves count: actions a ruleset does
//! not count as moves ([`Ruleset::is_move`]: a draw claim) are left out, and a position where
//! the game has ended has no moves.

use super::error::{EngineError, Result};
use super::game::Game;
use super::play::Simulation;
use super::rng::GameRng;
use super::ruleset::Ruleset;

/// The deepest perft a caller may ask for: beyond it the count takes hours in any game.
pub const MAX_PERFT_DEPTH: u32 = 10;
/// The most positions a perft may list the moves of (the last ply's positions are counted, not
/// visited): a depth that needs more is refused rather than freezing the page for minutes.
/// Enough for chess's standard positions to depth 5 and the starting position to depth 6.
pub const MAX_PERFT_POSITIONS: u64 = 10_000_000;

/// Perft through the generic path: each legal move of the player to act, resolved and applied
/// as a game would, counted to `depth`. For deterministic games (random results are drawn from
/// a fixed seed). Each position whose moves are listed spends one of `budget`; `None` once it
/// runs out.
pub fn generic<R: Ruleset>(state: &R::State, depth: u32, budget: &mut u64) -> Option<u64> {
    count(&Simulation::<R>::new(state.clone()), depth, budget)
}

fn count<R: Ruleset>(sim: &Simulation<R>, depth: u32, budget: &mut u64) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    *budget = budget.checked_sub(1)?;
    let moves = sim.legal_actions().into_iter().filter(R::is_move);
    if depth == 1 {
        return Some(moves.count() as u64);
    }
    let mut rng = GameRng::from_seed("perft");
    let mut total = 0u64;
    for action in moves {
        let mut next = sim.clone();
        // A listed action the judge refuses is no move.
        if next.play(&action, &mut rng).is_ok() {
            total += count(&next, depth - 1, budget)?;
        }
    }
    Some(total)
}

impl<R: Ruleset> Game<R> {
    /// The number of move sequences of length `depth` (at most [`MAX_PERFT_DEPTH`]) from the
    /// current position: 1 at depth 0, none past the end of the game.
    pub fn perft(&self, depth: u32) -> Result<u64> {
        if depth > MAX_PERFT_DEPTH {
            return Err(EngineError::invalid_input(format!(
                "depth is {depth}, at most {MAX_PERFT_DEPTH}"
            )));
        }
        if depth == 0 {
            return Ok(1);
        }
        if self.is_finished() {
            return Ok(0);
        }
        let most = R::PERFT_POSITIONS;
        let mut budget = most;
        R::perft(self.state(), depth, &mut budget).ok_or_else(|| {
            EngineError::invalid_input(format!(
                "depth is {depth}: perft({depth}) lists the moves of more than {most} \
                 positions from here, the most it may; ask for less"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::rulesets::tictactoe::{TicTacToe, TicTacToeAction, TicTacToeConfig};
    use crate::{ErrorCode, Game};

    fn new_game() -> Game<TicTacToe> {
        Game::new(TicTacToeConfig::default()).expect("a game")
    }

    #[test]
    fn tic_tac_toe_counts_the_known_figures() {
        let game = new_game();
        let counts: Vec<u64> = (0..=9).map(|d| game.perft(d).unwrap_or(0)).collect();
        // Games end at a line from ply 5 on: 1,440 of the 15,120 five-move sequences, so
        // perft(6) is 13,680 x 4; the full game tree has 255,168 leaves at most 9 deep.
        assert_eq!(
            counts[..7],
            [1, 9, 72, 504, 3_024, 15_120, 54_720],
            "{counts:?}"
        );
        assert_eq!(counts[9], 127_872);
    }

    #[test]
    fn a_finished_game_has_no_moves_and_depth_is_limited() {
        let mut game = new_game();
        for cell in [0, 3, 1, 4, 2] {
            let player = game.current_player().cloned().unwrap_or_default();
            game.submit(&player, TicTacToeAction { cell })
                .expect("legal");
        }
        assert!(game.is_finished());
        assert_eq!(game.perft(0), Ok(1));
        assert_eq!(game.perft(3), Ok(0));
        // No game lasts ten moves; the whole tree is far below the budget.
        assert_eq!(new_game().perft(10), Ok(0));
        let err = new_game().perft(11).expect_err("too deep");
        assert_eq!(err.code, ErrorCode::InvalidInput);
        assert!(err.message.contains("depth is 11"), "{}", err.message);
    }
}
