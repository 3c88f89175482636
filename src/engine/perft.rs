//! Perft: the number of move sequences of a given length from a position, the classic check
//! of a move generator (and a measure of its speed). Only moves count: actions a ruleset does
//! not count as moves ([`Perft::is_move`]: a draw claim) are left out, and a position where
//! the game has ended has no moves. A game whose moves are worth counting (a deterministic one)
//! implements [`Perft`], often with nothing but its defaults.

use super::error::{EngineError, Result};
use super::game::Game;
use super::play::Simulation;
use super::rng::GameRng;
use super::ruleset::Ruleset;

/// The deepest perft a caller may ask for: beyond it the count takes hours in any game.
pub const MAX_PERFT_DEPTH: u32 = 10;
/// The most positions a perft may list the moves of (the last ply's positions are counted, not
/// visited): a depth that needs more is refused rather than freezing the page for minutes.
/// Enough for a few million positions: about a second of the cheaper move generators.
pub const MAX_PERFT_POSITIONS: u64 = 10_000_000;

/// A game whose moves perft counts: its hooks, all with defaults.
pub trait Perft: Ruleset {
    /// The most positions one `perft` may list the moves of: a deeper count is refused rather
    /// than freezing the page. [`MAX_PERFT_POSITIONS`] by default; a game whose positions cost
    /// more to list (one that plays each move through its rules) allows fewer.
    const POSITIONS: u64 = MAX_PERFT_POSITIONS;
    /// Whether `action` is a move for perft (a draw claim is not). All by default.
    fn is_move(_action: &Self::Action) -> bool {
        true
    }
    /// The number of move sequences of length `depth` (at least 1) from `state`, a position
    /// where the game goes on. Each position whose moves are listed spends one of `budget`;
    /// `None` once it runs out. By default through `legal_actions` and `resolve` ([`generic`]);
    /// a game with a move generator made for it counts faster there.
    fn perft(state: &Self::State, depth: u32, budget: &mut u64) -> Option<u64>
    where
        Self: Sized,
    {
        generic::<Self>(state, depth, budget)
    }
}

/// Perft through the generic path: each legal move of the player to act, resolved and applied
/// as a game would, counted to `depth`. For deterministic games (random results are drawn from
/// a fixed seed). Each position whose moves are listed spends one of `budget`; `None` once it
/// runs out.
pub fn generic<R: Perft>(state: &R::State, depth: u32, budget: &mut u64) -> Option<u64> {
    count(&Simulation::<R>::new(state.clone()), depth, budget)
}

fn count<R: Perft>(sim: &Simulation<R>, depth: u32, budget: &mut u64) -> Option<u64> {
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

impl<R: Perft> Game<R> {
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
        let most = R::POSITIONS;
        let mut budget = most;
        R::perft(self.state(), depth, &mut budget).ok_or_else(|| {
            EngineError::invalid_input(format!(
                "depth is {depth}: perft({depth}) lists the moves of more than {most} \
                 positions from here, the most it may; ask for less"
            ))
        })
    }
}
