//! Portable Game Notation out: [`write()`] gives a game as a PGN a chess program reads (the Seven
//! Tag Roster, `SetUp`/`FEN` for a game from a position, SAN moves, the result, and how it ended
//! as `Termination "normal"` with a closing comment). [`super::pgn_read`] reads one back.

use super::fen::{parse_fen, write_fen};
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
    if value.len() > MAX_TAG_LEN {
        return Err(EngineError::invalid_input(format!(
            "tags.{field} is {} bytes long, at most {MAX_TAG_LEN}",
            value.len()
        )));
    }
    if let Some(c) = value.chars().find(|c| c.is_control()) {
        return Err(EngineError::invalid_input(format!(
            "tags.{field} {value:?} has the control character {c:?}, which a PGN tag cannot hold"
        )));
    }
    Ok(value)
}

/// A tag pair, its value escaped as PGN escapes strings (and a control character, which only a
/// player id could hold, written as a space).
fn tag(out: &mut String, name: &str, value: &str) {
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
fn end_comment(game: &Game<Chess>) -> Option<String> {
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

/// The game as PGN (see the module docs). `INVALID_INPUT` for a tag that is too long or holds
/// a control character, naming it.
pub fn write(game: &Game<Chess>, tags: &PgnTags) -> Result<String> {
    let event = tag_value(tags.event.as_deref(), "event", "?")?;
    let site = tag_value(tags.site.as_deref(), "site", "?")?;
    let date = tag_value(tags.date.as_deref(), "date", "????.??.??")?;
    let round = tag_value(tags.round.as_deref(), "round", "?")?;
    let result = result_token(game);
    let mut out = String::with_capacity(512 + 8 * game.log().len());
    tag(&mut out, "Event", event);
    tag(&mut out, "Site", site);
    tag(&mut out, "Date", date);
    tag(&mut out, "Round", round);
    let players = game.players();
    tag(&mut out, "White", players.first().map_or("?", |p| p.as_str()));
    tag(&mut out, "Black", players.get(1).map_or("?", |p| p.as_str()));
    tag(&mut out, "Result", result);
    // The seed changes only the state hash, but the round trip keeps the hash: a tag of ours,
    // which other readers keep or skip as any unknown tag.
    if let Some(seed) = &game.config().seed {
        tag(&mut out, "ArbiterSeed", seed);
    }
    // The start: the standard position unless the configuration gave one.
    let start = match &game.config().fen {
        Some(fen) => {
            let (board, halfmove) = parse_fen(fen)?;
            tag(&mut out, "SetUp", "1");
            tag(&mut out, "FEN", &write_fen(&board, halfmove));
            board
        }
        None => cozy_chess::Board::default(),
    };
    if game.outcome().is_some() {
        tag(&mut out, "Termination", "normal");
    }
    out.push('\n');
    let mut number = u32::from(start.fullmove_number());
    let mut side = start.side_to_move();
    let mut line = 0;
    let mut first = true;
    for entry in game.log() {
        let ChessEvent::MoveMade { san, .. } = &entry.event else {
            continue;
        };
        match side {
            Color::White => push_token(&mut out, &mut line, &format!("{number}.")),
            Color::Black if first => push_token(&mut out, &mut line, &format!("{number}...")),
            Color::Black => {}
        }
        push_token(&mut out, &mut line, san);
        if side == Color::Black {
            number = number.saturating_add(1);
        }
        side = !side;
        first = false;
    }
    if let Some(comment) = end_comment(game) {
        push_token(&mut out, &mut line, &format!("{{{comment}}}"));
    }
    push_token(&mut out, &mut line, result);
    out.push_str("\n\n");
    Ok(out)
}
