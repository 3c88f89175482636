//! The documented limits: past each one, a typed error naming it; at the largest accepted input,
//! a result. And a game's log grows with what happens in it.

use super::tests::{continuous, effect, input, ship};
use super::*;
use crate::ai::{bot_action, simulate_random_games, BotOptions, MAX_SIMULATED_GAMES};
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use EffectType::Damage;

fn refused(input: &EndOfTurnInput) -> String {
    let e = resolve_end_of_turn(input).expect_err("over a limit");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    e.message
}

fn many_players(n: usize) -> Vec<(String, i64)> {
    (0..n).map(|i| (format!("p{i}"), 30)).collect()
}

fn input_of(players: &[(String, i64)], ships: Vec<ShipInput>) -> EndOfTurnInput {
    let p: Vec<(&str, i64)> = players.iter().map(|(id, h)| (id.as_str(), *h)).collect();
    input(&p, ships, vec![])
}

#[test]
fn three_thousand_players_each_hitting_every_opponent_are_refused_up_front() {
    let players = many_players(3_000);
    let ships = players
        .iter()
        .map(|(id, _)| {
            let power = continuous(Damage, 1, PowerTarget::EachOpponent);
            ship(&format!("s-{id}"), id, vec![power])
        })
        .collect();
    let message = refused(&input_of(&players, ships));
    assert_eq!(message, "players has 3000 items, above the limit of 100");
}

#[test]
fn the_step_limit_bounds_ships_times_powers_times_targets() {
    let players = many_players(MAX_INPUT_PLAYERS);
    let power = || continuous(Damage, 1, PowerTarget::EachOpponent);
    let ships = |n: usize| -> Vec<ShipInput> {
        (0..n)
            .map(|i| {
                ship(
                    &format!("s{i}"),
                    &players[i % players.len()].0,
                    vec![power()],
                )
            })
            .collect()
    };
    // 1,515 ships × 99 targets = 149,985 steps: accepted, and resolved.
    let largest = input_of(&players, ships(1_515));
    let result = resolve_end_of_turn(&largest).expect("within the limits");
    assert_eq!(result.applied.len(), 149_985);
    // One more ship is 150,084: refused before any work.
    let message = refused(&input_of(&players, ships(1_516)));
    assert!(
        message.contains("150084 applied and skipped effects"),
        "{message}"
    );
    assert!(message.contains("above the limit of 150000"), "{message}");
}

#[test]
fn counts_and_lengths_past_their_limits_name_the_field() {
    let players = many_players(2);
    let mut big = input_of(&players, vec![]);
    big.triggered_effects = (0..=MAX_INPUT_EFFECTS)
        .map(|i| effect(&format!("e{i}"), "s", "p0", "p1", Damage, 1))
        .collect();
    assert_eq!(
        refused(&big),
        "triggeredEffects has 100001 items, above the limit of 100000"
    );

    let powers = vec![continuous(Damage, 1, PowerTarget::Owner); MAX_INPUT_POWERS + 1];
    let message = refused(&input_of(&players, vec![ship("s", "p0", powers)]));
    assert_eq!(
        message,
        "ships[0].automaticPowers has 9 items, above the limit of 8"
    );

    let long = "x".repeat(MAX_ID_LEN + 1);
    assert_eq!(
        refused(&input_of(&players, vec![ship(&long, "p0", vec![])])),
        "ships[0].id is 65 bytes long, above the limit of 64"
    );
    let mut text = input_of(&players, vec![]);
    let mut e = effect("e", "s", "p0", "p1", Damage, 1);
    e.description = "d".repeat(MAX_TEXT_LEN + 1).into();
    text.triggered_effects = vec![e];
    assert_eq!(
        refused(&text),
        "triggeredEffects[0].description is 1001 bytes long, above the limit of 1000"
    );
}

#[test]
fn budgets_past_their_limits_are_refused() {
    let e = simulate_random_games::<Ships>(&ShipsConfig::for_players(&["a", "b"]), u32::MAX, "s")
        .expect_err("over the limit");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert_eq!(e.message, "games is 4294967295, above the limit of 2000");
    assert!(simulate_random_games::<Ships>(
        &ShipsConfig::for_players(&["a", "b"]),
        MAX_SIMULATED_GAMES.min(2),
        "s"
    )
    .is_ok());

    let game = Game::<Ships>::new(ShipsConfig::for_players(&["a", "b"])).expect("starts");
    let player = game.current_player().cloned().unwrap_or_default();
    let options = BotOptions {
        level: None,
        iterations: Some(crate::ai::mcts::MAX_ITERATIONS + 1),
        ..BotOptions::default()
    };
    let e = bot_action(&game, &player, &options).expect_err("over the limit");
    assert_eq!(
        e.message,
        "options.iterations is 20001, expected 1 to 20000 (iterations)"
    );
}

#[test]
fn a_full_fleet_builds_nothing_but_upgrades() {
    let mut state = Ships::setup(&ShipsConfig::for_players(&["a", "b"])).expect("valid");
    let mut rng = GameRng::from_seed("fleet");
    let events = Ships::start(&state, &mut rng);
    crate::engine::play::run_events::<Ships>(&mut state, events, &mut rng, |_, _| {});
    let player = state.acting_player().cloned().expect("someone acts");
    let cheapest = state
        .catalogue
        .iter()
        .filter(|d| d.upgrade_from.is_empty())
        .min_by_key(|d| d.cost)
        .cloned()
        .expect("a catalogue");
    let build = ShipsAction::Build {
        ship: cheapest.id.clone(),
        target: None,
    };
    for f in &mut state.fleets {
        f.energy = 1_000;
    }
    for _ in 0..MAX_FLEET {
        let events = Ships::resolve(&state, &player, &build, &mut rng).expect("room to build");
        crate::engine::play::run_events::<Ships>(&mut state, events, &mut rng, |_, _| {});
    }
    assert_eq!(state.afloat_of(&player).count(), MAX_FLEET);
    let builds: Vec<ShipsAction> = Ships::legal_actions(&state, &player)
        .into_iter()
        .filter(|a| matches!(a, ShipsAction::Build { .. }))
        .collect();
    assert!(
        builds
            .iter()
            .all(|a| matches!(a, ShipsAction::Build { ship, .. }
            if state.definition(ship).is_some_and(|d| !d.upgrade_from.is_empty()))),
        "only upgrades: {builds:?}"
    );
    let e = Ships::resolve(&state, &player, &build, &mut rng).expect_err("the fleet is full");
    assert_eq!(e.code, ErrorCode::IllegalAction);
    assert_eq!(
        e.message,
        "your fleet already has 20 ships afloat, the most it may have"
    );
}

/// A long game (the most turns, health that never runs out, random play): each turn's log holds
/// what happened in it (its actions, and one resolution entry per continuous power target and per
/// queued effect), so the log grows with the game, not with the square of its turns.
#[test]
fn a_games_log_grows_with_what_happens() {
    let config = ShipsConfig {
        max_turns: Some(MAX_TURNS_LIMIT),
        max_health: Some(MAX_VALUE),
        starting_health: Some(MAX_VALUE),
        seed: Some("long".into()),
        ..ShipsConfig::for_players(&["a", "b", "c"])
    };
    let mut game = Game::<Ships>::new(config).expect("starts");
    let mut rng = GameRng::from_seed("random play");
    let mut per_turn: Vec<(usize, usize)> = Vec::new(); // (log entries, allowance)
    let mut turn_start = 0;
    let mut actions_this_turn = 0;
    let mut turn = game.turn();
    while let Some((player, action)) = crate::ai::random_action(&game, &mut rng) {
        // What the coming resolution may add: one entry per effect and per power target.
        let targets: usize = game
            .state()
            .ships
            .iter()
            .filter(|s| !s.is_destroyed && !s.is_consumed_in_upgrade)
            .filter_map(|s| game.state().definition(&s.kind))
            .map(|d| d.powers.len() * 2)
            .sum();
        game.submit(&player, action).expect("legal");
        actions_this_turn += 1;
        if game.turn() != turn || game.is_finished() {
            let entries = game.log().len() - turn_start;
            let queued = game.log()[turn_start..]
                .iter()
                .filter(|e| matches!(e.event, ShipsEvent::EffectTriggered { .. }))
                .count();
            per_turn.push((entries, 12 * actions_this_turn + targets + 2 * queued + 20));
            turn_start = game.log().len();
            actions_this_turn = 0;
            turn = game.turn();
        }
    }
    assert_eq!(game.turn(), MAX_TURNS_LIMIT, "played to the turn limit");
    for (t, (entries, allowance)) in per_turn.iter().enumerate() {
        assert!(
            entries <= allowance,
            "turn {}: {entries} entries for an allowance of {allowance}",
            t + 1
        );
    }
    // With fleets capped, late turns log no more than a bounded amount each.
    let most = per_turn.iter().map(|(e, _)| *e).max().unwrap_or(0);
    let bound = 3 * MAX_FLEET * MAX_POWERS_PER_SHIP * 2 + 12 * 100;
    assert!(most <= bound, "a turn logged {most} entries, over {bound}");
}
