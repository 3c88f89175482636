//! Forsyth-Edwards Notation in and out. cozy-chess parses the position; this checks what it
//! accepts beyond standard chess (Chess960 castling) and keeps the halfmove clock whole (the
//! board's own stops at 100, the seventy-five-move rule needs 150).

use super::position::legal_en_passant;
use crate::engine::error::{EngineError, Result};
use cozy_chess::{Board, Color, File, Rank, Square};

/// The longest FEN accepted, in bytes (a real one is at most about 90).
pub const MAX_FEN_LEN: usize = 128;
/// The largest halfmove clock and fullmove number a FEN may give.
pub const MAX_FEN_CLOCK: u32 = 9_999;

/// The standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn bad(fen: &str, why: impl std::fmt::Display) -> EngineError {
    EngineError::invalid_config(format!("fen {fen:?} {why}"))
}

/// Parses a FEN of standard chess (the two clocks may be left out: 0 and 1) into the board and
/// the halfmove clock. Errors are `INVALID_CONFIG` naming the FEN and what is wrong with it.
pub fn parse_fen(fen: &str) -> Result<(Board, u32)> {
    if fen.len() > MAX_FEN_LEN {
        return Err(EngineError::invalid_config(format!(
            "fen is {} bytes long, at most {MAX_FEN_LEN}",
            fen.len()
        )));
    }
    let fields: Vec<&str> = fen.split(' ').collect();
    let (position, clocks) = match fields.as_slice() {
        [a, b, c, d] => ([*a, *b, *c, *d], ["0", "1"]),
        [a, b, c, d, e, f] => ([*a, *b, *c, *d], [*e, *f]),
        _ => {
            return Err(bad(
                fen,
                format_args!(
                "has {} fields separated by single spaces, expected 6 (or 4 without the clocks)",
                fields.len()
            ),
            ))
        }
    };
    let clock = |text: &str, name: &str, min: u32| -> Result<u32> {
        text.parse::<u32>()
            .ok()
            .filter(|n| (min..=MAX_FEN_CLOCK).contains(n) && !text.starts_with('+'))
            .ok_or_else(|| {
                bad(
                    fen,
                    format_args!("has {name} {text:?}, expected {min} to {MAX_FEN_CLOCK}"),
                )
            })
    };
    let [placement, side, castling, en_passant] = position;
    let [halfmove_text, fullmove_text] = clocks;
    let halfmove = clock(halfmove_text, "halfmove clock", 0)?;
    let fullmove = clock(fullmove_text, "fullmove number", 1)?;
    // cozy-chess takes a halfmove clock up to 100: give it at most that, keep the rest here.
    let capped = format!(
        "{placement} {side} {castling} {en_passant} {} {fullmove}",
        halfmove.min(100)
    );
    let board = Board::from_fen(&capped, false)
        .map_err(|e| bad(fen, format_args!("is not a legal position: {e}")))?;
    // cozy-chess also accepts Chess960 castling: standard chess castles with the king on the
    // e-file and the rooks on their own corners.
    for color in [Color::White, Color::Black] {
        let rights = board.castle_rights(color);
        if rights.short.is_none() && rights.long.is_none() {
            continue;
        }
        let back = Rank::First.relative_to(color);
        if board.king(color) != Square::new(File::E, back) {
            return Err(bad(
                fen,
                format_args!("gives {color:?} castling rights with the king off its e-file square"),
            ));
        }
    }
    Ok((board, halfmove))
}

/// The FEN of `board` with the whole `halfmove_clock`; the en passant square is given only
/// when a capture there is legal (as python-chess writes it).
pub fn write_fen(board: &Board, halfmove_clock: u32) -> String {
    let text = board.to_string();
    let mut fields = text.split(' ');
    let placement = fields.next().unwrap_or("8/8/8/8/8/8/8/8");
    let side = fields.next().unwrap_or("w");
    let castling = fields.next().unwrap_or("-");
    let en_passant = legal_en_passant(board).map_or_else(|| "-".to_string(), |s| s.to_string());
    format!(
        "{placement} {side} {castling} {en_passant} {halfmove_clock} {}",
        board.fullmove_number()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::ErrorCode;

    #[test]
    fn round_trips_standard_fens_and_keeps_a_long_halfmove_clock() {
        for fen in [
            START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/8/8/8/8/5k2/8/5K2 w - - 140 90",
        ] {
            let (board, halfmove) = parse_fen(fen).expect("valid");
            assert_eq!(write_fen(&board, halfmove), fen);
        }
        let (_, halfmove) = parse_fen("8/8/8/8/8/5k2/8/5K2 w - -").expect("no clocks");
        assert_eq!(halfmove, 0);
    }

    #[test]
    fn writes_an_en_passant_square_only_when_the_capture_is_legal() {
        let (board, _) =
            parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").expect("ok");
        assert_eq!(
            write_fen(&board, 0),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        let (board, _) = parse_fen(fen).expect("ok");
        assert_eq!(write_fen(&board, 0), fen);
    }

    #[test]
    fn refuses_what_is_not_a_standard_position_naming_the_fen() {
        for (fen, says) in [
            ("", "fields"),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
                "fields",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
                "fields",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                "legal position",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                "legal position",
            ),
            ("8/8/8/8/8/8/8/8 w - - 0 1", "legal position"),
            ("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "legal position"),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
                "halfmove",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                "fullmove",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 10000 1",
                "halfmove",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +1 1",
                "halfmove",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
                "legal position",
            ),
            ("rnbqkrnb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKRNB w - - 0 1", ""),
            ("1r2k1r1/8/8/8/8/8/8/1R1K2R1 w K - 0 1", "legal position"),
            ("r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1", "castling"),
        ] {
            match parse_fen(fen) {
                Ok(_) if says.is_empty() => {}
                Ok(_) => panic!("{fen:?} was accepted"),
                Err(e) => {
                    assert_eq!(e.code, ErrorCode::InvalidConfig);
                    assert!(e.message.starts_with("fen "), "{}", e.message);
                    assert!(e.message.contains(says), "{fen:?}: {}", e.message);
                }
            }
        }
        let long = "r".repeat(200);
        let e = parse_fen(&long).expect_err("too long");
        assert!(e.message.contains("at most 128"), "{}", e.message);
    }
}
