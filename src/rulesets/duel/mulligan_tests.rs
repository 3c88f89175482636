//! The London mulligan: who decides when, what MULLIGAN and KEEP do, what is refused, and the
//! bot's rule.

use super::super::decision::{pending_decision, DuelDecision};
use super::super::*;
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;

fn game(first: &str, mulligan: Option<bool>) -> Game<Duel> {
    let mut config = DuelConfig::for_players(["a", "b"]);
    config.seed = Some("mulligans".into());
    config.first_player = Some(first.into());
    config.mulligan = mulligan;
    Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"))
}

fn types(game: &Game<Duel>, from: usize) -> Vec<String> {
    game.log()
        .iter()
        .skip(from)
        .filter_map(|e| serde_json::to_value(&e.event).ok())
        .filter_map(|v| v["type"].as_str().map(String::from))
        .collect()
}

fn submit(game: &mut Game<Duel>, player: &str, action: DuelAction) -> usize {
    let from = game.log().len();
    game.submit(player, action)
        .unwrap_or_else(|e| panic!("{player}: {e}"));
    from
}

#[test]
fn the_starting_player_decides_first_and_the_game_starts_once_both_kept() {
    let mut g = game("b", None);
    assert_eq!(g.state().turn, 0);
    assert_eq!(g.current_player().map(String::as_str), Some("b"));
    let legal = g.legal_actions("b").unwrap_or_default();
    assert_eq!(
        legal,
        [
            DuelAction::Keep { bottom: vec![] },
            DuelAction::Mulligan {}
        ]
    );
    assert_eq!(g.legal_actions("a").unwrap_or_default(), []);
    let d = pending_decision(g.state(), "b").ok().flatten();
    let hand = g.state().seats[1].hand.clone();
    assert_eq!(d, Some(DuelDecision::Mulligan { hand, mulligans: 0 }));
    // Nothing else is accepted now.
    let refused = g.submit("b", DuelAction::PassPriority {}).err();
    assert_eq!(refused.map(|e| e.code), Some(ErrorCode::IllegalAction));
    let from = submit(&mut g, "b", DuelAction::Keep { bottom: vec![] });
    assert_eq!(types(&g, from), ["HandKept"]);
    assert_eq!(g.current_player().map(String::as_str), Some("a"));
    let from = submit(&mut g, "a", DuelAction::Keep { bottom: vec![] });
    let events = types(&g, from);
    assert_eq!(events[..3], ["HandKept", "TurnStarted", "StepStarted"]);
    assert_eq!(g.state().turn, 1);
    assert_eq!(g.state().player(g.state().active).map(String::as_str), Some("b"));
    let refused = g.submit("b", DuelAction::Mulligan {}).err();
    assert_eq!(refused.map(|e| e.code), Some(ErrorCode::IllegalAction));
}

#[test]
fn a_mulligan_renews_the_hand_and_keep_bottoms_in_order() {
    let mut g = game("a", None);
    let old_hand = g.state().seats[0].hand.clone();
    let from = submit(&mut g, "a", DuelAction::Mulligan {});
    let events = types(&g, from);
    assert_eq!(events[0], "MulliganTaken");
    assert_eq!(events.iter().filter(|t| *t == "MoveCardZone").count(), 7);
    assert_eq!(events.iter().filter(|t| *t == "ShuffleLibrary").count(), 1);
    assert_eq!(events.iter().filter(|t| *t == "DrawCard").count(), 7);
    let s = g.state();
    assert_eq!(s.seats[0].mulligans, 1);
    assert_eq!(s.seats[0].hand.len(), 7);
    assert_eq!(s.seats[0].library.len(), 33);
    assert!(old_hand.iter().all(|c| !s.cards.contains_key(c)), "the ids were renewed");
    submit(&mut g, "a", DuelAction::Mulligan {});
    let hand = g.state().seats[0].hand.clone();
    let before = g.state().clone();
    // Refused: too few, too many, not in hand, twice; each changing nothing.
    for bottom in [
        vec![hand[0].clone()],
        vec![hand[0].clone(), hand[1].clone(), hand[2].clone()],
        vec![hand[0].clone(), "nope".to_string()],
        vec![hand[0].clone(), hand[0].clone()],
    ] {
        let refused = g.submit("a", DuelAction::Keep { bottom }).err();
        assert_eq!(refused.map(|e| e.code), Some(ErrorCode::IllegalAction));
        assert_eq!(*g.state(), before);
    }
    // Any valid pair is accepted, listed or not: the last named ends at the very bottom.
    let (x, y) = (hand[6].clone(), hand[3].clone());
    let x_card = g.state().cards[&x].card.clone();
    let y_card = g.state().cards[&y].card.clone();
    submit(&mut g, "a", DuelAction::Keep { bottom: vec![x, y] });
    let s = g.state();
    assert_eq!(s.seats[0].hand.len(), 5);
    let library = &s.seats[0].library;
    let n = library.len();
    assert_eq!(s.cards[&library[n - 2]].card, x_card);
    assert_eq!(s.cards[&library[n - 1]].card, y_card);
}

#[test]
fn no_mulligan_after_seven_and_keeping_seven_to_bottom_empties_the_hand() {
    let mut g = game("a", None);
    for _ in 0..MAX_MULLIGANS {
        submit(&mut g, "a", DuelAction::Mulligan {});
    }
    let legal = g.legal_actions("a").unwrap_or_default();
    assert!(!legal.contains(&DuelAction::Mulligan {}));
    assert!(matches!(&legal[0], DuelAction::Keep { bottom } if bottom.len() == 7));
    let refused = g.submit("a", DuelAction::Mulligan {}).err();
    assert_eq!(refused.map(|e| e.code), Some(ErrorCode::IllegalAction));
    let bottom = g.state().seats[0].hand.clone();
    submit(&mut g, "a", DuelAction::Keep { bottom });
    assert!(g.state().seats[0].hand.is_empty());
}

#[test]
fn config_mulligan_false_and_scenarios_skip_it() {
    let g = game("a", Some(false));
    assert_eq!(g.state().turn, 1);
    assert!(!g.state().mulligan_phase);
    let g = super::super::scenario_tests::scenario(serde_json::json!({
        "activePlayer": "A", "step": "MAIN1", "players": {}
    }));
    assert!(!g.state().mulligan_phase);
    assert!(g
        .legal_actions("A")
        .unwrap_or_default()
        .iter()
        .all(|a| !matches!(a, DuelAction::Mulligan {} | DuelAction::Keep { .. })));
}

#[test]
fn the_bot_keeps_two_to_five_lands_and_bottoms_the_least_useful() {
    let mut kept = 0;
    for seed in 0..40 {
        let mut config = DuelConfig::for_players(["a", "b"]);
        config.seed = Some(format!("bot {seed}"));
        config.first_player = Some("a".into());
        let mut g = Game::<Duel>::new(config).unwrap_or_else(|e| panic!("{e}"));
        loop {
            let s = g.state();
            let lands = s.seats[0]
                .hand
                .iter()
                .filter(|c| s.card_of(c).is_some_and(|d| d.is(CardType::Land)))
                .count();
            let mulligans = s.seats[0].mulligans;
            let choice = bot_choice(s, 0).unwrap_or_else(|| panic!("a choice"));
            match &choice {
                DuelAction::Mulligan {} => {
                    assert!(!(2..=5).contains(&lands) && mulligans < BOT_MULLIGANS);
                }
                DuelAction::Keep { bottom } => {
                    assert!((2..=5).contains(&lands) || mulligans == BOT_MULLIGANS);
                    assert_eq!(bottom.len() as u32, mulligans);
                    let left: Vec<&CardId> = s.seats[0]
                        .hand
                        .iter()
                        .filter(|c| !bottom.contains(c))
                        .collect();
                    let lands_left = left
                        .iter()
                        .filter(|c| s.card_of(c).is_some_and(|d| d.is(CardType::Land)))
                        .count();
                    // A land went to the bottom only if more than three stayed before it.
                    for b in bottom {
                        if s.card_of(b).is_some_and(|d| d.is(CardType::Land)) {
                            assert!(lands_left >= 3, "{bottom:?}");
                        }
                    }
                    kept += 1;
                }
                other => panic!("{other:?}"),
            }
            let done = matches!(choice, DuelAction::Keep { .. });
            submit(&mut g, "a", choice);
            if done {
                break;
            }
        }
    }
    assert_eq!(kept, 40);
}
