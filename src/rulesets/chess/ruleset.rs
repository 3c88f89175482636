//! `Chess` through `Game<R>`.

use super::action::{ChessAction, ChessEvent};
use super::config::{setup, ChessConfig};
use super::judge::{apply, legal_actions, resolve, to_act};
use super::position::ChessPosition;
use crate::engine::error::Result;
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// Chess. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Chess;

impl Ruleset for Chess {
    type Config = ChessConfig;
    type State = ChessPosition;
    type Action = ChessAction;
    type Event = ChessEvent;
    type View = ChessPosition;

    const NAME: &'static str = "chess";

    fn setup(config: &ChessConfig) -> Result<ChessPosition> {
        setup(config)
    }
    fn seed(_config: &ChessConfig) -> Option<&str> {
        None // chess draws no random numbers
    }
    fn players(state: &ChessPosition) -> &[PlayerId] {
        &state.players
    }
    fn to_act(state: &ChessPosition) -> Option<&PlayerId> {
        to_act(state)
    }
    /// The move number (as a FEN counts it: both players' plies share one).
    fn turn(state: &ChessPosition) -> u32 {
        u32::from(state.board.fullmove_number())
    }
    fn legal_actions(state: &ChessPosition, player: &PlayerId) -> Vec<ChessAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &ChessPosition,
        player: &PlayerId,
        action: &ChessAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<ChessEvent>> {
        resolve(state, player, action)
    }
    fn apply(state: &mut ChessPosition, event: &ChessEvent) {
        apply(state, event)
    }
    fn end_check(state: &ChessPosition) -> Option<GameOutcome> {
        super::end::end_check(state)
    }
    fn game_ended(outcome: &GameOutcome) -> ChessEvent {
        ChessEvent::GameEnded {
            outcome: outcome.clone(),
        }
    }
    fn view(state: &ChessPosition, _viewer: Option<&PlayerId>) -> ChessPosition {
        state.clone() // nothing is hidden
    }
    fn out_of_turn(action: &ChessAction) -> bool {
        matches!(action, ChessAction::Resign {})
    }
    fn perft(state: &ChessPosition, depth: u32, budget: &mut u64) -> Option<u64> {
        super::perft::perft(state, depth, budget)
    }
    fn is_move(action: &ChessAction) -> bool {
        matches!(action, ChessAction::Move { .. })
    }
}
