//! Chess's figures for `npm run balance` (issue 11): 100 games per line, seats alternating. The
//! bot at the page's default strength must beat the random player in at least 90% and the
//! player who always takes the first legal action in at least 80%.

use arbiter_rules::ai::play_out;
use arbiter_rules::chess::{Chess, ChessConfig, Seat, Strategy};
use std::collections::BTreeMap;
use std::time::Instant;

/// One game from `a`'s point of view: who won (0: `a`, 1: `b`, `None`: a draw), plies, reason.
fn game(a: Seat, b: Seat, i: usize, tag: &str) -> (Option<usize>, u32, String) {
    let a_first = i % 2 == 0;
    let seed = format!("{tag}-{i}");
    let seats = if a_first { [a, b] } else { [b, a] };
    let game = match play_out::<Chess, Strategy>(ChessConfig::default(), &seats, &seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let outcome = game.outcome();
    let a_player = if a_first { "white" } else { "black" };
    (
        outcome
            .and_then(|o| o.winner())
            .map(|w| usize::from(w != a_player)),
        game.state().plies,
        outcome
            .map(|o| format!("{:?}", o.reason()))
            .unwrap_or_default(),
    )
}

fn name(seat: Seat) -> String {
    match seat {
        Seat::Bot(n) => format!("bot at {n} nodes"),
        Seat::Fixed(s) => s.name().to_string(),
    }
}

fn line(a: Seat, b: Seat, games: usize) {
    let t = Instant::now();
    let tag = format!("chess-{}-{}", name(a), name(b));
    let records = super::parallel(games, |i| game(a, b, i, &tag));
    let wins = records.iter().filter(|r| r.0 == Some(0)).count();
    let draws = records.iter().filter(|r| r.0.is_none()).count();
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &records {
        *reasons.entry(r.2.as_str()).or_insert(0) += 1;
    }
    println!(
        "| {} | {} | {:.0}% ({wins} / {draws} / {}) | {} | {reasons:?} |",
        name(a),
        name(b),
        100.0 * wins as f64 / records.len().max(1) as f64,
        records.len() - wins - draws,
        super::median(records.iter().map(|r| r.1).collect()),
    );
    eprintln!("chess {} vs {}: {:.0?}", name(a), name(b), t.elapsed());
}

pub fn report(games: usize) {
    // The bot at Normal: nodes, not MCTS iterations.
    let normal = arbiter_rules::chess::bot::LEVELS[1];
    println!("## Chess: the bot against fixed strategies (wins / draws / losses of the first)\n");
    println!("| player | against | wins | median plies | end reasons |");
    println!("|---|---|---|---|---|");
    for strategy in Strategy::ALL {
        line(Seat::Bot(normal), Seat::Fixed(strategy), games);
    }
    println!();
}
