//! Think time of the Go bot per decision, natively: a few seeded games of the bot against
//! itself at one size and budget, the median and 90th percentile over every decision, and
//! the search's playouts per second.
//!
//! cargo run --release --example go_think -- [--size N] [--budget P] [--games G] [--moves M]
//!     [--today] (the generic MCTS of `arbiter::ai` at P iterations, as the page used before)
//!     [--wall] (wall-clock time instead of the thread's CPU time) [--show] (the moves)

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

/// This thread's time on a CPU so far, in seconds (Linux's schedstat: nanoseconds run), so
/// that the figures hold on a loaded machine; `None` where it cannot be read.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn main() {
    let size: u32 = arg("--size").and_then(|v| v.parse().ok()).unwrap_or(9);
    let budget: u32 = arg("--budget").and_then(|v| v.parse().ok()).unwrap_or(500);
    let games: usize = arg("--games").and_then(|v| v.parse().ok()).unwrap_or(2);
    let moves: usize = arg("--moves").and_then(|v| v.parse().ok()).unwrap_or(30);
    let today = std::env::args().any(|a| a == "--today");
    let show = std::env::args().any(|a| a == "--show");
    let wall = std::env::args().any(|a| a == "--wall");
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
            let cpu = cpu_seconds();
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
            times.push(match (cpu, cpu_seconds()) {
                (Some(before), Some(after)) if !wall => after - before,
                _ => t.elapsed().as_secs_f64(),
            });
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
    let total: f64 = times.iter().sum();
    let searched = times.len() as f64 * f64::from(arbiter::go::bot::playouts(size, budget));
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!(
        "{size}x{size}, {} {budget}: {} decisions, median {:.3} s, 90th percentile {:.3} s{}",
        if today { "generic MCTS at" } else { "budget" },
        times.len(),
        at(0.5),
        at(0.9),
        if today {
            String::new()
        } else {
            format!(", {:.0} playouts/s", searched / total.max(1e-9))
        }
    );
}
