//! Paying from the mana a player can make: the automatic tapping order, named sources, and
//! what is refused.

use super::super::judge_cost::can_pay_cost;
use super::super::scenario_tests::{act, scenario};
use super::super::*;
use crate::engine::error::ErrorCode;
use serde_json::{json, Value};

fn card(id: &str, card: &str) -> Value {
    json!({ "id": id, "card": card })
}

fn types(events: &[Value]) -> Vec<&str> {
    events.iter().filter_map(|e| e["type"].as_str()).collect()
}

fn tapped(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .filter(|e| e["type"] == "TapPermanent")
        .filter_map(|e| e["permanent"].as_str())
        .collect()
}

fn action(json: Value) -> DuelAction {
    serde_json::from_value(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// A has a Mountain, a Forest, an Island and an Elvish Mystic (in that order), Grizzly Bears
/// and Spark in hand; B has an Island.
fn lands() -> crate::engine::game::Game<Duel> {
    scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": {
            "A": { "hand": [card("g1", "grizzly-bears"), card("s1", "spark")],
                "battlefield": [card("m1", "mountain"), card("f1", "forest"),
                    card("i1", "island"), card("e1", "elvish-mystic")] },
            "B": { "battlefield": [card("i9", "island")] }
        }
    }))
}

#[test]
fn automatic_tapping_takes_the_colour_first_then_the_least_needed_land() {
    let mut game = lands();
    // {1}{G}: the Forest for {G} (the only land making it), then for {1} the Island (no card
    // in hand needs {U}) before the Mountain (Spark needs {R}); the Mystic, not a land, last.
    let events = act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "g1" }),
    );
    assert_eq!(
        types(&events),
        [
            "TapPermanent",
            "AddMana",
            "TapPermanent",
            "AddMana",
            "SpendMana",
            "MoveCardZone",
            "SpellCast"
        ]
    );
    assert_eq!(tapped(&events), ["f1", "i1"]);
    assert!(game.state().seats[0].pool.is_empty());
}

#[test]
fn floating_mana_is_spent_before_anything_is_tapped() {
    let mut game = lands();
    act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "m1", "ability": 0 }),
    );
    let events = act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "s1", "targets": [{ "player": "B" }] }),
    );
    assert_eq!(types(&events), ["SpendMana", "MoveCardZone", "SpellCast"]);
}

#[test]
fn spells_and_abilities_are_listed_when_the_lands_can_pay_them() {
    let game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "battlefield": [card("b1", "bloodfire-shaman"),
            card("m1", "mountain")], "hand": [card("w1", "wind-drake")] } }
    }));
    let legal = game.legal_actions("A").unwrap_or_default();
    let shaman = legal.iter().any(|a| {
        matches!(a, DuelAction::ActivateAbility { permanent, .. } if permanent == "b1")
    });
    assert!(shaman, "Bloodfire Shaman's {{R}} ability is offered: {legal:?}");
    // Wind Drake needs {U}: no source makes it.
    assert!(!legal
        .iter()
        .any(|a| matches!(a, DuelAction::CastSpell { card, .. } if card == "w1")));
    let check = can_pay_cost(game.state(), "A", "{R}, Pay 2 life", None);
    assert!(check.is_ok_and(|c| c.can_pay));
    let check = can_pay_cost(game.state(), "A", "{1}{R}", None);
    assert!(check.is_ok_and(|c| !c.can_pay && c.reasons[0].contains("mana sources")));
}

#[test]
fn named_sources_are_tapped_in_order() {
    let mut game = lands();
    let events = act(
        &mut game,
        "A",
        json!({ "type": "CAST_SPELL", "card": "g1", "payment": { "mana": ["m1", "f1"] } }),
    );
    assert_eq!(tapped(&events), ["m1", "f1"]);
    assert_eq!(types(&events)[4], "SpendMana");
}

#[test]
fn a_named_source_that_is_not_one_is_refused_and_changes_nothing() {
    let mut game = lands();
    let before = game.state().clone();
    let cases = [
        (json!(["i9"]), ErrorCode::IllegalAction, "payment.mana[0] \"i9\""),
        (json!(["s1"]), ErrorCode::IllegalAction, "payment.mana[0] \"s1\""),
        (json!(["f1", "f1"]), ErrorCode::IllegalAction, "payment.mana[1] \"f1\""),
        (json!(["m1", "i1"]), ErrorCode::CannotPayCost, "payment.mana"),
        (json!([]), ErrorCode::CannotPayCost, "payment.mana"),
    ];
    for (mana, code, words) in cases {
        let a = json!({ "type": "CAST_SPELL", "card": "g1", "payment": { "mana": mana } });
        let refused = game.submit("A", action(a.clone())).err();
        assert_eq!(refused.as_ref().map(|e| e.code), Some(code), "{a}");
        let message = refused.map(|e| e.message).unwrap_or_default();
        assert!(message.contains(words), "{a}: {message}");
        assert_eq!(*game.state(), before);
    }
    act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "m1", "ability": 0 }),
    );
    let a = json!({ "type": "CAST_SPELL", "card": "s1", "targets": [{ "player": "B" }],
        "payment": { "mana": ["m1"] } });
    let refused = game.submit("A", action(a)).err().map(|e| e.code);
    assert_eq!(refused, Some(ErrorCode::IllegalAction), "a tapped land");
}

#[test]
fn an_ability_that_taps_its_source_does_not_tap_it_for_mana_too() {
    // Sage of the Shallows: {T}, Discard a card; Elvish Mystic taps itself for {G} only.
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "battlefield": [card("e1", "elvish-mystic")],
            "hand": [card("g1", "grizzly-bears")] } }
    }));
    let legal = game.legal_actions("A").unwrap_or_default();
    assert!(!legal
        .iter()
        .any(|a| matches!(a, DuelAction::CastSpell { .. })));
    let events = act(
        &mut game,
        "A",
        json!({ "type": "ACTIVATE_ABILITY", "permanent": "e1", "ability": 0 }),
    );
    assert_eq!(types(&events), ["TapPermanent", "AddMana"]);
}

#[test]
fn high_tide_counts_in_what_an_island_makes() {
    let mut game = scenario(json!({
        "activePlayer": "A", "step": "MAIN1",
        "players": { "A": { "hand": [card("h1", "high-tide"), card("n1", "negate"),
                card("d1", "divination")],
            "battlefield": [card("i1", "island"), card("i2", "island"), card("i3", "island")] } }
    }));
    act(&mut game, "A", json!({ "type": "CAST_SPELL", "card": "h1" }));
    for _ in 0..2 {
        let p = game.current_player().cloned().unwrap_or_default();
        act(&mut game, &p, json!({ "type": "PASS_PRIORITY" }));
    }
    // Two Islands make {U}{U}{U}{U}: Divination ({2}{U}) taps two, leaving one {U} floating.
    let events = act(&mut game, "A", json!({ "type": "CAST_SPELL", "card": "d1" }));
    assert_eq!(tapped(&events), ["i2", "i3"]);
    assert_eq!(game.state().seats[0].pool.blue, 1);
}
