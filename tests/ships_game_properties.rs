#![cfg(feature = "ships")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests over whole random ships games: health changes only in End of Turn Resolution
//! events, always stays in [0, maxHealth], and every game ends.

use arbiter_rules::ai::random_action;
use arbiter_rules::ships::{Phase, Ships, ShipsConfig, ShipsEvent};
use arbiter_rules::{Game, GameRng, Ruleset};
use proptest::prelude::*;

fn game_config() -> impl Strategy<Value = (ShipsConfig, u64)> {
    (2usize..=6, 1u32..=35, 1u32..=12, any::<u64>(), any::<u64>()).prop_map(
        |(n, starting, turns, seed, picks)| {
            let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
            let config = ShipsConfig {
                players: Some(players),
                starting_health: Some(starting),
                max_turns: Some(turns),
                seed: Some(format!("{seed:x}")),
                ..ShipsConfig::default()
            };
            (config, picks)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn health_changes_only_in_resolution_stays_in_bounds_and_the_game_ends(
        (config, picks) in game_config()
    ) {
        let mut game = Game::<Ships>::new(config.clone()).expect("valid config");
        let mut rng = GameRng::from_u64(picks);
        let mut actions = 0;
        while let Some((player, action)) = random_action(&game, &mut rng) {
            game.submit(&player, action).expect("legal");
            actions += 1;
            prop_assert!(actions < 5_000, "the game did not end");
        }
        prop_assert!(game.is_finished(), "no one may act, so the game is over");
        prop_assert!(game.turn() <= config.max_turns.unwrap_or(30));

        // Replay the log event by event from the initial state, watching health.
        let mut state = Ships::setup(&config).expect("valid config");
        let max = state.max_health;
        let mut in_resolution = false;
        for entry in game.log() {
            let before: Vec<u32> = state.fleets.iter().map(|f| f.health).collect();
            Ships::apply(&mut state, &entry.event);
            let after: Vec<u32> = state.fleets.iter().map(|f| f.health).collect();
            match &entry.event {
                ShipsEvent::PhaseStarted { phase } => in_resolution = *phase == Phase::EndOfTurn,
                ShipsEvent::ResolutionCompleted { .. } => in_resolution = false,
                _ => {}
            }
            let is_health_event = matches!(entry.event, ShipsEvent::HealthChanged { .. });
            if before != after {
                prop_assert!(is_health_event, "health changed in {:?}", entry.event);
                prop_assert!(in_resolution, "health changed outside resolution: {:?}", entry.event);
            }
            if is_health_event {
                prop_assert!(in_resolution, "HealthChanged outside resolution");
            }
            prop_assert!(after.iter().all(|&h| h <= max), "health above {max}: {after:?}");
        }
        prop_assert_eq!(&state, game.state());
    }
}
