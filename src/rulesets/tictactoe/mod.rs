//! Tic-tac-toe: the smallest complete ruleset, and the example every doc starts from.
//!
//! Two players; the first listed plays X and moves first. Cells are numbered 0 to 8, row by row.
//! End reasons: `LINE_COMPLETED` (a win), `BOARD_FULL` (a draw).

use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::{GameOutcome, OutcomeType, PlayerResult};
use crate::engine::player::{validate_player_ids, PlayerId};
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// The JS class (and any functions of this game's own), with the feature `wasm`.
#[doc(hidden)] // bindings plumbing, public for tests/web.rs: JavaScript gets the class
#[cfg(feature = "wasm")]
pub mod bindings;

/// The eight lines (rows, columns, diagonals), each as a mask of its cells' bits (cell `i` is
/// bit `i`).
const LINE_MASKS: [u16; 8] = [
    0b000_000_111, // cells 0 1 2
    0b000_111_000, // 3 4 5
    0b111_000_000, // 6 7 8
    0b001_001_001, // 0 3 6
    0b010_010_010, // 1 4 7
    0b100_100_100, // 2 5 8
    0b100_010_001, // 0 4 8
    0b001_010_100, // 2 4 6
];

/// The configuration: both fields are optional.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct TicTacToeConfig {
    /// Seed text (tic-tac-toe draws no random numbers, but every game has a seed).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// The two player ids, X first. Default `["X", "O"]`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<[PlayerId; 2]>,
}

/// A mark on the board: `"X"` (the first player's) or `"O"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Mark {
    /// The first player's mark: X moves first.
    X,
    /// The second player's mark.
    O,
}

/// The whole game: the players and the board (nothing is hidden, so it is also each view).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TicTacToeState {
    /// X's id, then O's.
    pub players: [PlayerId; 2],
    /// Nine cells, row by row.
    #[cfg_attr(feature = "wasm", tsify(type = "(Mark | null)[]"))]
    pub board: [Option<Mark>; 9],
    /// Marks placed so far.
    pub moves: u32,
}

/// Place your mark in `cell` (0 to 8, row by row).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct TicTacToeAction {
    /// The cell, 0 to 8 (0 top left, 8 bottom right): it must be empty.
    pub cell: u32,
}

/// What happened, one change at a time (`type` tells which).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum TicTacToeEvent {
    /// A player put their mark in an empty cell.
    MarkPlaced {
        /// Who placed it.
        player: PlayerId,
        /// Their mark.
        mark: Mark,
        /// The cell, 0 to 8, row by row.
        cell: u32,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<TicTacToeEndReason>,
    },
}

/// The ruleset (a type-level tag; the state lives in [`TicTacToeState`]).
#[derive(Debug, Clone, Copy)]
pub struct TicTacToe;

impl TicTacToeState {
    fn line_owner(&self) -> Option<Mark> {
        // Each mark's cells as bits, each line as a mask: eight comparisons.
        let (mut x, mut o) = (0u16, 0u16);
        for (i, cell) in self.board.iter().enumerate() {
            match cell {
                Some(Mark::X) => x |= 1 << i,
                Some(Mark::O) => o |= 1 << i,
                None => {}
            }
        }
        LINE_MASKS.iter().find_map(|&mask| {
            if x & mask == mask {
                Some(Mark::X)
            } else if o & mask == mask {
                Some(Mark::O)
            } else {
                None
            }
        })
    }
    fn is_over(&self) -> bool {
        // No line before five marks.
        self.moves >= 5 && (self.line_owner().is_some() || self.board.iter().all(Option::is_some))
    }
    fn player_of(&self, mark: Mark) -> &PlayerId {
        let [x, o] = &self.players;
        match mark {
            Mark::X => x,
            Mark::O => o,
        }
    }
    fn mark_to_move(&self) -> Mark {
        if self.moves % 2 == 0 {
            Mark::X
        } else {
            Mark::O
        }
    }
}

crate::end_reasons! {
    /// Why a game of tictactoe ends.
    pub enum TicTacToeEndReason {
        /// Three marks in a row, column or diagonal.
        LineCompleted => "line completed",
        /// The board filled up with no line.
        BoardFull => "board full",
    }
}

impl Ruleset for TicTacToe {
    type Config = TicTacToeConfig;
    type State = TicTacToeState;
    type Action = TicTacToeAction;
    type Event = TicTacToeEvent;
    type View = TicTacToeState;
    type Reason = TicTacToeEndReason;

    const NAME: &'static str = "tictactoe";

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(TicTacToeEvent), public_view, rule_endings);

    fn setup(config: &TicTacToeConfig) -> Result<TicTacToeState> {
        let players = config
            .players
            .clone()
            .unwrap_or_else(|| ["X".into(), "O".into()]);
        validate_player_ids(&players, "players")
            .map_err(|e| EngineError::invalid_config(e.message))?;
        Ok(TicTacToeState {
            players,
            board: [None; 9],
            moves: 0,
        })
    }

    fn to_act(state: &TicTacToeState) -> Option<&PlayerId> {
        (!state.is_over()).then(|| state.player_of(state.mark_to_move()))
    }

    fn turn(state: &TicTacToeState) -> u32 {
        // The move in progress; once the game is over, the last move made.
        if state.is_over() {
            state.moves
        } else {
            state.moves + 1
        }
    }

    fn legal_actions(state: &TicTacToeState, player: &PlayerId) -> Vec<TicTacToeAction> {
        if Self::to_act(state) != Some(player) {
            return Vec::new();
        }
        let mut actions = Vec::with_capacity(9 - state.moves.min(9) as usize);
        actions.extend(
            (0u32..9)
                .filter(|&cell| state.board.get(cell as usize).is_some_and(Option::is_none))
                .map(|cell| TicTacToeAction { cell }),
        );
        actions
    }

    fn resolve(
        state: &TicTacToeState,
        player: &PlayerId,
        action: &TicTacToeAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<TicTacToeEvent>> {
        let cell = action.cell;
        match state.board.get(cell as usize) {
            None => Err(EngineError::invalid_input(format!(
                "cell {cell} is out of range 0..=8"
            ))),
            Some(Some(mark)) => Err(EngineError::illegal(format!(
                "cell {cell} is already taken by {mark:?}"
            ))),
            Some(None) => Ok(vec![TicTacToeEvent::MarkPlaced {
                player: player.clone(),
                mark: state.mark_to_move(),
                cell,
            }]),
        }
    }

    fn apply(state: &mut TicTacToeState, event: &TicTacToeEvent) {
        if let TicTacToeEvent::MarkPlaced { mark, cell, .. } = event {
            if let Some(slot) = state.board.get_mut(*cell as usize) {
                *slot = Some(*mark);
                state.moves += 1;
            }
        }
    }

    fn end_check(state: &TicTacToeState) -> Option<GameOutcome<TicTacToeEndReason>> {
        let [x, o] = &state.players;
        let result = |player: &PlayerId, outcome, rank| PlayerResult {
            player: player.clone(),
            outcome,
            rank,
            metrics: None,
        };
        if let Some(mark) = state.line_owner() {
            let (winner, loser) = match mark {
                Mark::X => (x, o),
                Mark::O => (o, x),
            };
            return Some(GameOutcome::Win {
                winner: winner.clone(),
                reason: TicTacToeEndReason::LineCompleted,
                results: vec![
                    result(winner, OutcomeType::Win, 1),
                    result(loser, OutcomeType::Loss, 2),
                ],
            });
        }
        // No line: over only when the board is full.
        state
            .board
            .iter()
            .all(Option::is_some)
            .then(|| GameOutcome::Draw {
                reason: TicTacToeEndReason::BoardFull,
                results: vec![
                    result(x, OutcomeType::Draw, 1),
                    result(o, OutcomeType::Draw, 1),
                ],
            })
    }

}

/// Tic-tac-toe's bot: plain MCTS with random rollouts (nothing is hidden).
impl crate::ai::Mcts for TicTacToe {
    fn determinize(view: &TicTacToeState, _rng: &mut GameRng) -> TicTacToeState {
        view.clone()
    }
}

crate::mcts_bot!(TicTacToe);

#[cfg(test)]
mod tests;

impl crate::engine::perft::Perft for TicTacToe {}

impl crate::rulesets::Listed for TicTacToe {
    fn simulation_config() -> TicTacToeConfig {
        TicTacToeConfig::default()
    }
    fn samples() -> Vec<(TicTacToeConfig, u32)> {
        let other = TicTacToeConfig {
            seed: Some("other".into()),
            players: Some(["alice".into(), "bob".into()]),
        };
        vec![(TicTacToeConfig::default(), 60), (other, 60)]
    }
}
