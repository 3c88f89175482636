#![cfg(feature = "duel")]
#![cfg(not(target_arch = "wasm32"))]
//! Hidden information in the duel: what a player may not see is in neither their view nor their
//! events, and two games that differ only in it look the same to them.

use arbiter_rules::ai::random_action;
use arbiter_rules::duel::card::decks;
use arbiter_rules::duel::DeckChoice;
use arbiter_rules::duel::{Duel, DuelAction, DuelConfig, DuelEvent, DuelState};
use arbiter_rules::{Game, GameRng, LogEntry, Ruleset};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// The ids of the cards `viewer` may not see now: the other hand and both libraries.
fn hidden_ids(game: &Game<Duel>, viewer: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for seat in &game.state().seats {
        ids.extend(seat.library.iter().cloned());
        if seat.player != viewer {
            ids.extend(seat.hand.iter().cloned());
        }
    }
    ids
}

/// Everything `viewer` is given: their view and their events, as JSON text.
fn given_to(game: &Game<Duel>, viewer: &str) -> (String, String) {
    let view = serde_json::to_string(&game.view(Some(viewer)).expect("view")).expect("json");
    let events =
        serde_json::to_string(&game.events_for(0, Some(viewer)).expect("events")).expect("json");
    (view, events)
}

fn config(seed: u64, first: bool) -> DuelConfig {
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some(format!("{seed:x}"));
    if first {
        config.first_player = Some("b".into());
    }
    config
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// Through whole random games: no id of a card a player may not see reaches them, and no
    /// shuffle's order does.
    #[test]
    fn no_hidden_card_reaches_a_player(seed in any::<u64>(), picks in any::<u64>(), first in any::<bool>()) {
        let mut game = Game::<Duel>::new(config(seed, first)).expect("valid config");
        let mut rng = GameRng::from_u64(picks);
        let mut actions = 0;
        while let Some((player, action)) = random_action(&game, &mut rng) {
            game.submit(&player, action).expect("legal");
            actions += 1;
            prop_assert!(actions < 20_000, "the game did not end");
            if actions % 7 != 0 {
                continue;
            }
            for viewer in ["a", "b"] {
                let (view, events) = given_to(&game, viewer);
                for id in hidden_ids(&game, viewer) {
                    let quoted = format!("\"{id}\"");
                    prop_assert!(!view.contains(&quoted), "{viewer}'s view holds {id}");
                    prop_assert!(!events.contains(&quoted), "{viewer}'s events hold {id}");
                }
                prop_assert!(!events.contains("\"order\""), "{viewer} was given a library's order");
                if actions % 5 != 0 {
                    continue;
                }
                let (same_view, same_events) = with_other_ids(&game, viewer);
                prop_assert_eq!(same_view, serde_json::to_value(Duel::view(game.state(), Some(&viewer.to_string()))).expect("json"));
                prop_assert_eq!(same_events, seen(game.log(), viewer));
            }
        }
    }
}

/// `viewer`'s events, through the ruleset's filter, as JSON.
fn seen(log: &[LogEntry<DuelEvent>], viewer: &str) -> serde_json::Value {
    let events: Vec<DuelEvent> = log
        .iter()
        .map(|e| Duel::event_for(&e.event, Some(viewer)).into_owned())
        .collect();
    serde_json::to_value(events).expect("json")
}

/// The referee's world where every card `viewer` may not see had another id, in the state and
/// in the whole log: what `viewer` is given there (view, events).
fn with_other_ids(game: &Game<Duel>, viewer: &str) -> (serde_json::Value, serde_json::Value) {
    let mut state = serde_json::to_string(game.state()).expect("json");
    let mut log = serde_json::to_string(game.log()).expect("json");
    for (n, id) in hidden_ids(game, viewer).iter().enumerate() {
        let (from, to) = (format!("\"{id}\""), format!("\"other{n}\""));
        state = state.replace(&from, &to);
        log = log.replace(&from, &to);
    }
    let state: DuelState = serde_json::from_str(&state).expect("a state");
    let log: Vec<LogEntry<DuelEvent>> = serde_json::from_str(&log).expect("a log");
    let view = Duel::view(&state, Some(&viewer.to_string()));
    (
        serde_json::to_value(view).expect("json"),
        seen(&log, viewer),
    )
}

/// The first player's first turn, as the other player passes: the deck lists, ids and shuffles
/// are the same, but which card each of `b`'s ids is differs. `b` takes a mulligan first and
/// keeps with the first listed card on the bottom: its hand shuffled away, its new hand and
/// the card it bottoms stay hidden from `a`.
fn first_turns(b_deck: Vec<String>) -> Vec<(String, String)> {
    let mut config = config(7, false);
    config.first_player = Some("a".into());
    config.decks = Some(BTreeMap::from([(
        "b".to_string(),
        DeckChoice::List(b_deck),
    )]));
    let mut game = Game::<Duel>::new(config).expect("valid config");
    let mut seen = vec![given_to(&game, "a")];
    let mut rng = GameRng::from_seed("a's picks");
    // Until `b` has to show something (a discard at its cleanup) or `a`'s second turn.
    while game.turn() < 3 {
        let Some(player) = game.current_player().cloned() else {
            break;
        };
        let action = if player == "a" {
            match random_action(&game, &mut rng) {
                Some((_, action)) => action,
                None => break,
            }
        } else if game.state().seats[1].mulligans == 0 && game.state().mulligan_phase {
            DuelAction::Mulligan {}
        } else {
            match game
                .legal_actions("b")
                .expect("actions")
                .into_iter()
                .find(|a| {
                    matches!(
                        a,
                        DuelAction::PassPriority {}
                            | DuelAction::Keep { .. }
                            | DuelAction::DeclareAttackers { .. }
                            | DuelAction::DeclareBlockers { .. }
                    )
                }) {
                Some(action) => action,
                None => break,
            }
        };
        game.submit(&player, action).expect("legal");
        seen.push(given_to(&game, "a"));
    }
    assert!(seen.len() > 20, "the game went on for a while");
    seen
}

#[test]
fn two_games_that_differ_only_in_the_other_players_cards_look_the_same() {
    let list = decks()
        .iter()
        .find(|d| d.id == "red-green-aggro")
        .expect("a ready deck")
        .list();
    let mut reversed = list.clone();
    reversed.reverse();
    assert_ne!(list, reversed);
    let one = first_turns(list);
    let other = first_turns(reversed);
    assert_eq!(one.len(), other.len());
    for (step, (a, b)) in one.iter().zip(&other).enumerate() {
        assert_eq!(a.0, b.0, "a's view differs after step {step}");
        assert_eq!(a.1, b.1, "a's events differ after step {step}");
    }
}
