//! A game's bot, declared beside its rules: the [`Bot`] trait, the strength levels and the
//! options `botAction` takes. Each game chooses its search from this module's siblings (MCTS,
//! alpha-beta, expectimax, MCTS with RAVE) and supplies its evaluation; the kernel's `Ruleset`
//! holds rules only.

use crate::engine::error::{EngineError, Result};
use crate::engine::game::{Game, DEFAULT_SEED};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// A bot's strength: each game documents the budget of each level (nodes, playouts,
/// iterations) and the think time it measured.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// The smallest budget: the weakest bot, and the quickest.
    Easy,
    /// The default: the pages' middle strength.
    #[default]
    Normal,
    /// The largest budget: the strongest bot, and the slowest.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's position in [`Bot::LEVELS`].
    pub fn index(self) -> usize {
        match self {
            Level::Easy => 0,
            Level::Normal => 1,
            Level::Hard => 2,
        }
    }

    /// The level as JavaScript writes it: `"easy"`, `"normal"` or `"hard"`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// How the bot plays. Every field is optional: Normal strength and a fixed seed by default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BotOptions {
    /// The strength: `"easy"`, `"normal"` (the default) or `"hard"`; each game documents its
    /// budget per level and the think time measured.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub level: Option<Level>,
    /// A budget of its own instead of a level's, in the game's unit (MCTS iterations for most
    /// games; each game documents its unit and maximum). Not together with `level`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub iterations: Option<u32>,
    /// Seed text for the bot's own random choices; the same seed gives the same action.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
}

impl BotOptions {
    /// Options for `level`, seeded by `seed`.
    pub fn level(level: Level, seed: impl Into<String>) -> Self {
        BotOptions {
            level: Some(level),
            iterations: None,
            seed: Some(seed.into()),
        }
    }

    /// Options with a budget of `iterations` (the game's unit), seeded by `seed`.
    pub fn budget(iterations: u32, seed: impl Into<String>) -> Self {
        BotOptions {
            level: None,
            iterations: Some(iterations),
            seed: Some(seed.into()),
        }
    }
}

/// A game's bot. It decides from the player's own view (`Ruleset::view`): what it may not see
/// it does not know.
pub trait Bot: Ruleset {
    /// The budget of Easy, Normal and Hard, in [`Bot::UNIT`].
    const LEVELS: [u32; 3];
    /// The largest budget `iterations` may ask for.
    const MAX_BUDGET: u32;
    /// What one unit of budget is, for messages (`"iterations"`, `"nodes"`, `"playouts"`).
    const UNIT: &'static str;

    /// The action the bot plays for `player`, who is to act, seeing `view`, within `budget`
    /// (1 to [`Bot::MAX_BUDGET`]). The same arguments give the same action on every platform.
    fn decide(
        view: &Self::View,
        player: &PlayerId,
        budget: u32,
        rng: &mut GameRng,
    ) -> Result<Self::Action>;
}

/// The budget `options` ask of `R`'s bot: `iterations`, else the level's (Normal by default).
pub fn budget<R: Bot>(options: &BotOptions) -> Result<u32> {
    match (options.iterations, options.level) {
        (Some(_), Some(level)) => Err(EngineError::invalid_input(format!(
            "options.level is {:?} and options.iterations is set: give one or the other",
            level.name()
        ))),
        (Some(n), None) if !(1..=R::MAX_BUDGET).contains(&n) => {
            Err(EngineError::invalid_input(format!(
                "options.iterations is {n}, expected 1 to {} ({})",
                R::MAX_BUDGET,
                R::UNIT
            )))
        }
        (Some(n), None) => Ok(n),
        (None, level) => Ok(R::LEVELS
            .get(level.unwrap_or_default().index())
            .copied()
            .unwrap_or(1)),
    }
}

/// The action the bot would play for `player` now (it does not play it). Errors:
/// `GAME_FINISHED`, `INVALID_INPUT` (unknown player, bad options), `NOT_YOUR_TURN`.
pub fn bot_action<R: Bot>(game: &Game<R>, player: &str, options: &BotOptions) -> Result<R::Action> {
    if game.is_finished() {
        return Err(EngineError::game_finished());
    }
    let budget = budget::<R>(options)?;
    // The view checks that the player is in the game; the bot sees only what they may see.
    let view = game.view(Some(player))?;
    if game.current_player().map(String::as_str) != Some(player) {
        return Err(EngineError::not_your_turn(format!(
            "it is {:?}'s turn, not {player:?}'s",
            game.current_player().map_or("no one", String::as_str)
        )));
    }
    let mut rng = GameRng::from_seed(options.seed.as_deref().unwrap_or(DEFAULT_SEED));
    R::decide(&view.state, &player.to_string(), budget, &mut rng)
}
