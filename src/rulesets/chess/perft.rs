//! Chess perft through cozy-chess's move generator with bulk counting (the last ply counts the
//! moves of each position without playing them), as the kernel's perft defines it: a position
//! where the game has ended has no moves, so the automatic draws (insufficient material,
//! fivefold repetition, the seventy-five-move rule) stop a line as checkmate and stalemate do.
//! The published counts of the standard positions come out unchanged: no such draw is
//! reachable within their depths.

use super::end::automatic_draw;
use super::position::{repetition_key, ChessPosition};
use cozy_chess::{Board, Move, Piece};

/// The number of move sequences of length `depth` (at least 1) from `state`; each position
/// whose moves are listed spends one of `budget` (`None` once it runs out).
pub fn perft(state: &ChessPosition, depth: u32, budget: &mut u64) -> Option<u64> {
    let mut walk = Walk {
        keys: state.history.clone(),
        budget,
    };
    walk.count(&state.board, state.halfmove_clock, 0, depth)
}

/// A perft in progress: the repetition keys of the line (`keys[floor..]` since its last
/// irreversible move, the current position's last) and what is left of the budget.
struct Walk<'a> {
    keys: Vec<u64>,
    budget: &'a mut u64,
}

impl Walk<'_> {
    fn count(&mut self, board: &Board, halfmove: u32, floor: usize, depth: u32) -> Option<u64> {
        *self.budget = self.budget.checked_sub(1)?;
        let current = self.keys.last().copied();
        let repetitions = self
            .keys
            .get(floor..)
            .unwrap_or(&[])
            .iter()
            .filter(|k| Some(**k) == current)
            .count();
        if automatic_draw(board, halfmove, repetitions).is_some() {
            return Some(0);
        }
        let mut nodes = 0u64;
        if depth <= 1 {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
            return Some(nodes);
        }
        let mut moves = Vec::with_capacity(48);
        board.generate_moves(|piece_moves| {
            moves.extend(piece_moves);
            false
        });
        for mv in moves {
            nodes += self.child(board, mv, halfmove, floor, depth - 1)?;
        }
        Some(nodes)
    }

    fn child(
        &mut self,
        board: &Board,
        mv: Move,
        halfmove: u32,
        floor: usize,
        depth: u32,
    ) -> Option<u64> {
        let irreversible = board.piece_on(mv.from) == Some(Piece::Pawn)
            || board.color_on(mv.to) == Some(!board.side_to_move());
        let mut next = board.clone();
        next.play_unchecked(mv);
        let (halfmove, floor) = if irreversible {
            (0, self.keys.len())
        } else {
            (halfmove.saturating_add(1), floor)
        };
        self.keys.push(repetition_key(&next));
        let n = self.count(&next, halfmove, floor, depth);
        self.keys.pop();
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::chess::fen::parse_fen;

    fn perft_of(fen: &str, depth: u32) -> u64 {
        let (board, halfmove) = parse_fen(fen).expect("fen");
        let state = ChessPosition::new(["w".into(), "b".into()], board, halfmove);
        perft(&state, depth, &mut { u64::MAX }).expect("within budget")
    }

    #[test]
    fn counts_the_shallow_published_figures() {
        // tests/chess_perft.rs checks every standard position to depth 5.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!([1, 2, 3].map(|d| perft_of(start, d)), [20, 400, 8_902]);
    }

    #[test]
    fn a_perft_stops_when_its_budget_runs_out() {
        let (board, _) =
            parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("fen");
        let state = ChessPosition::new(["w".into(), "b".into()], board, 0);
        // Depth 3 lists the moves of 1 + 20 + 400 positions.
        assert_eq!(perft(&state, 3, &mut 421), Some(8_902));
        assert_eq!(perft(&state, 3, &mut 420), None);
    }

    #[test]
    fn a_drawn_position_has_no_moves() {
        // Bare kings: drawn by insufficient material at once.
        assert_eq!(perft_of("8/8/8/4k3/8/8/8/4K3 w - - 0 1", 2), 0);
        // Kxb2 takes the last pawn: those lines stop there.
        let fen = "8/8/8/8/8/8/1p6/K6k w - - 0 1";
        assert_eq!(perft_of(fen, 1), 3);
        // Ka2 and Kb1 go on; after Kxb2 black has moves, but the game is over.
        let deep = perft_of(fen, 2);
        let (board, _) = parse_fen(fen).expect("fen");
        let mut manual = 0;
        board.generate_moves(|moves| {
            for mv in moves {
                let mut b = board.clone();
                b.play(mv);
                if !crate::rulesets::chess::end::is_insufficient_material(&b) {
                    b.generate_moves(|m| {
                        manual += m.len() as u64;
                        false
                    });
                }
            }
            false
        });
        assert_eq!(deep, manual);
        // The seventy-five-move rule: at 149 plies, one more quiet move ends every line.
        let clock = "8/8/8/4k3/8/8/8/R3K3 w - - 149 100";
        assert_eq!(
            perft_of(clock, 1),
            perft_of("8/8/8/4k3/8/8/8/R3K3 w - - 0 100", 1)
        );
        assert_eq!(perft_of(clock, 2), 0);
    }
}
