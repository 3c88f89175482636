#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! SAN against python-chess: tests/fixtures/chess/san.json, written once by scripts/chess-san.py
//! (python-chess 1.11), gives at positions of seeded random games every legal move with its SAN
//! and what it does (capture, en passant, castling, check, mate), and how python-chess's
//! `parse_san` reads other ways of writing some of them. Here `moves` must list the same moves
//! with the same SAN and flags, and a move submitted in SAN must be read as python-chess reads it
//! (recorded in its UCI form), or refused as illegal or ambiguous as python-chess refuses it.

use arbiter_rules::chess::{
    moves, Chess, ChessAction, ChessCastling, ChessConfig, ChessMove, ChessMovesOptions, ChessPiece,
};
use arbiter_rules::{ErrorCode, Game};
use serde::Deserialize;

#[derive(Deserialize)]
struct Fixture {
    positions: Vec<Position>,
}

#[derive(Deserialize)]
struct Position {
    fen: String,
    moves: String,
    reads: String,
}

/// A piece as python-chess writes it.
fn letter(piece: ChessPiece) -> char {
    match piece {
        ChessPiece::Pawn => 'p',
        ChessPiece::Knight => 'n',
        ChessPiece::Bishop => 'b',
        ChessPiece::Rook => 'r',
        ChessPiece::Queen => 'q',
        ChessPiece::King => 'k',
    }
}

/// A move as the fixture writes it: `uci:san:piece:captured:flags`.
fn token(m: &ChessMove) -> String {
    let mut flags = String::new();
    if m.en_passant {
        flags.push('e');
    }
    match m.castling {
        Some(ChessCastling::Kingside) => flags.push('k'),
        Some(ChessCastling::Queenside) => flags.push('q'),
        None => {}
    }
    if m.mate {
        flags.push('#');
    } else if m.check {
        flags.push('+');
    }
    if flags.is_empty() {
        flags.push('-');
    }
    let captured = m.captured.map_or('-', letter);
    format!("{}:{}:{}:{captured}:{flags}", m.uci, m.san, letter(m.piece))
}

fn fixture() -> Fixture {
    let text = std::fs::read_to_string("tests/fixtures/chess/san.json").expect("fixture");
    serde_json::from_str(&text).expect("fixture json")
}

fn game(fen: &str) -> Game<Chess> {
    Game::new(ChessConfig {
        fen: Some(fen.into()),
        ..ChessConfig::default()
    })
    .expect("fixture fen")
}

#[test]
fn moves_lists_python_chess_moves_with_its_san_and_flags() {
    let fixture = fixture();
    assert!(fixture.positions.len() >= 200);
    let mut count = 0;
    for p in &fixture.positions {
        let g = game(&p.fen);
        let mut ours: Vec<String> = moves(&g, &ChessMovesOptions::default())
            .expect("moves")
            .iter()
            .map(token)
            .collect();
        ours.sort();
        let theirs: Vec<&str> = p.moves.split(' ').collect();
        assert_eq!(ours, theirs, "{}", p.fen);
        count += ours.len();
    }
    assert!(count > 4000, "{count} moves");
}

#[test]
fn san_input_reads_as_python_chess_parse_san_reads_it() {
    let fixture = fixture();
    let (mut read, mut refused) = (0, 0);
    for p in &fixture.positions {
        let g = game(&p.fen);
        let player = g.current_player().cloned().expect("a player to move");
        for entry in p.reads.split(' ') {
            let mut copy = g.clone();
            if let Some((text, uci)) = entry.split_once('>') {
                copy.submit(&player, ChessAction::san(text))
                    .unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen));
                assert_eq!(
                    copy.actions().last().map(|r| &r.action),
                    Some(&ChessAction::uci(uci)),
                    "{text} in {}",
                    p.fen
                );
                read += 1;
            } else if let Some((text, why)) = entry.split_once('!') {
                let e = copy
                    .submit(&player, ChessAction::san(text))
                    .expect_err(entry);
                assert_eq!(
                    e.code,
                    ErrorCode::IllegalAction,
                    "{entry} in {}: {e}",
                    p.fen
                );
                let said = match why {
                    "ambiguous" => "is ambiguous",
                    _ => "is not a legal move",
                };
                assert!(e.message.contains(said), "{entry} in {}: {e}", p.fen);
                refused += 1;
            }
        }
    }
    assert!(
        read > 2000 && refused > 500,
        "{read} read, {refused} refused"
    );
}
