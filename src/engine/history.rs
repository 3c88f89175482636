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
    /// Returns the action taken back.
    ///
    /// After the end, the action that ended the game is taken back (the outcome is gone, the
    /// game goes on) when the rules of play ended it ([`Ruleset::take_back_ending`]: a mate, a
    /// line completed, a count accepted); a concession (a resignation, an accepted resignation
    /// offer, a dropped double) and a result imported from a record ([`Ruleset::is_record`])
    /// are final (`ILLEGAL_ACTION`, saying why). Refused too: a position from another game's
    /// history ([`Game::step_to`], `INVALID_INPUT`), a game with no action to take back, and
    /// an action whose events revealed hidden information to a player ([`Ruleset::reveals`]:
    /// a card drawn, a deck shuffled, dice rolled), which taking back would let them play
    /// again knowing it (`ILLEGAL_ACTION`).
    pub fn undo(&mut self) -> Result<ActionRecord<R::Action>> {
        self.refuse_past("undo an action of")?;
        let Some(last) = self.actions().last().cloned() else {
            return Err(EngineError::illegal("there is no action to undo"));
        };
        if let Some(why) = self.final_ending(&last.action) {
            return Err(EngineError::illegal(why));
        }
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
    /// is live, has an action, the action did not end the game for good (a concession, an
    /// imported result) and revealed nothing.
    pub fn can_undo(&self) -> bool {
        !self.past
            && self
                .actions()
                .last()
                .is_some_and(|last| self.final_ending(&last.action).is_none())
            && !self.last_revealed()
    }

    /// Why the game's end, which `last` brought about, is final; `None` while the game goes on
    /// or when the rules of play ended it.
    fn final_ending(&self, last: &R::Action) -> Option<String> {
        let outcome = self.outcome()?;
        if R::is_record(last) {
            return Some(
                "cannot take back a result imported from a game record: the record ends the \
                 game as it says"
                    .into(),
            );
        }
        R::take_back_ending(last, outcome.reason()).err()
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
