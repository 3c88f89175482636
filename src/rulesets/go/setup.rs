//! Starting positions other than the empty board: handicap stones, or a set-up position of
//! stones (puzzles, tutorials, an imported file), checked once into the initial board.

use super::board::{Board, Stone};
use super::chains::Chains;
use super::handicap::handicap_points;
use super::state::GoPoint;
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};

/// A position to start from: these stones on the board, `toMove` to play (Black unless
/// given). Points are as actions give them: `x` from the left, `y` from the top, from 0.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GoSetup {
    /// Black's stones: at most one per point of the board.
    pub black: Vec<GoPoint>,
    /// White's stones: at most one per point of the board, none on a black one.
    pub white: Vec<GoPoint>,
    /// Who plays first (default Black).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub to_move: Option<Stone>,
}

/// The starting board and the colour to move first.
pub struct Start {
    /// The board, with the handicap or set-up stones.
    pub board: Board,
    /// The colour that moves first.
    pub first: Stone,
}

/// The start of a `size` board with `handicap` stones or `setup` (at most one of them), or
/// `INVALID_CONFIG` naming the field and value.
pub fn start(size: u32, handicap: Option<u32>, setup: Option<&GoSetup>) -> Result<Start> {
    let mut board = Board::empty(size);
    match (handicap, setup) {
        (Some(_), Some(_)) => Err(EngineError::invalid_config(
            "handicap and setup are both given: give one (handicap stones can be set up as setup.black)",
        )),
        (Some(stones), None) => {
            for point in handicap_points(size, stones).map_err(EngineError::invalid_config)? {
                if let Some(p) = board.point(point.x, point.y) {
                    board.set(p, Some(Stone::Black));
                }
            }
            Ok(Start {
                board,
                first: Stone::White,
            })
        }
        (None, Some(setup)) => {
            for (stone, field, points) in [
                (Stone::Black, "black", &setup.black),
                (Stone::White, "white", &setup.white),
            ] {
                place(&mut board, stone, field, points)?;
            }
            breathes(&board)?;
            Ok(Start {
                board,
                first: setup.to_move.unwrap_or(Stone::Black),
            })
        }
        (None, None) => Ok(Start {
            board,
            first: Stone::Black,
        }),
    }
}

/// Puts `points` (`setup.<field>`) on `board` as `stone`s: each on the board and on an empty
/// point.
fn place(board: &mut Board, stone: Stone, field: &str, points: &[GoPoint]) -> Result<()> {
    let n = board.size();
    if points.len() > board.len() {
        return Err(EngineError::invalid_config(format!(
            "setup.{field} has {} points, expected at most {} (the points of a {n}×{n} board)",
            points.len(),
            board.len()
        )));
    }
    for (i, &GoPoint { x, y }) in points.iter().enumerate() {
        let Some(p) = board.point(x, y) else {
            return Err(EngineError::invalid_config(format!(
                "setup.{field}[{i}] is x {x}, y {y}, off the {n}×{n} board (0 to {})",
                n - 1
            )));
        };
        if let Some(there) = board.at(p) {
            return Err(EngineError::invalid_config(format!(
                "setup.{field}[{i}] is x {x}, y {y}, which already holds a {} stone",
                there.name()
            )));
        }
        board.set(p, Some(stone));
    }
    Ok(())
}

/// Refuses a position with a chain that has no liberty (no move could have made it).
fn breathes(board: &Board) -> Result<()> {
    let chains = Chains::of(board);
    for p in 0..board.len() {
        let (Some(stone), Some(chain)) = (board.at(p), chains.chain(p)) else {
            continue;
        };
        if chains.liberties(chain) == 0 {
            let (x, y) = board.xy(p);
            return Err(EngineError::invalid_config(format!(
                "setup: the {} stones at x {x}, y {y} have no liberty",
                stone.name()
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{CountingRule, Go, GoAction, GoConfig};
    use super::*;
    use crate::engine::error::ErrorCode;
    use crate::engine::game::Game;

    fn p(x: u32, y: u32) -> GoPoint {
        GoPoint { x, y }
    }

    fn refused(config: GoConfig) -> String {
        let e = Game::<Go>::new(config).expect_err("refused");
        assert_eq!(e.code, ErrorCode::InvalidConfig, "{e:?}");
        e.message
    }

    #[test]
    fn a_handicap_game_has_its_stones_and_white_moves_first_with_half_a_point() {
        let game = Game::<Go>::new(GoConfig {
            handicap: Some(2),
            ..GoConfig::default()
        })
        .expect("valid");
        let s = game.state();
        assert_eq!(s.board.to_string().matches('B').count(), 2);
        assert_eq!(s.board.at(2 * 9 + 6), Some(Stone::Black)); // G7
        assert_eq!(s.board.at(6 * 9 + 2), Some(Stone::Black)); // C3
        assert_eq!(s.to_move(), Stone::White);
        assert_eq!(game.current_player().map(String::as_str), Some("white"));
        assert_eq!(s.komi_half_points, 1);
        assert_eq!(s.position, s.board.hash());
        assert!(s.history.is_empty());
        let json = serde_json::to_value(s).expect("json");
        assert_eq!(json["first"], "WHITE");
        // A komi given is kept.
        let game = Game::<Go>::new(GoConfig {
            handicap: Some(4),
            komi: Some(-2.5),
            size: Some(13),
            ..GoConfig::default()
        })
        .expect("valid");
        assert_eq!(game.state().komi_half_points, -5);
        // An even game's state has no `first`: earlier hashes stand.
        let even = Game::<Go>::new(GoConfig::default()).expect("valid");
        let json = serde_json::to_value(even.state()).expect("json");
        assert!(json.get("first").is_none(), "{json}");
    }

    #[test]
    fn the_count_gives_no_handicap_compensation() {
        let mut game = Game::<Go>::new(GoConfig {
            handicap: Some(2),
            counting: Some(CountingRule::Area),
            ..GoConfig::default()
        })
        .expect("valid");
        game.submit("white", GoAction::Pass {}).expect("legal");
        game.submit("black", GoAction::Pass {}).expect("legal");
        let score = game.state().score.clone().expect("scored");
        // Black's two stones own the board: 81 against 0 plus half a point.
        assert_eq!((score.black.area, score.white.area), (81, 0));
        assert_eq!(score.black_lead(), 2 * 81 - 1);
    }

    #[test]
    fn bad_handicaps_are_refused_naming_the_value() {
        let with = |size, handicap| GoConfig {
            size: Some(size),
            handicap: Some(handicap),
            ..GoConfig::default()
        };
        assert_eq!(refused(with(9, 1)), "handicap is 1, expected 2 to 9");
        assert_eq!(
            refused(with(8, 5)),
            "handicap is 5, expected at most 4 on a 8×8 board"
        );
        assert!(refused(with(6, 2)).starts_with("handicap is 2, but a 6×6 board takes none"));
        let both = GoConfig {
            setup: Some(GoSetup::default()),
            ..with(9, 2)
        };
        assert!(refused(both).starts_with("handicap and setup are both given"));
    }

    #[test]
    fn a_setup_is_the_start_and_the_superko_history_starts_there() {
        // A ko: Black at (1,0) and (0,1) around the corner, White's stone in it can be taken.
        let setup = GoSetup {
            black: vec![p(1, 0), p(0, 1), p(2, 1), p(1, 2)],
            white: vec![p(2, 0), p(3, 1), p(2, 2)],
            to_move: Some(Stone::White),
        };
        let mut game = Game::<Go>::new(GoConfig {
            size: Some(5),
            setup: Some(setup),
            ..GoConfig::default()
        })
        .expect("valid");
        let s = game.state();
        assert_eq!(s.to_move(), Stone::White);
        assert_eq!(s.board.count(Stone::Black), 4);
        assert_eq!(s.board.count(Stone::White), 3);
        assert_eq!(s.position, s.board.hash());
        assert!(s.history.is_empty());
        let start = s.position;
        // White takes at (1,1); Black cannot retake at once (the setup position again).
        game.submit("white", GoAction::Play { x: 1, y: 1 })
            .expect("legal");
        assert!(game.state().history.contains(&start));
        let e = game
            .submit("black", GoAction::Play { x: 2, y: 1 })
            .expect_err("superko");
        assert_eq!(e.code, ErrorCode::IllegalAction);
    }

    #[test]
    fn bad_setups_are_refused_naming_the_point() {
        let with = |black: Vec<GoPoint>, white: Vec<GoPoint>| GoConfig {
            size: Some(5),
            setup: Some(GoSetup {
                black,
                white,
                to_move: None,
            }),
            ..GoConfig::default()
        };
        assert_eq!(
            refused(with(vec![p(0, 0), p(5, 1)], vec![])),
            "setup.black[1] is x 5, y 1, off the 5×5 board (0 to 4)"
        );
        assert_eq!(
            refused(with(vec![p(0, 0)], vec![p(1, 1), p(0, 0)])),
            "setup.white[1] is x 0, y 0, which already holds a black stone"
        );
        assert_eq!(
            refused(with(vec![p(2, 2), p(2, 2)], vec![])),
            "setup.black[1] is x 2, y 2, which already holds a black stone"
        );
        assert_eq!(
            refused(with(vec![p(0, 0)], vec![p(1, 0), p(0, 1)])),
            "setup: the black stones at x 0, y 0 have no liberty"
        );
        let many = (0..26).map(|i| p(i % 5, i / 5)).collect();
        assert!(refused(with(many, vec![])).starts_with("setup.black has 26 points, expected at most 25"));
        // From JSON, a wrong shape is named with its path.
        let e = serde_json::from_str::<GoConfig>(r#"{"setup":{"black":[{"x":-1,"y":0}],"white":[]}}"#)
            .expect_err("refused");
        assert!(e.to_string().contains("-1"), "{e}");
    }
}
