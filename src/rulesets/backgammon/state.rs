//! The configuration, the state and the starting position, and the state seen from one side
//! ([`Pos`]) for move generation.

use super::moves::{Dice, Pos, BAR, CHECKERS, OFF};
use super::position::{self, BackgammonPosition};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use serde::{Deserialize, Serialize};

/// The configuration: every field is optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct BackgammonConfig {
    /// The two player ids; the first plays white. Default `["white", "black"]`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<[PlayerId; 2]>,
    /// Seed text for the dice.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// Play with the doubling cube (a money game as GNU Backgammon plays it). Default false.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub cube: Option<bool>,
    /// The Jacoby rule (with the cube on): gammons and backgammons count only once the cube has
    /// been turned. Default true when the cube is on; refused without it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub jacoby: Option<bool>,
    /// Start from this position instead of the opening roll.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub position: Option<BackgammonPosition>,
    /// Recorded dice, used before the seed's: each roll of the game takes the next pair (an
    /// opening roll reads a pair as white's die then black's, again while they tie). At most
    /// [`position::MAX_RECORDED`] pairs, each die 1 to 6.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "[number, number][]"))]
    pub dice: Option<Vec<[u8; 2]>>,
}

/// The doubling cube: its value (1 to 64) and its owner (absent while it is in the middle).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Cube {
    /// Its value: 1, 2, 4... up to 64.
    pub value: u32,
    /// The seat that owns the cube (0 white, 1 black); absent while it is in the middle.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub owner: Option<u8>,
}

/// An offer waiting for the other player's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Offer {
    /// `seat` offers to resign for `points` (1 to 3, times the cube).
    Resign {
        /// Who offers: 0 white, 1 black.
        seat: u8,
        /// 1 (a single game), 2 (a gammon) or 3 (a backgammon).
        points: u8,
    },
    /// `seat` doubles: the other takes or drops.
    Double {
        /// Who doubles: 0 white, 1 black.
        seat: u8,
    },
}

/// How a game was given up: `seat` resigned (an accepted offer) or dropped a double, and the
/// points the other won (the cube included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Conceded {
    /// Who gave up: 0 white, 1 black.
    pub seat: u8,
    /// The points the other won, the cube included.
    pub points: u32,
    /// True for a dropped double, false for a resignation.
    pub dropped: bool,
}

/// The whole game: nothing is hidden, and nothing about future dice is here (they come from the
/// game's RNG, which is not part of the state).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct BackgammonState {
    /// White's id, then black's.
    pub players: [PlayerId; 2],
    /// The 24 points in white's numbering: `board[i]` is white's point `i + 1`, which is
    /// black's point `24 - i`. Positive: that many white checkers; negative: black checkers.
    #[cfg_attr(feature = "wasm", tsify(type = "number[]"))]
    pub board: [i8; 24],
    /// Checkers on the bar, white's then black's.
    pub bar: [u8; 2],
    /// Checkers borne off, white's then black's.
    pub off: [u8; 2],
    /// Turns started (the opening roll starts turn 1).
    pub turn: u32,
    /// The seat to move (0 white, 1 black); absent before the opening roll and after the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub mover: Option<u8>,
    /// The dice rolled for this turn (the opening roll: the starter's die, then the other's);
    /// absent before the opening roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub roll: Option<[u8; 2]>,
    /// The dice left to use this turn (four for a double).
    pub dice: Vec<u8>,
    /// The cube, when the game is played with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub cube: Option<Cube>,
    /// The Jacoby rule is on (only with the cube).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub jacoby: bool,
    /// An offer (a resignation or a double) waiting for the other player's answer: they are to
    /// act until they answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub offer: Option<Offer>,
    /// The game given up: a resignation accepted or a double dropped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub conceded: Option<Conceded>,
    /// Recorded dice still to come (the configuration's `dice`): the referee's, left out of
    /// every view (bots treat the dice as chance).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "[number, number][]"))]
    pub recorded: Vec<[u8; 2]>,
}

/// The standard start for one side, in its own numbering: 2 on the 24-point, 5 on the 13,
/// 3 on the 8, 5 on the 6.
const START: [(usize, u8); 4] = [(24, 2), (13, 5), (8, 3), (6, 5)];

/// Validates the configuration into the starting position (no dice yet: the opening roll is
/// the game's start).
pub fn setup(config: &BackgammonConfig) -> Result<BackgammonState> {
    let players = config
        .players
        .clone()
        .unwrap_or_else(|| ["white".into(), "black".into()]);
    validate_player_ids(&players, "players").map_err(|e| EngineError::invalid_config(e.message))?;
    let cube = config.cube.unwrap_or(false);
    if config.jacoby.is_some() && !cube {
        return Err(EngineError::invalid_config(
            "jacoby is set but cube is not true: the Jacoby rule needs the cube",
        ));
    }
    let recorded = position::recorded(config.dice.as_deref())?;
    let mut state = start_state(players);
    state.recorded = recorded;
    if cube {
        state.cube = Some(Cube {
            value: 1,
            owner: None,
        });
        state.jacoby = config.jacoby.unwrap_or(true);
    }
    if let Some(p) = &config.position {
        position::place(&mut state, p, cube)?;
    }
    Ok(state)
}

/// The standard start, before the opening roll.
fn start_state(players: [PlayerId; 2]) -> BackgammonState {
    let mut board = [0i8; 24];
    for (point, n) in START {
        if let Some(c) = board.get_mut(point - 1) {
            *c += n as i8;
        }
        if let Some(c) = board.get_mut(24 - point) {
            *c -= n as i8;
        }
    }
    BackgammonState {
        players,
        board,
        bar: [0, 0],
        off: [0, 0],
        turn: 0,
        mover: None,
        roll: None,
        dice: Vec::new(),
        cube: None,
        jacoby: false,
        offer: None,
        conceded: None,
        recorded: Vec::new(),
    }
}

/// The other seat.
pub fn other(seat: usize) -> usize {
    if seat == 0 {
        1
    } else {
        0
    }
}

/// The index in `board` of `seat`'s point `point` (1 to 24).
pub fn board_index(seat: usize, point: usize) -> usize {
    if seat == 0 {
        point.wrapping_sub(1)
    } else {
        24usize.wrapping_sub(point)
    }
}

impl BackgammonState {
    /// The seat of the player with this id: 0 white, 1 black.
    pub fn seat_of(&self, player: &str) -> Option<usize> {
        self.players.iter().position(|p| p == player)
    }
    /// The id of the player at this seat (black for any seat but 0).
    pub fn player(&self, seat: usize) -> &PlayerId {
        let [white, black] = &self.players;
        if seat == 0 {
            white
        } else {
            black
        }
    }
    /// `seat`'s checkers on its own point `point` (1 to 24).
    pub fn count(&self, seat: usize, point: usize) -> u8 {
        let v = self
            .board
            .get(board_index(seat, point))
            .copied()
            .unwrap_or(0);
        let own = if seat == 0 { v } else { -v };
        own.max(0) as u8
    }
    /// The seat that has won by bearing off, if one has.
    pub fn borne_off_winner(&self) -> Option<usize> {
        self.off.iter().position(|&n| n >= CHECKERS)
    }
    /// Whether the game is over: conceded, or a player has borne off every checker.
    pub fn is_over(&self) -> bool {
        self.conceded.is_some() || self.borne_off_winner().is_some()
    }
    /// `seat`'s checkers, indexed in its own numbering (25 the bar, 0 off).
    pub fn side(&self, seat: usize) -> [u8; 26] {
        let mut side = [0u8; 26];
        for (point, slot) in side.iter_mut().enumerate().take(25).skip(1) {
            *slot = self.count(seat, point);
        }
        if let Some(s) = side.get_mut(BAR) {
            *s = self.bar.get(seat).copied().unwrap_or(0);
        }
        if let Some(s) = side.get_mut(OFF) {
            *s = self.off.get(seat).copied().unwrap_or(0);
        }
        side
    }
    /// The position from `seat`'s side (one pass over the board: bots call it at every step).
    pub fn pos(&self, seat: usize) -> Pos {
        let mut me = [0u8; 26];
        let mut them = [0u8; 26];
        let white = seat == 0;
        for (i, &v) in self.board.iter().enumerate() {
            let point = if white { i + 1 } else { 24 - i };
            let own = if white { v } else { -v };
            let (side, n) = if own >= 0 {
                (&mut me, own)
            } else {
                (&mut them, -own)
            };
            if let Some(slot) = side.get_mut(point) {
                *slot = n as u8;
            }
        }
        let (you, opponent) = (seat.min(1), other(seat));
        if let Some(s) = me.get_mut(BAR) {
            *s = self.bar.get(you).copied().unwrap_or(0);
        }
        if let Some(s) = me.get_mut(OFF) {
            *s = self.off.get(you).copied().unwrap_or(0);
        }
        // The opponent's bar is the mover's 0, their borne-off checkers the mover's 25.
        if let Some(s) = them.get_mut(OFF) {
            *s = self.bar.get(opponent).copied().unwrap_or(0);
        }
        if let Some(s) = them.get_mut(BAR) {
            *s = self.off.get(opponent).copied().unwrap_or(0);
        }
        Pos { me, them }
    }
    /// The cube's value (1 without the cube).
    pub fn stake(&self) -> u32 {
        self.cube.map_or(1, |c| c.value)
    }
    /// The dice the player to move has left to use.
    pub fn dice_left(&self) -> Dice {
        Dice::new(&self.dice)
    }
}
