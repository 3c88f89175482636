#![cfg(feature = "deckbuilding")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random deck-building games (2 to 4 players, any kingdom, any valid
//! end trigger and turn threshold): every game ends, the log rebuilds the state, cards are never
//! made or lost, the curses (10 per player past the first) are in the pile or someone's, scores
//! come before the end and count every card (a curse -1), and a view never shows a hidden card (a
//! discard pile's top card is public). And one pinned scripted depletion, whose hash tests/web.rs
//! finds the same in wasm.

use arbiter_rules::ai::random_action;
use arbiter_rules::deckbuilding::DeckBuildingEndReason;
use arbiter_rules::deckbuilding::{
    Card, DeckBuilding, DeckBuildingConfig, DeckBuildingEvent, EndTrigger,
};
use arbiter_rules::{Game, GameRng, Ruleset};
use proptest::prelude::*;

#[path = "common/pinned.rs"]
mod pinned;
use pinned::{pinned_depletion, PINNED_DEPLETION_HASH};

fn kingdom() -> impl Strategy<Value = Vec<Card>> {
    let cards: Vec<Card> = Card::ALL
        .iter()
        .copied()
        .filter(|c| c.is_kingdom())
        .collect();
    Just(cards).prop_shuffle().prop_map(|mut c| {
        c.truncate(10);
        c
    })
}

fn end_trigger() -> impl Strategy<Value = Option<Option<EndTrigger>>> {
    let keys = prop::sample::subsequence(vec!["province", "duchy", "estate", "gold"], 0..=2);
    prop_oneof![
        Just(None),
        Just(Some(None)),
        (prop::option::of(1u32..=4), keys).prop_filter_map("can fire", |(t, k)| {
            if t.is_none() && k.is_empty() {
                return None;
            }
            Some(Some(Some(EndTrigger {
                empty_pile_threshold: t,
                key_piles: (!k.is_empty()).then(|| k.iter().map(|s| s.to_string()).collect()),
            })))
        }),
    ]
}

fn game_config() -> impl Strategy<Value = (DeckBuildingConfig, u64)> {
    (
        2usize..=4,
        kingdom(),
        end_trigger(),
        1u32..=12,
        any::<u64>(),
        any::<u64>(),
    )
        .prop_map(|(n, kingdom, end_trigger, max_turns, seed, pick)| {
            let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
            let config = DeckBuildingConfig {
                players: Some(players),
                seed: Some(seed.to_string()),
                kingdom: Some(kingdom),
                end_trigger,
                max_turns: Some(max_turns),
            };
            (config, pick)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_random_game_ends_and_keeps_its_cards((config, pick) in game_config()) {
        let mut game = Game::<DeckBuilding>::new(config.clone()).expect("valid");
        let mut rng = GameRng::from_u64(pick);
        let mut steps = 0;
        while let Some((p, a)) = random_action(&game, &mut rng) {
            game.submit(&p, a).expect("legal");
            steps += 1;
            prop_assert!(steps < 20_000, "the game runs on");
            // No card is made or lost: every instance is in one zone exactly once.
            let s = game.state();
            let mut seen = vec![0u32; s.cards.len()];
            for id in s.seats.iter().flat_map(|z| z.owned()).chain(&s.trash) {
                seen[usize::from(*id)] += 1;
            }
            prop_assert!(seen.iter().all(|n| *n == 1), "{seen:?}");
            // Curses are only moved: from the pile to a player (to the trash, maybe).
            let pile = s.pile(Card::Curse).map_or(0, |p| p.count);
            let gained = s.cards.iter().filter(|c| c.card == Card::Curse).count() as u32;
            prop_assert_eq!(pile + gained, 10 * (s.players.len() as u32 - 1));
            // Each view hides exactly the others' hands and discards but for their top cards,
            // and every deck.
            for (i, viewer) in s.players.iter().enumerate() {
                let view = game.view(Some(viewer)).expect("view").state;
                for (j, (zones, hidden)) in view.state.seats.iter().zip(&view.hidden).enumerate() {
                    prop_assert!(zones.deck.is_empty());
                    prop_assert_eq!(hidden.deck as usize, s.seats[j].deck.len());
                    if i != j {
                        prop_assert!(zones.hand.is_empty());
                        let top: Vec<u16> = s.seats[j].discard.last().copied().into_iter().collect();
                        prop_assert_eq!(&zones.discard, &top);
                        prop_assert_eq!(hidden.discard as usize, s.seats[j].discard.len().saturating_sub(1));
                        prop_assert_eq!(hidden.hand as usize, s.seats[j].hand.len());
                    } else {
                        prop_assert_eq!(&zones.hand, &s.seats[j].hand);
                    }
                }
            }
        }
        prop_assert!(game.is_finished());
        let state = game.state();
        // Every player had the same number of turns at the turn threshold.
        let reason = game.outcome().expect("outcome").reason();
        prop_assert!(matches!(reason, DeckBuildingEndReason::SupplyDepleted | DeckBuildingEndReason::TurnLimit));
        if reason == DeckBuildingEndReason::TurnLimit {
            prop_assert!(state.seats.iter().all(|s| s.turns == state.max_turns));
        } else {
            prop_assert!(state.end_trigger.is_some());
        }
        // Scores, then the end, last in the log.
        let log = game.log();
        let scored = matches!(log[log.len() - 2].event, DeckBuildingEvent::ScoresComputed { .. });
        let ended = matches!(log[log.len() - 1].event, DeckBuildingEvent::GameEnded { .. });
        prop_assert!(scored && ended);
        // The last scores are every player's cards' points, curses -1 each, and the results'.
        if let DeckBuildingEvent::ScoresComputed { scores } = &log[log.len() - 2].event {
            for (i, player) in state.players.iter().enumerate() {
                let owned = state.seats[i].owned_count();
                let points: i64 = state.seats[i]
                    .owned()
                    .filter_map(|id| state.card(*id))
                    .map(|c| match c {
                        Card::Curse => -1,
                        Card::Estate => 1,
                        Card::Duchy => 3,
                        Card::Province => 6,
                        Card::Gardens => (owned / 10) as i64,
                        _ => 0,
                    })
                    .sum();
                prop_assert_eq!(scores.get(player).copied(), Some(points));
                let result = game.outcome().expect("outcome");
                let metric = result
                    .results()
                    .iter()
                    .find(|r| &r.player == player)
                    .and_then(|r| r.metrics.as_ref())
                    .and_then(|m| m.get("victoryPoints"))
                    .copied();
                prop_assert_eq!(metric, Some(points));
            }
        }
        // The log rebuilds the state.
        let mut rebuilt = DeckBuilding::setup(&config).expect("setup");
        for entry in log {
            DeckBuilding::apply(&mut rebuilt, &entry.event);
        }
        prop_assert_eq!(&rebuilt, state);
    }
}

#[test]
fn a_pinned_depletion_has_the_same_hash_natively_and_in_wasm() {
    let game = pinned_depletion();
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some(DeckBuildingEndReason::SupplyDepleted)
    );
    let again =
        Game::<DeckBuilding>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        PINNED_DEPLETION_HASH
    );
}
