//! The lines every game in the table gets with no edit (issue 22): the game's bot at each level
//! against a uniformly random legal player and against a player who always takes the first of
//! its legal actions. No game is named here: [`RulesetKind::visit`](arbiter_rules::RulesetKind::visit)
//! hands over the game's type, and its `simulation_config()` is the game played.
//!
//! The bot's seat rotates (in a two-player game: it sits first in even games); every other seat
//! plays the same yardstick. Every game is seeded from its line and number, through the
//! configuration's `seed` (which every game's configuration accepts), the bot's seed and the
//! random player's, so a line plays the same games on every run.

use super::{median, parallel};
use arbiter_rules::ai::playout::{first_legal, random_legal};
use arbiter_rules::ai::random::MAX_ACTIONS_PER_GAME;
use arbiter_rules::ai::{bot_action, BotOptions, Level};
use arbiter_rules::engine::outcome::Reason;
use arbiter_rules::{Game, GameRng, Listed, PlayerId, Ruleset, Visit};
use serde_json::Value;
use std::collections::BTreeMap;
use std::time::Instant;

/// The generic lines of one game, as a [`Visit`]or.
#[derive(Debug, Clone, Copy)]
pub struct Lines {
    /// Games per line (one line: one level against one yardstick).
    pub games: usize,
    /// Games per line at Hard; `None`: Hard is not played. Some games' Hard bots take seconds a
    /// move (Go's and chess's search their whole budget every move), so Hard is asked for.
    pub hard_games: Option<usize>,
}

impl Visit for Lines {
    type Output = ();
    fn visit<G: Listed>(self) {
        section::<G>(self);
    }
}

/// Who sits in every seat but the bot's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Yardstick {
    Random,
    FirstLegal,
}

impl Yardstick {
    const ALL: [Yardstick; 2] = [Yardstick::Random, Yardstick::FirstLegal];

    fn name(self) -> &'static str {
        match self {
            Yardstick::Random => "random",
            Yardstick::FirstLegal => "first legal",
        }
    }
}

impl Yardstick {
    /// The action this yardstick takes for `player` in `game` (`None`: they have none).
    fn choose<R: Ruleset>(
        self,
        game: &Game<R>,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<R::Action> {
        match self {
            Yardstick::Random => random_legal::<R>(game.state(), player, rng),
            Yardstick::FirstLegal => first_legal::<R>(game.state(), player),
        }
    }
}

/// How a game ended for the bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Win,
    Draw,
    Loss,
}

/// One game from the bot's point of view.
#[derive(Debug, Clone)]
struct Record {
    end: End,
    /// The game's own turn count at the end (`Ruleset::turn`: rounds, moves, full moves...).
    turns: u32,
    /// Actions submitted by every player.
    actions: u32,
    reason: &'static str,
}

/// The configuration `config` (in its JSON form) with its `seed` set to `seed`: the table asks
/// every game's configuration to accept a seed, but names no Rust field for it. (The JSON form
/// also crosses threads, which a game's configuration type need not.)
fn seeded<G: Ruleset>(config: &Value, seed: &str) -> Result<G::Config, String> {
    let mut json = config.clone();
    let Some(fields) = json.as_object_mut() else {
        return Err(format!("its configuration is not an object: {json}"));
    };
    fields.insert("seed".into(), seed.into());
    let config: G::Config = serde_json::from_value(json).map_err(|e| e.to_string())?;
    match G::seed(&config) {
        Some(s) if s == seed => Ok(config),
        other => Err(format!(
            "its configuration took seed {seed:?} but reads back {other:?}"
        )),
    }
}

/// Game `i` of the bot at `level` against `yardstick`, seated at `i % players`.
fn game<G: Listed>(
    config: &Value,
    players: usize,
    level: Level,
    yardstick: Yardstick,
    i: usize,
) -> Record {
    let seed = format!("{}-{}-{}-{i}", G::NAME, level.name(), yardstick.name());
    let config = seeded::<G>(config, &seed).unwrap_or_else(|e| panic!("game {seed}: {e}"));
    let mut game = Game::<G>::new(config).unwrap_or_else(|e| panic!("game {seed}: {e}"));
    let bot = game.players()[i % players].clone();
    let mut rng = GameRng::from_seed(&seed);
    let mut decisions = 0u64;
    while let Some(player) = game.current_player().cloned() {
        let action = if player == bot {
            let options = BotOptions::level(level, format!("{seed}-{decisions}"));
            bot_action(&game, &player, &options)
                .unwrap_or_else(|e| panic!("game {seed}: the bot: {e}"))
        } else {
            yardstick
                .choose(&game, &player, &mut rng)
                .unwrap_or_else(|| panic!("game {seed}: {player:?} is to act with no legal action"))
        };
        if let Err(e) = game.submit(&player, action) {
            panic!("game {seed}: {player:?}'s action refused: {e}");
        }
        decisions += 1;
        // The conformance suite shows random games end; a first-legal player may go round in
        // circles.
        if decisions > MAX_ACTIONS_PER_GAME {
            panic!("game {seed} did not end within {MAX_ACTIONS_PER_GAME} actions");
        }
    }
    let outcome = game
        .outcome()
        .unwrap_or_else(|| panic!("game {seed} stopped unfinished"));
    let end = match outcome.winner() {
        None => End::Draw,
        Some(w) if *w == bot => End::Win,
        Some(_) => End::Loss,
    };
    Record {
        end,
        turns: game.turn(),
        actions: u32::try_from(game.actions().len()).unwrap_or(u32::MAX),
        reason: outcome.reason().describe(),
    }
}

/// One row of the table: `records` of the bot at `level` against `yardstick`.
fn row(level: Level, yardstick: Yardstick, records: &[Record]) -> String {
    let count = |end: End| records.iter().filter(|r| r.end == end).count();
    let (wins, draws, losses) = (count(End::Win), count(End::Draw), count(End::Loss));
    let rate = 100.0 * (wins as f64 + draws as f64 / 2.0) / records.len().max(1) as f64;
    let mut reasons: BTreeMap<&str, usize> = BTreeMap::new();
    for r in records {
        *reasons.entry(r.reason).or_default() += 1;
    }
    let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
    format!(
        "| {} | {} | {wins} / {draws} / {losses} | {rate:.1}% | {} | {} | {} |",
        level.name(),
        yardstick.name(),
        median(records.iter().map(|r| r.turns).collect()),
        median(records.iter().map(|r| r.actions).collect()),
        reasons.join(", "),
    )
}

/// `n` with thousands separated by commas.
fn thousands(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The game's `simulation_config()` in its JSON form and its number of players, once it has
/// been seeded and started: a configuration that cannot be is reported, not played.
fn checked<G: Listed>() -> Result<(Value, usize), String> {
    let config = serde_json::to_value(G::simulation_config()).map_err(|e| e.to_string())?;
    let game = Game::<G>::new(seeded::<G>(&config, "check")?).map_err(|e| e.to_string())?;
    Ok((config, game.players().len()))
}

/// The game's section: one table, a row per level and yardstick.
fn section<G: Listed>(lines: Lines) {
    let started = Instant::now();
    println!("## {}\n", G::NAME);
    let (config, players) = match checked::<G>() {
        Ok(checked) => checked,
        Err(e) => {
            println!("Not measured: {e}\n");
            eprintln!("{}: not measured: {e}", G::NAME);
            return;
        }
    };
    let budgets: Vec<String> = G::LEVELS.iter().map(|&b| thousands(b)).collect();
    let opponents = match players {
        2 => "one opponent".to_string(),
        n => format!("{} opponents, all playing alike", n - 1),
    };
    println!(
        "The bot at Easy, Normal and Hard ({} {}) against {opponents}: {} games per line, the \
         bot's seat rotating. Wins / draws / losses are the bot's; the win rate counts a draw as \
         half. Turns are the game's own count at the end; actions are every player's.\n",
        budgets.join(", "),
        G::UNIT,
        lines.games,
    );
    println!("| bot | against | wins / draws / losses | win rate | median turns | median actions | end reasons |");
    println!("|---|---|---|---|---|---|---|");
    for level in Level::ALL {
        let games = match level {
            Level::Hard => match lines.hard_games {
                Some(games) => games,
                None => continue,
            },
            _ => lines.games,
        };
        let t = Instant::now();
        // Both yardsticks' games in one batch, so that every core stays busy to the end.
        let records = parallel(2 * games, |k| {
            game::<G>(
                &config,
                players,
                level,
                Yardstick::ALL[k / games],
                k % games,
            )
        });
        for (yardstick, records) in Yardstick::ALL.into_iter().zip(records.chunks(games)) {
            println!("{}", row(level, yardstick, records));
        }
        eprintln!("{} {}: {:.1?}", G::NAME, level.name(), t.elapsed());
    }
    println!();
    match lines.hard_games {
        None => println!("Hard not played (`--hard` plays it).\n"),
        Some(games) if games != lines.games => println!("Hard played {games} games per line.\n"),
        Some(_) => {}
    }
    eprintln!("{}: {:.1?}", G::NAME, started.elapsed());
}
