#![cfg(feature = "chess")]
#![cfg(not(target_arch = "wasm32"))]
//! The smoke exchange with Stockfish that keeps the chess engine harness from rotting: a few
//! moves of the bot at a tiny budget against Stockfish at Skill Level 0, and one judgement at
//! a small depth parsed. A missing engine fails with how to install it; the strength figures
//! are `npm run balance -- --only chess-engines`'s.

use arbiter_rules::chess::bot::decide;
use arbiter_rules::chess::stockfish::{find, Engine, Score};
use arbiter_rules::chess::{Chess, ChessAction, ChessConfig};
use arbiter_rules::{Game, GameRng};

fn engine() -> Engine {
    if let Err(e) = find() {
        panic!("{e}");
    }
    let mut sf = Engine::start().expect("stockfish starts");
    for (name, value) in [("Threads", "1"), ("Hash", "16"), ("Skill Level", "0")] {
        sf.set_option(name, value).expect("option set");
    }
    sf.new_game().expect("new game");
    sf
}

#[test]
fn the_bot_and_stockfish_exchange_moves_and_stockfish_judges_one() {
    let mut sf = engine();
    assert!(sf.name.starts_with("Stockfish"), "engine {:?}", sf.name);
    let mut game = Game::<Chess>::new(ChessConfig::default()).expect("a game");
    let start = game.state().fen();
    let mut moves: Vec<String> = Vec::new();
    let mut rng = GameRng::from_u64(21);
    for ply in 0..8 {
        let Some(player) = game.current_player().cloned() else {
            break;
        };
        let uci = if ply % 2 == 0 {
            match decide(game.state(), &player, 2_000, &mut rng).expect("the bot moves") {
                ChessAction::Move { uci } => uci,
                other => panic!("expected a move, got {other:?}"),
            }
        } else {
            let answer = sf.go(&start, &moves, "depth 1").expect("stockfish answers");
            answer.best.expect("stockfish has a move")
        };
        game.submit(&player, ChessAction::Move { uci: uci.clone() })
            .unwrap_or_else(|e| panic!("{uci} at ply {ply}: {e}"));
        moves.push(uci);
    }
    assert_eq!(moves.len(), 8, "moves: {moves:?}");

    // The judge's verdict on the position reached, and on one where white is mated.
    let mut judge = Engine::start().expect("stockfish starts");
    let verdict = judge.go(&start, &moves, "depth 6").expect("a verdict");
    assert!(verdict.best.is_some());
    assert!(matches!(verdict.score, Some(Score::Cp(_) | Score::Mate(_))));
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let verdict = judge.go(mated, &[], "depth 6").expect("a verdict");
    assert_eq!(verdict.best, None);
    assert_eq!(verdict.score.map(|s| s.capped(1_000)), Some(-1_000));
}
