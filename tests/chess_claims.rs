#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! Draw claims against python-chess's `can_claim_draw()`: tests/fixtures/chess/claims.json,
//! written once by scripts/chess-claims.py (python-chess 1.11), lists for seeded random games
//! every position where a draw can be claimed, in the position itself (`now`) and with which
//! moves (FIDE 9.2.1.1 and 9.3.1); every other position has none. Here the same games are
//! played and arbiter's listed claims must be those.

use arbiter_rules::chess::{Chess, ChessAction, ChessConfig};
use arbiter_rules::Game;
use serde::Deserialize;

#[derive(Deserialize)]
struct Fixture {
    games: Vec<FixtureGame>,
}

#[derive(Deserialize)]
struct FixtureGame {
    fen: String,
    moves: String,
    claims: Vec<Claims>,
}

#[derive(Deserialize)]
struct Claims {
    ply: usize,
    now: bool,
    moves: String,
}

/// The claims listed for the player to move: in the position, and the moves to claim with.
fn listed(game: &Game<Chess>) -> (bool, String) {
    let player = game.current_player().cloned().expect("a player to move");
    let mut now = false;
    let mut with: Vec<String> = Vec::new();
    for action in game.legal_actions(&player).expect("known") {
        match action {
            ChessAction::ClaimDraw { uci: None } => now = true,
            ChessAction::ClaimDraw { uci: Some(uci) } => with.push(uci),
            _ => {}
        }
    }
    with.sort();
    (now, with.join(" "))
}

#[test]
fn claims_are_listed_exactly_where_python_chess_can_claim_a_draw() {
    let text = std::fs::read_to_string("tests/fixtures/chess/claims.json").expect("fixture");
    let fixture: Fixture = serde_json::from_str(&text).expect("fixture json");
    assert!(fixture.games.len() >= 100);
    let (mut positions, mut with_claims) = (0, 0);
    for (g, entry) in fixture.games.iter().enumerate() {
        let mut game = Game::<Chess>::new(ChessConfig {
            fen: Some(entry.fen.clone()),
            ..ChessConfig::default()
        })
        .expect("fixture fen");
        let mut expected = entry.claims.iter().peekable();
        for (ply, uci) in entry.moves.split(' ').enumerate() {
            let want = match expected.next_if(|c| c.ply == ply) {
                Some(c) => (c.now, c.moves.clone()),
                None => (false, String::new()),
            };
            assert_eq!(
                listed(&game),
                want,
                "game {g} from {} at ply {ply}",
                entry.fen
            );
            positions += 1;
            with_claims += usize::from(want.0 || !want.1.is_empty());
            let player = game.current_player().cloned().expect("on");
            game.submit(&player, ChessAction::Move { uci: uci.into() })
                .unwrap_or_else(|e| panic!("game {g} ply {ply} {uci}: {e}"));
        }
        assert!(expected.next().is_none(), "game {g}: claims past its moves");
    }
    assert!(
        with_claims > 1_000,
        "{with_claims} of {positions} positions"
    );
}
