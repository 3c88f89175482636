//! What an SGF file says about a game beyond what the game keeps ([`SgfRecord`]): every
//! property of the root in order, the other properties of the main line's nodes (comments
//! `C`, names `N`, annotations such as `BM` or `TE`, markup such as `LB` or `TR`), the
//! variations beside the main line as SGF text, and what the reader did not keep. A record is
//! kept beside the game, never in its state or its hash. [`read_sgf`] reads every game tree of
//! a collection with its record; [`write_with_record`] writes a game with its record, so that
//! a file read and written again keeps them.

use super::ruleset::Go;
use super::sgf::{trees, Node, Tree, MAX_SGF_BYTES};
use super::sgf_read::from_nodes;
use super::sgf_write::{escape, write};
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use serde::{Deserialize, Serialize};

/// The most game trees one `readSgf` call reads.
pub const MAX_SGF_GAMES: usize = 1_000;

/// One property: its identifier and its values, unescaped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SgfProperty {
    /// The property's identifier (`"C"`, `"GN"`...).
    pub id: String,
    /// Its values, unescaped.
    pub values: Vec<String>,
}

/// The properties of the node of move `move` (from 1; 0: the root and the nodes before the
/// first move) that the game does not keep: all but `B` and `W`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SgfNodeNotes {
    /// The move whose node holds them, from 1 (0: the root and the nodes before the first move).
    #[serde(rename = "move")]
    pub move_number: u32,
    /// The node's other properties, in order.
    pub properties: Vec<SgfProperty>,
}

/// A variation beside the main line: moves instead of the main line's move `move`, as SGF
/// text (`"(;W[cc];B[dd])"`, its own comments and variations inside).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SgfVariation {
    /// The main line's move it replaces, from 1.
    #[serde(rename = "move")]
    pub move_number: u32,
    /// The variation as SGF text.
    pub sgf: String,
}

/// What an SGF game tree says beyond what the game keeps.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct SgfRecord {
    /// Every property of the root node, in the file's order (`GM`, `SZ`, `PB`, `PW`, `DT`,
    /// `EV`, `RE`, `C`...): the players' names are `PB` and `PW`.
    pub root: Vec<SgfProperty>,
    /// The other properties of the main line's nodes, by move.
    pub nodes: Vec<SgfNodeNotes>,
    /// The variations beside the main line.
    pub variations: Vec<SgfVariation>,
    /// What the reader read and did not keep, in words.
    pub dropped: Vec<String>,
}

/// The root properties the game writes itself.
const OWN_ROOT: [&str; 16] = [
    "FF", "GM", "CA", "AP", "SZ", "KM", "RU", "PB", "PW", "SEED", "HA", "AB", "AW", "AE", "PL", "RE",
];

impl SgfRecord {
    /// The first value of the root's property `id`, if it has it.
    pub fn root_value(&self, id: &str) -> Option<&str> {
        self.root
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }

    /// The record's `RE` for a game going on: only one that gives no winner (`Void`, `?`).
    pub(super) fn result_going_on(&self) -> Option<String> {
        let re = self.root_value("RE")?.trim();
        (re.eq_ignore_ascii_case("void") || re == "?").then(|| re.to_string())
    }

    /// The root's properties the game does not write itself, in order.
    pub(super) fn write_root(&self, out: &mut String) {
        for p in self.root.iter().filter(|p| !OWN_ROOT.contains(&p.id.as_str())) {
            property(out, p);
        }
        self.write_move(out, 0, false);
    }

    /// The properties of move `number`'s node (`TB`/`TW` left out when the game writes its
    /// own).
    pub(super) fn write_move(&self, out: &mut String, number: u32, own_territory: bool) {
        for notes in self.nodes.iter().filter(|n| n.move_number == number) {
            for p in &notes.properties {
                if own_territory && matches!(p.id.as_str(), "TB" | "TW") {
                    continue;
                }
                property(out, p);
            }
        }
    }
}

fn property(out: &mut String, p: &SgfProperty) {
    out.push_str(&p.id);
    for v in &p.values {
        out.push('[');
        out.push_str(&escape(v));
        out.push(']');
    }
}

/// The variations being written: a `(` before each move that has some, and at the end, for each
/// (innermost first), `)` then its variations (SGF's form of a branch: the rest of the main
/// line as the first variation, the others after it).
pub(super) struct Branches<'a> {
    variations: &'a [SgfVariation],
    open: Vec<u32>,
}

impl<'a> Branches<'a> {
    pub(super) fn new(record: Option<&'a SgfRecord>) -> Self {
        Branches {
            variations: record.map_or(&[], |r| &r.variations),
            open: Vec::new(),
        }
    }

    /// Before move `number`'s node.
    pub(super) fn open(&mut self, out: &mut String, number: usize) {
        let number = number as u32;
        if self.variations.iter().any(|v| v.move_number == number) {
            out.push('(');
            self.open.push(number);
        }
    }

    /// After the last node: every branch closed, and the variations of moves past the last
    /// (a game shorter than its record) after it.
    pub(super) fn close(&mut self, out: &mut String) {
        let opened = self.open.clone();
        let rest = self.variations.iter().filter(|v| !opened.contains(&v.move_number));
        for v in rest {
            out.push_str(&v.sgf);
        }
        while let Some(number) = self.open.pop() {
            out.push(')');
            for v in self.variations.iter().filter(|v| v.move_number == number) {
                out.push_str(&v.sgf);
            }
        }
    }
}

/// One game tree of a collection and its record; `game` is the error for a tree that cannot be
/// read or played.
#[derive(Debug)]
pub struct SgfEntry {
    /// The tree's place in the collection, from 0.
    pub index: usize,
    /// The game read and played, or why it could not be.
    pub game: Result<Game<Go>>,
    /// What the file says beside the game (kept out of the game's state and hash).
    pub record: SgfRecord,
}

/// Every game tree of the collection `text`, at most `max` (and [`MAX_SGF_GAMES`]), each played
/// as [`from_sgf`](super::from_sgf) plays the first, with its record. A tree whose moves our
/// rules refuse does not lose the others; a tree that is not SGF ends the reading (its error
/// last: the text after it cannot be told apart into trees). `INVALID_INPUT` for empty text or
/// more than [`MAX_SGF_BYTES`].
pub fn read_sgf(text: &str, max: usize) -> Result<Vec<SgfEntry>> {
    let trees = trees(text, max.min(MAX_SGF_GAMES))?;
    Ok(trees
        .into_iter()
        .enumerate()
        .map(|(index, tree)| match tree {
            Ok(tree) => {
                let game = from_nodes(&tree.nodes);
                let mut record = record_of(&tree);
                // The territory of a game counted after its dead stones came off is the
                // game's own, written again with it: not a note of the record.
                if game.as_ref().is_ok_and(|g| g.state().removed) {
                    for notes in &mut record.nodes {
                        notes.properties.retain(|p| !matches!(p.id.as_str(), "TB" | "TW"));
                    }
                    record.nodes.retain(|n| !n.properties.is_empty());
                }
                SgfEntry { index, game, record }
            }
            Err(e) => SgfEntry {
                index,
                game: Err(e),
                record: SgfRecord::default(),
            },
        })
        .collect())
}

fn props(node: &Node, keep: impl Fn(&str) -> bool) -> Vec<SgfProperty> {
    node.properties
        .iter()
        .filter(|p| keep(&p.ident))
        .map(|p| SgfProperty {
            id: p.ident.clone(),
            values: p.values.clone(),
        })
        .collect()
}

fn is_move(node: &Node) -> bool {
    node.get("B").is_some() || node.get("W").is_some()
}

/// The record of a tree: the root whole, each later node's other properties with the move it
/// is or follows (a node without a move joins the move before it: its comment after that
/// move's), the variations by the move they stand beside.
pub fn record_of(tree: &Tree) -> SgfRecord {
    let mut record = SgfRecord::default();
    let Some((root, rest)) = tree.nodes.split_first() else {
        return record;
    };
    record.root = props(root, |_| true);
    let mut moves = 0u32;
    for node in rest {
        if is_move(node) {
            moves += 1;
        }
        // Before the first move, the set-up is the game's own.
        let setup = |id: &str| moves == 0 && matches!(id, "AB" | "AW" | "AE" | "PL");
        let found = props(node, |id| id != "B" && id != "W" && !setup(id));
        for p in found {
            add(&mut record, moves, p, node.number);
        }
    }
    for (branch, sgf) in &tree.variations {
        let before = tree.nodes.get(..*branch).unwrap_or(&tree.nodes);
        let number = before.iter().filter(|n| is_move(n)).count() as u32 + 1;
        record.variations.push(SgfVariation {
            move_number: number,
            sgf: sgf.clone(),
        });
    }
    record
}

/// Adds a property to move `number`'s notes: a second comment joins the first; another
/// property the node already has is dropped, and said so.
fn add(record: &mut SgfRecord, number: u32, p: SgfProperty, node: usize) {
    if number == 0 && record.root.iter().any(|r| r.id == p.id) && p.id != "C" {
        record.dropped.push(format!(
            "node {node}: {} before the first move, which the root already has",
            p.id
        ));
        return;
    }
    let at = match record.nodes.iter().position(|n| n.move_number == number) {
        Some(at) => at,
        None => {
            record.nodes.push(SgfNodeNotes {
                move_number: number,
                properties: Vec::new(),
            });
            record.nodes.len() - 1
        }
    };
    let Some(notes) = record.nodes.get_mut(at) else {
        return;
    };
    match notes.properties.iter_mut().find(|q| q.id == p.id) {
        Some(q) if p.id == "C" => {
            let joined = [q.values.concat(), p.values.concat()].join("\n\n");
            q.values = vec![joined];
        }
        Some(_) => record.dropped.push(format!(
            "node {node}: {} on a node without a move, after move {number} which has one",
            p.id
        )),
        None => notes.properties.push(p),
    }
}

/// The game as SGF with its record (see [`super::sgf_write`]): the header from the game (the
/// players' names `PB` and `PW` from the record), the record's other root properties, each
/// move's properties and the variations where they stand. `INVALID_INPUT` naming the field for
/// a record that does not make an SGF file.
pub fn write_with_record(game: &Game<Go>, record: &SgfRecord) -> Result<String> {
    check(record)?;
    Ok(write(game, Some(record)))
}

fn check(record: &SgfRecord) -> Result<()> {
    let bad = |what: String| Err(EngineError::invalid_input(what));
    let mut size = 0usize;
    let lists = [("root", &record.root)]
        .into_iter()
        .chain(record.nodes.iter().map(|n| ("nodes", &n.properties)));
    for (field, list) in lists {
        for p in list {
            let id_ok = (1..=16).contains(&p.id.len()) && p.id.bytes().all(|c| c.is_ascii_uppercase());
            if !id_ok {
                return bad(format!(
                    "record.{field}: {:?} is not a property identifier (1 to 16 capital letters)",
                    p.id
                ));
            }
            if p.values.is_empty() {
                return bad(format!("record.{field}: property {} has no value", p.id));
            }
            if field == "nodes" && matches!(p.id.as_str(), "B" | "W" | "AB" | "AW" | "AE" | "PL") {
                return bad(format!(
                    "record.{field}: property {} would change the game: only the game writes its moves and stones",
                    p.id
                ));
            }
            size += p.values.iter().map(String::len).sum::<usize>();
        }
    }
    for (i, v) in record.variations.iter().enumerate() {
        size += v.sgf.len();
        let read = trees(&v.sgf, MAX_SGF_GAMES).is_ok_and(|t| !t.is_empty() && t.iter().all(Result::is_ok));
        if !read || !only_trees(&v.sgf) {
            return bad(format!("record.variations[{i}].sgf is not SGF game trees"));
        }
    }
    if size > MAX_SGF_BYTES {
        return bad(format!("the record holds {size} bytes of text, at most {MAX_SGF_BYTES}"));
    }
    Ok(())
}

/// Whether `sgf` is game trees and white space only: its parentheses (outside values) balanced
/// and nothing outside them.
fn only_trees(sgf: &str) -> bool {
    let (mut depth, mut in_value, mut escaped) = (0usize, false, false);
    for c in sgf.chars() {
        if in_value {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                ']' => in_value = false,
                _ => {}
            }
            continue;
        }
        match c {
            '[' => in_value = true,
            '(' => depth += 1,
            ')' if depth == 0 => return false,
            ')' => depth -= 1,
            c if depth == 0 && !c.is_whitespace() => return false,
            _ => {}
        }
    }
    depth == 0 && !in_value
}
