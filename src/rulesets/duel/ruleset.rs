//! `Duel` through `Game<R>`. End reasons: `LIFE_TOTAL` (a player had 0 or less life),
//! `EMPTY_LIBRARY` (a player drew from an empty library), `RESIGNATION`, and
//! `SIMULTANEOUS_LOSS` (both players lost in the same check: a draw). Each result's metrics:
//! `life`, `permanents` and `cardsInHand`.

use super::action::DuelAction;
use super::config::{setup, start, DuelConfig};
use super::event::{apply, DuelEvent};
use super::flow::{advance, decision, triggers};
use super::judge::resolve;
use super::listing::legal_actions;
use super::replace::replace;
use super::state::DuelState;
use super::view::{self, view, DuelView};
use crate::engine::error::Result;
use crate::engine::outcome::{rank_by_elimination, GameOutcome, Metrics, Standing};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::{Replaced, Ruleset};
use std::borrow::Cow;

/// The Magic-style card duel. See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Duel;

crate::end_reasons! {
    /// Why a game of duel ends.
    pub enum DuelEndReason {
        /// A player had 0 or less life.
        LifeTotal => "life total",
        /// A player drew from an empty library.
        EmptyLibrary => "empty library",
        /// Every remaining player lost at the same check point: a draw.
        SimultaneousLoss => "simultaneous loss",
        /// A player gave up (the action `RESIGN`); the other wins (conceding).
        Resignation => "resignation",
    }
}

impl Ruleset for Duel {
    type Config = DuelConfig;
    type State = DuelState;
    type Action = DuelAction;
    type Event = DuelEvent;
    type View = DuelView;
    type Reason = DuelEndReason;

    const NAME: &'static str = "duel";
    const HIDES: bool = true;

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(DuelEvent), rule_endings);

    fn setup(config: &DuelConfig) -> Result<DuelState> {
        setup(config)
    }
    fn to_act(state: &DuelState) -> Option<&PlayerId> {
        decision(state).and_then(|d| state.player(d.seat()))
    }
    fn turn(state: &DuelState) -> u32 {
        state.turn.max(1)
    }
    fn legal_actions(state: &DuelState, player: &PlayerId) -> Vec<DuelAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &DuelState,
        player: &PlayerId,
        action: &DuelAction,
        rng: &mut GameRng,
    ) -> Result<Vec<DuelEvent>> {
        resolve(state, player, action, rng)
    }
    fn apply(state: &mut DuelState, event: &DuelEvent) {
        apply(state, event)
    }
    fn start(state: &DuelState, rng: &mut GameRng) -> Vec<DuelEvent> {
        start(state, rng)
    }
    fn replace(state: &DuelState, event: DuelEvent) -> Replaced<DuelEvent> {
        replace(state, event)
    }
    fn triggers(state: &DuelState, event: &DuelEvent, _rng: &mut GameRng) -> Vec<DuelEvent> {
        triggers(state, event)
    }
    fn advance(state: &DuelState, _rng: &mut GameRng) -> Vec<DuelEvent> {
        advance(state)
    }
    fn out_of_turn(action: &DuelAction) -> bool {
        *action == DuelAction::Resign {}
    }
    fn event_for<'a>(event: &'a DuelEvent, viewer: Option<&str>) -> Cow<'a, DuelEvent> {
        view::event_for(event, viewer)
    }

    fn listed_in_part(action: &DuelAction) -> bool {
        matches!(
            action,
            DuelAction::DeclareAttackers { .. }
                | DuelAction::DeclareBlockers { .. }
                | DuelAction::Keep { .. }
                | DuelAction::ChooseCards { .. }
                | DuelAction::AssignCombatDamage { .. }
        )
    }
    fn reveals(event: &DuelEvent) -> bool {
        matches!(
            event,
            DuelEvent::DrawCard { .. } | DuelEvent::ShuffleLibrary { .. }
        )
    }

    /// Players lose only through `PlayerLost` (state-based actions, conceding), all those of one
    /// check together: one left wins for the losers' reason; none left is a draw.
    fn end_check(state: &DuelState) -> Option<GameOutcome<DuelEndReason>> {
        let reason = state.seats.iter().find_map(|s| s.lost)?;
        let standings: Vec<Standing> = state
            .seats
            .iter()
            .map(|s| {
                let metrics = Metrics::from([
                    ("life".to_string(), i64::from(s.life)),
                    (
                        "permanents".to_string(),
                        state
                            .battlefield
                            .iter()
                            .filter(|p| state.player(p.controller) == Some(&s.player))
                            .count() as i64,
                    ),
                    ("cardsInHand".to_string(), s.hand.len() as i64),
                ]);
                Standing {
                    player: s.player.clone(),
                    out_at: s.lost.map(|_| state.turn),
                    metrics: Some(metrics),
                }
            })
            .collect();
        rank_by_elimination(&standings, reason, DuelEndReason::SimultaneousLoss)
    }
    fn view(state: &DuelState, viewer: Option<&PlayerId>) -> DuelView {
        view(state, viewer)
    }
}

impl crate::rulesets::Listed for Duel {
    fn simulation_config() -> DuelConfig {
        DuelConfig::for_players(["p1", "p2"])
    }
    fn samples() -> Vec<(DuelConfig, u32)> {
        let mut other = DuelConfig::for_players(["a", "b"]);
        other.seed = Some("other".into());
        other.first_player = Some("b".into());
        vec![(DuelConfig::for_players(["you", "bot"]), 4), (other, 2)]
    }
}
