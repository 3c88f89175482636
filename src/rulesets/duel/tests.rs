//! Whole-game tests of the duel: random games end, and the rules hold on the way.

use super::*;
use crate::ai::random_action;
use crate::engine::game::Game;
use crate::engine::rng::GameRng;

pub fn config(seed: &str) -> DuelConfig {
    serde_json::from_value(serde_json::json!({ "players": ["A", "B"], "seed": seed }))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Plays a seeded random game to its end; returns it and the number of actions.
pub fn random_game(seed: &str, limit: usize) -> (Game<Duel>, usize) {
    let mut game = Game::<Duel>::new(config(seed)).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::from_seed(seed);
    let mut n = 0;
    while !game.is_finished() && n < limit {
        let (player, action) =
            random_action(&game, &mut rng).unwrap_or_else(|| panic!("someone acts"));
        game.submit(&player, action.clone())
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        n += 1;
    }
    (game, n)
}

#[test]
fn random_games_with_the_new_decks_end() {
    for (a, b) in [
        ("white-black-life", "green-red-ramp"),
        ("green-red-ramp", "blue-tide"),
        ("red-green-aggro", "white-black-life"),
    ] {
        let config: DuelConfig = serde_json::from_value(serde_json::json!({
            "players": ["A", "B"], "seed": a, "decks": { "A": a, "B": b }
        }))
        .unwrap_or_else(|e| panic!("{e}"));
        let mut game = Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::from_seed(b);
        let mut n = 0;
        while !game.is_finished() && n < 20_000 {
            let (player, action) =
                random_action(&game, &mut rng).unwrap_or_else(|| panic!("someone acts"));
            game.submit(&player, action.clone())
                .unwrap_or_else(|e| panic!("{action:?}: {e}"));
            n += 1;
        }
        assert!(game.is_finished(), "{a} against {b}: {n} actions");
    }
}

#[test]
fn random_games_end() {
    for seed in ["1", "2", "3", "4", "5"] {
        let (game, n) = random_game(seed, 20_000);
        assert!(
            game.is_finished(),
            "seed {seed}: {n} actions, turn {}",
            game.turn()
        );
    }
}

#[test]
fn a_target_has_exactly_one_key() {
    use super::state::Target;
    let ok: Result<Target, _> = serde_json::from_str(r#"{"player":"a"}"#);
    assert!(ok.is_ok());
    // (A struct read from an array of its fields is serde's known leniency, tolerated everywhere.)
    for bad in [
        r#"{"player":"a","x":1}"#,
        r#"{"permanent":"a","spell":"b"}"#,
        r#"{}"#,
        r#"{"spell":null}"#,
    ] {
        let t: Result<Target, _> = serde_json::from_str(bad);
        assert!(t.is_err(), "{bad} decoded as {t:?}");
    }
}

#[test]
fn an_optional_field_is_absent_or_given_never_null() {
    let config: Result<DuelConfig, _> =
        serde_json::from_str(r#"{"players":["a","b"],"seed":null}"#);
    assert!(config.is_err());
    let payment: Result<DuelAction, _> =
        serde_json::from_str(r#"{"type":"CAST_SPELL","card":"c1","payment":{"sacrifice":null}}"#);
    assert!(payment.is_err());
}

#[test]
fn an_action_with_an_unknown_key_is_refused() {
    for bad in [
        r#"{"type":"PASS_PRIORITY","ABILITY":1}"#,
        r#"{"type":"ACTIVATE_ABILITY","permanent":"c1","ability":0,"ABILITY":1}"#,
        r#"{"type":"RESIGN","x":null}"#,
        r#"{"type":"RESIGN","x":1}"#,
        r#"{"type":"PASS_PRIORITY","x":null}"#,
    ] {
        let a: Result<DuelAction, _> = serde_json::from_str(bad);
        assert!(a.is_err(), "{bad} decoded as {a:?}");
    }
}
