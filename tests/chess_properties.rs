#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random chess games from the standard test positions (with the odd
//! claim and resignation): every game ends, by one of the reasons; the log rebuilds the
//! state; each move's SAN names it alone among the legal moves; material grows only by
//! promotion; every UCI text the judge accepts is listed, and the FEN of any position starts a
//! game with the same moves; and one pinned game, whose hash tests/web.rs finds the same in wasm.

use arbiter_rules::chess::ChessEndReason;
use arbiter_rules::chess::{Chess, ChessAction, ChessConfig, ChessEvent};
use arbiter_rules::engine::perft::Perft;
use arbiter_rules::{Game, GameRng, Ruleset};
use proptest::prelude::*;

#[path = "common/pinned_chess.rs"]
mod pinned_chess;
use pinned_chess::{pinned_chess, PINNED_CHESS_HASH};

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

fn game_config() -> impl Strategy<Value = (ChessConfig, u64)> {
    (0..FENS.len(), any::<u64>()).prop_map(|(i, pick)| {
        let config = ChessConfig {
            players: None,
            fen: FENS.get(i).map(|f| f.to_string()),
            seed: None,
        };
        (config, pick)
    })
}

fn material(fen: &str, white: bool) -> i64 {
    let placement = fen.split(' ').next().unwrap_or_default();
    placement
        .chars()
        .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == white)
        .map(|c| match c.to_ascii_lowercase() {
            'p' => 1,
            'n' | 'b' => 3,
            'r' => 5,
            'q' => 9,
            _ => 0,
        })
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_by_the_rules_and_the_log_rebuilds_them((config, pick) in game_config()) {
        let mut game = Game::<Chess>::new(config.clone()).expect("valid");
        let mut rng = GameRng::from_u64(pick);
        let mut plies = 0;
        while let Some(player) = game.current_player().cloned() {
            let legal = game.legal_actions(&player).expect("known");
            prop_assert!(!legal.is_empty());
            // Each SAN names its move alone: no two legal moves write the same.
            if plies % 16 == 0 {
                let mut sans: Vec<String> = Vec::new();
                for action in legal.iter().filter(|a| Chess::is_move(a)) {
                    let mut attempt = game.clone();
                    let entries = attempt.submit(&player, action.clone()).expect("listed");
                    if let Some(ChessEvent::MoveMade { san, .. }) = entries.first().map(|e| &e.event) {
                        prop_assert!(!sans.contains(san), "{} twice", san);
                        sans.push(san.clone());
                    }
                }
                // The FEN starts a game with the same moves.
                let fen = game.state().fen();
                let copy = Game::<Chess>::new(ChessConfig { seed: None, players: None, fen: Some(fen.clone()) })
                    .expect("its own FEN");
                let moves = |g: &Game<Chess>, p: &str| -> Vec<ChessAction> {
                    g.legal_actions(p).unwrap_or_default().into_iter().filter(Chess::is_move).collect()
                };
                prop_assert_eq!(moves(&copy, &player), moves(&game, &player), "{}", fen);
            }
            let action = if rng.below(400) == 0 {
                ChessAction::Resign {}
            } else {
                let claim = legal.iter().find(|a| !Chess::is_move(a));
                match claim {
                    Some(c) if rng.below(4) == 0 => c.clone(),
                    _ => legal.get(rng.index(legal.len())).cloned().expect("one"),
                }
            };
            let before = game.state().fen();
            let entries = game.submit(&player, action).expect("listed").to_vec();
            for entry in &entries {
                if let ChessEvent::MoveMade { fen, promotion, .. } = &entry.event {
                    // Material grows only by a promotion, for the side that moved.
                    let white = before.split(' ').nth(1) == Some("w");
                    if promotion.is_none() {
                        prop_assert!(material(fen, white) <= material(&before, white));
                    }
                    prop_assert!(material(fen, !white) <= material(&before, !white));
                    prop_assert_eq!(fen, &game.state().fen());
                }
            }
            plies += 1;
            prop_assert!(plies < 6_000, "a game must end");
        }
        let outcome = game.outcome().expect("finished");
        prop_assert!(matches!(
            outcome.reason(),
            ChessEndReason::Checkmate
                | ChessEndReason::Stalemate
                | ChessEndReason::InsufficientMaterial
                | ChessEndReason::FivefoldRepetition
                | ChessEndReason::SeventyFiveMoveRule
                | ChessEndReason::ThreefoldRepetition
                | ChessEndReason::FiftyMoveRule
                | ChessEndReason::Resignation
        ));
        // The log alone rebuilds the state.
        let mut state = Chess::setup(&config).expect("setup");
        for entry in game.log() {
            Chess::apply(&mut state, &entry.event);
        }
        prop_assert_eq!(&state, game.state());
    }

    #[test]
    fn the_judge_accepts_exactly_the_listed_moves(
        (config, pick) in game_config(),
        plies in 0usize..40,
    ) {
        let mut game = Game::<Chess>::new(config).expect("valid");
        let mut rng = GameRng::from_u64(pick);
        for _ in 0..plies {
            let Some(player) = game.current_player().cloned() else { break };
            let legal = game.legal_actions(&player).expect("known");
            let moves: Vec<_> = legal.into_iter().filter(Chess::is_move).collect();
            let action = moves.get(rng.index(moves.len())).cloned().expect("a move");
            game.submit(&player, action).expect("listed");
        }
        let Some(player) = game.current_player().cloned() else { return Ok(()) };
        let legal = game.legal_actions(&player).expect("known");
        let files = "abcdefgh";
        for from in 0..64usize {
            for to in 0..64usize {
                let square = |i: usize| format!("{}{}", &files[i % 8..i % 8 + 1], i / 8 + 1);
                for promotion in ["", "q", "n"] {
                    let uci = format!("{}{}{promotion}", square(from), square(to));
                    let action = ChessAction::Move { uci };
                    let accepted = game.clone().submit(&player, action.clone()).is_ok();
                    prop_assert_eq!(accepted, legal.contains(&action), "{:?}", action);
                }
            }
        }
    }
}

#[test]
fn a_pinned_game_has_the_same_hash_natively_and_in_wasm() {
    let game = pinned_chess();
    let outcome = game.outcome().expect("finished");
    assert_eq!(outcome.reason(), ChessEndReason::Checkmate);
    let again = Game::<Chess>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    println!(
        "pinned chess game: {} plies, {}, {}, hash {}",
        game.actions().len(),
        game.state().fen(),
        outcome.sentence(),
        game.state_hash().expect("hash")
    );
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        PINNED_CHESS_HASH
    );
}
