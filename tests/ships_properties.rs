#![cfg(feature = "ships")]
#![cfg(not(target_arch = "wasm32"))]
//! Property tests of end-of-turn resolution: order never matters, health stays in bounds, the
//! outcome follows from final health alone, and the same input always gives the same result.

use arbiter_rules::ships::*;
use arbiter_rules::{GameOutcome, GameStatus};
use proptest::prelude::*;
use proptest::strategy::Strategy; // not ships::Strategy

mod common;
use common::end_of_turn_input;

/// The input with its effects and ships in another order.
fn shuffled() -> impl Strategy<Value = (EndOfTurnInput, EndOfTurnInput)> {
    end_of_turn_input().prop_flat_map(|input| {
        let effects = Just(input.triggered_effects.clone()).prop_shuffle();
        let ships = Just(input.ships.clone()).prop_shuffle();
        (Just(input), effects, ships).prop_map(|(input, triggered_effects, ships)| {
            let other = EndOfTurnInput {
                triggered_effects,
                ships,
                ..input.clone()
            };
            (input, other)
        })
    })
}

fn sorted_ids(effects: &[AppliedEffect]) -> Vec<(String, String)> {
    let mut ids: Vec<_> = effects
        .iter()
        .map(|e| (e.id.to_string(), e.target_player_id.to_string()))
        .collect();
    ids.sort();
    ids
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_permutation_of_the_effects_gives_the_same_result((a, b) in shuffled()) {
        let ra = resolve_end_of_turn(&a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let rb = resolve_end_of_turn(&b).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&ra.players, &rb.players);
        prop_assert_eq!(&ra.tally, &rb.tally);
        prop_assert_eq!(ra.status, rb.status);
        prop_assert_eq!(&ra.outcome, &rb.outcome);
        prop_assert_eq!(sorted_ids(&ra.applied), sorted_ids(&rb.applied));
    }

    #[test]
    fn health_stays_in_bounds_and_follows_the_tally(input in end_of_turn_input()) {
        let result = resolve_end_of_turn(&input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let max = input.max_health.unwrap_or(DEFAULT_MAX_HEALTH);
        for ((before, after), tally) in input.players.iter().zip(&result.players).zip(&result.tally) {
            prop_assert!(after.health <= max);
            prop_assert_eq!(after.is_active, before.is_in() && before.health + tally.net > 0);
            if !before.is_in() {
                prop_assert_eq!((tally.damage, tally.healing), (0, 0), "nothing reaches a player out");
            }
            let expected = (before.health + tally.net).clamp(0, i64::from(max));
            prop_assert_eq!(i64::from(after.health), expected);
            prop_assert_eq!(tally.net, tally.healing as i64 - tally.damage as i64);
        }
    }

    #[test]
    fn the_outcome_follows_from_final_health_alone(input in end_of_turn_input()) {
        let result = resolve_end_of_turn(&input).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let alive: Vec<&PlayerState> = result.players.iter().filter(|p| p.is_active).collect();
        prop_assert_eq!(result.status == GameStatus::Finished, result.outcome.is_some());
        prop_assert_eq!(result.outcome.is_some(), alive.len() <= 1);
        match (&result.outcome, alive.as_slice()) {
            (Some(GameOutcome::Win { winner, results, .. }), [one]) => {
                prop_assert_eq!(winner, &one.id);
                prop_assert_eq!(results.len(), input.players.len());
                prop_assert!(results.windows(2).all(|w| w[0].rank <= w[1].rank));
            }
            (Some(GameOutcome::Draw { .. }), []) | (None, _) => {}
            (outcome, alive) => prop_assert!(false, "outcome {:?} with {} alive", outcome, alive.len()),
        }
        // The pure end check agrees with the resolution's own, on the result's players as they are.
        let json = serde_json::to_value(&result.players).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let players: Vec<PlayerHealth> = serde_json::from_value(json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let check = detect_end_game(&players).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(check.status, result.status);
    }

    #[test]
    fn the_same_input_gives_the_same_result(input in end_of_turn_input()) {
        prop_assert_eq!(resolve_end_of_turn(&input).ok(), resolve_end_of_turn(&input).ok());
    }
}
