#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! Chess perft against the published counts of the standard test positions
//! (chessprogramming.org, "Perft Results"), depths 1 to 5, through `Game::perft`: the bulk
//! counting path the JS class uses too. tests/web.rs checks depths 1 to 4 in wasm.

use arbiter_rules::chess::{Chess, ChessConfig};
use arbiter_rules::Game;

/// (name, FEN, counts at depths 1 to 5).
pub const POSITIONS: [(&str, &str, [u64; 5]); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        [20, 400, 8_902, 197_281, 4_865_609],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        [48, 2_039, 97_862, 4_085_603, 193_690_690],
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        [14, 191, 2_812, 43_238, 674_624],
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        [6, 264, 9_467, 422_333, 15_833_292],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        [44, 1_486, 62_379, 2_103_487, 89_941_194],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        [46, 2_079, 89_890, 3_894_594, 164_075_551],
    ),
];

#[test]
fn perft_matches_the_published_counts_to_depth_5() {
    for (name, fen, counts) in POSITIONS {
        let game = Game::<Chess>::new(ChessConfig {
            players: None,
            fen: Some(fen.to_string()),
            seed: None,
        })
        .expect("valid FEN");
        for (depth, expected) in (1..=5).zip(counts) {
            assert_eq!(game.perft(depth), Ok(expected), "{name} at depth {depth}");
        }
    }
}

#[test]
fn a_perft_too_big_for_the_budget_is_refused() {
    // The starting position to depth 6 fits (it lists the moves of perft(5) positions), Kiwipete's
    // does not: INVALID_INPUT naming the depth, in about the time of the budget.
    let game = Game::<Chess>::new(ChessConfig {
        players: None,
        fen: Some(POSITIONS[1].1.to_string()),
        seed: None,
    })
    .expect("valid");
    let err = game.perft(6).expect_err("over budget");
    assert_eq!(err.code, arbiter_rules::ErrorCode::InvalidInput);
    assert!(err.message.contains("depth is 6"), "{}", err.message);
    let start = Game::<Chess>::new(ChessConfig::default()).expect("valid");
    assert_eq!(start.perft(6), Ok(119_060_324));
}

#[test]
fn perft_counts_moves_only_and_agrees_with_the_generic_path() {
    // The generic path (legal actions, resolved and applied as a game would) must agree with
    // the bulk path where both are quick, claims left out.
    for (name, fen, counts) in POSITIONS {
        let game = Game::<Chess>::new(ChessConfig {
            players: None,
            fen: Some(fen.to_string()),
            seed: None,
        })
        .expect("valid FEN");
        let generic =
            arbiter_rules::engine::perft::generic::<Chess>(game.state(), 2, &mut { u64::MAX });
        assert_eq!(generic, Some(counts[1]), "{name}");
    }
    // Three times the start position: claims are listed (in the position, and with Nf3, whose
    // position has occurred twice), but they are no moves.
    let mut game = Game::<Chess>::new(ChessConfig::default()).expect("valid");
    for _ in 0..2 {
        for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            let player = game.current_player().cloned().expect("to move");
            game.submit(
                &player,
                arbiter_rules::chess::ChessAction::Move { uci: uci.into() },
            )
            .expect("legal");
        }
    }
    assert_eq!(game.legal_actions("white").map(|a| a.len()), Ok(22));
    assert_eq!(game.perft(1), Ok(20));
    assert_eq!(
        arbiter_rules::engine::perft::generic::<Chess>(game.state(), 1, &mut { u64::MAX }),
        Some(20)
    );
}
