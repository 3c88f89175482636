//! `Ships` through `Game<R>`: the hooks that join the configuration, the judge, the events and
//! the end check. End reasons: `HEALTH_DEPLETED` (one player left), `SIMULTANEOUS_LOSS` (no one
//! left), `TURN_LIMIT` (the last turn was played: the healthiest player wins, a tie draws).

use super::action::ShipsAction;
use super::config::{setup, ShipsConfig};
use super::event::{apply, ShipsEvent};
use super::judge::{legal_actions, resolve};
use super::state::{Phase, ShipsState};
use super::turns::{next_turn, start_turn};
use crate::engine::error::Result;
use crate::engine::outcome::{rank_at_limit, rank_by_elimination, GameOutcome, Metrics, Standing};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// The ship battle. Each turn: Build, Battle, End of Turn Resolution (the only place health
/// changes). See the [module docs](super).
#[derive(Debug, Clone, Copy)]
pub struct Ships;

crate::end_reasons! {
    /// Why a game of ships ends.
    pub enum ShipsEndReason {
        /// Every other player's health reached 0.
        HealthDepleted => "health depleted",
        /// Every remaining player lost at the same check point: a draw.
        SimultaneousLoss => "simultaneous loss",
        /// The game's last turn was played; the best placed player wins, a tie at the top draws.
        TurnLimit => "turn limit reached",
    }
}

impl Ruleset for Ships {
    type Config = ShipsConfig;
    type State = ShipsState;
    type Action = ShipsAction;
    type Event = ShipsEvent;
    type View = ShipsState;
    type Reason = ShipsEndReason;

    const NAME: &'static str = "ships";

    crate::standard_hooks!();

    crate::standard_hooks!(seed, players, game_ended(ShipsEvent), public_view, rule_endings);

    fn setup(config: &ShipsConfig) -> Result<ShipsState> {
        setup(config)
    }
    fn to_act(state: &ShipsState) -> Option<&PlayerId> {
        state.acting_player()
    }
    fn turn(state: &ShipsState) -> u32 {
        state.turn.max(1)
    }
    fn legal_actions(state: &ShipsState, player: &PlayerId) -> Vec<ShipsAction> {
        legal_actions(state, player)
    }
    fn resolve(
        state: &ShipsState,
        player: &PlayerId,
        action: &ShipsAction,
        rng: &mut GameRng,
    ) -> Result<Vec<ShipsEvent>> {
        resolve(state, player, action, rng)
    }
    fn apply(state: &mut ShipsState, event: &ShipsEvent) {
        apply(state, event)
    }
    fn start(state: &ShipsState, rng: &mut GameRng) -> Vec<ShipsEvent> {
        let mut events = Vec::new();
        start_turn(state.turn, state.alive(), rng, &mut events);
        events
    }

    /// End of Turn Resolution ends in a check point, where the game is decided (health changes
    /// nowhere else); if it goes on, the next turn starts.
    fn is_check_point(event: &ShipsEvent) -> bool {
        matches!(event, ShipsEvent::ResolutionCompleted { .. })
    }
    fn triggers(state: &ShipsState, event: &ShipsEvent, rng: &mut GameRng) -> Vec<ShipsEvent> {
        match event {
            ShipsEvent::ResolutionCompleted { .. } => next_turn(state, rng),
            _ => Vec::new(),
        }
    }

    /// The one place the game is decided: at each resolution's check point (and after every
    /// action, which changes nothing here, since health only changes in resolution).
    fn end_check(state: &ShipsState) -> Option<GameOutcome<ShipsEndReason>> {
        let standings: Vec<Standing> = state
            .fleets
            .iter()
            .map(|f| {
                let mut metrics = Metrics::from([
                    ("finalHealth".to_string(), i64::from(f.health)),
                    (
                        "shipsAfloat".to_string(),
                        state.afloat_of(&f.player).count() as i64,
                    ),
                ]);
                if let Some(turn) = f.defeated_on_turn {
                    metrics.insert("eliminatedOnTurn".to_string(), i64::from(turn));
                }
                Standing {
                    player: f.player.clone(),
                    out_at: f.defeated_on_turn,
                    metrics: Some(metrics),
                }
            })
            .collect();
        if let Some(outcome) = rank_by_elimination(
            &standings,
            ShipsEndReason::HealthDepleted,
            ShipsEndReason::SimultaneousLoss,
        ) {
            return Some(outcome);
        }
        let last_turn_resolved = state.phase == Phase::EndOfTurn && state.turn >= state.max_turns;
        last_turn_resolved.then(|| {
            let health = |s: &Standing| state.fleet(&s.player).map_or(0, |f| i64::from(f.health));
            rank_at_limit(&standings, health, ShipsEndReason::TurnLimit, state.turn)
        })
    }
}

impl crate::rulesets::Listed for Ships {
    fn simulation_config() -> ShipsConfig {
        ShipsConfig::for_players(&["p1", "p2"])
    }
    fn samples() -> Vec<(ShipsConfig, u32)> {
        let three = ShipsConfig {
            seed: Some("three".into()),
            max_turns: Some(8),
            ..ShipsConfig::for_players(&["a", "b", "c"])
        };
        let four = ShipsConfig {
            seed: Some("four".into()),
            starting_health: Some(12),
            ..ShipsConfig::for_players(&["a", "b", "c", "d"])
        };
        vec![(ShipsConfig::for_players(&["you", "bot"]), 16), (three, 8), (four, 8)]
    }
}
