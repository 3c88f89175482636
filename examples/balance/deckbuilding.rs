//! The deck-builder's figures for `npm run balance` (issues 10 and 23): 100 two-player games per
//! line on the default kingdom (the Curse pile in the supply, as in every game), seats
//! alternating. Issue 10: the bot at the page's default strength (Normal, 500 iterations) must
//! beat the random player in at least 90%, and at its strongest (Hard, 3,000) Big Money in at
//! least 60%. Issue 23: at Normal, Big Money in at least 90% and Smithy Big Money in at least
//! 60%; at Hard, Smithy Big Money in at least 75%.

use super::STRONGEST;
use arbiter_rules::ai::play_out;
use arbiter_rules::deckbuilding::{DeckBuilding, DeckBuildingConfig, Seat, Strategy};
use std::collections::BTreeMap;
use std::time::Instant;

/// One game from `a`'s point of view.
#[derive(Debug, Clone, Default)]
struct Record {
    /// 0: `a` won; 1: `b` won; `None`: a draw.
    winner: Option<usize>,
    rounds: u32,
    reason: String,
    /// `a`'s and `b`'s victory points.
    points: [i64; 2],
}

fn game(a: Seat, b: Seat, i: usize, tag: &str) -> Record {
    let a_first = i % 2 == 0;
    let seed = format!("{tag}-{i}");
    let config = DeckBuildingConfig {
        seed: Some(seed.clone()),
        ..DeckBuildingConfig::for_players(&["p0", "p1"])
    };
    let seats = if a_first { [a, b] } else { [b, a] };
    let game = match play_out::<DeckBuilding, Strategy>(config, &seats, &seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let outcome = game.outcome();
    let a_player = if a_first { "p0" } else { "p1" };
    let vp = game.state().victory_points();
    let (pa, pb) = if a_first {
        (vp[0], vp[1])
    } else {
        (vp[1], vp[0])
    };
    Record {
        winner: outcome
            .and_then(|o| o.winner())
            .map(|w| usize::from(w != a_player)),
        rounds: game.state().turn,
        reason: outcome
            .map(|o| format!("{:?}", o.reason()))
            .unwrap_or_default(),
        points: [pa, pb],
    }
}

fn matchup(a: Seat, b: Seat, games: usize, tag: &str) -> Vec<Record> {
    super::parallel(games, |i| game(a, b, i, tag))
}

fn name(seat: Seat) -> String {
    match seat {
        Seat::Bot(n) => format!("bot at {n}"),
        Seat::Fixed(s) => s.name().to_string(),
    }
}

/// One line of the table: `a` against `b`.
fn line(a: Seat, b: Seat, games: usize) {
    let t = Instant::now();
    let records = matchup(a, b, games, &format!("db-{}-{}", name(a), name(b)));
    let wins = records.iter().filter(|r| r.winner == Some(0)).count();
    let draws = records.iter().filter(|r| r.winner.is_none()).count();
    let rounds: Vec<u32> = records.iter().map(|r| r.rounds).collect();
    let mean = |k: usize| {
        records.iter().map(|r| r.points[k]).sum::<i64>() as f64 / records.len().max(1) as f64
    };
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &records {
        *reasons.entry(r.reason.as_str()).or_insert(0) += 1;
    }
    println!(
        "| {} | {} | {:.0}% ({wins} / {draws} / {}) | {:.1} to {:.1} | {} | {reasons:?} |",
        name(a),
        name(b),
        100.0 * wins as f64 / records.len().max(1) as f64,
        records.len() - wins - draws,
        mean(0),
        mean(1),
        super::median(rounds),
    );
    eprintln!(
        "deckbuilding {} vs {}: {:.0?}",
        name(a),
        name(b),
        t.elapsed()
    );
}

pub fn report(games: usize, default: u32, only_policy: bool) {
    println!(
        "## Deck-building: the bot against fixed strategies (wins / draws / losses of the first)\n"
    );
    println!("| player | against | wins | mean victory points | median rounds | end reasons |");
    println!("|---|---|---|---|---|---|");
    let fixed = [
        (Strategy::Policy, Strategy::BigMoney),
        (Strategy::Policy, Strategy::SmithyMoney),
        (Strategy::SmithyMoney, Strategy::BigMoney),
        (Strategy::BigMoney, Strategy::Random),
    ];
    for (a, b) in fixed {
        line(Seat::Fixed(a), Seat::Fixed(b), games);
    }
    if only_policy {
        return;
    }
    line(Seat::Bot(default), Seat::Fixed(Strategy::Random), games);
    line(Seat::Bot(default), Seat::Fixed(Strategy::BigMoney), games);
    line(
        Seat::Bot(default),
        Seat::Fixed(Strategy::SmithyMoney),
        games,
    );
    line(Seat::Bot(STRONGEST), Seat::Fixed(Strategy::BigMoney), games);
    line(
        Seat::Bot(STRONGEST),
        Seat::Fixed(Strategy::SmithyMoney),
        games,
    );
    println!();
}

/// Issue 23's three lines alone (`--only deckbuilding-targets`): the bot at Normal against Big
/// Money and Smithy Big Money, and at Hard against Smithy Big Money.
pub fn targets(games: usize, default: u32) {
    println!("## Deck-building: issue 23's targets (wins / draws / losses of the first)\n");
    println!("| player | against | wins | mean victory points | median rounds | end reasons |");
    println!("|---|---|---|---|---|---|");
    line(Seat::Bot(default), Seat::Fixed(Strategy::BigMoney), games);
    line(
        Seat::Bot(default),
        Seat::Fixed(Strategy::SmithyMoney),
        games,
    );
    line(
        Seat::Bot(STRONGEST),
        Seat::Fixed(Strategy::SmithyMoney),
        games,
    );
    println!();
}
