//! Think time of the Go bot per decision, natively: a few seeded games of the bot against
//! itself at one size and budget, the median and 90th percentile over every decision.
//!
//! cargo run --release --example go_think -- [--size N] [--budget P] [--games G] [--moves M]
//!     [--today] (the generic MCTS of `arbiter::ai` at P iterations, as the page used before)

use arbiter::ai::{bot_action, BotOptions};
use arbiter::go::{Go, GoConfig};
use arbiter::Game;
use std::time::Instant;

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn main() {
    let size: u32 = arg("--size").and_then(|v| v.parse().ok()).unwrap_or(9);
    let budget: u32 = arg("--budget").and_then(|v| v.parse().ok()).unwrap_or(500);
    let games: usize = arg("--games").and_then(|v| v.parse().ok()).unwrap_or(2);
    let moves: usize = arg("--moves").and_then(|v| v.parse().ok()).unwrap_or(30);
    let today = std::env::args().any(|a| a == "--today");
    let show = std::env::args().any(|a| a == "--show");
    let mut times = Vec::new();
    let mut last_board = None;
    for g in 0..games {
        let config = GoConfig {
            size: Some(size),
            seed: Some(format!("think-{g}")),
            ..GoConfig::default()
        };
        let Ok(mut game) = Game::<Go>::new(config) else {
            return;
        };
        for m in 0..moves {
            let Some(player) = game.current_player().cloned() else {
                break;
            };
            let t = Instant::now();
            let action = if today {
                let options = BotOptions {
                    iterations: Some(budget),
                    seed: Some(format!("think-{g}-{m}")),
                };
                bot_action(&game, &player, &options)
            } else {
                let mut rng = arbiter::GameRng::from_seed(&format!("think-{g}-{m}"));
                arbiter::go::bot::decide(game.state(), &player, budget, &mut rng)
            };
            times.push(t.elapsed().as_secs_f64());
            let Ok(action) = action else {
                break;
            };
            if show {
                println!("{m}: {action:?}");
            }
            if game.submit(&player, action).is_err() {
                break;
            }
            last_board = Some(game.state().board.clone());
        }
    }
    if show {
        println!("{:?}", last_board);
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!(
        "{size}x{size}, {} {budget}: {} decisions, median {:.3} s, 90th percentile {:.3} s",
        if today { "generic MCTS at" } else { "playouts" },
        times.len(),
        at(0.5),
        at(0.9)
    );
}
