//! The duel's figures for `npm run balance`: the bot at the page's default strength against the
//! fixed strategies (issue 9 asks at least 90% against random play and 70% against the first
//! action that is not a pass), and against itself (which deck wins how often).

use arbiter::ai::play_out;
use arbiter::duel::config::DeckChoice;
use arbiter::duel::{Duel, DuelConfig, Seat, Strategy};
use std::collections::BTreeMap;
use std::time::Instant;

const DECKS: [&str; 2] = ["blue-tide", "red-green-aggro"];

/// One game: who won (seat of `a`'s point of view), the turns, the end reason, `a`'s deck.
#[derive(Debug, Clone, Default)]
struct Record {
    /// 0: `a` won; 1: `b` won; `None`: a draw.
    winner: Option<usize>,
    turns: u32,
    reason: String,
    a_deck: usize,
}

/// Game `i` of a matchup: `a` sits first in even games, and the decks swap every two games.
fn game(a: Seat, b: Seat, i: usize, tag: &str) -> Record {
    let a_first = i % 2 == 0;
    let a_deck = (i / 2) % 2;
    let seed = format!("{tag}-{i}");
    let mut config = DuelConfig::for_players(["p0", "p1"]);
    config.seed = Some(seed.clone());
    let (first, second) = if a_first {
        (a_deck, 1 - a_deck)
    } else {
        (1 - a_deck, a_deck)
    };
    config.decks = Some(BTreeMap::from([
        (
            "p0".to_string(),
            DeckChoice::Ready(DECKS[first].to_string()),
        ),
        (
            "p1".to_string(),
            DeckChoice::Ready(DECKS[second].to_string()),
        ),
    ]));
    let seats = if a_first { [a, b] } else { [b, a] };
    let game = match play_out::<Duel, Strategy>(config, &seats, &seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let outcome = game.outcome();
    let a_player = if a_first { "p0" } else { "p1" };
    Record {
        winner: outcome
            .and_then(|o| o.winner())
            .map(|w| usize::from(w != a_player)),
        turns: game.turn(),
        reason: outcome
            .map(|o| format!("{:?}", o.reason()))
            .unwrap_or_default(),
        a_deck,
    }
}

fn matchup(a: Seat, b: Seat, games: usize, tag: &str) -> Vec<Record> {
    super::parallel(games, |i| game(a, b, i, tag))
}

fn tally(records: &[Record]) -> (usize, usize, usize) {
    let wins = records.iter().filter(|r| r.winner == Some(0)).count();
    let draws = records.iter().filter(|r| r.winner.is_none()).count();
    (wins, draws, records.len() - wins - draws)
}

pub fn report(games: usize, level: u32) {
    println!("## Duel: the bot against fixed strategies (wins / draws / losses of the bot)\n");
    println!("| strategy | bot at {level} (default) | bot with blue-tide | bot with red-green-aggro | median turns |");
    println!("|---|---|---|---|---|");
    for strategy in Strategy::ALL {
        let t = Instant::now();
        let records = matchup(
            Seat::Bot(level),
            Seat::Fixed(strategy),
            games,
            &format!("duel-{}", strategy.name()),
        );
        let (w, d, l) = tally(&records);
        let by_deck: Vec<String> = (0..2)
            .map(|deck| {
                let mine: Vec<Record> = records
                    .iter()
                    .filter(|r| r.a_deck == deck)
                    .cloned()
                    .collect();
                let (w, _, _) = tally(&mine);
                format!("{w} of {}", mine.len())
            })
            .collect();
        let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
        println!(
            "| {} | {:.0}% ({w} / {d} / {l}) | {} | {} | {} |",
            strategy.name(),
            100.0 * w as f64 / records.len().max(1) as f64,
            by_deck[0],
            by_deck[1],
            super::median(turns)
        );
        eprintln!("duel {} at {level}: {:.0?}", strategy.name(), t.elapsed());
    }
    println!();
    let t = Instant::now();
    let records = matchup(Seat::Bot(level), Seat::Bot(level), games, "duel-self");
    let blue = records
        .iter()
        .filter(|r| r.winner.is_some() && (r.winner == Some(0)) == (r.a_deck == 0))
        .count();
    let first = records.iter().filter(|r| r.winner == Some(0)).count();
    let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &records {
        *reasons.entry(r.reason.as_str()).or_insert(0) += 1;
    }
    println!(
        "Duel, the bot against itself at {level}: blue-tide won {blue} of {} (red-green-aggro the \
         rest but {} draws); the first seat of the first game turn won {first}; median {} turns \
         (shortest {}, longest {}); end reasons {reasons:?}\n",
        records.len(),
        tally(&records).1,
        super::median(turns.clone()),
        turns.iter().min().copied().unwrap_or(0),
        turns.iter().max().copied().unwrap_or(0),
    );
    eprintln!("duel self at {level}: {:.0?}", t.elapsed());
}
