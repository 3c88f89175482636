//! Saves: the smallest record that rebuilds a game (its configuration and actions), with the
//! state hash it must reach. Loading replays the actions and refuses anything that does not
//! rebuild exactly that state, so a tampered or inconsistent save is caught (`INVALID_SAVE`).

use super::error::{EngineError, ErrorCode, Result};
use super::event::ActionRecord;
use super::game::Game;
use super::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The save format this version writes, and the only one it reads: a save of another version is
/// refused, as its actions may not replay into the same game (6 since 0.8.0, whose backgammon
/// logs the first turn's dice as every turn's and makes resignations offers, and whose chess
/// lists claims with a move; 5 since 0.7.0, whose duel ids follow no deck order and whose
/// deck-building supply has a Curse pile).
pub const SAVE_VERSION: u32 = 6;

/// A saved game: plain data, fit for `JSON.stringify` and `localStorage`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameSave<C, A> {
    /// The save format ([`SAVE_VERSION`]).
    pub version: u32,
    /// The game's name ([`Ruleset::NAME`]).
    #[cfg_attr(feature = "wasm", tsify(type = "RulesetKind"))]
    pub ruleset: String,
    /// The configuration the game was created with, as it was given.
    pub config: C,
    /// Every action played, in order: replayed from the configuration on load.
    pub actions: Vec<ActionRecord<A>>,
    /// The hash the replayed game must reach, as 16 hex digits.
    pub state_hash: String,
}

impl<R: Ruleset> Game<R> {
    /// A save of this game (finished or not).
    pub fn save(&self) -> Result<GameSave<R::Config, R::Action>> {
        Ok(GameSave {
            version: SAVE_VERSION,
            ruleset: R::NAME.to_string(),
            config: self.config().clone(),
            actions: self.actions().to_vec(),
            state_hash: self.state_hash()?.to_string(),
        })
    }

    /// Rebuilds a saved game. Every failure is `INVALID_SAVE`: another version or ruleset, a bad
    /// configuration, an action the rules refuse, or a state hash the actions do not reach.
    pub fn load(save: GameSave<R::Config, R::Action>) -> Result<Self> {
        let expected = SAVE_VERSION;
        if save.version < SAVE_VERSION {
            return Err(EngineError::invalid_save(format!(
                "save.version is {}, expected {expected}: the save was made by an earlier \
                 version of arbiter, whose rules differ, and cannot be resumed",
                save.version
            )));
        }
        if save.version > SAVE_VERSION {
            return Err(EngineError::invalid_save(format!(
                "save.version is {}, expected {expected}: the save was made by a later \
                 version of arbiter",
                save.version
            )));
        }
        if save.ruleset != R::NAME {
            return Err(EngineError::invalid_save(format!(
                "save.ruleset is {:?}, expected {:?}",
                save.ruleset,
                R::NAME
            )));
        }
        let game = Self::replay(save.config, &save.actions).map_err(|e| {
            let context = if e.code == ErrorCode::InvalidConfig {
                "save.config"
            } else {
                "save"
            };
            EngineError::invalid_save(e.message).context(context)
        })?;
        let hash = game.state_hash()?.to_string();
        if hash != save.state_hash {
            return Err(EngineError::invalid_save(format!(
                "save.stateHash is {:?} but its actions rebuild a game with hash {hash:?}: the save was altered",
                save.state_hash
            )));
        }
        Ok(game)
    }
}
