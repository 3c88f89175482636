//! Playing events on a bare state: the loop [`Game`](super::game::Game) runs for every action,
//! shared with bots, which simulate games on a [`Simulation`] without a log.

use super::error::{EngineError, Result};
use super::outcome::GameOutcome;
use super::player::PlayerId;
use super::rng::GameRng;
use super::ruleset::Ruleset;
use std::collections::VecDeque;

/// Applies queued events one at a time through replacement effects and triggers, handing each
/// applied event to `record` with the turn it happened in (read before it was applied).
///
/// The end check runs at check points, before the event's triggers, and each time the queue is
/// empty; then [`Ruleset::advance`] may carry the game on with more events. When the game ends, nothing more triggers, the events still queued are dropped, and the
/// ruleset's end event is applied and recorded. Returns the outcome, if any. Triggers may draw
/// random results from `rng` (recorded in the events they return).
pub fn run_events<R: Ruleset>(
    state: &mut R::State,
    events: Vec<R::Event>,
    rng: &mut GameRng,
    mut record: impl FnMut(u32, R::Event),
) -> Option<GameOutcome<R::Reason>> {
    let mut queue: VecDeque<R::Event> = events.into();
    loop {
        while let Some(event) = queue.pop_front() {
            for event in R::replace(state, event) {
                let turn = R::turn(state);
                R::apply(state, &event);
                if R::is_check_point(&event) {
                    if let Some(outcome) = R::end_check(state) {
                        record(turn, event);
                        return Some(finish::<R>(state, outcome, &mut record));
                    }
                }
                queue.extend(R::triggers(state, &event, rng));
                record(turn, event);
            }
        }
        if let Some(outcome) = R::end_check(state) {
            return Some(finish::<R>(state, outcome, &mut record));
        }
        queue.extend(R::advance(state, rng));
        if queue.is_empty() {
            return None;
        }
    }
}

/// Applies and records the end event of `outcome`.
fn finish<R: Ruleset>(
    state: &mut R::State,
    outcome: GameOutcome<R::Reason>,
    record: &mut impl FnMut(u32, R::Event),
) -> GameOutcome<R::Reason> {
    let event = R::game_ended(&outcome);
    let turn = R::turn(state);
    R::apply(state, &event);
    record(turn, event);
    outcome
}

/// A state and its outcome, without log or history: what a bot plays its simulations on.
#[derive(Debug)]
pub struct Simulation<R: Ruleset> {
    /// The game's state, the referee's whole state.
    pub state: R::State,
    /// How the game ended; `None` while it goes on.
    pub outcome: Option<GameOutcome<R::Reason>>,
}

// Derived Clone would demand `R: Clone`; the ruleset itself is only a type-level tag.
impl<R: Ruleset> Clone for Simulation<R> {
    fn clone(&self) -> Self {
        Simulation {
            state: self.state.clone(),
            outcome: self.outcome.clone(),
        }
    }
}

impl<R: Ruleset> Simulation<R> {
    /// A simulation from `state`, with its outcome if the state is already over.
    pub fn new(state: R::State) -> Self {
        let outcome = R::end_check(&state);
        Simulation { state, outcome }
    }

    /// The player to act; `None` once the game is over.
    pub fn to_act(&self) -> Option<&PlayerId> {
        match self.outcome {
            Some(_) => None,
            None => R::to_act(&self.state),
        }
    }

    /// The actions the player to act may take (empty once the game is over).
    pub fn legal_actions(&self) -> Vec<R::Action> {
        self.to_act()
            .map(|p| R::legal_actions(&self.state, p))
            .unwrap_or_default()
    }

    /// Plays `action` for the player to act, drawing random results from `rng`. An action the
    /// judge refuses changes nothing (the RNG may have advanced).
    pub fn play(&mut self, action: &R::Action, rng: &mut GameRng) -> Result<()> {
        let player = self
            .to_act()
            .cloned()
            .ok_or_else(EngineError::game_finished)?;
        let canonical = R::canonical(&self.state, action)?;
        let action = canonical.as_ref().unwrap_or(action);
        let events = R::resolve(&self.state, &player, action, rng)?;
        self.outcome = run_events::<R>(&mut self.state, events, rng, |_, _| {});
        Ok(())
    }
}
