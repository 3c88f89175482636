//! The queries on known positions: in check, the piece on a square and the board, the legal
//! moves with SAN and flags (en passant, castling, promotion with check, mate), the history in
//! SAN; after the end and on a game from `step_to`. (tests/chess_san.rs checks `moves` against
//! python-chess over many positions.)

use super::*;
use crate::engine::error::ErrorCode;
use crate::Game;

fn game(fen: &str) -> Game<Chess> {
    Game::new(ChessConfig {
        fen: Some(fen.to_string()),
        ..ChessConfig::default()
    })
    .expect("valid config")
}

fn play(game: &mut Game<Chess>, sans: &[&str]) {
    for san in sans {
        let player = game.current_player().cloned().expect("a player to move");
        game.submit(&player, ChessAction::san(*san))
            .unwrap_or_else(|e| panic!("{san}: {e}"));
    }
}

/// The moves `options` lists, as "uci san" sorted.
fn listed(game: &Game<Chess>, square: Option<&str>) -> Vec<String> {
    let options = ChessMovesOptions {
        square: square.map(str::to_string),
        piece: None,
    };
    let mut list: Vec<String> = moves(game, &options)
        .expect("moves")
        .into_iter()
        .map(|m| format!("{} {}", m.uci, m.san))
        .collect();
    list.sort();
    list
}

fn only(game: &Game<Chess>, uci: &str) -> ChessMove {
    let all = moves(game, &ChessMovesOptions::default()).expect("moves");
    let found: Vec<ChessMove> = all.into_iter().filter(|m| m.uci == uci).collect();
    assert_eq!(found.len(), 1, "{uci}");
    found.into_iter().next().expect("one")
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn get_and_board_show_the_pieces_where_they_stand() {
    let mut g = game(START);
    let piece = |square: &str, piece, color| {
        Some(ChessBoardPiece {
            square: square.into(),
            piece,
            color,
        })
    };
    assert_eq!(
        get(&g, "e1").ok(),
        Some(piece("e1", ChessPiece::King, ChessColor::White))
    );
    assert_eq!(
        get(&g, "d8").ok(),
        Some(piece("d8", ChessPiece::Queen, ChessColor::Black))
    );
    assert_eq!(get(&g, "e4").ok(), Some(None));
    let rows = board(&g);
    assert_eq!(rows.len(), 8);
    assert!(rows.iter().all(|rank| rank.len() == 8));
    assert_eq!(rows[0][0], piece("a8", ChessPiece::Rook, ChessColor::Black));
    assert_eq!(rows[7][4], piece("e1", ChessPiece::King, ChessColor::White));
    assert_eq!(rows[6][3], piece("d2", ChessPiece::Pawn, ChessColor::White));
    assert!(rows[2..6].iter().flatten().all(Option::is_none));
    play(&mut g, &["e4"]);
    assert_eq!(get(&g, "e2").ok(), Some(None));
    assert_eq!(
        board(&g)[4][4],
        piece("e4", ChessPiece::Pawn, ChessColor::White)
    );
    for bad in ["e9", "E4", "i1", "e", "e44", "", " e4"] {
        let e = get(&g, bad).expect_err(bad);
        assert_eq!(e.code, ErrorCode::InvalidInput);
        assert_eq!(
            e.message,
            format!("square {bad:?} is not a square: a file a to h and a rank 1 to 8, like \"e4\"")
        );
    }
    let e = get(&g, &"e4".repeat(100)).expect_err("long");
    assert_eq!(
        e.message,
        "square is 200 bytes long: a square is a file a to h and a rank 1 to 8, like \"e4\""
    );
}

#[test]
fn moves_of_a_square_with_san_and_flags() {
    let g = game(START);
    assert_eq!(listed(&g, Some("e2")), ["e2e3 e3", "e2e4 e4"]);
    assert_eq!(listed(&g, Some("e4")), Vec::<String>::new());
    assert_eq!(listed(&g, Some("e7")), Vec::<String>::new(), "black's");
    assert_eq!(moves(&g, &ChessMovesOptions::default()).map(|m| m.len()).ok(), Some(20));
    let knights = ChessMovesOptions {
        square: None,
        piece: Some(ChessPiece::Knight),
    };
    let knight_moves = moves(&g, &knights).expect("moves");
    assert_eq!(knight_moves.len(), 4);
    assert!(knight_moves.iter().all(|m| m.piece == ChessPiece::Knight));
    let e4 = only(&g, "e2e4");
    assert_eq!(
        e4,
        ChessMove {
            uci: "e2e4".into(),
            san: "e4".into(),
            from: "e2".into(),
            to: "e4".into(),
            piece: ChessPiece::Pawn,
            captured: None,
            promotion: None,
            capture: false,
            en_passant: false,
            castling: None,
            check: false,
            mate: false,
        }
    );
    let bad = ChessMovesOptions {
        square: Some("z9".into()),
        piece: None,
    };
    let e = moves(&g, &bad).expect_err("bad square");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.starts_with("options.square \"z9\" is not a square"));
}

#[test]
fn en_passant_castling_and_promotion_with_check() {
    let g = game("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(listed(&g, Some("e5")), ["e5e6 e6", "e5f6 exf6"]);
    let ep = only(&g, "e5f6");
    assert!(ep.en_passant && ep.capture);
    assert_eq!(ep.captured, Some(ChessPiece::Pawn));
    assert!(!only(&g, "e5e6").en_passant);

    let g = game(KIWIPETE);
    assert_eq!(
        listed(&g, Some("e1")),
        ["e1c1 O-O-O", "e1d1 Kd1", "e1f1 Kf1", "e1g1 O-O"]
    );
    let short = only(&g, "e1g1");
    assert_eq!(short.castling, Some(ChessCastling::Kingside));
    assert_eq!((short.from.as_str(), short.to.as_str()), ("e1", "g1"));
    assert!(!short.capture && short.captured.is_none());
    assert_eq!(only(&g, "e1c1").castling, Some(ChessCastling::Queenside));
    assert_eq!(only(&g, "e1d1").castling, None);
    let take = only(&g, "e5f7");
    assert_eq!((take.san.as_str(), take.captured), ("Nxf7", Some(ChessPiece::Pawn)));
    assert!(take.capture && !take.en_passant);

    let g = game("8/4P3/8/8/k7/8/8/4K3 w - - 0 1");
    assert_eq!(
        listed(&g, Some("e7")),
        ["e7e8b e8=B+", "e7e8n e8=N", "e7e8q e8=Q+", "e7e8r e8=R"]
    );
    let queen = only(&g, "e7e8q");
    assert_eq!(queen.promotion, Some(ChessPiece::Queen));
    assert!(queen.check && !queen.mate && !queen.capture);
    assert!(!only(&g, "e7e8r").check);
}

#[test]
fn mate_in_check_and_the_end() {
    let mut g = game(START);
    play(&mut g, &["f3", "e5", "g4"]);
    assert!(!in_check(&g));
    let mate = only(&g, "d8h4");
    assert_eq!(mate.san, "Qh4#");
    assert!(mate.check && mate.mate);
    assert!(!only(&g, "d8g5").check);
    play(&mut g, &["Qh4#"]);
    assert!(g.is_finished());
    assert!(in_check(&g), "checkmated: still in check");
    assert!(moves(&g, &ChessMovesOptions::default()).expect("moves").is_empty());
    assert_eq!(get(&g, "h4").ok().flatten().map(|p| p.piece), Some(ChessPiece::Queen));
    let played: Vec<(String, String, String)> = history(&g)
        .into_iter()
        .map(|m| (m.player, m.san, m.uci))
        .collect();
    let expected = [
        ("white", "f3", "f2f3"),
        ("black", "e5", "e7e5"),
        ("white", "g4", "g2g4"),
        ("black", "Qh4#", "d8h4"),
    ];
    let expected: Vec<(String, String, String)> = expected
        .iter()
        .map(|(p, s, u)| (p.to_string(), s.to_string(), u.to_string()))
        .collect();
    assert_eq!(played, expected);
    // A position from the history answers as the game did then.
    let past = g.step_to(3).expect("step");
    assert!(!in_check(&past));
    assert_eq!(history(&past).len(), 3);
    assert_eq!(listed(&past, Some("d8")).len(), 4);
    assert_eq!(get(&past, "h4").ok(), Some(None));
}

#[test]
fn history_lists_the_moves_from_the_first_action_and_nothing_else() {
    let mut g = game(KIWIPETE);
    assert!(history(&g).is_empty());
    play(&mut g, &["O-O", "Kf8"]);
    let player = g.current_player().cloned().expect("to move");
    g.submit(&player, ChessAction::Resign {}).expect("resigns");
    let sans: Vec<String> = history(&g).into_iter().map(|m| m.san).collect();
    assert_eq!(sans, ["O-O", "Kf8"]);
    assert!(moves(&g, &ChessMovesOptions::default()).expect("moves").is_empty());
    // In check: a rook on the open file.
    let checked = game("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
    assert!(in_check(&checked));
    assert!(!in_check(&game(START)));
}
