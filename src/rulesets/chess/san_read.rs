//! Standard Algebraic Notation in: the legal move a SAN names on a board, as PGN files write
//! them, and what readers accept besides (`0-0` for `O-O`, `e8Q` for `e8=Q`, a `P` for a pawn,
//! long forms such as `Ng1f3` or `e2-e4`, and the annotations `!`, `?`, `+`, `#` after it,
//! which are not checked). A move is found among the legal moves (cozy-chess's), so anything
//! else is refused with the reason: not SAN, not legal, or ambiguous.

use super::judge::{legal_moves, uci};
use cozy_chess::{Board, File, Move, Piece, Rank, Square};

/// The longest SAN text read, in bytes (`Qa1xb2=Q+!?` is 11).
pub const MAX_SAN_LEN: usize = 16;

/// Why a SAN names no move: its words follow "the move ... ".
pub type SanError = String;

fn piece_of(letter: u8) -> Option<Piece> {
    match letter {
        b'P' => Some(Piece::Pawn),
        b'N' => Some(Piece::Knight),
        b'B' => Some(Piece::Bishop),
        b'R' => Some(Piece::Rook),
        b'Q' => Some(Piece::Queen),
        b'K' => Some(Piece::King),
        _ => None,
    }
}

fn file_of(c: u8) -> Option<File> {
    matches!(c, b'a'..=b'h').then(|| File::index(usize::from(c - b'a')))
}

fn rank_of(c: u8) -> Option<Rank> {
    matches!(c, b'1'..=b'8').then(|| Rank::index(usize::from(c - b'1')))
}

/// What a SAN says about its move.
#[derive(Debug, Default)]
struct Pattern {
    piece: Option<Piece>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Option<Square>,
    promotion: Option<Piece>,
    /// `Some(true)` for `O-O`, `Some(false)` for `O-O-O`.
    castle_short: Option<bool>,
}

/// Reads the text of a SAN (without its annotations) into what it says, or `None`.
fn pattern(text: &[u8]) -> Option<Pattern> {
    match text {
        b"O-O" | b"0-0" | b"o-o" => {
            return Some(Pattern {
                castle_short: Some(true),
                ..Pattern::default()
            })
        }
        b"O-O-O" | b"0-0-0" | b"o-o-o" => {
            return Some(Pattern {
                castle_short: Some(false),
                ..Pattern::default()
            })
        }
        _ => {}
    }
    let mut p = Pattern::default();
    let mut rest = text;
    // A promotion piece last: `=Q`, or `Q` (or `q`) straight after the square.
    if let [head @ .., before, last] = rest {
        let promotion = piece_of(last.to_ascii_uppercase()).filter(|p| *p != Piece::Pawn);
        if let Some(piece) = promotion.filter(|_| *before == b'=' || rank_of(*before).is_some()) {
            p.promotion = Some(piece);
            rest = if *before == b'=' {
                head
            } else {
                text.get(..text.len() - 1)?
            };
        }
    }
    let [head @ .., file, rank] = rest else {
        return None;
    };
    p.to = Some(Square::new(file_of(*file)?, rank_of(*rank)?));
    let mut head = head;
    if let [letter, tail @ ..] = head {
        if let Some(piece) = piece_of(*letter) {
            p.piece = Some(piece);
            head = tail;
        }
    }
    if let [c, tail @ ..] = head {
        if let Some(f) = file_of(*c) {
            p.from_file = Some(f);
            head = tail;
        }
    }
    if let [c, tail @ ..] = head {
        if let Some(r) = rank_of(*c) {
            p.from_rank = Some(r);
            head = tail;
        }
    }
    if let [b'x' | b':' | b'-', tail @ ..] = head {
        head = tail;
    }
    head.is_empty().then_some(p)
}

/// The legal move `san` names on `board`, or why there is none.
pub fn parse_san(board: &Board, san: &str) -> Result<Move, SanError> {
    if san.len() > MAX_SAN_LEN {
        return Err(format!("is {} bytes long, at most {MAX_SAN_LEN}", san.len()));
    }
    let text = san.trim_end_matches(['+', '#', '!', '?']).as_bytes();
    if matches!(text, b"--" | b"Z0" | b"0000" | b"@@@@") {
        return Err("is a null move, which the rules of chess have not".into());
    }
    let p = pattern(text).ok_or_else(|| "is not a move in SAN (like \"Nf3\", \"exd5\", \"O-O\" or \"e8=Q\")".to_string())?;
    let us = board.side_to_move();
    let candidates: Vec<Move> = legal_moves(board)
        .into_iter()
        .filter(|mv| {
            let piece = board.piece_on(mv.from);
            // cozy-chess castles as the king taking its own rook.
            let castles = piece == Some(Piece::King) && board.color_on(mv.to) == Some(us);
            if let Some(short) = p.castle_short {
                return castles && (mv.to.file() > mv.from.file()) == short;
            }
            let piece_ok = piece == Some(p.piece.unwrap_or(Piece::Pawn));
            // A pawn's SAN names its file when it captures; otherwise it moves along its own.
            let from_file = match (p.piece, p.from_file) {
                (None | Some(Piece::Pawn), None) => p.to.map(Square::file),
                (_, file) => file,
            };
            piece_ok
                && !castles
                && Some(mv.to) == p.to
                && from_file.map_or(true, |f| mv.from.file() == f)
                && p.from_rank.map_or(true, |r| mv.from.rank() == r)
                && mv.promotion == p.promotion
        })
        .collect();
    match candidates.as_slice() {
        [mv] => Ok(*mv),
        [] => Err("is not a legal move in this position".into()),
        several => {
            let moves: Vec<String> = several.iter().map(|mv| uci(board, *mv)).collect();
            Err(format!("is ambiguous: it could be {}", moves.join(" or ")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(fen: &str, san: &str) -> Result<String, String> {
        let board = Board::from_fen(fen, false).expect("fen");
        parse_san(&board, san).map(|mv| uci(&board, mv))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn reads_san_and_the_forms_readers_accept() {
        for (fen, san, uci) in [
            (START, "e4", "e2e4"),
            (START, "Nf3", "g1f3"),
            (START, "Nf3!?", "g1f3"),
            (START, "Ng1f3", "g1f3"),
            (START, "e2-e4", "e2e4"),
            (START, "Pe4", "e2e4"),
            (KIWIPETE, "O-O", "e1g1"),
            (KIWIPETE, "0-0-0+", "e1c1"),
            (KIWIPETE, "dxe6", "d5e6"),
            (KIWIPETE, "Nxf7", "e5f7"),
            (KIWIPETE, "Bxa6", "e2a6"),
            ("6k1/8/8/8/8/8/4K3/R6R w - - 0 1", "Rad1", "a1d1"),
            ("4k3/8/R7/8/8/8/8/R3K3 w - - 0 1", "R1a3", "a1a3"),
            ("1k6/8/8/8/Q2Q4/8/8/Q3K3 w - - 0 1", "Qa4d1", "a4d1"),
            ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=N", "a7b8n"),
            ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8Q", "a7a8q"),
            ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=R+", "a7a8r"),
            (
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                "exf6",
                "e5f6",
            ),
        ] {
            assert_eq!(read(fen, san).as_deref(), Ok(uci), "{san} in {fen}");
        }
    }

    #[test]
    fn refuses_what_is_not_san_not_legal_or_ambiguous_saying_which() {
        for (fen, san, says) in [
            (START, "", "not a move in SAN"),
            (START, "e9", "not a move in SAN"),
            (START, "Xe4", "not a move in SAN"),
            (START, "Nf3f3f3", "not a move in SAN"),
            (START, "e5", "not a legal move"),
            (START, "O-O", "not a legal move"),
            (START, "--", "null move"),
            (START, "Ke2", "not a legal move"),
            ("6k1/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", "ambiguous: it could be a1d1 or h1d1"),
            ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "not a legal move"),
            (KIWIPETE, "Kxh1", "not a legal move"),
            (START, &"N".repeat(40), "at most 16"),
        ] {
            let e = read(fen, san).expect_err(san);
            assert!(e.contains(says), "{san}: {e}");
        }
    }
}
