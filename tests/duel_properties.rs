#![cfg(feature = "duel")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random duels (ready decks and random decks from the pool, any
//! starting life): every game ends, life changes only through the events that change life, the
//! log rebuilds the state, and a view never shows a hidden card. And one pinned game, whose hash
//! tests/web.rs finds the same in wasm.

use arbiter_rules::ai::random_action;
use arbiter_rules::duel::card::pool;
use arbiter_rules::duel::DeckChoice;
use arbiter_rules::duel::{Duel, DuelConfig, DuelEvent};
use arbiter_rules::{Game, GameRng, Ruleset};
use proptest::prelude::*;
use std::collections::BTreeMap;

fn deck() -> impl Strategy<Value = DeckChoice> {
    let ids: Vec<String> = pool().iter().map(|c| c.id.clone()).collect();
    prop_oneof![
        prop::sample::select(vec!["blue-tide", "red-green-aggro"])
            .prop_map(|d| DeckChoice::Ready(d.into())),
        prop::collection::vec(prop::sample::select(ids), 10..50).prop_map(DeckChoice::List),
    ]
}

fn game_config() -> impl Strategy<Value = (DuelConfig, u64)> {
    (
        deck(),
        deck(),
        1i32..=20,
        any::<u64>(),
        any::<u64>(),
        any::<bool>(),
    )
        .prop_map(|(a, b, life, seed, picks, first)| {
            let mut config = DuelConfig::for_players(["a", "b"]);
            config.seed = Some(format!("{seed:x}"));
            config.starting_life = Some(life);
            config.decks = Some(BTreeMap::from([("a".to_string(), a), ("b".to_string(), b)]));
            if first {
                config.first_player = Some("b".into());
            }
            (config, picks)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_duel_ends_and_life_changes_only_through_life_events((config, picks) in game_config()) {
        let mut game = Game::<Duel>::new(config.clone()).expect("valid config");
        let mut rng = GameRng::from_u64(picks);
        let mut actions = 0;
        while let Some((player, action)) = random_action(&game, &mut rng) {
            game.submit(&player, action).expect("legal");
            actions += 1;
            prop_assert!(actions < 20_000, "the game did not end");
            if actions % 97 == 0 {
                // A view hides the other hand and both libraries.
                let view = game.view(Some("a")).expect("view");
                let b = &game.state().seats[1];
                prop_assert!(view.state.state.seats[1].hand.is_empty());
                prop_assert_eq!(view.state.hidden[1].hand as usize, b.hand.len());
                prop_assert!(b.hand.iter().all(|c| !view.state.state.cards.contains_key(c)));
            }
        }
        prop_assert!(game.is_finished(), "no one may act, so the game is over");

        let mut state = Duel::setup(&config).expect("valid config");
        for entry in game.log() {
            let before: Vec<i32> = state.seats.iter().map(|s| s.life).collect();
            Duel::apply(&mut state, &entry.event);
            let after: Vec<i32> = state.seats.iter().map(|s| s.life).collect();
            let life_event = matches!(
                entry.event,
                DuelEvent::DealDamage { .. } | DuelEvent::LoseLife { .. } | DuelEvent::GainLife { .. } | DuelEvent::PayLife { .. }
            );
            prop_assert!(before == after || life_event, "life changed in {:?}", entry.event);
        }
        prop_assert_eq!(
            serde_json::to_value(&state).expect("state"),
            serde_json::to_value(game.state()).expect("state")
        );
    }
}

/// The pinned game: random legal actions from the seed "pick"; tests/web.rs plays it in wasm.
pub fn pinned_duel() -> Game<Duel> {
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some("test".into());
    let mut game = Game::<Duel>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pick");
    while let Some((p, a)) = random_action(&game, &mut rng) {
        game.submit(&p, a).expect("legal");
    }
    game
}

#[test]
fn a_pinned_duel_has_the_same_hash_natively_and_in_wasm() {
    let game = pinned_duel();
    assert!(game.is_finished());
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "f8b97820f23b85c4"
    );
}
