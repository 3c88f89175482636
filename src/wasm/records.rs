//! What the readers of records answer (`readPgn`, `readSgf`, `readMatchText`): each game of a
//! text kept as a handle (with its players, as `rawNew` answers a game), or its error, beside
//! its record. One game that cannot be read is an entry with an error, not a failed call.

use super::call::finish;
use super::game::keep;
use crate::engine::error::Result;
use crate::engine::game::Game;
use crate::rulesets::Listed;
use serde::Serialize;

/// One entry as it crosses: the game made, or why not, and the record.
#[derive(Serialize)]
struct Entry<R> {
    index: usize,
    game: Option<(f64, Vec<String>)>,
    error: Option<Failure>,
    record: R,
}

#[derive(Serialize)]
struct Failure {
    code: &'static str,
    message: String,
}

/// One game a reader read: its place in the text, the game or its error, and its record.
pub type Read<G, R> = (usize, Result<Game<G>>, R);

/// Answers the entries of a reader (each game kept), or the reader's error.
pub fn finish_entries<G: Listed, R: Serialize>(entries: Result<Vec<Read<G, R>>>) -> u32 {
    finish(entries.map(|list| {
        list.into_iter()
            .map(|(index, game, record)| match game {
                Ok(game) => Entry {
                    index,
                    game: Some(keep(game)),
                    error: None,
                    record,
                },
                Err(e) => Entry {
                    index,
                    game: None,
                    error: Some(Failure {
                        code: e.code.as_str(),
                        message: e.message,
                    }),
                    record,
                },
            })
            .collect::<Vec<_>>()
    }))
}
