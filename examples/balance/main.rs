//! `npm run balance`: the bot against every fixed strategy, and against itself, with the figures
//! issue 7 asks for (win rates, median game length, build shares per ship). Markdown out, ready
//! for BALANCE.md.
//!
//! cargo run --release --example balance -- [--games N] [--default I] [--strongest I]
//!     [--only strategies|self|duel|deckbuilding|policy|chess|go|backgammon]
//!     [--only chess-engines|go-engines|backgammon-engines]
//!
//! The duel's figures (issue 9) come from `duel.rs`, the deck-builder's (issue 10) from
//! `deckbuilding.rs`, chess's, Go's and backgammon's (issue 11) from `chess.rs`, `go.rs` and
//! `backgammon.rs`. The engine lines (issue 21) run only when named: `--only chess-engines`
//! (`chess_engines.rs`, against Stockfish; about half an hour on its own), `--only go-engines`
//! (`go_engines.rs`, against GNU Go; about an hour), `--only backgammon-engines`
//! (`backgammon_engines.rs`, against GNU Backgammon; `--games N` sets Normal's games).

mod backgammon;
mod backgammon_engines;
mod chess;
mod chess_engines;
mod deckbuilding;
mod duel;
mod go;
mod go_engines;
#[allow(dead_code)] // used by the engine lines
mod journal;

use arbiter::ai::mcts::LEVELS;

/// The MCTS games' Normal and Hard budgets (iterations).
const DEFAULT_ITERATIONS: u32 = LEVELS[1];
const STRONGEST: u32 = LEVELS[2];
use arbiter::ships::{default_catalogue, play_out, Seat, ShipsConfig, ShipsEvent, Strategy};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// What one game came to.
#[derive(Debug, Clone, Default)]
struct Record {
    /// Seat of the winner; `None` for a draw.
    winner: Option<usize>,
    turns: u32,
    /// Ships built, per seat, per catalogue id.
    builds: Vec<BTreeMap<String, u32>>,
    reason: String,
}

fn play(seats: [Seat; 2], seed: &str) -> Record {
    let config = ShipsConfig {
        seed: Some(seed.to_string()),
        ..ShipsConfig::for_players(&["p0", "p1"])
    };
    let game = match play_out(config, &seats, seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let mut builds = vec![BTreeMap::new(); 2];
    for entry in game.log() {
        if let ShipsEvent::ShipBuilt { ship } = &entry.event {
            let seat = if ship.owner_id == "p0" { 0 } else { 1 };
            *builds[seat].entry(ship.kind.clone()).or_insert(0) += 1;
        }
    }
    let outcome = game.outcome().cloned();
    Record {
        winner: outcome
            .as_ref()
            .and_then(|o| o.winner())
            .map(|w| if w == "p0" { 0 } else { 1 }),
        turns: game.state().turn,
        builds,
        reason: outcome
            .map(|o| format!("{:?}", o.reason()))
            .unwrap_or_default(),
    }
}

/// Plays `games` games of `a` against `b`, seats alternating (even games: `a` first), on every
/// core; returns the records with `a` as seat 0 in each.
fn matchup(a: Seat, b: Seat, games: usize, tag: &str) -> Vec<Record> {
    parallel(games, |i| {
        let seed = format!("{tag}-{i}");
        let mut r = if i % 2 == 0 {
            play([a, b], &seed)
        } else {
            let mut r = play([b, a], &seed);
            r.winner = r.winner.map(|w| 1 - w);
            r.builds.reverse();
            r
        };
        r.builds.truncate(2);
        r
    })
}

/// `f(i)` for every `i` below `games`, on every core, in order.
pub fn parallel<T: Send>(games: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let out: Mutex<Vec<Option<T>>> = Mutex::new((0..games).map(|_| None).collect());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= games {
                    break;
                }
                let r = f(i);
                if let Ok(mut out) = out.lock() {
                    out[i] = Some(r);
                }
            });
        }
    });
    out.into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

fn median(mut v: Vec<u32>) -> f64 {
    v.sort_unstable();
    match v.len() {
        0 => 0.0,
        n if n % 2 == 1 => f64::from(v[n / 2]),
        n => f64::from(v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn main() {
    let games: usize = arg("--games").and_then(|g| g.parse().ok()).unwrap_or(100);
    let default: u32 = arg("--default")
        .and_then(|g| g.parse().ok())
        .unwrap_or(DEFAULT_ITERATIONS);
    let strongest: u32 = arg("--strongest")
        .and_then(|g| g.parse().ok())
        .unwrap_or(STRONGEST);
    let only = arg("--only");
    let started = Instant::now();
    println!("# Balance: {games} two-player games per line, seats alternating\n");
    if only
        .as_deref()
        .map_or(true, |o| o == "strategies" || o == "self")
    {
        println!("# Ships\n");
    }

    if only.as_deref().map_or(true, |o| o == "strategies") {
        println!("## Ships: the bot against fixed strategies (wins / draws / losses of the bot)\n");
        println!("| strategy | bot at {default} (default) | bot at {strongest} (strongest) | median turns |");
        println!("|---|---|---|---|");
        for strategy in Strategy::ALL {
            let mut cells = Vec::new();
            let mut turns = Vec::new();
            for level in [default, strongest] {
                let t = Instant::now();
                let records = matchup(
                    Seat::Bot(level),
                    Seat::Fixed(strategy),
                    games,
                    &format!("{}-{level}", strategy.name()),
                );
                let wins = records.iter().filter(|r| r.winner == Some(0)).count();
                let draws = records.iter().filter(|r| r.winner.is_none()).count();
                let pct = 100.0 * wins as f64 / records.len().max(1) as f64;
                cells.push(format!(
                    "{pct:.0}% ({wins} / {draws} / {})",
                    records.len() - wins - draws
                ));
                turns.extend(records.iter().map(|r| r.turns));
                eprintln!("{} at {level}: {:.0?}", strategy.name(), t.elapsed());
            }
            println!(
                "| {} | {} | {} | {} |",
                strategy.name(),
                cells[0],
                cells[1],
                median(turns)
            );
        }
        println!();
    }

    if only.as_deref().map_or(true, |o| o == "self") {
        println!("## Ships: the bot against itself\n");
        for level in [default, strongest] {
            let t = Instant::now();
            let records = matchup(
                Seat::Bot(level),
                Seat::Bot(level),
                games,
                &format!("self-{level}"),
            );
            let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
            let first = records.iter().filter(|r| r.winner == Some(0)).count();
            let draws = records.iter().filter(|r| r.winner.is_none()).count();
            let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
            for r in &records {
                *reasons.entry(r.reason.as_str()).or_insert(0) += 1;
            }
            println!(
                "- {level} iterations: median {} turns (shortest {}, longest {}); the first seat \
                 of the first turn won {first}, draws {draws}; end reasons {reasons:?}",
                median(turns.clone()),
                turns.iter().min().copied().unwrap_or(0),
                turns.iter().max().copied().unwrap_or(0),
            );
            let mut builds: BTreeMap<String, u32> = BTreeMap::new();
            for r in &records {
                for seat in &r.builds {
                    for (kind, n) in seat {
                        *builds.entry(kind.clone()).or_insert(0) += n;
                    }
                }
            }
            let total: u32 = builds.values().sum();
            println!("\n  | ship | builds | share |\n  |---|---|---|");
            for def in default_catalogue() {
                let n = builds.get(&def.id).copied().unwrap_or(0);
                println!(
                    "  | {} | {n} | {:.1}% |",
                    def.name,
                    100.0 * f64::from(n) / f64::from(total.max(1))
                );
            }
            println!();
            eprintln!("self at {level}: {:.0?}", t.elapsed());
        }
    }
    if only.as_deref().map_or(true, |o| o == "duel") {
        println!("# Duel\n");
        duel::report(games, default);
    }
    if only
        .as_deref()
        .map_or(true, |o| o == "deckbuilding" || o == "policy")
    {
        println!("# Deck-building\n");
        deckbuilding::report(games, default, only.as_deref() == Some("policy"));
    }
    if only.as_deref().map_or(true, |o| o == "chess") {
        println!("# Chess\n");
        chess::report(games);
    }
    if only.as_deref().map_or(true, |o| o == "backgammon") {
        println!("# Backgammon\n");
        backgammon::report(games);
    }
    if only.as_deref().map_or(true, |o| o == "go") {
        println!("# Go\n");
        go::report(games, arbiter::go::bot::LEVELS[1]);
    }
    if only.as_deref() == Some("chess-engines") {
        println!("# Chess against engines\n");
        chess_engines::report();
    }
    if only.as_deref() == Some("go-engines") {
        println!("# Go against GNU Go\n");
        go_engines::report();
    }
    if only.as_deref() == Some("backgammon-engines") {
        println!("# Backgammon against GNU Backgammon\n");
        backgammon_engines::report(games);
    }
    eprintln!("total: {:.0?}", started.elapsed());
}
