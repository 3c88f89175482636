//! Chess for the generic alpha-beta search ([`crate::ai::alphabeta`]): a cozy-chess board with
//! the clocks the search needs, its noisy moves (captures and queen promotions) ordered by the
//! most valuable victim and by static exchange, and the draws the rules declare.

use super::end::is_insufficient_material;
use super::eval::evaluate;
use super::position::repetition_key;
use crate::ai::alphabeta::{Ending, Searchable};
use cozy_chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Board, Color, Move, Piece, Rank, Square,
};

/// A position in the search.
#[derive(Debug, Clone)]
pub struct Node {
    /// The position.
    pub board: Board,
    /// Plies since the last capture or pawn move (the fifty-move rule).
    halfmove: u32,
    /// Plies repetitions may look back: the halfmove clock, cut at a pass.
    reversible: u32,
    key: u64,
}

impl Node {
    /// The node for `board`, with `halfmove` plies since the last capture or pawn move.
    pub fn new(board: Board, halfmove: u32) -> Self {
        Node {
            key: repetition_key(&board),
            board,
            halfmove,
            reversible: halfmove,
        }
    }

    /// The piece `mv` takes, if any (a pawn for en passant).
    fn victim(&self, mv: Move) -> Option<Piece> {
        let board = &self.board;
        match board.piece_on(mv.to) {
            // Castling is the king onto its own rook.
            Some(p) if board.color_on(mv.to) == Some(!board.side_to_move()) => Some(p),
            Some(_) => None,
            None if board.piece_on(mv.from) == Some(Piece::Pawn)
                && mv.from.file() != mv.to.file() =>
            {
                Some(Piece::Pawn)
            }
            None => None,
        }
    }
}

/// Values for exchanges: the king's is beyond any trade.
fn see_value(piece: Piece) -> i32 {
    match piece {
        Piece::Pawn => 100,
        Piece::Knight => 320,
        Piece::Bishop => 330,
        Piece::Rook => 500,
        Piece::Queen => 900,
        Piece::King => 20_000,
    }
}

/// Every piece (of both colours) attacking `square` with `occupied` as the board's pieces.
fn attackers(board: &Board, square: Square, occupied: BitBoard) -> BitBoard {
    let rooks = board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    let bishops = board.pieces(Piece::Bishop) | board.pieces(Piece::Queen);
    let found = (get_knight_moves(square) & board.pieces(Piece::Knight))
        | (get_king_moves(square) & board.pieces(Piece::King))
        | (get_rook_moves(square, occupied) & rooks)
        | (get_bishop_moves(square, occupied) & bishops)
        | (get_pawn_attacks(square, Color::White)
            & board.colored_pieces(Color::Black, Piece::Pawn))
        | (get_pawn_attacks(square, Color::Black)
            & board.colored_pieces(Color::White, Piece::Pawn));
    found & occupied
}

/// The static exchange: what `mv` wins in material if both sides keep taking on its square
/// with their least valuable piece, each stopping when that pays (pins ignored).
pub fn static_exchange(board: &Board, mv: Move, victim: Piece) -> i32 {
    let Some(mut attacker) = board.piece_on(mv.from) else {
        return 0;
    };
    let mut gain = [0i32; 32];
    gain[0] = see_value(victim);
    let mut occupied = board.occupied() ^ mv.from.bitboard();
    if board.piece_on(mv.to).is_none() {
        // En passant: the pawn taken stands beside the target square.
        occupied ^= Square::new(mv.to.file(), mv.from.rank()).bitboard();
    }
    let mut side = board.side_to_move();
    let mut d = 0;
    loop {
        side = !side;
        let theirs = attackers(board, mv.to, occupied) & board.colors(side);
        let Some((square, piece)) = Piece::ALL.into_iter().find_map(|p| {
            (theirs & board.pieces(p))
                .into_iter()
                .next()
                .map(|sq| (sq, p))
        }) else {
            break;
        };
        if d + 1 >= gain.len() {
            break;
        }
        d += 1;
        gain[d] = see_value(attacker) - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        occupied ^= square.bitboard();
        attacker = piece;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

impl Searchable for Node {
    type Move = Move;
    const HISTORY_SLOTS: usize = 64 * 64;

    fn moves(&self, out: &mut Vec<Move>) {
        self.board.generate_moves(|piece_moves| {
            out.extend(piece_moves);
            false
        });
    }

    fn noisy_moves(&self, out: &mut Vec<Move>) {
        let board = &self.board;
        let us = board.side_to_move();
        let theirs = board.colors(!us);
        let ep = board.en_passant().map_or(BitBoard::EMPTY, |f| {
            Square::new(f, Rank::Sixth.relative_to(us)).bitboard()
        });
        let last = Rank::Eighth.relative_to(us).bitboard();
        board.generate_moves(|mut piece_moves| {
            piece_moves.to &= if piece_moves.piece == Piece::Pawn {
                theirs | ep | last
            } else {
                theirs
            };
            out.extend(
                piece_moves
                    .into_iter()
                    .filter(|m| matches!(m.promotion, None | Some(Piece::Queen))),
            );
            false
        });
    }

    fn play(&self, mv: Move) -> Node {
        let irreversible = self.board.piece_on(mv.from) == Some(Piece::Pawn)
            || self.board.color_on(mv.to) == Some(!self.board.side_to_move());
        let mut board = self.board.clone();
        board.play_unchecked(mv);
        let (halfmove, reversible) = if irreversible {
            (0, 0)
        } else {
            (self.halfmove + 1, self.reversible + 1)
        };
        Node {
            key: repetition_key(&board),
            board,
            halfmove,
            reversible,
        }
    }

    fn pass(&self) -> Option<Node> {
        let board = &self.board;
        let us = board.side_to_move();
        // With only pawns left, passing would be a privilege zugzwang denies.
        let pieces = board.colors(us) & !board.pieces(Piece::Pawn) & !board.pieces(Piece::King);
        if pieces.is_empty() {
            return None;
        }
        let passed = board.null_move()?;
        Some(Node {
            key: repetition_key(&passed),
            board: passed,
            halfmove: self.halfmove + 1,
            reversible: 0,
        })
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.board)
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn in_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }

    fn is_noisy(&self, mv: Move) -> bool {
        match mv.promotion {
            Some(Piece::Queen) => true,
            Some(_) => false,
            None => self.victim(mv).is_some(),
        }
    }

    fn noisy_order(&self, mv: Move) -> i32 {
        let promotion = if mv.promotion.is_some() { 800 } else { 0 };
        match self.victim(mv) {
            Some(victim) => {
                let exchange = static_exchange(&self.board, mv, victim);
                if exchange < 0 {
                    exchange
                } else {
                    // The most valuable victim first, then the least valuable attacker.
                    let attacker = self.board.piece_on(mv.from).map_or(0, see_value);
                    promotion + see_value(victim) * 8 - attacker / 100
                }
            }
            None => promotion,
        }
    }

    fn history_slot(&self, mv: Move) -> usize {
        mv.from as usize * 64 + mv.to as usize
    }

    fn reversible_plies(&self) -> u32 {
        self.reversible
    }

    fn is_rule_draw(&self) -> bool {
        // Checkmate on the hundredth ply still wins.
        (self.halfmove >= 100 && (self.board.checkers().is_empty() || self.has_moves()))
            || is_insufficient_material(&self.board)
    }

    fn no_moves(&self) -> Ending {
        if self.board.checkers().is_empty() {
            Ending::Draw
        } else {
            Ending::Loss
        }
    }
}

impl Node {
    fn has_moves(&self) -> bool {
        self.board.generate_moves(|_| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exchange(fen: &str, uci: &str) -> i32 {
        let board = Board::from_fen(fen, false).expect("fen");
        let mv = cozy_chess::util::parse_uci_move(&board, uci).expect("move");
        let node = Node::new(board.clone(), 0);
        let victim = node.victim(mv).expect("a capture");
        static_exchange(&board, mv, victim)
    }

    #[test]
    fn static_exchange_counts_the_recaptures() {
        // A pawn takes a knight defended by a pawn: +320 - 100.
        assert_eq!(exchange("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 220);
        // The queen takes a pawn defended by a pawn: -800.
        assert_eq!(exchange("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), -800);
        // An undefended rook: all of it.
        assert_eq!(exchange("4k3/8/8/3r4/8/8/8/3QK3 w - - 0 1", "d1d5"), 500);
        // A rook backed by a rook behind it (an x-ray) takes a defended pawn: +100.
        assert_eq!(exchange("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
    }

    #[test]
    fn noisy_moves_are_the_captures_and_queen_promotions() {
        let board = Board::from_fen("1n2k3/P7/8/3p4/4P3/8/8/4K3 w - - 0 1", false).expect("fen");
        let node = Node::new(board, 0);
        let mut noisy = Vec::new();
        node.noisy_moves(&mut noisy);
        let mut names: Vec<String> = noisy.iter().map(|m| m.to_string()).collect();
        names.sort();
        assert_eq!(names, ["a7a8q", "a7b8q", "e4d5"]);
        assert!(noisy.iter().all(|m| node.is_noisy(*m)));
    }
}
