//! Go's figures for `npm run balance` (issue 11): 100 games per line on 9×9 with komi 7.5,
//! seats alternating (the bot is Black in even games). The bot at the page's default strength
//! must beat the random player in at least 90% and the first-legal-action player in at least
//! 80%.

use arbiter_rules::ai::play_out;
use arbiter_rules::go::{Go, GoConfig, Seat, Strategy};
use std::collections::BTreeMap;
use std::time::Instant;

/// One game from `a`'s point of view.
#[derive(Debug, Clone, Default)]
struct Record {
    /// 0: `a` won; 1: `b` won; `None`: a draw.
    winner: Option<usize>,
    moves: u32,
    reason: String,
    /// `a`'s margin in half points (negative when `b` won), for scored games.
    margin: Option<i64>,
}

fn game(a: Seat, b: Seat, i: usize, tag: &str) -> Record {
    let a_first = i % 2 == 0;
    let seed = format!("{tag}-{i}");
    let config = GoConfig {
        seed: Some(seed.clone()),
        ..GoConfig::for_players("p0", "p1")
    };
    let seats = if a_first { [a, b] } else { [b, a] };
    let game = match play_out::<Go, Strategy>(config, &seats, &seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let a_player = if a_first { "p0" } else { "p1" };
    let outcome = game.outcome();
    let winner = outcome
        .and_then(|o| o.winner())
        .map(|w| usize::from(w != a_player));
    let margin = outcome
        .and_then(|o| o.results().first())
        .and_then(|r| r.metrics.as_ref()?.get("marginHalfPoints").copied())
        .map(|m| if winner == Some(1) { -m } else { m });
    Record {
        winner,
        moves: game.state().moves,
        reason: outcome
            .map(|o| format!("{:?}", o.reason()))
            .unwrap_or_default(),
        margin,
    }
}

fn name(seat: Seat) -> String {
    match seat {
        Seat::Bot(n) => format!("bot at {n} playouts"),
        Seat::Fixed(s) => s.name().to_string(),
    }
}

/// One line of the table: `a` against `b`.
fn line(a: Seat, b: Seat, games: usize) {
    let t = Instant::now();
    let tag = format!("go-{}-{}", name(a), name(b));
    let records = super::parallel(games, |i| game(a, b, i, &tag));
    let wins = records.iter().filter(|r| r.winner == Some(0)).count();
    let draws = records.iter().filter(|r| r.winner.is_none()).count();
    let moves: Vec<u32> = records.iter().map(|r| r.moves).collect();
    let margins: Vec<i64> = records.iter().filter_map(|r| r.margin).collect();
    let mean_margin = margins.iter().sum::<i64>() as f64 / 2.0 / margins.len().max(1) as f64;
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &records {
        *reasons.entry(r.reason.as_str()).or_insert(0) += 1;
    }
    println!(
        "| {} | {} | {:.0}% ({wins} / {draws} / {}) | {mean_margin:+.1} | {} | {reasons:?} |",
        name(a),
        name(b),
        100.0 * wins as f64 / records.len().max(1) as f64,
        records.len() - wins - draws,
        super::median(moves),
    );
    eprintln!("go {} vs {}: {:.0?}", name(a), name(b), t.elapsed());
}

pub fn report(games: usize, default: u32) {
    println!("## Go (9×9, komi 7.5): the bot against fixed strategies (wins / draws / losses of the first)\n");
    println!("| player | against | wins | mean margin (points) | median moves | end reasons |");
    println!("|---|---|---|---|---|---|");
    line(
        Seat::Fixed(Strategy::FirstLegal),
        Seat::Fixed(Strategy::Random),
        games,
    );
    for strategy in Strategy::ALL {
        line(Seat::Bot(default), Seat::Fixed(strategy), games);
    }
    println!();
}
