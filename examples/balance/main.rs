//! `npm run balance`: every game's bot measured, markdown out, ready for BALANCE.md.
//!
//! cargo run --release --example balance -- [--games N] [--only NAME[,NAME...]]
//!     [--lines generic|own] [--hard] [--hard-games N] [--default I] [--strongest I]
//!
//! Two kinds of lines:
//!
//! - The generic lines (`generic.rs`), which every game in the table (`games!` in
//!   src/rulesets/mod.rs) gets with no edit here: its bot at Easy, Normal and Hard against a
//!   random player and a first-legal-action player, N games each (`--games`, 100 unless told).
//!   Hard runs only when asked, as some games' Hard bots take seconds a move: `--hard` plays it
//!   with N games per line, `--hard-games M` with M. (Measured on 2 shared cores at 10 games a
//!   line: Easy and Normal from a tenth of a second (tic-tac-toe) to about 2.5 minutes (Go);
//!   Hard about 3 minutes for chess, 7 for Go and the duel, 8 for deck-building.)
//! - A game's own lines, registered by name in [`OWN`]: ships' fixed strategies and self-play
//!   (issue 7), the duel's (issue 9, `duel.rs`; issue 23's lines, `duel-normal` and
//!   `duel-hard` or one strategy's, `duel-normal-random`, run only when named), the deck-builder's (issue 10,
//!   `deckbuilding.rs`; `deckbuilding-targets`, issue 23's three lines alone, runs only when
//!   named), chess's, Go's and backgammon's (issue 11, `chess.rs`, `go.rs`,
//!   `backgammon.rs`), and the engine lines (issue 21), which run only when named:
//!   `chess-engines` (`chess_engines.rs`, against Stockfish; about half an hour on its own),
//!   `go-engines` (`go_engines.rs`, against GNU Go; about an hour), `backgammon-cube`
//!   (`backgammon_cube.rs`, the cube decisions judged by GNU Backgammon; also after
//!   `backgammon-engines`' table), `backgammon-engines`
//!   (`backgammon_engines.rs`, against GNU Backgammon; `--games N` sets Normal's games).
//!
//! `--only NAME` runs what has that name: a game's name its generic lines, and the own lines of
//! that name (`duel`, `deckbuilding`, `chess`, `go` and `backgammon` are both); an own line's
//! name that line. `--lines generic` or `--lines own` keeps one kind (`--only duel --lines
//! generic`: the duel's generic lines alone; `--only chess --lines own`: chess's line as before
//! the generic lines). Without `--only`: every game's generic lines, then every own line but
//! `policy` (a part of `deckbuilding`) and the engine lines.

mod backgammon;
mod backgammon_cube;
mod backgammon_engines;
mod chess;
mod chess_engines;
mod deckbuilding;
mod duel;
mod generic;
mod go;
mod go_engines;
#[allow(dead_code)] // used by the engine lines
mod journal;
mod ships;

use arbiter_rules::ai::mcts::LEVELS;
use arbiter_rules::RulesetKind;
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
    /// Whether the generic lines and the own lines may run (`--lines`).
    generic: bool,
    own: bool,
    /// Games per line at Hard (`None`: not played).
    hard_games: Option<usize>,
}

/// One strategy's duel line of issue 23 at one budget (`duel-normal-KEY`, `duel-hard-KEY`),
/// run only when named.
macro_rules! duel_one {
    ($name:literal, $strategy:ident, $budget:ident, |$a:ident| $games:expr) => {
        Own {
            name: $name,
            part: "Duel (issue 23)",
            by_default: false,
            run: |$a| {
                duel::header();
                duel::line(
                    arbiter_rules::duel::Strategy::$strategy,
                    duel::$budget,
                    $games,
                );
            },
        }
    };
}

/// A game's own line: what it measures beyond the generic lines.
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
        name: "duel-normal",
        part: "Duel (issue 23)",
        by_default: false,
        run: |a| {
            duel::header();
            for s in arbiter_rules::duel::Strategy::ALL {
                duel::line(s, duel::NORMAL, a.games);
            }
        },
    },
    duel_one!("duel-normal-random", Random, NORMAL, |a| a.games),
    duel_one!("duel-normal-attack-all", AttackNeverBlock, NORMAL, |a| a
        .games),
    duel_one!("duel-normal-block-always", BlockNeverAttack, NORMAL, |a| a
        .games),
    duel_one!(
        "duel-normal-biggest-spell",
        BiggestSpellThenAttack,
        NORMAL,
        |a| a.games
    ),
    Own {
        name: "duel-hard",
        part: "Duel (issue 23)",
        by_default: false,
        run: |a| {
            duel::header();
            for s in arbiter_rules::duel::Strategy::ALL {
                duel::line(s, duel::HARD, a.hard_games.unwrap_or(50));
            }
        },
    },
    duel_one!("duel-hard-random", Random, HARD, |a| a
        .hard_games
        .unwrap_or(50)),
    duel_one!("duel-hard-attack-all", AttackNeverBlock, HARD, |a| a
        .hard_games
        .unwrap_or(50)),
    duel_one!("duel-hard-block-always", BlockNeverAttack, HARD, |a| a
        .hard_games
        .unwrap_or(50)),
    duel_one!(
        "duel-hard-biggest-spell",
        BiggestSpellThenAttack,
        HARD,
        |a| a.hard_games.unwrap_or(50)
    ),
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
        name: "deckbuilding-targets",
        part: "Deck-building",
        by_default: false,
        run: |a| deckbuilding::targets(a.games, a.default),
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
        run: |a| go::report(a.games, arbiter_rules::go::bot::LEVELS[1]),
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
    Own {
        name: "backgammon-cube",
        part: "Backgammon's cube decisions judged by GNU Backgammon",
        by_default: false,
        run: |a| backgammon_cube::report(a.games.min(50)),
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
    let mut names: Vec<&str> = RulesetKind::ALL.iter().map(|k| k.as_str()).collect();
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
    let (generic, own) = match arg("--lines").as_deref() {
        None => (true, true),
        Some("generic") => (true, false),
        Some("own") => (false, true),
        Some(other) => {
            return Err(format!(
                "--lines is {other:?}, expected \"generic\" or \"own\""
            ))
        }
    };
    let hard_games = match arg("--hard-games") {
        Some(_) => Some(number("--hard-games", games)?),
        None => std::env::args().any(|a| a == "--hard").then_some(games),
    };
    if hard_games == Some(0) {
        return Err("--hard-games is 0, expected at least 1".into());
    }
    Ok(Args {
        games,
        default: number("--default", DEFAULT_ITERATIONS)?,
        strongest: number("--strongest", STRONGEST)?,
        only,
        generic,
        own,
        hard_games,
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

    let kinds: Vec<RulesetKind> = RulesetKind::ALL
        .iter()
        .copied()
        .filter(|k| args.generic && args.named(k.as_str()).unwrap_or(true))
        .collect();
    if !kinds.is_empty() {
        println!("# Every game: its bot against a random and a first-legal player\n");
        let lines = generic::Lines {
            games: args.games,
            hard_games: args.hard_games,
        };
        for kind in kinds {
            kind.visit(lines);
        }
    }

    let mut part = "";
    for own in OWN {
        if !args.own || !args.named(own.name).unwrap_or(own.by_default) {
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
