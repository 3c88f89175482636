//! Whole-game tests of the duel: random games end, and the rules hold on the way.

use super::*;
use crate::ai::random_action;
use crate::engine::game::Game;
use crate::engine::rng::GameRng;

pub fn config(seed: &str) -> DuelConfig {
    serde_json::from_value(serde_json::json!({ "players": ["A", "B"], "seed": seed }))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Plays a seeded random game to its end; returns it and the number of actions.
pub fn random_game(seed: &str, limit: usize) -> (Game<Duel>, usize) {
    let mut game = Game::<Duel>::new(config(seed)).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::from_seed(seed);
    let mut n = 0;
    while !game.is_finished() && n < limit {
        let (player, action) =
            random_action(&game, &mut rng).unwrap_or_else(|| panic!("someone acts"));
        game.submit(&player, action.clone())
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        n += 1;
    }
    (game, n)
}

#[test]
fn random_games_end() {
    for seed in ["1", "2", "3", "4", "5"] {
        let (game, n) = random_game(seed, 20_000);
        assert!(
            game.is_finished(),
            "seed {seed}: {n} actions, turn {}",
            game.turn()
        );
    }
}
