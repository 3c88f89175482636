#![cfg(feature = "deckbuilding")]
#![cfg(not(target_arch = "wasm32"))]
//! Hidden information in the deck-builder: another player's draws, the order of a shuffled deck
//! and the hand cards a cleanup puts face down reach no one else, and two games that differ only
//! in those cards look the same to the other players.

use arbiter_rules::ai::random_action;
use arbiter_rules::deckbuilding::DeckBuildingState;
use arbiter_rules::deckbuilding::{DeckBuilding, DeckBuildingConfig, DeckBuildingEvent as E};
use arbiter_rules::{Game, GameRng, LogEntry, Ruleset};
use proptest::prelude::*;
use std::collections::BTreeSet;

type Log = Vec<LogEntry<E>>;

/// Ids every player may know: those of public events (a play, a reveal, a gain, a trash, a
/// face-up discard), and those in a public place now (in play, the trash, a discard pile's top).
fn public_ids(state: &DeckBuildingState, log: &Log) -> BTreeSet<u16> {
    let mut ids = BTreeSet::new();
    for entry in log {
        match &entry.event {
            E::PlayCard { card, .. }
            | E::RevealCard { card, .. }
            | E::GainCard { card, .. }
            | E::TrashCard { card, .. } => {
                ids.insert(*card);
            }
            E::DiscardCard {
                card,
                face_down: false,
                ..
            } => {
                ids.extend(card.id());
            }
            _ => {}
        }
    }
    ids.extend(state.trash.iter().copied());
    for seat in &state.seats {
        ids.extend(seat.in_play.iter().copied());
        ids.extend(seat.discard.last().copied());
    }
    ids
}

/// Relabels the ids in `swap` (a permutation of cards `viewer` may not know) in the state's zones
/// and in the log: the same public game, with other hidden cards.
fn relabel(
    state: &DeckBuildingState,
    log: &Log,
    swap: &dyn Fn(u16) -> u16,
) -> (DeckBuildingState, Log) {
    let mut state = state.clone();
    for seat in &mut state.seats {
        for zone in [&mut seat.hand, &mut seat.deck, &mut seat.discard] {
            for id in zone.iter_mut() {
                *id = swap(*id);
            }
        }
    }
    let mut log = log.clone();
    for entry in &mut log {
        match &mut entry.event {
            E::DrawCard { card, .. } | E::DiscardCard { card, .. } => {
                if let Some(id) = card.id() {
                    *card = swap(*id).into();
                }
            }
            E::ShuffleDeck {
                order: Some(order), ..
            } => order.iter_mut().for_each(|id| *id = swap(*id)),
            _ => {}
        }
    }
    (state, log)
}

fn seen(log: &Log, viewer: &str) -> serde_json::Value {
    let events: Vec<E> = log
        .iter()
        .map(|e| DeckBuilding::event_for(&e.event, Some(viewer)).into_owned())
        .collect();
    serde_json::to_value(events).expect("json")
}

fn view(state: &DeckBuildingState, viewer: &str) -> serde_json::Value {
    serde_json::to_value(DeckBuilding::view(state, Some(&viewer.to_string()))).expect("json")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn another_players_hidden_cards_never_show(seed in any::<u64>(), picks in any::<u64>(), players in 2usize..=3) {
        let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
        let mut config = DeckBuildingConfig::for_players(&names.iter().map(String::as_str).collect::<Vec<_>>());
        config.seed = Some(seed.to_string());
        config.max_turns = Some(8);
        let mut game = Game::<DeckBuilding>::new(config).expect("valid");
        let mut rng = GameRng::from_u64(picks);
        let mut actions = 0;
        while let Some((player, action)) = random_action(&game, &mut rng) {
            game.submit(&player, action).expect("legal");
            actions += 1;
            if actions % 11 != 0 {
                continue;
            }
            let log: Log = game.log().to_vec();
            let public = public_ids(game.state(), &log);
            for viewer in &names {
                // The cards of each other player that the viewer may not know, reversed among
                // themselves.
                let owner = |id: u16| game.state().cards[usize::from(id)].owner;
                let secret: Vec<u16> = (0..game.state().cards.len() as u16)
                    .filter(|id| !public.contains(id))
                    .filter(|id| game.state().players[usize::from(owner(*id))] != *viewer)
                    .collect();
                let swap = |id: u16| {
                    let mine: Vec<u16> = secret.iter().copied().filter(|s| owner(*s) == owner(id)).collect();
                    match mine.iter().position(|s| *s == id) {
                        Some(at) => mine[mine.len() - 1 - at],
                        None => id,
                    }
                };
                let (other_state, other_log) = relabel(game.state(), &log, &swap);
                prop_assert_eq!(view(game.state(), viewer), view(&other_state, viewer));
                prop_assert_eq!(seen(&log, viewer), seen(&other_log, viewer));
                let events = serde_json::to_string(&game.events_for(0, Some(viewer)).expect("events")).expect("json");
                prop_assert!(!events.contains("\"order\""), "{viewer} was given a deck's order");
            }
        }
        prop_assert!(game.is_finished());
    }
}

#[test]
fn the_top_of_each_discard_pile_is_public() {
    let mut game =
        Game::<DeckBuilding>::new(DeckBuildingConfig::for_players(&["a", "b"])).expect("valid");
    // a ends its turn without playing: its whole hand goes to the discard pile.
    while game.current_player().map(String::as_str) == Some("a") {
        game.submit(
            "a",
            arbiter_rules::deckbuilding::DeckBuildingAction::EndPhase {},
        )
        .expect("legal");
    }
    let a = &game.state().seats[0];
    assert_eq!(a.discard.len(), 5);
    let view = game.view(Some("b")).expect("view");
    assert_eq!(
        view.state.state.seats[0].discard,
        vec![*a.discard.last().expect("a top")]
    );
    assert_eq!(view.state.hidden[0].discard, 4);
    // b was told of one of the five discards only: the top one.
    let events = game.events_for(0, Some("b")).expect("events");
    let shown: Vec<u16> = events
        .iter()
        .filter_map(|e| match e.event.as_ref() {
            E::DiscardCard { player, card, .. } if player == "a" => card.id().copied(),
            _ => None,
        })
        .collect();
    assert_eq!(shown, vec![*a.discard.last().expect("a top")]);
}
