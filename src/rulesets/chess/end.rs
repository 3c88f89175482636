//! How a chess game ends, in the order: checkmate (a win), then the automatic draws
//! (stalemate, insufficient material as python-chess defines it, fivefold repetition, the
//! seventy-five-move rule), the first that holds; the draws a player may claim (threefold
//! repetition, else the fifty-move rule); and resignation. Results carry `material` (pawn 1,
//! knight and bishop 3, rook 5, queen 9) and `moves` (plies played in the game).

use super::ChessEndReason;
use super::action::ChessEnd;
use super::position::{material, repetition_key, ChessPosition};
use crate::engine::outcome::{GameOutcome, Metrics, OutcomeType, PlayerResult};
use cozy_chess::{BitBoard, Board, Color, Move, Piece};

/// The end a position reaches by itself, if any (not counting resignations and claims).
pub fn automatic_end(state: &ChessPosition) -> Option<(ChessEndReason, Option<Color>)> {
    let board = &state.board;
    if !state.has_moves() {
        return Some(if state.in_check() {
            (ChessEndReason::Checkmate, Some(!board.side_to_move()))
        } else {
            (ChessEndReason::Stalemate, None)
        });
    }
    automatic_draw(board, state.halfmove_clock, state.repetitions()).map(|reason| (reason, None))
}

/// The automatic draws of a position that has a legal move, in order.
pub fn automatic_draw(board: &Board, halfmove_clock: u32, repetitions: usize) -> Option<ChessEndReason> {
    if is_insufficient_material(board) {
        Some(ChessEndReason::InsufficientMaterial)
    } else if repetitions >= 5 {
        Some(ChessEndReason::FivefoldRepetition)
    } else if halfmove_clock >= 150 {
        Some(ChessEndReason::SeventyFiveMoveRule)
    } else {
        None
    }
}

/// The draw the player to move may claim now: threefold repetition if the position has
/// occurred three times, else the fifty-move rule after 100 plies without a capture or a
/// pawn move.
pub fn claimable(state: &ChessPosition) -> Option<ChessEndReason> {
    if state.repetitions() >= 3 {
        Some(ChessEndReason::ThreefoldRepetition)
    } else if state.halfmove_clock >= 100 {
        Some(ChessEndReason::FiftyMoveRule)
    } else {
        None
    }
}

/// Whether a claim with a move may hold for some move now: a position since the last capture
/// or pawn move has occurred twice, or the next move can be the 100th ply without one. Saves
/// playing every move in the (usual) positions where none can.
pub fn may_claim_with_a_move(state: &ChessPosition) -> bool {
    if state.halfmove_clock >= 99 {
        return true;
    }
    let history = &state.history;
    history
        .iter()
        .enumerate()
        .any(|(i, key)| history.get(i + 1..).is_some_and(|rest| rest.contains(key)))
}

/// The draw the player to move may claim with `mv`, a legal move (FIDE 9.2.1.1 and 9.3.1, as
/// python-chess's `can_claim_draw` looks one move ahead): threefold repetition if the position
/// after it has occurred twice already, else the fifty-move rule if it is the 100th ply
/// without a capture or a pawn move and the game goes on after it.
pub fn claimable_with(state: &ChessPosition, mv: Move) -> Option<ChessEndReason> {
    let board = &state.board;
    let zeroing = board.piece_on(mv.from) == Some(Piece::Pawn)
        || board.color_on(mv.to) == Some(!board.side_to_move());
    if zeroing {
        return None; // a new position, and the clock starts again
    }
    let mut after = board.clone();
    after.try_play(mv).ok()?;
    let key = repetition_key(&after);
    if state.history.iter().filter(|k| **k == key).count() >= 2 {
        Some(ChessEndReason::ThreefoldRepetition)
    } else if state.halfmove_clock.saturating_add(1) >= 100 && after.generate_moves(|_| true) {
        Some(ChessEndReason::FiftyMoveRule)
    } else {
        None
    }
}

/// python-chess's `is_insufficient_material`: neither side can ever mate, whatever the other
/// plays.
pub fn is_insufficient_material(board: &Board) -> bool {
    has_insufficient_material(board, Color::White) && has_insufficient_material(board, Color::Black)
}

/// python-chess's `has_insufficient_material(color)`.
fn has_insufficient_material(board: &Board, color: Color) -> bool {
    let ours = board.colors(color);
    let theirs = board.colors(!color);
    let heavy = board.pieces(Piece::Pawn) | board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    if !(ours & heavy).is_empty() {
        return false;
    }
    // Knights: only a lone knight, and the opponent without pawns, knights, bishops or rooks
    // (which would allow a selfmate).
    if !(ours & board.pieces(Piece::Knight)).is_empty() {
        let others = theirs & !board.pieces(Piece::King) & !board.pieces(Piece::Queen);
        return ours.len() <= 2 && others.is_empty();
    }
    // Bishops: only if every bishop on the board stands on one colour of square, and there are
    // no pawns or knights at all.
    if !(ours & board.pieces(Piece::Bishop)).is_empty() {
        let bishops = board.pieces(Piece::Bishop);
        let one_colour = (bishops & BitBoard::DARK_SQUARES).is_empty()
            || (bishops & BitBoard::LIGHT_SQUARES).is_empty();
        return one_colour
            && board.pieces(Piece::Pawn).is_empty()
            && board.pieces(Piece::Knight).is_empty();
    }
    true
}

/// The end check: a resignation or a claim already made, else the automatic end.
pub fn end_check(state: &ChessPosition) -> Option<GameOutcome<ChessEndReason>> {
    let (reason, winner) = match &state.end {
        Some(ChessEnd::Resigned { player }) => {
            let loser = state.color_of(player).unwrap_or(Color::White);
            (ChessEndReason::Resignation, Some(!loser))
        }
        Some(ChessEnd::DrawClaimed { reason, .. }) => (*reason, None),
        Some(ChessEnd::Recorded { winner, reason }) => {
            (*reason, winner.as_ref().and_then(|w| state.color_of(w)))
        }
        None => automatic_end(state)?,
    };
    Some(outcome(state, reason, winner))
}

/// The ranked results: the winner first, or both first in a draw (white listed first).
pub fn outcome(state: &ChessPosition, reason: ChessEndReason, winner: Option<Color>) -> GameOutcome<ChessEndReason> {
    let result = |color: Color, outcome: OutcomeType, rank: u32| PlayerResult {
        player: state.player(color).clone(),
        outcome,
        rank,
        metrics: Some(Metrics::from([
            ("material".to_string(), material(&state.board, color)),
            ("moves".to_string(), i64::from(state.plies)),
        ])),
    };
    match winner {
        Some(w) => GameOutcome::Win {
            winner: state.player(w).clone(),
            reason,
            results: vec![
                result(w, OutcomeType::Win, 1),
                result(!w, OutcomeType::Loss, 2),
            ],
        },
        None => GameOutcome::Draw {
            reason,
            results: vec![
                result(Color::White, OutcomeType::Draw, 1),
                result(Color::Black, OutcomeType::Draw, 1),
            ],
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn insufficient(fen: &str) -> bool {
        let board = Board::from_fen(fen, false).expect("fen");
        is_insufficient_material(&board)
    }

    #[test]
    fn insufficient_material_as_python_chess_defines_it() {
        // Drawn: bare kings, a lone minor piece, bishops all on one colour.
        assert!(insufficient("8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
        assert!(insufficient("8/8/8/4k3/8/8/8/4KN2 w - - 0 1"));
        assert!(insufficient("8/8/8/4k3/8/8/8/4KB2 w - - 0 1"));
        assert!(insufficient("8/8/4b3/4k3/8/8/8/4KB2 w - - 0 1"));
        // Bishops on both colours can mate.
        assert!(!insufficient("8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1"));
        assert!(!insufficient("8/8/8/4k1b1/8/8/8/4KB2 w - - 0 1"));
        // A lone knight cannot mate, but the other side's knight, bishop, rook or pawn could
        // walk into one.
        assert!(!insufficient("8/8/8/4kn2/8/8/8/4KN2 w - - 0 1"));
        assert!(!insufficient("8/8/8/4k3/8/8/8/3NKN2 w - - 0 1"));
        assert!(!insufficient("8/8/8/4k3/8/8/p7/4KN2 w - - 0 1"));
        // Any pawn, rook or queen is enough.
        assert!(!insufficient("8/8/8/4k3/8/8/P7/4K3 w - - 0 1"));
        assert!(!insufficient("8/8/8/4k3/8/8/8/4K2R w - - 0 1"));
        assert!(!insufficient("8/8/8/4k3/8/8/8/4K2q w - - 0 1"));
        // A bishop with a knight, or opposite bishops: mate is possible.
        assert!(!insufficient("8/8/8/4k3/8/8/8/3NKB2 w - - 0 1"));
        assert!(!insufficient("8/8/8/4kb2/8/8/8/4K1N1 w - - 0 1"));
    }
}
