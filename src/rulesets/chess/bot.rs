//! What chess gives the generic MCTS bot: short rollouts that take material when it is free
//! and stop at a material estimate (random moves alone say little about a chess position), and
//! the fixed strategies the bot is measured against.

use super::action::ChessAction;
use super::judge::{legal_actions, legal_moves, uci};
use super::position::{material, piece_value, ChessPosition};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use cozy_chess::{Color, Move, Square};

/// Rollout moves (with a choice) before the estimate takes over.
pub const ROLLOUT_LIMIT: u32 = 6;

/// Each player's chances in thousandths (white, black), from the material balance in
/// centipawns (a logistic curve: 400 centipawns ahead is about 90%) and, for the side well
/// ahead, how close its king is to the other king driven to the edge (so that the search
/// finds its way to mate instead of wandering).
pub fn estimate(state: &ChessPosition) -> Vec<u32> {
    let board = &state.board;
    let balance = material(board, Color::White) - material(board, Color::Black);
    let mut centipawns = balance as f64 * 100.0;
    if balance.abs() >= 3 {
        let (strong, weak) = if balance > 0 {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let mop_up = f64::from(edge_distance(board.king(weak)))
            + f64::from(14 - king_distance(board.king(strong), board.king(weak))) * 0.5;
        centipawns += if balance > 0 {
            mop_up * 12.0
        } else {
            -mop_up * 12.0
        };
    }
    let white = 1.0 / (1.0 + libm::exp(-centipawns / 175.0));
    let thousandths = (white * 1000.0).round().clamp(0.0, 1000.0) as u32;
    vec![thousandths, 1000 - thousandths]
}

/// How far a square is from the centre, 0 (centre) to 6 (corner).
fn edge_distance(square: Square) -> u32 {
    let file = square.file() as u32;
    let rank = square.rank() as u32;
    let off = |x: u32| if x >= 4 { x - 4 } else { 3 - x };
    off(file) + off(rank)
}

/// Manhattan distance between two squares.
fn king_distance(a: Square, b: Square) -> u32 {
    (a.file() as u32).abs_diff(b.file() as u32) + (a.rank() as u32).abs_diff(b.rank() as u32)
}

/// The rollout policy: the capture that gains the most material when one gains any (the
/// victim worth at least the piece that takes it), else a random move.
pub fn rollout_action(
    state: &ChessPosition,
    player: &PlayerId,
    rng: &mut GameRng,
) -> Option<ChessAction> {
    if super::judge::to_act(state) != Some(player) {
        return None;
    }
    let board = &state.board;
    let moves = legal_moves(board);
    // Captures of a piece worth at least the one that takes it, the most valuable first.
    let gain = |mv: &Move| -> Option<i64> {
        let victim = board.piece_on(mv.to).map(piece_value)?;
        if board.color_on(mv.to) == Some(board.side_to_move()) {
            return None; // castling: the king onto its own rook
        }
        let attacker = board.piece_on(mv.from).map_or(0, piece_value);
        (victim >= attacker).then_some(victim * 10 - attacker)
    };
    let best = moves.iter().filter_map(gain).max();
    let chosen = match best {
        Some(best) => {
            let good: Vec<&Move> = moves.iter().filter(|m| gain(m) == Some(best)).collect();
            good.get(rng.index(good.len())).copied().copied()
        }
        None => moves.get(rng.index(moves.len())).copied(),
    };
    chosen.map(|mv| ChessAction::Move {
        uci: uci(board, mv),
    })
}

/// The fixed strategies the bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// Always the first legal action listed.
    FirstLegal,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::Random, Strategy::FirstLegal];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal action",
        }
    }
}

impl crate::ai::Strategy<super::Chess> for Strategy {
    fn choose(
        self,
        state: &ChessPosition,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<ChessAction> {
        let mut legal = legal_actions(state, player);
        match self {
            Strategy::Random if !legal.is_empty() => {
                Some(legal.swap_remove(rng.index(legal.len())))
            }
            Strategy::Random => None,
            Strategy::FirstLegal => legal.into_iter().next(),
        }
    }
}

/// Who plays a seat in a measured chess game.
pub type Seat = crate::ai::Seat<Strategy>;
