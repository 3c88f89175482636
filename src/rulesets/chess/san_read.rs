//! Standard Algebraic Notation in: the legal move a SAN names on a board, for PGN files and for
//! moves submitted in SAN. It reads what python-chess's `parse_san` reads, and more: `0-0` for
//! `O-O`, `e8Q` or `e8q` for `e8=Q`, a `P` for a pawn, the disambiguation given even when there is
//! no need (`Ng1f3`), `x`, `-` or `:` between the squares, a long form without a piece letter
//! for any piece (`g1f3`, `e2-e4`; castling as `e1g1` or the king onto its rook, `e1h1`), and the
//! signs `+`, `#`, `!`, `?` after it, which are not checked. A move is found among the legal
//! moves (cozy-chess's), so anything else is refused with the reason: too long, a null move, not
//! SAN, not legal, or ambiguous (with the moves it could be).

use super::judge::{legal_moves, uci};
use super::san::san as write_san;
use cozy_chess::{Board, File, Move, Piece, Rank, Square};
use std::fmt;

/// The longest SAN text read, in bytes (`Qa1xb2=Q+!?` is 11).
pub const MAX_SAN_LEN: usize = 16;

/// Why a SAN names no move. Its text follows "the move ... " (`is not a legal move in this
/// position`); [`SanError::is_malformed`] tells text that is no move anywhere from a move that
/// is not legal here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// Longer than [`MAX_SAN_LEN`] bytes (the length).
    TooLong(usize),
    /// `--`, `Z0`, `0000` or `@@@@`: a null move.
    Null,
    /// Not a move in SAN at all.
    NotSan,
    /// No legal move fits; `true` when one would if it named its promotion piece.
    Illegal {
        /// Whether a move would fit if the text named its promotion piece.
        promotion_missing: bool,
    },
    /// More than one legal move fits: each in UCI and in SAN.
    Ambiguous(Vec<(String, String)>),
}

impl SanError {
    /// Whether the text is no move in any position (too long, null, not SAN), rather than a
    /// move that is not legal, or not one, in this position.
    pub fn is_malformed(&self) -> bool {
        matches!(self, SanError::TooLong(_) | SanError::Null | SanError::NotSan)
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::TooLong(len) => write!(f, "is {len} bytes long, at most {MAX_SAN_LEN}"),
            SanError::Null => f.write_str("is a null move, which the rules of chess have not"),
            SanError::NotSan => f.write_str(
                "is not a move in SAN (like \"Nf3\", \"exd5\", \"O-O\" or \"e8=Q\")",
            ),
            SanError::Illegal { .. } => f.write_str("is not a legal move in this position"),
            SanError::Ambiguous(moves) => {
                let moves: Vec<&str> = moves.iter().map(|(uci, _)| uci.as_str()).collect();
                write!(f, "is ambiguous: it could be {}", moves.join(" or "))
            }
        }
    }
}

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
        return Err(SanError::TooLong(san.len()));
    }
    let text = san.trim_end_matches(['+', '#', '!', '?']).as_bytes();
    if matches!(text, b"--" | b"Z0" | b"0000" | b"@@@@") {
        return Err(SanError::Null);
    }
    let p = pattern(text).ok_or(SanError::NotSan)?;
    let candidates: Vec<Move> = legal_moves(board)
        .into_iter()
        .filter(|mv| fits(board, &p, *mv) && mv.promotion == p.promotion)
        .collect();
    match candidates.as_slice() {
        [mv] => Ok(*mv),
        [] => {
            let unnamed = p.promotion.is_none()
                && legal_moves(board)
                    .into_iter()
                    .any(|mv| mv.promotion.is_some() && fits(board, &p, mv));
            Err(SanError::Illegal {
                promotion_missing: unnamed,
            })
        }
        several => Err(SanError::Ambiguous(
            several
                .iter()
                .map(|mv| {
                    let mut after = board.clone();
                    // Legal: generated above.
                    let _ = after.try_play(*mv);
                    (uci(board, *mv), write_san(board, *mv, &after))
                })
                .collect(),
        )),
    }
}

/// Whether the legal move `mv` is one `p` describes, its promotion aside.
fn fits(board: &Board, p: &Pattern, mv: Move) -> bool {
    let piece = board.piece_on(mv.from);
    // cozy-chess castles as the king taking its own rook.
    let castles =
        piece == Some(Piece::King) && board.color_on(mv.to) == Some(board.side_to_move());
    if let Some(short) = p.castle_short {
        return castles && (mv.to.file() > mv.from.file()) == short;
    }
    let Some(to) = p.to else {
        return false;
    };
    if let (None, Some(file), Some(rank)) = (p.piece, p.from_file, p.from_rank) {
        // Both squares and no piece letter: any piece's move between them, as python-chess
        // reads it, castling as the king's two squares or the king onto its rook.
        let king_to = || {
            let file = if mv.to.file() > mv.from.file() { File::G } else { File::C };
            Square::new(file, mv.to.rank())
        };
        return mv.from == Square::new(file, rank)
            && (mv.to == to || (castles && king_to() == to));
    }
    // A pawn's SAN names its file when it captures; otherwise it moves along its own.
    let from_file = match (p.piece, p.from_file) {
        (None | Some(Piece::Pawn), None) => Some(to.file()),
        (_, file) => file,
    };
    piece == Some(p.piece.unwrap_or(Piece::Pawn))
        && !castles
        && mv.to == to
        && from_file.map_or(true, |f| mv.from.file() == f)
        && p.from_rank.map_or(true, |r| mv.from.rank() == r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(fen: &str, san: &str) -> Result<String, String> {
        let board = Board::from_fen(fen, false).expect("fen");
        parse_san(&board, san)
            .map(|mv| uci(&board, mv))
            .map_err(|e| e.to_string())
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

    const PROMOTE: &str = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const ROOKS: &str = "6k1/8/8/8/8/8/4K3/R6R w - - 0 1";

    /// Each as python-chess 1.11's `parse_san` reads it (checked there).
    #[test]
    fn reads_every_form_python_chess_reads() {
        for (fen, san, uci) in [
            (START, "g1f3", "g1f3"),
            (START, "g1-f3", "g1f3"),
            (START, "e2e4", "e2e4"),
            (START, "e2xe4", "e2e4"),
            (START, "xe4", "e2e4"),
            (START, "ee4", "e2e4"),
            (START, "2e4", "e2e4"),
            (START, "Nbc3", "b1c3"),
            (START, "N1c3", "b1c3"),
            (START, "Nb1c3+", "b1c3"),
            (KIWIPETE, "e1g1", "e1g1"),
            (KIWIPETE, "e1h1", "e1g1"),
            (KIWIPETE, "e1c1", "e1c1"),
            (KIWIPETE, "e1a1", "e1c1"),
            (KIWIPETE, "O-O+", "e1g1"),
            (KIWIPETE, "0-0#", "e1g1"),
            (KIWIPETE, "e5xf7", "e5f7"),
            (KIWIPETE, "d5e6", "d5e6"),
            (PROMOTE, "a7a8q", "a7a8q"),
            (PROMOTE, "a7b8N", "a7b8n"),
            (PROMOTE, "a7xb8=n", "a7b8n"),
        ] {
            assert_eq!(read(fen, san).as_deref(), Ok(uci), "{san} in {fen}");
        }
    }

    /// What python-chess refuses as illegal or ambiguous, refused alike, with the kind of error.
    #[test]
    fn refuses_what_python_chess_refuses_as_illegal_or_ambiguous() {
        let board = |fen: &str| Board::from_fen(fen, false).expect("fen");
        let illegal = |promotion_missing| Err(SanError::Illegal { promotion_missing });
        for (fen, san, expected) in [
            (START, "Nf4", illegal(false)),
            (START, "Bb5", illegal(false)),
            (START, "4e4", illegal(false)),
            (KIWIPETE, "Kg1", illegal(false)),
            (KIWIPETE, "Ke1g1", illegal(false)),
            (PROMOTE, "a8=K", illegal(false)),
            (PROMOTE, "a8", illegal(true)),
            (PROMOTE, "a7a8", illegal(true)),
            (PROMOTE, "axb8", illegal(true)),
        ] {
            assert_eq!(parse_san(&board(fen), san), expected, "{san} in {fen}");
        }
        for san in ["Rd1", "R1d1"] {
            let e = parse_san(&board(ROOKS), san).expect_err(san);
            assert_eq!(
                e,
                SanError::Ambiguous(vec![
                    ("a1d1".into(), "Rad1".into()),
                    ("h1d1".into(), "Rhd1".into())
                ]),
                "{san}"
            );
            assert!(!e.is_malformed());
        }
        for san in ["", "Xe4", "--", "e4 ", &"N".repeat(17)] {
            let e = parse_san(&board(START), san).expect_err(san);
            assert!(e.is_malformed(), "{san}: {e:?}");
        }
    }
}
