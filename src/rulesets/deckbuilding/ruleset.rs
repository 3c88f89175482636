//! `DeckBuilding` through `Game<R>`. End reasons: `SUPPLY_DEPLETED` (the end trigger was
//! satisfied) and `TURN_LIMIT` (the turn threshold was reached), both evaluated only in a
//! cleanup, right after `ScoresComputed`. Results rank by victory points, ties going to the
//! player who had fewer turns, then shared (a shared first rank is a `DRAW`); each result's
//! metrics: `victoryPoints` and `turns`.

use super::action::DeckBuildingAction;
use super::config::{setup, start, DeckBuildingConfig};
use super::event::{apply, DeckBuildingEvent};
use super::flow::advance;
use super::judge::{legal_actions, resolve, to_act};
use super::state::DeckBuildingState;
use super::trigger::{evaluate, EndTriggerReason, EndTriggerResult, Moment};
use super::view::{self, view, DeckBuildingView};
use crate::engine::error::Result;
use crate::engine::outcome::{rank_at_limit, GameOutcome, Metrics, Standing};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use std::borrow::Cow;

/// The Dominion-style deck-builder. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct DeckBuilding;

/// The end evaluation of the specification on the game's own state.
pub fn end_evaluation(state: &DeckBuildingState) -> EndTriggerResult {
    evaluate(
        state.supply.iter().map(|p| (&p.card, p.count)),
        state.end_trigger.as_ref(),
        Moment {
            completed_rounds: state.completed_rounds(),
            max_turns: state.max_turns,
            scores_computed: state.scores_computed,
            ended: state.ended,
        },
    )
}

/// The ranked results when the game ends for `reason`.
pub fn outcome(state: &DeckBuildingState, reason: DeckBuildingEndReason) -> GameOutcome<DeckBuildingEndReason> {
    let points = state.victory_points();
    let standings: Vec<Standing> = state
        .players
        .iter()
        .zip(&state.seats)
        .zip(points)
        .map(|((player, seat), vp)| Standing {
            player: player.clone(),
            out_at: None,
            metrics: Some(Metrics::from([
                ("victoryPoints".to_string(), vp),
                ("turns".to_string(), i64::from(seat.turns)),
            ])),
        })
        .collect();
    let metric = |s: &Standing, name: &str| {
        s.metrics
            .as_ref()
            .and_then(|m| m.get(name))
            .copied()
            .unwrap_or(0)
    };
    // More points first; among equal points, fewer turns first (turns stay far below 2^20).
    let score = |s: &Standing| metric(s, "victoryPoints") * (1 << 20) - metric(s, "turns");
    rank_at_limit(&standings, score, reason, state.turn)
}

crate::end_reasons! {
    /// Why a game of deckbuilding ends.
    pub enum DeckBuildingEndReason {
        /// Enough supply piles, or a key pile, ran out.
        SupplyDepleted => "supply depleted",
        /// The game's last turn was played; the best placed player wins, a tie at the top draws.
        TurnLimit => "turn limit reached",
    }
}

impl Ruleset for DeckBuilding {
    type Config = DeckBuildingConfig;
    type State = DeckBuildingState;
    type Action = DeckBuildingAction;
    type Event = DeckBuildingEvent;
    type View = DeckBuildingView;
    type Reason = DeckBuildingEndReason;

    const NAME: &'static str = "deckbuilding";
    const HIDES: bool = true;

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(DeckBuildingEvent), rule_endings);

    fn setup(config: &DeckBuildingConfig) -> Result<DeckBuildingState> {
        setup(config)
    }
    fn to_act(state: &DeckBuildingState) -> Option<&PlayerId> {
        to_act(state)
    }
    fn turn(state: &DeckBuildingState) -> u32 {
        state.turn.max(1)
    }
    fn legal_actions(state: &DeckBuildingState, player: &PlayerId) -> Vec<DeckBuildingAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &DeckBuildingState,
        player: &PlayerId,
        action: &DeckBuildingAction,
        rng: &mut GameRng,
    ) -> Result<Vec<DeckBuildingEvent>> {
        resolve(state, player, action, rng)
    }
    fn apply(state: &mut DeckBuildingState, event: &DeckBuildingEvent) {
        apply(state, event)
    }
    fn start(state: &DeckBuildingState, rng: &mut GameRng) -> Vec<DeckBuildingEvent> {
        start(state, rng)
    }
    fn advance(state: &DeckBuildingState, rng: &mut GameRng) -> Vec<DeckBuildingEvent> {
        advance(state, rng)
    }
    fn is_check_point(event: &DeckBuildingEvent) -> bool {
        matches!(event, DeckBuildingEvent::ScoresComputed { .. })
    }
    fn event_for<'a>(event: &'a DeckBuildingEvent, viewer: Option<&str>) -> Cow<'a, DeckBuildingEvent> {
        view::event_for(event, viewer)
    }
    fn reveals(event: &DeckBuildingEvent) -> bool {
        matches!(
            event,
            DeckBuildingEvent::DrawCard { .. } | DeckBuildingEvent::ShuffleDeck { .. }
        )
    }
    /// The specification's end evaluation ([`end_evaluation`]): it can end the game only right
    /// after `ScoresComputed`, since scores are "not computed" at every other point.
    fn end_check(state: &DeckBuildingState) -> Option<GameOutcome<DeckBuildingEndReason>> {
        match end_evaluation(state) {
            EndTriggerResult::Valid { reason } => Some(outcome(
                state,
                match reason {
                    EndTriggerReason::SupplyDepleted => DeckBuildingEndReason::SupplyDepleted,
                    EndTriggerReason::TurnLimit => DeckBuildingEndReason::TurnLimit,
                },
            )),
            EndTriggerResult::Ignore { .. } => None,
        }
    }
    fn view(state: &DeckBuildingState, viewer: Option<&PlayerId>) -> DeckBuildingView {
        view(state, viewer)
    }
}

impl crate::rulesets::Listed for DeckBuilding {
    fn simulation_config() -> DeckBuildingConfig {
        DeckBuildingConfig::for_players(&["p1", "p2"])
    }
    fn samples() -> Vec<(DeckBuildingConfig, u32)> {
        let four = DeckBuildingConfig {
            seed: Some("four".into()),
            max_turns: Some(6),
            // The last ten kingdom cards: every attack, the Moat, and so the Curse pile in play.
            kingdom: Some(super::Card::ALL[super::Card::ALL.len() - 10..].to_vec()),
            ..DeckBuildingConfig::for_players(&["a", "b", "c", "d"])
        };
        vec![(DeckBuildingConfig::for_players(&["you", "bot"]), 4), (four, 3)]
    }
}
