//! Scenario tests: each starts from a set position (`scenario`), plays the actions a person
//! would, and checks the events and the end.

use super::DuelEndReason;
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::outcome::{GameOutcome, GameStatus};
use serde_json::{json, Value};

/// A game from a scenario: `A` and `B`, and the given position.
pub fn scenario(position: Value) -> Game<Duel> {
    let config: DuelConfig = serde_json::from_value(json!({
        "players": ["A", "B"],
        "scenario": position,
    }))
    .unwrap_or_else(|e| panic!("{e}"));
    Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"))
}

fn action(json: Value) -> DuelAction {
    serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// Submits an action and returns the events it caused, as JSON values.
pub fn act(game: &mut Game<Duel>, player: &str, json: Value) -> Vec<Value> {
    let entries = game
        .submit(player, action(json.clone()))
        .unwrap_or_else(|e| panic!("{player} {json}: {e}"));
    entries
        .iter()
        .map(|e| serde_json::to_value(&e.event).unwrap_or_default())
        .collect()
}

fn pass(game: &mut Game<Duel>) -> Vec<Value> {
    let player = game
        .current_player()
        .cloned()
        .unwrap_or_else(|| panic!("someone acts"));
    act(game, &player, json!({ "type": "PASS_PRIORITY" }))
}

/// Passes until `player`, the active player, holds priority in `step` (at most 200 passes).
fn pass_to(game: &mut Game<Duel>, step: state::Step, player: &str) -> Vec<Value> {
    let mut events = Vec::new();
    for _ in 0..200 {
        let s = game.state();
        let active = s.player(s.active).map(String::as_str);
        if s.step == step
            && active == Some(player)
            && game.current_player().map(String::as_str) == Some(player)
        {
            return events;
        }
        events.extend(pass(game));
    }
    panic!("never reached {step:?} with {player} to act");
}

fn types(events: &[Value]) -> Vec<&str> {
    events.iter().filter_map(|e| e["type"].as_str()).collect()
}

fn card(id: &str, card: &str) -> Value {
    json!({ "id": id, "card": card })
}

fn life(game: &Game<Duel>, seat: usize) -> i32 {
    game.state().seats[seat].life
}

fn spark_at(target: Value) -> Value {
    json!({ "type": "CAST_SPELL", "card": "s1", "targets": [target] })
}

fn tap(permanent: &str) -> Value {
    json!({ "type": "ACTIVATE_ABILITY", "permanent": permanent, "ability": 0 })
}

#[test]
fn life_loss_to_zero_wins_for_the_other_player() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("s1", "spark")], "battlefield": [card("m1", "mountain")] },
            "B": { "life": 2 }
        }
    }));
    let paid = act(&mut game, "A", tap("m1"));
    assert_eq!(types(&paid), ["TapPermanent", "AddMana"]);
    let cast = act(&mut game, "A", spark_at(json!({ "player": "B" })));
    assert_eq!(types(&cast), ["SpendMana", "MoveCardZone", "SpellCast"]);
    pass(&mut game);
    let events = pass(&mut game);
    assert_eq!(
        types(&events),
        [
            "PriorityPassed",
            "DealDamage",
            "SpellResolved",
            "MoveCardZone",
            "PlayerLost",
            "GameEnded"
        ]
    );
    assert_eq!(life(&game, 1), 0);
    match game.outcome() {
        Some(GameOutcome::Win { winner, reason, .. }) => {
            assert_eq!((winner.as_str(), *reason), ("A", DuelEndReason::LifeTotal));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn both_players_to_zero_from_one_spell_is_a_draw() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "life": 2, "hand": [card("f1", "fireburst")],
                   "battlefield": [card("m1", "mountain"), card("m2", "mountain")] },
            "B": { "life": 1 }
        }
    }));
    act(&mut game, "A", tap("m1"));
    act(&mut game, "A", tap("m2"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "f1" }),
    );
    pass(&mut game);
    let events = pass(&mut game);
    assert_eq!(
        types(&events)
            .iter()
            .filter(|t| **t == "PlayerLost")
            .count(),
        2
    );
    match game.outcome() {
        Some(GameOutcome::Draw { reason, results }) => {
            assert_eq!(*reason, DuelEndReason::SimultaneousLoss);
            assert!(results.iter().all(|r| r.rank == 1));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_game_ends_with_a_spell_on_the_stack_that_never_resolves() {
    // A casts Healing Salve at 2 life; B answers with Spark at A: Spark resolves first, A is at
    // 0, and the game ends before the salve resolves.
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "life": 2, "hand": [card("h1", "healing-salve")], "battlefield": [card("p1", "plains")] },
            "B": { "hand": [card("s1", "spark")], "battlefield": [card("m1", "mountain")] }
        }
    }));
    act(&mut game, "A", tap("p1"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "h1" }),
    );
    pass(&mut game); // A passes with the salve on the stack
    act(&mut game, "B", tap("m1"));
    act(&mut game, "B", spark_at(json!({ "player": "A" })));
    pass(&mut game); // B
    let events = pass(&mut game); // A: Spark resolves
    assert_eq!(game.status(), GameStatus::Finished);
    assert_eq!(
        game.outcome().and_then(|o| o.winner()).map(String::as_str),
        Some("B")
    );
    assert!(!types(&events).contains(&"GainLife"), "{events:?}");
    assert_eq!(
        game.state().stack.len(),
        1,
        "the salve is still on the stack"
    );
    assert_eq!(life(&game, 0), 0);
}

#[test]
fn a_player_loses_on_the_opponents_turn() {
    let mut game = scenario(json!({
        "activePlayer": "B", "step": "UPKEEP",
        "players": {
            "A": { "life": 3 },
            "B": { "battlefield": [card("o1", "hill-ogre")], "library": [card("x1", "island")] }
        }
    }));
    pass_to(&mut game, state::Step::DeclareAttackers, "B");
    act(
        &mut game,
        "B",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["o1"] }),
    );
    let mut events = Vec::new();
    while !game.is_finished() {
        events.extend(pass(&mut game));
    }
    assert!(types(&events).contains(&"DealDamage"));
    assert_eq!(game.state().active, 1, "it is B's turn");
    assert_eq!(
        game.outcome().and_then(|o| o.winner()).map(String::as_str),
        Some("B")
    );
}

#[test]
fn drawing_from_an_empty_library_loses() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "UPKEEP",
        "players": { "A": {}, "B": {} }
    }));
    pass(&mut game);
    let events = pass(&mut game);
    assert_eq!(
        types(&events),
        [
            "PriorityPassed",
            "StepStarted",
            "DrewFromEmptyLibrary",
            "PlayerLost",
            "GameEnded"
        ]
    );
    assert_eq!(
        game.outcome().map(GameOutcome::reason),
        Some(DuelEndReason::EmptyLibrary)
    );
}

#[test]
fn starting_at_draw_draws_and_undo_refuses_to_take_a_draw_back() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "DRAW",
        "players": { "A": { "library": [card("x1", "island"), card("x2", "island")] },
                     "B": { "library": [card("y1", "island")] } }
    }));
    assert_eq!(game.state().seats[0].hand, ["x1"]);
    pass(&mut game);
    let drew = pass(&mut game);
    assert!(!types(&drew).contains(&"DrawCard"), "main 1 draws nothing");
    act(&mut game, "A", json!({ "type": "PLAY_LAND", "card": "x1" }));
    assert!(game.undo().is_ok(), "a land play reveals nothing");
    // Pass to B's draw: undoing the pass that drew is refused.
    let mut last_drew = false;
    while !last_drew {
        last_drew = types(&pass(&mut game)).contains(&"DrawCard");
    }
    let hash = game.state_hash().ok();
    let refused = game.undo().err();
    assert_eq!(refused.map(|e| e.code), Some(ErrorCode::IllegalAction));
    assert_eq!(game.state_hash().ok(), hash);
}

#[test]
fn every_action_is_rejected_after_the_end_and_the_export_still_works() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "hand": [card("s1", "spark")], "battlefield": [card("m1", "mountain")] },
                     "B": { "life": 1 } }
    }));
    act(&mut game, "A", tap("m1"));
    act(&mut game, "A", spark_at(json!({ "player": "B" })));
    pass(&mut game);
    pass(&mut game);
    assert!(game.is_finished());
    let hash = game.state_hash().ok();
    for json in [
        json!({ "type": "PASS_PRIORITY" }),
        json!({ "type": "PLAY_LAND", "card": "m1" }),
        json!({ "type": "CAST_SPELL", "card": "s1" }),
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "m1", "ability": 0 }),
        json!({ "type": "DECLARE_ATTACKERS", "attackers": [] }),
        json!({ "type": "DECLARE_BLOCKERS", "blocks": [] }),
        json!({ "type": "CHOOSE_CARDS", "cards": [] }),
        json!({ "type": "RESIGN" }),
    ] {
        for player in ["A", "B"] {
            let e = game.submit(player, action(json.clone())).err();
            assert_eq!(
                e.as_ref().map(|e| e.code),
                Some(ErrorCode::GameFinished),
                "{json}"
            );
            assert_eq!(
                e.map(|e| e.message),
                Some("Cannot submit actions to a finished game".to_string())
            );
        }
    }
    assert_eq!(game.state_hash().ok(), hash);
    let export = game.export().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(export.facts.status, GameStatus::Finished);
    assert_eq!(export.state.seats[1].life, -1);
    assert!(game.view(Some("B")).is_ok());
}

#[test]
fn high_tide_doubles_islands_this_turn_only() {
    let islands = json!([
        card("i1", "island"),
        card("i2", "island"),
        card("i3", "island"),
        card("i4", "island")
    ]);
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("h1", "high-tide")], "battlefield": islands,
                   "library": [card("x1", "island"), card("x2", "island")] },
            "B": { "library": [card("y1", "forest")] }
        }
    }));
    act(&mut game, "A", tap("i4"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "h1" }),
    );
    pass(&mut game);
    pass(&mut game);
    let tapped = act(&mut game, "A", tap("i1"));
    assert_eq!(types(&tapped), ["TapPermanent", "AddMana", "AddMana"]);
    assert_eq!(tapped[1]["source"], "i1");
    act(&mut game, "A", tap("i2"));
    act(&mut game, "A", tap("i3"));
    assert_eq!(game.state().seats[0].pool.blue, 6);
    // Next turn (A's again, after B's): three Islands add three.
    pass_to(&mut game, state::Step::Main1, "B");
    pass_to(&mut game, state::Step::Main1, "A");
    for i in ["i1", "i2", "i3"] {
        let events = act(&mut game, "A", tap(i));
        assert_eq!(types(&events), ["TapPermanent", "AddMana"]);
    }
    assert_eq!(game.state().seats[0].pool.blue, 3);
}

#[test]
fn ideas_unbound_draws_three_now_and_discards_three_at_the_next_end_step_only() {
    let library: Vec<Value> = (1..=8).map(|i| card(&format!("x{i}"), "island")).collect();
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("u1", "ideas-unbound"), card("k1", "spark"), card("k2", "fog")],
                   "battlefield": [card("i1", "island"), card("i2", "island")], "library": library },
            "B": { "library": [card("y1", "forest"), card("y2", "forest")] }
        }
    }));
    act(&mut game, "A", tap("i1"));
    act(&mut game, "A", tap("i2"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "u1" }),
    );
    pass(&mut game);
    let resolved = pass(&mut game);
    assert_eq!(
        types(&resolved)
            .iter()
            .filter(|t| **t == "DrawCard")
            .count(),
        3
    );
    assert!(types(&resolved).contains(&"DelayedTriggerCreated"));
    assert_eq!(game.state().seats[0].hand.len(), 5);
    // At the end step the delayed trigger goes on the stack; it resolves into a choice.
    let mut events = pass_to(&mut game, state::Step::End, "A");
    assert!(
        types(&events).contains(&"AbilityTriggered"),
        "{:?}",
        types(&events)
    );
    events = pass(&mut game);
    events.extend(pass(&mut game));
    assert!(
        types(&events).contains(&"ChoiceStarted"),
        "{:?}",
        types(&events)
    );
    let legal = game.legal_actions("A").unwrap_or_default();
    assert!(matches!(legal.first(), Some(DuelAction::ChooseCards { cards }) if cards.len() == 3));
    let chosen = act(
        &mut game,
        "A",
        json!({ "type": "CHOOSE_CARDS", "cards": ["k1", "k2", "x1"] }),
    );
    assert_eq!(
        types(&chosen),
        [
            "ChoiceMade",
            "DiscardCard",
            "DiscardCard",
            "DiscardCard",
            "AbilityResolved"
        ]
    );
    assert_eq!(game.state().seats[0].hand.len(), 2);
    // The next end steps discard nothing: the trigger is gone after cleanup.
    let mut later = pass_to(&mut game, state::Step::End, "B");
    later.extend(pass_to(&mut game, state::Step::End, "A"));
    later.extend(pass_to(&mut game, state::Step::Main1, "B"));
    assert!(
        !types(&later).contains(&"DiscardCard"),
        "{:?}",
        types(&later)
    );
    assert!(game.state().delayed.is_empty());
}

#[test]
fn with_final_rest_a_resolved_spell_goes_to_exile() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("s1", "spark")],
                   "battlefield": [card("m1", "mountain"), card("r1", "final-rest")] },
            "B": { "battlefield": [card("g1", "grizzly-bears")] }
        }
    }));
    act(&mut game, "A", tap("m1"));
    act(&mut game, "A", spark_at(json!({ "permanent": "g1" })));
    pass(&mut game);
    let events = pass(&mut game);
    let moves: Vec<&Value> = events
        .iter()
        .filter(|e| e["type"] == "MoveCardZone")
        .collect();
    assert_eq!(moves.len(), 2, "{events:?}");
    assert!(moves.iter().all(|m| m["to"] == "EXILE"), "{moves:?}");
    assert_eq!(game.state().seats[0].exile, ["s1"]);
    assert_eq!(game.state().seats[1].exile, ["g1"]);
    assert!(game.state().seats[0].graveyard.is_empty());
}

#[test]
fn fog_prevents_all_combat_damage_this_turn() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "DECLARE_ATTACKERS",
        "players": {
            "A": { "battlefield": [card("o1", "hill-ogre"), card("o2", "grizzly-bears")] },
            "B": { "hand": [card("f1", "fog")], "battlefield": [card("fo", "forest")] }
        }
    }));
    act(
        &mut game,
        "A",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["o1", "o2"] }),
    );
    pass(&mut game);
    act(&mut game, "B", tap("fo"));
    act(
        &mut game,
        "B",
        json!({ "type": "CAST_SPELL", "card": "f1" }),
    );
    pass(&mut game);
    pass(&mut game); // Fog resolves
    let events = pass_to(&mut game, state::Step::EndCombat, "A");
    let prevented: Vec<&Value> = events
        .iter()
        .filter(|e| e["type"] == "PreventDamage")
        .collect();
    assert_eq!(prevented.len(), 2, "{:?}", types(&events));
    assert!(!types(&events).contains(&"DealDamage"));
    assert_eq!(life(&game, 1), 20);
}

#[test]
fn a_counterspell_counters_a_spell() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("s1", "spark")], "battlefield": [card("m1", "mountain")] },
            "B": { "hand": [card("n1", "negate")], "battlefield": [card("i1", "island"), card("i2", "island")] }
        }
    }));
    act(&mut game, "A", tap("m1"));
    act(&mut game, "A", spark_at(json!({ "player": "B" })));
    pass(&mut game);
    act(&mut game, "B", tap("i1"));
    act(&mut game, "B", tap("i2"));
    act(
        &mut game,
        "B",
        json!({ "type": "CAST_SPELL", "card": "n1", "targets": [{ "spell": "s1" }] }),
    );
    pass(&mut game);
    let events = pass(&mut game);
    assert_eq!(
        types(&events),
        [
            "PriorityPassed",
            "SpellCountered",
            "MoveCardZone",
            "SpellResolved",
            "MoveCardZone"
        ]
    );
    assert!(game.state().stack.is_empty());
    assert_eq!(life(&game, 1), 20);
}

#[test]
fn costs_come_before_effects_in_the_log() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("k1", "island")],
                   "battlefield": [card("sg", "sage-of-the-shallows"), card("bs", "bloodfire-shaman"),
                                   card("fg", "fanatic-goblin"), card("m1", "mountain")],
                   "library": [card("x1", "island")] },
        }
    }));
    let rummage = act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "sg", "ability": 0,
        "payment": { "discard": ["k1"] } }),
    );
    assert_eq!(
        types(&rummage),
        ["TapPermanent", "DiscardCard", "AbilityActivated"]
    );
    pass(&mut game);
    let resolved = pass(&mut game);
    assert_eq!(
        types(&resolved),
        ["PriorityPassed", "DrawCard", "AbilityResolved"]
    );
    act(&mut game, "A", tap("m1"));
    let shaman = act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "bs", "ability": 0 }),
    );
    assert_eq!(types(&shaman), ["SpendMana", "PayLife", "AbilityActivated"]);
    assert_eq!(life(&game, 0), 18);
    let goblin = act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "fg", "ability": 0,
        "targets": [{ "player": "B" }] }),
    );
    assert_eq!(types(&goblin), ["SacrificePermanent", "AbilityActivated"]);
    pass(&mut game);
    pass(&mut game);
    pass(&mut game);
    pass(&mut game);
    assert_eq!(life(&game, 1), 18, "the goblin and the shaman each dealt 1");
}

#[test]
fn a_cost_that_cannot_be_paid_is_refused_with_its_reasons() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "hand": [card("s1", "spark")], "battlefield": [card("sg", "sage-of-the-shallows", )] } }
    }));
    let hash = game.state_hash().ok();
    let e = game
        .submit("A", action(spark_at(json!({ "player": "B" }))))
        .err();
    assert_eq!(e.as_ref().map(|e| e.code), Some(ErrorCode::CannotPayCost));
    assert!(e.is_some_and(|e| e.message.contains("the mana pool (empty) and the untapped mana sources cannot pay {R}")));
    let e = game
        .submit(
            "A",
            action(
                json!({ "type": "ACTIVATE_ABILITY", "permanent": "sg", "ability": 0,
            "payment": { "discard": ["nope"] } }),
            ),
        )
        .err();
    assert_eq!(e.map(|e| e.code), Some(ErrorCode::CannotPayCost));
    assert_eq!(game.state_hash().ok(), hash);
}

#[test]
fn a_card_naming_an_unknown_effect_is_refused() {
    let config: Result<DuelConfig, _> = serde_json::from_value(json!({
        "players": ["A", "B"],
        "cards": [{ "id": "boom", "name": "Boom", "types": ["INSTANT"], "manaCost": "{R}",
                    "effects": [{ "effect": "Explode" }] }]
    }));
    let e = Game::<Duel>::new(config.unwrap_or_else(|e| panic!("{e}"))).err();
    assert_eq!(e.as_ref().map(|e| e.code), Some(ErrorCode::UnknownEffect));
    assert!(e.is_some_and(|e| e
        .message
        .contains("card \"boom\" names the unknown effect \"Explode\"")));
}

#[test]
fn a_triggered_ability_goes_on_the_stack_and_resolves() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("t1", "tide-caller"), card("h1", "healing-salve")],
                   "battlefield": [card("i1", "island"), card("i2", "island"), card("i3", "island"),
                                   card("p1", "plains"), card("l1", "lifeward-lion"), card("d1", "dawn-warden")],
                   "library": [card("x1", "island")] }
        }
    }));
    for land in ["i1", "i2", "i3"] {
        act(&mut game, "A", tap(land));
    }
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "t1" }),
    );
    pass(&mut game);
    let entered = pass(&mut game);
    // Tide Caller enters: its draw and Dawn Warden's life gain trigger and go on the stack.
    assert_eq!(
        types(&entered)
            .iter()
            .filter(|t| **t == "AbilityTriggered")
            .count(),
        2
    );
    assert_eq!(
        types(&entered)
            .iter()
            .filter(|t| **t == "AbilityPutOnStack")
            .count(),
        2
    );
    let mut events = Vec::new();
    while !game.state().stack.is_empty() {
        events.extend(pass(&mut game));
    }
    assert!(types(&events).contains(&"DrawCard"));
    assert!(types(&events).contains(&"GainLife"));
    // Gaining life triggered the lion, whose counter came after.
    assert!(
        types(&events).contains(&"AddCounter"),
        "{:?}",
        types(&events)
    );
    assert_eq!(life(&game, 0), 21);
    let lion = game.state().permanent("l1").map(|p| p.plus_counters);
    assert_eq!(lion, Some(1));
}

#[test]
fn counters_of_both_kinds_cancel_out() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("g1", "strength-of-the-grove"), card("w1", "withering-hex")],
                   "battlefield": [card("f1", "forest"), card("f2", "forest"),
                                   card("s1", "swamp"), card("s2", "swamp")] },
            "B": { "battlefield": [card("a1", "trained-armodon")] }
        }
    }));
    act(&mut game, "A", tap("f1"));
    act(&mut game, "A", tap("f2"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "g1", "targets": [{ "permanent": "a1" }] }),
    );
    pass(&mut game);
    pass(&mut game);
    let pt = |game: &Game<Duel>| {
        game.state()
            .permanent("a1")
            .map(|p| game.state().power_toughness(p))
    };
    assert_eq!(pt(&game), Some((5, 5)));
    act(&mut game, "A", tap("s1"));
    act(&mut game, "A", tap("s2"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "w1", "targets": [{ "permanent": "a1" }] }),
    );
    pass(&mut game);
    let events = pass(&mut game);
    assert_eq!(
        types(&events)
            .iter()
            .filter(|t| **t == "RemoveCounter")
            .count(),
        2
    );
    let counters = game
        .state()
        .permanent("a1")
        .map(|p| (p.plus_counters, p.minus_counters));
    assert_eq!(counters, Some((0, 0)));
    assert_eq!(pt(&game), Some((3, 3)));
}

#[test]
fn two_high_tides_each_add_one_more_in_the_order_they_started() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "hand": [card("h1", "high-tide"), card("h2", "high-tide")],
            "battlefield": [card("i1", "island"), card("i2", "island"), card("i3", "island")] } }
    }));
    for (land, tide) in [("i1", "h1"), ("i2", "h2")] {
        act(&mut game, "A", tap(land));
        act(
            &mut game,
            "A",
            json!({ "type": "CAST_SPELL", "card": tide }),
        );
        pass(&mut game);
        pass(&mut game);
    }
    let events = act(&mut game, "A", tap("i3"));
    assert_eq!(
        types(&events),
        ["TapPermanent", "AddMana", "AddMana", "AddMana"]
    );
    // One {U} was left from the second Island (two mana for the second High Tide's one).
    assert_eq!(game.state().seats[0].pool.blue, 4);
}

#[test]
fn timing_land_drops_and_summoning_sickness_are_enforced() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "UPKEEP",
        "players": {
            "A": { "hand": [card("l1", "forest"), card("l2", "forest"), card("g1", "grizzly-bears"), card("s1", "spark")],
                   "battlefield": [card("f1", "forest"), card("f2", "forest"), card("m1", "mountain")],
                   "library": [card("x1", "forest")] },
            "B": { "library": [card("y1", "forest")] }
        }
    }));
    let refused = |game: &mut Game<Duel>, json: Value, code: ErrorCode| {
        let hash = game.state_hash().ok();
        let e = game.submit("A", action(json.clone())).err();
        assert_eq!(e.map(|e| e.code), Some(code), "{json}");
        assert_eq!(game.state_hash().ok(), hash);
    };
    // Upkeep: no land, no sorcery-speed spell; an instant is fine once paid.
    refused(
        &mut game,
        json!({ "type": "PLAY_LAND", "card": "l1" }),
        ErrorCode::IllegalAction,
    );
    act(&mut game, "A", tap("f1"));
    act(&mut game, "A", tap("f2"));
    refused(
        &mut game,
        json!({ "type": "CAST_SPELL", "card": "g1" }),
        ErrorCode::IllegalAction,
    );
    pass_to(&mut game, state::Step::Main1, "A");
    act(&mut game, "A", json!({ "type": "PLAY_LAND", "card": "l1" }));
    refused(
        &mut game,
        json!({ "type": "PLAY_LAND", "card": "l2" }),
        ErrorCode::IllegalAction,
    );
    // The Forests tapped in upkeep stay tapped; the Mountain and the new Forest pay.
    let cast = act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "g1" }),
    );
    assert_eq!(types(&cast)[..4], ["TapPermanent", "AddMana", "TapPermanent", "AddMana"]);
    pass(&mut game);
    pass(&mut game);
    assert_eq!(
        game.state().permanent("g1").map(|p| p.summoning_sick),
        Some(true)
    );
    // The bears cannot attack this turn: declare attackers is skipped (nothing can attack).
    pass_to(&mut game, state::Step::DeclareAttackers, "A");
    assert!(game
        .legal_actions("A")
        .unwrap_or_default()
        .iter()
        .all(|a| !matches!(a, DuelAction::DeclareAttackers { .. })));
    refused(
        &mut game,
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["g1"] }),
        ErrorCode::IllegalAction,
    );
}

#[test]
fn flyers_are_blocked_only_by_flying_or_reach_and_haste_attacks_at_once() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("r1", "raging-goblin")], "battlefield": [card("m1", "mountain"), card("w1", "wind-drake")] },
            "B": { "battlefield": [card("g1", "grizzly-bears"), card("c1", "canopy-spider")] }
        }
    }));
    act(&mut game, "A", tap("m1"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "r1" }),
    );
    pass(&mut game);
    pass(&mut game);
    pass_to(&mut game, state::Step::DeclareAttackers, "A");
    let options = game.legal_actions("A").unwrap_or_default();
    assert_eq!(
        options.last(),
        Some(&DuelAction::DeclareAttackers {
            attackers: vec!["w1".into(), "r1".into()]
        }),
        "all of them last, the hasty goblin included"
    );
    act(
        &mut game,
        "A",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["w1", "r1"] }),
    );
    pass(&mut game);
    pass(&mut game);
    // B blocks: the bears cannot block the drake; the spider (reach) can.
    let hash = game.state_hash().ok();
    let e = game.submit("B", action(json!({ "type": "DECLARE_BLOCKERS", "blocks": [{ "blocker": "g1", "attacker": "w1" }] }))).err();
    assert_eq!(e.map(|e| e.code), Some(ErrorCode::IllegalAction));
    assert_eq!(game.state_hash().ok(), hash);
    act(
        &mut game,
        "B",
        json!({ "type": "DECLARE_BLOCKERS", "blocks": [
        { "blocker": "c1", "attacker": "w1" }, { "blocker": "g1", "attacker": "r1" }] }),
    );
    let events = pass_to(&mut game, state::Step::EndCombat, "A");
    // All combat damage at once: the goblin dies to the bears, the drake (2 power) does not
    // kill the spider (3 toughness), and nobody loses life.
    assert_eq!(
        types(&events)
            .iter()
            .filter(|t| **t == "DealDamage")
            .count(),
        4,
        "{:?}",
        types(&events)
    );
    assert!(game.state().permanent("r1").is_none());
    assert!(game.state().permanent("c1").is_some());
    assert_eq!(life(&game, 1), 20);
}

#[test]
fn at_cleanup_the_active_player_discards_down_to_seven_and_damage_wears_off() {
    let hand: Vec<Value> = (1..=9).map(|i| card(&format!("k{i}"), "forest")).collect();
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "END",
        "players": { "A": { "hand": hand, "battlefield": [card("a1", "trained-armodon")] },
                     "B": { "library": [card("y1", "forest")] } }
    }));
    if let Some(p) = game.state().permanent("a1") {
        assert_eq!(p.damage, 0);
    }
    pass(&mut game);
    let events = pass(&mut game);
    assert!(
        types(&events).contains(&"ChoiceStarted"),
        "{:?}",
        types(&events)
    );
    assert_eq!(game.current_player().map(String::as_str), Some("A"));
    let e = game
        .submit(
            "A",
            action(json!({ "type": "CHOOSE_CARDS", "cards": ["k1"] })),
        )
        .err();
    assert_eq!(
        e.map(|e| e.code),
        Some(ErrorCode::IllegalAction),
        "two cards, not one"
    );
    let chosen = act(
        &mut game,
        "A",
        json!({ "type": "CHOOSE_CARDS", "cards": ["k1", "k2"] }),
    );
    assert_eq!(
        &types(&chosen)[..3],
        ["ChoiceMade", "DiscardCard", "DiscardCard"]
    );
    assert_eq!(game.state().seats[0].hand.len(), 7);
    assert_eq!(game.state().active, 1, "B's turn began");
}

#[test]
fn resign_is_taken_from_either_player_at_any_time_and_never_listed() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "library": [card("x1", "forest")] } }
    }));
    for player in ["A", "B"] {
        let listed = game.legal_actions(player).unwrap_or_default();
        assert!(!listed.contains(&DuelAction::Resign {}));
    }
    assert_eq!(game.current_player().map(String::as_str), Some("A"));
    let events = act(&mut game, "B", json!({ "type": "RESIGN" }));
    assert_eq!(types(&events), ["PlayerLost", "GameEnded"]);
    match game.outcome() {
        Some(GameOutcome::Win { winner, reason, .. }) => {
            assert_eq!((winner.as_str(), *reason), ("A", DuelEndReason::Resignation));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_sacrifice_of_a_creature_is_chosen_in_the_payment() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "battlefield": [card("gp", "grave-priest"), card("g1", "grizzly-bears")],
                            "library": [card("x1", "island")] } }
    }));
    // Listed once per creature that could be sacrificed (the priest itself included).
    let options: Vec<DuelAction> = game
        .legal_actions("A")
        .unwrap_or_default()
        .into_iter()
        .filter(|a| matches!(a, DuelAction::ActivateAbility { .. }))
        .collect();
    assert_eq!(options.len(), 2, "{options:?}");
    let e = game
        .submit(
            "A",
            action(json!({ "type": "ACTIVATE_ABILITY", "permanent": "gp", "ability": 0 })),
        )
        .err();
    assert_eq!(
        e.map(|e| e.code),
        Some(ErrorCode::CannotPayCost),
        "the payment names the creature"
    );
    let events = act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "gp", "ability": 0,
        "payment": { "sacrifice": "g1" } }),
    );
    assert_eq!(types(&events), ["SacrificePermanent", "AbilityActivated"]);
    assert_eq!(game.state().seats[0].graveyard, ["g1"]);
    pass(&mut game);
    let resolved = pass(&mut game);
    assert!(types(&resolved).contains(&"DrawCard"));
}

#[test]
fn a_pump_ends_when_its_creature_leaves_the_battlefield() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("gg", "giant-growth"), card("un", "unsummon")],
                   "battlefield": [card("gob", "raging-goblin"), card("f1", "forest"), card("i1", "island"), card("m1", "mountain")] },
        }
    }));
    act(&mut game, "A", tap("f1"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "gg", "targets": [{ "permanent": "gob" }] }),
    );
    pass(&mut game);
    pass(&mut game);
    assert_eq!(game.state().effects.len(), 1);
    act(&mut game, "A", tap("i1"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "un", "targets": [{ "permanent": "gob" }] }),
    );
    pass(&mut game);
    pass(&mut game);
    assert!(
        game.state().effects.is_empty(),
        "the pump ended with the permanent"
    );
    // Back in the hand, the goblin is a new object with a new id (Comprehensive Rules 400.7).
    let hand = &game.state().seats[0].hand;
    assert_eq!(hand.len(), 1);
    let new_id = hand[0].clone();
    assert_ne!(new_id, "gob");
    assert!(!game.state().cards.contains_key("gob"));
    act(&mut game, "A", tap("m1"));
    act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": new_id }),
    );
    pass(&mut game);
    pass(&mut game);
    let gob = game
        .state()
        .permanent(&new_id)
        .map(|p| game.state().power_toughness(p));
    assert_eq!(gob, Some((1, 1)));
    // Paying no life is possible at any life total.
    let check = judge_cost::can_pay_cost(game.state(), "A", "{0}", None).map(|c| c.can_pay);
    assert_eq!(check.ok(), Some(true));
}
