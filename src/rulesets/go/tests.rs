//! Go's rules of play, one test per rule: captures, suicide, ko and superko, the errors, perft.
//! (The end, the count and the configuration are in `score_tests.rs`.)

use super::board::Board;
use super::config::setup;
use super::*;
use crate::engine::error::{EngineError, ErrorCode};
use crate::engine::game::Game;
use crate::engine::play::run_events;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// A position from its rows (`.`, `B`, `W`, the top row first), `to_move` to move, on a board
/// of the rows' size, with the default komi, counted by area (every stone alive).
pub(super) fn position(rows: &[&str], to_move: Stone) -> GoState {
    position_counted(rows, to_move, CountingRule::Area)
}

/// [`position`], counted by `rule`.
pub(super) fn position_counted(rows: &[&str], to_move: Stone, rule: CountingRule) -> GoState {
    let board = Board::parse(&rows.concat()).expect("a board");
    let config = GoConfig {
        size: Some(board.size() as u32),
        counting: Some(rule),
        ..GoConfig::default()
    };
    let mut state = setup(&config).expect("valid");
    state.position = board.hash();
    state.board = board;
    state.moves = u32::from(to_move == Stone::White);
    state
}

/// Plays `action` for the player to move, as a game would, and returns the events it caused.
pub(super) fn act(state: &mut GoState, action: GoAction) -> Result<Vec<GoEvent>, EngineError> {
    let player = Go::to_act(state).cloned().expect("someone to move");
    act_as(state, &player, action)
}

pub(super) fn act_as(
    state: &mut GoState,
    player: &str,
    action: GoAction,
) -> Result<Vec<GoEvent>, EngineError> {
    let mut rng = GameRng::from_seed("test");
    let events = Go::resolve(state, &player.to_string(), &action, &mut rng)?;
    let mut log = Vec::new();
    run_events::<Go>(state, events, &mut rng, |_, e| log.push(e));
    Ok(log)
}

pub(super) fn play(x: u32, y: u32) -> GoAction {
    GoAction::Play { x, y }
}

fn rows(state: &GoState) -> Vec<String> {
    let text = state.board.to_string();
    let n = state.board.size();
    (0..n)
        .map(|y| text[y * n..(y + 1) * n].to_string())
        .collect()
}

fn captured(events: &[GoEvent]) -> Vec<Vec<(u32, u32)>> {
    events
        .iter()
        .filter_map(|e| match e {
            GoEvent::StonesCaptured { points, .. } => {
                Some(points.iter().map(|p| (p.x, p.y)).collect())
            }
            _ => None,
        })
        .collect()
}

fn refused(state: &GoState, action: GoAction) -> EngineError {
    let mut attempt = state.clone();
    let err = act(&mut attempt, action).expect_err("refused");
    assert_eq!(&attempt, state, "a refused action changes nothing");
    err
}

#[test]
fn a_stone_without_liberties_is_captured() {
    let mut s = position(&[".B...", "BW...", ".B...", ".....", "....."], Stone::Black);
    let events = act(&mut s, play(2, 1)).expect("legal");
    assert!(matches!(
        &events[0],
        GoEvent::StonePlaced { player, colour: Stone::Black, x: 2, y: 1 } if player == "black"
    ));
    assert_eq!(captured(&events), vec![vec![(1, 1)]]);
    assert!(matches!(&events[1], GoEvent::StonesCaptured { player, .. } if player == "black"));
    assert_eq!(rows(&s)[1], "B.B..");
    assert_eq!(s.captures, [1, 0]);
    assert_eq!(s.position, s.board.hash(), "the hash follows the captures");
}

#[test]
fn a_whole_chain_is_captured_in_one_event() {
    let mut s = position(&[".BB..", "BWW..", ".BB..", ".....", "....."], Stone::Black);
    let events = act(&mut s, play(3, 1)).expect("legal");
    assert_eq!(captured(&events), vec![vec![(1, 1), (2, 1)]]);
    assert_eq!(rows(&s)[1], "B..B.");
    assert_eq!(s.captures, [2, 0]);
}

#[test]
fn one_stone_can_capture_two_chains_with_one_event_each() {
    let mut s = position(&["WB...", ".WB..", "BB...", ".....", "....."], Stone::Black);
    let events = act(&mut s, play(0, 1)).expect("legal");
    // Neighbours in the order left, right, up, down: the chain to the right first.
    assert_eq!(captured(&events), vec![vec![(1, 1)], vec![(0, 0)]]);
    assert_eq!(events.len(), 3, "{events:?}");
    assert_eq!(rows(&s)[..2], [".B...".to_string(), "B.B..".to_string()]);
    assert_eq!(s.captures, [2, 0]);
}

#[test]
fn white_captures_too_and_is_named_the_capturer() {
    let mut s = position(&["B....", "W....", ".....", ".....", "....."], Stone::White);
    let events = act(&mut s, play(1, 0)).expect("legal");
    assert!(matches!(&events[1], GoEvent::StonesCaptured { player, .. } if player == "white"));
    assert_eq!(captured(&events), vec![vec![(0, 0)]]);
    assert_eq!(s.captures, [0, 1]);
    assert_eq!(rows(&s)[0], ".W...");
}

#[test]
fn suicide_is_refused_for_one_stone_and_for_a_chain() {
    let s = position(&[".W...", "W....", ".....", ".....", "....."], Stone::Black);
    let err = refused(&s, play(0, 0));
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(
        err.message,
        "x 0, y 0 is suicide: the stone would have no liberty and capture nothing"
    );
    // Filling the last liberty of your own chain.
    let s = position(&["BW...", ".W...", "W....", ".....", "....."], Stone::Black);
    let err = refused(&s, play(0, 1));
    assert!(err.message.contains("suicide"), "{}", err.message);
    assert!(!Go::legal_actions(&s, &"black".into()).contains(&play(0, 1)));
}

#[test]
fn a_move_that_captures_is_not_suicide() {
    // The ko point: no empty neighbour, but it takes the white stone's last liberty.
    let mut s = position(&[".BW..", "BW.W.", ".BW..", ".....", "....."], Stone::Black);
    assert!(Go::legal_actions(&s, &"black".into()).contains(&play(2, 1)));
    let events = act(&mut s, play(2, 1)).expect("a capture");
    assert_eq!(captured(&events), vec![vec![(1, 1)]]);
}

#[test]
fn ko_is_refused_at_once_and_allowed_after_moves_elsewhere() {
    let mut s = position(&[".BW..", "BW.W.", ".BW..", ".....", "....."], Stone::Black);
    act(&mut s, play(2, 1)).expect("black takes the ko");
    let err = refused(&s, play(1, 1));
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(
        err.message,
        "x 1, y 1 would repeat an earlier position (positional superko)"
    );
    assert!(!Go::legal_actions(&s, &"white".into()).contains(&play(1, 1)));
    act(&mut s, play(4, 4)).expect("a ko threat");
    act(&mut s, play(0, 4)).expect("black answers elsewhere");
    let events = act(&mut s, play(1, 1)).expect("now white may take back");
    assert_eq!(captured(&events), vec![vec![(2, 1)]]);
}

#[test]
fn superko_forbids_a_position_from_several_moves_back() {
    // Two kos: the left one for Black to take, the lower right one for White.
    let start = position(
        &[
            ".BW......",
            "BW.W.....",
            ".BW......",
            ".........",
            ".....BW..",
            "....B.BW.",
            ".....BW..",
            ".........",
            ".........",
        ],
        Stone::Black,
    );
    let mut s = start.clone();
    act(&mut s, play(2, 1)).expect("black takes the first ko");
    act(&mut s, play(5, 5)).expect("white takes the second");
    act(&mut s, GoAction::Pass {}).expect("black passes");
    act(&mut s, play(1, 1)).expect("white takes the first back: a new position");
    // Taking the second back would make the starting position again, five moves later (not the
    // position of two moves back, which a simple ko rule would check).
    let err = refused(&s, play(6, 5));
    assert!(
        err.message.contains("positional superko"),
        "{}",
        err.message
    );
    assert_eq!(
        s.history.len(),
        3,
        "three earlier positions: a pass adds none"
    );
    assert!(s.history.windows(2).all(|w| w[0] < w[1]), "sorted");
    assert!(s.history.contains(&start.position));
}

#[test]
fn occupied_points_and_points_off_the_board_are_refused() {
    let s = position(&["B....", ".....", ".....", ".....", "....."], Stone::White);
    let err = refused(&s, play(0, 0));
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(err.message, "x 0, y 0 is occupied by a black stone");
    let err = refused(&s, play(5, 0));
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert_eq!(err.message, "x is 5, expected 0 to 4");
    let err = refused(&s, play(1, u32::MAX));
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert_eq!(err.message, "y is 4294967295, expected 0 to 4");
}

#[test]
fn legal_actions_list_points_row_by_row_then_pass_and_never_resign() {
    let s = position(&["B....", ".....", ".....", ".....", "....W"], Stone::White);
    let legal = Go::legal_actions(&s, &"white".into());
    assert_eq!(legal.len(), 24);
    assert_eq!(legal[0], play(1, 0));
    assert_eq!(legal[1], play(2, 0));
    assert_eq!(legal[5], play(1, 1));
    assert_eq!(legal.last(), Some(&GoAction::Pass {}));
    assert!(!legal.contains(&GoAction::Resign {}));
    assert!(Go::legal_actions(&s, &"black".into()).is_empty());
}

#[test]
fn actions_are_json_as_the_issue_names_them() {
    let json = |a: &GoAction| serde_json::to_string(a).expect("json");
    assert_eq!(json(&play(3, 4)), r#"{"type":"PLAY","x":3,"y":4}"#);
    assert_eq!(json(&GoAction::Pass {}), r#"{"type":"PASS"}"#);
    assert_eq!(json(&GoAction::Resign {}), r#"{"type":"RESIGN"}"#);
    let parse = |s: &str| serde_json::from_str::<GoAction>(s).ok();
    assert_eq!(parse(r#"{"type":"PASS"}"#), Some(GoAction::Pass {}));
    assert_eq!(
        parse(r#"{"type":"PASS","x":1}"#),
        None,
        "unknown keys refused"
    );
    assert_eq!(parse(r#"{"type":"PLAY","x":-1,"y":0}"#), None);
}

#[test]
fn the_turn_is_the_move_number() {
    let mut game = Game::<Go>::new(GoConfig {
        counting: Some(CountingRule::Area),
        ..GoConfig::default()
    })
    .expect("valid");
    assert_eq!(game.turn(), 1);
    game.submit("black", play(4, 4)).expect("legal");
    game.submit("white", GoAction::Pass {}).expect("legal");
    assert_eq!(game.turn(), 3);
    let events = game.submit("black", GoAction::Pass {}).expect("legal");
    // The second pass, the count and the end, all on move 3.
    assert_eq!(events.len(), 3);
    assert!(events.iter().all(|e| e.turn == 3), "{events:?}");
    assert_eq!(game.turn(), 3);
}

#[test]
fn captures_carry_the_turn_of_their_move_and_the_last_move_is_kept() {
    let mut game = Game::<Go>::new(GoConfig {
        size: Some(5),
        ..GoConfig::default()
    })
    .expect("valid");
    game.submit("black", play(1, 0)).expect("legal");
    game.submit("white", play(0, 0)).expect("legal");
    let turns: Vec<u32> = game
        .submit("black", play(0, 1))
        .expect("a capture")
        .iter()
        .map(|e| e.turn)
        .collect();
    assert_eq!(turns, [3, 3]);
    assert_eq!(game.turn(), 4);
    assert_eq!(game.state().last_move, Some(GoPoint { x: 0, y: 1 }));
    game.submit("white", GoAction::Pass {}).expect("legal");
    assert_eq!(game.state().last_move, None);
    assert_eq!(game.turn(), 5);
}

#[test]
fn perft_counts_passes_as_moves_and_stops_at_the_end() {
    let game = Game::<Go>::new(GoConfig {
        size: Some(5),
        ..GoConfig::default()
    })
    .expect("valid");
    // Depth 1: 25 points and a pass. Depth 2: after a stone, 24 points and a pass (625);
    // after a pass, 25 points and the pass that ends the game (26). Depth 3: stone-stone 25 ·
    // 24 · 24 (no capture or suicide is possible with two stones), stone-pass 25 · 25,
    // pass-stone 25 · 25, and nothing after two passes.
    let counts: Vec<u64> = (0..=3).map(|d| game.perft(d).expect("perft")).collect();
    assert_eq!(counts, [1, 26, 651, 14_400 + 625 + 625]);
}
