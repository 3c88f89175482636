//! A game from SGF: the main line of the first game tree replayed through our rules, so that
//! an import has the same state hash as the same moves played. What the file says and our
//! rules cannot do is refused with `INVALID_INPUT` naming the node, the move and the point.
//!
//! - The root: `SZ` (5 to 19, square; 19 when absent), `KM` (the engine's default when
//!   absent), `HA` with `AB` (the handicap when the stones are GTP's fixed points and White
//!   moves first; otherwise a set-up position), `RU` (`Tromp-Taylor` counts by area, anything
//!   else by agreement), `PB`/`PW` as the players' ids (`"black"`/`"white"` when absent, or
//!   when both are the same), `RE`, and our private `SEED` (the configuration's seed).
//! - `AB`/`AW`/`AE` and `PL` before the first move set up the position; after it, refused.
//! - `B`/`W`: a stone, or a pass (`B[]`, and `B[tt]` as older files write it); moves must
//!   alternate (a pass is a move). A move after play stopped (two passes) resumes play.
//! - The end: with play stopped, the marking of `TB`/`TW` on the last node (a group is dead
//!   when most of its stones stand in the other colour's territory), or with none the
//!   engine's proposal, is accepted by both players when the file gives a count, a draw or a
//!   marking. `B+R` is the loser's resignation. A result the board does not give is recorded
//!   (`RECORD_RESULT`) in the file's own words: `W+T` (`Time`) as `TIME_FORFEIT`, `B+F`
//!   (`Forfeit`) as `FORFEIT`, and with play not stopped, `B+3.5` (or `B+`) as
//!   `RECORDED_SCORE` with its margin, `0` (`Draw`) as `AGREEMENT`. `Void` or `?` leave the
//!   game as it stands.

use super::action::GoAction;
use super::board::{Board, Stone, MAX_SIZE, MIN_SIZE};
use super::config::{komi_half_points, GoConfig};
use super::counting::{group, CountingRule};
use super::handicap::handicap_points;
use super::ruleset::{Go, GoEndReason};
use super::setup::GoSetup;
use super::sgf::{main_line, Node, Property};
use super::state::GoPoint;
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use crate::engine::player::validate_player_ids;
use std::collections::BTreeMap;

/// The game the SGF `text` records (see the module docs).
/// The game the first game tree of the SGF `text` records (see the module docs).
pub fn from_sgf(text: &str) -> Result<Game<Go>> {
    from_nodes(&main_line(text)?)
}

/// The game the main line `nodes` of a game tree records (see the module docs).
pub fn from_nodes(nodes: &[Node]) -> Result<Game<Go>> {
    let Some(root) = nodes.first() else {
        return Err(EngineError::invalid_input("sgf: the game tree has no node"));
    };
    if let Some(gm) = root.get("GM") {
        if value(gm) != "1" {
            return Err(refuse(root, gm, "is not a game of Go (GM[1])"));
        }
    }
    let size = read_size(root)?;
    let first_move = nodes
        .iter()
        .position(|n| n.get("B").is_some() || n.get("W").is_some())
        .unwrap_or(nodes.len());
    let (before, after) = nodes.split_at(first_move.min(nodes.len()));
    let mut config = GoConfig {
        size: Some(size),
        players: players(root),
        counting: root.get("RU").map(|ru| rule(value(ru))),
        seed: root.get(super::sgf_write::SEED).map(|s| value(s).to_string()),
        ..GoConfig::default()
    };
    if let Some(km) = root.get("KM").filter(|km| !value(km).trim().is_empty()) {
        let komi = value(km)
            .trim()
            .parse::<f64>()
            .map_err(|_| refuse(root, km, "is not a number"))?;
        komi_half_points(komi).map_err(|e| refuse(root, km, e.message))?;
        config.komi = Some(komi);
    }
    let first_colour = after.first().and_then(colour_of);
    start(&mut config, root, before, first_colour, size)?;
    for node in after {
        if let Some(p) = ["AB", "AW", "AE"].iter().find_map(|id| node.get(id)) {
            return Err(refuse(
                node,
                p,
                "sets up stones after the first move: only a starting position can be set up",
            ));
        }
    }
    let mut game = Game::<Go>::new(config).map_err(|e| {
        EngineError::invalid_input(format!("sgf: the root node at {}: {}", root.at, e.message))
    })?;
    let mut number = 0u32;
    for node in after {
        let (colour, prop) = match (node.get("B"), node.get("W")) {
            (Some(b), None) => (Stone::Black, b),
            (None, Some(w)) => (Stone::White, w),
            (Some(_), Some(w)) => return Err(refuse(node, w, "is a second move in one node")),
            (None, None) => continue,
        };
        number += 1;
        play(&mut game, node, prop, colour, number)?;
    }
    let last = nodes.last().unwrap_or(root);
    finish(&mut game, root, last)?;
    Ok(game)
}

/// `INVALID_INPUT` naming the node, the property and its place.
fn refuse(node: &Node, prop: &Property, why: impl std::fmt::Display) -> EngineError {
    EngineError::invalid_input(format!(
        "sgf: node {}, {}[{}] at {}: {why}",
        node.number,
        prop.ident,
        short(value(prop)),
        prop.at
    ))
}

/// A value cut for a message.
fn short(text: &str) -> String {
    let mut out: String = text.chars().take(24).collect();
    if text.chars().nth(24).is_some() {
        out.push('…');
    }
    out
}

fn value(prop: &Property) -> &str {
    prop.values.first().map_or("", String::as_str)
}

fn colour_of(node: &Node) -> Option<Stone> {
    match (node.get("B"), node.get("W")) {
        (Some(_), _) => Some(Stone::Black),
        (None, Some(_)) => Some(Stone::White),
        _ => None,
    }
}

fn read_size(root: &Node) -> Result<u32> {
    let Some(sz) = root.get("SZ") else {
        return Ok(19);
    };
    let text = value(sz).trim();
    let (columns, rows) = text.split_once(':').unwrap_or((text, text));
    match (columns.trim().parse::<u32>(), rows.trim().parse::<u32>()) {
        (Ok(c), Ok(r)) if c == r && (MIN_SIZE..=MAX_SIZE).contains(&c) => Ok(c),
        (Ok(c), Ok(r)) if c != r => Err(refuse(root, sz, "is not a square board")),
        _ => Err(refuse(
            root,
            sz,
            format_args!("expected a board size from {MIN_SIZE} to {MAX_SIZE}"),
        )),
    }
}

/// `PB` and `PW` as the players' ids, when both make valid, distinct ids.
fn players(root: &Node) -> Option<[String; 2]> {
    let name = |id: &str, default: &str| {
        root.get(id)
            .map(value)
            .filter(|v| !v.is_empty())
            .unwrap_or(default)
            .to_string()
    };
    let players = [name("PB", "black"), name("PW", "white")];
    validate_player_ids(&players, "players").ok()?;
    Some(players)
}

/// The counting rule `RU` names: Tromp-Taylor rules count every stone on the board.
pub fn rule(ru: &str) -> CountingRule {
    let ru = ru.trim().to_ascii_lowercase();
    if ru.contains("tromp") || ru == "tt" {
        CountingRule::Area
    } else {
        CountingRule::Agreement
    }
}

/// A point from its two letters, or why not.
fn point(text: &str, size: u32) -> std::result::Result<GoPoint, String> {
    let mut letters = text.chars();
    let (Some(x), Some(y), None) = (letters.next(), letters.next(), letters.next()) else {
        return Err("expected a point as two letters".into());
    };
    let coordinate = |c: char| {
        c.is_ascii_lowercase()
            .then(|| u32::from(c) - u32::from('a'))
            .filter(|v| *v < size)
    };
    match (coordinate(x), coordinate(y)) {
        (Some(x), Some(y)) => Ok(GoPoint { x, y }),
        _ => Err(format!("is off the {size}×{size} board")),
    }
}

/// The points of a list property (`aa`, or a rectangle `aa:cc`): at most one per point of the
/// board (a list names each point once).
fn point_list(node: &Node, prop: &Property, size: u32) -> Result<Vec<GoPoint>> {
    let mut out = Vec::new();
    let most = (size * size) as usize;
    for text in &prop.values {
        if out.len() > most {
            return Err(refuse(
                node,
                prop,
                format_args!("lists more than the {most} points of the board"),
            ));
        }
        if text.is_empty() {
            continue;
        }
        let (from, to) = text.split_once(':').unwrap_or((text, text));
        let bad = |why: String| refuse(node, prop, format_args!("{text:?} {why}"));
        let (a, b) = (point(from, size).map_err(bad)?, point(to, size).map_err(bad)?);
        for y in a.y.min(b.y)..=a.y.max(b.y) {
            for x in a.x.min(b.x)..=a.x.max(b.x) {
                out.push(GoPoint { x, y });
            }
        }
    }
    Ok(out)
}

/// The starting position of the nodes before the first move: a handicap, or a set-up
/// position (points in row order), or the empty board.
fn start(
    config: &mut GoConfig,
    root: &Node,
    nodes: &[Node],
    first_colour: Option<Stone>,
    size: u32,
) -> Result<()> {
    let mut stones: BTreeMap<(u32, u32), Stone> = BTreeMap::new();
    let mut to_move = None;
    for node in nodes {
        for prop in &node.properties {
            let colour = match prop.ident.as_str() {
                "AB" => Some(Stone::Black),
                "AW" => Some(Stone::White),
                "AE" => None,
                "PL" => {
                    to_move = Some(match value(prop).trim() {
                        "B" | "b" | "1" => Stone::Black,
                        "W" | "w" | "2" => Stone::White,
                        _ => return Err(refuse(node, prop, "expected B or W")),
                    });
                    continue;
                }
                _ => continue,
            };
            for p in point_list(node, prop, size)? {
                match colour {
                    Some(c) => stones.insert((p.y, p.x), c),
                    None => stones.remove(&(p.y, p.x)),
                };
            }
        }
    }
    let to_move = to_move.or(first_colour);
    let list = |colour: Stone| -> Vec<GoPoint> {
        stones
            .iter()
            .filter(|(_, c)| **c == colour)
            .map(|(&(y, x), _)| GoPoint { x, y })
            .collect()
    };
    let (black, white) = (list(Stone::Black), list(Stone::White));
    let handicap = match root.get("HA") {
        Some(ha) => value(ha)
            .trim()
            .parse::<u32>()
            .map_err(|_| refuse(root, ha, "is not a whole number"))?,
        None => 0,
    };
    let fixed = handicap_points(size, handicap).ok();
    let white_first = to_move.unwrap_or(Stone::White) == Stone::White;
    if handicap >= 2 && white.is_empty() && fixed.as_ref() == Some(&black) && white_first {
        config.handicap = Some(handicap);
        return Ok(());
    }
    if black.is_empty() && white.is_empty() && to_move.unwrap_or(Stone::Black) == Stone::Black {
        return Ok(());
    }
    config.setup = Some(GoSetup {
        black,
        white,
        to_move: Some(to_move.unwrap_or(if handicap >= 2 {
            Stone::White
        } else {
            Stone::Black
        })),
    });
    Ok(())
}

/// Plays move `number` (node `node`, property `prop`), resuming play from a counting first.
fn play(game: &mut Game<Go>, node: &Node, prop: &Property, colour: Stone, number: u32) -> Result<()> {
    let size = game.state().size;
    let text = value(prop);
    let action = match text {
        "" | "tt" => GoAction::Pass {},
        _ => {
            let p = point(text, size).map_err(|why| refuse(node, prop, format_args!("move {number} {why}")))?;
            GoAction::Play { x: p.x, y: p.y }
        }
    };
    let at = |why: String| refuse(node, prop, format_args!("move {number}: {why}"));
    if game.state().counting.is_some() && !game.is_finished() {
        let player = game.current_player().cloned().unwrap_or_default();
        game.submit(&player, GoAction::Resume {})
            .map_err(|e| at(e.message))?;
        if game.is_finished() {
            return Err(at(
                "play stopped twice (two passes in a row) and resumes only once here".into(),
            ));
        }
    }
    if game.is_finished() {
        return Err(at("the game is already over (the move limit)".into()));
    }
    let state = game.state();
    if state.to_move() != colour {
        return Err(at(format!(
            "it is {}'s move (moves alternate; a pass is a move)",
            state.to_move().name()
        )));
    }
    let player = state.player(colour).clone();
    game.submit(&player, action).map_err(|e| at(e.message))?;
    Ok(())
}

/// What the file's result means for how the game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// `B+R`, `W+Resign`: the loser resigned.
    Resigned(Stone),
    /// `B+T`, `W+Time`, `B+F`, `W+Forfeit`: a win the board does not give, recorded.
    Recorded(Stone, GoEndReason),
    /// `B+3.5`, `W+`: a win (of this colour) counted, by this margin in half points if given.
    Counted(Stone, Option<u32>),
    /// `0`, `Draw`.
    Drawn,
    /// `Void`, `?`, no result.
    Unknown,
}

fn ending(re: Option<&Property>) -> Ending {
    let Some(text) = re.map(|re| value(re).trim()) else {
        return Ending::Unknown;
    };
    let winner = match text.get(..2) {
        Some("B+") => Stone::Black,
        Some("W+") => Stone::White,
        _ if matches!(text, "0" | "Draw" | "D" | "Jigo") => return Ending::Drawn,
        _ => return Ending::Unknown,
    };
    let how = text.get(2..).unwrap_or("").trim().to_ascii_lowercase();
    match how.as_str() {
        "r" | "resign" => Ending::Resigned(winner.opponent()),
        "t" | "time" => Ending::Recorded(winner, GoEndReason::TimeForfeit),
        "f" | "forfeit" => Ending::Recorded(winner, GoEndReason::Forfeit),
        // A margin in points, kept in half points when it is a multiple of 0.5.
        margin => {
            let half = margin
                .parse::<f64>()
                .ok()
                .filter(|m| m.is_finite() && *m > 0.0 && (m * 2.0).fract() == 0.0)
                .map(|m| m * 2.0)
                .filter(|h| *h <= f64::from(super::judge::MAX_RECORDED_MARGIN))
                .map(|h| h as u32);
            Ending::Counted(winner, half)
        }
    }
}

/// Submits a result the board does not give, recorded from the file.
fn record(game: &mut Game<Go>, winner: Option<Stone>, reason: GoEndReason, margin: Option<u32>) -> Result<()> {
    let player = game.current_player().cloned().unwrap_or_default();
    let action = GoAction::RecordResult {
        winner,
        reason,
        margin_half_points: margin,
    };
    game.submit_record(&player, action)
        .map(|_| ())
        .map_err(|e| EngineError::invalid_input(format!("sgf: RE: {}", e.message)))
}

/// Ends the game as the file's result and marking say (see the module docs).
fn finish(game: &mut Game<Go>, root: &Node, last: &Node) -> Result<()> {
    if game.is_finished() {
        return Ok(());
    }
    let counting = game.state().counting.is_some();
    let marking = ["TB", "TW"]
        .iter()
        .filter_map(|id| last.get(id))
        .collect::<Vec<_>>();
    let ending = ending(root.get("RE"));
    match ending {
        Ending::Resigned(loser) => {
            let player = game.state().player(loser).clone();
            return game
                .submit(&player, GoAction::Resign {})
                .map(|_| ())
                .map_err(|e| EngineError::invalid_input(format!("sgf: RE: {}", e.message)));
        }
        Ending::Recorded(winner, reason) => return record(game, Some(winner), reason, None),
        Ending::Counted(winner, margin) if !counting => {
            return record(game, Some(winner), GoEndReason::RecordedScore, margin)
        }
        Ending::Drawn if !counting => return record(game, None, GoEndReason::Agreement, None),
        _ => {}
    }
    let accept = counting && (matches!(ending, Ending::Counted(..) | Ending::Drawn) || !marking.is_empty());
    if !accept {
        return Ok(());
    }
    if !marking.is_empty() {
        mark(game, last, &marking)?;
    }
    for _ in 0..2 {
        if game.is_finished() {
            break;
        }
        let player = game.current_player().cloned().unwrap_or_default();
        game.submit(&player, GoAction::AcceptScore {})
            .map_err(|e| EngineError::invalid_input(format!("sgf: accepting the count: {}", e.message)))?;
    }
    Ok(())
}

/// Toggles the groups of the counting until the dead stones are those of the marking: a
/// group is dead when more than half its stones stand in the other colour's territory.
fn mark(game: &mut Game<Go>, last: &Node, marking: &[&Property]) -> Result<()> {
    let size = game.state().size;
    let mut owner: BTreeMap<(u32, u32), Stone> = BTreeMap::new();
    for prop in marking {
        let colour = if prop.ident == "TB" { Stone::Black } else { Stone::White };
        for p in point_list(last, prop, size)? {
            owner.insert((p.x, p.y), colour);
        }
    }
    let board: Board = game.state().board.clone();
    let mut seen = vec![false; board.len()];
    for p in 0..board.len() {
        let Some(stone) = board.at(p) else { continue };
        if seen.get(p) == Some(&true) {
            continue;
        }
        let stones = group(&board, p);
        let mut in_enemy = 0usize;
        for &q in &stones {
            if let Some(s) = seen.get_mut(q) {
                *s = true;
            }
            let (x, y) = board.xy(q);
            if owner.get(&(x, y)) == Some(&stone.opponent()) {
                in_enemy += 1;
            }
        }
        let dead = 2 * in_enemy > stones.len();
        let state = game.state();
        let Some(counting) = &state.counting else {
            break;
        };
        let Some(&wrong) = stones.iter().find(|&&q| counting.is_dead(&board, q) != dead) else {
            continue;
        };
        let (x, y) = board.xy(wrong);
        let player = game.current_player().cloned().unwrap_or_default();
        game.submit(&player, GoAction::MarkDead { x, y })
            .map_err(|e| EngineError::invalid_input(format!("sgf: TB/TW: {}", e.message)))?;
        if game.is_finished() {
            return Err(EngineError::invalid_input(format!(
                "sgf: TB/TW on node {} at {}: the marking differs from the engine's proposal in more groups than one counting may toggle ({})",
                last.number,
                last.at,
                super::counting::MAX_TOGGLES - 1
            )));
        }
    }
    Ok(())
}
