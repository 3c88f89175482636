#![cfg(not(target_arch = "wasm32"))]
//! Bot strength with fixed seeds and small budgets: MCTS against the random bot.

use arbiter::ai::{bot_action, random_action, BotOptions};
use arbiter::ships::{Ships, ShipsConfig};
use arbiter::{Game, GameOutcome, GameRng, Ruleset, TicTacToe, TicTacToeConfig};

/// Plays one game: `mcts` plays with MCTS, everyone else at random. Returns the outcome.
fn play<R: Ruleset>(config: R::Config, mcts: &str, iterations: u32, seed: u64) -> GameOutcome {
    let mut game = Game::<R>::new(config).expect("valid config");
    let mut rng = GameRng::from_u64(seed);
    let mut n = 0u32;
    while let Some(player) = game.current_player().cloned() {
        let action = if player == mcts {
            let options = BotOptions {
                iterations: Some(iterations),
                seed: Some(format!("{seed}-{n}")),
            };
            bot_action(&game, &player, &options).expect("bot action")
        } else {
            random_action(&game, &mut rng).expect("random action").1
        };
        game.submit(&player, action)
            .expect("the bot plays legal actions");
        n += 1;
    }
    game.outcome().cloned().expect("finished")
}

#[test]
fn mcts_beats_the_random_bot_at_ships_in_at_least_90_of_100_games() {
    let mut wins = 0;
    for seed in 0..100u64 {
        // Alternate seats so the bot plays first half the time.
        let players: [&str; 2] = if seed % 2 == 0 {
            ["mcts", "random"]
        } else {
            ["random", "mcts"]
        };
        let config = ShipsConfig {
            seed: Some(format!("game-{seed}")),
            ..ShipsConfig::for_players(&players)
        };
        let outcome = play::<Ships>(config, "mcts", 60, seed);
        if outcome.winner().map(String::as_str) == Some("mcts") {
            wins += 1;
        }
    }
    println!("MCTS won {wins} of 100 ships games against the random bot");
    assert!(wins >= 90, "MCTS won only {wins} of 100");
}

#[test]
fn mcts_never_loses_tic_tac_toe_to_the_random_bot_as_x() {
    let mut results = (0, 0);
    for seed in 0..100u64 {
        let config = TicTacToeConfig {
            players: Some(["mcts".into(), "random".into()]),
            seed: None,
        };
        let outcome = play::<TicTacToe>(config, "mcts", 400, seed);
        match outcome.winner().map(String::as_str) {
            Some("mcts") => results.0 += 1,
            Some(other) => panic!("game {seed}: {other} beat MCTS"),
            None => results.1 += 1,
        }
    }
    println!("MCTS as X: {} wins, {} draws of 100", results.0, results.1);
}

#[test]
fn the_same_seed_gives_the_same_action() {
    let game = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("valid");
    let options = BotOptions {
        iterations: Some(200),
        seed: Some("s".into()),
    };
    let first = bot_action(&game, "a", &options).expect("action");
    for _ in 0..3 {
        assert_eq!(bot_action(&game, "a", &options).expect("action"), first);
    }
    // Pinned: tests/web.rs asserts the same choice from the wasm build.
    assert_eq!(
        serde_json::to_string(&first).expect("json"),
        r#"{"type":"BUILD","ship":"fighter"}"#
    );
}
