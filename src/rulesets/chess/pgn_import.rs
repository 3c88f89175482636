//! Portable Game Notation in, the game: [`read`] plays the main line of a file's first game
//! ([`super::pgn_read`]) through the rules, from its `FEN` tag if it has one, with its `White`
//! and `Black` as the players, and ends it as the file says when the board does not:
//!
//! - `Termination` `"time forfeit"`, `"adjudication"` (or `"emergency"`), `"abandoned"` (or
//!   `"rules infraction"`, `"death"`): the result recorded (`RECORD_RESULT`) as
//!   `TIME_FORFEIT`, `ADJUDICATION` or `FORFEIT`, a win or a draw as the result says;
//!   `"unterminated"`: the game goes on, whatever the result;
//! - otherwise (`"normal"`, another word, no tag): a decisive result becomes the loser's
//!   resignation; `1/2-1/2` a draw claim if one holds (with the last move when the closing
//!   comment says the draw was claimed with it), else a draw by `AGREEMENT` recorded;
//! - `*`, or no result: the game goes on.
//!
//! [`read_all`] reads every game of a database, each with its [`PgnRecord`].

use super::end::{claimable, claimable_with};
use super::fen::parse_fen;
use super::judge::uci;
use super::pgn::CLAIMED_WITH_THE_MOVE;
use super::pgn_read::{read_first_game, read_games, PgnGame, SanToken};
use super::pgn_record::{PgnNote, PgnRecord, PgnTag};
use super::san_read::parse_san;
use super::{Chess, ChessAction, ChessConfig, ChessEndReason};
use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::Reason;
use crate::engine::player::{validate_player_ids, PlayerId};
use crate::Game;
use cozy_chess::Color;

/// The players: the `White` and `Black` tags when both are usable ids (not empty, not `?`,
/// different, at most 64 bytes), else the defaults.
fn players(pgn: &PgnGame) -> Option<[PlayerId; 2]> {
    let white = pgn.tag("White").map(|t| t.0).filter(|v| *v != "?")?;
    let black = pgn.tag("Black").map(|t| t.0).filter(|v| *v != "?")?;
    let ids: [PlayerId; 2] = [white.into(), black.into()];
    validate_player_ids(&ids, "players").ok().map(|()| ids)
}

/// `Some` when a `Variant` tag's value names standard chess.
pub fn is_standard(variant: &str) -> Option<()> {
    let standard = ["", "standard", "chess", "from position"];
    standard.contains(&variant.to_ascii_lowercase().as_str()).then_some(())
}

/// The configuration the tags give.
fn config(pgn: &PgnGame) -> Result<ChessConfig> {
    if let Some((variant, line)) = pgn.tag("Variant") {
        if is_standard(variant).is_none() {
            return Err(EngineError::invalid_input(format!(
                "pgn line {line}: variant {variant:?} is not standard chess"
            )));
        }
    }
    let fen = match pgn.tag("FEN") {
        Some((fen, line)) => {
            parse_fen(fen).map_err(|e| {
                EngineError::invalid_input(format!("pgn line {line}: tag FEN: {}", e.message))
            })?;
            Some(fen.to_string())
        }
        None => None,
    };
    Ok(ChessConfig {
        players: players(pgn),
        fen,
        seed: pgn.tag("ArbiterSeed").map(|(seed, _)| seed.to_string()),
    })
}

/// The move number and the move as a message names them: `12. Nf3`, `12... Nf6`.
fn named(game: &Game<Chess>, token: &SanToken) -> String {
    let board = &game.state().board;
    let dots = if board.side_to_move() == Color::White { "." } else { "..." };
    format!(
        "pgn line {}: move {}{dots} {}",
        token.line,
        board.fullmove_number(),
        token.text
    )
}

/// Submits an action the reader has checked against the rules.
fn submit(game: &mut Game<Chess>, player: &PlayerId, action: ChessAction) -> Result<()> {
    game.submit(player, action).map(|_| ())
}

/// How a `Termination` tag ends a game the board did not end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// `"normal"` (and any word PGN does not define): the result as players make it.
    Normal,
    /// `"unterminated"`: the game goes on.
    Unterminated,
    /// The result recorded for this reason.
    Recorded(ChessEndReason),
}

/// The [`Termination`] a tag's value says (PGN's words, in any case).
pub fn termination(word: &str) -> Termination {
    match word.trim().to_ascii_lowercase().as_str() {
        "time forfeit" => Termination::Recorded(ChessEndReason::TimeForfeit),
        "adjudication" | "emergency" => Termination::Recorded(ChessEndReason::Adjudication),
        "abandoned" | "death" | "rules infraction" => Termination::Recorded(ChessEndReason::Forfeit),
        "unterminated" => Termination::Unterminated,
        _ => Termination::Normal,
    }
}

/// The game of the first game of `text` (see the module docs). `INVALID_INPUT`, naming the line
/// (and the move number and the move), for a file that is empty, is not PGN, has a FEN that is
/// not a position of standard chess, another variant, a move that is not legal or is ambiguous,
/// or a move after the end of the game.
pub fn read(text: &str) -> Result<Game<Chess>> {
    play(&read_first_game(text)?, &mut Vec::new())
}

/// One game of a database and its record; `game` is the error for a game that cannot be read
/// or played (its record then holds what could be read of it).
#[derive(Debug)]
pub struct PgnEntry {
    /// The game's place in the file, from 0.
    pub index: usize,
    /// The game read and played, or why it could not be.
    pub game: Result<Game<Chess>>,
    /// What the file says beside the game (kept out of the game's state and hash).
    pub record: PgnRecord,
}

/// Every game of `text` from the `skip`-th, at most `max` (and at most
/// [`super::pgn_read::MAX_PGN_GAMES`]), each played as [`read`] plays the first, with its
/// record. One game that cannot be read does not lose the others. `INVALID_INPUT` for a text
/// that is empty or longer than [`super::pgn_read::MAX_PGN_DATABASE_LEN`].
pub fn read_all(text: &str, skip: usize, max: usize) -> Result<Vec<PgnEntry>> {
    let games = read_games(text, skip, max)?;
    Ok(games
        .into_iter()
        .map(|(index, pgn)| match pgn {
            Ok(pgn) => {
                let mut dropped = pgn.dropped.clone();
                let game = play(&pgn, &mut dropped);
                let mut notes = pgn.notes;
                // The closing comment a game writes itself (`{White resigns}`) is its own
                // words, written again with it: not a note of the record.
                if let Ok(game) = &game {
                    let own = super::pgn::end_comment(game);
                    let plies = game.state().plies;
                    if matches!((notes.last(), own), (Some(PgnNote::Comment { ply, text }), Some(own)) if *ply == plies && *text == own) {
                        notes.pop();
                    }
                }
                let record = PgnRecord {
                    tags: pgn
                        .tags
                        .iter()
                        .map(|t| PgnTag {
                            name: t.name.clone(),
                            value: t.value.clone(),
                        })
                        .collect(),
                    notes,
                    dropped,
                };
                PgnEntry { index, game, record }
            }
            Err(e) => PgnEntry {
                index,
                game: Err(e),
                record: PgnRecord::default(),
            },
        })
        .collect())
}

/// The result token of a finished game.
fn token_of(game: &Game<Chess>) -> &'static str {
    match game.outcome().and_then(|o| o.winner()) {
        None => "1/2-1/2",
        Some(w) if game.players().first() == Some(w) => "1-0",
        Some(_) => "0-1",
    }
}

/// Plays `pgn` (see the module docs), noting in `dropped` what of its result it does not keep.
fn play(pgn: &PgnGame, dropped: &mut Vec<String>) -> Result<Game<Chess>> {
    let mut game = Game::<Chess>::new(config(pgn)?)
        .map_err(|e| EngineError::invalid_input(format!("pgn: {}", e.message)))?;
    let result = match &pgn.result {
        Some((token, _)) => token.as_str(),
        None => pgn.tag("Result").map_or("*", |t| t.0),
    };
    if let (Some((token, line)), Some((tagged, _))) = (&pgn.result, pgn.tag("Result")) {
        if tagged != token {
            dropped.push(format!(
                "line {line}: the Result tag says {tagged}, the movetext ends with {token}: {token} is read"
            ));
        }
    }
    let with_move = result == "1/2-1/2"
        && pgn
            .closing_comment
            .as_deref()
            .is_some_and(|c| c.ends_with(CLAIMED_WITH_THE_MOVE));
    let last = pgn.moves.len().checked_sub(1);
    for (i, token) in pgn.moves.iter().enumerate() {
        let Some(player) = game.current_player().cloned() else {
            let reason = game.outcome().map(|o| o.reason());
            return Err(EngineError::invalid_input(format!(
                "{} comes after the end of the game ({})",
                named(&game, token),
                reason.map_or("finished", Reason::describe)
            )));
        };
        let state = game.state();
        let mv = parse_san(&state.board, &token.text)
            .map_err(|why| EngineError::invalid_input(format!("{} {why}", named(&game, token))))?;
        let uci = uci(&state.board, mv);
        let action = if with_move && Some(i) == last && claimable_with(state, mv).is_some() {
            ChessAction::ClaimDraw { uci: Some(uci) }
        } else {
            ChessAction::Move { uci }
        };
        submit(&mut game, &player, action)?;
    }
    let Some(player) = game.current_player().cloned() else {
        if result != "*" && result != token_of(&game) {
            let sentence = game.outcome().map(|o| o.sentence()).unwrap_or_default();
            dropped.push(format!("the result {result}, which the board contradicts: {sentence}"));
        }
        return Ok(game);
    };
    let white = game.state().player(Color::White).clone();
    let black = game.state().player(Color::Black).clone();
    let (winner, loser) = match result {
        "1-0" => (Some(white), Some(black)),
        "0-1" => (Some(black), Some(white)),
        "1/2-1/2" => (None, None),
        _ => return Ok(game),
    };
    let how = pgn.tag("Termination").map_or(Termination::Normal, |t| termination(t.0));
    match (how, loser) {
        (Termination::Unterminated, _) => {
            dropped.push(format!(
                "the result {result}: the Termination tag says the game is unterminated, so it goes on"
            ));
        }
        (Termination::Recorded(reason), _) => {
            let record = ChessAction::RecordResult { winner, reason };
            game.submit_record(&player, record).map(|_| ())?;
        }
        (Termination::Normal, Some(loser)) => submit(&mut game, &loser, ChessAction::Resign {})?,
        (Termination::Normal, None) if claimable(game.state()).is_some() => {
            submit(&mut game, &player, ChessAction::ClaimDraw { uci: None })?;
        }
        (Termination::Normal, None) => {
            let record = ChessAction::RecordResult {
                winner: None,
                reason: ChessEndReason::Agreement,
            };
            game.submit_record(&player, record).map(|_| ())?;
        }
    }
    Ok(game)
}
