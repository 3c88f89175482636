//! `npm run balance`: the games' bots measured, markdown out, ready for BALANCE.md.
//!
//! cargo run --release --example balance -- [--games N] [--only NAME[,NAME...]]
//!     [--default I] [--strongest I]
//!
//! A game's own lines are registered by name in [`OWN`]: ships' fixed strategies and self-play
//! (issue 7, `ships.rs`), the duel's (issue 9, `duel.rs`), the deck-builder's (issue 10,
//! `deckbuilding.rs`), chess's, Go's and backgammon's (issue 11, `chess.rs`, `go.rs`,
//! `backgammon.rs`), and the engine lines (issue 21), which run only when named:
//! `chess-engines` (`chess_engines.rs`, against Stockfish; about half an hour on its own),
//! `go-engines` (`go_engines.rs`, against GNU Go; about an hour), `backgammon-engines`
//! (`backgammon_engines.rs`, against GNU Backgammon; `--games N` sets Normal's games).
//!
//! `--only NAME` runs the line of that name. Without `--only`: every line but `policy` (a part
//! of `deckbuilding`) and the engine lines.

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
mod ships;

use arbiter::ai::mcts::LEVELS;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// The MCTS games' Normal and Hard budgets (iterations).
const DEFAULT_ITERATIONS: u32 = LEVELS[1];
const STRONGEST: u32 = LEVELS[2];

/// The command line.
pub struct Args {
    /// Games per line.
    pub games: usize,
    /// Ships' and the duel's budgets (`--default`, `--strongest`).
    pub default: u32,
    pub strongest: u32,
    /// The names `--only` gave (`None`: everything run by default).
    only: Option<Vec<String>>,
}

/// A game's own line.
struct Own {
    /// Its name for `--only`.
    name: &'static str,
    /// The heading of its part (printed once over consecutive lines of one part).
    part: &'static str,
    /// Whether a run without `--only` plays it.
    by_default: bool,
    run: fn(&Args),
}

/// Every game's own lines, in the order a full run plays them.
const OWN: &[Own] = &[
    Own {
        name: "strategies",
        part: "Ships",
        by_default: true,
        run: ships::strategies,
    },
    Own {
        name: "self",
        part: "Ships",
        by_default: true,
        run: ships::self_play,
    },
    Own {
        name: "duel",
        part: "Duel",
        by_default: true,
        run: |a| duel::report(a.games, a.default),
    },
    Own {
        name: "deckbuilding",
        part: "Deck-building",
        by_default: true,
        run: |a| deckbuilding::report(a.games, a.default, false),
    },
    Own {
        name: "policy",
        part: "Deck-building",
        by_default: false,
        run: |a| deckbuilding::report(a.games, a.default, true),
    },
    Own {
        name: "chess",
        part: "Chess",
        by_default: true,
        run: |a| chess::report(a.games),
    },
    Own {
        name: "backgammon",
        part: "Backgammon",
        by_default: true,
        run: |a| backgammon::report(a.games),
    },
    Own {
        name: "go",
        part: "Go",
        by_default: true,
        run: |a| go::report(a.games, arbiter::go::bot::LEVELS[1]),
    },
    Own {
        name: "chess-engines",
        part: "Chess against engines",
        by_default: false,
        run: |_| chess_engines::report(),
    },
    Own {
        name: "go-engines",
        part: "Go against GNU Go",
        by_default: false,
        run: |_| go_engines::report(),
    },
    Own {
        name: "backgammon-engines",
        part: "Backgammon against GNU Backgammon",
        by_default: false,
        run: |a| backgammon_engines::report(a.games),
    },
];

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
        n => (f64::from(v[n / 2 - 1]) + f64::from(v[n / 2])) / 2.0,
    }
}

/// The value after `name` on the command line.
fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

/// The number after `name`, `default` when absent.
fn number<T: std::str::FromStr>(name: &str, default: T) -> Result<T, String> {
    match arg(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("{name} is {v:?}, expected a whole number")),
    }
}

/// Every name `--only` accepts.
fn known_names() -> Vec<&'static str> {
    let mut names = Vec::new();
    for own in OWN {
        if !names.contains(&own.name) {
            names.push(own.name);
        }
    }
    names
}

/// The command line, checked once.
fn parse() -> Result<Args, String> {
    let games: usize = number("--games", 100)?;
    if games == 0 {
        return Err("--games is 0, expected at least 1".into());
    }
    let only = arg("--only").map(|o| o.split(',').map(String::from).collect::<Vec<_>>());
    let known = known_names();
    for name in only.iter().flatten() {
        if !known.contains(&name.as_str()) {
            return Err(format!(
                "unknown --only name {name:?} (known: {})",
                known.join(", ")
            ));
        }
    }
    Ok(Args {
        games,
        default: number("--default", DEFAULT_ITERATIONS)?,
        strongest: number("--strongest", STRONGEST)?,
        only,
    })
}

impl Args {
    /// Whether `--only` named `name` (`None` for a run without `--only`).
    fn named(&self, name: &str) -> Option<bool> {
        self.only
            .as_ref()
            .map(|only| only.iter().any(|o| o == name))
    }
}

fn main() {
    let args = match parse() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("balance: {e}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    println!(
        "# Balance: {} games per line, seats alternating\n",
        args.games
    );

    let mut part = "";
    for own in OWN {
        if !args.named(own.name).unwrap_or(own.by_default) {
            continue;
        }
        if own.part != part {
            println!("# {}\n", own.part);
            part = own.part;
        }
        (own.run)(&args);
    }
    eprintln!("total: {:.0?}", started.elapsed());
}
