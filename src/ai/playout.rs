//! Whole games between bots and fixed strategies, the way `npm run balance` and the bot tests
//! measure a bot: each seat is the game's bot or a fixed strategy of the game.

use super::bot::{bot_action, Bot, BotOptions};
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// A simple rule for choosing an action in one game: a yardstick for its bot.
pub trait Strategy<R: Ruleset>: Copy {
    /// The action this strategy takes for `player` (`None` when they have no legal action).
    fn choose(self, state: &R::State, player: &PlayerId, rng: &mut GameRng) -> Option<R::Action>;
}

/// The yardstick every game measures its bot against: a uniformly random legal action of
/// `player` (`None` when they have none).
pub fn random_legal<R: Ruleset>(
    state: &R::State,
    player: &PlayerId,
    rng: &mut GameRng,
) -> Option<R::Action> {
    let mut legal = R::legal_actions(state, player);
    if legal.is_empty() {
        return None;
    }
    Some(legal.swap_remove(rng.index(legal.len())))
}

/// The other common yardstick: always the first legal action listed.
pub fn first_legal<R: Ruleset>(state: &R::State, player: &PlayerId) -> Option<R::Action> {
    R::legal_actions(state, player).into_iter().next()
}

/// Who plays a seat in a measured game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat<S> {
    /// The game's bot with this budget per decision (in the game's unit: [`Bot::UNIT`]).
    Bot(u32),
    /// A fixed strategy (a yardstick: random, first legal, the game's own).
    Fixed(S),
}

/// Plays a game to its end, seat `i` playing `config`'s `i`-th player; every random choice (the
/// bots', a random strategy's) is drawn from `seed`, so the same arguments play the same game.
pub fn play_out<R: Bot, S: Strategy<R>>(
    config: R::Config,
    seats: &[Seat<S>],
    seed: &str,
) -> Result<Game<R>> {
    let mut game = Game::<R>::new(config)?;
    let mut rng = GameRng::from_seed(seed);
    let mut decisions = 0u32;
    while let Some(player) = game.current_player().cloned() {
        let seat = game
            .players()
            .iter()
            .position(|p| *p == player)
            .and_then(|i| seats.get(i))
            .copied()
            .ok_or_else(|| EngineError::invalid_input(format!("no seat for {player:?}")))?;
        let action = match seat {
            Seat::Bot(iterations) => {
                let options = BotOptions::budget(iterations, format!("{seed}-{decisions}"));
                bot_action(&game, &player, &options)?
            }
            Seat::Fixed(strategy) => strategy
                .choose(game.state(), &player, &mut rng)
                .ok_or_else(|| EngineError::internal(format!("{player:?} has no legal action")))?,
        };
        game.submit(&player, action)?;
        decisions += 1;
    }
    Ok(game)
}
