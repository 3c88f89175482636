//! The backgammon bot's cube decisions as GNU Backgammon judges them (issue 24): the bot at Easy
//! plays itself in money games with the cube on (the Jacoby rule, no beavers), every game's dice
//! from its own seed; gnubg analyses each game's cube decisions (cubeful, 0-ply) and reports the
//! equity lost per close decision, beside the number of doubles, takes and drops. Reported, no
//! target yet. The bot's cube decisions come from its network's 0-ply chances at every level,
//! so Easy's checker play only makes the games quick. Each finished game is appended to
//! `target/balance/backgammon-cube.jsonl`, so an interrupted run resumes.
//!
//! `npm run balance -- --only backgammon-cube [--games N]` (50 games unless told).

use super::journal::Journal;
use arbiter_rules::backgammon::bot::{decide, LEVELS};
use arbiter_rules::backgammon::gnubg;
use arbiter_rules::backgammon::import::match_text;
use arbiter_rules::backgammon::{Backgammon, BackgammonConfig};
use arbiter_rules::{Game, GameRng};
use serde_json::{json, Value};
use std::path::Path;

const JUDGE_PLIES: u32 = 0;

fn play(path: &Path, i: usize) -> Result<Value, String> {
    let seed = format!("bg-cube-{i}");
    let config = BackgammonConfig {
        seed: Some(seed.clone()),
        cube: Some(true),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).map_err(|e| e.message)?;
    let mut rng = GameRng::from_seed(&seed);
    while let Some(player) = game.current_player().cloned() {
        let action = decide(game.state(), &player, LEVELS[0], &mut rng).map_err(|e| e.message)?;
        game.submit(&player, action).map_err(|e| e.message)?;
    }
    let text = match_text(&game).map_err(|e| e.message)?;
    let sides = gnubg::judge_cube(path, &text, true, JUDGE_PLIES)?;
    let side = |j: gnubg::CubeJudged| {
        json!({ "decisions": j.decisions, "close": j.close, "doubles": j.doubles,
                "takes": j.takes, "drops": j.drops, "error": j.error })
    };
    Ok(json!({ "sides": [side(sides[0]), side(sides[1])] }))
}

pub fn report(games: usize) {
    let path = gnubg::find().unwrap_or_else(|e| panic!("{e}"));
    let version = gnubg::version(&path).unwrap_or_else(|e| panic!("{e}"));
    let settings = format!(
        "{version}; cube on, Jacoby on, no beavers; bot Easy against itself; gnubg's cube \
         analysis cubeful at {JUDGE_PLIES}-ply"
    );
    let journal = Journal::open("backgammon-cube", &settings);
    let records = super::parallel(games, |i| {
        journal.game(&format!("bg-cube-{i}"), || match play(&path, i) {
            Ok(v) => v,
            Err(e) => panic!("game bg-cube-{i}: {e}"),
        })
    });
    let sum = |key: &str| -> f64 {
        records
            .iter()
            .flat_map(|r| r["sides"].as_array().cloned().unwrap_or_default())
            .map(|s| s[key].as_f64().unwrap_or(0.0))
            .sum()
    };
    println!("## Backgammon's cube decisions as GNU Backgammon judges them ({settings})\n");
    println!("| games | cube decisions (close) | doubles / takes / drops | our error, mEMG per close decision |");
    println!("|---|---|---|---|");
    println!(
        "| {} | {:.0} ({:.0}) | {:.0} / {:.0} / {:.0} | {:.1} |\n",
        records.len(),
        sum("decisions"),
        sum("close"),
        sum("doubles"),
        sum("takes"),
        sum("drops"),
        1000.0 * sum("error") / sum("close").max(1.0)
    );
}
