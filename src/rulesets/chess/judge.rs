//! The judge: the legal actions, the events an action causes, and how each event changes the
//! position. Move legality is cozy-chess's; UCI text is matched exactly against the legal moves
//! written in standard UCI (so castling is `e1g1`, and `e1h1` is refused). A move in SAN is read
//! into its UCI form first ([`from_san`]): that form is what the log records.

use super::action::{ChessAction, ChessEnd, ChessEvent, ChessSanAction, MAX_UCI_LEN};
use super::end::{automatic_end, claimable, claimable_with, may_claim_with_a_move};
use super::fen::write_fen;
use super::position::ChessPosition;
use super::ChessEndReason;
use super::san::san;
use super::san_read::{parse_san, SanError, MAX_SAN_LEN};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use cozy_chess::util::{display_uci_move, parse_uci_move};
use cozy_chess::{Board, Move, Piece};

/// The player to move; `None` once a player resigned or claimed a draw. (A position where the
/// game ended by itself, such as checkmate, is caught by the end check before anyone asks.)
pub fn to_act(state: &ChessPosition) -> Option<&PlayerId> {
    match state.end {
        Some(_) => None,
        None => Some(state.player(state.board.side_to_move())),
    }
}

/// Every legal move of the side to move, as cozy-chess writes them.
pub fn legal_moves(board: &Board) -> Vec<Move> {
    let mut moves = Vec::with_capacity(48);
    board.generate_moves(|piece_moves| {
        moves.extend(piece_moves);
        false
    });
    moves
}

/// A move in standard UCI notation (castling as the king's two-square move).
pub fn uci(board: &Board, mv: Move) -> String {
    display_uci_move(board, mv).to_string()
}

/// Every action `player` may submit now: the legal moves, then the claims with a move, then
/// the claim in the position, when they hold (empty when it is not their turn).
pub fn legal_actions(state: &ChessPosition, player: &PlayerId) -> Vec<ChessAction> {
    if to_act(state) != Some(player) {
        return Vec::new();
    }
    let board = &state.board;
    let moves = legal_moves(board);
    let mut actions: Vec<ChessAction> = moves
        .iter()
        .map(|mv| ChessAction::Move {
            uci: uci(board, *mv),
        })
        .collect();
    if may_claim_with_a_move(state) {
        let claims = moves.iter().filter(|mv| claimable_with(state, **mv).is_some());
        actions.extend(claims.map(|mv| ChessAction::ClaimDraw {
            uci: Some(uci(board, *mv)),
        }));
    }
    if claimable(state).is_some() {
        actions.push(ChessAction::ClaimDraw { uci: None });
    }
    actions
}

/// Whether `text` has the shape of a UCI move: two squares and an optional promotion piece.
fn is_uci_shaped(text: &str) -> bool {
    let b = text.as_bytes();
    let square =
        |f: Option<&u8>, r: Option<&u8>| matches!((f, r), (Some(b'a'..=b'h'), Some(b'1'..=b'8')));
    (b.len() == 4 || b.len() == 5)
        && square(b.first(), b.get(1))
        && square(b.get(2), b.get(3))
        && b.get(4)
            .map_or(true, |p| matches!(p, b'q' | b'r' | b'b' | b'n'))
}

/// The legal move `text` names, or why there is none.
pub fn find_move(board: &Board, text: &str) -> Result<Move> {
    if text.len() > MAX_UCI_LEN {
        return Err(EngineError::invalid_input(format!(
            "uci is {} bytes long, at most {MAX_UCI_LEN}",
            text.len()
        )));
    }
    if !is_uci_shaped(text) {
        return Err(EngineError::invalid_input(format!(
            "uci {text:?} is not a move in UCI notation (like \"e2e4\", or \"e7e8q\" to promote)"
        )));
    }
    let found = parse_uci_move(board, text)
        .ok()
        .filter(|mv| board.is_legal(*mv) && uci(board, *mv) == text);
    found.ok_or_else(|| {
        let castling_as_rook = parse_uci_move(board, text).is_ok_and(|mv| {
            board.piece_on(mv.from) == Some(Piece::King)
                && board.color_on(mv.to) == Some(board.side_to_move())
        });
        if castling_as_rook {
            EngineError::illegal(format!(
                "{text} is not a legal move: castling is the king's two-square move (e1g1, e1c1, e8g8, e8c8)"
            ))
        } else {
            EngineError::illegal(format!("{text} is not a legal move now"))
        }
    })
}

/// The judge: checks `action` by `player` and returns its events.
pub fn resolve(
    state: &ChessPosition,
    player: &PlayerId,
    action: &ChessAction,
) -> Result<Vec<ChessEvent>> {
    match action {
        ChessAction::Resign {} => Ok(vec![ChessEvent::Resigned {
            player: player.clone(),
        }]),
        ChessAction::RecordResult { winner, reason } => {
            record_result(state, winner.as_ref(), *reason)?;
            Ok(vec![ChessEvent::ResultRecorded {
                winner: winner.clone(),
                reason: *reason,
            }])
        }
        ChessAction::ClaimDraw { uci: Some(text) } => {
            let mv = find_move(&state.board, text)?;
            let mut events = vec![move_made(state, player, mv, text)];
            if let Some(reason) = claimable_with(state, mv) {
                // A move that ends the game by itself (fivefold repetition, seventy-five moves)
                // ends it so: there is nothing left to claim.
                let mut after = state.clone();
                after.play(mv);
                if automatic_end(&after).is_none() {
                    events.push(ChessEvent::DrawClaimed {
                        player: player.clone(),
                        reason,
                    });
                }
            }
            Ok(events)
        }
        ChessAction::ClaimDraw { uci: None } => match claimable(state) {
            Some(reason) => Ok(vec![ChessEvent::DrawClaimed {
                player: player.clone(),
                reason,
            }]),
            None => Err(EngineError::illegal(format!(
                "no draw can be claimed: the position has occurred {} time(s) (3 needed) and \
                 {} plies have passed without a capture or a pawn move (100 needed)",
                state.repetitions(),
                state.halfmove_clock
            ))),
        },
        ChessAction::Move { uci: text } => {
            let board = &state.board;
            let mv = find_move(board, text)?;
            Ok(vec![move_made(state, player, mv, text)])
        }
        // The kernel hands the judge the UCI form (`Ruleset::canonical`); read it here too.
        ChessAction::San(action) => resolve(state, player, &from_san(&state.board, action)?),
    }
}

/// The UCI form of an action in SAN, the form the log records; or why it names no move:
/// `INVALID_INPUT` for text that is no move in any position (too long, a null move, not SAN),
/// `ILLEGAL_ACTION` for a move that is not legal here or that could be several (naming them).
pub fn from_san(board: &Board, action: &ChessSanAction) -> Result<ChessAction> {
    let (text, claim) = match action {
        ChessSanAction::Move { san } => (san, false),
        ChessSanAction::ClaimDraw { san } => (san, true),
    };
    let mv = parse_san(board, text).map_err(|e| san_refused(text, &e))?;
    let uci = uci(board, mv);
    Ok(match claim {
        true => ChessAction::ClaimDraw { uci: Some(uci) },
        false => ChessAction::Move { uci },
    })
}

/// The error of a SAN that names no move, naming the text (and the moves it could be).
fn san_refused(text: &str, e: &SanError) -> EngineError {
    match e {
        SanError::TooLong(len) => EngineError::invalid_input(format!(
            "san is {len} bytes long, at most {MAX_SAN_LEN}"
        )),
        SanError::Null | SanError::NotSan => EngineError::invalid_input(format!("san {text:?} {e}")),
        SanError::Illegal { promotion_missing } => EngineError::illegal(format!(
            "san {text:?} is not a legal move now{}",
            match promotion_missing {
                true => ": a pawn reaching the last rank names its promotion piece (like \"e8=Q\")",
                false => "",
            }
        )),
        SanError::Ambiguous(moves) => {
            let moves: Vec<String> = moves.iter().map(|(uci, san)| format!("{san} ({uci})")).collect();
            EngineError::illegal(format!(
                "san {text:?} is ambiguous now: it could be {}",
                moves.join(" or ")
            ))
        }
    }
}

/// Checks a recorded result: a reason only a record gives, a winner who plays this game, and
/// no winner in a draw by agreement.
fn record_result(state: &ChessPosition, winner: Option<&PlayerId>, reason: ChessEndReason) -> Result<()> {
    use ChessEndReason as R;
    if !matches!(reason, R::Agreement | R::TimeForfeit | R::Adjudication | R::Forfeit) {
        return Err(EngineError::illegal(format!(
            "reason is {reason:?}, expected AGREEMENT, TIME_FORFEIT, ADJUDICATION or FORFEIT: \
             the other endings come from the board or a player's action"
        )));
    }
    match winner {
        Some(w) if state.color_of(w).is_none() => Err(EngineError::invalid_input(format!(
            "winner {w:?} is not a player of this game"
        ))),
        Some(_) if reason == R::Agreement => Err(EngineError::illegal(
            "a draw by agreement has no winner",
        )),
        _ => Ok(()),
    }
}

/// The event of a legal move.
fn move_made(state: &ChessPosition, player: &PlayerId, mv: Move, text: &str) -> ChessEvent {
    let board = &state.board;
    let piece = board.piece_on(mv.from).unwrap_or(Piece::Pawn);
    let us = board.side_to_move();
    let castling = piece == Piece::King && board.color_on(mv.to) == Some(us);
    let captured = match board.piece_on(mv.to) {
        Some(victim) if !castling => Some(victim.into()),
        // A pawn moving diagonally to an empty square takes en passant.
        None if piece == Piece::Pawn && mv.from.file() != mv.to.file() => {
            Some(super::action::ChessPiece::Pawn)
        }
        _ => None,
    };
    let mut after = state.clone();
    after.play(mv);
    ChessEvent::MoveMade {
        player: player.clone(),
        uci: text.to_string(),
        san: san(board, mv, &after.board),
        piece: piece.into(),
        from: text.get(0..2).unwrap_or_default().to_string(),
        to: text.get(2..4).unwrap_or_default().to_string(),
        captured,
        promotion: mv.promotion.map(Into::into),
        fen: write_fen(&after.board, after.halfmove_clock),
    }
}

/// Applies one event.
pub fn apply(state: &mut ChessPosition, event: &ChessEvent) {
    match event {
        ChessEvent::MoveMade { uci, .. } => {
            if let Ok(mv) = parse_uci_move(&state.board, uci) {
                state.play(mv);
            }
        }
        ChessEvent::DrawClaimed { player, reason } => {
            state.end = Some(ChessEnd::DrawClaimed {
                player: player.clone(),
                reason: *reason,
            });
        }
        ChessEvent::Resigned { player } => {
            state.end = Some(ChessEnd::Resigned {
                player: player.clone(),
            });
        }
        ChessEvent::ResultRecorded { winner, reason } => {
            state.end = Some(ChessEnd::Recorded {
                winner: winner.clone(),
                reason: *reason,
            });
        }
        ChessEvent::GameEnded { .. } => {}
    }
}
