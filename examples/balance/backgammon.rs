//! Backgammon's figures for `npm run balance` (issue 11): 100 games per line, seats
//! alternating. The bot at the page's default strength must beat the random player in at least
//! 90% and the first-legal-action player in at least 80% (a win is a win, whatever its points).
//! For context: the hand-written evaluation's policy alone (the whole turn it likes best; the
//! rollout policy of the MCTS bot before the network), and the fixed strategies against each
//! other.

use arbiter_rules::ai::{play_out, Seat};
use arbiter_rules::backgammon::bot::{policy, LEVELS};
use arbiter_rules::backgammon::Strategy as Fixed;
use arbiter_rules::backgammon::{Backgammon, BackgammonAction, BackgammonConfig, BackgammonState};
use arbiter_rules::{GameRng, PlayerId};
use std::time::Instant;

/// A fixed player: one of the game's strategies, or the hand-written evaluation's policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Yardstick {
    Fixed(Fixed),
    Policy,
}

impl arbiter_rules::ai::Strategy<Backgammon> for Yardstick {
    fn choose(
        self,
        state: &BackgammonState,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<BackgammonAction> {
        match self {
            Yardstick::Fixed(s) => s.choose(state, player, rng),
            Yardstick::Policy => policy(state, player),
        }
    }
}

/// One game from `a`'s point of view.
#[derive(Debug, Clone, Default)]
struct Record {
    a_won: bool,
    /// The winner's points: 1, 2 (gammon) or 3 (backgammon).
    points: i64,
    turns: u32,
}

fn game(a: Seat<Yardstick>, b: Seat<Yardstick>, i: usize, tag: &str) -> Record {
    let a_first = i % 2 == 0;
    let seed = format!("{tag}-{i}");
    let config = BackgammonConfig {
        players: Some(["p0".into(), "p1".into()]),
        seed: Some(seed.clone()),
        ..BackgammonConfig::default()
    };
    let seats = if a_first { [a, b] } else { [b, a] };
    let game = match play_out::<Backgammon, Yardstick>(config, &seats, &seed) {
        Ok(game) => game,
        Err(e) => panic!("game {seed} failed: {e}"),
    };
    let outcome = game.outcome();
    let a_player = if a_first { "p0" } else { "p1" };
    let points = outcome
        .and_then(|o| o.results().first())
        .and_then(|r| r.metrics.as_ref())
        .and_then(|m| m.get("points"))
        .copied()
        .unwrap_or(0);
    Record {
        a_won: outcome.and_then(|o| o.winner()).map(String::as_str) == Some(a_player),
        points,
        turns: game.state().turn,
    }
}

fn name(seat: Seat<Yardstick>) -> String {
    match seat {
        Seat::Bot(n) => format!("bot at {n}"),
        Seat::Fixed(Yardstick::Fixed(s)) => s.name().to_string(),
        Seat::Fixed(Yardstick::Policy) => "the hand-written policy".to_string(),
    }
}

/// One line of the table: `a` against `b`.
fn line(a: Seat<Yardstick>, b: Seat<Yardstick>, games: usize) {
    let t = Instant::now();
    let tag = format!("bg-{}-{}", name(a), name(b));
    let records = super::parallel(games, |i| game(a, b, i, &tag));
    let wins: Vec<&Record> = records.iter().filter(|r| r.a_won).collect();
    let count = |won: bool, points: i64| {
        records
            .iter()
            .filter(|r| r.a_won == won && r.points == points)
            .count()
    };
    let net: i64 = records
        .iter()
        .map(|r| if r.a_won { r.points } else { -r.points })
        .sum();
    println!(
        "| {} | {} | {:.0}% ({} / {}) | {} / {} | {} / {} | {:+.2} | {} |",
        name(a),
        name(b),
        100.0 * wins.len() as f64 / records.len().max(1) as f64,
        wins.len(),
        records.len() - wins.len(),
        count(true, 2),
        count(true, 3),
        count(false, 2),
        count(false, 3),
        net as f64 / records.len().max(1) as f64,
        super::median(records.iter().map(|r| r.turns).collect()),
    );
    eprintln!("backgammon {} vs {}: {:.0?}", name(a), name(b), t.elapsed());
}

/// The lines at Normal ([`LEVELS`]`[1]`, network evaluations per turn).
pub fn report(games: usize) {
    let default = LEVELS[1];
    println!(
        "## Backgammon: the bot against fixed strategies (wins of the first / losses; gammons / \
         backgammons won and lost by the first)\n"
    );
    println!(
        "| player | against | wins | gammons / backgammons won | gammons / backgammons lost \
         | points per game | median turns |"
    );
    println!("|---|---|---|---|---|---|---|");
    let random = Seat::Fixed(Yardstick::Fixed(Fixed::Random));
    let first = Seat::Fixed(Yardstick::Fixed(Fixed::FirstLegal));
    let policy = Seat::Fixed(Yardstick::Policy);
    line(first, random, games);
    line(policy, random, games);
    line(policy, first, games);
    line(Seat::Bot(default), random, games);
    line(Seat::Bot(default), first, games);
    line(Seat::Bot(default), policy, games);
    println!();
}
