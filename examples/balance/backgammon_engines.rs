//! Backgammon against GNU Backgammon (issue 21): the bot at each level plays money games
//! without the cube against gnubg at 0-ply, seats alternating, every game's dice from its own
//! seed; gnubg then judges each game at 2-ply. One line per level: our wins, losses and points,
//! and our millipoints lost per unforced checker play (gnubg's too, for scale), with the native
//! think time per turn. Each finished game is appended to
//! `target/balance/backgammon-engines-<level>.jsonl`, so an interrupted run resumes.
//!
//! `npm run balance -- --only backgammon-engines [--games N]`: N games at Easy and at Normal
//! (100 unless told), 30 at Hard (N when N is smaller, for a quick try).

use super::journal::Journal;
use arbiter_rules::backgammon::bot::{decide, LEVELS};
use arbiter_rules::backgammon::gnubg::{self, judge_settings, Player};
use arbiter_rules::backgammon::net::shared;
use arbiter_rules::backgammon::{mat, Backgammon, BackgammonConfig};
use arbiter_rules::{Game, GameRng};
use serde_json::{json, Value};
use std::path::Path;
use std::time::Instant;

/// gnubg's judge and opponent.
const JUDGE_PLIES: u32 = 2;
const OPPONENT_PLIES: u32 = 0;

/// One game: our seat (0 white), the points we won (negative: lost), gnubg's judgement of both
/// sides, and our think time per turn (milliseconds).
fn play(path: &Path, budget: u32, i: usize, tag: &str) -> Result<Value, String> {
    let seed = format!("{tag}-{i}");
    let ours = i % 2;
    let names = if ours == 0 {
        ["arbiter", "gnubg"]
    } else {
        ["gnubg", "arbiter"]
    };
    let config = BackgammonConfig {
        players: Some(names.map(String::from)),
        seed: Some(seed.clone()),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).map_err(|e| e.message)?;
    let mut rng = GameRng::from_seed(&seed);
    let mut opponent = Player::start(path, OPPONENT_PLIES)?;
    let mut times: Vec<f64> = Vec::new();
    while let Some(player) = game.current_player().cloned() {
        if player != "arbiter" {
            gnubg::play_turn(&mut opponent, &mut game)?;
            continue;
        }
        // The whole turn: the first call plans it, the others hand it out.
        let (turn, t) = (game.state().turn, Instant::now());
        while game.current_player() == Some(&player) && game.state().turn == turn {
            let action = decide(game.state(), &player, budget, &mut rng).map_err(|e| e.message)?;
            game.submit(&player, action).map_err(|e| e.message)?;
        }
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let record = mat::game_of(&game);
    let verdict = gnubg::judge(path, &record, JUDGE_PLIES)?;
    let points = match record.winner {
        Some((seat, points)) if seat == ours => points,
        Some((_, points)) => -points,
        None => 0,
    };
    let side = |seat: usize| {
        let j = verdict.players[seat];
        json!({ "moves": j.moves, "unforced": j.unforced, "error": j.error })
    };
    Ok(json!({
        "ours": ours,
        "points": points,
        "us": side(ours),
        "gnubg": side(1 - ours),
        "times": times,
    }))
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Sums a judged side over the records: (error, unforced plays).
fn judged(records: &[Value], side: &str) -> (f64, f64) {
    records.iter().fold((0.0, 0.0), |(e, u), r| {
        (
            e + r[side]["error"].as_f64().unwrap_or(0.0),
            u + r[side]["unforced"].as_f64().unwrap_or(0.0),
        )
    })
}

fn line(path: &Path, version: &str, level: &str, budget: u32, games: usize) {
    let started = Instant::now();
    let weights = xxhash_rust::xxh3::xxh3_64(&shared().to_bytes());
    let settings = format!(
        "{version}; opponent {OPPONENT_PLIES}-ply cubeless, no noise; judge: {}; bot {level} \
         budget {budget}, weights {weights:016x}",
        judge_settings(JUDGE_PLIES)
    );
    let tag = format!("bg-gnubg-{}", level.to_lowercase());
    let journal = Journal::open(&tag.replace("bg-gnubg", "backgammon-engines"), &settings);
    let records = super::parallel(games, |i| {
        journal.game(&format!("{tag}-{i}"), || {
            match play(path, budget, i, &tag) {
                Ok(v) => v,
                Err(e) => panic!("game {tag}-{i}: {e}"),
            }
        })
    });
    let points: Vec<i64> = records
        .iter()
        .map(|r| r["points"].as_i64().unwrap_or(0))
        .collect();
    let wins = points.iter().filter(|&&p| p > 0).count();
    let net: i64 = points.iter().sum();
    let (e, u) = judged(&records, "us");
    let (ge, gu) = judged(&records, "gnubg");
    let mut times: Vec<f64> = records
        .iter()
        .flat_map(|r| {
            r["times"]
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .filter_map(|t| t.as_f64())
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "| {level} ({budget}) | {wins} / {} | {net:+} ({:+.2} a game) | {} | {:.1} ({} unforced) \
         | {:.1} | {:.1} / {:.1} ms |",
        records.len() - wins,
        net as f64 / records.len().max(1) as f64,
        records.len(),
        1000.0 * e / u.max(1.0),
        u,
        1000.0 * ge / gu.max(1.0),
        percentile(&times, 0.5),
        percentile(&times, 0.9),
    );
    eprintln!(
        "backgammon against gnubg, {level}: {:.0?}",
        started.elapsed()
    );
}

pub fn report(normal_games: usize) {
    let path = match gnubg::find() {
        Ok(p) => p,
        Err(e) => panic!("{e}"),
    };
    let version = gnubg::version(&path).unwrap_or_else(|e| panic!("{e}"));
    println!(
        "## Backgammon against GNU Backgammon ({version}): money games, no cube, seats \
         alternating; the opponent at {OPPONENT_PLIES}-ply; every checker play judged by gnubg: \
         {}\n",
        judge_settings(JUDGE_PLIES)
    );
    println!(
        "| level (budget) | our wins / losses | our points | games | our error, mEMG per \
         unforced play | gnubg's | our think time per turn, median / p90 (native) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (level, budget, games) in [
        ("Easy", LEVELS[0], normal_games),
        ("Normal", LEVELS[1], normal_games),
        ("Hard", LEVELS[2], normal_games.min(30)),
    ] {
        line(&path, &version, level, budget, games);
    }
    println!();
    // Beside the checker play: the cube decisions (issue 24).
    super::backgammon_cube::report(normal_games.min(50));
}
