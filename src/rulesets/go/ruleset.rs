//! `Go` through `Game<R>`: the hooks, the end check and the outcome.

use super::action::GoAction;
use super::config::{setup, GoConfig};
use super::event::{apply, GoEvent};
use super::judge::{legal_actions, resolve, to_act};
use super::state::{GoScore, GoState};
use super::Stone;
use crate::engine::error::Result;
use crate::engine::outcome::{GameOutcome, Metrics, OutcomeType, PlayerResult};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::perft::Perft;
use crate::engine::ruleset::Ruleset;

/// The game of Go. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Go;

/// The outcome of a finished game: White or Black resigned, or the final count decides.
pub fn outcome(state: &GoState) -> Option<GameOutcome<GoEndReason>> {
    if let Some(resigned) = state.resigned {
        // Scored as the board stands, for the metrics only.
        let score = GoScore::of(&state.board, state.komi_half_points);
        return Some(ranked(
            state,
            &score,
            Some(resigned.opponent()),
            GoEndReason::Resignation,
            None,
        ));
    }
    if let Some(recorded) = state.recorded {
        let score = GoScore::of(&state.board, state.komi_half_points);
        let margin = recorded.margin_half_points.map(i64::from);
        return Some(ranked(state, &score, recorded.winner, recorded.reason, margin));
    }
    let score = state.score.as_ref()?;
    let lead = score.black_lead();
    let winner = match lead {
        0 => None,
        l if l > 0 => Some(Stone::Black),
        _ => Some(Stone::White),
    };
    Some(ranked(
        state,
        score,
        winner,
        GoEndReason::TerritoryScoring,
        Some(lead.abs()),
    ))
}

/// The results, winner first (a draw: Black first); each with its metrics, the winner's with
/// `marginHalfPoints` when there is a `margin`.
fn ranked(
    state: &GoState,
    score: &GoScore,
    winner: Option<Stone>,
    reason: GoEndReason,
    margin: Option<i64>,
) -> GameOutcome<GoEndReason> {
    let result = |stone: Stone, outcome, rank| {
        let tally = score.tally(stone);
        let mut metrics = Metrics::from([
            ("area".to_string(), i64::from(tally.area)),
            ("territory".to_string(), i64::from(tally.territory)),
            ("stones".to_string(), i64::from(tally.stones)),
            ("captures".to_string(), i64::from(state.captures_by(stone))),
        ]);
        if let (Some(margin), OutcomeType::Win) = (margin, outcome) {
            metrics.insert("marginHalfPoints".to_string(), margin);
        }
        PlayerResult {
            player: state.player(stone).clone(),
            outcome,
            rank,
            metrics: Some(metrics),
        }
    };
    match winner {
        Some(w) => GameOutcome::Win {
            winner: state.player(w).clone(),
            reason,
            results: vec![
                result(w, OutcomeType::Win, 1),
                result(w.opponent(), OutcomeType::Loss, 2),
            ],
        },
        None => GameOutcome::Draw {
            reason,
            results: vec![
                result(Stone::Black, OutcomeType::Draw, 1),
                result(Stone::White, OutcomeType::Draw, 1),
            ],
        },
    }
}

crate::end_reasons! {
    /// Why a game of go ends.
    pub enum GoEndReason {
        /// The board counted by area (stones and surrounded empty points) plus komi.
        TerritoryScoring => "territory scoring",
        /// A player gave up (the action `RESIGN`); the other wins.
        Resignation => "resignation",
        /// From a record (`RECORD_RESULT`): the players agreed a draw (`RE[0]` or `RE[Draw]`
        /// on a game whose play had not stopped).
        Agreement => "agreement",
        /// From a record: a player's time ran out (`RE[B+T]`, `RE[W+Time]`).
        TimeForfeit => "time forfeit",
        /// From a record: a player forfeited (`RE[B+F]`, `RE[W+Forfeit]`).
        Forfeit => "forfeit",
        /// From a record: the count the record states (`RE[W+3.5]`) for a game whose play had
        /// not stopped on the board; the winner's `marginHalfPoints` as recorded.
        RecordedScore => "recorded score",
    }
}

impl Ruleset for Go {
    type Config = GoConfig;
    type State = GoState;
    type Action = GoAction;
    type Event = GoEvent;
    type View = GoState;
    type Reason = GoEndReason;

    const NAME: &'static str = "go";

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(GoEvent), public_view);

    fn setup(config: &GoConfig) -> Result<GoState> {
        setup(config)
    }
    fn to_act(state: &GoState) -> Option<&PlayerId> {
        to_act(state)
    }
    /// The move in progress (moves played + 1); while a stone's captures are taken off, and
    /// once the game is over, the last move's.
    fn turn(state: &GoState) -> u32 {
        if state.is_over() || state.counting.is_some() || state.capturing() {
            state.moves.max(1)
        } else {
            state.moves + 1
        }
    }
    fn legal_actions(state: &GoState, player: &PlayerId) -> Vec<GoAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &GoState,
        player: &PlayerId,
        action: &GoAction,
        _rng: &mut GameRng,
    ) -> Result<Vec<GoEvent>> {
        resolve(state, player, action)
    }
    fn apply(state: &mut GoState, event: &GoEvent) {
        apply(state, event)
    }
    /// Counting by agreement: after two passes a counting starts with the engine's proposal, and
    /// once both accept (or a limit applies the proposal) the dead stones come off. Then, or
    /// after two passes or the move limit when counting by area: the final count (`Scored`),
    /// which the end check then reads.
    fn advance(state: &GoState, _rng: &mut GameRng) -> Vec<GoEvent> {
        let counting = super::counting::advance(state, super::proposal::proposal);
        if !counting.is_empty() {
            return counting;
        }
        if state.needs_scoring() {
            vec![GoEvent::Scored {
                score: GoScore::of(&state.board, state.komi_half_points),
            }]
        } else {
            Vec::new()
        }
    }
    fn end_check(state: &GoState) -> Option<GameOutcome<GoEndReason>> {
        outcome(state)
    }
    fn out_of_turn(action: &GoAction) -> bool {
        matches!(action, GoAction::Resign {})
    }
    fn is_record(action: &GoAction) -> bool {
        matches!(action, GoAction::RecordResult { .. })
    }
    /// The count (accepted, or applied by a limit, or by area after two passes) is the rules'
    /// ending: the action that reached it is taken back and play goes on. A resignation is
    /// final, and so are the results only a record gives.
    fn take_back_ending(_action: &GoAction, reason: GoEndReason) -> std::result::Result<(), String> {
        match reason {
            GoEndReason::TerritoryScoring => Ok(()),
            GoEndReason::Resignation => {
                Err("cannot take back a resignation: it ends the game for good".into())
            }
            GoEndReason::Agreement
            | GoEndReason::TimeForfeit
            | GoEndReason::Forfeit
            | GoEndReason::RecordedScore => Err(format!(
                "cannot take back a result imported from a game record ({})",
                crate::engine::outcome::Reason::describe(reason)
            )),
        }
    }
    /// A group is marked from any of its stones; one toggle per group is listed (its first).
    fn listed_in_part(action: &GoAction) -> bool {
        matches!(action, GoAction::MarkDead { .. })
    }
}

impl Perft for Go {
    /// Each position is listed through the rules (about 10 µs in wasm): a refused perft gives
    /// up within seconds, not minutes.
    const POSITIONS: u64 = 1_000_000;
    /// Stones and passes (perft counts no counting action).
    fn is_move(action: &GoAction) -> bool {
        matches!(action, GoAction::Play { .. } | GoAction::Pass {})
    }
}

impl crate::rulesets::Listed for Go {
    /// Counted by area: random players cannot agree on dead stones, and a count by agreement
    /// would spend most of the time on the engine's proposals.
    fn simulation_config() -> GoConfig {
        GoConfig {
            counting: Some(super::CountingRule::Area),
            ..GoConfig::default()
        }
    }
    fn samples() -> Vec<(GoConfig, u32)> {
        // Random 9×9 games mostly run to the move limit (243 moves), each move checking every
        // legal one: a few games are enough.
        let small = GoConfig {
            seed: Some("small".into()),
            size: Some(5),
            komi: Some(2.0),
            ..GoConfig::for_players("alice", "bob")
        };
        // Handicap stones (White first) and a set-up position, counted by area to stay short.
        let handicap = GoConfig {
            seed: Some("handicap".into()),
            size: Some(7),
            handicap: Some(2),
            counting: Some(super::CountingRule::Area),
            ..GoConfig::default()
        };
        let point = |x, y| super::GoPoint { x, y };
        let puzzle = GoConfig {
            size: Some(5),
            setup: Some(super::GoSetup {
                black: vec![point(1, 1), point(2, 1), point(1, 3)],
                white: vec![point(3, 2), point(2, 3)],
                to_move: Some(Stone::White),
            }),
            counting: Some(super::CountingRule::Area),
            ..GoConfig::default()
        };
        vec![(GoConfig::default(), 2), (small, 6), (handicap, 2), (puzzle, 2)]
    }
}
