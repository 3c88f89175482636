//! The Curse pile and the Witch (issue 23): the pile's size by players, a Curse's -1 in every
//! score, the pile counting for the end trigger, the Witch's curses around the table (a Moat
//! stops it as it stops Militia), an empty pile, buying a Curse; and the bot's handling of both.

use super::action::DeckBuildingAction as A;
use super::card::Card;
use super::config::{setup, DeckBuildingConfig};
use super::event::DeckBuildingEvent as E;
use super::ruleset::{outcome, DeckBuilding, DeckBuildingEndReason};
use super::state::{ChoiceAsk, ChoicePurpose, DeckBuildingState, GainTo, TurnPhase};
use super::tests::{add, choose, hand, id, play, play_card, table};
use crate::engine::error::ErrorCode;
use crate::engine::play::Simulation;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

fn curses_left(state: &DeckBuildingState) -> Option<u32> {
    state.pile(Card::Curse).map(|p| p.count)
}

fn set_pile(state: &mut DeckBuildingState, card: Card, count: u32) {
    if let Some(pile) = state.supply.iter_mut().find(|p| p.card == card) {
        pile.count = count;
    }
}

/// How many curses seat `seat` has, in any zone.
fn curses_of(state: &DeckBuildingState, seat: usize) -> usize {
    state.seats[seat]
        .owned()
        .filter(|i| state.card(**i) == Some(Card::Curse))
        .count()
}

/// The events of `action` by the player to act, without playing them.
fn events_of(sim: &Simulation<DeckBuilding>, action: &A) -> Vec<E> {
    let player = sim.to_act().cloned().expect("someone to act");
    let mut rng = GameRng::from_seed("events");
    DeckBuilding::resolve(&sim.state, &player, action, &mut rng).expect("legal")
}

/// Who gained what, in order.
fn gains(events: &[E]) -> Vec<(String, Card, GainTo)> {
    events
        .iter()
        .filter_map(|e| match e {
            E::GainCard {
                player, pile, to, ..
            } => Some((player.clone(), *pile, *to)),
            _ => None,
        })
        .collect()
}

fn curse_for(player: &str) -> (String, Card, GainTo) {
    (player.to_string(), Card::Curse, GainTo::Discard)
}

#[test]
fn every_supply_has_ten_curses_per_player_past_the_first() {
    for (n, curses) in [(2, 10), (3, 20), (4, 30)] {
        let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
        let refs: Vec<&str> = players.iter().map(String::as_str).collect();
        // The default kingdom, and one without any attack: the pile is there either way.
        let quiet = vec![
            Card::Village,
            Card::Smithy,
            Card::Market,
            Card::Laboratory,
            Card::Festival,
            Card::Woodcutter,
            Card::Cellar,
            Card::Chapel,
            Card::Gardens,
            Card::Mine,
        ];
        for kingdom in [None, Some(quiet.clone())] {
            let config = DeckBuildingConfig {
                kingdom: kingdom.clone(),
                ..DeckBuildingConfig::for_players(&refs)
            };
            let state = setup(&config).expect("valid");
            assert_eq!(curses_left(&state), Some(curses), "{n} players");
            let piles: Vec<Card> = state.supply.iter().map(|p| p.card).collect();
            let kingdom = kingdom.unwrap_or(Card::DEFAULT_KINGDOM.to_vec());
            let expected: Vec<Card> = Card::BASE.iter().chain(&kingdom).copied().collect();
            assert_eq!(piles, expected, "the base piles, the Curse last, then the kingdom");
        }
    }
    // A Curse is a base card: no kingdom may list it.
    let mut kingdom = Card::DEFAULT_KINGDOM.to_vec();
    kingdom[9] = Card::Curse;
    let config = DeckBuildingConfig {
        kingdom: Some(kingdom),
        ..DeckBuildingConfig::for_players(&["a", "b"])
    };
    let err = setup(&config).expect_err("a base card");
    assert_eq!(err.code, ErrorCode::InvalidConfig);
    assert!(
        err.message.contains("kingdom[9] is \"curse\""),
        "{}",
        err.message
    );
}

#[test]
fn a_curse_is_minus_one_in_the_scores_and_the_results() {
    let mut sim = table(2, &[&[], &[]]);
    for _ in 0..4 {
        let curse = add(&mut sim.state, 0, Card::Curse);
        sim.state.seats[0].discard.push(curse);
    }
    // Three estates less four curses; the other player keeps its three.
    assert_eq!(sim.state.victory_points(), vec![-1, 3]);
    let E::ScoresComputed { scores } = super::flow::scores(&sim.state) else {
        panic!("not ScoresComputed");
    };
    assert_eq!(scores.get("p0"), Some(&-1));
    assert_eq!(scores.get("p1"), Some(&3));
    let result = outcome(&sim.state, DeckBuildingEndReason::TurnLimit);
    assert_eq!(result.winner().map(String::as_str), Some("p1"));
    let points = |p: &str| {
        result
            .results()
            .iter()
            .find(|r| r.player == p)
            .and_then(|r| r.metrics.as_ref())
            .and_then(|m| m.get("victoryPoints"))
            .copied()
    };
    assert_eq!((points("p0"), points("p1")), (Some(-1), Some(3)));
}

#[test]
fn a_curse_may_be_bought_for_nothing() {
    let mut sim = table(2, &[&[Card::Estate], &[]]);
    play(&mut sim, A::EndPhase {});
    assert_eq!(sim.state.phase, TurnPhase::Buy);
    assert_eq!(sim.state.coins, 0);
    let buy = A::Buy { pile: Card::Curse };
    assert!(sim.legal_actions().contains(&buy));
    play(&mut sim, buy);
    assert_eq!(curses_left(&sim.state), Some(9));
    assert_eq!(curses_of(&sim.state, 0), 1);
    assert_eq!(sim.state.victory_points(), vec![3 + 1 - 1, 3]);
}

#[test]
fn witch_draws_two_then_curses_each_other_player_from_its_left() {
    // The third of four seats plays it: the curses go to seats 3, 0 and 1, in that order.
    let mut sim = table(4, &[&[], &[], &[Card::Witch, Card::Copper], &[]]);
    sim.state.active = 2;
    let witch = id(&sim, 2, Card::Witch);
    let events = events_of(&sim, &A::Play { card: witch });
    assert_eq!(
        gains(&events),
        vec![curse_for("p3"), curse_for("p0"), curse_for("p1")]
    );
    // +2 Cards first, then the attack.
    let drawn: Vec<usize> = (0..events.len())
        .filter(|i| matches!(events[*i], E::DrawCard { .. }))
        .collect();
    let first_gain = events.iter().position(|e| matches!(e, E::GainCard { .. }));
    assert_eq!(drawn.len(), 2);
    assert!(first_gain.is_some_and(|g| drawn.iter().all(|d| *d < g)));
    play_card(&mut sim, 2, Card::Witch);
    assert_eq!(hand(&sim, 2).len(), 3, "the copper and two drawn");
    assert_eq!(curses_left(&sim.state), Some(27));
    for (seat, curses) in [(0, 1), (1, 1), (2, 0), (3, 1)] {
        assert_eq!(curses_of(&sim.state, seat), curses, "seat {seat}");
    }
    assert_eq!(sim.state.victory_points(), vec![2, 2, 3, 2]);
    // Nobody was asked anything: the witch's player goes on (to the buy phase: no action left).
    assert!(sim.state.choice.is_none());
    assert_eq!(sim.to_act().map(String::as_str), Some("p2"));
}

#[test]
fn witch_curses_only_while_the_pile_lasts_and_an_empty_pile_gives_nothing() {
    let mut sim = table(4, &[&[Card::Witch], &[], &[], &[]]);
    set_pile(&mut sim.state, Card::Curse, 2);
    let witch = id(&sim, 0, Card::Witch);
    let events = events_of(&sim, &A::Play { card: witch });
    assert_eq!(gains(&events), vec![curse_for("p1"), curse_for("p2")]);
    play_card(&mut sim, 0, Card::Witch);
    assert_eq!(curses_left(&sim.state), Some(0));
    assert_eq!(curses_of(&sim.state, 3), 0, "the pile ran out before p3");

    let mut empty = table(3, &[&[Card::Witch], &[], &[]]);
    set_pile(&mut empty.state, Card::Curse, 0);
    let before = empty.state.cards.len();
    let witch = id(&empty, 0, Card::Witch);
    assert!(gains(&events_of(&empty, &A::Play { card: witch })).is_empty());
    play_card(&mut empty, 0, Card::Witch);
    assert_eq!(empty.state.cards.len(), before, "no card made");
    assert_eq!(hand(&empty, 0).len(), 2, "still +2 Cards");
    assert!(empty.state.choice.is_none());
    assert_eq!(curses_left(&empty.state), Some(0));
}

/// Three seats: p0 plays a Witch; p1 holds a Moat, p2 does not.
fn witch_against_a_moat() -> Simulation<DeckBuilding> {
    let mut sim = table(
        3,
        &[
            &[Card::Witch],
            &[Card::Moat, Card::Copper, Card::Copper],
            &[Card::Copper, Card::Estate],
        ],
    );
    play_card(&mut sim, 0, Card::Witch);
    sim
}

#[test]
fn a_moat_revealed_stops_the_witch_as_it_stops_militia() {
    let mut sim = witch_against_a_moat();
    // p1 is asked first, exactly as Militia asks; nothing gained yet.
    assert_eq!(sim.to_act().map(String::as_str), Some("p1"));
    let choice = sim.state.choice.clone().expect("a choice");
    assert_eq!(choice.card, Card::Witch);
    assert!(matches!(
        choice.ask,
        ChoiceAsk::Cards {
            purpose: ChoicePurpose::Reveal,
            min: 0,
            max: 1,
            ..
        }
    ));
    assert_eq!(curses_left(&sim.state), Some(20));
    let moat = id(&sim, 1, Card::Moat);
    let events = events_of(&sim, &A::ChooseCards { cards: vec![moat] });
    assert!(matches!(events.get(1), Some(E::RevealCard { card, .. }) if *card == moat));
    assert_eq!(gains(&events), vec![curse_for("p2")]);
    choose(&mut sim, 1, &[Card::Moat]);
    assert_eq!(curses_of(&sim.state, 1), 0, "unaffected");
    assert_eq!(curses_of(&sim.state, 2), 1);
    assert_eq!(hand(&sim, 1).len(), 3, "the Moat stays in hand");
    assert!(sim.state.choice.is_none());
    assert_eq!(sim.to_act().map(String::as_str), Some("p0"));
}

#[test]
fn a_moat_not_revealed_leaves_its_player_cursed_and_the_walk_goes_on() {
    let mut sim = witch_against_a_moat();
    let events = events_of(&sim, &A::ChooseCards { cards: vec![] });
    assert_eq!(gains(&events), vec![curse_for("p1"), curse_for("p2")]);
    play(&mut sim, A::ChooseCards { cards: vec![] });
    assert_eq!((curses_of(&sim.state, 1), curses_of(&sim.state, 2)), (1, 1));
    assert_eq!(sim.to_act().map(String::as_str), Some("p0"));
    // The Moat further round the table: p1 is cursed before p2 is asked.
    let mut sim = table(
        3,
        &[&[Card::Witch], &[Card::Copper], &[Card::Moat, Card::Copper]],
    );
    play_card(&mut sim, 0, Card::Witch);
    assert_eq!(curses_of(&sim.state, 1), 1);
    assert_eq!(sim.to_act().map(String::as_str), Some("p2"));
    choose(&mut sim, 2, &[Card::Moat]);
    assert_eq!(curses_of(&sim.state, 2), 0);
    assert_eq!(curses_left(&sim.state), Some(19));
}

#[test]
fn the_curse_pile_counts_for_the_end_trigger() {
    // The default trigger (three empty piles, or the provinces): two kingdom piles empty and one
    // curse left, which the Witch hands out.
    let empty_two = |sim: &mut Simulation<DeckBuilding>| {
        set_pile(&mut sim.state, Card::Village, 0);
        set_pile(&mut sim.state, Card::Smithy, 0);
        set_pile(&mut sim.state, Card::Curse, 1);
    };
    let mut sim = table(2, &[&[Card::Witch, Card::Copper], &[]]);
    empty_two(&mut sim);
    play_card(&mut sim, 0, Card::Witch);
    assert_eq!(curses_left(&sim.state), Some(0));
    assert!(sim.outcome.is_none(), "not before the cleanup's scores");
    assert_eq!(sim.state.phase, TurnPhase::Buy);
    play(&mut sim, A::EndPhase {});
    let outcome = sim.outcome.clone().expect("ended");
    assert_eq!(outcome.reason(), DeckBuildingEndReason::SupplyDepleted);
    assert_eq!(outcome.winner().map(String::as_str), Some("p0"), "3 to 2");
    // The same turn without the Witch's curse: two piles empty, the game goes on.
    let mut quiet = table(2, &[&[Card::Smithy, Card::Copper], &[]]);
    empty_two(&mut quiet);
    play_card(&mut quiet, 0, Card::Smithy);
    play(&mut quiet, A::EndPhase {});
    assert!(quiet.outcome.is_none());
    assert_eq!(quiet.to_act().map(String::as_str), Some("p1"));
}

// ---------------------------------------------------------------------------------------------
// The bot

/// A kingdom with the Witch, and with every card that gets rid of a curse.
const WITCH_KINGDOM: [Card; 10] = [
    Card::Witch,
    Card::Village,
    Card::Smithy,
    Card::Market,
    Card::Laboratory,
    Card::Cellar,
    Card::Chapel,
    Card::Remodel,
    Card::Militia,
    Card::Moat,
];

fn witch_config(seed: &str) -> DeckBuildingConfig {
    DeckBuildingConfig {
        seed: Some(seed.into()),
        kingdom: Some(WITCH_KINGDOM.to_vec()),
        ..DeckBuildingConfig::for_players(&["a", "b"])
    }
}

/// The first seat's buy phase, its treasures played, with `coins`.
fn buying(coins: u32) -> DeckBuildingState {
    let mut state = setup(&witch_config("buying")).expect("valid");
    let mut rng = GameRng::from_seed("buying");
    let events = DeckBuilding::start(&state, &mut rng);
    crate::engine::play::run_events::<DeckBuilding>(&mut state, events, &mut rng, |_, _| {});
    state.phase = TurnPhase::Buy;
    state.bought = true;
    state.coins = coins;
    state
}

#[test]
fn the_bot_never_weighs_buying_a_curse_and_takes_a_witch_at_five() {
    let a = "a".to_string();
    for coins in 0..=9 {
        let state = buying(coins);
        assert!(super::judge::legal_actions(&state, &a).contains(&A::Buy { pile: Card::Curse }));
        let searched = super::bot::bot_actions(&state, &a);
        assert!(
            !searched.contains(&A::Buy { pile: Card::Curse }),
            "{coins} coins: {searched:?}"
        );
        let policy = super::bot::policy(&state, &a);
        assert_ne!(policy, Some(A::Buy { pile: Card::Curse }), "{coins} coins");
        if (5..=7).contains(&coins) {
            assert_eq!(policy, Some(A::Buy { pile: Card::Witch }), "{coins} coins");
        }
    }
    // A second witch at 5, not a third; none once the curses are gone.
    let mut state = buying(5);
    for _ in 0..2 {
        let witch = add(&mut state, 0, Card::Witch);
        state.seats[0].discard.push(witch);
    }
    assert_ne!(
        super::bot::policy(&state, &"a".to_string()),
        Some(A::Buy { pile: Card::Witch })
    );
    let mut state = buying(6);
    set_pile(&mut state, Card::Curse, 0);
    assert_eq!(
        super::bot::policy(&state, &"a".to_string()),
        Some(A::Buy { pile: Card::Gold })
    );
}

#[test]
fn the_policy_gets_rid_of_curses_first() {
    let curses_in = |sim: &Simulation<DeckBuilding>, ids: &[super::state::InstanceId]| {
        ids.iter()
            .filter(|i| sim.state.card(**i) == Some(Card::Curse))
            .count()
    };
    let answer = |sim: &Simulation<DeckBuilding>| {
        let player = sim.to_act().cloned().expect("to act");
        match super::bot::policy(&sim.state, &player) {
            Some(A::ChooseCards { cards }) => cards,
            other => panic!("not a choice of cards: {other:?}"),
        }
    };
    let many = [
        Card::Copper,
        Card::Copper,
        Card::Curse,
        Card::Copper,
        Card::Copper,
        Card::Curse,
    ];
    // Chapel: both curses, whatever else it trashes.
    let mut chapel: Vec<Card> = vec![Card::Chapel, Card::Gold, Card::Gold];
    chapel.extend(many);
    let mut sim = table(2, &[&chapel, &[]]);
    play_card(&mut sim, 0, Card::Chapel);
    assert_eq!(curses_in(&sim, &answer(&sim)), 2);
    // Cellar: the curses.
    let mut sim = table(2, &[&[Card::Cellar, Card::Curse, Card::Silver], &[]]);
    play_card(&mut sim, 0, Card::Cellar);
    let cards = answer(&sim);
    assert_eq!((cards.len(), curses_in(&sim, &cards)), (1, 1));
    // Remodel: the curse, not the estate.
    let mut sim = table(2, &[&[Card::Remodel, Card::Estate, Card::Curse], &[]]);
    play_card(&mut sim, 0, Card::Remodel);
    assert_eq!(curses_in(&sim, &answer(&sim)), 1);
    // Militia's discard down to 3: the two curses.
    let mut sim = table(
        2,
        &[
            &[Card::Militia],
            &[
                Card::Silver,
                Card::Curse,
                Card::Copper,
                Card::Curse,
                Card::Copper,
            ],
        ],
    );
    play_card(&mut sim, 0, Card::Militia);
    assert_eq!(curses_in(&sim, &answer(&sim)), 2);
}

#[test]
fn policy_players_in_a_witch_kingdom_curse_each_other_and_never_buy_a_curse() {
    use super::strategy::{Seat, Strategy};
    let seats = [
        Seat::Fixed(Strategy::Policy),
        Seat::Fixed(Strategy::Policy),
    ];
    let mut handed_out = 0;
    for g in 0..3 {
        let seed = format!("witch-{g}");
        let game = crate::ai::play_out::<DeckBuilding, Strategy>(witch_config(&seed), &seats, &seed)
            .expect("plays");
        assert!(game.outcome().is_some(), "{seed} ended");
        for entry in game.log() {
            if let E::BuyCard { pile, .. } = &entry.event {
                assert_ne!(*pile, Card::Curse, "{seed}");
            }
        }
        let s = game.state();
        let given = (0..2).map(|seat| curses_of(s, seat)).sum::<usize>();
        // Every curse is in the pile or a player's (none trashed by chance: Chapel and Remodel
        // may trash them, which the trash holds).
        let trashed = s.trash.iter().filter(|i| s.card(**i) == Some(Card::Curse)).count();
        assert_eq!(curses_left(s).map(|n| n as usize + given + trashed), Some(10));
        handed_out += given + trashed;
        // The final scores count them.
        let vp = s.victory_points();
        let results = game.outcome().map(|o| o.results().to_vec()).unwrap_or_default();
        for (seat, player) in s.players.iter().enumerate() {
            let metric = results
                .iter()
                .find(|r| r.player == *player)
                .and_then(|r| r.metrics.as_ref())
                .and_then(|m| m.get("victoryPoints"))
                .copied();
            assert_eq!(metric, Some(vp[seat]));
        }
    }
    assert!(handed_out > 0, "no witch was played");
}
