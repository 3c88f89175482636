//! Every decision reachable and decided by the right player (issue 23): what `legalActions`
//! lists for attacks, blocks and discards, that any valid set is accepted, who is asked, the
//! division of combat damage among blockers, and `decision(player)`.

use super::scenario_tests::{act, scenario};
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn card(id: &str, card: &str) -> Value {
    json!({ "id": id, "card": card })
}

fn legal(game: &Game<Duel>, player: &str) -> Vec<Value> {
    game.legal_actions(player)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|a| serde_json::to_value(a).unwrap_or_default())
        .collect()
}

/// Submits `action` expecting a refusal with `code` and a message holding `needle`; the state
/// is unchanged.
fn refused(game: &mut Game<Duel>, player: &str, action: Value, code: ErrorCode, needle: &str) {
    let before = game.state_hash().unwrap_or_else(|e| panic!("{e}"));
    let action: DuelAction = serde_json::from_value(action).unwrap_or_else(|e| panic!("{e}"));
    let e = game
        .submit(player, action)
        .err()
        .unwrap_or_else(|| panic!("accepted"));
    assert_eq!(e.code, code, "{e}");
    assert!(e.message.contains(needle), "{:?} lacks {needle:?}", e.message);
    assert_eq!(game.state_hash().ok(), Some(before), "a refusal changed the state");
}

fn decision_of(game: &Game<Duel>, player: &str) -> Value {
    let d = pending_decision(game.state(), player).unwrap_or_else(|e| panic!("{e}"));
    serde_json::to_value(d).unwrap_or_default()
}

fn pass(game: &mut Game<Duel>) {
    let player = game.current_player().cloned().unwrap_or_default();
    act(game, &player, json!({ "type": "PASS_PRIORITY" }));
}

/// Seven untapped bears of A at the start of declare attackers.
fn seven_attackers() -> Game<Duel> {
    let bears: Vec<Value> = (1..=7)
        .map(|i| card(&format!("g{i}"), "grizzly-bears"))
        .collect();
    scenario(json!({ "activePlayer": "A", "step": "DECLARE_ATTACKERS", "players": {
        "A": { "battlefield": bears }, "B": {} } }))
}

#[test]
fn seven_attackers_list_no_attack_first_and_any_subset_is_accepted() {
    let mut game = seven_attackers();
    let listed = legal(&game, "A");
    let all: Vec<String> = (1..=7).map(|i| format!("g{i}")).collect();
    assert_eq!(listed.len(), 9);
    assert_eq!(listed[0], json!({ "type": "DECLARE_ATTACKERS", "attackers": [] }));
    assert_eq!(listed[1], json!({ "type": "DECLARE_ATTACKERS", "attackers": ["g1"] }));
    assert_eq!(listed[7], json!({ "type": "DECLARE_ATTACKERS", "attackers": ["g7"] }));
    assert_eq!(listed[8], json!({ "type": "DECLARE_ATTACKERS", "attackers": all }));
    // A subset that is not listed.
    let events = act(
        &mut game,
        "A",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["g6", "g2", "g4"] }),
    );
    let declared: Vec<&str> = events
        .iter()
        .filter(|e| e["type"] == "DeclareAttacker")
        .filter_map(|e| e["attacker"].as_str())
        .collect();
    assert_eq!(declared, ["g6", "g2", "g4"]);
}

#[test]
fn every_subset_of_seven_attackers_is_accepted() {
    let game = seven_attackers();
    for mask in 0u32..128 {
        let attackers: Vec<String> = (1..=7)
            .filter(|i| mask & (1 << (i - 1)) != 0)
            .map(|i| format!("g{i}"))
            .collect();
        let mut g = game.clone();
        g.submit("A", DuelAction::DeclareAttackers { attackers })
            .unwrap_or_else(|e| panic!("subset {mask:b}: {e}"));
    }
}

/// A attacks with three creatures; B has four bears.
fn three_attackers_four_blockers() -> Game<Duel> {
    let mut game = scenario(json!({ "activePlayer": "A", "step": "DECLARE_ATTACKERS", "players": {
        "A": { "battlefield": [card("o1", "hill-ogre"), card("o2", "trained-armodon"),
                               card("o3", "grizzly-bears")] },
        "B": { "battlefield": [card("b1", "grizzly-bears"), card("b2", "grizzly-bears"),
                               card("b3", "canopy-spider"), card("b4", "grizzly-bears")] } } }));
    act(
        &mut game,
        "A",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["o1", "o2", "o3"] }),
    );
    pass(&mut game);
    pass(&mut game);
    assert_eq!(game.current_player().map(String::as_str), Some("B"));
    game
}

#[test]
fn four_blockers_against_three_attackers_list_no_blocks_first_and_accept_any_assignment() {
    let mut game = three_attackers_four_blockers();
    let listed = legal(&game, "B");
    assert_eq!(listed[0], json!({ "type": "DECLARE_BLOCKERS", "blocks": [] }));
    // 4 blockers × 3 attackers single blocks, then the full assignment.
    assert_eq!(listed.len(), 1 + 12 + 1);
    assert_eq!(
        listed[1],
        json!({ "type": "DECLARE_BLOCKERS", "blocks": [{ "blocker": "b1", "attacker": "o1" }] })
    );
    let block = |b: &str, a: &str| json!({ "blocker": b, "attacker": a });
    assert_eq!(
        listed[13],
        json!({ "type": "DECLARE_BLOCKERS", "blocks": [block("b1", "o1"), block("b2", "o2"),
            block("b3", "o3"), block("b4", "o1")] })
    );
    // An assignment that is not listed: three on one attacker.
    act(
        &mut game,
        "B",
        json!({ "type": "DECLARE_BLOCKERS", "blocks": [block("b3", "o2"), block("b1", "o2"),
            block("b4", "o2")] }),
    );
    let attacks = &game.state().combat.attacks;
    assert_eq!(attacks[1].blockers, ["b3", "b1", "b4"]);
    assert!(attacks[0].blockers.is_empty() && attacks[2].blockers.is_empty());
}

/// A at cleanup with ten cards in hand (three to discard): lands, then spells of rising cost.
fn ten_in_hand() -> Game<Duel> {
    let hand: Vec<Value> = [
        "air-elemental",
        "island",
        "divination",
        "unsummon",
        "island",
        "wind-drake",
        "cloud-sprite",
        "negate",
        "storm-crow",
        "high-tide",
    ]
    .iter()
    .enumerate()
    .map(|(i, c)| card(&format!("h{i}"), c))
    .collect();
    let mut game = scenario(json!({ "activePlayer": "A", "step": "END", "players": {
        "A": { "hand": hand }, "B": {} } }));
    pass(&mut game);
    pass(&mut game);
    assert!(game.state().choice.is_some(), "a discard is asked");
    game
}

#[test]
fn a_discard_cost_lists_every_card_of_a_hand_larger_than_the_old_cap() {
    // Sage of the Shallows ({T}, Discard a card: Draw a card) with 70 cards in hand: each card
    // is offered as the discard (the list used to stop at 64).
    let hand: Vec<Value> = (0..70)
        .map(|i| card(&format!("h{i}"), if i % 2 == 0 { "island" } else { "spark" }))
        .collect();
    let game = scenario(json!({ "activePlayer": "A", "step": "MAIN1", "players": {
        "A": { "hand": hand, "battlefield": [card("sage", "sage-of-the-shallows")] }, "B": {} } }));
    let discards: Vec<Value> = legal(&game, "A")
        .into_iter()
        .filter(|a| a["type"] == "ACTIVATE_ABILITY" && a["permanent"] == "sage")
        .map(|a| a["payment"]["discard"].clone())
        .collect();
    assert_eq!(discards.len(), 70);
    for i in 0..70 {
        assert!(discards.contains(&json!([format!("h{i}")])), "h{i} is not offered");
    }
}

#[test]
fn a_discard_of_three_from_ten_lists_each_card_and_accepts_any_three() {
    let game = ten_in_hand();
    let listed = legal(&game, "A");
    // The cheapest three first (the two lands and the first spell of mana value 1), then each
    // other card with the two cheapest of the rest.
    assert_eq!(
        listed[0],
        json!({ "type": "CHOOSE_CARDS", "cards": ["h1", "h3", "h4"] })
    );
    assert_eq!(listed.len(), 1 + 7);
    for i in 0..10 {
        let id = format!("h{i}");
        assert!(
            listed.iter().any(|a| a["cards"].as_array().is_some_and(|c| c.contains(&json!(id)))),
            "{id} is in no listed answer"
        );
    }
    // Every three of the ten.
    let ids: Vec<String> = (0..10).map(|i| format!("h{i}")).collect();
    for a in 0..10 {
        for b in a + 1..10 {
            for c in b + 1..10 {
                let mut g = game.clone();
                let cards = vec![ids[a].clone(), ids[b].clone(), ids[c].clone()];
                g.submit("A", DuelAction::ChooseCards { cards })
                    .unwrap_or_else(|e| panic!("{a} {b} {c}: {e}"));
            }
        }
    }
}

#[test]
fn a_player_with_no_creature_able_to_attack_is_not_asked() {
    // A defender, a summoning-sick creature and a tapped one: none can attack.
    let mut game = scenario(json!({ "activePlayer": "A", "step": "DECLARE_ATTACKERS", "players": {
        "A": { "battlefield": [card("w1", "tidal-wall"),
            { "id": "g1", "card": "grizzly-bears", "summoningSick": true },
            { "id": "g2", "card": "grizzly-bears", "tapped": true }] },
        "B": { "battlefield": [card("b1", "grizzly-bears")] } } }));
    assert_eq!(
        decision_of(&game, "A"),
        json!({ "type": "PRIORITY", "step": "DECLARE_ATTACKERS", "stack": 0 })
    );
    assert_eq!(legal(&game, "A"), [json!({ "type": "PASS_PRIORITY" })]);
    refused(
        &mut game,
        "A",
        json!({ "type": "DECLARE_ATTACKERS", "attackers": ["w1"] }),
        ErrorCode::IllegalAction,
        "you hold priority",
    );
    pass(&mut game);
    pass(&mut game);
    assert_eq!(game.state().step, state::Step::EndCombat, "combat ends with no attack");
    let declared = game.log().iter().any(|e| {
        matches!(
            e.event,
            DuelEvent::AttackersDeclared { .. } | DuelEvent::DeclareAttacker { .. }
        )
    });
    assert!(!declared);
}

/// A's Trained Armodon (3/3) blocked by B's bear (2/2) and spider (1/3), the blocks in `order`.
fn double_block(order: [&str; 2], mode: Option<&str>) -> Game<Duel> {
    let mut config: DuelConfig = serde_json::from_value(json!({
        "players": ["A", "B"],
        "scenario": { "activePlayer": "A", "step": "DECLARE_ATTACKERS", "players": {
            "A": { "battlefield": [card("o1", "trained-armodon")] },
            "B": { "battlefield": [card("s1", "canopy-spider"), card("b1", "grizzly-bears")] } } },
    }))
    .unwrap_or_else(|e| panic!("{e}"));
    if let Some(mode) = mode {
        config.combat_damage =
            Some(serde_json::from_value(json!(mode)).unwrap_or_else(|e| panic!("{e}")));
    }
    let mut game = Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"));
    act(&mut game, "A", json!({ "type": "DECLARE_ATTACKERS", "attackers": ["o1"] }));
    pass(&mut game);
    pass(&mut game);
    let blocks: Vec<Value> = order
        .iter()
        .map(|b| json!({ "blocker": b, "attacker": "o1" }))
        .collect();
    act(&mut game, "B", json!({ "type": "DECLARE_BLOCKERS", "blocks": blocks }));
    game
}

fn damage_on(game: &Game<Duel>) -> BTreeMap<String, u32> {
    game.state()
        .battlefield
        .iter()
        .map(|p| (p.id.clone(), p.damage))
        .collect()
}

fn dealt_by(game: &Game<Duel>, source: &str) -> Vec<(String, u32)> {
    game.log()
        .iter()
        .filter_map(|e| match &e.event {
            DuelEvent::DealDamage {
                source: s,
                target: state::Target::Permanent { permanent },
                amount,
                ..
            } if s == source => Some((permanent.clone(), *amount)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_default_division_does_not_depend_on_the_order_of_the_blocks() {
    for mode in [None, Some("default")] {
        let mut games = [double_block(["s1", "b1"], mode), double_block(["b1", "s1"], mode)];
        for game in &mut games {
            pass(game);
            pass(game);
            assert_eq!(game.state().step, state::Step::CombatDamage, "no decision is asked");
        }
        // Lethal to the bear (2 needed) before the spider (3 needed): the bear dies.
        let want = vec![("b1".to_string(), 2), ("s1".to_string(), 1)];
        assert_eq!(dealt_by(&games[0], "o1"), want);
        assert_eq!(dealt_by(&games[1], "o1"), want);
        assert_eq!(damage_on(&games[0]), damage_on(&games[1]));
        assert!(games[0].state().permanent("b1").is_none());
        assert!(games[0].log().iter().all(|e| !matches!(
            e.event,
            DuelEvent::CombatDamageDivisionStarted { .. } | DuelEvent::CombatDamageAssigned { .. }
        )));
    }
}

#[test]
fn with_ask_the_attacking_player_divides_the_damage() {
    let mut game = double_block(["s1", "b1"], Some("ask"));
    pass(&mut game);
    pass(&mut game);
    assert_eq!(game.current_player().map(String::as_str), Some("A"));
    assert_eq!(
        decision_of(&game, "A"),
        json!({ "type": "ASSIGN_COMBAT_DAMAGE", "attacker": "o1", "blockers": ["b1", "s1"],
            "power": 3, "default": { "b1": 2, "s1": 1 } })
    );
    assert_eq!(decision_of(&game, "B"), Value::Null);
    let listed = legal(&game, "A");
    let assign = |b1: u32, s1: u32| {
        json!({ "type": "ASSIGN_COMBAT_DAMAGE", "attacker": "o1",
            "assignment": { "b1": b1, "s1": s1 } })
    };
    assert_eq!(listed, [assign(2, 1), assign(3, 0), assign(0, 3)]);
    assert!(legal(&game, "B").is_empty());
    // Not listed: 1 to the bear, 2 to the spider.
    let events = act(&mut game, "A", assign(1, 2));
    assert_eq!(events[0]["type"], "CombatDamageAssigned");
    assert_eq!(
        dealt_by(&game, "o1"),
        [("b1".to_string(), 1), ("s1".to_string(), 2)]
    );
    assert!(game.state().permanent("b1").is_some(), "the bear lives");
    assert!(game.state().permanent("s1").is_some(), "2 on the 1/3 spider");
    assert!(game.state().permanent("o1").is_none(), "2 + 1 back on the 3/3");
}

#[test]
fn invalid_divisions_are_refused_naming_the_field_and_the_value() {
    let mut game = double_block(["b1", "s1"], Some("ask"));
    pass(&mut game);
    pass(&mut game);
    let illegal = ErrorCode::IllegalAction;
    let with = |assignment: Value| {
        json!({ "type": "ASSIGN_COMBAT_DAMAGE", "attacker": "o1", "assignment": assignment })
    };
    refused(&mut game, "A", with(json!({ "b1": 1, "s1": 1 })), illegal, "sum to 2, expected 3");
    refused(&mut game, "A", with(json!({ "b1": 3 })), illegal, "blocker \"s1\"");
    refused(
        &mut game,
        "A",
        with(json!({ "b1": 1, "s1": 1, "o1": 1 })),
        illegal,
        "assignment[\"o1\"]",
    );
    refused(
        &mut game,
        "A",
        json!({ "type": "ASSIGN_COMBAT_DAMAGE", "attacker": "b1", "assignment": {} }),
        illegal,
        "attacker \"b1\"",
    );
    refused(&mut game, "A", json!({ "type": "PASS_PRIORITY" }), illegal, "ASSIGN_COMBAT_DAMAGE");
    refused(&mut game, "B", with(json!({ "b1": 2, "s1": 1 })), ErrorCode::NotYourTurn, "\"A\"");
    let many: serde_json::Map<String, Value> =
        (0..101).map(|i| (format!("x{i}"), json!(0))).collect();
    refused(&mut game, "A", with(Value::Object(many)), ErrorCode::InvalidInput, "101");
    // Amounts are whole numbers of at least 0: -1 does not decode.
    assert!(serde_json::from_value::<DuelAction>(with(json!({ "b1": -1, "s1": 4 }))).is_err());
    // Outside a division, the action is refused.
    let mut other = seven_attackers();
    refused(&mut other, "A", with(json!({ "b1": 3 })), illegal, "declare attackers first");
}

#[test]
fn decision_describes_the_choice_to_the_player_who_makes_it_only() {
    let game = seven_attackers();
    let all: Vec<String> = (1..=7).map(|i| format!("g{i}")).collect();
    assert_eq!(
        decision_of(&game, "A"),
        json!({ "type": "DECLARE_ATTACKERS", "candidates": all })
    );
    assert_eq!(decision_of(&game, "B"), Value::Null);
    let e = pending_decision(game.state(), "C").err().map(|e| e.code);
    assert_eq!(e, Some(ErrorCode::InvalidInput));

    let game = three_attackers_four_blockers();
    let d = decision_of(&game, "B");
    assert_eq!(d["type"], "DECLARE_BLOCKERS");
    assert_eq!(
        d["options"][2],
        json!({ "blocker": "b3", "attackers": ["o1", "o2", "o3"] })
    );
    assert_eq!(d["options"].as_array().map(Vec::len), Some(4));
    assert_eq!(decision_of(&game, "A"), Value::Null);

    let game = ten_in_hand();
    let d = decision_of(&game, "A");
    assert_eq!(d["type"], "DISCARD");
    assert_eq!(d["count"], 3);
    assert_eq!(d["reason"], "HAND_SIZE");
    assert_eq!(d["cards"].as_array().map(Vec::len), Some(10));
    assert_eq!(decision_of(&game, "B"), Value::Null, "B never sees A's hand");
}

/// Every action a decision built in parts can make, by walking all its parts.
fn all_in_parts(state: &DuelState, player: &str) -> Vec<DuelAction> {
    fn walk(state: &DuelState, player: &str, parts: &mut Vec<u8>, out: &mut Vec<DuelAction>) {
        match bot::in_parts(state, &player.to_string(), parts) {
            Some(crate::ai::Part::Done(action)) => out.push(action),
            Some(crate::ai::Part::Options(n)) => {
                for i in 0..n {
                    parts.push(i);
                    walk(state, player, parts, out);
                    parts.pop();
                }
            }
            None => panic!("not built in parts"),
        }
    }
    let mut out = Vec::new();
    walk(state, player, &mut Vec::new(), &mut out);
    out
}

#[test]
fn the_bot_builds_every_attack_block_and_discard_in_parts() {
    use crate::ai::Bot;
    let game = seven_attackers();
    let attacks = all_in_parts(game.state(), "A");
    assert_eq!(attacks.len(), 128, "every subset of seven");
    for a in &attacks {
        game.clone().submit("A", a.clone()).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let game = three_attackers_four_blockers();
    // The bears block any of the three; the spider (reach) too: 4^4 assignments.
    let blocks = all_in_parts(game.state(), "B");
    assert_eq!(blocks.len(), 256);
    for b in &blocks {
        game.clone().submit("B", b.clone()).unwrap_or_else(|e| panic!("{b:?}: {e}"));
    }
    let game = ten_in_hand();
    // Kinds: 2 islands and 8 single cards; every 3 of them by kind.
    let discards = all_in_parts(game.state(), "A");
    let mut distinct = discards.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), discards.len());
    assert_eq!(discards.len(), 56 + 28 + 8, "3 of the 8, one island and 2, both and 1");
    for d in &discards {
        game.clone().submit("A", d.clone()).unwrap_or_else(|e| panic!("{d:?}: {e}"));
    }
    // The bot's answer is a whole, legal action, the same for the same seed.
    for game in [seven_attackers(), three_attackers_four_blockers(), ten_in_hand()] {
        let player = game.current_player().cloned().unwrap_or_default();
        let view = game.view(Some(&player)).unwrap_or_else(|e| panic!("{e}"));
        let decide = || {
            let mut rng = crate::engine::rng::GameRng::from_seed("parts");
            Duel::decide(&view.state, &player, 200, &mut rng).unwrap_or_else(|e| panic!("{e}"))
        };
        let action = decide();
        assert_eq!(action, decide());
        game.clone().submit(&player, action).unwrap_or_else(|e| panic!("{e}"));
    }
}
