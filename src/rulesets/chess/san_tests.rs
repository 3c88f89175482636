//! Moves submitted in SAN: recorded in their UCI form (the log, saves, replays, PGN and the state
//! hash the same as when typed in UCI), the same events, the claim with a move, and the errors:
//! both or neither field, text that is not SAN, a move not legal or ambiguous.

use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::ruleset::Ruleset;
use crate::Game;

fn game(fen: Option<&str>) -> Game<Chess> {
    Game::new(ChessConfig {
        fen: fen.map(str::to_string),
        ..ChessConfig::default()
    })
    .expect("valid config")
}

/// Plays each action for the player to move; returns the events of each as JSON.
fn play(game: &mut Game<Chess>, actions: Vec<ChessAction>) -> Vec<String> {
    actions
        .into_iter()
        .map(|action| {
            let player = game.current_player().cloned().expect("a player to move");
            let entries = game
                .submit(&player, action.clone())
                .unwrap_or_else(|e| panic!("{action:?}: {e}"));
            serde_json::to_string(entries).expect("json")
        })
        .collect()
}

fn refused(game: &mut Game<Chess>, action: ChessAction) -> (ErrorCode, String) {
    let player = game.current_player().cloned().expect("a player to move");
    let hash = game.state_hash().ok();
    let (actions, log) = (game.actions().len(), game.log().len());
    let e = game.submit(&player, action).expect_err("refused");
    assert_eq!(game.state_hash().ok(), hash, "a refused action changed the state");
    assert_eq!((game.actions().len(), game.log().len()), (actions, log));
    (e.code, e.message)
}

const SCHOLAR: [(&str, &str); 7] = [
    ("e4", "e2e4"),
    ("e5", "e7e5"),
    ("Bc4", "f1c4"),
    ("Nc6", "b8c6"),
    ("Qh5", "d1h5"),
    ("Nf6??", "g8f6"),
    ("Qxf7#", "h5f7"),
];

#[test]
fn a_game_typed_in_san_is_the_game_typed_in_uci() {
    let mut typed = game(None);
    let mut uci = game(None);
    let san_events = play(&mut typed, SCHOLAR.iter().map(|(s, _)| ChessAction::san(*s)).collect());
    let uci_events = play(&mut uci, SCHOLAR.iter().map(|(_, u)| ChessAction::uci(*u)).collect());
    assert_eq!(san_events, uci_events, "submit answers the same events");
    assert_eq!(typed.actions(), uci.actions(), "the log records the UCI form");
    assert!(typed
        .actions()
        .iter()
        .all(|r| matches!(r.action, ChessAction::Move { .. })));
    assert_eq!(typed.state_hash().ok(), uci.state_hash().ok());
    assert_eq!(typed.log(), uci.log());
    assert_eq!(
        to_pgn(&typed, &PgnTags::default()).ok(),
        to_pgn(&uci, &PgnTags::default()).ok()
    );
    let export = serde_json::to_string(&typed.export().expect("export")).expect("json");
    assert!(!export.contains("Nf6??"), "the typed text is not kept: {export}");
    let replayed = Game::<Chess>::replay(ChessConfig::default(), typed.actions()).expect("replay");
    assert_eq!(replayed.state_hash().ok(), typed.state_hash().ok());
    assert_eq!(
        typed.outcome().map(|o| o.reason()),
        Some(ChessEndReason::Checkmate)
    );
}

#[test]
fn castling_promotion_and_en_passant_in_san() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut g = game(Some(kiwipete));
    play(&mut g, vec![ChessAction::san("0-0"), ChessAction::san("O-O-O")]);
    let ucis: Vec<_> = g.actions().iter().map(|r| r.action.clone()).collect();
    assert_eq!(ucis, [ChessAction::uci("e1g1"), ChessAction::uci("e8c8")]);
    let mut g = game(Some("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    play(&mut g, vec![ChessAction::san("axb8=Q+")]);
    assert_eq!(g.actions()[0].action, ChessAction::uci("a7b8q"));
    let mut g = game(Some(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    ));
    play(&mut g, vec![ChessAction::san("exf6")]);
    assert_eq!(g.actions()[0].action, ChessAction::uci("e5f6"));
}

#[test]
fn a_claim_with_a_move_in_san_is_recorded_with_its_uci() {
    let mut g = game(None);
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    play(&mut g, shuffle.iter().map(|s| ChessAction::san(*s)).collect());
    let claim = ChessAction::San(ChessSanAction::ClaimDraw { san: "Ng8".into() });
    play(&mut g, vec![claim]);
    assert_eq!(
        g.actions().last().map(|r| &r.action),
        Some(&ChessAction::ClaimDraw {
            uci: Some("f6g8".into())
        })
    );
    assert_eq!(
        g.outcome().map(|o| o.reason()),
        Some(ChessEndReason::ThreefoldRepetition)
    );
    // The move made with the claim is in the history.
    let sans: Vec<String> = history(&g).into_iter().map(|m| m.san).collect();
    assert_eq!(sans.len(), 8);
    assert_eq!(sans.last().map(String::as_str), Some("Ng8"));
}

#[test]
fn san_that_names_no_move_is_refused_naming_it_and_changing_nothing() {
    let mut g = game(Some("6k1/8/8/8/8/8/4K3/R6R w - - 0 1"));
    assert_eq!(
        refused(&mut g, ChessAction::san("Rd1")),
        (
            ErrorCode::IllegalAction,
            "san \"Rd1\" is ambiguous now: it could be Rad1 (a1d1) or Rhd1 (h1d1)".into()
        )
    );
    assert_eq!(
        refused(&mut g, ChessAction::san("Nf3")),
        (
            ErrorCode::IllegalAction,
            "san \"Nf3\" is not a legal move now".into()
        )
    );
    assert_eq!(
        refused(&mut g, ChessAction::san("Xe4")).0,
        ErrorCode::InvalidInput
    );
    assert_eq!(
        refused(&mut g, ChessAction::san("--")),
        (
            ErrorCode::InvalidInput,
            "san \"--\" is a null move, which the rules of chess have not".into()
        )
    );
    assert_eq!(
        refused(&mut g, ChessAction::san("R".repeat(17))),
        (
            ErrorCode::InvalidInput,
            "san is 17 bytes long, at most 16".into()
        )
    );
    let claim = ChessAction::San(ChessSanAction::ClaimDraw { san: "Rd1".into() });
    assert_eq!(refused(&mut g, claim).0, ErrorCode::IllegalAction);
    let mut g = game(Some("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    let (code, message) = refused(&mut g, ChessAction::san("a8"));
    assert_eq!(code, ErrorCode::IllegalAction);
    assert!(message.contains("names its promotion piece"), "{message}");
    // The turn is checked first: a SAN from the player not to move is NOT_YOUR_TURN.
    let e = g.submit("black", ChessAction::san("Xe4")).expect_err("refused");
    assert_eq!(e.code, ErrorCode::NotYourTurn);
}

#[test]
fn exactly_one_of_uci_and_san_both_or_neither_is_refused_naming_them() {
    let read = |json: &str| serde_json::from_str::<ChessAction>(json).map_err(|e| e.to_string());
    assert_eq!(
        read(r#"{"type":"MOVE","san":"Nf3"}"#),
        Ok(ChessAction::san("Nf3"))
    );
    assert_eq!(
        read(r#"{"type":"MOVE","uci":"g1f3"}"#),
        Ok(ChessAction::uci("g1f3"))
    );
    assert_eq!(
        read(r#"{"type":"CLAIM_DRAW","san":"Nf3"}"#),
        Ok(ChessAction::San(ChessSanAction::ClaimDraw {
            san: "Nf3".into()
        }))
    );
    assert_eq!(
        read(r#"{"type":"CLAIM_DRAW"}"#),
        Ok(ChessAction::ClaimDraw { uci: None })
    );
    let both = read(r#"{"type":"MOVE","uci":"g1f3","san":"Nf3"}"#).expect_err("both");
    assert!(
        both.starts_with("MOVE has both uci and san: give exactly one of them"),
        "{both}"
    );
    let neither = read(r#"{"type":"MOVE"}"#).expect_err("neither");
    assert!(
        neither.starts_with("MOVE has neither uci nor san: give one of them"),
        "{neither}"
    );
    let claim = read(r#"{"type":"CLAIM_DRAW","uci":"g1f3","san":"Nf3"}"#).expect_err("both");
    assert!(claim.starts_with("CLAIM_DRAW has both uci and san"), "{claim}");
    for bad in [
        r#"{"type":"MOVE","san":null}"#,
        r#"{"type":"MOVE","san":3}"#,
        r#"{"type":"MOVE","san":"Nf3","x":1}"#,
        r#"{"type":"RESIGN","san":"Nf3"}"#,
        // Absent is a claim in the position; null is refused, as the TypeScript type does.
        r#"{"type":"CLAIM_DRAW","uci":null}"#,
    ] {
        assert!(read(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_san_action_writes_as_it_reads_and_is_never_listed() {
    let action = ChessAction::san("Nf3");
    let json = serde_json::to_string(&action).expect("json");
    assert_eq!(json, r#"{"type":"MOVE","san":"Nf3"}"#);
    assert_eq!(serde_json::from_str::<ChessAction>(&json).ok(), Some(action));
    assert_eq!(
        serde_json::to_string(&ChessAction::uci("g1f3")).ok().as_deref(),
        Some(r#"{"type":"MOVE","uci":"g1f3"}"#)
    );
    let g = game(None);
    let listed = g.legal_actions("white").expect("known");
    assert!(listed.iter().all(|a| !matches!(a, ChessAction::San(_))));
    // The hook leaves the UCI form as it is.
    assert_eq!(
        Chess::canonical(g.state(), &ChessAction::uci("e2e4")).ok(),
        Some(None)
    );
}
