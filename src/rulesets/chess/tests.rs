//! The chess rules through `Game<Chess>`: moves and their events, every end and its order,
//! claims, resignation, the contract after the end, and configuration errors.

use super::ChessEndReason;
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::perft::Perft;
use crate::Game;

fn game(fen: Option<&str>) -> Game<Chess> {
    Game::new(ChessConfig {
        players: None,
        fen: fen.map(str::to_string),
        seed: None,
    })
    .expect("valid config")
}

fn mv(uci: &str) -> ChessAction {
    ChessAction::Move { uci: uci.into() }
}

/// Plays `moves` from the game's position, each by the player to move.
fn play(game: &mut Game<Chess>, moves: &[&str]) {
    for m in moves {
        let player = game.current_player().cloned().expect("a player to move");
        game.submit(&player, mv(m))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn metric(outcome: &GameOutcome<ChessEndReason>, player: &str, name: &str) -> Option<i64> {
    outcome
        .results()
        .iter()
        .find(|r| r.player == player)
        .and_then(|r| r.metrics.as_ref())
        .and_then(|m| m.get(name).copied())
}

#[test]
fn the_opening_position_lists_twenty_moves_and_plays_them_with_events() {
    let mut g = game(None);
    assert_eq!(g.current_player().map(String::as_str), Some("white"));
    let legal = g.legal_actions("white").expect("known");
    assert_eq!(legal.len(), 20);
    assert!(legal.contains(&mv("e2e4")) && legal.contains(&mv("g1f3")));
    assert!(g.legal_actions("black").expect("known").is_empty());
    let events = g.submit("white", mv("e2e4")).expect("legal").to_vec();
    match &events[0].event {
        ChessEvent::MoveMade {
            player,
            uci,
            san,
            piece,
            from,
            to,
            captured,
            promotion,
            fen,
        } => {
            assert_eq!(
                (player.as_str(), uci.as_str(), san.as_str()),
                ("white", "e2e4", "e4")
            );
            assert_eq!(
                (*piece, from.as_str(), to.as_str()),
                (ChessPiece::Pawn, "e2", "e4")
            );
            assert_eq!((*captured, *promotion), (None, None));
            assert_eq!(
                fen,
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.current_player().map(String::as_str), Some("black"));
    assert_eq!(
        g.state().fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn bad_moves_are_refused_with_the_right_code_and_nothing_changes() {
    let mut g = game(None);
    let before = g.state_hash().expect("hash");
    for (action, code, says) in [
        (
            mv("e2e5"),
            ErrorCode::IllegalAction,
            "e2e5 is not a legal move",
        ),
        (mv("e7e5"), ErrorCode::IllegalAction, "not a legal move"),
        (
            mv("e2"),
            ErrorCode::InvalidInput,
            "not a move in UCI notation",
        ),
        (mv("E2E4"), ErrorCode::InvalidInput, "UCI notation"),
        (mv("e2e4x"), ErrorCode::InvalidInput, "UCI notation"),
        (
            mv(&"e2e4".repeat(10)),
            ErrorCode::InvalidInput,
            "at most 16",
        ),
        (
            ChessAction::ClaimDraw { uci: None },
            ErrorCode::IllegalAction,
            "no draw can be claimed",
        ),
    ] {
        let e = g.submit("white", action.clone()).expect_err("refused");
        assert_eq!(e.code, code, "{action:?}: {e}");
        assert!(e.message.contains(says), "{action:?}: {}", e.message);
        assert_eq!(g.state_hash().expect("hash"), before);
    }
    let e = g.submit("black", mv("e7e5")).expect_err("not black's turn");
    assert_eq!(e.code, ErrorCode::NotYourTurn);
}

#[test]
fn castling_is_the_kings_move_and_the_rook_square_is_refused() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut g = game(Some(fen));
    let e = g.submit("white", mv("e1h1")).expect_err("rook square");
    assert_eq!(e.code, ErrorCode::IllegalAction);
    assert!(
        e.message.contains("castling is the king's two-square move"),
        "{}",
        e.message
    );
    let events = g.submit("white", mv("e1g1")).expect("castles").to_vec();
    assert!(matches!(&events[0].event, ChessEvent::MoveMade { san, .. } if san == "O-O"));
    assert!(g
        .state()
        .fen()
        .starts_with("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq"));
    play(&mut g, &["e8c8"]);
    assert!(g.state().fen().starts_with("2kr3r/"), "{}", g.state().fen());
}

#[test]
fn en_passant_and_promotion_record_what_was_taken_and_made() {
    let mut g = game(Some(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ));
    let events = g.submit("white", mv("e5f6")).expect("en passant").to_vec();
    match &events[0].event {
        ChessEvent::MoveMade { san, captured, .. } => {
            assert_eq!(san, "exf6");
            assert_eq!(*captured, Some(ChessPiece::Pawn));
        }
        other => panic!("{other:?}"),
    }
    assert!(g
        .state()
        .fen()
        .starts_with("rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/"));

    let mut g = game(Some("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    let legal = g.legal_actions("white").expect("known");
    for piece in ["q", "r", "b", "n"] {
        assert!(legal.contains(&mv(&format!("a7a8{piece}"))), "{legal:?}");
        assert!(legal.contains(&mv(&format!("a7b8{piece}"))));
    }
    assert!(!legal.contains(&mv("a7a8")));
    let e = g.submit("white", mv("a7a8")).expect_err("needs a piece");
    assert_eq!(e.code, ErrorCode::IllegalAction);
    let events = g
        .submit("white", mv("a7b8n"))
        .expect("underpromotes")
        .to_vec();
    match &events[0].event {
        ChessEvent::MoveMade {
            san,
            captured,
            promotion,
            ..
        } => {
            assert_eq!(san, "axb8=N");
            assert_eq!(*captured, Some(ChessPiece::Knight));
            assert_eq!(*promotion, Some(ChessPiece::Knight));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn fools_mate_ends_the_game_by_checkmate_with_metrics() {
    let mut g = game(None);
    play(&mut g, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let outcome = g.outcome().expect("mate").clone();
    assert_eq!(outcome.reason(), ChessEndReason::Checkmate);
    assert_eq!(outcome.winner().map(String::as_str), Some("black"));
    assert_eq!(outcome.results()[0].outcome, OutcomeType::Win);
    assert_eq!(outcome.results()[1].rank, 2);
    assert_eq!(metric(&outcome, "white", "material"), Some(39));
    assert_eq!(metric(&outcome, "black", "moves"), Some(4));
    assert!(matches!(
        g.log().last().map(|e| &e.event),
        Some(ChessEvent::GameEnded { .. })
    ));
    // After the end: every action refused, first with GAME_FINISHED; perft has no moves.
    for player in ["white", "black"] {
        let e = g.submit(player, mv("e2e4")).expect_err("finished");
        assert_eq!(e.code, ErrorCode::GameFinished);
        let e = g
            .submit(player, ChessAction::Resign {})
            .expect_err("finished");
        assert_eq!(e.code, ErrorCode::GameFinished);
    }
    assert_eq!(g.perft(2), Ok(0));
    assert!(g.export().is_ok());
}

#[test]
fn a_game_starting_in_a_finished_position_is_over_at_once() {
    let g = game(Some("7k/5KQ1/8/8/8/8/8/8 b - - 0 1"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::Checkmate)
    );
    let g = game(Some("7k/5K2/6Q1/8/8/8/8/8 b - - 0 1"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::Stalemate)
    );
    let g = game(Some("8/8/4k3/8/8/3K4/8/8 w - - 0 1"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::InsufficientMaterial)
    );
    let g = game(Some("8/8/4k3/8/8/3K4/8/R7 w - - 150 100"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::SeventyFiveMoveRule)
    );
    // Mate on the 150th ply is mate, not the seventy-five-move rule.
    let g = game(Some("7k/5K2/8/8/8/8/8/6Q1 w - - 149 100"));
    assert_eq!(g.outcome(), None);
    let mut g = g;
    play(&mut g, &["g1g7"]);
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::Checkmate)
    );
}

#[test]
fn stalemate_and_insufficient_material_draw_with_both_first() {
    let mut g = game(Some("7k/5K2/8/6Q1/8/8/8/8 w - - 0 1"));
    play(&mut g, &["g5g6"]);
    let outcome = g.outcome().expect("stalemate");
    assert_eq!(outcome.reason(), ChessEndReason::Stalemate);
    assert!(outcome
        .results()
        .iter()
        .all(|r| r.rank == 1 && r.outcome == OutcomeType::Draw));
    // The last pawn taken: king against king.
    let mut g = game(Some("8/8/8/3p4/4K3/8/8/7k w - - 0 1"));
    play(&mut g, &["e4d5"]);
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::InsufficientMaterial)
    );
}

/// Knights out and back: the start position again after each four plies.
const SHUFFLE: [&str; 4] = ["g1f3", "g8f6", "f3g1", "f6g8"];

#[test]
fn threefold_repetition_may_be_claimed_and_fivefold_ends_the_game() {
    let mut g = game(None);
    play(&mut g, &SHUFFLE);
    assert!(!g
        .legal_actions("white")
        .expect("known")
        .contains(&ChessAction::ClaimDraw { uci: None }));
    play(&mut g, &SHUFFLE);
    // The start position a third time: white may claim (listed last).
    let legal = g.legal_actions("white").expect("known");
    assert_eq!(legal.last(), Some(&ChessAction::ClaimDraw { uci: None }));
    assert!(!Chess::is_move(&ChessAction::ClaimDraw { uci: None }));
    let mut claimed = g.clone();
    claimed
        .submit("white", ChessAction::ClaimDraw { uci: None })
        .expect("claim");
    let outcome = claimed.outcome().expect("drawn");
    assert_eq!(outcome.reason(), ChessEndReason::ThreefoldRepetition);
    assert!(matches!(outcome, GameOutcome::Draw { .. }));
    // Unclaimed, the fifth occurrence ends it by itself.
    play(&mut g, &SHUFFLE);
    assert_eq!(g.outcome(), None);
    play(&mut g, &SHUFFLE);
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::FivefoldRepetition)
    );
}

#[test]
fn the_fifty_move_rule_is_claimed_at_100_plies_and_seventy_five_ends_at_150() {
    let mut g = game(Some("8/8/4k3/8/8/3K4/8/R7 w - - 99 80"));
    assert!(!g
        .legal_actions("white")
        .expect("known")
        .contains(&ChessAction::ClaimDraw { uci: None }));
    play(&mut g, &["a1a2"]);
    assert!(g
        .legal_actions("black")
        .expect("known")
        .contains(&ChessAction::ClaimDraw { uci: None }));
    let mut claimed = g.clone();
    claimed
        .submit("black", ChessAction::ClaimDraw { uci: None })
        .expect("claim");
    assert_eq!(
        claimed.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::FiftyMoveRule)
    );
    let mut g = game(Some("8/8/4k3/8/8/3K4/8/R7 w - - 148 80"));
    play(&mut g, &["a1a2"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &["e6e7"]);
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::SeventyFiveMoveRule)
    );
}

#[test]
fn automatic_ends_come_in_the_issues_order() {
    // Insufficient material and the seventy-five-move rule at once: insufficient material.
    let g = game(Some("8/8/4k3/8/8/3K4/8/8 w - - 150 100"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::InsufficientMaterial)
    );
    // Stalemate with the clock past 150: stalemate.
    let g = game(Some("7k/5K2/6Q1/8/8/8/8/8 b - - 160 100"));
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::Stalemate)
    );
}

#[test]
fn either_player_may_resign_at_any_time() {
    let mut g = game(None);
    assert!(!g
        .legal_actions("white")
        .expect("known")
        .contains(&ChessAction::Resign {}));
    g.submit("black", ChessAction::Resign {})
        .expect("out of turn");
    let outcome = g.outcome().expect("resigned");
    assert_eq!(outcome.reason(), ChessEndReason::Resignation);
    assert_eq!(outcome.winner().map(String::as_str), Some("white"));
    assert_eq!(metric(outcome, "black", "material"), Some(39));
}

#[test]
fn configuration_errors_name_the_field() {
    for (config, says) in [
        (
            ChessConfig {
                players: Some(["a".into(), "a".into()]),
                fen: None,
                seed: None,
            },
            "duplicate player id",
        ),
        (
            ChessConfig {
                players: None,
                fen: Some("not a fen".into()),
                seed: None,
            },
            "fen \"not a fen\"",
        ),
    ] {
        let e = Game::<Chess>::new(config).expect_err("invalid");
        assert_eq!(e.code, ErrorCode::InvalidConfig);
        assert!(e.message.contains(says), "{}", e.message);
    }
    let g = Game::<Chess>::new(ChessConfig {
        players: Some(["ann".into(), "bob".into()]),
        fen: None,
        seed: None,
    })
    .expect("valid");
    assert_eq!(g.current_player().map(String::as_str), Some("ann"));
}

#[test]
fn the_state_round_trips_through_json_with_its_history() {
    let mut g = game(None);
    play(&mut g, &SHUFFLE);
    play(&mut g, &["e2e4", "c7c5", "e4e5", "d7d5"]);
    let json = serde_json::to_value(g.state()).expect("json");
    assert_eq!(
        json["fen"],
        "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 5"
    );
    assert_eq!(json["plies"], 8);
    assert_eq!(json["repetitions"].as_array().map(Vec::len), Some(1));
    let back: ChessPosition = serde_json::from_value(json).expect("back");
    assert_eq!(&back, g.state());
    let bad = serde_json::json!({"players": ["a", "b"], "fen": "x", "plies": 0, "repetitions": []});
    assert!(serde_json::from_value::<ChessPosition>(bad).is_err());
}

fn claim(uci: &str) -> ChessAction {
    ChessAction::ClaimDraw {
        uci: Some(uci.into()),
    }
}

#[test]
fn a_threefold_repetition_may_be_claimed_with_the_move_that_brings_it_about() {
    let mut g = game(None);
    play(&mut g, &SHUFFLE);
    play(&mut g, &["g1f3", "g8f6", "f3g1"]);
    // f6g8 would bring the start position about a third time: listed once, after the moves.
    let legal = g.legal_actions("black").expect("known");
    let moves = legal.iter().filter(|a| Chess::is_move(a)).count();
    assert_eq!(legal.get(moves..), Some(&[claim("f6g8")][..]), "{legal:?}");
    assert_eq!(g.perft(1), Ok(moves as u64));
    // A claim with a move that brings nothing about: the move is made, the game goes on.
    let mut plain = g.clone();
    let mut wrong = g.clone();
    plain.submit("black", mv("f6e4")).expect("move");
    let events = wrong.submit("black", claim("f6e4")).expect("claim").to_vec();
    assert_eq!(events.len(), 1);
    assert_eq!(wrong.outcome(), None);
    assert_eq!(wrong.state_hash(), plain.state_hash());
    // An illegal move is refused, claim or not, and nothing changes.
    let before = g.state_hash().expect("hash");
    let e = g.submit("black", claim("f6f3")).expect_err("illegal");
    assert_eq!(e.code, ErrorCode::IllegalAction);
    assert_eq!(g.state_hash().expect("hash"), before);
    let events = g.submit("black", claim("f6g8")).expect("claim").to_vec();
    let kinds: Vec<_> = events.iter().map(|e| &e.event).collect();
    assert!(matches!(kinds[0], ChessEvent::MoveMade { san, .. } if san == "Ng8"));
    assert_eq!(
        kinds[1],
        &ChessEvent::DrawClaimed {
            player: "black".into(),
            reason: ChessEndReason::ThreefoldRepetition
        }
    );
    assert!(matches!(kinds[2], ChessEvent::GameEnded { .. }));
    assert!(g.state().fen().starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
}

#[test]
fn the_fifty_move_rule_may_be_claimed_with_the_hundredth_ply_but_not_with_a_capture() {
    let mut g = game(Some("8/8/4k3/8/8/3K4/8/r6R w - - 99 80"));
    let legal = g.legal_actions("white").expect("known");
    assert!(legal.contains(&claim("h1h2")));
    assert!(!legal.contains(&claim("h1a1")), "a capture starts the clock again");
    assert!(!legal.contains(&ChessAction::ClaimDraw { uci: None }));
    let mut captured = g.clone();
    captured.submit("white", claim("h1a1")).expect("the move stands");
    assert_eq!(captured.outcome(), None);
    g.submit("white", claim("h1h2")).expect("claim");
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::FiftyMoveRule)
    );
    // A move that ends the game by itself ends it so (the seventy-five-move rule here).
    let mut g = game(Some("8/8/4k3/8/8/3K4/8/R7 w - - 149 80"));
    g.submit("white", claim("a1a2")).expect("claim");
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::SeventyFiveMoveRule)
    );
}
