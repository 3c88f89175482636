//! Portable Game Notation in, the game: [`read`] plays the main line of a file's first game
//! ([`super::pgn_read`]) through the rules, from its `FEN` tag if it has one, with its `White`
//! and `Black` as the players, and ends it as its result says: a decisive result in a position
//! that is not over becomes the loser's resignation; `1/2-1/2` becomes a claim if one holds
//! (with the last move when the closing comment says the draw was claimed with it), and
//! otherwise, like `*`, leaves the game going on.

use super::end::{claimable, claimable_with};
use super::fen::parse_fen;
use super::judge::uci;
use super::pgn::CLAIMED_WITH_THE_MOVE;
use super::pgn_read::{read_first_game, PgnGame, SanToken};
use super::san_read::parse_san;
use super::{Chess, ChessAction, ChessConfig};
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

/// The configuration the tags give.
fn config(pgn: &PgnGame) -> Result<ChessConfig> {
    if let Some((variant, line)) = pgn.tag("Variant") {
        let standard = ["", "standard", "chess", "from position"];
        if !standard.contains(&variant.to_ascii_lowercase().as_str()) {
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

/// The game of the first game of `text` (see the module docs). `INVALID_INPUT`, naming the line
/// (and the move number and the move), for a file that is not PGN, a FEN that is not a position
/// of standard chess, another variant, a move that is not legal or is ambiguous, or a move after
/// the end of the game.
pub fn read(text: &str) -> Result<Game<Chess>> {
    let pgn = read_first_game(text)?;
    let mut game = Game::<Chess>::new(config(&pgn)?)
        .map_err(|e| EngineError::invalid_input(format!("pgn: {}", e.message)))?;
    let result = match &pgn.result {
        Some((token, _)) => token.as_str(),
        None => pgn.tag("Result").map_or("*", |t| t.0),
    };
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
    if let Some(player) = game.current_player().cloned() {
        let white = game.state().player(Color::White).clone();
        let black = game.state().player(Color::Black).clone();
        match result {
            "1-0" => submit(&mut game, &black, ChessAction::Resign {})?,
            "0-1" => submit(&mut game, &white, ChessAction::Resign {})?,
            "1/2-1/2" if claimable(game.state()).is_some() => {
                submit(&mut game, &player, ChessAction::ClaimDraw { uci: None })?;
            }
            _ => {}
        }
    }
    Ok(game)
}
