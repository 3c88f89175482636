//! What a PGN file says about a game beyond its moves: every tag in order, the comments, NAGs
//! and variations of its main line, and what the reader did not keep ([`PgnRecord`]). A record
//! is kept beside the game, never in its state or its hash; [`write_with_record`] writes a game
//! with its record, so a file read and written again keeps them.

use super::pgn::{body, tag, Written};
use super::Chess;
use crate::engine::error::{EngineError, Result};
use crate::Game;
use serde::{Deserialize, Serialize};

/// The most tags a record holds when written.
pub const MAX_RECORD_TAGS: usize = 1_000;
/// The most notes a record holds when written.
pub const MAX_RECORD_NOTES: usize = 100_000;
/// The longest tag value or note a record holds when written, in bytes.
pub const MAX_NOTE_LEN: usize = 100_000;

/// One tag pair as the file wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PgnTag {
    /// The tag's name (`"Event"`, `"ECO"`...).
    pub name: String,
    /// Its value, unescaped.
    pub value: String,
}

/// A comment, a NAG or a variation of the main line, after its first `ply` plies (0: before
/// the first move).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum PgnNote {
    /// A comment (`{...}`, or `;` to the end of the line), its text trimmed.
    Comment {
        /// The plies of the main line before it.
        ply: u32,
        /// The comment's text.
        text: String,
    },
    /// A Numeric Annotation Glyph (`$1`; a move's suffix `!` is read as 1, `?` 2, `!!` 3,
    /// `??` 4, `!?` 5, `?!` 6).
    Nag {
        /// The plies of the main line up to the move it follows.
        ply: u32,
        /// The glyph's number.
        nag: u8,
    },
    /// A variation: moves instead of the main line's move `ply` (from the position before it),
    /// as PGN movetext (`"2... Nc6 3. Bb5 (3. Bc4) a6"`, its own comments, NAGs and variations
    /// inside).
    Variation {
        /// The ply of the main line's move it replaces (from 1: `1. e4 (1. d4)` is ply 1).
        ply: u32,
        /// The variation as PGN movetext.
        movetext: String,
    },
}

impl PgnNote {
    /// The note's `ply`: see each kind's.
    pub fn ply(&self) -> u32 {
        match self {
            PgnNote::Comment { ply, .. } | PgnNote::Nag { ply, .. } | PgnNote::Variation { ply, .. } => *ply,
        }
    }
}

/// What a PGN file says about one game beyond its moves.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PgnRecord {
    /// Every tag pair, in the file's order (`Event`, `Date`, `ECO`, `WhiteElo`, `TimeControl`,
    /// ...): the names of the players are `White` and `Black`.
    pub tags: Vec<PgnTag>,
    /// The comments, NAGs and variations of the main line, in the file's order.
    pub notes: Vec<PgnNote>,
    /// What the reader read and did not keep, or read otherwise than the file says, in words
    /// (`"line 3: an escape line (%), which PGN readers skip"`).
    pub dropped: Vec<String>,
}

impl PgnRecord {
    /// The value of the last tag named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().rev().find(|t| t.name == name).map(|t| t.value.as_str())
    }
}

/// The tags a game writes itself, from its configuration and outcome: a record's are left out.
const OWN_TAGS: [&str; 11] = [
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN", "Termination", "ArbiterSeed",
];

/// Checks what a record holds before anything is written: `INVALID_INPUT` naming the field.
fn check(record: &PgnRecord) -> Result<()> {
    if record.tags.len() > MAX_RECORD_TAGS {
        return Err(EngineError::invalid_input(format!(
            "record.tags has {} tags, at most {MAX_RECORD_TAGS}",
            record.tags.len()
        )));
    }
    if record.notes.len() > MAX_RECORD_NOTES {
        return Err(EngineError::invalid_input(format!(
            "record.notes has {} notes, at most {MAX_RECORD_NOTES}",
            record.notes.len()
        )));
    }
    for (i, t) in record.tags.iter().enumerate() {
        let named = t.name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_');
        if t.name.is_empty() || t.name.len() > 255 || !named {
            return Err(EngineError::invalid_input(format!(
                "record.tags[{i}].name {:?} is not a tag name (letters, digits and _, 1 to 255)",
                t.name
            )));
        }
        if t.name == "Variant" && super::pgn_import::is_standard(&t.value).is_none() {
            return Err(EngineError::invalid_input(format!(
                "record.tags[{i}]: Variant {:?} is not standard chess, which this game is",
                t.value
            )));
        }
        // A control character is written as a space (a tag is one line): only the length.
        if t.value.len() > MAX_NOTE_LEN {
            return Err(EngineError::invalid_input(format!(
                "record.tags[{i}].value is {} bytes long, at most {MAX_NOTE_LEN}",
                t.value.len()
            )));
        }
    }
    for (i, note) in record.notes.iter().enumerate() {
        let (text, field) = match note {
            PgnNote::Comment { text, .. } => (text, "text"),
            PgnNote::Variation { movetext, .. } => (movetext, "movetext"),
            PgnNote::Nag { .. } => continue,
        };
        if text.len() > MAX_NOTE_LEN {
            return Err(EngineError::invalid_input(format!(
                "record.notes[{i}].{field} is {} bytes long, at most {MAX_NOTE_LEN}",
                text.len()
            )));
        }
        if let PgnNote::Comment { text, .. } = note {
            if text.contains('}') && text.contains(['\n', '\r']) {
                return Err(EngineError::invalid_input(format!(
                    "record.notes[{i}].text holds a }} and a line break: PGN writes a comment \
                     holding a }} as a ; comment, which ends at the line's end"
                )));
            }
        }
        if let PgnNote::Variation { movetext, .. } = note {
            check_movetext(movetext).map_err(|why| {
                EngineError::invalid_input(format!("record.notes[{i}].movetext {why}"))
            })?;
        }
    }
    Ok(())
}

/// A variation's movetext must be one variation: its parentheses and braces balanced, nothing
/// that would end the game or start another (`[`, `%`, a line break).
fn check_movetext(text: &str) -> std::result::Result<(), String> {
    let mut depth = 0i32;
    let mut in_comment = false;
    for c in text.chars() {
        match c {
            '}' if in_comment => in_comment = false,
            _ if in_comment => {}
            '{' => in_comment = true,
            '(' => depth += 1,
            ')' if depth == 0 => return Err("closes a variation it did not open".into()),
            ')' => depth -= 1,
            c if c.is_control() => return Err("holds a control character or a line break".into()),
            // What the reader reads outside comments: moves, numbers, NAGs, results, spaces.
            c if c.is_ascii_alphanumeric() || " _+#=:-/.!?$*".contains(c) => {}
            c => return Err(format!("holds {c:?}, which movetext cannot")),
        }
    }
    match (in_comment, depth) {
        (true, _) => Err("opens a comment it does not close".into()),
        (_, 0) => Ok(()),
        _ => Err("opens a variation it does not close".into()),
    }
}

/// The game as PGN with its record: the Seven Tag Roster from the record (the players' names,
/// the event...; a tag it lacks as [`super::to_pgn`] writes it), the result and how the game
/// ended from the game itself, the record's other tags in order, and its notes after the plies
/// they follow (a note past the game's last ply after it). `INVALID_INPUT` naming the field for
/// a record that does not make a PGN file (a tag name that is not one, a control character in
/// a value, a variation that is not one).
pub fn write_with_record(game: &Game<Chess>, record: &PgnRecord) -> Result<String> {
    check(record)?;
    let players = game.players();
    let roster = |name: &str, unknown: &'static str| record.tag(name).unwrap_or(unknown).to_string();
    let white = record.tag("White").map_or_else(|| players.first().cloned().unwrap_or_default(), str::to_string);
    let black = record.tag("Black").map_or_else(|| players.get(1).cloned().unwrap_or_default(), str::to_string);
    let written = Written {
        event: roster("Event", "?"),
        site: roster("Site", "?"),
        date: roster("Date", "????.??.??"),
        round: roster("Round", "?"),
        white,
        black,
        termination: record.tag("Termination").map(str::to_string),
    };
    let mut out = String::new();
    let extra: Vec<&PgnTag> = record.tags.iter().filter(|t| !OWN_TAGS.contains(&t.name.as_str())).collect();
    body(game, &written, &mut out, |out| {
        for t in &extra {
            tag(out, &t.name, &t.value);
        }
    }, &record.notes)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variation_must_be_one() {
        assert_eq!(check_movetext("1. d4 {a (b} (1. c4 $2) d5"), Ok(()));
        for (text, why) in [
            ("1. d4 )", "closes a variation"),
            ("1. d4 (", "opens a variation"),
            ("1. d4 {", "opens a comment"),
            ("1. d4 [x]", "holds '['"),
            ("1. d4\n", "line break"),
            ("1. d4 ; x", "holds ';'"),
        ] {
            let e = check_movetext(text).expect_err(text);
            assert!(e.contains(why), "{text}: {e}");
        }
    }
}
