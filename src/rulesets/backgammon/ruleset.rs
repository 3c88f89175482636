//! `Backgammon` through `Game<R>`, and the outcome: who won, how many points, and each
//! player's metrics.

use super::action::BackgammonAction;
use super::state::Cube;
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

/// What a win by bearing off is worth with the cube: its value times 1, 2 or 3; under the
/// Jacoby rule, 1 while the cube has not been turned.
pub fn stake_points(state: &BackgammonState, winner: usize) -> i64 {
    let unturned = state.cube.is_some_and(|c| c.owner.is_none());
    let base = if state.jacoby && unturned {
        1
    } else {
        win_points(state, winner)
    };
    base * i64::from(state.stake())
}

/// The outcome, once a player has borne off all fifteen checkers (`BORNE_OFF`), or given up:
/// an accepted resignation (`RESIGNATION`) or a dropped double (`DROPPED_DOUBLE`). Metrics:
/// `points` (the winner's positive, the loser's the same negated), `pips` (pips left to bear
/// off) and `borneOff`.
pub fn outcome(state: &BackgammonState) -> Option<GameOutcome<BackgammonEndReason>> {
    let (winner, reason, points) = match (state.borne_off_winner(), state.conceded) {
        (Some(w), _) => (w, BackgammonEndReason::BorneOff, stake_points(state, w)),
        (None, Some(c)) => (
            other(usize::from(c.seat)),
            if c.dropped {
                BackgammonEndReason::DroppedDouble
            } else {
                BackgammonEndReason::Resignation
            },
            i64::from(c.points),
        ),
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
    /// Why a game of backgammon ends.
    pub enum BackgammonEndReason {
        /// A player bore off all fifteen checkers.
        BorneOff => "borne off",
        /// A player dropped a double.
        DroppedDouble => "dropped double",
        /// A player gave up (the action `RESIGN`); the other wins.
        Resignation => "resignation",
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

    crate::standard_hooks!(seed, players, game_ended(BackgammonEvent));

    /// The last checker borne off is the rules' ending, taken back as any move; an accepted
    /// resignation and a dropped double are concessions, final.
    fn take_back_ending(_action: &BackgammonAction, reason: BackgammonEndReason) -> std::result::Result<(), String> {
        match reason {
            BackgammonEndReason::BorneOff => Ok(()),
            BackgammonEndReason::Resignation => {
                Err("cannot take back an accepted resignation: it ends the game for good".into())
            }
            BackgammonEndReason::DroppedDouble => {
                Err("cannot take back a dropped double: it ends the game for good".into())
            }
        }
    }

    /// Everything but the recorded dice still to come (future dice are no one's to see).
    fn view(state: &BackgammonState, _viewer: Option<&PlayerId>) -> BackgammonState {
        let mut view = state.clone();
        view.recorded.clear();
        view
    }

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
        rng: &mut GameRng,
    ) -> Result<Vec<BackgammonEvent>> {
        judge::resolve(state, player, action, rng)
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
    /// Dice: an action whose events rolled the next turn's dice cannot be taken back (the
    /// opening roll is always followed by its `DiceRolled`).
    fn reveals(event: &BackgammonEvent) -> bool {
        matches!(event, BackgammonEvent::DiceRolled { .. })
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
            ..BackgammonConfig::default()
        };
        let cube = BackgammonConfig {
            seed: Some("cube".into()),
            cube: Some(true),
            ..BackgammonConfig::default()
        };
        // A race set up with black to move, the cube at 4 and black's.
        let position = BackgammonConfig {
            seed: Some("position".into()),
            cube: Some(true),
            jacoby: Some(false),
            position: Some(super::position::BackgammonPosition {
                board: super::position::race_board(),
                bar: [0, 0],
                off: [0, 0],
                mover: 1,
                dice: None,
                cube: Some(Cube {
                    value: 4,
                    owner: Some(1),
                }),
            }),
            ..BackgammonConfig::default()
        };
        vec![
            (BackgammonConfig::default(), 30),
            (other, 16),
            (cube, 16),
            (position, 8),
        ]
    }
}
