//! A game's history: taking back the last action, asking whether it can be taken back, and the
//! game as it was after any number of its actions (read-only, rebuilt from the log), so a page
//! can step through a game showing no more than each player saw then.

use super::error::{EngineError, Result};
use super::event::ActionRecord;
use super::game::Game;
use super::ruleset::Ruleset;

impl<R: Ruleset> Game<R> {
    /// Takes back the last action: the game is rebuilt from its configuration and the actions
    /// before it, so random results come out the same when the action is played again.
    /// Returns the action taken back. A finished game refuses (`GAME_FINISHED`), as does a
    /// position from another game's history ([`Game::step_to`], `INVALID_INPUT`), a game
    /// with no action to take back and an action whose events revealed hidden information to a
    /// player ([`Ruleset::reveals`]: a card drawn, a deck shuffled, dice rolled), which taking
    /// back would let them play again knowing it (`ILLEGAL_ACTION`, saying why).
    pub fn undo(&mut self) -> Result<ActionRecord<R::Action>> {
        if self.is_finished() {
            return Err(EngineError::game_finished());
        }
        self.refuse_past("undo an action of")?;
        let Some(last) = self.actions().last().cloned() else {
            return Err(EngineError::illegal("there is no action to undo"));
        };
        if self.last_revealed() {
            return Err(EngineError::illegal(format!(
                "cannot undo {}'s last action: it revealed hidden information (a card drawn, \
                 a deck shuffled or dice rolled)",
                last.player
            )));
        }
        let actions = self.actions();
        let before = Self::replay(
            self.config().clone(),
            actions.get(..actions.len() - 1).unwrap_or(&[]),
        )?;
        *self = before;
        Ok(last)
    }

    /// Whether [`Game::undo`] would take an action back, answered without trying it: the game
    /// is live and not finished, has an action, and that action revealed nothing.
    pub fn can_undo(&self) -> bool {
        !self.is_finished() && !self.past && !self.actions().is_empty() && !self.last_revealed()
    }

    /// Whether the last action's events revealed hidden information ([`Ruleset::reveals`]).
    fn last_revealed(&self) -> bool {
        let first = self.marks.last().copied().unwrap_or(0);
        self.log_since(first).iter().any(|e| R::reveals(&e.event))
    }

    /// The game as it was after its first `n` actions, rebuilt from its configuration and
    /// actions: the same state hash, view and events it had then. It is read-only (a position
    /// from this game's history): submitting or undoing refuses with `INVALID_INPUT`, while
    /// everything that reads works, `step_to` included. `n` past the number of actions is
    /// `INVALID_INPUT`.
    pub fn step_to(&self, n: usize) -> Result<Self> {
        let actions = self.actions();
        let Some(past) = actions.get(..n) else {
            return Err(EngineError::invalid_input(format!(
                "n is {n}, but the game has {} actions",
                actions.len()
            )));
        };
        let mut game = Self::replay(self.config().clone(), past)?;
        game.past = true;
        Ok(game)
    }

    /// Whether this game is a position from another's history ([`Game::step_to`]).
    pub fn is_past(&self) -> bool {
        self.past
    }

    /// `INVALID_INPUT` on a position from another game's history, saying it cannot `what` it.
    pub(super) fn refuse_past(&self, what: &str) -> Result<()> {
        match self.past {
            false => Ok(()),
            true => Err(EngineError::invalid_input(format!(
                "cannot {what} this game: it is a position from a game's history (stepTo), \
                 read-only; play on the live game"
            ))),
        }
    }
}
