//! Portable Game Notation out: [`write()`] gives a game as a PGN a chess program reads (the Seven
//! Tag Roster, `SetUp`/`FEN` for a game from a position, SAN moves, the result, and how it ended
//! as `Termination "normal"` with a closing comment). [`super::pgn_read`] reads one back.

use super::fen::{parse_fen, write_fen};
use super::pgn_record::PgnNote;
use super::{Chess, ChessAction, ChessEndReason, ChessEvent};
use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::{GameOutcome, Reason};
use crate::Game;
use cozy_chess::Color;
use serde::{Deserialize, Serialize};

/// The longest tag value [`PgnTags`] takes, in bytes.
pub const MAX_TAG_LEN: usize = 255;
/// How the closing comment of a draw claimed with a move ends, so that reading the game back
/// makes the same claim (without it, the draw is claimed in the final position).
pub const CLAIMED_WITH_THE_MOVE: &str = ", claimed with the move";
/// The longest line of movetext written, in characters (PGN's export format says 80).
const LINE: usize = 79;

/// The tags of the Seven Tag Roster a game does not know itself (White and Black are its
/// players, Result its outcome). Each is at most 255 bytes with no control character; an absent
/// one is written as PGN writes an unknown value (`"?"`, and `"????.??.??"` for the date).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct PgnTags {
    /// The name of the tournament or match (`Event`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub event: Option<String>,
    /// Where it was played (`Site`): a city, or a web address.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub site: Option<String>,
    /// When it started (`Date`), as PGN writes it: `"2026.11.27"`, `"2026.??.??"`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub date: Option<String>,
    /// The round (`Round`): `"1"`, `"3.2"`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub round: Option<String>,
}

/// A tag's value, checked: at most [`MAX_TAG_LEN`] bytes, no control character.
fn tag_value<'a>(value: Option<&'a str>, field: &str, unknown: &'a str) -> Result<&'a str> {
    let Some(value) = value else {
        return Ok(unknown);
    };
    tag_value_checked(value, &format!("tags.{field}"), MAX_TAG_LEN)?;
    Ok(value)
}

/// `value` checked as a tag's value: at most `max` bytes, no control character; `INVALID_INPUT`
/// naming `field` otherwise.
fn tag_value_checked(value: &str, field: &str, max: usize) -> Result<()> {
    if value.len() > max {
        return Err(EngineError::invalid_input(format!(
            "{field} is {} bytes long, at most {max}",
            value.len()
        )));
    }
    if let Some(c) = value.chars().find(|c| c.is_control()) {
        return Err(EngineError::invalid_input(format!(
            "{field} {value:?} has the control character {c:?}, which a PGN tag cannot hold"
        )));
    }
    Ok(())
}

/// A tag pair, its value escaped as PGN escapes strings (and a control character, which only a
/// player id could hold, written as a space).
pub(super) fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// The result token of an outcome (`*` for a game still going on).
fn result_token(game: &Game<Chess>) -> &'static str {
    match game.outcome() {
        None => "*",
        Some(GameOutcome::Draw { .. }) => "1/2-1/2",
        Some(GameOutcome::Win { winner, .. }) if game.players().first() == Some(winner) => "1-0",
        Some(GameOutcome::Win { .. }) => "0-1",
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The closing comment: how the game ended, in words.
pub(super) fn end_comment(game: &Game<Chess>) -> Option<String> {
    let outcome = game.outcome()?;
    let reason = outcome.reason();
    let winner = match outcome.winner() {
        Some(w) if game.players().first() == Some(w) => Some(Color::White),
        Some(_) => Some(Color::Black),
        None => None,
    };
    let claimed_with_move = matches!(
        game.actions().last().map(|a| &a.action),
        Some(ChessAction::ClaimDraw { uci: Some(_) })
    );
    Some(match (reason, winner) {
        (ChessEndReason::Resignation, Some(w)) => format!("{} resigns", color_name(!w)),
        (_, Some(w)) => format!("{} wins by {}", color_name(w), reason.describe()),
        (ChessEndReason::ThreefoldRepetition | ChessEndReason::FiftyMoveRule, None)
            if claimed_with_move =>
        {
            format!("Draw by {}{CLAIMED_WITH_THE_MOVE}", reason.describe())
        }
        (_, None) => format!("Draw by {}", reason.describe()),
    })
}

/// Appends `token` to the movetext, starting a new line where the line would be too long.
fn push_token(out: &mut String, line: &mut usize, token: &str) {
    if *line > 0 && *line + 1 + token.len() > LINE {
        out.push('\n');
        *line = 0;
    } else if *line > 0 {
        out.push(' ');
        *line += 1;
    }
    out.push_str(token);
    *line += token.len();
}

/// The Seven Tag Roster's values as written (White and Black the players' names), and the
/// `Termination` a record gave, if any.
pub(super) struct Written {
    pub event: String,
    pub site: String,
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    pub termination: Option<String>,
}

/// The game as PGN (see the module docs). `INVALID_INPUT` for a tag that is too long or holds
/// a control character, naming it.
pub fn write(game: &Game<Chess>, tags: &PgnTags) -> Result<String> {
    let players = game.players();
    let written = Written {
        event: tag_value(tags.event.as_deref(), "event", "?")?.to_string(),
        site: tag_value(tags.site.as_deref(), "site", "?")?.to_string(),
        date: tag_value(tags.date.as_deref(), "date", "????.??.??")?.to_string(),
        round: tag_value(tags.round.as_deref(), "round", "?")?.to_string(),
        white: players.first().map_or("?", |p| p.as_str()).to_string(),
        black: players.get(1).map_or("?", |p| p.as_str()).to_string(),
        termination: None,
    };
    let mut out = String::with_capacity(512 + 8 * game.log().len());
    body(game, &written, &mut out, |_| {}, &[])?;
    Ok(out)
}

/// `Termination` for a game over: what the record said when it says the same (`"death"` for a
/// forfeit), else ours (`"time forfeit"`, `"adjudication"`, `"abandoned"` for a forfeit, and
/// `"normal"` for every other end); for a game going on, the record's only.
fn termination(game: &Game<Chess>, recorded: Option<&str>) -> Option<String> {
    let Some(outcome) = game.outcome() else {
        return recorded.map(str::to_string);
    };
    let ours = match outcome.reason() {
        ChessEndReason::TimeForfeit => "time forfeit",
        ChessEndReason::Adjudication => "adjudication",
        ChessEndReason::Forfeit => "abandoned",
        _ => "normal",
    };
    let same = recorded.filter(|r| {
        super::pgn_import::termination(r) == super::pgn_import::termination(ours)
    });
    Some(same.unwrap_or(ours).to_string())
}

/// Writes the tags (the roster, then `extra`'s, then ours), and the movetext with `notes` after
/// the plies they follow, the closing comment (unless a note at the last ply already says it)
/// and the result.
pub(super) fn body(
    game: &Game<Chess>,
    written: &Written,
    out: &mut String,
    extra: impl FnOnce(&mut String),
    notes: &[PgnNote],
) -> Result<()> {
    let result = result_token(game);
    tag(out, "Event", &written.event);
    tag(out, "Site", &written.site);
    tag(out, "Date", &written.date);
    tag(out, "Round", &written.round);
    tag(out, "White", &written.white);
    tag(out, "Black", &written.black);
    tag(out, "Result", result);
    extra(out);
    // The seed changes only the state hash, but the round trip keeps the hash: a tag of ours,
    // which other readers keep or skip as any unknown tag.
    if let Some(seed) = &game.config().seed {
        tag(out, "ArbiterSeed", seed);
    }
    // The start: the standard position unless the configuration gave one.
    let start = match &game.config().fen {
        Some(fen) => {
            let (board, halfmove) = parse_fen(fen)?;
            tag(out, "SetUp", "1");
            tag(out, "FEN", &write_fen(&board, halfmove));
            board
        }
        None => cozy_chess::Board::default(),
    };
    if let Some(t) = termination(game, written.termination.as_deref()) {
        tag(out, "Termination", &t);
    }
    out.push('\n');
    let mut m = Movetext {
        out,
        line: 0,
        number: u32::from(start.fullmove_number()),
        side: start.side_to_move(),
        numbered: false,
    };
    let mut pending = notes.iter().peekable();
    m.notes(&mut pending, 0);
    let mut ply = 0u32;
    for entry in game.log() {
        let ChessEvent::MoveMade { san, .. } = &entry.event else {
            continue;
        };
        m.san(san);
        ply += 1;
        m.notes(&mut pending, ply);
    }
    m.notes(&mut pending, u32::MAX);
    if let Some(comment) = end_comment(game) {
        // A file read back keeps its closing comment as a note: not said twice.
        let said = notes.iter().any(|n| {
            matches!(n, PgnNote::Comment { ply: p, text } if *p >= ply && *text == comment)
        });
        if !said {
            m.token(&format!("{{{comment}}}"));
        }
    }
    m.token(result);
    m.out.push_str("\n\n");
    Ok(())
}

/// The movetext being written: its lines at most [`LINE`] characters, move numbers where PGN
/// wants them (before White's move, and before Black's after a note).
struct Movetext<'a> {
    out: &'a mut String,
    line: usize,
    number: u32,
    side: Color,
    /// Whether the next Black move follows its White move directly (no number needed).
    numbered: bool,
}

impl Movetext<'_> {
    fn token(&mut self, token: &str) {
        push_token(self.out, &mut self.line, token);
    }

    fn san(&mut self, san: &str) {
        match self.side {
            Color::White => self.token(&format!("{}.", self.number)),
            Color::Black if !self.numbered => self.token(&format!("{}...", self.number)),
            Color::Black => {}
        }
        self.token(san);
        self.numbered = self.side == Color::White;
        if self.side == Color::Black {
            self.number = self.number.saturating_add(1);
        }
        self.side = !self.side;
    }

    /// Writes the notes up to `ply` (all that are left, for `u32::MAX`).
    fn notes<'n>(&mut self, notes: &mut std::iter::Peekable<impl Iterator<Item = &'n PgnNote>>, ply: u32) {
        while let Some(note) = notes.next_if(|n| n.ply() <= ply) {
            match note {
                PgnNote::Nag { nag, .. } => self.token(&format!("${nag}")),
                PgnNote::Comment { text, .. } if text.contains('}') => {
                    // Only a `;` comment holds a `}`: written as one, to the end of its line.
                    self.token(&format!("; {text}"));
                    self.out.push('\n');
                    self.line = 0;
                    self.numbered = false;
                }
                PgnNote::Comment { text, .. } => {
                    self.token(&format!("{{{text}}}"));
                    self.numbered = false;
                }
                PgnNote::Variation { movetext, .. } => {
                    // Word by word, so that lines wrap inside it (never inside a comment).
                    let words = words(movetext);
                    let last = words.len().saturating_sub(1);
                    for (i, word) in words.iter().enumerate() {
                        let open = if i == 0 { "(" } else { "" };
                        let close = if i == last { ")" } else { "" };
                        self.token(&format!("{open}{word}{close}"));
                    }
                    if words.is_empty() {
                        self.token("()");
                    }
                    self.numbered = false;
                }
            }
        }
    }
}

/// Movetext split at its spaces outside comments.
fn words(movetext: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let (mut start, mut in_comment) = (0, false);
    for (i, c) in movetext.char_indices() {
        match c {
            '{' => in_comment = true,
            '}' => in_comment = false,
            ' ' if !in_comment => {
                if let Some(word) = movetext.get(start..i).filter(|w| !w.is_empty()) {
                    words.push(word);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    if let Some(word) = movetext.get(start..).filter(|w| !w.is_empty()) {
        words.push(word);
    }
    words
}
