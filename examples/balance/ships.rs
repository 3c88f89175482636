//! Ships' own lines for `npm run balance` (issue 7): the bot against every fixed strategy
//! (`--only strategies`), and against itself with the build shares per ship (`--only self`).

use super::{median, parallel, Args};
use arbiter_rules::ships::{default_catalogue, play_out, Seat, ShipsConfig, ShipsEvent, Strategy};
use std::collections::BTreeMap;
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

/// `--only strategies`: the bot at the default and the strongest budgets against every fixed
/// strategy.
pub fn strategies(args: &Args) {
    let (games, default, strongest) = (args.games, args.default, args.strongest);
    println!("## Ships: the bot against fixed strategies (wins / draws / losses of the bot)\n");
    println!(
        "| strategy | bot at {default} (default) | bot at {strongest} (strongest) | median turns |"
    );
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

/// `--only self`: the bot against itself at both budgets, with what it builds.
pub fn self_play(args: &Args) {
    println!("## Ships: the bot against itself\n");
    for level in [args.default, args.strongest] {
        let t = Instant::now();
        let records = matchup(
            Seat::Bot(level),
            Seat::Bot(level),
            args.games,
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
