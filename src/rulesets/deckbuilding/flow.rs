//! The turn going on by itself: an action phase with nothing to play ends, a buy phase with no
//! buys left ends, and the cleanup computes the scores (the end evaluation runs right after),
//! then discards everything, draws five, and starts the next seat's turn.

use super::card::Card;
use super::config::HAND_SIZE;
use super::effects::Builder;
use super::event::DeckBuildingEvent as E;
use super::state::{DeckBuildingState, TurnPhase};
use crate::engine::rng::GameRng;
use std::collections::BTreeMap;

/// The events that follow from the state alone, or none when a player must decide.
pub fn advance(state: &DeckBuildingState, rng: &mut GameRng) -> Vec<E> {
    if state.ended || state.choice.is_some() || state.turn == 0 {
        return Vec::new();
    }
    let Some(player) = state.active_player().cloned() else {
        return Vec::new();
    };
    let Some(seat) = state.active_seat() else {
        return Vec::new();
    };
    match state.phase {
        TurnPhase::Action => {
            let playable = state.actions > 0
                && seat
                    .hand
                    .iter()
                    .any(|id| state.card(*id).is_some_and(Card::is_action));
            if playable {
                return Vec::new();
            }
            vec![E::PhaseStarted {
                player,
                phase: TurnPhase::Buy,
            }]
        }
        TurnPhase::Buy if state.buys == 0 => vec![E::PhaseStarted {
            player,
            phase: TurnPhase::Cleanup,
        }],
        TurnPhase::Buy => Vec::new(),
        TurnPhase::Cleanup if !state.scores_computed => vec![scores(state)],
        TurnPhase::Cleanup => cleanup(state, rng),
    }
}

/// `ScoresComputed` with every player's victory points.
pub fn scores(state: &DeckBuildingState) -> E {
    let scores: BTreeMap<String, i64> = state
        .players
        .iter()
        .cloned()
        .zip(state.victory_points())
        .collect();
    E::ScoresComputed { scores }
}

/// Discard the play area and the hand, draw five, and start the next seat's turn.
fn cleanup(state: &DeckBuildingState, rng: &mut GameRng) -> Vec<E> {
    let active = usize::from(state.active);
    let mut b = Builder::new(state, rng);
    let Some(player) = state.active_player().cloned() else {
        return Vec::new();
    };
    if let Some(seat) = state.active_seat() {
        // The hand goes onto the pile together: only its last card shows (and the cards in
        // play, which everyone saw).
        let last = seat.hand.last().copied();
        for &card in &seat.in_play {
            b.emit(E::DiscardCard {
                player: player.clone(),
                card: card.into(),
                face_down: false,
            });
        }
        for &card in &seat.hand {
            b.emit(E::DiscardCard {
                player: player.clone(),
                card: card.into(),
                face_down: Some(card) != last,
            });
        }
    }
    b.draw(active, HAND_SIZE);
    let n = state.seats.len().max(1);
    let next = (active + 1) % n;
    let turn = if next == 0 {
        state.turn + 1
    } else {
        state.turn
    };
    if let Some(next_player) = state.players.get(next) {
        b.emit(E::TurnStarted {
            player: next_player.clone(),
            turn,
        });
        b.emit(E::PhaseStarted {
            player: next_player.clone(),
            phase: TurnPhase::Action,
        });
    }
    b.events
}
