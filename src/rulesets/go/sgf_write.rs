//! A game as SGF (`FF[4]`): the header (size, komi, rules, players, handicap or set-up stones,
//! result), the moves with passes as `B[]`/`W[]`, and for a game whose dead stones were taken
//! off the territory as TB/TW (the dead stones' points included) on the last move.

use super::board::Stone;
use super::config::GoConfig;
use super::counting::CountingRule;
use super::event::{apply, GoEvent};
use super::handicap::handicap_points;
use super::ruleset::{Go, GoEndReason};
use super::sgf_record::{Branches, SgfRecord};
use super::state::{GoPoint, GoState};
use crate::engine::game::Game;
use std::fmt::Write;

/// The `RU` written for counting by agreement (and read back: see [`super::sgf_read`]).
pub const RULES_AGREEMENT: &str = "Chinese";
/// The `RU` written for counting by area alone (Tromp-Taylor).
pub const RULES_AREA: &str = "Tromp-Taylor";

/// The private property that keeps the configuration's seed.
pub const SEED: &str = "SEED";

/// Moves per line of the text.
const MOVES_PER_LINE: usize = 12;

/// The game as SGF text.
pub fn to_sgf(game: &Game<Go>) -> String {
    write(game, None)
}

/// The game as SGF text, with its record's properties and variations when given (see
/// [`super::sgf_record`]).
pub(super) fn write(game: &Game<Go>, record: Option<&SgfRecord>) -> String {
    let state = game.state();
    let config = game.config();
    let mut out = String::from("(;FF[4]GM[1]CA[UTF-8]");
    let _ = write!(
        out,
        "AP[{}:{}]SZ[{}]KM[{}]RU[{}]",
        env!("CARGO_PKG_NAME"),
        env!("CARGO_PKG_VERSION"),
        state.size,
        komi_text(state.komi_half_points),
        match state.rule {
            CountingRule::Agreement => RULES_AGREEMENT,
            CountingRule::Area => RULES_AREA,
        }
    );
    let [black, white] = &state.players;
    let named = |id: &str, own: &str| record.and_then(|r| r.root_value(id)).unwrap_or(own).to_string();
    let (black, white) = (named("PB", black), named("PW", white));
    let _ = write!(out, "\nPB[{}]PW[{}]", escape(&black), escape(&white));
    // The game's seed, in a private property: the state hash covers the (unused) RNG.
    if let Some(seed) = &config.seed {
        let _ = write!(out, "{SEED}[{}]", escape(seed));
    }
    start(&mut out, config, state);
    let result = result(state).or_else(|| record.and_then(SgfRecord::result_going_on));
    if let Some(result) = result {
        let _ = write!(out, "RE[{}]", escape(&result));
    }
    if let Some(record) = record {
        record.write_root(&mut out);
    }
    out.push('\n');
    let mut branches = Branches::new(record);
    // The game replayed beside the log, for the colours of the dead stones.
    let mut replayed = super::config::setup(config).ok();
    let mut dead = Vec::new();
    let mut written = 0usize;
    for entry in game.log() {
        if let Some(replayed) = replayed.as_mut() {
            if let GoEvent::DeadStonesRemoved { points, .. } = &entry.event {
                dead = points
                    .iter()
                    .filter_map(|p| {
                        let at = replayed.board.point(p.x, p.y)?;
                        Some((*p, replayed.board.at(at)?))
                    })
                    .collect();
            }
            apply(replayed, &entry.event);
        }
        let (colour, point) = match &entry.event {
            GoEvent::StonePlaced { colour, x, y, .. } => (*colour, Some(GoPoint { x: *x, y: *y })),
            GoEvent::Passed { player } => match state.colour_of(player) {
                Some(colour) => (colour, None),
                None => continue,
            },
            _ => continue,
        };
        if written > 0 && written % MOVES_PER_LINE == 0 {
            out.push('\n');
        }
        written += 1;
        branches.open(&mut out, written);
        let _ = write!(out, ";{}[{}]", colour.letter(), point.map(coordinates).unwrap_or_default());
        if let Some(record) = record {
            record.write_move(&mut out, written as u32, state.removed);
        }
    }
    if state.removed {
        territory(&mut out, state, &dead);
    }
    branches.close(&mut out);
    out.push_str(")\n");
    out
}

/// The handicap (`HA`, `AB`) or the set-up position (`AB`, `AW`, `PL`).
fn start(out: &mut String, config: &GoConfig, state: &GoState) {
    if let Some(stones) = config.handicap {
        let _ = write!(out, "HA[{stones}]");
        points(out, "AB", &handicap_points(state.size, stones).unwrap_or_default());
    }
    if let Some(setup) = &config.setup {
        let sorted = |list: &[GoPoint]| {
            let mut list = list.to_vec();
            list.sort_unstable_by_key(|p| (p.y, p.x));
            list
        };
        points(out, "AB", &sorted(&setup.black));
        points(out, "AW", &sorted(&setup.white));
        let _ = write!(out, "PL[{}]", state.first.letter());
    }
}

/// The territory of each colour as TB and TW, each with the other colour's dead stones (taken
/// off, their points are now empty, and may be neutral) and without its own.
fn territory(out: &mut String, state: &GoState, dead: &[(GoPoint, Stone)]) {
    let Some(score) = &state.score else {
        return;
    };
    for (stone, ident) in [(Stone::Black, "TB"), (Stone::White, "TW")] {
        let mut list: Vec<GoPoint> = score
            .territory
            .chars()
            .enumerate()
            .filter(|(_, owner)| *owner == stone.letter())
            .map(|(p, _)| {
                let (x, y) = state.board.xy(p);
                GoPoint { x, y }
            })
            .filter(|p| !dead.contains(&(*p, stone)))
            .collect();
        list.extend(dead.iter().filter(|(_, s)| *s != stone).map(|(p, _)| *p));
        list.sort_unstable_by_key(|p| (p.y, p.x));
        list.dedup();
        // Written even when empty (`TB[]`): no territory and no dead stone is a marking too.
        if list.is_empty() {
            let _ = write!(out, "{ident}[]");
        }
        points(out, ident, &list);
    }
}

fn points(out: &mut String, ident: &str, list: &[GoPoint]) {
    if list.is_empty() {
        return;
    }
    out.push_str(ident);
    for &p in list {
        let _ = write!(out, "[{}]", coordinates(p));
    }
}

/// A point as SGF letters: `aa` is the top left, the column first.
pub fn coordinates(p: GoPoint) -> String {
    [p.x, p.y]
        .iter()
        .map(|&c| char::from(b'a' + (c.min(25) as u8)))
        .collect()
}

/// Komi in half points as SGF writes it: `7.5`, `-0.5`, `6`.
pub fn komi_text(half_points: i32) -> String {
    let sign = if half_points < 0 { "-" } else { "" };
    let h = half_points.unsigned_abs();
    if h % 2 == 0 {
        format!("{sign}{}", h / 2)
    } else {
        format!("{sign}{}.5", h / 2)
    }
}

/// `RE`: `B+R` after a resignation, `W+3.5` or `0` (a draw) after the count; none while the
/// game goes on.
fn result(state: &GoState) -> Option<String> {
    if let Some(resigned) = state.resigned {
        return Some(format!("{}+R", resigned.opponent().letter()));
    }
    if let Some(r) = state.recorded {
        let Some(winner) = r.winner else {
            return Some("0".into());
        };
        let how = match r.reason {
            GoEndReason::TimeForfeit => "T".to_string(),
            GoEndReason::Forfeit => "F".to_string(),
            _ => r.margin_half_points.map_or(String::new(), |m| komi_text(m.min(i32::MAX as u32) as i32)),
        };
        return Some(format!("{}+{how}", winner.letter()));
    }
    let lead = state.score.as_ref()?.black_lead();
    let winner = if lead > 0 { 'B' } else { 'W' };
    Some(match lead {
        0 => "0".into(),
        _ => format!("{winner}+{}", komi_text(lead.unsigned_abs().min(i32::MAX as u64) as i32)),
    })
}

/// SimpleText escaped: `\` and `]` behind a `\`.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
