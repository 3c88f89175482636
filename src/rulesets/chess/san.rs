//! Standard Algebraic Notation for a legal move, as PGN writes it: the piece letter, the
//! smallest disambiguation (file, else rank, else both), `x` for captures, `=Q` for promotions,
//! `O-O` / `O-O-O` for castling, and `+` or `#` for check and mate.

use cozy_chess::{Board, Move, Piece};

fn letter(piece: Piece) -> &'static str {
    match piece {
        Piece::Pawn => "",
        Piece::Knight => "N",
        Piece::Bishop => "B",
        Piece::Rook => "R",
        Piece::Queen => "Q",
        Piece::King => "K",
    }
}

/// The SAN of `mv`, a legal move on `board` (cozy-chess's move: castling is the king taking
/// its own rook), given `after`, the board once it is played.
pub fn san(board: &Board, mv: Move, after: &Board) -> String {
    let mut text = String::with_capacity(8);
    let Some(piece) = board.piece_on(mv.from) else {
        return text;
    };
    let us = board.side_to_move();
    if piece == Piece::King && board.color_on(mv.to) == Some(us) {
        text.push_str(if mv.to.file() > mv.from.file() {
            "O-O"
        } else {
            "O-O-O"
        });
    } else {
        let capture = board.color_on(mv.to) == Some(!us)
            || (piece == Piece::Pawn && mv.from.file() != mv.to.file());
        text.push_str(letter(piece));
        if piece == Piece::Pawn {
            if capture {
                text.push(char::from(mv.from.file()));
            }
        } else {
            // Other pieces of the same kind that could go to the same square.
            let mut rivals = Vec::new();
            let ours = board.colored_pieces(us, piece);
            board.generate_moves_for(ours, |moves| {
                if moves.from != mv.from && moves.to.has(mv.to) {
                    rivals.push(moves.from);
                }
                false
            });
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|s| s.file() == mv.from.file());
                let same_rank = rivals.iter().any(|s| s.rank() == mv.from.rank());
                if !same_file {
                    text.push(char::from(mv.from.file()));
                } else if !same_rank {
                    text.push(char::from(mv.from.rank()));
                } else {
                    text.push_str(&mv.from.to_string());
                }
            }
        }
        if capture {
            text.push('x');
        }
        text.push_str(&mv.to.to_string());
        if let Some(promotion) = mv.promotion {
            text.push('=');
            text.push_str(letter(promotion));
        }
    }
    if !after.checkers().is_empty() {
        text.push(if after.generate_moves(|_| true) {
            '+'
        } else {
            '#'
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use cozy_chess::util::parse_uci_move;

    fn san_of(fen: &str, uci: &str) -> String {
        let board: Board = Board::from_fen(fen, false).expect("fen");
        let mv = parse_uci_move(&board, uci).expect("uci");
        let mut after = board.clone();
        after.play(mv);
        san(&board, mv, &after)
    }

    #[test]
    fn writes_pgn_san() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(san_of(start, "e2e4"), "e4");
        assert_eq!(san_of(start, "g1f3"), "Nf3");
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assert_eq!(san_of(kiwipete, "e1g1"), "O-O");
        assert_eq!(san_of(kiwipete, "e1c1"), "O-O-O");
        assert_eq!(san_of(kiwipete, "d5e6"), "dxe6");
        assert_eq!(san_of(kiwipete, "e5f7"), "Nxf7");
        assert_eq!(san_of(kiwipete, "c3b5"), "Nb5");
        let rooks = "6k1/8/8/8/8/8/4K3/R6R w - - 0 1";
        assert_eq!(san_of(rooks, "a1d1"), "Rad1");
        assert_eq!(san_of(rooks, "h1f1"), "Rhf1");
        let stacked = "4k3/8/R7/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(san_of(stacked, "a1a3"), "R1a3");
        let three = "1k6/8/8/8/Q2Q4/8/8/Q3K3 w - - 0 1";
        assert_eq!(san_of(three, "a4d1"), "Qa4d1");
        // En passant, promotion, check and mate.
        assert_eq!(
            san_of(
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                "e5f6"
            ),
            "exf6"
        );
        assert_eq!(san_of("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q"), "e8=Q");
        assert_eq!(san_of("8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7e8q"), "e8=Q+");
        assert_eq!(san_of("3k4/8/3K4/8/8/8/8/7R w - - 0 1", "h1h8"), "Rh8#");
        let mate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
        assert_eq!(san_of(mate, "d8h4"), "Qh4#");
    }
}
