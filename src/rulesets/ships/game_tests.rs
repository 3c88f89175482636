//! The ships game through its hooks and through `Game<Ships>`: configuration, each phase, each
//! kind of power, defeats and rankings, the turn limit.

use super::ShipsEndReason;
use super::*;
use crate::engine::error::{EngineError, ErrorCode};
use crate::engine::game::Game;
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::play::{run_events, Simulation};
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

fn config(players: &[&str]) -> ShipsConfig {
    ShipsConfig {
        players: Some(players.iter().map(|p| p.to_string()).collect()),
        seed: Some("test".into()),
        ..ShipsConfig::default()
    }
}

/// A started game as a bare position, so a test can set energy and health before it acts.
fn start(config: &ShipsConfig) -> Simulation<Ships> {
    let mut state = Ships::setup(config).expect("valid config");
    let mut rng = GameRng::from_seed("dice");
    let events = Ships::start(&state, &mut rng);
    run_events::<Ships>(&mut state, events, &mut rng, |_, _| {});
    Simulation::new(state)
}

/// Plays `action` for whoever is to act and returns the events it caused.
fn act(pos: &mut Simulation<Ships>, action: ShipsAction) -> Result<Vec<ShipsEvent>, EngineError> {
    let player = pos.to_act().cloned().expect("someone to act");
    let mut rng = GameRng::from_seed("r");
    let events = Ships::resolve(&pos.state, &player, &action, &mut rng)?;
    let mut logged = Vec::new();
    pos.outcome = run_events::<Ships>(&mut pos.state, events, &mut rng, |_, e| logged.push(e));
    Ok(logged)
}

fn build(ship: &str) -> ShipsAction {
    ShipsAction::Build {
        ship: ship.into(),
        target: None,
    }
}

fn set_energy(pos: &mut Simulation<Ships>, energy: u32) {
    for f in &mut pos.state.fleets {
        f.energy = energy;
    }
}

fn health(pos: &Simulation<Ships>, player: &str) -> u32 {
    pos.state.fleet(player).map_or(u32::MAX, |f| f.health)
}

fn code(result: Result<Vec<ShipsEvent>, EngineError>) -> ErrorCode {
    result.err().map_or(ErrorCode::Internal, |e| e.code)
}

/// Passes until the phase is `phase` (or the game ends).
fn pass_to(pos: &mut Simulation<Ships>, phase: Phase) {
    while pos.state.phase != phase && pos.outcome.is_none() {
        act(pos, ShipsAction::Pass {}).expect("pass is always legal");
    }
}

#[test]
fn the_catalogue_has_every_kind_of_power() {
    let catalogue = default_catalogue();
    assert!(catalogue.len() >= 12, "{} ships", catalogue.len());
    assert_eq!(validate_catalogue(&catalogue), Ok(()));
    let powers: Vec<&Power> = catalogue.iter().flat_map(|s| &s.powers).collect();
    let has = |f: &dyn Fn(&Power) -> bool| powers.iter().any(|p| f(p));
    use EffectType::{Damage, Heal};
    use PowerTarget::{EachOpponent, Opponent, Owner};
    assert!(has(&|p| matches!(
        p,
        Power::Completion {
            effect_type: Damage,
            target: Opponent,
            ..
        }
    )));
    assert!(has(&|p| matches!(
        p,
        Power::Completion {
            effect_type: Heal,
            target: Owner,
            ..
        }
    )));
    assert!(has(&|p| matches!(
        p,
        Power::Continuous {
            effect_type: Damage,
            target: EachOpponent,
            ..
        }
    )));
    assert!(has(&|p| matches!(
        p,
        Power::Continuous {
            effect_type: Heal,
            ..
        }
    )));
    assert!(has(&|p| matches!(p, Power::Charge { .. })));
    assert!(has(&|p| matches!(p, Power::Solar { .. })));
    assert!(has(&|p| matches!(p, Power::FirstStrike { .. })));
    assert!(catalogue.iter().any(|s| !s.upgrade_from.is_empty()));
}

#[test]
fn configuration_errors_name_the_field() {
    let cases: Vec<(ShipsConfig, &str)> = vec![
        (
            config(&["solo"]),
            "players lists 1 players, expected 2 to 6",
        ),
        (
            config(&["a", "b", "c", "d", "e", "f", "g"]),
            "players lists 7",
        ),
        (
            config(&["a", "a"]),
            "duplicate player id \"a\" in players[1]",
        ),
        (
            ShipsConfig {
                max_health: Some(0),
                ..config(&["a", "b"])
            },
            "maxHealth is 0",
        ),
        (
            ShipsConfig {
                starting_health: Some(36),
                ..config(&["a", "b"])
            },
            "startingHealth is 36, expected 1 to maxHealth (35)",
        ),
        (
            ShipsConfig {
                max_turns: Some(0),
                ..config(&["a", "b"])
            },
            "maxTurns is 0",
        ),
        (
            ShipsConfig {
                catalogue: Some(vec![]),
                ..config(&["a", "b"])
            },
            "catalogue has 0 ships",
        ),
    ];
    for (config, message) in cases {
        let err = Game::<Ships>::new(config).expect_err("refused");
        assert_eq!(err.code, ErrorCode::InvalidConfig);
        assert!(
            err.message.contains(message),
            "{:?} lacks {message:?}",
            err.message
        );
    }
}

#[test]
fn a_catalogue_is_validated_like_the_built_in_one() {
    let json = |s: &str| serde_json::from_str::<Vec<ShipDefinition>>(s).expect("parses");
    let cases = [
        (
            r#"[{"id":"a","name":"A","cost":0,"powers":[]}]"#,
            "catalogue[0].cost is 0, expected 1 to 1000",
        ),
        (
            r#"[{"id":"a","name":"A","cost":1,"upgradeFrom":["zz"],"powers":[]}]"#,
            "unknown ship id \"zz\" in catalogue[0].upgradeFrom[0]",
        ),
        (
            r#"[{"id":"a","name":"A","cost":1,"powers":[{"kind":"CONTINUOUS","effectType":"DAMAGE","value":1,"target":"OPPONENT"}]}]"#,
            "catalogue[0].powers[0].target is OPPONENT",
        ),
        (
            r#"[{"id":"a","name":"A","cost":1,"powers":[{"kind":"FIRST_STRIKE","charges":1},{"kind":"FIRST_STRIKE","charges":2}]}]"#,
            "catalogue[0].powers[1] is a second FIRST_STRIKE power",
        ),
        (
            r#"[{"id":"a","name":"A","cost":1,"powers":[]},{"id":"a","name":"B","cost":1,"powers":[]}]"#,
            "duplicate ship id \"a\" in catalogue[1].id",
        ),
    ];
    for (catalogue, message) in cases {
        let err = validate_catalogue(&json(catalogue)).expect_err("refused");
        assert_eq!(err.code, ErrorCode::InvalidConfig);
        assert!(
            err.message.contains(message),
            "{:?} lacks {message:?}",
            err.message
        );
    }
    let unknown_field = r#"[{"id":"a","name":"A","cost":1,"powers":[{"kind":"FIRST_STRIKE","charges":1,"extra":1}]}]"#;
    assert!(serde_json::from_str::<Vec<ShipDefinition>>(unknown_field).is_err());
}

#[test]
fn a_turn_starts_with_recorded_energy_dice_and_the_build_phase() {
    let game = Game::<Ships>::new(config(&["you", "bot"])).expect("valid");
    let events: Vec<&ShipsEvent> = game.log().iter().map(|e| &e.event).collect();
    assert!(matches!(events[0], ShipsEvent::TurnStarted { turn: 1 }));
    assert!(matches!(
        events[1],
        ShipsEvent::PhaseStarted {
            phase: Phase::Build
        }
    ));
    for (event, fleet) in events[2..].iter().zip(&game.state().fleets) {
        match event {
            ShipsEvent::EnergyGained { player, amount } => {
                assert_eq!(player, &fleet.player);
                assert!((ENERGY_BASE + 1..=ENERGY_BASE + ENERGY_DIE).contains(amount));
                assert_eq!(
                    fleet.energy, *amount,
                    "the base and the die are the energy gained"
                );
            }
            other => panic!("expected EnergyGained, got {other:?}"),
        }
    }
    assert_eq!(game.current_player().map(String::as_str), Some("you"));
    assert_eq!(game.state().fleets[0].health, DEFAULT_STARTING_HEALTH);
}

#[test]
fn building_spends_energy_and_queues_a_persisting_completion_effect() {
    let mut pos = start(&config(&["you", "bot"]));
    set_energy(&mut pos, 5);
    assert_eq!(
        code(act(&mut pos, build("bomber"))),
        ErrorCode::InvalidInput,
        "target needed"
    );
    let with = |t: &str| ShipsAction::Build {
        ship: "bomber".into(),
        target: Some(t.into()),
    };
    assert_eq!(code(act(&mut pos, with("you"))), ErrorCode::IllegalAction);
    assert_eq!(code(act(&mut pos, with("nobody"))), ErrorCode::InvalidInput);
    let events = act(&mut pos, with("bot")).expect("legal");
    let kinds: Vec<&str> = events.iter().map(event_name).collect();
    assert_eq!(
        kinds,
        [
            "EnergySpent",
            "ShipBuilt",
            "ShipCompleted",
            "EffectTriggered"
        ]
    );
    let effect = &pos.state.triggered_effects[0];
    assert!(effect.persists_if_source_destroyed);
    assert_eq!((effect.target_player_id.as_str(), effect.value), ("bot", 6));
    assert_eq!(effect.triggered_at, "BUILD:1");
    assert_eq!(pos.state.fleet("you").map(|f| f.energy), Some(0));
    assert_eq!(
        code(act(&mut pos, build("scout"))),
        ErrorCode::IllegalAction,
        "no energy"
    );
    assert_eq!(code(act(&mut pos, build("nope"))), ErrorCode::InvalidInput);
    assert_eq!(health(&pos, "bot"), 30, "health waits for the resolution");
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    assert_eq!(health(&pos, "bot"), 24);
    assert!(
        pos.state.triggered_effects.is_empty(),
        "the queue empties after resolution"
    );
}

fn event_name(e: &ShipsEvent) -> &'static str {
    match e {
        ShipsEvent::EnergySpent { .. } => "EnergySpent",
        ShipsEvent::ShipBuilt { .. } => "ShipBuilt",
        ShipsEvent::ShipCompleted { .. } => "ShipCompleted",
        ShipsEvent::EffectTriggered { .. } => "EffectTriggered",
        ShipsEvent::ShipConsumedInUpgrade { .. } => "ShipConsumedInUpgrade",
        ShipsEvent::ChargeUsed { .. } => "ChargeUsed",
        ShipsEvent::SolarPowerUsed { .. } => "SolarPowerUsed",
        ShipsEvent::FirstStrikeUsed { .. } => "FirstStrikeUsed",
        ShipsEvent::ShipDestroyed { .. } => "ShipDestroyed",
        _ => "other",
    }
}

#[test]
fn an_upgrade_consumes_the_oldest_ships_and_they_stop_acting() {
    let mut pos = start(&config(&["you", "bot"]));
    set_energy(&mut pos, 20);
    assert_eq!(
        code(act(&mut pos, build("carrier"))),
        ErrorCode::IllegalAction,
        "no scouts"
    );
    for _ in 0..3 {
        act(&mut pos, build("scout")).expect("legal");
    }
    let events = act(&mut pos, build("carrier")).expect("two scouts to upgrade");
    let consumed: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            ShipsEvent::ShipConsumedInUpgrade { ship_id, into } => {
                assert_eq!(into, "carrier");
                Some(ship_id.as_str())
            }
            _ => None,
        })
        .collect();
    assert_eq!(consumed, ["s1", "s2"]);
    assert_eq!(event_name(&events[0]), "EnergySpent", "costs first");
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    // One scout (1) and the carrier (4) hit the bot; the carrier heals its owner by 1.
    assert_eq!(health(&pos, "bot"), 25);
    assert_eq!(health(&pos, "you"), 31);
}

#[test]
fn charges_run_out_and_solar_powers_cost_energy_once_a_turn() {
    let mut pos = start(&config(&["you", "bot"]));
    set_energy(&mut pos, 20);
    act(&mut pos, build("torpedo-boat")).expect("s1");
    act(&mut pos, build("solar-array")).expect("s2");
    pass_to(&mut pos, Phase::Battle);
    let charge = |target: Option<&str>| ShipsAction::UseCharge {
        ship_id: "s1".into(),
        target: target.map(String::from),
    };
    assert_eq!(code(act(&mut pos, charge(None))), ErrorCode::InvalidInput);
    act(&mut pos, charge(Some("bot"))).expect("first charge");
    act(&mut pos, charge(Some("bot"))).expect("second charge");
    assert_eq!(
        code(act(&mut pos, charge(Some("bot")))),
        ErrorCode::IllegalAction
    );
    let solar = ShipsAction::UseSolar {
        ship_id: "s2".into(),
        target: None,
    };
    let energy = pos.state.fleet("you").map_or(0, |f| f.energy);
    act(&mut pos, solar.clone()).expect("solar");
    assert_eq!(pos.state.fleet("you").map(|f| f.energy), Some(energy - 2));
    assert_eq!(
        code(act(&mut pos, solar.clone())),
        ErrorCode::IllegalAction,
        "once a turn"
    );
    let not_yours = ShipsAction::UseCharge {
        ship_id: "s9".into(),
        target: None,
    };
    assert_eq!(code(act(&mut pos, not_yours)), ErrorCode::InvalidInput);
    assert!(!pos.legal_actions().contains(&solar));
    pass_to(&mut pos, Phase::Build);
    assert_eq!(health(&pos, "bot"), 24, "two torpedoes of 3");
    assert_eq!(health(&pos, "you"), 34, "solar heal of 4");
    pass_to(&mut pos, Phase::Battle);
    act(&mut pos, ShipsAction::Pass {}).expect("the bot acts first in turn 2");
    assert!(
        pos.legal_actions().contains(&solar),
        "solar recharges each turn"
    );
}

#[test]
fn first_strike_stops_continuous_powers_but_persisting_effects_resolve() {
    let mut pos = start(&config(&["you", "bot"]));
    set_energy(&mut pos, 20);
    act(&mut pos, build("interceptor")).expect("s1 for you");
    act(&mut pos, ShipsAction::Pass {}).expect("you pass");
    act(&mut pos, build("fighter")).expect("s2 for the bot");
    act(&mut pos, build("missile-cruiser")).expect("s3 for the bot");
    act(&mut pos, build("torpedo-boat")).expect("s4 for the bot");
    act(&mut pos, ShipsAction::Pass {}).expect("bot passes");
    assert_eq!(pos.state.phase, Phase::Battle);
    // You pass; the bot queues a missile volley and a torpedo (both persist, as every triggered
    // effect of the built-in catalogue does).
    act(&mut pos, ShipsAction::Pass {}).expect("you pass");
    act(
        &mut pos,
        ShipsAction::UseCharge {
            ship_id: "s3".into(),
            target: None,
        },
    )
    .expect("volley");
    act(
        &mut pos,
        ShipsAction::UseCharge {
            ship_id: "s4".into(),
            target: Some("you".into()),
        },
    )
    .expect("torpedo");
    assert_eq!(pos.state.triggered_effects.len(), 2);
    // Give you one more go in this Battle phase, with a strike refilled for each target.
    let mut strike = pos.clone();
    strike.state.order = vec!["you".into(), "bot".into()];
    strike.state.acting = 0;
    for target in ["s3", "s4", "s2"] {
        act(
            &mut strike,
            ShipsAction::FirstStrike {
                ship_id: "s1".into(),
                target_ship_id: target.into(),
            },
        )
        .map(|_| {
            strike.state.ships.iter_mut().for_each(|s| {
                if s.id == "s1" {
                    s.strikes = 1
                }
            })
        })
        .expect("strike");
    }
    let gone: Vec<&str> = strike
        .state
        .ships
        .iter()
        .filter(|s| s.is_destroyed)
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(gone, ["s2", "s3", "s4"]);
    strike.state.ships.iter_mut().for_each(|s| s.strikes = 0);
    assert_eq!(
        code(act(
            &mut strike,
            ShipsAction::FirstStrike {
                ship_id: "s1".into(),
                target_ship_id: "s2".into()
            }
        )),
        ErrorCode::IllegalAction
    );
    pass_to(&mut strike, Phase::Build);
    // The volley (5) and the torpedo (3) resolve though their ships are gone; the fighter's
    // continuous 2 does not; the interceptor's continuous 1 hits the bot.
    assert_eq!(health(&strike, "you"), 22);
    assert_eq!(health(&strike, "bot"), 29);
}

fn three_players_one_weak() -> Simulation<Ships> {
    let mut pos = start(&config(&["a", "b", "c"]));
    set_energy(&mut pos, 20);
    for f in &mut pos.state.fleets {
        if f.player == "c" {
            f.health = 2;
        }
    }
    pos
}

#[test]
fn with_three_players_the_defeated_leave_the_turn_order_and_rank_by_turn() {
    let mut pos = three_players_one_weak();
    act(&mut pos, build("fighter")).expect("a builds a fighter");
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    assert_eq!(health(&pos, "c"), 0);
    assert_eq!(
        pos.state.fleet("c").and_then(|f| f.defeated_on_turn),
        Some(1)
    );
    assert!(pos.outcome.is_none(), "two players are still in");
    assert!(
        !pos.state.order.contains(&"c".to_string()),
        "c left the turn order"
    );
    assert_eq!(
        pos.state.order,
        ["b", "a"],
        "turn 2 starts from the second seat"
    );
    assert!(pos.legal_actions().iter().all(|a| match a {
        ShipsAction::Build { target, .. } => target.as_deref() != Some("c"),
        _ => true,
    }));
    // a's fighter keeps hitting b until b falls on a later turn.
    for f in &mut pos.state.fleets {
        if f.player == "b" {
            f.health = 2;
        }
    }
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    let Some(GameOutcome::Win {
        winner,
        reason,
        results,
    }) = &pos.outcome
    else {
        panic!("a wins: {:?}", pos.outcome);
    };
    assert_eq!((winner.as_str(), *reason), ("a", ShipsEndReason::HealthDepleted));
    let ranks: Vec<(&str, OutcomeType, u32, Option<i64>)> = results
        .iter()
        .map(|r| {
            let turn = r
                .metrics
                .as_ref()
                .and_then(|m| m.get("eliminatedOnTurn").copied());
            (r.player.as_str(), r.outcome, r.rank, turn)
        })
        .collect();
    assert_eq!(
        ranks,
        [
            ("a", OutcomeType::Win, 1, None),
            ("b", OutcomeType::Loss, 2, Some(2)),
            ("c", OutcomeType::Eliminated, 3, Some(1)),
        ]
    );
}

#[test]
fn players_falling_in_the_same_resolution_share_a_rank() {
    let mut pos = three_players_one_weak();
    for f in &mut pos.state.fleets {
        if f.player == "b" {
            f.health = 2;
        }
    }
    act(&mut pos, build("fighter")).expect("a builds a fighter");
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    let outcome = pos.outcome.as_ref().expect("over");
    let ranks: Vec<(&str, u32)> = outcome
        .results()
        .iter()
        .map(|r| (r.player.as_str(), r.rank))
        .collect();
    assert_eq!(ranks, [("a", 1), ("b", 2), ("c", 2)]);
}

#[test]
fn everyone_falling_at_once_is_a_draw() {
    let mut pos = start(&config(&["a", "b"]));
    set_energy(&mut pos, 20);
    for f in &mut pos.state.fleets {
        f.health = 1;
    }
    act(&mut pos, build("scout")).expect("a");
    act(&mut pos, ShipsAction::Pass {}).expect("a passes");
    act(&mut pos, build("scout")).expect("b");
    pass_to(&mut pos, Phase::Battle);
    pass_to(&mut pos, Phase::Build);
    let outcome = pos.outcome.as_ref().expect("over");
    assert_eq!(outcome.reason(), ShipsEndReason::SimultaneousLoss);
    assert_eq!(outcome.winner(), None);
}

#[test]
fn at_the_turn_limit_the_healthiest_wins_and_a_tie_draws() {
    let limited = ShipsConfig {
        max_turns: Some(2),
        ..config(&["a", "b"])
    };
    let mut game = Game::<Ships>::new(limited.clone()).expect("valid");
    while let Some(p) = game.current_player().cloned() {
        game.submit(&p, ShipsAction::Pass {}).expect("pass");
    }
    let outcome = game.outcome().expect("over after two turns");
    assert_eq!(outcome.reason(), ShipsEndReason::TurnLimit);
    assert_eq!(outcome.winner(), None, "equal health draws");
    assert_eq!(game.turn(), 2);
    assert_eq!(
        game.submit("a", ShipsAction::Pass {}).err().map(|e| e.code),
        Some(ErrorCode::GameFinished)
    );

    let mut pos = start(&limited);
    set_energy(&mut pos, 20);
    act(&mut pos, build("scout")).expect("a");
    pass_to(&mut pos, Phase::Build);
    pass_to(&mut pos, Phase::EndOfTurn);
    let outcome = pos.outcome.as_ref().expect("over");
    assert_eq!(outcome.winner().map(String::as_str), Some("a"));
    assert_eq!(outcome.reason(), ShipsEndReason::TurnLimit);
    assert_eq!(
        outcome.results()[1]
            .metrics
            .as_ref()
            .and_then(|m| m.get("finalHealth")),
        Some(&28)
    );
}

#[test]
fn legal_actions_are_exactly_what_the_judge_accepts() {
    let mut pos = start(&config(&["a", "b", "c"]));
    set_energy(&mut pos, 6);
    let legal = pos.legal_actions();
    assert!(legal.contains(&ShipsAction::Pass {}));
    assert!(legal.contains(&ShipsAction::Build {
        ship: "bomber".into(),
        target: Some("c".into())
    }));
    assert!(!legal
        .iter()
        .any(|a| matches!(a, ShipsAction::Build { ship, .. } if ship == "dreadnought")));
    for action in legal {
        let mut copy = pos.clone();
        assert!(act(&mut copy, action.clone()).is_ok(), "{action:?}");
    }
    assert!(
        Ships::legal_actions(&pos.state, &"b".to_string()).is_empty(),
        "not b's turn"
    );
}

#[test]
fn the_same_seed_and_actions_give_the_same_hash() {
    let play = || {
        let mut game = Game::<Ships>::new(config(&["a", "b"])).expect("valid");
        let mut rng = GameRng::from_seed("pick");
        while let Some((p, a)) = crate::ai::random_action(&game, &mut rng) {
            game.submit(&p, a).expect("legal");
        }
        game
    };
    let (one, two) = (play(), play());
    assert!(one.is_finished());
    assert_eq!(one.state_hash().ok(), two.state_hash().ok());
    assert_eq!(one.log().len(), two.log().len());
    // Pinned: the same hash must come out of the wasm build (tests/web.rs).
    assert_eq!(
        one.state_hash().map(|h| h.to_string()).ok().as_deref(),
        Some("a918e1fc641d3add")
    );
}
