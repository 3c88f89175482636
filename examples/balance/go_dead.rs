//! Our dead-stone proposal against GNU Go's on finished games that still have dead stones on
//! the board (issue 21 §3, a harder test than our own games, where GNU Go captures its dead
//! stones before passing): GNU Go plays both sides at `--level 1` without
//! `--capture-all-dead`, through our rules engine as well; at the end our proposal
//! (the `CountingStarted` proposal of a game counted by agreement) is compared with `final_status_list dead`.

use arbiter_rules::go::gtp::{GnuGo, GnuGoSettings, GtpMove, GtpResult};
use arbiter_rules::go::{Go, GoAction, GoConfig, Stone};
use arbiter_rules::Game;
use serde_json::{json, Value};
use std::time::Instant;

use super::super::journal::Journal;

/// Board sizes and games per size.
const SIZES: [(u32, usize); 3] = [(9, 20), (13, 10), (19, 6)];

fn game(size: u32, i: usize) -> GtpResult<Value> {
    let tag = format!("go-dead-{size}-{i}");
    let settings = GnuGoSettings {
        capture_all_dead: false,
        ..GnuGoSettings::new(1, 1 + i as u64)
    };
    let mut gnugo = GnuGo::start(&settings, size)?;
    let fail =
        |e: arbiter_rules::EngineError| arbiter_rules::go::gtp::GtpError(format!("{tag}: {e}"));
    let config = GoConfig {
        size: Some(size),
        seed: Some(tag.clone()),
        ..GoConfig::default()
    };
    let mut game = Game::<Go>::new(config).map_err(fail)?;
    while let Some(player) = game.current_player().cloned() {
        if game.state().counting.is_some() {
            break;
        }
        let colour = match game.state().to_move() {
            Stone::Black => "black",
            Stone::White => "white",
        };
        let action = match gnugo.genmove(colour, size)? {
            GtpMove::Play { x, y } => GoAction::Play { x, y },
            GtpMove::Pass => GoAction::Pass {},
            GtpMove::Resign => GoAction::Resign {},
        };
        game.submit(&player, action).map_err(fail)?;
    }
    if game.state().resigned.is_some() {
        return Ok(json!({ "agree": null }));
    }
    let (ours, theirs) = super::dead_points(game.state(), &mut gnugo)?;
    Ok(json!({
        "agree": ours == theirs,
        "ourDead": ours,
        "gnugoDead": theirs,
        "moves": game.state().moves,
    }))
}

pub fn report(version: &str, games: Option<usize>) {
    println!(
        "\n### Dead stones on GNU Go's own games (both sides `--level 1`, without `--capture-all-dead`)\n"
    );
    println!(
        "| board | games counted | proposals equal to GNU Go's | GNU Go's dead stones per game |"
    );
    println!("|---|---|---|---|");
    for (size, default) in SIZES {
        let t = Instant::now();
        let n = games.unwrap_or(default);
        let settings = format!(
            "{version} both sides `--level 1`, no `--capture-all-dead`, {size}×{size}, our proposal: CountingStarted's"
        );
        let journal = Journal::open(&format!("go-engines-dead-{size}"), &settings);
        let records = super::super::parallel(n, |i| {
            journal.game(&i.to_string(), || match game(size, i) {
                Ok(record) => record,
                Err(e) => panic!("{e}"),
            })
        });
        let counted: Vec<&Value> = records
            .iter()
            .filter(|r| r.get("agree").is_some_and(Value::is_boolean))
            .collect();
        let agreed = counted
            .iter()
            .filter(|r| r.get("agree").and_then(Value::as_bool) == Some(true))
            .count();
        let dead: usize = counted
            .iter()
            .filter_map(|r| r.get("gnugoDead").and_then(Value::as_array))
            .map(Vec::len)
            .sum();
        println!(
            "| {size}×{size} | {} | {agreed} ({:.0}%) | {:.1} |",
            counted.len(),
            100.0 * agreed as f64 / counted.len().max(1) as f64,
            dead as f64 / counted.len().max(1) as f64
        );
        eprintln!("go-engines dead {size}: {:.0?}", t.elapsed());
    }
}
