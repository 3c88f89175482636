//! What chess gives the generic MCTS bot: short rollouts that take material when it is free
//! and stop at a material estimate (random moves alone say little about a chess position), and
//! the fixed strategies the bot is measured against.

use super::action::ChessAction;
use super::judge::{legal_moves, uci};
use super::position::{material, piece_value, ChessPosition};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use cozy_chess::{Color, Move, Piece, Square};

/// Rollout moves (with a choice) before the estimate takes over.
pub const ROLLOUT_LIMIT: u32 = 4;

/// Each player's chances in thousandths (white, black). Most of it comes from the material
/// balance and the pieces' squares ([`super::pst`]; a logistic curve: a knight ahead is about
/// 80%); the rest, kept below what a real
/// win is worth, from progress towards mate for the side well ahead: the other king driven to
/// the edge, its own king close, its pawns advanced, and a fifty-move clock kept low (so the
/// search converts a won position instead of wandering into a draw).
pub fn estimate(state: &ChessPosition) -> Vec<u32> {
    let board = &state.board;
    let balance = material(board, Color::White) - material(board, Color::Black);
    let centipawns = balance as f64 * 100.0 + f64::from(super::pst::balance(board));
    let sure = 1.0 / (1.0 + libm::exp(-centipawns / 220.0));
    let mut progress = 0.0;
    if balance.abs() >= 3 {
        let (strong, weak) = if balance > 0 {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let edge = f64::from(edge_distance(board.king(weak))) / 6.0;
        let near = f64::from(14 - king_distance(board.king(strong), board.king(weak))) / 14.0;
        let pawns = board.colored_pieces(strong, Piece::Pawn);
        let advance: u32 = pawns
            .iter()
            .map(|sq| sq.rank().relative_to(strong) as u32)
            .sum();
        let advance = f64::from(advance) / f64::from(6 * pawns.len().max(1));
        let clock = 1.0 - f64::from(state.halfmove_clock.min(100)) / 100.0;
        let value = 0.4 * edge + 0.2 * near + 0.2 * advance + 0.2 * clock;
        progress = if balance > 0 { value } else { -value };
    }
    // At most 0.95 for the side ahead: a mate (1) is always worth more.
    let white = 0.05 + 0.8 * sure + 0.05 + 0.05 * progress;
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

/// The rollout policy: a mate in one if there is one, else the capture or promotion that
/// gains the most material (a victim worth at least the piece that takes it), else a random
/// move.
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
    let mates = |mv: &Move| {
        let mut after = board.clone();
        after.play_unchecked(*mv);
        !after.checkers().is_empty() && !after.generate_moves(|_| true)
    };
    let gain = |mv: &Move| -> Option<i64> {
        let promotion = mv.promotion.map_or(0, |p| piece_value(p) - 1);
        let victim = match board.piece_on(mv.to) {
            // Castling: the king onto its own rook.
            Some(_) if board.color_on(mv.to) == Some(board.side_to_move()) => return None,
            Some(victim) => piece_value(victim),
            None if promotion > 0 => 0,
            None => return None,
        };
        let attacker = board.piece_on(mv.from).map_or(0, piece_value);
        (victim + promotion >= attacker).then_some((victim + promotion) * 10 - attacker)
    };
    let chosen = match moves.iter().find(|m| mates(m)) {
        Some(mate) => Some(*mate),
        None => match moves.iter().filter_map(gain).max() {
            Some(best) => {
                let good: Vec<&Move> = moves.iter().filter(|m| gain(m) == Some(best)).collect();
                good.get(rng.index(good.len())).copied().copied()
            }
            None => moves.get(rng.index(moves.len())).copied(),
        },
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
    /// The one-liner a beginner plays: mate in one if possible, else take the most valuable
    /// piece that costs nothing (the rollout policy), else a random move.
    Greedy,
}

impl Strategy {
    pub const ALL: [Strategy; 3] = [Strategy::Random, Strategy::FirstLegal, Strategy::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal action",
            Strategy::Greedy => "greedy capture",
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
        match self {
            Strategy::Random => {
                crate::ai::playout::random_legal::<super::Chess>(state, player, rng)
            }
            Strategy::FirstLegal => crate::ai::playout::first_legal::<super::Chess>(state, player),
            Strategy::Greedy => rollout_action(state, player, rng),
        }
    }
}

/// Who plays a seat in a measured chess game.
pub type Seat = crate::ai::Seat<Strategy>;
