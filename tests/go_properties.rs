#![cfg(feature = "go")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random Go games on every board size (with the odd resignation):
//! every game ends, the log rebuilds the state, stones are neither made nor lost, no position
//! comes back, the judge refuses exactly what it does not list, and the count adds up (by area,
//! or by agreement after a counting of random toggles, acceptances and resumes). And one
//! pinned game, whose hash tests/web.rs finds the same in wasm.

use arbiter_rules::go::GoEndReason;
use arbiter_rules::go::{Board, CountingRule, Go, GoAction, GoConfig, GoEvent, GoState, Stone};
use arbiter_rules::{ErrorCode, Game, GameRng, Ruleset};
use proptest::prelude::*;
use std::collections::BTreeSet;

#[path = "common/pinned_go.rs"]
mod pinned_go;
use pinned_go::{pinned_go, PINNED_GO_HASH};

fn game_config() -> impl Strategy<Value = (GoConfig, u64)> {
    (
        5u32..=19,
        -20i32..=20,
        prop_oneof![Just(None), Just(Some(["x".to_string(), "y".to_string()]))],
        prop_oneof![
            Just(None),
            Just(Some(CountingRule::Area)),
            Just(Some(CountingRule::Agreement))
        ],
        any::<u64>(),
    )
        .prop_map(|(size, komi, players, counting, pick)| {
            let config = GoConfig {
                seed: None,
                players,
                size: Some(size),
                komi: Some(f64::from(komi) / 2.0),
                counting,
                ..GoConfig::default()
            };
            (config, pick)
        })
}

/// Every point's letter in the board string.
fn letters(state: &GoState) -> Vec<char> {
    state.board.to_string().chars().collect()
}

/// Checks, at one point of a game, that the judge refuses every point it does not list.
fn unlisted_points_are_refused(game: &Game<Go>, player: &str) -> Result<(), TestCaseError> {
    let legal = game.legal_actions(player).expect("known");
    let size = game.state().size;
    for y in 0..size {
        for x in 0..size {
            let action = GoAction::Play { x, y };
            let mut attempt = game.clone();
            let result = attempt.submit(player, action);
            prop_assert_eq!(result.is_ok(), legal.contains(&action), "{:?}", action);
            if let Err(e) = result {
                prop_assert_eq!(e.code, ErrorCode::IllegalAction);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn every_random_game_ends_and_keeps_its_stones((config, pick) in game_config()) {
        let mut game = Game::<Go>::new(config.clone()).expect("valid");
        let mut rng = GameRng::from_u64(pick);
        let mut positions = BTreeSet::from([game.state().position]);
        let mut steps = 0u32;
        let limit = game.state().move_limit();
        while let Some(player) = game.current_player().cloned() {
            if steps % 97 == 13 {
                unlisted_points_are_refused(&game, &player)?;
            }
            // Now and then someone resigns, whoever's turn it is.
            let action = if rng.below(400) == 0 {
                let who = game.players()[rng.index(2)].clone();
                game.submit(&who, GoAction::Resign {}).expect("any time");
                break;
            } else {
                let mut legal = game.legal_actions(&player).expect("known");
                let last = if game.state().counting.is_some() { GoAction::Resume {} } else { GoAction::Pass {} };
                prop_assert_eq!(legal.last(), Some(&last));
                legal.swap_remove(rng.index(legal.len()))
            };
            game.submit(&player, action).expect("legal");
            if matches!(action, GoAction::Play { .. } | GoAction::Pass {}) {
                steps += 1;
            }
            prop_assert!(steps <= limit, "past the move limit");
            let s = game.state();
            // The hash is the board's; a stone never brings back an earlier position.
            prop_assert_eq!(s.position, s.board.hash());
            if matches!(action, GoAction::Play { .. }) {
                prop_assert!(positions.insert(s.position), "a position came back");
            }
            prop_assert_eq!(s.history.len() + 1, positions.len());
            prop_assert!(s.history.windows(2).all(|w| w[0] < w[1]));
        }
        prop_assert!(game.is_finished());
        let state = game.state();
        let log = game.log();
        // Stones: every one placed is on the board or was captured, and captures count them.
        let placed = log.iter().filter(|e| matches!(e.event, GoEvent::StonePlaced { .. })).count();
        // Dead stones taken off at the end are prisoners too.
        let taken: usize = log.iter().map(|e| match &e.event {
            GoEvent::StonesCaptured { points, .. } | GoEvent::DeadStonesRemoved { points, .. } => points.len(),
            _ => 0,
        }).sum();
        let on_board = letters(state).iter().filter(|c| **c != '.').count();
        prop_assert_eq!(placed, on_board + taken);
        prop_assert_eq!((state.captures[0] + state.captures[1]) as usize, taken);
        // The log rebuilds the state.
        let mut rebuilt = Go::setup(&config).expect("setup");
        for entry in log {
            Go::apply(&mut rebuilt, &entry.event);
        }
        prop_assert_eq!(&rebuilt, state);
        // The count adds up, and decides the game.
        let outcome = game.outcome().expect("finished");
        match outcome.reason() {
            GoEndReason::Resignation => prop_assert!(state.resigned.is_some()),
            GoEndReason::TerritoryScoring => {
                match state.rule {
                    CountingRule::Area => prop_assert!(state.passes == 2 || state.moves == state.move_limit()),
                    CountingRule::Agreement => prop_assert!(state.removed),
                }
                let score = state.score.as_ref().expect("scored");
                let board = letters(state);
                let territory: Vec<char> = score.territory.chars().collect();
                let count = |c: char| territory.iter().filter(|t| **t == c).count() as u32;
                let neutral = board.iter().zip(&territory).filter(|(b, t)| **b == '.' && **t == '.').count() as u32;
                prop_assert_eq!(score.black.area + score.white.area + neutral, state.size * state.size);
                prop_assert_eq!(score.black.territory, count('B'));
                prop_assert_eq!(score.white.territory, count('W'));
                prop_assert_eq!(score.black.stones, state.board.count(Stone::Black));
                prop_assert_eq!(score.black.area, score.black.stones + score.black.territory);
                let lead = 2 * (i64::from(score.black.area) - i64::from(score.white.area))
                    - i64::from(state.komi_half_points);
                let expected = match lead {
                    0 => None,
                    l if l > 0 => Some(state.players[0].as_str()),
                    _ => Some(state.players[1].as_str()),
                };
                prop_assert_eq!(outcome.winner().map(String::as_str), expected);
                let margin = outcome.results()[0].metrics.as_ref().and_then(|m| m.get("marginHalfPoints").copied());
                prop_assert_eq!(margin, (lead != 0).then_some(lead.abs()));
            }
            // Only a record's result ends a game for these: random play never does.
            other => prop_assert!(false, "unexpected end {:?}", other),
        }
        let ended = matches!(log[log.len() - 1].event, GoEvent::GameEnded { .. });
        prop_assert!(ended);
    }
}

#[test]
fn board_strings_read_back_on_every_size() {
    for size in 5..=19usize {
        let text: String = (0..size * size)
            .map(|i| ['.', 'B', 'W'][i * 7 % 3])
            .collect();
        let board = Board::parse(&text).expect("a board");
        assert_eq!(board.size(), size);
        assert_eq!(board.to_string(), text);
    }
    assert!(Board::parse(&".".repeat(16)).is_err(), "4x4 is too small");
    assert!(Board::parse(&".".repeat(400)).is_err(), "20x20 is too big");
}

#[test]
fn a_pinned_game_has_the_same_hash_natively_and_in_wasm() {
    let game = pinned_go();
    let outcome = game.outcome().expect("finished");
    assert_eq!(outcome.reason(), GoEndReason::TerritoryScoring);
    assert!(
        game.state().captures.iter().sum::<u32>() > 0,
        "a game with captures"
    );
    let again = Game::<Go>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    println!(
        "pinned Go game: {} moves, captures {:?}, {}, hash {}",
        game.state().moves,
        game.state().captures,
        outcome.sentence(),
        game.state_hash().expect("hash")
    );
    assert_eq!(game.state_hash().expect("hash").to_string(), PINNED_GO_HASH);
}
