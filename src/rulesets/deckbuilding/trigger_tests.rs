//! The issue's end-trigger matrix: each row through `checkEndTrigger` and, where a game can
//! reach it, through a real (scripted or seeded) game.

use super::DeckBuildingEndReason;
use super::action::DeckBuildingAction as A;
use super::card::Card;
use super::config::DeckBuildingConfig;
use super::event::DeckBuildingEvent as E;
use super::judge::answers;
use super::ruleset::{end_evaluation, DeckBuilding};
use super::state::{DeckBuildingState, TurnPhase};
use super::trigger::{
    check_end_trigger, EndTrigger, EndTriggerIgnored as Ig, EndTriggerInput,
    EndTriggerReason as By, EndTriggerResult as R,
};
use crate::engine::error::ErrorCode;
use crate::engine::outcome::OutcomeType;
use crate::engine::ruleset::Ruleset;
use crate::Game;
use std::collections::BTreeMap;

fn input(piles: &[(&str, u32)], trigger: Option<Option<EndTrigger>>) -> EndTriggerInput {
    EndTriggerInput {
        supply: piles.iter().map(|(k, n)| (k.to_string(), *n)).collect(),
        end_trigger: trigger,
        turn: 5,
        max_turns: 40,
        scores_computed: true,
        ended: false,
    }
}

fn trigger(threshold: Option<u32>, keys: Option<&[&str]>) -> Option<Option<EndTrigger>> {
    Some(Some(EndTrigger {
        empty_pile_threshold: threshold,
        key_piles: keys.map(|k| k.iter().map(|s| s.to_string()).collect()),
    }))
}

const SUPPLY: [(&str, u32); 6] = [
    ("copper", 46),
    ("silver", 40),
    ("province", 8),
    ("village", 10),
    ("smithy", 10),
    ("moat", 10),
];

fn supply_with(empty: &[&str]) -> Vec<(&'static str, u32)> {
    SUPPLY
        .iter()
        .map(|(k, n)| (*k, if empty.contains(k) { 0 } else { *n }))
        .collect()
}

fn check(i: &EndTriggerInput) -> R {
    check_end_trigger(i).unwrap_or_else(|e| panic!("{e}"))
}

const ENDS: R = R::Valid {
    reason: By::SupplyDepleted,
};
const NOT_MET: R = R::Ignore {
    reason: Ig::ThresholdNotMet,
};

#[test]
fn the_matrix_through_check_end_trigger() {
    let two_empty = supply_with(&["village", "smithy"]);
    assert_eq!(check(&input(&two_empty, trigger(Some(2), None))), ENDS);
    assert_eq!(check(&input(&two_empty, trigger(Some(3), None))), NOT_MET);
    let province = supply_with(&["province"]);
    assert_eq!(
        check(&input(&province, trigger(None, Some(&["province"])))),
        ENDS
    );
    assert_eq!(
        check(&input(&two_empty, trigger(None, Some(&["province"])))),
        NOT_MET
    );
    // The default: threshold 3 and key province; the province alone ends it first.
    assert_eq!(check(&input(&province, None)), ENDS);
    assert_eq!(
        check(&input(&province, trigger(Some(3), Some(&["province"])))),
        ENDS
    );
    assert_eq!(check(&input(&two_empty, None)), NOT_MET);
    let three = supply_with(&["village", "smithy", "moat"]);
    assert_eq!(check(&input(&three, None)), ENDS);
    // Scores first, and nothing after the end.
    let mut early = input(&province, None);
    early.scores_computed = false;
    assert_eq!(
        check(&early),
        R::Ignore {
            reason: Ig::ScoresNotComputed
        }
    );
    let mut after = input(&province, None);
    after.ended = true;
    assert_eq!(
        check(&after),
        R::Ignore {
            reason: Ig::AlreadyEnded
        }
    );
    // "Already ended" comes before "scores not computed".
    after.scores_computed = false;
    assert_eq!(
        check(&after),
        R::Ignore {
            reason: Ig::AlreadyEnded
        }
    );
}

#[test]
fn the_turn_threshold_and_an_end_trigger_turned_off() {
    let full = supply_with(&[]);
    let mut at_limit = input(&full, None);
    at_limit.turn = 40;
    assert_eq!(
        check(&at_limit),
        R::Valid {
            reason: By::TurnLimit
        }
    );
    at_limit.turn = 39;
    assert_eq!(check(&at_limit), NOT_MET);
    // null: depletion off, only the turn threshold.
    let province = supply_with(&["province", "village", "smithy", "moat"]);
    assert_eq!(check(&input(&province, Some(None))), NOT_MET);
    let mut off_at_limit = input(&province, Some(None));
    off_at_limit.turn = 41;
    assert_eq!(
        check(&off_at_limit),
        R::Valid {
            reason: By::TurnLimit
        }
    );
    // Depletion wins over the threshold when both hold.
    let mut both = input(&province, None);
    both.turn = 40;
    assert_eq!(check(&both), ENDS);
}

#[test]
fn invalid_end_triggers_are_invalid_config_naming_the_field() {
    let full = supply_with(&[]);
    let cases: [(Option<Option<EndTrigger>>, &str); 6] = [
        (trigger(Some(0), None), "endTrigger.emptyPileThreshold is 0"),
        (trigger(Some(7), None), "endTrigger.emptyPileThreshold is 7"),
        (
            trigger(None, Some(&["colony"])),
            "endTrigger.keyPiles[0] \"colony\"",
        ),
        (
            trigger(Some(2), Some(&["province", "province"])),
            "endTrigger.keyPiles[1] \"province\" is listed twice",
        ),
        (trigger(None, None), "endTrigger can never fire"),
        (trigger(None, Some(&[])), "endTrigger can never fire"),
    ];
    for (t, says) in cases {
        let err = check_end_trigger(&input(&full, t.clone())).expect_err("invalid");
        assert_eq!(err.code, ErrorCode::InvalidConfig, "{t:?}");
        assert!(err.message.contains(says), "{}", err.message);
    }
    // The default's key pile must be in the given supply too.
    let no_province: Vec<(&str, u32)> = vec![("copper", 3)];
    let err = check_end_trigger(&input(&no_province, None)).expect_err("no province");
    assert_eq!(err.code, ErrorCode::InvalidConfig);
    // And the same rules for a game's configuration.
    for (t, says) in [
        (trigger(Some(0), None), "emptyPileThreshold is 0"),
        (trigger(Some(18), None), "emptyPileThreshold is 18"),
        (trigger(None, Some(&["colony"])), "\"colony\" is not a pile"),
        (trigger(None, Some(&["chapel"])), "\"chapel\" is not a pile"),
        (trigger(None, Some(&["moat", "moat"])), "listed twice"),
        (trigger(None, None), "can never fire"),
        (trigger(None, Some(&[])), "can never fire"),
    ] {
        let config = DeckBuildingConfig {
            end_trigger: t,
            ..DeckBuildingConfig::for_players(&["a", "b"])
        };
        let err = Game::<DeckBuilding>::new(config)
            .map(|_| ())
            .expect_err("invalid");
        assert_eq!(err.code, ErrorCode::InvalidConfig);
        assert!(err.message.contains(says), "{}", err.message);
    }
    // 17 piles (the Curse pile among them): a threshold of 17 is accepted, and the Curse pile
    // may be a key pile.
    for t in [trigger(Some(17), None), trigger(None, Some(&["curse"]))] {
        let config = DeckBuildingConfig {
            end_trigger: t,
            ..DeckBuildingConfig::for_players(&["a", "b"])
        };
        assert!(Game::<DeckBuilding>::new(config).is_ok());
    }
}

#[test]
fn check_end_trigger_reads_and_writes_the_documented_json() {
    let json = r#"{"supply":{"province":0,"duchy":8,"estate":8},"turn":3,"maxTurns":40,
        "scoresComputed":true,"ended":false}"#;
    let input: EndTriggerInput = serde_json::from_str(json).expect("parse");
    let out = serde_json::to_value(check(&input)).expect("json");
    assert_eq!(
        out,
        serde_json::json!({ "result": "VALID", "reason": "SUPPLY_DEPLETED" })
    );
    let off: EndTriggerInput =
        serde_json::from_str(&json.replace("\"turn\"", "\"endTrigger\":null,\"turn\""))
            .expect("parse");
    assert_eq!(off.end_trigger, Some(None));
    let out = serde_json::to_value(check(&off)).expect("json");
    assert_eq!(
        out,
        serde_json::json!({ "result": "IGNORE", "reason": "threshold not met" })
    );
    for bad in [
        r#"{"supply":{},"turn":1,"maxTurns":1,"scoresComputed":true,"ended":false,"extra":1}"#,
        r#"{"supply":{"a":-1},"turn":1,"maxTurns":1,"scoresComputed":true,"ended":false}"#,
        r#"{"supply":{},"endTrigger":{"keyPile":["a"]},"turn":1,"maxTurns":1,"scoresComputed":true,"ended":false}"#,
    ] {
        assert!(
            serde_json::from_str::<EndTriggerInput>(bad).is_err(),
            "{bad}"
        );
    }
}

/// A scripted player: never plays an action, plays every treasure, buys `want`'s pile when it
/// can, and answers a choice with its first answer.
fn scripted(state: &DeckBuildingState, want: &dyn Fn(&DeckBuildingState) -> Option<Card>) -> A {
    if let Some(choice) = &state.choice {
        return answers(state, choice, 1)
            .into_iter()
            .next()
            .expect("an answer");
    }
    let hand = state
        .active_seat()
        .map(|s| s.hand.clone())
        .unwrap_or_default();
    match state.phase {
        TurnPhase::Buy => {
            let treasure = hand
                .iter()
                .any(|id| state.card(*id).is_some_and(Card::is_treasure));
            if treasure && !state.bought {
                return A::PlayAllTreasures {};
            }
            match want(state) {
                Some(pile)
                    if pile.cost() <= state.coins
                        && state.pile(pile).is_some_and(|p| p.count > 0) =>
                {
                    A::Buy { pile }
                }
                _ => A::EndPhase {},
            }
        }
        _ => A::EndPhase {},
    }
}

/// Plays `config` with scripted players until the end or `stop`.
fn play(
    config: DeckBuildingConfig,
    want: &dyn Fn(&DeckBuildingState) -> Option<Card>,
    stop: &dyn Fn(&Game<DeckBuilding>) -> bool,
) -> Game<DeckBuilding> {
    let mut game = Game::<DeckBuilding>::new(config).expect("valid");
    let mut steps = 0;
    while !game.is_finished() && !stop(&game) {
        let player = game.current_player().cloned().expect("someone acts");
        let action = scripted(game.state(), want);
        game.submit(&player, action)
            .unwrap_or_else(|e| panic!("{e}"));
        steps += 1;
        assert!(steps < 5_000, "the scripted game runs on");
    }
    game
}

/// Buys the first of `piles` with cards left.
fn first_open(piles: &'static [Card]) -> impl Fn(&DeckBuildingState) -> Option<Card> {
    move |s: &DeckBuildingState| {
        piles
            .iter()
            .copied()
            .find(|c| s.pile(*c).is_some_and(|p| p.count > 0))
    }
}

fn empty_piles(state: &DeckBuildingState) -> usize {
    state.supply.iter().filter(|p| p.count == 0).count()
}

/// The state right after each `ScoresComputed` of `game`, and whether `GameEnded` followed it.
fn check_points(game: &Game<DeckBuilding>) -> Vec<(DeckBuildingState, bool)> {
    let mut state = DeckBuilding::setup(game.config()).expect("setup");
    let mut out: Vec<(DeckBuildingState, bool)> = Vec::new();
    for entry in game.log() {
        DeckBuilding::apply(&mut state, &entry.event);
        match &entry.event {
            E::ScoresComputed { .. } => out.push((state.clone(), false)),
            E::GameEnded { .. } => {
                if let Some(last) = out.last_mut() {
                    last.1 = true;
                }
            }
            _ => {}
        }
    }
    out
}

fn config(t: Option<Option<EndTrigger>>) -> DeckBuildingConfig {
    DeckBuildingConfig {
        seed: Some("matrix".into()),
        end_trigger: t,
        ..DeckBuildingConfig::for_players(&["a", "b"])
    }
}

fn reason(game: &Game<DeckBuilding>) -> Option<DeckBuildingEndReason> {
    game.outcome().map(|o| o.reason())
}

#[test]
fn threshold_two_with_two_piles_exhausted_ends_the_game() {
    let game = play(
        config(trigger(Some(2), None)),
        &first_open(&[Card::Cellar, Card::Moat]),
        &|_| false,
    );
    assert_eq!(reason(&game), Some(DeckBuildingEndReason::SupplyDepleted));
    assert_eq!(empty_piles(game.state()), 2);
    // ScoresComputed, then GameEnded, last in the log; every earlier check point ignored.
    let log = game.log();
    assert!(matches!(log[log.len() - 2].event, E::ScoresComputed { .. }));
    assert!(matches!(log[log.len() - 1].event, E::GameEnded { .. }));
    let points = check_points(&game);
    for (state, ended) in &points[..points.len() - 1] {
        assert!(!ended);
        assert!(empty_piles(state) < 2);
        assert_eq!(end_evaluation(state), NOT_MET);
    }
    // A pile empty, scores not computed: the state right after the gain that emptied the
    // second pile is ignored, and the kernel's check there did not end the game.
    let mut state = DeckBuilding::setup(game.config()).expect("setup");
    let mut seen = false;
    for entry in game.log() {
        DeckBuilding::apply(&mut state, &entry.event);
        if matches!(entry.event, E::GainCard { .. }) && empty_piles(&state) == 2 {
            assert_eq!(
                end_evaluation(&state),
                R::Ignore {
                    reason: Ig::ScoresNotComputed
                }
            );
            assert!(DeckBuilding::end_check(&state).is_none());
            seen = true;
        }
    }
    assert!(seen);
    // After the end: "already ended", and every action is GAME_FINISHED, changing nothing.
    assert_eq!(
        end_evaluation(game.state()),
        R::Ignore {
            reason: Ig::AlreadyEnded
        }
    );
    let hash = game.state_hash().expect("hash");
    for player in ["a", "b"] {
        for action in [
            A::EndPhase {},
            A::PlayAllTreasures {},
            A::Buy { pile: Card::Copper },
        ] {
            let mut attempt = game.clone();
            let err = attempt
                .submit(player, action)
                .map(|_| ())
                .expect_err("finished");
            assert_eq!(err.code, ErrorCode::GameFinished);
            assert_eq!(attempt.state_hash().expect("hash"), hash);
            assert_eq!(attempt.log().len(), game.log().len());
        }
    }
    // The outcome: ranked by victory points, metrics victoryPoints and turns.
    let outcome = game.outcome().expect("outcome");
    for r in outcome.results() {
        let m = r.metrics.as_ref().expect("metrics");
        assert_eq!(m.len(), 2);
        assert_eq!(m.get("victoryPoints"), Some(&3));
        assert!(m.get("turns").is_some_and(|t| *t >= 10));
    }
}

#[test]
fn threshold_three_with_only_two_empty_is_ignored() {
    let game = play(
        config(trigger(Some(3), None)),
        &first_open(&[Card::Cellar, Card::Moat]),
        &|g| g.state().turn > 14,
    );
    assert!(!game.is_finished());
    assert_eq!(empty_piles(game.state()), 2);
    let points = check_points(&game);
    let with_two: Vec<_> = points.iter().filter(|(s, _)| empty_piles(s) == 2).collect();
    assert!(with_two.len() >= 3);
    for (state, ended) in with_two {
        assert!(!ended);
        assert_eq!(end_evaluation(state), NOT_MET);
    }
}

#[test]
fn other_piles_empty_but_not_the_key_pile_is_ignored() {
    let game = play(
        config(trigger(None, Some(&["province"]))),
        &first_open(&[Card::Cellar, Card::Moat, Card::Estate]),
        &|g| empty_piles(g.state()) == 3 && g.state().phase == TurnPhase::Action,
    );
    assert!(!game.is_finished());
    assert_eq!(empty_piles(game.state()), 3);
    let (last, ended) = check_points(&game).pop().expect("a check point");
    assert!(!ended);
    assert_eq!(empty_piles(&last), 3);
    assert_eq!(end_evaluation(&last), NOT_MET);
}

/// Big money on both sides: the provinces run out.
fn big_money(state: &DeckBuildingState) -> Option<Card> {
    match state.coins {
        8.. => Some(Card::Province),
        6 | 7 => Some(Card::Gold),
        3..=5 => Some(Card::Silver),
        _ => None,
    }
}

#[test]
fn the_key_pile_province_emptied_ends_the_game_before_the_threshold() {
    for t in [trigger(None, Some(&["province"])), None] {
        let game = play(config(t), &big_money, &|_| false);
        assert_eq!(reason(&game), Some(DeckBuildingEndReason::SupplyDepleted));
        let state = game.state();
        assert_eq!(state.pile(Card::Province).map(|p| p.count), Some(0));
        // Ended by the key pile alone: fewer piles empty than the default threshold.
        assert_eq!(empty_piles(state), 1);
        let (last, ended) = check_points(&game).pop().expect("a check point");
        assert!(ended);
        assert_eq!(end_evaluation(&last), ENDS);
    }
}

#[test]
fn without_depletion_the_game_ends_at_the_turn_threshold_with_equal_turns() {
    for players in [&["a", "b"][..], &["a", "b", "c"]] {
        let config = DeckBuildingConfig {
            end_trigger: Some(None),
            max_turns: Some(3),
            ..DeckBuildingConfig::for_players(players)
        };
        let game = play(config, &first_open(&[Card::Moat]), &|_| false);
        assert_eq!(reason(&game), Some(DeckBuildingEndReason::TurnLimit));
        for seat in &game.state().seats {
            assert_eq!(seat.turns, 3);
        }
        // Everyone has 3 estates and 3 moats (or fewer, the pile permitting): a shared first
        // rank is a draw.
        let outcome = game.outcome().expect("outcome");
        assert_eq!(outcome.winner(), None);
        assert!(outcome
            .results()
            .iter()
            .all(|r| r.outcome == OutcomeType::Draw));
    }
}

#[test]
fn ties_go_to_the_player_with_fewer_turns() {
    // Threshold 1, and only a buys moats: the game ends in a's turn, so a had one more turn
    // than b, with the same points.
    let game = play(
        config(trigger(Some(1), None)),
        &|s: &DeckBuildingState| (s.active == 0).then_some(Card::Moat),
        &|_| false,
    );
    let outcome = game.outcome().expect("outcome");
    let state = game.state();
    let turns: Vec<u32> = state.seats.iter().map(|s| s.turns).collect();
    assert_eq!(state.victory_points(), vec![3, 3]);
    assert_eq!(turns[0], turns[1] + 1, "{turns:?}");
    assert_eq!(outcome.winner().map(String::as_str), Some("b"));
    let ranks: Vec<(String, u32)> = outcome
        .results()
        .iter()
        .map(|r| (r.player.clone(), r.rank))
        .collect();
    assert_eq!(ranks, vec![("b".to_string(), 1), ("a".to_string(), 2)]);
}

#[test]
fn a_scripted_depletion_replays_to_the_same_states_and_hashes() {
    let game = play(
        config(trigger(Some(2), None)),
        &first_open(&[Card::Cellar, Card::Moat]),
        &|_| false,
    );
    let again =
        Game::<DeckBuilding>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(again.state(), game.state());
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    assert_eq!(again.log(), game.log());
    // Step by step too.
    let mut step = Game::<DeckBuilding>::new(game.config().clone()).expect("new");
    for (i, record) in game.actions().iter().enumerate() {
        step.submit(&record.player, record.action.clone())
            .expect("legal");
        let prefix = Game::<DeckBuilding>::replay(game.config().clone(), &game.actions()[..=i])
            .expect("replay");
        assert_eq!(step.state_hash().ok(), prefix.state_hash().ok());
    }
    let scores: Vec<BTreeMap<String, i64>> = game
        .log()
        .iter()
        .filter_map(|e| match &e.event {
            E::ScoresComputed { scores } => Some(scores.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        scores.len() as u32,
        game.state().seats.iter().map(|s| s.turns).sum::<u32>()
    );
}

#[test]
fn check_end_trigger_takes_the_max_turns_the_game_takes() {
    for (max_turns, taken) in [(0, false), (1, true), (200, true), (201, false)] {
        let over = EndTriggerInput {
            max_turns,
            turn: 0,
            ..input(&SUPPLY, None)
        };
        match check_end_trigger(&over) {
            Ok(_) => assert!(taken, "maxTurns {max_turns} was taken"),
            Err(e) => {
                assert!(!taken, "maxTurns {max_turns}: {}", e.message);
                assert_eq!(e.code, ErrorCode::InvalidConfig);
                assert!(e.message.contains(&format!("maxTurns is {max_turns}")), "{}", e.message);
            }
        }
        let config = DeckBuildingConfig {
            max_turns: Some(max_turns),
            ..DeckBuildingConfig::for_players(&["a", "b"])
        };
        assert_eq!(Game::<DeckBuilding>::new(config).is_ok(), taken, "maxTurns {max_turns}");
    }
}
