//! `Backgammon` through `Game<R>`, and the outcome: who won, how many points, and each
//! player's metrics.

use super::action::BackgammonAction;
use super::event::{apply, BackgammonEvent};
use super::judge;
use super::moves::pips;
use super::state::{other, setup, BackgammonConfig, BackgammonState};
use crate::engine::error::Result;
use crate::engine::outcome::{GameOutcome, Metrics, OutcomeType, PlayerResult};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// Backgammon for two players. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Backgammon;

/// What a win by bearing off is worth: 1, 2 for a gammon (the loser has borne off none), 3 for
/// a backgammon (a gammon with a loser's checker still on the bar or in the winner's home board).
pub fn win_points(state: &BackgammonState, winner: usize) -> i64 {
    let loser = other(winner);
    if state.off.get(loser).copied().unwrap_or(0) > 0 {
        return 1;
    }
    // The winner's home board is the loser's points 19 to 24.
    let behind = state.bar.get(loser).copied().unwrap_or(0) > 0
        || (19..=24).any(|p| state.count(loser, p) > 0);
    if behind {
        3
    } else {
        2
    }
}

/// The outcome, once a player has borne off all fifteen checkers (`BORNE_OFF`) or resigned
/// (`RESIGNATION`, one point). Metrics: `points` (the winner's positive, the loser's the same
/// negated), `pips` (pips left to bear off) and `borneOff`.
pub fn outcome(state: &BackgammonState) -> Option<GameOutcome<BackgammonEndReason>> {
    let (winner, reason, points) = match (state.borne_off_winner(), state.resigned) {
        (Some(w), _) => (w, BackgammonEndReason::BorneOff, win_points(state, w)),
        (None, Some(r)) => (other(usize::from(r)), BackgammonEndReason::Resignation, 1),
        (None, None) => return None,
    };
    let result = |seat: usize, outcome, rank, points: i64| PlayerResult {
        player: state.player(seat).clone(),
        outcome,
        rank,
        metrics: Some(Metrics::from([
            ("points".to_string(), points),
            ("pips".to_string(), i64::from(pips(&state.side(seat)))),
            (
                "borneOff".to_string(),
                i64::from(state.off.get(seat).copied().unwrap_or(0)),
            ),
        ])),
    };
    Some(GameOutcome::Win {
        winner: state.player(winner).clone(),
        reason,
        results: vec![
            result(winner, OutcomeType::Win, 1, points),
            result(other(winner), OutcomeType::Loss, 2, -points),
        ],
    })
}

crate::end_reasons! {
    /// Why a game of backgammon ends: its own reasons, then the shared ones.
    pub enum BackgammonEndReason {
        /// A player bore off all fifteen checkers.
        BorneOff => "borne off",
    }
}

impl Ruleset for Backgammon {
    type Config = BackgammonConfig;
    type State = BackgammonState;
    type Action = BackgammonAction;
    type Event = BackgammonEvent;
    type View = BackgammonState;
    type Reason = BackgammonEndReason;

    const NAME: &'static str = "backgammon";

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(BackgammonEvent), public_view);

    fn setup(config: &BackgammonConfig) -> Result<BackgammonState> {
        setup(config)
    }
    fn to_act(state: &BackgammonState) -> Option<&PlayerId> {
        judge::to_act(state)
    }
    fn turn(state: &BackgammonState) -> u32 {
        state.turn.max(1)
    }
    fn legal_actions(state: &BackgammonState, player: &PlayerId) -> Vec<BackgammonAction> {
        judge::legal_actions(state, player)
    }
    fn resolve(
        state: &BackgammonState,
        player: &PlayerId,
        action: &BackgammonAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<BackgammonEvent>> {
        judge::resolve(state, player, action)
    }
    fn apply(state: &mut BackgammonState, event: &BackgammonEvent) {
        apply(state, event)
    }
    fn end_check(state: &BackgammonState) -> Option<GameOutcome<BackgammonEndReason>> {
        outcome(state)
    }
    fn start(state: &BackgammonState, rng: &mut GameRng) -> Vec<BackgammonEvent> {
        judge::start(state, rng)
    }
    fn advance(state: &BackgammonState, rng: &mut GameRng) -> Vec<BackgammonEvent> {
        judge::advance(state, rng)
    }
    fn out_of_turn(action: &BackgammonAction) -> bool {
        matches!(action, BackgammonAction::Resign {})
    }
    /// Dice: an action whose events rolled the next turn's dice cannot be taken back.
    fn reveals(event: &BackgammonEvent) -> bool {
        matches!(
            event,
            BackgammonEvent::DiceRolled { .. } | BackgammonEvent::OpeningRoll { .. }
        )
    }
}

impl crate::rulesets::Listed for Backgammon {
    fn simulation_config() -> BackgammonConfig {
        BackgammonConfig::default()
    }
    fn samples() -> Vec<(BackgammonConfig, u32)> {
        let other = BackgammonConfig {
            players: Some(["alice".into(), "bob".into()]),
            seed: Some("other".into()),
        };
        vec![(BackgammonConfig::default(), 30), (other, 16)]
    }
}
