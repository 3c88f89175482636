//! A game started from a given position (the configuration's `position`) and from recorded dice
//! (its `dice`): both checked once here, named field by field when refused.

use super::moves::CHECKERS;
use super::state::{BackgammonState, Cube};
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};

/// The most recorded dice a configuration may carry (a long game rolls about 60 times).
pub const MAX_RECORDED: usize = 10_000;
/// The cube's largest value.
pub const MAX_CUBE: u32 = 64;

/// A position to start from, shaped like the state: `board` is 24 counts in white's numbering
/// (white positive, black negative), `bar` and `off` white's then black's, `mover` the seat to
/// move (0 white, 1 black). With `dice`, the mover has rolled them (they are the position's, not
/// rolled: no `DiceRolled` records them); without, the mover rolls (or, with the cube, may
/// double first). `cube` needs the configuration's `cube`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BackgammonPosition {
    /// 24 counts, white's point 1 first: white's checkers positive, black's negative.
    #[cfg_attr(feature = "wasm", tsify(type = "number[]"))]
    pub board: Vec<i64>,
    /// Checkers on the bar: white's, then black's.
    pub bar: [i64; 2],
    /// Checkers borne off: white's, then black's.
    pub off: [i64; 2],
    /// The seat to move: 0 white, 1 black.
    pub mover: i64,
    /// The dice the mover has rolled, each 1 to 6; absent: the mover is to roll.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub dice: Option<[i64; 2]>,
    /// The cube's value and owner (only with the configuration's `cube`); absent: at 1, in the
    /// middle.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub cube: Option<Cube>,
}

fn refuse(message: String) -> EngineError {
    EngineError::invalid_config(message)
}

fn die(v: i64) -> Option<u8> {
    u8::try_from(v).ok().filter(|d| (1..=6).contains(d))
}

/// The configuration's recorded dice, checked.
pub fn recorded(dice: Option<&[[u8; 2]]>) -> Result<Vec<[u8; 2]>> {
    let dice = dice.unwrap_or(&[]);
    if dice.len() > MAX_RECORDED {
        return Err(refuse(format!(
            "dice has {} pairs, expected at most {MAX_RECORDED}",
            dice.len()
        )));
    }
    for (i, pair) in dice.iter().enumerate() {
        if pair.iter().any(|d| !(1..=6).contains(d)) {
            return Err(refuse(format!(
                "dice[{i}] is {pair:?}, expected two dice from 1 to 6"
            )));
        }
    }
    Ok(dice.to_vec())
}

/// Puts `p` on `state` (the standard start, players and cube already set), or says which
/// field is wrong.
pub fn place(state: &mut BackgammonState, p: &BackgammonPosition, cube_on: bool) -> Result<()> {
    if p.board.len() != 24 {
        return Err(refuse(format!(
            "position.board has {} points, expected 24",
            p.board.len()
        )));
    }
    let max = i64::from(CHECKERS);
    let mut totals = [0i64; 2];
    for (i, (&v, slot)) in p.board.iter().zip(state.board.iter_mut()).enumerate() {
        if !(-max..=max).contains(&v) {
            return Err(refuse(format!(
                "position.board[{i}] is {v}, expected -{max} to {max}"
            )));
        }
        *slot = v as i8;
        if v > 0 {
            totals[0] += v;
        } else {
            totals[1] -= v;
        }
    }
    for (field, values, into) in [
        ("bar", p.bar, &mut state.bar),
        ("off", p.off, &mut state.off),
    ] {
        for (seat, (&v, slot)) in values.iter().zip(into.iter_mut()).enumerate() {
            if !(0..=max).contains(&v) {
                return Err(refuse(format!(
                    "position.{field}[{seat}] is {v}, expected 0 to {max}"
                )));
            }
            *slot = v as u8;
            if let Some(t) = totals.get_mut(seat) {
                *t += v;
            }
        }
    }
    for (seat, (total, colour)) in totals.iter().zip(["white", "black"]).enumerate() {
        if *total != max {
            return Err(refuse(format!(
                "position has {total} {colour} checkers, expected {max}"
            )));
        }
        if p.off.get(seat) == Some(&max) {
            return Err(refuse(format!(
                "position.off[{seat}] is {max}: {colour} has already won"
            )));
        }
    }
    let mover = match p.mover {
        0 | 1 => p.mover as u8,
        m => {
            return Err(refuse(format!(
                "position.mover is {m}, expected 0 (white) or 1 (black)"
            )))
        }
    };
    state.mover = Some(mover);
    if let Some(dice) = p.dice {
        let (Some(a), Some(b)) = (die(dice[0]), die(dice[1])) else {
            return Err(refuse(format!(
                "position.dice is {dice:?}, expected two dice from 1 to 6"
            )));
        };
        state.turn = 1;
        state.roll = Some([a, b]);
        state.dice = if a == b { vec![a; 4] } else { vec![a, b] };
    }
    if let Some(c) = p.cube {
        if !cube_on {
            return Err(refuse(
                "position.cube is set but cube is not true".to_string(),
            ));
        }
        if !c.value.is_power_of_two() || c.value > MAX_CUBE {
            return Err(refuse(format!(
                "position.cube.value is {}, expected a power of two from 1 to {MAX_CUBE}",
                c.value
            )));
        }
        match c.owner {
            Some(o) if o > 1 => {
                return Err(refuse(format!(
                    "position.cube.owner is {o}, expected 0 (white) or 1 (black)"
                )))
            }
            Some(_) if c.value == 1 => {
                return Err(refuse(
                    "position.cube.owner is set but the cube's value is 1: an unturned cube is in \
                     the middle"
                        .to_string(),
                ))
            }
            None if c.value > 1 => {
                return Err(refuse(format!(
                    "position.cube.owner is absent but the cube's value is {}: a turned cube has \
                     an owner",
                    c.value
                )))
            }
            _ => {}
        }
        state.cube = Some(c);
    }
    Ok(())
}

/// A race with no contact, in white's numbering: white's checkers 5 each on its 1, 3 and 6
/// points, black's on its 1, 4 and 5 (the tests' and the conformance samples' position).
pub(crate) fn race_board() -> Vec<i64> {
    let mut board = vec![0i64; 24];
    for (point, count) in [(0, 5), (2, 5), (5, 5), (23, -5), (20, -5), (19, -5)] {
        if let Some(p) = board.get_mut(point) {
            *p = count;
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::ErrorCode;
    use crate::engine::game::Game;
    use crate::rulesets::backgammon::{Backgammon, BackgammonConfig, BackgammonEvent as E};

    fn race() -> BackgammonPosition {
        BackgammonPosition {
            board: race_board(),
            bar: [0, 0],
            off: [0, 0],
            mover: 1,
            dice: Some([6, 5]),
            cube: None,
        }
    }

    fn config(position: BackgammonPosition, cube: bool) -> BackgammonConfig {
        BackgammonConfig {
            cube: cube.then_some(true),
            position: Some(position),
            ..BackgammonConfig::default()
        }
    }

    #[test]
    fn a_position_starts_the_game_with_its_mover_and_dice() {
        let game = Game::<Backgammon>::new(config(race(), false)).expect("new");
        assert_eq!(game.current_player().map(String::as_str), Some("black"));
        assert_eq!(game.state().dice, [6, 5]);
        assert!(game.log().is_empty(), "no opening roll");
        let mut p = race();
        p.dice = None;
        p.cube = Some(Cube {
            value: 4,
            owner: Some(1),
        });
        let game = Game::<Backgammon>::new(config(p, true)).expect("new");
        // Black owns the cube: they choose before rolling.
        assert!(game.state().roll.is_none());
        assert_eq!(game.state().stake(), 4);
    }

    #[test]
    fn recorded_dice_come_first() {
        let config = BackgammonConfig {
            dice: Some(vec![[2, 2], [3, 5], [1, 4]]),
            ..BackgammonConfig::default()
        };
        let game = Game::<Backgammon>::new(config).expect("new");
        let events: Vec<&E> = game.log().iter().map(|e| &e.event).collect();
        assert!(matches!(events[0], E::OpeningRoll { rolls, player } if rolls == &[[2, 2], [3, 5]] && player == "black"));
        assert!(matches!(events[1], E::DiceRolled { dice: [5, 3], .. }));
        assert_eq!(game.state().recorded, [[1, 4]]);
        use crate::engine::ruleset::Ruleset;
        assert!(Backgammon::view(game.state(), None).recorded.is_empty());
    }

    #[test]
    fn bad_positions_are_named() {
        type Change = Box<dyn Fn(&mut BackgammonPosition)>;
        let cases: Vec<(Change, bool, &str)> = vec![
            (Box::new(|p| p.board.truncate(23)), false, "position.board has 23 points"),
            (Box::new(|p| p.board[3] = 16), false, "position.board[3] is 16"),
            (Box::new(|p| p.board[3] = 1), false, "position has 16 white checkers"),
            (Box::new(|p| p.bar[1] = -1), false, "position.bar[1] is -1"),
            (Box::new(|p| p.mover = 2), false, "position.mover is 2"),
            (Box::new(|p| p.dice = Some([0, 3])), false, "position.dice is [0, 3]"),
            (
                Box::new(|p| {
                    p.board[0] = 0;
                    p.off[0] = 5;
                    p.board[2] = 0;
                    p.off[0] = 10;
                    p.board[5] = 0;
                    p.off[0] = 15;
                }),
                false,
                "position.off[0] is 15",
            ),
            (
                Box::new(|p| p.cube = Some(Cube { value: 2, owner: None })),
                false,
                "position.cube is set but cube is not true",
            ),
            (
                Box::new(|p| p.cube = Some(Cube { value: 3, owner: Some(0) })),
                true,
                "position.cube.value is 3",
            ),
            (
                Box::new(|p| p.cube = Some(Cube { value: 1, owner: Some(0) })),
                true,
                "position.cube.owner is set",
            ),
        ];
        for (change, cube, want) in cases {
            let mut p = race();
            change(&mut p);
            let e = Game::<Backgammon>::new(config(p, cube)).expect_err(want);
            assert_eq!(e.code, ErrorCode::InvalidConfig, "{want}");
            assert!(e.message.contains(want), "{want}: {}", e.message);
        }
        let bad = BackgammonConfig {
            dice: Some(vec![[1, 7]]),
            ..BackgammonConfig::default()
        };
        let e = Game::<Backgammon>::new(bad).expect_err("a 7");
        assert!(e.message.contains("dice[0] is [1, 7]"), "{}", e.message);
        let bad = BackgammonConfig {
            jacoby: Some(true),
            ..BackgammonConfig::default()
        };
        assert!(Game::<Backgammon>::new(bad).is_err());
    }
}
