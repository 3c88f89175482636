//! Connect Four: two players drop discs into a grid of seven columns and six rows; a disc falls
//! to the lowest empty cell of its column. Four in a row (across, up or diagonally) wins; a full
//! board without one is a draw.
//!
//! The first player listed plays red and moves first (default players `["red", "yellow"]`).
//! Columns are numbered 0 to 6 from the left, rows 0 to 5 from the bottom. End reasons:
//! `FOUR_IN_A_ROW` (a win), `BOARD_FULL` (a draw).
//!
//! - [`board`]: the board as bitboards (the rules' checks, perft, the bot's positions);
//! - [`bot`]: the bot (`impl Bot`), an alpha-beta search with a threat-counting evaluation.

use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::{GameOutcome, OutcomeType, PlayerResult};
use crate::engine::player::{validate_player_ids, PlayerId};
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use board::{bit, Position, COLUMNS, ROWS};
use serde::{Deserialize, Serialize};

pub mod board;
pub mod bot;

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[doc(hidden)] // bindings plumbing, public for tests/web.rs: JavaScript gets the class
#[cfg(feature = "wasm")]
pub mod bindings;

/// The configuration: both fields are optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ConnectFourConfig {
    /// Seed text (Connect Four draws no random numbers, but every game has a seed).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// The two player ids, red (who moves first) first. Default `["red", "yellow"]`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<[PlayerId; 2]>,
}

/// A disc's colour: red moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Disc {
    /// The first player's discs.
    Red,
    /// The second player's discs.
    Yellow,
}

/// A cell of the board: `column` 0 to 6 from the left, `row` 0 to 5 from the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Cell {
    /// 0 to 6, from the left.
    pub column: u32,
    /// 0 to 5, from the bottom.
    pub row: u32,
}

/// The whole game: the players and the board (nothing is hidden, so it is also each view).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ConnectFourState {
    /// Red's id, then yellow's.
    pub players: [PlayerId; 2],
    /// The seven columns from the left, each its discs from the bottom up (at most six).
    #[cfg_attr(feature = "wasm", tsify(type = "Disc[][]"))]
    pub columns: [Vec<Disc>; 7],
    /// Discs dropped so far.
    pub moves: u32,
    /// The cell of the last disc dropped; `null` before the first.
    #[cfg_attr(feature = "wasm", tsify(type = "Cell | null"))]
    pub last: Option<Cell>,
    /// The cells of the winning line (of every line of four or more the winning disc made),
    /// empty unless the game was won.
    pub four: Vec<Cell>,
}

/// Drop a disc into `column` (0 to 6 from the left); it falls to the lowest empty cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct ConnectFourAction {
    /// The column, 0 to 6 from the left: it must not be full.
    pub column: u32,
}

/// What happened, one change at a time (`type` tells which).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum ConnectFourEvent {
    /// A disc fell into `column` and came to rest on `row`.
    DiscDropped {
        /// Who dropped it.
        player: PlayerId,
        /// Its colour.
        disc: Disc,
        /// 0 to 6, from the left.
        column: u32,
        /// 0 to 5, from the bottom: the lowest cell that was empty.
        row: u32,
    },
    /// The disc just dropped made four (or more) in a row: `cells` are every line it made.
    FourInARow {
        /// Who made it.
        player: PlayerId,
        /// Their colour.
        disc: Disc,
        /// The cells of every line of four or more through the last disc.
        cells: Vec<Cell>,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<ConnectFourEndReason>,
    },
}

/// The ruleset (a type-level tag; the state lives in [`ConnectFourState`]).
#[derive(Debug, Clone, Copy)]
pub struct ConnectFour;

crate::end_reasons! {
    /// Why a game of Connect Four ends.
    pub enum ConnectFourEndReason {
        /// Four discs of one colour in a row, column or diagonal.
        FourInARow => "four in a row",
        /// The board filled up with no four in a row.
        BoardFull => "board full",
    }
}

impl ConnectFourState {
    /// Red's discs and yellow's, as bitboards ([`board`]).
    fn bits(&self) -> (u64, u64) {
        let (mut red, mut yellow) = (0, 0);
        for (column, discs) in (0..COLUMNS).zip(&self.columns) {
            for (row, disc) in (0..ROWS).zip(discs) {
                match disc {
                    Disc::Red => red |= bit(column, row),
                    Disc::Yellow => yellow |= bit(column, row),
                }
            }
        }
        (red, yellow)
    }
    /// The position for perft and the bot: the discs of the colour to move, and all.
    pub fn position(&self) -> Position {
        let (red, yellow) = self.bits();
        let mover = match self.disc_to_move() {
            Disc::Red => red,
            Disc::Yellow => yellow,
        };
        Position {
            mover,
            all: red | yellow,
        }
    }
    /// The colour with four in a row, if any.
    fn four_owner(&self) -> Option<Disc> {
        let (red, yellow) = self.bits();
        if board::has_four(red) {
            Some(Disc::Red)
        } else if board::has_four(yellow) {
            Some(Disc::Yellow)
        } else {
            None
        }
    }
    fn is_full(&self) -> bool {
        self.columns.iter().all(|c| c.len() >= ROWS as usize)
    }
    fn is_over(&self) -> bool {
        // No four before seven discs.
        self.moves >= 7 && (self.is_full() || self.four_owner().is_some())
    }
    fn player_of(&self, disc: Disc) -> &PlayerId {
        let [red, yellow] = &self.players;
        match disc {
            Disc::Red => red,
            Disc::Yellow => yellow,
        }
    }
    fn disc_to_move(&self) -> Disc {
        if self.moves % 2 == 0 {
            Disc::Red
        } else {
            Disc::Yellow
        }
    }
    /// The disc at (`column`, `row`), if any.
    fn at(&self, column: i64, row: i64) -> Option<Disc> {
        let column = usize::try_from(column).ok()?;
        let row = usize::try_from(row).ok()?;
        self.columns.get(column)?.get(row).copied()
    }
    /// The cells of every line of four or more of `disc`'s colour through (`column`, `row`).
    fn lines_through(&self, column: u32, row: u32, disc: Disc) -> Vec<Cell> {
        let (c, r) = (i64::from(column), i64::from(row));
        let mut cells = Vec::new();
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            // Back to the line's first disc, then forward to its last.
            let mut k = 0;
            while self.at(c - (k + 1) * dc, r - (k + 1) * dr) == Some(disc) {
                k += 1;
            }
            let line: Vec<Cell> = (-k..)
                .map_while(|i| {
                    let (x, y) = (c + i * dc, r + i * dr);
                    (self.at(x, y) == Some(disc)).then_some(Cell {
                        column: x as u32,
                        row: y as u32,
                    })
                })
                .collect();
            if line.len() >= 4 {
                for cell in line {
                    if !cells.contains(&cell) {
                        cells.push(cell);
                    }
                }
            }
        }
        cells
    }
}

impl Ruleset for ConnectFour {
    type Config = ConnectFourConfig;
    type State = ConnectFourState;
    type Action = ConnectFourAction;
    type Event = ConnectFourEvent;
    type View = ConnectFourState;
    type Reason = ConnectFourEndReason;

    const NAME: &'static str = "connect-four";

    crate::standard_hooks!(seed, players, game_ended(ConnectFourEvent), public_view, rule_endings);

    fn setup(config: &ConnectFourConfig) -> Result<ConnectFourState> {
        let players = config
            .players
            .clone()
            .unwrap_or_else(|| ["red".into(), "yellow".into()]);
        validate_player_ids(&players, "players")
            .map_err(|e| EngineError::invalid_config(e.message))?;
        Ok(ConnectFourState {
            players,
            columns: Default::default(),
            moves: 0,
            last: None,
            four: Vec::new(),
        })
    }

    fn to_act(state: &ConnectFourState) -> Option<&PlayerId> {
        (!state.is_over()).then(|| state.player_of(state.disc_to_move()))
    }

    fn turn(state: &ConnectFourState) -> u32 {
        // The move in progress; once the game is over, the last move made.
        if state.is_over() {
            state.moves
        } else {
            state.moves + 1
        }
    }

    fn legal_actions(state: &ConnectFourState, player: &PlayerId) -> Vec<ConnectFourAction> {
        if Self::to_act(state) != Some(player) {
            return Vec::new();
        }
        (0..COLUMNS)
            .zip(&state.columns)
            .filter(|(_, discs)| discs.len() < ROWS as usize)
            .map(|(column, _)| ConnectFourAction { column })
            .collect()
    }

    fn resolve(
        state: &ConnectFourState,
        player: &PlayerId,
        action: &ConnectFourAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<ConnectFourEvent>> {
        let column = action.column;
        let Some(discs) = state.columns.get(column as usize) else {
            return Err(EngineError::invalid_input(format!(
                "column {column} is out of range 0..={}",
                COLUMNS - 1
            )));
        };
        if discs.len() >= ROWS as usize {
            return Err(EngineError::illegal(format!(
                "column {column} is full ({ROWS} discs)"
            )));
        }
        let disc = state.disc_to_move();
        let row = discs.len() as u32;
        let dropped = ConnectFourEvent::DiscDropped {
            player: player.clone(),
            disc,
            column,
            row,
        };
        let mut after = state.clone();
        Self::apply(&mut after, &dropped);
        let cells = after.lines_through(column, row, disc);
        let mut events = vec![dropped];
        if !cells.is_empty() {
            events.push(ConnectFourEvent::FourInARow {
                player: player.clone(),
                disc,
                cells,
            });
        }
        Ok(events)
    }

    fn apply(state: &mut ConnectFourState, event: &ConnectFourEvent) {
        match event {
            ConnectFourEvent::DiscDropped {
                disc, column, row, ..
            } => {
                if let Some(discs) = state.columns.get_mut(*column as usize) {
                    if discs.len() < ROWS as usize {
                        discs.push(*disc);
                        state.moves += 1;
                        state.last = Some(Cell {
                            column: *column,
                            row: *row,
                        });
                    }
                }
            }
            ConnectFourEvent::FourInARow { cells, .. } => state.four.clone_from(cells),
            ConnectFourEvent::GameEnded { .. } => {}
        }
    }

    fn end_check(state: &ConnectFourState) -> Option<GameOutcome<ConnectFourEndReason>> {
        let [red, yellow] = &state.players;
        let result = |player: &PlayerId, outcome, rank| PlayerResult {
            player: player.clone(),
            outcome,
            rank,
            metrics: None,
        };
        if let Some(disc) = state.four_owner() {
            let (winner, loser) = match disc {
                Disc::Red => (red, yellow),
                Disc::Yellow => (yellow, red),
            };
            return Some(GameOutcome::Win {
                winner: winner.clone(),
                reason: ConnectFourEndReason::FourInARow,
                results: vec![
                    result(winner, OutcomeType::Win, 1),
                    result(loser, OutcomeType::Loss, 2),
                ],
            });
        }
        state.is_full().then(|| GameOutcome::Draw {
            reason: ConnectFourEndReason::BoardFull,
            results: vec![
                result(red, OutcomeType::Draw, 1),
                result(yellow, OutcomeType::Draw, 1),
            ],
        })
    }

}

/// Perft on bitboards ([`Position::perft`]): the same counts as the generic path, far faster.
impl crate::engine::perft::Perft for ConnectFour {
    fn perft(state: &ConnectFourState, depth: u32, budget: &mut u64) -> Option<u64> {
        state.position().perft(depth, budget)
    }
}

impl crate::rulesets::Listed for ConnectFour {
    fn simulation_config() -> ConnectFourConfig {
        ConnectFourConfig::default()
    }
    fn samples() -> Vec<(ConnectFourConfig, u32)> {
        let other = ConnectFourConfig {
            seed: Some("other".into()),
            players: Some(["alice".into(), "bob".into()]),
        };
        vec![(ConnectFourConfig::default(), 60), (other, 60)]
    }
}

#[cfg(test)]
mod tests;
