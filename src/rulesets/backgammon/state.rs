//! The configuration, the state and the starting position, and the state seen from one side
//! ([`Pos`]) for move generation.

use super::moves::{Dice, Pos, BAR, CHECKERS, OFF};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use serde::{Deserialize, Serialize};

/// The configuration: both fields are optional.
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
    /// The seat that resigned, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub resigned: Option<u8>,
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
    let mut board = [0i8; 24];
    for (point, n) in START {
        if let Some(c) = board.get_mut(point - 1) {
            *c += n as i8;
        }
        if let Some(c) = board.get_mut(24 - point) {
            *c -= n as i8;
        }
    }
    Ok(BackgammonState {
        players,
        board,
        bar: [0, 0],
        off: [0, 0],
        turn: 0,
        mover: None,
        roll: None,
        dice: Vec::new(),
        resigned: None,
    })
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
    pub fn seat_of(&self, player: &str) -> Option<usize> {
        self.players.iter().position(|p| p == player)
    }
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
    pub fn is_over(&self) -> bool {
        self.resigned.is_some() || self.borne_off_winner().is_some()
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
    pub fn dice_left(&self) -> Dice {
        Dice::new(&self.dice)
    }
}
