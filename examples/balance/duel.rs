//! The duel's figures for `npm run balance`: the bot against the fixed strategies of issue 23
//! (at Normal at least 80% against each, at Hard at least 85%), over every pairing of the four
//! ready decks (the bot's deck and the strategy's, mirrors included: sixteen, game `i` playing
//! pairing `(i / 2) % 16` with the seats swapped between games `2k` and `2k + 1`), and against
//! itself (which deck wins how often).
//!
//! `--only duel-normal` runs the four strategies at Normal, `--only duel-hard` at Hard
//! (`--hard-games`, 50 unless told); `duel-normal-KEY` and `duel-hard-KEY` one strategy
//! (`random`, `attack-all`, `block-always`, `biggest-spell`).

use arbiter_rules::ai::play_out;
use arbiter_rules::ai::Bot;
use arbiter_rules::duel::DeckChoice;
use arbiter_rules::duel::{Duel, DuelConfig, Seat, Strategy};
use std::collections::BTreeMap;
use std::time::Instant;

/// The duel bot's Normal and Hard budgets (iterations), as the page plays them.
pub const NORMAL: u32 = <Duel as Bot>::LEVELS[1];
pub const HARD: u32 = <Duel as Bot>::LEVELS[2];

const DECKS: [&str; 4] = [
    "blue-tide",
    "red-green-aggro",
    "white-black-life",
    "green-red-ramp",
];

/// One game: who won (seat of `a`'s point of view), the turns, the end reason, `a`'s deck.
#[derive(Debug, Clone, Default)]
struct Record {
    /// 0: `a` won; 1: `b` won; `None`: a draw.
    winner: Option<usize>,
    turns: u32,
    reason: String,
    a_deck: usize,
}

/// Game `i` of a matchup: `a` sits first in even games; pairing `(i / 2) % 16` gives `a` deck
/// `pairing / 4` and `b` deck `pairing % 4`.
fn game(a: Seat, b: Seat, i: usize, tag: &str) -> Record {
    let a_first = i % 2 == 0;
    let pairing = (i / 2) % (DECKS.len() * DECKS.len());
    let (a_deck, b_deck) = (pairing / DECKS.len(), pairing % DECKS.len());
    let seed = format!("{tag}-{i}");
    let mut config = DuelConfig::for_players(["p0", "p1"]);
    config.seed = Some(seed.clone());
    let (first, second) = if a_first {
        (a_deck, b_deck)
    } else {
        (b_deck, a_deck)
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

/// One line: the bot at `level` against `strategy`, `games` games; prints its table row.
pub fn line(strategy: Strategy, level: u32, games: usize) {
    let name = match level {
        l if l == HARD => "Hard",
        l if l == NORMAL => "Normal",
        _ => "custom",
    };
    let target = if level >= HARD { 85 } else { 80 };
    let t = Instant::now();
    let records = matchup(
        Seat::Bot(level),
        Seat::Fixed(strategy),
        games,
        &format!("duel23-{}-{level}", strategy.key()),
    );
    let (w, d, l) = tally(&records);
    let by_deck: Vec<String> = (0..DECKS.len())
        .map(|deck| {
            let mine: Vec<&Record> = records.iter().filter(|r| r.a_deck == deck).collect();
            let won = mine.iter().filter(|r| r.winner == Some(0)).count();
            format!("{won}/{}", mine.len())
        })
        .collect();
    let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
    let pct = 100.0 * w as f64 / records.len().max(1) as f64;
    println!(
        "| {} | {name} ({level}) | {pct:.0}% ({w} / {d} / {l}) | {} | {} | {} | {:.0?} |",
        strategy.name(),
        if pct >= f64::from(target) {
            format!("≥ {target}%: met")
        } else {
            format!("≥ {target}%: MISSED")
        },
        by_deck.join(", "),
        super::median(turns),
        t.elapsed()
    );
    eprintln!("duel {} at {level}: {:.0?}", strategy.key(), t.elapsed());
}

/// The table's header for [`line`].
pub fn header() {
    println!("| strategy | bot | wins (w / d / l) | target | bot's wins by its deck ({}) | median turns | time |", DECKS.join(", "));
    println!("|---|---|---|---|---|---|---|");
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
    header();
    for strategy in Strategy::ALL {
        line(strategy, level, games);
    }
    println!();
    let t = Instant::now();
    let records = matchup(Seat::Bot(level), Seat::Bot(level), games, "duel-self");
    let by_deck: Vec<String> = (0..DECKS.len())
        .map(|deck| {
            let mine: Vec<&Record> = records.iter().filter(|r| r.a_deck == deck).collect();
            let won = mine.iter().filter(|r| r.winner == Some(0)).count();
            format!("{} {won}/{}", DECKS[deck], mine.len())
        })
        .collect();
    let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
    let mut reasons: BTreeMap<&str, u32> = BTreeMap::new();
    for r in &records {
        *reasons.entry(r.reason.as_str()).or_insert(0) += 1;
    }
    println!(
        "Duel, the bot against itself at {level}: the first bot's wins by its deck: {} ({} \
         draws); median {} turns (shortest {}, longest {}); end reasons {reasons:?}\n",
        by_deck.join(", "),
        tally(&records).1,
        super::median(turns.clone()),
        turns.iter().min().copied().unwrap_or(0),
        turns.iter().max().copied().unwrap_or(0),
    );
    eprintln!("duel self at {level}: {:.0?}", t.elapsed());
}
