//! The bot's choices on positions whose answer is known: a capture, a pass that wins, dead
//! stones and a seki; every move legal; the same seed the same move.

use super::board::{Board, Stone};
use super::bot::{dead_stones, decide, ownership, LEVELS};
use super::config::{setup, GoConfig};
use super::judge::legal_actions;
use super::state::GoState;
use super::GoAction;
use crate::engine::error::ErrorCode;
use crate::engine::rng::GameRng;

/// A position with `to_move` to play (after `passes` passes in a row).
fn position(rows: &[&str], to_move: Stone, passes: u32) -> GoState {
    let board = Board::parse(&rows.concat()).expect("a board");
    let config = GoConfig {
        size: Some(board.size() as u32),
        ..GoConfig::default()
    };
    let mut state = setup(&config).expect("a game");
    state.position = board.hash();
    state.board = board;
    state.moves = 2 * passes.max(1) + u32::from(to_move == Stone::White);
    state.passes = passes;
    state
}

fn bot_move(state: &GoState, budget: u32, seed: &str) -> GoAction {
    let player = state.player(state.to_move()).clone();
    decide(state, &player, budget, &mut GameRng::from_seed(seed)).expect("a move")
}

#[test]
fn a_large_chain_in_atari_is_captured() {
    let state = position(
        &[
            ".........",
            ".........",
            "..WWW....",
            ".WBBBW...",
            "..WW.W...",
            ".........",
            "......B..",
            "...B.....",
            ".........",
        ],
        Stone::White,
        0,
    );
    assert_eq!(
        bot_move(&state, LEVELS[0], "capture"),
        GoAction::Play { x: 4, y: 4 }
    );
}

/// Black's five columns against White's two (komi 7.5): a settled, won board for Black.
const SPLIT: [&str; 7] = [
    "....BW.", "....BW.", "....BW.", "....BW.", "....BW.", "....BW.", "....BW.",
];

#[test]
fn a_won_game_is_passed_out_once_the_opponent_passes() {
    let state = position(&SPLIT, Stone::Black, 1);
    assert_eq!(bot_move(&state, LEVELS[0], "pass"), GoAction::Pass {});
}

#[test]
fn every_move_is_legal_and_the_same_seed_gives_the_same_move() {
    let mut state = position(&["........."; 9], Stone::Black, 0);
    state.moves = 0;
    let players = state.players.clone();
    for i in 0..6 {
        let player = &players[i % 2];
        let a = bot_move(&state, LEVELS[0], &format!("legal-{i}"));
        assert_eq!(a, bot_move(&state, LEVELS[0], &format!("legal-{i}")));
        assert!(legal_actions(&state, player).contains(&a), "{a:?}");
        let events = super::judge::resolve(&state, player, &a).expect("legal");
        for e in &events {
            super::event::apply(&mut state, e);
        }
    }
}

#[test]
fn a_dead_stone_is_proposed_dead_and_a_seki_lives() {
    let rows = [
        "WWWWWWW", "BBBBBBW", ".WWW.BW", "BBBBBBW", "WWWWWWW", ".......", "......B",
    ];
    let state = position(&rows, Stone::Black, 2);
    let mut rng = GameRng::from_seed("dead");
    // The lone black stone in White's area is dead; the black chain and the white one
    // inside it share their two liberties in seki (who fills one loses the capturing race,
    // and the capture gives the other a living shape): both alive.
    assert_eq!(dead_stones(&state, LEVELS[1], &mut rng), vec![48]);
    let own = ownership(&state, LEVELS[1], &mut rng);
    assert!(own[48] < -500 && own[42] < -500, "{own:?}");
    assert!(own[7] > 500 && own[15] < -500, "{own:?}");
}

#[test]
fn the_bot_refuses_a_finished_game_and_another_players_turn() {
    let state = position(&SPLIT, Stone::Black, 1);
    let white = state.player(Stone::White).clone();
    let e = decide(&state, &white, 10, &mut GameRng::from_seed("x")).expect_err("not white's");
    assert_eq!(e.code, ErrorCode::NotYourTurn);
    let over = position(&SPLIT, Stone::Black, 2);
    let black = over.player(Stone::Black).clone();
    let e = decide(&over, &black, 10, &mut GameRng::from_seed("x")).expect_err("over");
    assert_eq!(e.code, ErrorCode::GameFinished);
}

#[test]
fn on_positions_of_random_games_of_every_size_the_bot_plays_legal_moves() {
    use crate::ai::Strategy as _;
    use crate::engine::game::Game;
    use crate::rulesets::go::{Go, Strategy};
    let mut rng = GameRng::from_seed("random positions");
    for size in [5u32, 7, 9, 13, 19] {
        for g in 0..4 {
            let config = GoConfig {
                size: Some(size),
                ..GoConfig::default()
            };
            let mut game = Game::<Go>::new(config).expect("a game");
            let length = rng.index((size * size * 2) as usize);
            for _ in 0..length {
                let Some(player) = game.current_player().cloned() else {
                    break;
                };
                let action = Strategy::Random
                    .choose(game.state(), &player, &mut rng)
                    .expect("a move");
                game.submit(&player, action).expect("legal");
            }
            let Some(player) = game.current_player().cloned() else {
                continue;
            };
            let state = game.state();
            let seed = format!("{size}-{g}");
            let action =
                decide(state, &player, 40, &mut GameRng::from_seed(&seed)).expect("a move");
            assert!(
                legal_actions(state, &player).contains(&action),
                "{action:?} on {:?}",
                state.board
            );
            let own = ownership(state, 20, &mut rng);
            assert_eq!(own.len(), (size * size) as usize);
            let dead = dead_stones(state, 20, &mut rng);
            assert!(dead.iter().all(|&p| state.board.at(p).is_some()));
        }
    }
}
