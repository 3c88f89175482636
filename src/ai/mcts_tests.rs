//! The MCTS on a toy game of its own: Nim with one pile, each player taking 1 to 3 stones, and
//! whoever takes the last stone wins (a pile that is a multiple of 4 is lost for the player to
//! move; from any other, taking the pile's remainder by 4 wins).

use super::*;
use crate::engine::outcome::PlayerResult;

crate::end_reasons! {
    /// Nim's one way to end.
    pub enum NimEnd {
        /// The last stone was taken.
        LastStone => "last stone taken",
    }
}
use serde::{Deserialize, Serialize};
use std::cell::Cell;

thread_local! {
    /// Simulated games that reached their end on this thread: one per MCTS iteration here.
    static ENDINGS: Cell<u32> = const { Cell::new(0) };
}

struct Nim;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Pile {
    players: [PlayerId; 2],
    stones: u32,
    /// Stones taken so far, by both.
    takes: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
enum NimEvent {
    Took(u32),
    Ended(GameOutcome<NimEnd>),
}

impl Pile {
    fn new(stones: u32) -> Pile {
        Pile {
            players: ["a".into(), "b".into()],
            stones,
            takes: 0,
        }
    }
    fn mover(&self) -> usize {
        (self.takes % 2) as usize
    }
}

impl Ruleset for Nim {
    type Config = u32;
    type State = Pile;
    type Action = u32;
    type Event = NimEvent;
    type View = Pile;
    type Reason = NimEnd;
    const NAME: &'static str = "nim";

    fn setup(stones: &u32) -> Result<Pile> {
        Ok(Pile::new(*stones))
    }
    fn seed(_: &u32) -> Option<&str> {
        None
    }
    fn players(state: &Pile) -> &[PlayerId] {
        &state.players
    }
    fn to_act(state: &Pile) -> Option<&PlayerId> {
        (state.stones > 0).then(|| &state.players[state.mover()])
    }
    fn turn(state: &Pile) -> u32 {
        state.takes + 1
    }
    fn legal_actions(state: &Pile, player: &PlayerId) -> Vec<u32> {
        if Self::to_act(state) != Some(player) {
            return Vec::new();
        }
        (1..=3.min(state.stones)).collect()
    }
    fn resolve(state: &Pile, _: &PlayerId, take: &u32, _: &mut GameRng) -> Result<Vec<NimEvent>> {
        if (1..=3.min(state.stones)).contains(take) {
            Ok(vec![NimEvent::Took(*take)])
        } else {
            Err(EngineError::illegal(format!("cannot take {take}")))
        }
    }
    fn apply(state: &mut Pile, event: &NimEvent) {
        if let NimEvent::Took(n) = event {
            state.stones -= n;
            state.takes += 1;
        }
    }
    fn end_check(state: &Pile) -> Option<GameOutcome<NimEnd>> {
        if state.stones > 0 {
            return None;
        }
        // The player who took the last stone moved last.
        let winner = state.players[1 - state.mover()].clone();
        let loser = state.players[state.mover()].clone();
        let result = |player, outcome, rank| PlayerResult {
            player,
            outcome,
            rank,
            metrics: None,
        };
        Some(GameOutcome::Win {
            winner: winner.clone(),
            reason: NimEnd::LastStone,
            results: vec![
                result(winner, OutcomeType::Win, 1),
                result(loser, OutcomeType::Loss, 2),
            ],
        })
    }
    fn game_ended(outcome: &GameOutcome<NimEnd>) -> NimEvent {
        NimEvent::Ended(outcome.clone())
    }
    fn view(state: &Pile, _: Option<&PlayerId>) -> Pile {
        state.clone()
    }
}

impl Mcts for Nim {
    fn determinize(view: &Pile, _: &mut GameRng) -> Pile {
        view.clone()
    }
    fn rewards(_: &Pile, _: &GameOutcome<NimEnd>) -> Vec<f64> {
        ENDINGS.with(|e| e.set(e.get() + 1));
        Vec::new() // the result alone
    }
}

fn choose(stones: u32, iterations: u32, seed: &str) -> u32 {
    let pile = Pile::new(stones);
    let mover = pile.players[pile.mover()].clone();
    decide::<Nim>(&pile, &mover, iterations, &mut GameRng::from_seed(seed)).expect("a choice")
}

#[test]
fn finds_the_winning_take() {
    for stones in [5, 6, 7, 9, 10, 11] {
        for seed in ["one", "two", "three"] {
            assert_eq!(
                choose(stones, 2_000, seed),
                stones % 4,
                "from {stones} stones (seed {seed})"
            );
        }
    }
}

#[test]
fn plays_exactly_its_budget_of_iterations() {
    for iterations in [1, 37, 500] {
        ENDINGS.with(|e| e.set(0));
        choose(13, iterations, "budget");
        // Every simulated game of Nim ends, so each iteration is one ending.
        assert_eq!(ENDINGS.with(Cell::get), iterations);
    }
    // One legal action: chosen without a search.
    ENDINGS.with(|e| e.set(0));
    assert_eq!(choose(1, 500, "budget"), 1);
    assert_eq!(ENDINGS.with(Cell::get), 0);
}

#[test]
fn the_same_seed_gives_the_same_choice() {
    // From 8 stones every take loses, so the choice is the search's noise: the seed's alone.
    let choices: Vec<u32> = ["a", "b", "c", "d", "e", "f"]
        .iter()
        .map(|seed| choose(8, 60, seed))
        .collect();
    for (seed, choice) in ["a", "b", "c", "d", "e", "f"].iter().zip(&choices) {
        assert_eq!(choose(8, 60, seed), *choice, "seed {seed}");
    }
    assert!(choices.iter().all(|c| (1..=3).contains(c)));
}

#[test]
fn a_finished_game_has_nothing_to_choose() {
    let pile = Pile::new(0);
    let error = decide::<Nim>(&pile, &"a".into(), 100, &mut GameRng::from_seed("x"))
        .expect_err("no action");
    assert_eq!(error.code, crate::engine::error::ErrorCode::IllegalAction);
}
