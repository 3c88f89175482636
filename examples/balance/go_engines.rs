//! Go against GNU Go (issue 21), `npm run balance -- --only go-engines`: our bot plays
//! through the rules engine (`Game<Go>`, default configuration), GNU Go through GTP with
//! Chinese rules, komi 7.5, positional superko and its dead stones captured before it passes;
//! seats alternate (our bot is Black in even games), every game has its own seed on both
//! sides. A game ends on two passes (or a resignation, or the move limit); the final position
//! is counted by GNU Go's `final_score`, which removes dead stones, so that stones left dead
//! on the board credit no one. At the end our dead-stone proposal (`bot::dead_stones`) is
//! compared with GNU Go's `final_status_list dead`.
//!
//! Each finished game is appended to `target/balance/go-engines-<line>.jsonl`, so that an
//! interrupted run resumes. Then our dead-stone proposal is measured on GNU Go's own games,
//! which end with dead stones on the board (`go_dead.rs`).
//!
//! `--go-line <name>` runs one line only (`dead`: that measure), `--go-games <n>` changes
//! every line's number of games (for trials; the recorded run uses the defaults).

use arbiter_rules::go::bot::{self, LEVELS};
use arbiter_rules::go::gtp::{GnuGo, GnuGoSettings, GtpMove, GtpResult};
use arbiter_rules::go::{Go, GoAction, GoConfig, GoState, Stone};
use arbiter_rules::{Game, GameRng};
use serde_json::{json, Value};
use std::time::Instant;

use super::journal::Journal;

#[path = "go_dead.rs"]
mod dead;

/// One matchup: our bot at a level against GNU Go at a level, on one board size.
struct Line {
    name: &'static str,
    level_name: &'static str,
    budget: u32,
    gnugo_level: u32,
    size: u32,
    games: usize,
}

const LINES: [Line; 5] = [
    Line {
        name: "normal-1",
        level_name: "Normal",
        budget: LEVELS[1],
        gnugo_level: 1,
        size: 9,
        games: 40,
    },
    Line {
        name: "hard-1",
        level_name: "Hard",
        budget: LEVELS[2],
        gnugo_level: 1,
        size: 9,
        games: 30,
    },
    Line {
        name: "hard-10",
        level_name: "Hard",
        budget: LEVELS[2],
        gnugo_level: 10,
        size: 9,
        games: 30,
    },
    Line {
        name: "normal-13",
        level_name: "Normal",
        budget: LEVELS[1],
        gnugo_level: 1,
        size: 13,
        games: 2,
    },
    Line {
        name: "normal-19",
        level_name: "Normal",
        budget: LEVELS[1],
        gnugo_level: 1,
        size: 19,
        games: 2,
    },
];

/// The bot's moves whose lines are reported (the opening).
const OPENING: usize = 5;

/// This thread's time on a CPU so far, in milliseconds (Linux's schedstat), so that think
/// times hold on a loaded machine (two games run at once, GNU Go beside them); 0 elsewhere.
fn cpu_ms() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0, |ns| ns / 1_000_000)
}

/// `--go-show`: every move and the final board of each game on stderr.
fn show() -> bool {
    std::env::args().any(|a| a == "--go-show")
}

fn colour_name(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

/// The points of the dead stones at a counting, in point order: our `CountingStarted`
/// proposal's and GNU Go's `final_status_list dead`.
fn dead_points(state: &GoState, gnugo: &mut GnuGo) -> GtpResult<(Vec<usize>, Vec<usize>)> {
    let size = state.size;
    let index = |x: u32, y: u32| (y * size + x) as usize;
    let theirs: Vec<usize> = gnugo
        .dead_stones(size)?
        .into_iter()
        .map(|(x, y)| index(x, y))
        .collect();
    let mut ours: Vec<usize> = state
        .counting
        .as_ref()
        .map(|c| c.proposal.iter().map(|p| index(p.x, p.y)).collect())
        .unwrap_or_default();
    ours.sort_unstable();
    Ok((ours, theirs))
}

/// Plays game `i` of `line`; the record is the journal's JSON.
fn play(line: &Line, i: usize) -> GtpResult<Value> {
    let tag = format!("go-engines-{}-{i}", line.name);
    let ours = if i % 2 == 0 {
        Stone::Black
    } else {
        Stone::White
    };
    let settings = GnuGoSettings::new(line.gnugo_level, 1 + i as u64);
    let size = line.size;
    let mut gnugo = GnuGo::start(&settings, size)?;
    let config = GoConfig {
        size: Some(size),
        seed: Some(tag.clone()),
        ..GoConfig::default()
    };
    let fail =
        |e: arbiter_rules::EngineError| arbiter_rules::go::gtp::GtpError(format!("{tag}: {e}"));
    let mut game = Game::<Go>::new(config).map_err(fail)?;
    let mut rng = GameRng::from_seed(&tag);
    let mut think_ms: Vec<u64> = Vec::new();
    let mut opening_lines: Vec<u32> = Vec::new();
    let mut resigned = None;
    while let Some(player) = game.current_player().cloned() {
        if game.state().counting.is_some() {
            // Two passes: our engine proposes its dead stones, GNU Go counts the game.
            break;
        }
        let colour = game.state().to_move();
        let action = if colour == ours {
            let before = cpu_ms();
            let action = bot::decide(game.state(), &player, line.budget, &mut rng).map_err(fail)?;
            think_ms.push(cpu_ms().saturating_sub(before));
            if show() && action == (GoAction::Pass {}) {
                eprintln!("{tag}: our pass on {:?}", game.state().board);
            }
            let mv = match action {
                GoAction::Play { x, y } => {
                    if opening_lines.len() < OPENING {
                        let edge = x.min(y).min(size - 1 - x).min(size - 1 - y);
                        opening_lines.push(edge + 1);
                    }
                    GtpMove::Play { x, y }
                }
                _ => GtpMove::Pass,
            };
            gnugo.play(colour_name(colour), mv, size)?;
            action
        } else {
            match gnugo.genmove(colour_name(colour), size)? {
                GtpMove::Play { x, y } => GoAction::Play { x, y },
                GtpMove::Pass => GoAction::Pass {},
                GtpMove::Resign => {
                    resigned = Some(colour);
                    GoAction::Resign {}
                }
            }
        };
        if show() {
            eprintln!("{tag} {}: {action:?}", colour_name(colour));
        }
        game.submit(&player, action).map_err(fail)?;
    }
    let state = game.state();
    if show() {
        eprintln!("{tag}: {:?}", state.board);
    }
    let (lead, agree, our_dead, their_dead) = if resigned.is_some() {
        (None, None, Vec::new(), Vec::new())
    } else {
        let lead = gnugo.final_score()?;
        let (mine, theirs) = dead_points(state, &mut gnugo)?;
        (Some(lead), Some(mine == theirs), mine, theirs)
    };
    let won = match (resigned, lead) {
        (Some(r), _) => Some(r != ours),
        (None, Some(l)) if l != 0 => Some((l > 0) == (ours == Stone::Black)),
        _ => None,
    };
    let margin = lead.map(|l| if ours == Stone::Black { l } else { -l });
    Ok(json!({
        "ours": colour_name(ours),
        "won": won,
        "marginHalfPoints": margin,
        "moves": state.moves,
        "resigned": resigned.map(colour_name),
        "agree": agree,
        "ourDead": our_dead,
        "gnugoDead": their_dead,
        "thinkMs": think_ms,
        "openingLines": opening_lines,
    }))
}

fn median(mut v: Vec<u64>) -> u64 {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

fn report_line(line: &Line, games: usize, version: &str) {
    let t = Instant::now();
    let settings = GnuGoSettings::new(line.gnugo_level, 0);
    let args: Vec<String> = settings
        .args()
        .into_iter()
        .filter(|a| a != "--seed" && a != "0")
        .collect();
    let described = format!(
        "{version} `gnugo {} --seed <game>`, {}×{}, our bot at {} ({} playouts), counting by agreement (our proposal: CountingStarted's)",
        args.join(" "),
        line.size,
        line.size,
        line.level_name,
        line.budget
    );
    let journal = Journal::open(&format!("go-engines-{}", line.name), &described);
    let records = super::parallel(games, |i| {
        journal.game(&i.to_string(), || match play(line, i) {
            Ok(record) => record,
            Err(e) => panic!("{e}"),
        })
    });
    let won = |r: &Value| r.get("won").and_then(Value::as_bool);
    let wins = records.iter().filter(|r| won(r) == Some(true)).count();
    let losses = records.iter().filter(|r| won(r) == Some(false)).count();
    let draws = records.len() - wins - losses;
    let margins: Vec<i64> = records
        .iter()
        .filter_map(|r| r.get("marginHalfPoints").and_then(Value::as_i64))
        .collect();
    let mean_margin = margins.iter().sum::<i64>() as f64 / 2.0 / margins.len().max(1) as f64;
    let counted: Vec<bool> = records
        .iter()
        .filter_map(|r| r.get("agree").and_then(Value::as_bool))
        .collect();
    let agreed = counted.iter().filter(|a| **a).count();
    let think: Vec<u64> = records
        .iter()
        .filter_map(|r| r.get("thinkMs").and_then(Value::as_array))
        .flatten()
        .filter_map(Value::as_u64)
        .collect();
    let low_openings = records
        .iter()
        .filter_map(|r| r.get("openingLines").and_then(Value::as_array))
        .flatten()
        .filter_map(Value::as_u64)
        .filter(|l| *l <= 2)
        .count();
    let moves: Vec<u64> = records
        .iter()
        .filter_map(|r| r.get("moves").and_then(Value::as_u64))
        .collect();
    println!(
        "| {}×{} | {} ({} playouts) | GNU Go `--level {}` | {:.0}% ({wins} / {draws} / {losses}) | {} | {mean_margin:+.1} | {} | {agreed} of {} | {} | {low_openings} |",
        line.size,
        line.size,
        line.level_name,
        line.budget,
        line.gnugo_level,
        100.0 * wins as f64 / records.len().max(1) as f64,
        records.len(),
        median(moves),
        counted.len(),
        median(think),
    );
    eprintln!("go-engines {}: {:.0?}", line.name, t.elapsed());
}

pub fn report() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let only = value("--go-line");
    let games: Option<usize> = value("--go-games").and_then(|g| g.parse().ok());
    let version = match GnuGo::start(&GnuGoSettings::new(1, 1), 9) {
        Ok(gnugo) => gnugo.version.clone(),
        Err(e) => panic!("{e}"),
    };
    println!("## Go against GNU Go (area scoring, komi 7.5, seats alternating)\n");
    println!(
        "{version}, every game with `gnugo --mode gtp --chinese-rules --komi 7.5 --positional-superko --capture-all-dead --level <L> --seed <game>`; \
         scored by GNU Go's `final_score` (dead stones removed); agreement: our dead-stone proposal equals GNU Go's `final_status_list dead`; \
         low openings: the bot's moves among its first {OPENING} on the first or second line.\n"
    );
    println!("| board | our bot | against | wins (W / D / L) | games | mean margin (points) | median moves | dead stones agreed | median think (ms of CPU, native) | low openings |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for line in LINES
        .iter()
        .filter(|l| only.as_deref().map_or(true, |o| o == l.name))
    {
        report_line(line, games.unwrap_or(line.games), &version);
    }
    if only.as_deref().map_or(true, |o| o == "dead") {
        dead::report(&version, games);
    }
    println!();
}
