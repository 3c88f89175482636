//! Native benchmarks of the classic games (`npm run bench` runs this after `native`): chess perft
//! on the standard positions (bulk counting through cozy-chess), random games (Go: 9×9
//! playouts), and the bots' speed (chess nodes/s, Go playouts/s, backgammon turns planned/s). bench/classic.mjs measures the same in wasm, beside
//! chess.js; bench/report.mjs sets them side by side. Writes target/bench/classic-native.json.

use arbiter_rules::ai::{bot_action, simulate_random_games, BotOptions, Level};
use arbiter_rules::backgammon::{Backgammon, BackgammonConfig};
use arbiter_rules::chess::{Chess, ChessConfig};
use arbiter_rules::go::{CountingRule, Go, GoConfig};
use arbiter_rules::Game;
use std::fs;

#[path = "common/timing.rs"]
mod timing;
use timing::time;

/// The standard perft positions (chessprogramming.org, "Perft Results"); bench/classic.mjs
/// times the same.
const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

fn chess(fen: &str) -> Result<Game<Chess>, arbiter_rules::EngineError> {
    Game::new(ChessConfig {
        players: None,
        fen: Some(fen.to_string()),
        seed: None,
    })
}

/// Nodes per second of perft at `depth` over the six positions together.
fn perft_rate(depth: u32) -> Result<f64, arbiter_rules::EngineError> {
    let games = POSITIONS
        .iter()
        .map(|fen| chess(fen))
        .collect::<Result<Vec<_>, _>>()?;
    let mut nodes = 0;
    for game in &games {
        nodes += game.perft(depth)?;
    }
    let per = time(|| {
        games
            .iter()
            .map(|g| g.perft(depth).unwrap_or(0))
            .sum::<u64>()
    });
    Ok(nodes as f64 / per)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    fs::create_dir_all("target/bench")?;
    let mut figures = Vec::new();
    for depth in [3, 4] {
        let rate = perft_rate(depth)?;
        println!("chess perft({depth}), the six positions: {rate:>12.0} nodes/s");
        figures.push(format!(r#""perft{depth}": {rate}"#));
    }
    let start = chess(POSITIONS[0])?;
    let per = time(|| start.perft(5));
    let rate = start.perft(5)? as f64 / per;
    println!("chess perft(5), the start position: {rate:>12.0} nodes/s");
    figures.push(format!(r#""perftStart5": {rate}"#));

    let options = |iterations| BotOptions {
        level: None,
        iterations: Some(iterations),
        seed: Some("bench".into()),
    };
    let games = 20;
    let per = time(|| simulate_random_games::<Chess>(&ChessConfig::default(), games, "bench"));
    println!(
        "chess random games:            {:>12.0} games/s",
        f64::from(games) / per
    );
    figures.push(format!(r#""chess": {}"#, f64::from(games) / per));
    let nodes = 100_000;
    let per = time(|| bot_action(&start, "white", &options(nodes)));
    let rate = f64::from(nodes) / per;
    println!("chess bot (alpha-beta):        {rate:>12.0} nodes/s");
    figures.push(format!(r#""botChess": {rate}"#));

    let games = 200;
    let config = BackgammonConfig::default();
    let per = time(|| simulate_random_games::<Backgammon>(&config, games, "bench"));
    println!(
        "backgammon random games:       {:>12.0} games/s",
        f64::from(games) / per
    );
    figures.push(format!(r#""backgammon": {}"#, f64::from(games) / per));
    let game = Game::<Backgammon>::new(config)?;
    let player = game.current_player().cloned().unwrap_or_default();
    let normal = BotOptions::level(Level::Normal, "bench");
    let per = time(|| bot_action(&game, &player, &normal));
    println!(
        "backgammon bot (Normal):      {:>12.1} turns planned/s",
        1.0 / per
    );
    figures.push(format!(r#""botBackgammon": {}"#, 1.0 / per));

    let games = 50;
    // As simulateRandomGames("go") plays them: counted by area.
    let config = GoConfig {
        counting: Some(CountingRule::Area),
        ..GoConfig::default()
    };
    let per = time(|| simulate_random_games::<Go>(&config, games, "bench"));
    println!(
        "Go 9x9 random playouts:        {:>12.0} games/s",
        f64::from(games) / per
    );
    figures.push(format!(r#""go": {}"#, f64::from(games) / per));
    let game = Game::<Go>::new(GoConfig::default())?;
    let playouts = 4_000;
    let per = time(|| bot_action(&game, "black", &options(playouts)));
    let rate = f64::from(playouts) / per;
    println!("Go 9x9 bot (MCTS):             {rate:>12.0} playouts/s");
    figures.push(format!(r#""botGo": {rate}"#));

    fs::write(
        "target/bench/classic-native.json",
        format!("{{ {} }}\n", figures.join(", ")),
    )?;
    Ok(())
}
