//! Match files game by game: [`read_match_text`] reads every game of a GNU Backgammon match
//! file (a session of money games, or an n-point match), each replayed as a money game through
//! the rules, with its [`MatchRecord`]: where it stands in the match (the length, its number,
//! the score before it, the Crawford game) and the file's comment lines. A match is not played
//! as a match: its score stays in the record, never in a game's state or hash.
//! [`write_with_record`] writes a game back in its place in the match.

use super::import::replay_file;
use super::mat::{self, game_of, Header};
use super::mat_read::{parse_session, NO_GAME};
use super::ruleset::Backgammon;
use crate::engine::error::{EngineError, Result};
use crate::engine::game::Game;
use serde::{Deserialize, Serialize};

/// The most games one `readMatchText` call reads (and a file holds).
pub const MAX_MATCH_GAMES: usize = super::mat_read::MAX_GAMES;
/// The longest match length a record holds.
pub const MAX_MATCH_LENGTH: u32 = 1_000;

/// Where a game stands in its match file, and what else the file says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MatchRecord {
    /// The match length in points; 0 for money play (a session of money games).
    pub match_length: u32,
    /// The game's number in the file (`Game 2`), from 1.
    pub game_number: u32,
    /// The score before this game: the first player's (white, the left column), then the
    /// second's.
    pub score: [u32; 2],
    /// Whether this is the Crawford game (no doubling): the first game in which a player is
    /// one point from the match, or a game the file marks so.
    pub crawford: bool,
    /// The file's comment lines (`; [EventDate "2026.11.28"]`), in order.
    pub comments: Vec<String>,
    /// What the reader read and did not keep, in words.
    pub dropped: Vec<String>,
}

impl Default for MatchRecord {
    fn default() -> Self {
        MatchRecord {
            match_length: 0,
            game_number: 1,
            score: [0, 0],
            crawford: false,
            comments: Vec::new(),
            dropped: Vec::new(),
        }
    }
}

/// One game of a match file and its record; `game` is the error for a game that cannot be read
/// or replayed.
#[derive(Debug)]
pub struct MatchEntry {
    /// The game's place in the file, from 0.
    pub index: usize,
    /// The game read and played, or why it could not be.
    pub game: Result<Game<Backgammon>>,
    /// What the file says beside the game (kept out of the game's state and hash).
    pub record: MatchRecord,
}

/// Every game of the match file `text`, at most `max` (and [`MAX_MATCH_GAMES`]), each
/// replayed through the rules with the file's dice (see
/// [`from_match_text`](super::import::from_match_text)); a game of an n-point match as a money
/// game with the cube and without the Jacoby rule. One game that cannot be read or replayed
/// does not lose the others. `INVALID_INPUT` for empty text, a header that is not a match
/// file's, a file with no game or more than [`mat::MAX_TEXT`] bytes.
pub fn read_match_text(text: &str, max: usize) -> Result<Vec<MatchEntry>> {
    if text.trim().is_empty() {
        return Err(EngineError::invalid_input("match text is empty"));
    }
    let session = parse_session(text).map_err(EngineError::invalid_input)?;
    if session.games.is_empty() {
        return Err(EngineError::invalid_input(NO_GAME));
    }
    let length = session.length;
    // The Crawford game: the first game in which a player is one point from the match (GNU
    // Backgammon's files do not mark it; a file that does is believed).
    let mut crawford_played = false;
    Ok(session
        .games
        .into_iter()
        .take(max.min(MAX_MATCH_GAMES))
        .enumerate()
        .map(|(index, g)| {
            let away = |s: u32| length > 0 && s.saturating_add(1) == length;
            let crawford = g.crawford
                || (!crawford_played && away(g.score[0]) != away(g.score[1]));
            crawford_played |= crawford || g.score.iter().any(|s| away(*s));
            let record = MatchRecord {
                match_length: length,
                game_number: g.number,
                score: g.score,
                crawford,
                comments: session.comments.clone(),
                dropped: Vec::new(),
            };
            let game = match g.game {
                _ if crawford && length == 0 => Err(EngineError::invalid_input(format!(
                    "line {}: the Crawford rule is match play: a money game has none",
                    g.line
                ))),
                Ok(file) => replay_file(&file, length > 0),
                Err(e) => Err(EngineError::invalid_input(e)),
            };
            MatchEntry { index, game, record }
        })
        .collect())
}

/// The game as match text in its place in the match (the record's comment lines, match length,
/// game number, score and Crawford mark), its turns as [`match_text`](super::import::match_text)
/// writes them. `INVALID_INPUT` for a game set up from a position, or a record that does not
/// make a match file (naming the field).
pub fn write_with_record(game: &Game<Backgammon>, record: &MatchRecord) -> Result<String> {
    if game.config().position.is_some() {
        return Err(EngineError::invalid_input(
            "a game set up from a position cannot be written as match text: the format starts \
             from the standard position",
        ));
    }
    let bad = |what: String| Err(EngineError::invalid_input(what));
    if record.match_length > MAX_MATCH_LENGTH {
        return bad(format!(
            "record.matchLength is {}, at most {MAX_MATCH_LENGTH}",
            record.match_length
        ));
    }
    if record.game_number == 0 || record.game_number as usize > MAX_MATCH_GAMES {
        return bad(format!(
            "record.gameNumber is {}, expected 1 to {MAX_MATCH_GAMES}",
            record.game_number
        ));
    }
    if let Some(s) = record.score.iter().find(|s| **s > 100_000) {
        return bad(format!("record.score holds {s}, at most 100000"));
    }
    if record.comments.len() > 1_000 {
        return bad(format!("record.comments has {} lines, at most 1000", record.comments.len()));
    }
    for (i, c) in record.comments.iter().enumerate() {
        if !c.starts_with(';') || c.contains(['\n', '\r']) || c.len() > 1_000 {
            return bad(format!(
                "record.comments[{i}] is not one comment line (starting with ;, at most 1000 bytes)"
            ));
        }
        // A tag of ours is the game's to write; one a reader refuses cannot be written.
        let body = c.trim_start_matches(';').trim();
        if mat::OWN_TAGS.iter().any(|t| body.starts_with(&format!("[{t} "))) {
            return bad(format!("record.comments[{i}] is a tag the game writes itself: {c:?}"));
        }
        super::mat_read::tag(c, 0, &mut Default::default())
            .map_err(|why| EngineError::invalid_input(format!("record.comments[{i}]: {why}")))?;
    }
    let header = Header {
        length: record.match_length,
        number: record.game_number,
        score: record.score,
        crawford: record.crawford,
        comments: record.comments.clone(),
    };
    Ok(mat::write_in(&game_of(game), &header))
}
