//! The kernel's hooks for card games (`replace`, `triggers`, `is_check_point`), through a small
//! test ruleset: one player adds numbers to a total and wins at 100.
//!
//! - replacement: an `Add` of a negative number is applied as `Add(0)`, an `Add(50)` as two
//!   `Add(25)`, and an `Add(0)` given as such is not applied at all;
//! - trigger: an `Add` of 10 or more triggers a bonus `Add(1)`, and `Roll` triggers an `Add` of
//!   a d6 drawn from the game's RNG;
//! - check point: every `Add`; the game ends at a total of 100 or more;
//! - advance: while something is `Owe`d, a `Pay` adds 1 to the total;
//! - out of turn: the rival may submit a `Concede` though it is never their turn;
//! - reveals: `Peek`, which `undo` refuses to take back.

use super::error::Result;
use super::game::Game;
use super::outcome::{rank_by_elimination, GameOutcome, Standing};

crate::end_reasons! {
    /// The counter game's one way to end.
    pub enum CounterEnd {
        /// The others fell.
        LastStanding => "last standing",
    }
}
use super::player::PlayerId;
use super::rng::GameRng;
use super::ruleset::{Replaced, Ruleset};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
enum Event {
    Add(i64),
    Roll,
    Ended,
    Owe(i64),
    Pay,
    Concede,
    Peek,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct State {
    players: Vec<PlayerId>,
    total: i64,
    owed: i64,
}

struct Counter;

impl Ruleset for Counter {
    type Config = i64;
    type State = State;
    /// The events the action causes, as they are.
    type Action = Vec<Event>;
    type Event = Event;
    type View = State;
    type Reason = CounterEnd;

    const NAME: &'static str = "counter";

    fn setup(total: &i64) -> Result<State> {
        Ok(State {
            players: vec!["me".into(), "rival".into()],
            total: *total,
            owed: 0,
        })
    }
    fn seed(_: &i64) -> Option<&str> {
        None
    }
    fn players(state: &State) -> &[PlayerId] {
        &state.players
    }
    fn to_act(state: &State) -> Option<&PlayerId> {
        state.players.first()
    }
    fn turn(_: &State) -> u32 {
        1
    }
    fn legal_actions(_: &State, _: &PlayerId) -> Vec<Vec<Event>> {
        Vec::new()
    }
    fn resolve(
        _: &State,
        _: &PlayerId,
        events: &Vec<Event>,
        _: &mut GameRng,
    ) -> Result<Vec<Event>> {
        Ok(events.clone())
    }
    fn apply(state: &mut State, event: &Event) {
        match event {
            Event::Add(n) => state.total += n,
            Event::Owe(n) => state.owed += n,
            Event::Pay => {
                state.owed -= 1;
                state.total += 1;
            }
            _ => {}
        }
    }
    fn end_check(state: &State) -> Option<GameOutcome<CounterEnd>> {
        (state.total >= 100).then(|| {
            let standing = |player: &str, out: Option<u32>| Standing {
                player: player.into(),
                out_at: out,
                metrics: None,
            };
            let standings = [standing("me", None), standing("rival", Some(1))];
            rank_by_elimination(
                &standings,
                CounterEnd::LastStanding,
                CounterEnd::LastStanding,
            )
        })?
    }
    fn game_ended(_: &GameOutcome<CounterEnd>) -> Event {
        Event::Ended
    }
    fn view(state: &State, _: Option<&PlayerId>) -> State {
        state.clone()
    }

    fn replace(_: &State, event: Event) -> Replaced<Event> {
        match event {
            Event::Add(n) if n < 0 => Replaced::One(Event::Add(0)),
            Event::Add(50) => Replaced::Many(vec![Event::Add(25), Event::Add(25)]),
            Event::Add(0) => Replaced::Many(Vec::new()),
            other => Replaced::One(other),
        }
    }
    fn triggers(_: &State, event: &Event, rng: &mut GameRng) -> Vec<Event> {
        match event {
            Event::Add(n) if *n >= 10 => vec![Event::Add(1)],
            Event::Roll => vec![Event::Add(i64::from(rng.roll(6)))],
            _ => Vec::new(),
        }
    }
    fn is_check_point(event: &Event) -> bool {
        matches!(event, Event::Add(_))
    }
    fn advance(state: &State, _: &mut GameRng) -> Vec<Event> {
        if state.owed > 0 {
            vec![Event::Pay]
        } else {
            Vec::new()
        }
    }
    fn out_of_turn(action: &Vec<Event>) -> bool {
        action.contains(&Event::Concede)
    }
    fn reveals(event: &Event) -> bool {
        matches!(event, Event::Peek)
    }
}

fn logged(game: &mut Game<Counter>, events: Vec<Event>) -> Vec<Event> {
    let entries = game.submit("me", events).expect("accepted");
    entries.iter().map(|e| e.event).collect()
}

#[test]
fn a_replacement_rewrites_an_event_before_it_is_applied() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    assert_eq!(logged(&mut game, vec![Event::Add(-5)]), vec![Event::Add(0)]);
    assert_eq!(game.state().total, 0);
}

#[test]
fn a_replacement_may_make_several_events_or_none() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    let log = logged(
        &mut game,
        vec![Event::Add(50), Event::Add(0), Event::Add(3)],
    );
    // Each Add(25) is 10 or more: each triggers its bonus after what is already queued.
    assert_eq!(
        log,
        vec![
            Event::Add(25),
            Event::Add(25),
            Event::Add(3),
            Event::Add(1),
            Event::Add(1)
        ]
    );
    assert_eq!(game.state().total, 55);
}

#[test]
fn a_trigger_adds_events_after_the_ones_already_queued() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    let log = logged(&mut game, vec![Event::Add(10), Event::Add(2)]);
    assert_eq!(log, vec![Event::Add(10), Event::Add(2), Event::Add(1)]);
    assert_eq!(game.state().total, 13);
}

#[test]
fn a_trigger_draws_from_the_games_rng_and_replays_the_same() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    let log = logged(&mut game, vec![Event::Roll, Event::Roll]);
    assert!(
        matches!(log.as_slice(), [Event::Roll, Event::Roll, Event::Add(a), Event::Add(b)]
        if (1..=6).contains(a) && (1..=6).contains(b))
    );
    let again = Game::<Counter>::replay(0, game.actions()).expect("replays");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
}

#[test]
fn a_game_that_ends_at_a_check_point_drops_what_is_queued_and_triggers_nothing() {
    let mut game = Game::<Counter>::new(95).expect("starts");
    let log = logged(&mut game, vec![Event::Add(10), Event::Add(3)]);
    // Add(10) reaches 105 at its check point: no bonus Add(1), and Add(3) never applies.
    assert_eq!(log, vec![Event::Add(10), Event::Ended]);
    assert_eq!(game.state().total, 105);
    assert!(game.is_finished());
}

#[test]
fn triggered_events_still_queued_at_the_end_are_dropped_too() {
    let mut game = Game::<Counter>::new(95).expect("starts");
    // Roll queues an Add of a d6 behind Add(-1) and Add(5); the game ends at Add(5).
    let log = logged(&mut game, vec![Event::Roll, Event::Add(-1), Event::Add(5)]);
    assert_eq!(log.first(), Some(&Event::Roll));
    assert_eq!(log.get(1), Some(&Event::Add(0)));
    assert_eq!(log.get(2), Some(&Event::Add(5)));
    assert_eq!(log.last(), Some(&Event::Ended));
    assert_eq!(log.len(), 4, "the triggered roll never applied: {log:?}");
}

#[test]
fn advance_carries_on_after_the_queue_until_it_returns_nothing() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    let log = logged(&mut game, vec![Event::Owe(3), Event::Add(2)]);
    assert_eq!(
        log,
        vec![
            Event::Owe(3),
            Event::Add(2),
            Event::Pay,
            Event::Pay,
            Event::Pay
        ]
    );
    assert_eq!((game.state().total, game.state().owed), (5, 0));
}

#[test]
fn the_end_check_runs_before_each_advance() {
    let mut game = Game::<Counter>::new(95).expect("starts");
    let log = logged(&mut game, vec![Event::Owe(10)]);
    // Pay is no check point: the check after each empty queue ends the game at 100.
    let pays = log.iter().filter(|e| **e == Event::Pay).count();
    assert_eq!(pays, 5, "{log:?}");
    assert_eq!(log.last(), Some(&Event::Ended));
    assert_eq!(game.state().total, 100);
}

#[test]
fn an_out_of_turn_action_is_taken_from_any_player() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    let refused = game.submit("rival", vec![Event::Add(1)]);
    assert_eq!(
        refused.err().map(|e| e.code),
        Some(super::error::ErrorCode::NotYourTurn)
    );
    assert!(game.submit("rival", vec![Event::Concede]).is_ok());
    assert_eq!(game.actions().len(), 1);
}

#[test]
fn undo_refuses_to_take_back_an_action_that_revealed() {
    let mut game = Game::<Counter>::new(0).expect("starts");
    logged(&mut game, vec![Event::Add(1)]);
    logged(&mut game, vec![Event::Add(2), Event::Peek]);
    let hash = game.state_hash().ok();
    let refused = game.undo().err();
    assert_eq!(
        refused.as_ref().map(|e| e.code),
        Some(super::error::ErrorCode::IllegalAction)
    );
    assert!(refused.is_some_and(|e| e.message.contains("revealed hidden information")));
    assert_eq!(game.state_hash().ok(), hash);
    assert_eq!(game.actions().len(), 2);
    logged(&mut game, vec![Event::Add(3)]);
    assert!(game.undo().is_ok());
    assert_eq!(game.state().total, 3);
}
