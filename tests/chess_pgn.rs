#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! PGN through the public API: files written by python-chess's own PGN writer
//! (tests/fixtures/chess/, from scripts/chess-pgn-fixtures.py) read to python-chess's final
//! positions; 200 seeded random games (claims and resignations among them) written and read
//! back to the same state hash; and arbitrary or mutated PGN text that must never panic.

use arbiter_rules::chess::{
    from_pgn, read_pgn, to_pgn, to_pgn_with_record, Chess, ChessAction, ChessConfig,
    ChessEndReason, ChessEvent, PgnNote, PgnTags,
};
use arbiter_rules::engine::error::ErrorCode;
use arbiter_rules::{Game, GameRng};
use proptest::prelude::*;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
struct Expected {
    files: BTreeMap<String, ExpectedGame>,
    database: Vec<DatabaseGame>,
}

/// python-chess's view of a database game: its headers, and per ply its comments, NAGs and
/// variations (each by its first move).
#[derive(Deserialize)]
struct DatabaseGame {
    headers: Vec<(String, String)>,
    notes: Vec<serde_json::Value>,
}

#[derive(Deserialize)]
struct ExpectedGame {
    fen: String,
    plies: u32,
    result: String,
    outcome: Option<String>,
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("tests/fixtures/chess/{name}")).expect("fixture")
}

#[test]
fn files_written_by_python_chess_read_to_its_positions() {
    let expected: Expected = serde_json::from_str(&fixture("expected.json")).expect("json");
    assert_eq!(expected.files.len(), 3);
    for (name, want) in &expected.files {
        let game = from_pgn(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(game.state().fen(), want.fen, "{name}");
        assert_eq!(game.state().plies, want.plies, "{name}");
        let reason = game.outcome().map(|o| o.reason());
        match (want.outcome.as_deref(), want.result.as_str()) {
            (Some("CHECKMATE"), _) => assert_eq!(reason, Some(ChessEndReason::Checkmate)),
            // A decisive result in a position that is not over: the loser resigned.
            (None, "1-0" | "0-1") => assert_eq!(reason, Some(ChessEndReason::Resignation)),
            // Drawn by agreement: recorded so.
            (None, "1/2-1/2") => assert_eq!(reason, Some(ChessEndReason::Agreement), "{name}"),
            (None, _) => assert_eq!(reason, None, "{name}"),
            (Some(other), _) => panic!("{name}: {other}"),
        }
        // And what we write of it reads back to the same game.
        let text = to_pgn(&game, &PgnTags::default()).expect("pgn");
        let back = from_pgn(&text).expect("reads back");
        assert_eq!(back.state_hash(), game.state_hash(), "{name}\n{text}");
    }
    let opera = from_pgn(&fixture("python-chess-annotated.pgn")).expect("reads");
    assert_eq!(
        opera.players(),
        ["Morphy, Paul", "Duke Karl / Count Isouard"]
    );
    assert_eq!(
        opera.outcome().and_then(|o| o.winner()).map(String::as_str),
        Some("Morphy, Paul")
    );
}

/// A record's notes as python-chess lists them: per ply, its comments, NAGs, and each
/// variation's first move.
fn as_python_chess(notes: &[PgnNote]) -> Vec<(u32, String)> {
    let mut out: Vec<(u32, String)> = notes
        .iter()
        .map(|n| match n {
            PgnNote::Comment { ply, text } => (*ply, format!("comment {text}")),
            PgnNote::Nag { ply, nag } => (*ply, format!("nags [{nag}]")),
            PgnNote::Variation { ply, movetext } => {
                let first = movetext
                    .split_whitespace()
                    .find(|w| !w.ends_with('.'))
                    .unwrap_or("");
                (*ply, format!("variation {first}"))
            }
        })
        .collect();
    out.sort();
    out
}

fn python_chess_notes(notes: &[serde_json::Value]) -> Vec<(u32, String)> {
    let mut out: Vec<(u32, String)> = notes
        .iter()
        .map(|n| {
            let ply = n["ply"].as_u64().unwrap_or(0) as u32;
            let what = if let Some(c) = n["comment"].as_str() {
                format!("comment {c}")
            } else if let Some(v) = n["variation"].as_str() {
                format!("variation {v}")
            } else {
                format!("nags {}", n["nags"])
            };
            (ply, what)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn a_database_is_read_game_by_game_with_what_python_chess_sees_in_each() {
    let expected: Expected = serde_json::from_str(&fixture("expected.json")).expect("json");
    let entries = read_pgn(&fixture("python-chess-database.pgn"), 0, 100).expect("reads");
    // The five games python-chess wrote, and the broken one written by hand after the second.
    assert_eq!(entries.len(), 6);
    let broken = entries[2].game.as_ref().map(|_| ()).expect_err("broken");
    assert!(
        broken.message.contains("move 2. Ke3 is not a legal move"),
        "{}",
        broken.message
    );
    let read: Vec<_> = entries.iter().filter(|e| e.game.is_ok()).collect();
    assert_eq!(read.len(), expected.database.len());
    let mut ends = Vec::new();
    for (entry, want) in read.iter().zip(&expected.database) {
        let tags: Vec<(String, String)> = entry
            .record
            .tags
            .iter()
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect();
        assert_eq!(tags, want.headers);
        assert_eq!(
            as_python_chess(&entry.record.notes),
            python_chess_notes(&want.notes),
            "game {}",
            entry.index
        );
        let game = entry.game.as_ref().expect("read");
        let winner = game.outcome().and_then(|o| o.winner()).cloned();
        ends.push((game.outcome().map(|o| o.reason()), winner));
        // Written with its record and read again: the same game and record.
        let text = to_pgn_with_record(game, &entry.record).expect("writes");
        let back = read_pgn(&text, 0, 1).expect("reads back");
        let again = back[0].game.as_ref().expect("plays");
        assert_eq!(again.state_hash(), game.state_hash(), "{text}");
        assert_eq!(back[0].record.notes, entry.record.notes, "{text}");
        assert_eq!(back[0].record.tags, entry.record.tags, "{text}");
    }
    let who = |p: &str| Some(p.to_string());
    assert_eq!(
        ends,
        [
            (Some(ChessEndReason::TimeForfeit), who("ann")),
            (Some(ChessEndReason::Adjudication), None),
            (Some(ChessEndReason::Forfeit), who("bob")),
            (Some(ChessEndReason::Agreement), None),
            (None, None),
        ]
    );
}

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "8/8/4k3/8/8/3K4/8/R7 w - - 90 60",
];

/// The move back of the player to move's last move (`f3g1` after `g1f3`), which repeats
/// positions.
fn back_move(game: &Game<Chess>) -> Option<ChessAction> {
    let moves: Vec<&ChessEvent> = game
        .log()
        .iter()
        .map(|e| &e.event)
        .filter(|e| matches!(e, ChessEvent::MoveMade { .. }))
        .collect();
    match moves.len().checked_sub(2).and_then(|i| moves.get(i)) {
        Some(ChessEvent::MoveMade { from, to, .. }) => Some(ChessAction::Move {
            uci: format!("{to}{from}"),
        }),
        _ => None,
    }
}

/// A random game from seed `seed`: random legal actions, often a move back (so positions
/// repeat) and a claim when one is listed, the odd resignation, and some games stopped while
/// going on.
fn random_game(seed: u64) -> Game<Chess> {
    let mut rng = GameRng::from_u64(seed);
    let index = rng.index(FENS.len() + 1);
    let players = (seed % 3 == 0).then(|| ["Ann \"A\" Smith".into(), "Bob\\B".into()]);
    let mut game = Game::<Chess>::new(ChessConfig {
        players,
        fen: FENS.get(index).map(|f| f.to_string()),
        // Every other game seeded: the seed, which changes the hash, travels as a tag.
        seed: (seed % 2 == 1).then(|| format!("pgn \"{seed}\"")),
    })
    .expect("valid");
    let stop = 20 + rng.index(400);
    for _ in 0..stop {
        let Some(player) = game.current_player().cloned() else {
            break;
        };
        if rng.index(600) == 0 {
            let who = game.players()[rng.index(2)].clone();
            game.submit(&who, ChessAction::Resign {}).expect("resign");
            break;
        }
        let legal = game.legal_actions(&player).expect("known");
        let claims: Vec<&ChessAction> = legal
            .iter()
            .filter(|a| matches!(a, ChessAction::ClaimDraw { .. }))
            .collect();
        let back = back_move(&game).filter(|m| legal.contains(m) && rng.index(5) < 2);
        let action = match (back, claims.get(rng.index(claims.len().max(1)))) {
            (_, Some(claim)) if rng.index(3) == 0 => (*claim).clone(),
            (Some(back), _) => back,
            _ => legal[rng.index(legal.len())].clone(),
        };
        game.submit(&player, action).expect("legal");
    }
    game
}

#[test]
fn two_hundred_random_games_written_and_read_back_have_the_same_hash() {
    let mut ends: BTreeMap<String, usize> = BTreeMap::new();
    for seed in 0..200 {
        let game = random_game(seed);
        let text = to_pgn(&game, &PgnTags::default()).expect("pgn");
        let back = from_pgn(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(back.state_hash(), game.state_hash(), "seed {seed}\n{text}");
        assert_eq!(back.outcome(), game.outcome(), "seed {seed}");
        assert_eq!(back.log().len(), game.log().len(), "seed {seed}");
        let with_move = matches!(
            game.actions().last().map(|a| &a.action),
            Some(ChessAction::ClaimDraw { uci: Some(_) })
        );
        let end = game.outcome().map_or("going on".into(), |o| {
            format!(
                "{:?}{}",
                o.reason(),
                if with_move { " with a move" } else { "" }
            )
        });
        *ends.entry(end).or_default() += 1;
    }
    println!("{ends:?}");
    assert!(ends.len() >= 6, "{ends:?}");
}

/// A PGN of a random game to mutate.
fn sample() -> impl Strategy<Value = String> {
    (0u64..40).prop_map(|seed| to_pgn(&random_game(seed), &PgnTags::default()).expect("pgn"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any text: a game or a typed error, never a panic.
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,400}") {
        if let Err(e) = from_pgn(&text) {
            prop_assert_eq!(e.code, ErrorCode::InvalidInput);
        }
    }

    /// PGN-like tokens in any order.
    #[test]
    fn shuffled_pgn_tokens_never_panic(tokens in prop::collection::vec(prop::sample::select(vec![
        "[", "]", "\"", "Event", "FEN", "\"8/8/8/8/8/5k2/8/5K2 w - - 0 1\"", "{", "}", "(", ")", ";", "\n",
        "%", "$3", "1.", "1...", "e4", "e5", "Nf3", "O-O", "0-0-0", "exd5", "e8=Q", "Qxf7#", "--",
        "1-0", "0-1", "1/2-1/2", "*", "\\", "é", "\u{feff}", "Kxe8", "a1=K", "Z0",
    ]), 0..60)) {
        let text = tokens.join(" ");
        if let Err(e) = from_pgn(&text) {
            prop_assert_eq!(e.code, ErrorCode::InvalidInput);
        }
    }

    /// A real game's PGN with bytes cut, replaced or inserted.
    #[test]
    fn mutated_games_never_panic(
        text in sample(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<char>()), 1..6),
    ) {
        let mut chars: Vec<char> = text.chars().collect();
        for (at, kind, c) in edits {
            if chars.is_empty() { break; }
            let i = at.index(chars.len());
            match kind {
                0 => { chars.remove(i); }
                1 => chars[i] = c,
                _ => chars.insert(i, c),
            }
        }
        let text: String = chars.into_iter().collect();
        if let Err(e) = from_pgn(&text) {
            prop_assert_eq!(e.code, ErrorCode::InvalidInput);
        }
    }
}
