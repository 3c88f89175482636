//! The `Ruleset` trait: the few hooks a game provides. [`Game`](super::game::Game) builds every
//! checked operation (terminal guard, atomic submit, log, replay, hash) on top of them once.

use super::error::Result;
use super::outcome::{GameOutcome, Reason};
use super::player::PlayerId;
use super::rng::GameRng;
use serde::{de::DeserializeOwned, Serialize};
use std::borrow::Cow;
use std::fmt::Debug;

/// A game's rules: the hooks a game provides, as associated types, constants and functions over
/// its state (the ruleset itself is only a type-level name, never a value).
///
/// The required hooks are setup (and its seed), the players and whose turn it is, the legal
/// actions, the judge ([`resolve`](Ruleset::resolve)), [`apply`](Ruleset::apply), the end check
/// and its event, and the view ([`standard_hooks!`](crate::standard_hooks) writes the usual
/// ones); the provided ones (replacement effects, triggers, check points, hidden
/// information...) default to a game that needs none of them. [`Game`](super::game::Game) runs
/// any ruleset through them with the checks every game needs, so a ruleset never writes the
/// terminal guard, atomicity, the log, replay or the state hash. Every hook is deterministic:
/// random results come only from the [`GameRng`] passed in, and are written into the events.
pub trait Ruleset: 'static {
    /// The unvalidated configuration, straight from JSON. Every field is optional: the default
    /// is a game of the default players.
    type Config: Clone + Debug + Default + Serialize + DeserializeOwned;
    /// The full rules state. Only [`Ruleset::apply`] changes it.
    type State: Clone + Debug + Serialize + DeserializeOwned;
    /// What a player submits (a move, a card to play, a pass): checked by
    /// [`resolve`](Ruleset::resolve) before anything changes.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One granular change of the state.
    type Event: Clone + Debug + Serialize + DeserializeOwned;
    /// What one player may see of the state.
    type View: Clone + Debug + Serialize;
    /// Why the game may end: its own reasons and the shared ones
    /// ([`end_reasons!`](crate::end_reasons)).
    type Reason: Reason;

    /// The game's name, as saves and exports record it; saves of another game are
    /// refused by name.
    const NAME: &'static str;
    /// Whether a player may be kept from seeing something (another hand, a deck's order): then
    /// the events a player is given go through [`Ruleset::event_for`]. False by default: every
    /// viewer is given the whole log, and no filtering code is built.
    const HIDES: bool = false;

    /// Validates the configuration once and builds the initial state (`INVALID_CONFIG` otherwise).
    fn setup(config: &Self::Config) -> Result<Self::State>;
    /// The seed text in the configuration, if it has one.
    fn seed(config: &Self::Config) -> Option<&str>;
    /// Every player, in seating order.
    fn players(state: &Self::State) -> &[PlayerId];
    /// The player who must act now; `None` only once the game cannot go on.
    fn to_act(state: &Self::State) -> Option<&PlayerId>;
    /// The turn number shown in the log (ruleset-defined, starting at 1).
    fn turn(state: &Self::State) -> u32;
    /// Every action `player` may submit now (empty when it is not their turn).
    fn legal_actions(state: &Self::State, player: &PlayerId) -> Vec<Self::Action>;
    /// The judge: checks `action` by the acting `player` and returns its events, costs first.
    /// Random results are drawn from `rng` here and written into the events.
    fn resolve(
        state: &Self::State,
        player: &PlayerId,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Self::Event>>;
    /// Applies one event. Infallible: `resolve` already checked everything.
    fn apply(state: &mut Self::State, event: &Self::Event);
    /// The end check over the whole state, simultaneously for every player.
    fn end_check(state: &Self::State) -> Option<GameOutcome<Self::Reason>>;
    /// The event that records the end of the game.
    fn game_ended(outcome: &GameOutcome<Self::Reason>) -> Self::Event;
    /// The state as `viewer` may see it (`None`: a spectator).
    fn view(state: &Self::State, viewer: Option<&PlayerId>) -> Self::View;
    /// Events to apply when the game starts (shuffles, opening draws). None by default.
    fn start(_state: &Self::State, _rng: &mut GameRng) -> Vec<Self::Event> {
        Vec::new()
    }
    /// Replacement effects: rewrite one event before it is applied, into another or into any
    /// number of events ([`Replaced`]). Identity by default.
    fn replace(_state: &Self::State, event: Self::Event) -> Replaced<Self::Event> {
        Replaced::One(event)
    }
    /// Triggered events caused by an event that was just applied, queued after the events already
    /// waiting. Random results are drawn from `rng` and written into the events. None by default.
    fn triggers(
        _state: &Self::State,
        _event: &Self::Event,
        _rng: &mut GameRng,
    ) -> Vec<Self::Event> {
        Vec::new()
    }
    /// Whether the end check runs right after this event (a check point), before its triggers.
    /// If the game ends there, nothing triggers and the events still queued are not applied. The
    /// end of every action is a check point.
    fn is_check_point(_event: &Self::Event) -> bool {
        false
    }
    /// Carries the game forward once every queued event has been applied and the end check has
    /// passed: the events that follow from the state alone (state-based actions, the next step
    /// of a turn, the top of a stack resolving), or none when a player must decide. Called again
    /// after the events it returns are applied, until it returns none. None by default.
    fn advance(_state: &Self::State, _rng: &mut GameRng) -> Vec<Self::Event> {
        Vec::new()
    }
    /// The one form the log records of an action a game accepts written in several ways (a
    /// chess move in SAN as well as in UCI): `Some(form)`, or `None` when `action` already is
    /// that form. [`Game::submit`](super::game::Game::submit) asks it after the turn checks
    /// ([`Ruleset::out_of_turn`] is asked of the action as submitted) and before the judge;
    /// the judge, the log, saves and replays then see only the form returned, so none of them
    /// depends on how an action was typed. An error refuses the action, which changes nothing.
    /// [`Simulation::play`](super::play::Simulation::play) asks it too. `None` by default:
    /// every action is recorded as it was submitted.
    fn canonical(_state: &Self::State, _action: &Self::Action) -> Result<Option<Self::Action>> {
        Ok(None)
    }
    /// Whether `action` may be submitted by any player at any time, not only by the player to
    /// act (conceding, resigning). Such actions are never listed. None by default.
    fn out_of_turn(_action: &Self::Action) -> bool {
        false
    }
    /// `event` as `viewer` may see it (`None`: a spectator, who sees no hand): a card the
    /// viewer may not see becomes a hidden card, a shuffle's order is left out. The referee's log
    /// keeps every event whole; [`Game::events_for`](super::game::Game::events_for) and the
    /// events `submit` answers in JavaScript go through this. The event itself by default (a game
    /// that hides nothing). Read only when [`Ruleset::HIDES`].
    fn event_for<'a>(event: &'a Self::Event, _viewer: Option<&str>) -> Cow<'a, Self::Event> {
        Cow::Borrowed(event)
    }
    /// Whether `action` answers a choice that `legal_actions` lists only some answers of, by a
    /// documented rule (a set of attackers): any valid answer is accepted, listed or not. None
    /// by default.
    fn listed_in_part(_action: &Self::Action) -> bool {
        false
    }
    /// Whether applying `event` showed a player something hidden (a card drawn, a library
    /// shuffled): `undo` refuses to take back an action whose events reveal. None by default.
    fn reveals(_event: &Self::Event) -> bool {
        false
    }
    /// Whether `undo` may take back `action`, the action that ended the game for `reason`:
    /// `Ok` when the rules of play ended it (a mate, a line completed, a count accepted: the
    /// player may take back the move that led there and play on); `Err(why)` when a player
    /// conceded (a resignation, an accepted resignation offer, a dropped double), which is
    /// final: `why` is the refusal's message (`"cannot take back a resignation"`). Refuses by
    /// default, so a game takes back only the endings it names. A result imported from a record
    /// ([`Ruleset::is_record`]) is never taken back, whatever this answers, and an action that
    /// revealed hidden information ([`Ruleset::reveals`]) stays refused.
    fn take_back_ending(
        _action: &Self::Action,
        reason: Self::Reason,
    ) -> std::result::Result<(), String> {
        Err(format!(
            "cannot take back the end of the game ({}): this game takes back no ending",
            reason.describe()
        ))
    }
    /// Whether `action` records a result imported from a game record (a PGN's `1/2-1/2` agreed,
    /// an SGF's `W+T`) rather than something a player did. No player may submit one
    /// (`ILLEGAL_ACTION`: a player could end any game at will); it enters a game only through
    /// [`Game::submit_record`](super::game::Game::submit_record) (the readers of records),
    /// [`Game::replay`](super::game::Game::replay) and [`Game::load`](super::game::Game::load),
    /// so the log reproduces it. Never listed by `legal_actions`, never taken back. None by
    /// default.
    fn is_record(_action: &Self::Action) -> bool {
        false
    }
}

/// [`Ruleset::take_back_ending`] for a game whose only concession is resigning: every ending
/// but `RESIGNATION` came from the rules of play.
pub fn all_but_resignation<R: Reason>(reason: R) -> std::result::Result<(), String> {
    if reason.is_resignation() {
        Err("cannot take back a resignation: it ends the game for good".into())
    } else {
        Ok(())
    }
}

/// What a replacement effect makes of an event ([`Ruleset::replace`]): one event (itself or
/// another), or any number of events in order, none included. One event costs no allocation.
#[derive(Debug, Clone, PartialEq)]
pub enum Replaced<E> {
    /// Exactly one event: the original or its replacement.
    One(E),
    /// Any number of events, applied in this order (none: the event is prevented).
    Many(Vec<E>),
}

impl<E> IntoIterator for Replaced<E> {
    type Item = E;
    type IntoIter = ReplacedIter<E>;
    fn into_iter(self) -> ReplacedIter<E> {
        match self {
            Replaced::One(e) => ReplacedIter::One(Some(e)),
            Replaced::Many(events) => ReplacedIter::Many(events.into_iter()),
        }
    }
}

/// The events of a [`Replaced`], in order.
#[derive(Debug)]
pub enum ReplacedIter<E> {
    /// The one event, until it is taken.
    One(Option<E>),
    /// The events still to come.
    Many(std::vec::IntoIter<E>),
}

impl<E> Iterator for ReplacedIter<E> {
    type Item = E;
    fn next(&mut self) -> Option<E> {
        match self {
            ReplacedIter::One(e) => e.take(),
            ReplacedIter::Many(events) => events.next(),
        }
    }
}

/// The hooks most games write the same way, written once: name those a game takes inside its
/// `impl Ruleset`, and write the rest by hand.
///
/// - `seed`: the configuration's `seed: Option<String>` field.
/// - `players`: the state's `players: Vec<PlayerId>` field.
/// - `game_ended(Event)`: the event `Event::GameEnded { outcome }`.
/// - `public_view`: the whole state for every viewer (`type View` is the state): a game
///   that hides nothing.
/// - `rule_endings`: [`Ruleset::take_back_ending`] for a game whose only concession is
///   resigning: every ending but `RESIGNATION` came from the rules of play, and `undo` takes
///   back the action that reached it.
///
/// ```ignore
/// impl Ruleset for TicTacToe {
///     arbiter_rules::standard_hooks!(seed, players, game_ended(TicTacToeEvent), public_view, rule_endings);
///     // setup, to_act, turn, legal_actions, resolve, apply, end_check by hand
/// }
/// ```
#[macro_export]
macro_rules! standard_hooks {
    ($($hook:ident $(($event:ident))?),* $(,)?) => {
        $( $crate::standard_hooks!(@ $hook $(($event))?); )*
    };
    (@ seed) => {
        fn seed(config: &Self::Config) -> Option<&str> {
            config.seed.as_deref()
        }
    };
    (@ players) => {
        fn players(state: &Self::State) -> &[$crate::engine::player::PlayerId] {
            &state.players
        }
    };
    (@ game_ended($event:ident)) => {
        fn game_ended(outcome: &$crate::engine::outcome::GameOutcome<Self::Reason>) -> Self::Event {
            $event::GameEnded {
                outcome: outcome.clone(),
            }
        }
    };
    (@ rule_endings) => {
        fn take_back_ending(
            _action: &Self::Action,
            reason: Self::Reason,
        ) -> ::std::result::Result<(), ::std::string::String> {
            $crate::engine::ruleset::all_but_resignation(reason)
        }
    };
    (@ public_view) => {
        fn view(state: &Self::State, _viewer: Option<&$crate::engine::player::PlayerId>) -> Self::View {
            state.clone()
        }
    };
}
