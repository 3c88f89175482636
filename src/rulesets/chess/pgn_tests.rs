//! PGN out and in: the text written, the game read back with the same state hash, how results
//! become resignations and claims, and the errors that name the line and the move.

use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::outcome::GameOutcome;
use crate::Game;

fn game(fen: Option<&str>, players: Option<[&str; 2]>) -> Game<Chess> {
    Game::new(ChessConfig {
        players: players.map(|[w, b]| [w.into(), b.into()]),
        fen: fen.map(str::to_string),
        seed: None,
    })
    .expect("valid config")
}

fn play(game: &mut Game<Chess>, moves: &[&str]) {
    for m in moves {
        let player = game.current_player().cloned().expect("a player to move");
        game.submit(&player, ChessAction::Move { uci: (*m).into() })
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn pgn(game: &Game<Chess>) -> String {
    to_pgn(game, &PgnTags::default()).expect("pgn")
}

/// Writes `game`, reads it back, and checks the same state hash; the text.
fn round_trip(game: &Game<Chess>) -> String {
    let text = pgn(game);
    let back = from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.state_hash(), game.state_hash(), "{text}");
    assert_eq!(back.outcome(), game.outcome(), "{text}");
    text
}

fn refused(text: &str, says: &str) {
    let e = from_pgn(text).expect_err(text);
    assert_eq!(e.code, ErrorCode::InvalidInput, "{text}");
    assert!(e.message.contains(says), "{text:?}: {}", e.message);
}

const SHUFFLE: [&str; 4] = ["g1f3", "g8f6", "f3g1", "f6g8"];

#[test]
fn writes_the_seven_tag_roster_san_the_result_and_how_it_ended() {
    let mut g = game(None, Some(["ann", "bob \"the\" \\ best"]));
    play(&mut g, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let tags = PgnTags {
        event: Some("Club \"open\"".into()),
        site: None,
        date: Some("2026.11.27".into()),
        round: Some("3".into()),
    };
    assert_eq!(
        to_pgn(&g, &tags).expect("pgn"),
        "[Event \"Club \\\"open\\\"\"]\n[Site \"?\"]\n[Date \"2026.11.27\"]\n[Round \"3\"]\n\
         [White \"ann\"]\n[Black \"bob \\\"the\\\" \\\\ best\"]\n[Result \"0-1\"]\n\
         [Termination \"normal\"]\n\n1. f3 e5 2. g4 Qh4# {Black wins by checkmate} 0-1\n\n"
    );
    round_trip(&g);
}

#[test]
fn a_game_from_a_position_writes_its_fen_and_a_game_going_on_its_star() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 3 12";
    let mut g = game(Some(fen), None);
    play(&mut g, &["e8c8", "e1g1"]);
    let text = round_trip(&g);
    assert_eq!(
        text,
        format!(
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"white\"]\n\
             [Black \"black\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n12... O-O-O 13. O-O *\n\n"
        )
    );
    // Long games wrap their movetext before 80 characters.
    let mut g = game(None, None);
    for _ in 0..4 {
        play(&mut g, &SHUFFLE);
    }
    let text = round_trip(&g);
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::FivefoldRepetition)
    );
    assert!(text.contains("{Draw by fivefold repetition} 1/2-1/2"), "{text}");
}

#[test]
fn resignations_and_claims_round_trip_with_the_same_hash() {
    // Resigned out of turn, then in turn.
    let mut g = game(None, None);
    play(&mut g, &["e2e4"]);
    g.submit("white", ChessAction::Resign {}).expect("resign");
    assert!(round_trip(&g).contains("{White resigns} 0-1"));
    // Claimed in the position, and with the move that brings it about.
    let mut g = game(None, None);
    play(&mut g, &SHUFFLE);
    play(&mut g, &["g1f3", "g8f6", "f3g1"]);
    let mut with_move = g.clone();
    play(&mut g, &["f6g8"]);
    g.submit("white", ChessAction::ClaimDraw { uci: None })
        .expect("claim");
    let text = round_trip(&g);
    assert!(text.ends_with("Ng8 {Draw by threefold repetition}\n1/2-1/2\n\n"), "{text}");
    with_move
        .submit(
            "black",
            ChessAction::ClaimDraw {
                uci: Some("f6g8".into()),
            },
        )
        .expect("claim");
    assert!(round_trip(&with_move)
        .contains("{Draw by threefold repetition, claimed with the move} 1/2-1/2"));
    assert_ne!(with_move.state_hash(), g.state_hash());
    // The fifty-move rule.
    let mut g = game(Some("8/8/4k3/8/8/3K4/8/R7 w - - 99 80"), None);
    play(&mut g, &["a1a2"]);
    g.submit("black", ChessAction::ClaimDraw { uci: None })
        .expect("claim");
    assert!(round_trip(&g).contains("{Draw by fifty-move rule}"));
}

#[test]
fn results_become_resignations_claims_agreements_or_a_game_going_on() {
    let moves = "1. e4 e5 2. Nf3 Nc6";
    let g = from_pgn(&format!("{moves} 1-0")).expect("reads");
    assert_eq!(g.outcome().and_then(|o| o.winner()).map(String::as_str), Some("white"));
    assert_eq!(g.outcome().map(GameOutcome::reason), Some(ChessEndReason::Resignation));
    let g = from_pgn(&format!("[Result \"0-1\"]\n{moves}")).expect("reads");
    assert_eq!(g.outcome().and_then(|o| o.winner()).map(String::as_str), Some("black"));
    for result in ["*", ""] {
        let g = from_pgn(&format!("{moves} {result}")).expect("reads");
        assert_eq!(g.outcome(), None, "{result}");
        assert_eq!(g.state().plies, 4);
    }
    // A draw no rule allows was agreed.
    let g = from_pgn(&format!("{moves} 1/2-1/2")).expect("reads");
    assert_eq!(g.outcome().map(GameOutcome::reason), Some(ChessEndReason::Agreement));
    // A draw that a rule allows is claimed by the player to move.
    let g = from_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2").expect("reads");
    assert_eq!(
        g.outcome().map(GameOutcome::reason),
        Some(ChessEndReason::ThreefoldRepetition)
    );
    assert!(matches!(
        g.actions().last().map(|a| &a.action),
        Some(ChessAction::ClaimDraw { uci: None })
    ));
    // Mate stays mate whatever the result says.
    let g = from_pgn("1. f3 e5 2. g4 Qh4# 1-0").expect("reads");
    assert_eq!(g.outcome().map(GameOutcome::reason), Some(ChessEndReason::Checkmate));
}

#[test]
fn players_come_from_white_and_black_when_both_are_usable() {
    let g = from_pgn("[White \"Carlsen, Magnus\"]\n[Black \"Nepo\"]\n1. e4 *").expect("reads");
    assert_eq!(g.players(), ["Carlsen, Magnus", "Nepo"]);
    for tags in [
        "[White \"?\"]\n[Black \"Nepo\"]",
        "[White \"Nepo\"]\n[Black \"Nepo\"]",
        "[White \"\"]\n[Black \"x\"]",
        "[Black \"x\"]",
    ] {
        let g = from_pgn(&format!("{tags}\n1. e4 *")).expect("reads");
        assert_eq!(g.players(), ["white", "black"], "{tags}");
    }
}

#[test]
fn bad_files_are_refused_naming_the_line_and_the_move() {
    refused("1. e4 e5 2. Ke3", "pgn line 1: move 2. Ke3 is not a legal move");
    refused("[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Qd4 Nd5", "pgn line 4: move 3. Qd4 is not a legal move");
    refused(
        "[FEN \"6k1/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1",
        "pgn line 2: move 1. Rd1 is ambiguous: it could be a1d1 or h1d1",
    );
    refused("1. e4 Xx9", "move 1... Xx9 is not a move in SAN");
    refused("1. e4 --", "move 1... -- is a null move");
    refused(
        "1. f3 e5 2. g4 Qh4# 3. e4 0-1",
        "pgn line 1: move 3. e4 comes after the end of the game (checkmate)",
    );
    refused("[FEN \"8/8/8 w - - 0 1\"]\n1. e4", "pgn line 1: tag FEN: fen");
    refused("[Variant \"Chess960\"]\n1. e4", "pgn line 1: variant \"Chess960\" is not standard chess");
    refused("1. e4 {", "pgn line 1: a comment opened with { is never closed");
    // A standard variant is read.
    assert!(from_pgn("[Variant \"Standard\"]\n1. e4 *").is_ok());
}

#[test]
fn tags_that_a_pgn_cannot_hold_are_refused_naming_them() {
    let g = game(None, None);
    let long = PgnTags {
        site: Some("x".repeat(256)),
        ..PgnTags::default()
    };
    let e = to_pgn(&g, &long).expect_err("long");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.contains("tags.site is 256 bytes long, at most 255"), "{}", e.message);
    let line = PgnTags {
        round: Some("1\n[Result \"1-0\"]".into()),
        ..PgnTags::default()
    };
    let e = to_pgn(&g, &line).expect_err("control");
    assert!(e.message.contains("tags.round"), "{}", e.message);
    assert!(e.message.contains("control character"), "{}", e.message);
}
