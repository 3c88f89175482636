//! Chess against a real engine (issue 21): the bot at each level against Stockfish 15.1 and a
//! random mover, from a fixed suite of 50 openings each played with both colours, every game
//! appended to `target/balance/chess-engines.jsonl` so an interrupted run resumes. Centipawn
//! loss is counted as lichess counts it: Stockfish at `go depth 12` scores the position before
//! and after each of the bot's moves from the mover's side, each score capped at ±1,000 (a mate
//! as ±1,000), the loss is the drop (never below zero).
//!
//! cargo run --release --example balance -- --only chess-engines
//!     [--matchup timing|easy|normal|hard] [--limit N]

use arbiter_rules::ai::alphabeta::{search, Limits};
use arbiter_rules::ai::Strategy as _;
use arbiter_rules::chess::bot::{decide, LEVELS};
use arbiter_rules::chess::search::Node;
use arbiter_rules::chess::stockfish::{Engine, UciResult};
use arbiter_rules::chess::{Chess, ChessAction, ChessConfig, Strategy};
use arbiter_rules::{Game, GameRng};
use serde_json::{json, Value};
use std::time::Instant;

/// The openings, as moves from the starting position: common lines a few moves deep.
const OPENINGS: [(&str, &str); 50] = [
    ("Ruy Lopez", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"),
    ("Italian", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5"),
    ("Two Knights", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6"),
    ("Scotch", "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4"),
    ("Petrov", "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6"),
    ("Four Knights", "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6"),
    ("King's Gambit", "e2e4 e7e5 f2f4 e5f4 g1f3"),
    ("Vienna", "e2e4 e7e5 b1c3 g8f6 f1c4"),
    ("Philidor", "e2e4 e7e5 g1f3 d7d6 d2d4"),
    (
        "Sicilian Najdorf",
        "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
    ),
    (
        "Sicilian Dragon",
        "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6",
    ),
    (
        "Sicilian Classical",
        "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3 d7d6",
    ),
    (
        "Sicilian Taimanov",
        "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6",
    ),
    ("Sicilian Alapin", "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5"),
    ("Closed Sicilian", "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6"),
    ("French Winawer", "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4"),
    ("French Advance", "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5 c2c3"),
    ("French Tarrasch", "e2e4 e7e6 d2d4 d7d5 b1d2 g8f6"),
    (
        "Caro-Kann Classical",
        "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5",
    ),
    ("Caro-Kann Advance", "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5"),
    ("Pirc", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6"),
    ("Modern", "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6"),
    ("Scandinavian", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5"),
    ("Alekhine", "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6"),
    (
        "Queen's Gambit Declined",
        "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7",
    ),
    (
        "Queen's Gambit Accepted",
        "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6",
    ),
    ("Slav", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4"),
    ("Semi-Slav", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 e7e6"),
    ("King's Indian", "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6"),
    ("Grünfeld", "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5"),
    ("Nimzo-Indian", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3"),
    ("Queen's Indian", "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3"),
    ("Bogo-Indian", "d2d4 g8f6 c2c4 e7e6 g1f3 f8b4 c1d2"),
    ("Catalan", "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2"),
    (
        "Modern Benoni",
        "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6 b1c3 e6d5 c4d5 d7d6",
    ),
    ("Benko Gambit", "d2d4 g8f6 c2c4 c7c5 d4d5 b7b5"),
    ("Dutch", "d2d4 f7f5 g2g3 g8f6 f1g2 e7e6"),
    ("London", "d2d4 d7d5 g1f3 g8f6 c1f4 e7e6 e2e3"),
    ("Trompowsky", "d2d4 g8f6 c1g5 e7e6 e2e4"),
    (
        "English Symmetrical",
        "c2c4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7",
    ),
    (
        "English Reversed Sicilian",
        "c2c4 e7e5 b1c3 g8f6 g2g3 d7d5 c4d5 f6d5",
    ),
    ("Réti", "g1f3 d7d5 c2c4 e7e6 g2g3 g8f6"),
    (
        "King's Indian Attack",
        "g1f3 g8f6 g2g3 g7g6 f1g2 f8g7 e1g1 e8g8",
    ),
    ("Bird", "f2f4 d7d5 g1f3 g8f6 e2e3 g7g6"),
    ("Larsen", "b2b3 e7e5 c1b2 b8c6 e2e3"),
    (
        "Evans Gambit",
        "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 b2b4 c5b4 c2c3",
    ),
    (
        "Queen's Gambit Exchange",
        "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c4d5 e6d5",
    ),
    ("Berlin", "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4"),
    (
        "Sicilian Sveshnikov",
        "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3 e7e5",
    ),
    (
        "Caro-Kann Panov",
        "e2e4 c7c6 d2d4 d7d5 e4d5 c6d5 c2c4 g8f6 b1c3",
    ),
];

/// A game longer than this (in plies, from the opening) is stopped and counted as a draw.
const MAX_PLIES: usize = 300;
/// The judge: Stockfish at this depth, scores capped at ±`CAP` centipawns.
const JUDGE: &str = "depth 12";
const CAP: i32 = 1_000;
/// A move losing this much is a blunder.
const BLUNDER: i32 = 300;
/// How many games of a matchup are judged (the first ones).
const JUDGED: usize = 20;
/// Options every Stockfish gets.
const COMMON: [(&str, &str); 2] = [("Threads", "1"), ("Hash", "16")];

/// Who the bot plays.
#[derive(Clone, Copy)]
enum Opponent {
    Random,
    /// Stockfish with these options and this `go` limit.
    Stockfish(&'static [(&'static str, &'static str)], &'static str),
}

struct Matchup {
    key: &'static str,
    level: usize,
    opponent: Opponent,
    games: usize,
    target: &'static str,
}

const LEVEL_NAMES: [&str; 3] = ["Easy", "Normal", "Hard"];

const MATCHUPS: [Matchup; 3] = [
    Matchup {
        key: "easy",
        level: 0,
        opponent: Opponent::Random,
        games: 100,
        target: "≥ 95% of the points; ≤ 1 move of ≥ 300 cp lost a game",
    },
    Matchup {
        key: "normal",
        level: 1,
        opponent: Opponent::Stockfish(&[("Skill Level", "0")], "depth 1"),
        games: 100,
        target: "≥ 75% of the points; average centipawn loss ≤ 40",
    },
    Matchup {
        key: "hard",
        level: 2,
        opponent: Opponent::Stockfish(
            &[("UCI_LimitStrength", "true"), ("UCI_Elo", "1600")],
            "movetime 100",
        ),
        games: 30,
        target: "≥ 50% of the points",
    },
];

/// The position after an opening's moves, in FEN.
fn opening_fen(moves: &str) -> String {
    let mut game = match Game::<Chess>::new(ChessConfig::default()) {
        Ok(g) => g,
        Err(e) => panic!("no chess game: {e}"),
    };
    for uci in moves.split_whitespace() {
        let Some(player) = game.current_player().cloned() else {
            panic!("opening {moves:?} ends the game");
        };
        let action = ChessAction::Move { uci: uci.into() };
        if let Err(e) = game.submit(&player, action) {
            panic!("opening {moves:?}: {e}");
        }
    }
    game.state().fen()
}

fn engine(options: &[(&str, &str)]) -> UciResult<Engine> {
    let mut engine = Engine::start()?;
    for (name, value) in COMMON.iter().chain(options) {
        engine.set_option(name, value)?;
    }
    engine.new_game()?;
    Ok(engine)
}

/// One game of the bot at `budget` nodes against `opponent` from `fen`, the bot white if
/// `white`. The record: result for the bot (1, 0, -1), plies, end reason, the moves (UCI) and
/// the bot's think times (µs of CPU time where the system tells it).
fn play(fen: &str, white: bool, budget: u32, opponent: Opponent, seed: &str) -> UciResult<Value> {
    let config = ChessConfig {
        fen: Some(fen.to_string()),
        ..ChessConfig::default()
    };
    let mut game = Game::<Chess>::new(config).map_err(|e| uci_error(&e))?;
    let ours = if white { "white" } else { "black" };
    let mut sf = match opponent {
        Opponent::Stockfish(options, _) => Some(engine(options)?),
        Opponent::Random => None,
    };
    let mut rng = GameRng::from_seed(seed);
    let mut moves: Vec<String> = Vec::new();
    let mut think = Vec::new();
    let mut reason = "MAX_PLIES (adjudicated a draw)".to_string();
    while let Some(player) = game.current_player().cloned() {
        if moves.len() >= MAX_PLIES {
            break;
        }
        let action = if player == ours {
            let (t, cpu) = (Instant::now(), cpu_ns());
            let action = decide(game.state(), &player, budget, &mut rng);
            think.push(match (cpu, cpu_ns()) {
                (Some(a), Some(b)) => b.saturating_sub(a) / 1000,
                _ => t.elapsed().as_micros() as u64,
            });
            action.map_err(|e| uci_error(&e))?
        } else {
            match (&mut sf, opponent) {
                (Some(sf), Opponent::Stockfish(_, limit)) => {
                    let answer = sf.go(fen, &moves, limit)?;
                    let best = answer.best.ok_or_else(|| {
                        arbiter_rules::chess::stockfish::UciError("stockfish has no move".into())
                    })?;
                    ChessAction::Move { uci: best }
                }
                _ => Strategy::Random
                    .choose(game.state(), &player, &mut rng)
                    .ok_or_else(|| arbiter_rules::chess::stockfish::UciError("no move".into()))?,
            }
        };
        if let ChessAction::Move { uci } = &action {
            moves.push(uci.clone());
        }
        game.submit(&player, action).map_err(|e| uci_error(&e))?;
    }
    let outcome = game.outcome();
    if let Some(o) = outcome {
        reason = format!("{:?}", o.reason());
    }
    let result = match outcome.and_then(|o| o.winner()) {
        Some(w) if w == ours => 1,
        Some(_) => -1,
        None => 0,
    };
    Ok(json!({
        "result": result, "plies": moves.len(), "reason": reason,
        "moves": moves, "think_us": think,
    }))
}

fn uci_error(e: &arbiter_rules::EngineError) -> arbiter_rules::chess::stockfish::UciError {
    arbiter_rules::chess::stockfish::UciError(e.to_string())
}

/// The bot's centipawn loss on each of its moves, as lichess counts it.
fn judge(fen: &str, moves: &[String], white: bool) -> UciResult<Vec<i32>> {
    let mut sf = engine(&[])?;
    // Every position's score for white, capped.
    let mut white_scores = Vec::with_capacity(moves.len() + 1);
    let white_first = fen.split(' ').nth(1) == Some("w");
    for i in 0..=moves.len() {
        let answer = sf.go(fen, moves.get(..i).unwrap_or_default(), JUDGE)?;
        let score = answer.score.map_or(0, |s| s.capped(CAP));
        let white_to_move = (i % 2 == 0) == white_first;
        white_scores.push(if white_to_move { score } else { -score });
    }
    let mut losses = Vec::new();
    for i in 0..moves.len() {
        let white_to_move = (i % 2 == 0) == white_first;
        if white_to_move != white {
            continue;
        }
        let sign = if white { 1 } else { -1 };
        let (Some(before), Some(after)) = (white_scores.get(i), white_scores.get(i + 1)) else {
            continue;
        };
        losses.push((sign * (before - after)).clamp(0, CAP));
    }
    Ok(losses)
}

fn percentile(mut v: Vec<u64>, p: usize) -> u64 {
    v.sort_unstable();
    v.get((v.len().saturating_sub(1)) * p / 100)
        .copied()
        .unwrap_or(0)
}

/// What identifies the bot's play: a few searches' nodes, scores and moves (any change to the
/// search or the evaluation changes it, so old results are set aside).
fn fingerprint() -> String {
    let mut parts = Vec::new();
    for (_, moves) in OPENINGS.iter().take(3) {
        let fen = opening_fen(moves);
        let Ok(board) = cozy_chess::Board::from_fen(&fen, false) else {
            continue;
        };
        let found = search(
            &Node::new(board, 0),
            &[],
            Limits {
                nodes: 30_000,
                depth: 64,
            },
        );
        let best = found.best.map(|m| m.to_string()).unwrap_or_default();
        parts.push(format!("{best}:{}:{}", found.score, found.nodes));
    }
    parts.join(",")
}

/// Positions of real games for timing: every sixth position of Easy playing itself from the
/// first ten openings (middlegames and endgames alike).
fn sample_positions() -> Vec<cozy_chess::Board> {
    let mut boards = Vec::new();
    for (i, (_, opening)) in OPENINGS.iter().take(10).enumerate() {
        let config = ChessConfig {
            fen: Some(opening_fen(opening)),
            ..ChessConfig::default()
        };
        let Ok(mut game) = Game::<Chess>::new(config) else {
            continue;
        };
        let mut rng = GameRng::from_u64(i as u64);
        while let Some(player) = game.current_player().cloned() {
            if game.state().plies as usize >= MAX_PLIES {
                break;
            }
            if game.state().plies % 6 == 0 {
                boards.push(game.state().board.clone());
            }
            let Ok(action) = decide(game.state(), &player, LEVELS[0], &mut rng) else {
                break;
            };
            if game.submit(&player, action).is_err() {
                break;
            }
        }
    }
    boards
}

/// This thread's CPU time in ns (Linux's schedstat), so that timing holds on a busy machine;
/// `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Native think time of each level over positions of real games, one thread: CPU time where
/// the system tells it (other work on the machine does not count), else wall-clock time.
fn timing() {
    let boards = sample_positions();
    println!(
        "### Think time, natively, one thread, over {} positions of games ({})\n",
        boards.len(),
        if cpu_ns().is_some() {
            "CPU time"
        } else {
            "wall-clock time"
        }
    );
    println!("| level | budget (nodes) | median | 90th percentile | nodes/s | depth (median) |");
    println!("|---|---|---|---|---|---|");
    for (level, budget) in LEVELS.iter().enumerate() {
        let (mut times, mut nodes, mut depths, mut total) = (Vec::new(), 0u64, Vec::new(), 0f64);
        for board in &boards {
            let (t, cpu) = (Instant::now(), cpu_ns());
            let found = search(
                &Node::new(board.clone(), 0),
                &[],
                Limits {
                    nodes: u64::from(*budget),
                    depth: 96,
                },
            );
            let took_us = match (cpu, cpu_ns()) {
                (Some(a), Some(b)) => b.saturating_sub(a) / 1000,
                _ => t.elapsed().as_micros() as u64,
            };
            times.push(took_us);
            total += took_us as f64 / 1e6;
            nodes += found.nodes;
            depths.push(u64::from(found.depth));
        }
        println!(
            "| {} | {budget} | {:.0} ms | {:.0} ms | {:.0}k | {} |",
            LEVEL_NAMES[level],
            percentile(times.clone(), 50) as f64 / 1000.0,
            percentile(times, 90) as f64 / 1000.0,
            nodes as f64 / total.max(1e-9) / 1000.0,
            percentile(depths, 50),
        );
    }
    println!();
}

pub fn report() {
    let version = match Engine::start() {
        Ok(sf) => sf.name.clone(),
        Err(e) => {
            println!("chess-engines: {e}\n");
            return;
        }
    };
    let only = super::arg("--matchup");
    let limit: Option<usize> = super::arg("--limit").and_then(|l| l.parse().ok());
    let fens: Vec<String> = OPENINGS.iter().map(|(_, m)| opening_fen(m)).collect();
    let settings = format!(
        "{version}; Threads 1, Hash 16; levels {LEVELS:?} nodes; judge go {JUDGE}; cap \
         {MAX_PLIES} plies; bot {}",
        fingerprint()
    );
    let journal = super::journal::Journal::open("chess-engines", &settings);
    println!("## Chess against engines ({version}; every Stockfish: Threads 1, Hash 16)\n");
    // Timed first, while no game runs beside it.
    if only.as_deref().map_or(true, |o| o == "timing") {
        timing();
    }
    if only.as_deref() == Some("timing") {
        return;
    }
    println!(
        "Openings: 50 common lines (Ruy Lopez … Caro-Kann Panov), each played with both \
         colours; a game still going after {MAX_PLIES} plies counts as a draw. Centipawn loss: \
         Stockfish `go {JUDGE}` before and after each of the bot's moves, capped at ±{CAP}, \
         over the first {JUDGED} games.\n"
    );
    println!("| bot | against | target | wins / draws / losses | points | games | avg cp loss | moves losing ≥ {BLUNDER} cp a game | median plies | think time median / p90 |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for m in MATCHUPS
        .iter()
        .filter(|m| only.as_deref().map_or(true, |o| o == m.key))
    {
        let t = Instant::now();
        let budget = LEVELS[m.level];
        let games = limit.map_or(m.games, |l| l.min(m.games));
        let records = super::parallel(games, |i| {
            let key = format!("{}-{i}", m.key);
            journal.game(&key, || {
                let fen = &fens[(i / 2) % fens.len()];
                let white = i % 2 == 0;
                let mut record = match play(fen, white, budget, m.opponent, &key) {
                    Ok(r) => r,
                    Err(e) => panic!("chess game {key} failed: {e}"),
                };
                if i < JUDGED {
                    let moves: Vec<String> =
                        serde_json::from_value(record["moves"].clone()).unwrap_or_default();
                    match judge(fen, &moves, white) {
                        Ok(losses) => record["losses"] = json!(losses),
                        Err(e) => panic!("judging chess game {key} failed: {e}"),
                    }
                }
                eprintln!("{key}: {} in {} plies", record["result"], record["plies"]);
                record
            })
        });
        let count = |r: i64| records.iter().filter(|x| x["result"] == r).count();
        let (w, d, l) = (count(1), count(0), count(-1));
        let points = 100.0 * (w as f64 + d as f64 / 2.0) / records.len().max(1) as f64;
        let judged: Vec<Vec<i64>> = records
            .iter()
            .filter_map(|r| serde_json::from_value(r.get("losses")?.clone()).ok())
            .collect();
        let moves_judged: usize = judged.iter().map(Vec::len).sum();
        let acpl = judged.iter().flatten().sum::<i64>() as f64 / moves_judged.max(1) as f64;
        let blunders = judged
            .iter()
            .flatten()
            .filter(|l| **l >= i64::from(BLUNDER))
            .count() as f64
            / judged.len().max(1) as f64;
        let plies: Vec<u32> = records
            .iter()
            .map(|r| r["plies"].as_u64().unwrap_or(0) as u32)
            .collect();
        let think: Vec<u64> = records
            .iter()
            .flat_map(|r| {
                serde_json::from_value::<Vec<u64>>(r["think_us"].clone()).unwrap_or_default()
            })
            .collect();
        let against = match m.opponent {
            Opponent::Random => "a random mover".to_string(),
            Opponent::Stockfish(options, limit) => {
                let options: Vec<String> =
                    options.iter().map(|(n, v)| format!("{n} {v}")).collect();
                format!("{version}, {}, go {limit}", options.join(", "))
            }
        };
        println!(
            "| {} ({budget} nodes) | {against} | {} | {w} / {d} / {l} | {points:.1}% | {} | {acpl:.1} ({} games) | {blunders:.2} | {} | {:.0} / {:.0} ms |",
            LEVEL_NAMES[m.level],
            m.target,
            records.len(),
            judged.len(),
            super::median(plies),
            percentile(think.clone(), 50) as f64 / 1000.0,
            percentile(think, 90) as f64 / 1000.0,
        );
        eprintln!("chess-engines {}: {:.0?}", m.key, t.elapsed());
    }
    println!();
}
