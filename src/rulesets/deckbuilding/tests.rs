//! The cards' effects and the choices they ask for, on states set up by hand; the buy phase's
//! refusals; shuffles; views.

use super::action::DeckBuildingAction as A;
use super::card::Card;
use super::config::DeckBuildingConfig;
use super::event::DeckBuildingEvent as E;
use super::ruleset::DeckBuilding;
use super::state::{
    CardInstance, ChoiceAsk, ChoicePurpose, DeckBuildingState, InstanceId, TurnPhase,
};
use super::view::{determinize, view};
use crate::engine::error::ErrorCode;
use crate::engine::play::{run_events, Simulation};
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// A started game of `n` players in the first player's action phase, whose hands are replaced
/// by `hands` (new instances; the cards drawn go to the discard pile).
pub(super) fn table(n: usize, hands: &[&[Card]]) -> Simulation<DeckBuilding> {
    let players: Vec<String> = (0..n).map(|i| format!("p{i}")).collect();
    let refs: Vec<&str> = players.iter().map(String::as_str).collect();
    let config = DeckBuildingConfig {
        seed: Some("cards".into()),
        ..DeckBuildingConfig::for_players(&refs)
    };
    let mut state = DeckBuilding::setup(&config).expect("setup");
    let mut rng = GameRng::from_seed("cards");
    let events = DeckBuilding::start(&state, &mut rng);
    run_events::<DeckBuilding>(&mut state, events, &mut rng, |_, _| {});
    for (seat, hand) in hands.iter().enumerate() {
        let ids: Vec<InstanceId> = hand.iter().map(|c| add(&mut state, seat, *c)).collect();
        let old = std::mem::replace(&mut state.seats[seat].hand, ids);
        state.seats[seat].discard.extend(old);
    }
    // The first turn's action phase (the start moved on to the buy phase: no action in hand).
    state.phase = TurnPhase::Action;
    Simulation::new(state)
}

pub(super) fn add(state: &mut DeckBuildingState, owner: usize, card: Card) -> InstanceId {
    state.cards.push(CardInstance {
        card,
        owner: owner as u8,
    });
    (state.cards.len() - 1) as InstanceId
}

pub(super) fn hand(sim: &Simulation<DeckBuilding>, seat: usize) -> Vec<Card> {
    let s = &sim.state;
    s.seats[seat]
        .hand
        .iter()
        .filter_map(|id| s.card(*id))
        .collect()
}

/// The first instance of `card` in seat `seat`'s hand.
pub(super) fn id(sim: &Simulation<DeckBuilding>, seat: usize, card: Card) -> InstanceId {
    let s = &sim.state;
    *s.seats[seat]
        .hand
        .iter()
        .find(|i| s.card(**i) == Some(card))
        .expect("in hand")
}

pub(super) fn play(sim: &mut Simulation<DeckBuilding>, action: A) {
    let mut rng = GameRng::from_seed("play");
    sim.play(&action, &mut rng)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"));
}

pub(super) fn refused(sim: &Simulation<DeckBuilding>, action: A) -> String {
    let mut attempt = sim.clone();
    let mut rng = GameRng::from_seed("play");
    let err = attempt.play(&action, &mut rng).expect_err("refused");
    assert_eq!(err.code, ErrorCode::IllegalAction, "{}", err.message);
    assert_eq!(
        attempt.state, sim.state,
        "a refused action changed the state"
    );
    err.message
}

pub(super) fn play_card(sim: &mut Simulation<DeckBuilding>, seat: usize, card: Card) {
    let card = id(sim, seat, card);
    play(sim, A::Play { card });
}

/// Chooses the first cards of these kinds in seat `seat`'s hand, one per entry.
pub(super) fn choose(sim: &mut Simulation<DeckBuilding>, seat: usize, kinds: &[Card]) {
    let mut cards: Vec<InstanceId> = Vec::new();
    for kind in kinds {
        let s = &sim.state;
        let next = s.seats[seat]
            .hand
            .iter()
            .find(|i| s.card(**i) == Some(*kind) && !cards.contains(i))
            .expect("in hand");
        cards.push(*next);
    }
    play(sim, A::ChooseCards { cards });
}

#[test]
fn militia_makes_the_others_discard_down_to_three_and_a_moat_stops_it() {
    let mut sim = table(
        3,
        &[
            &[Card::Militia, Card::Copper],
            &[
                Card::Moat,
                Card::Copper,
                Card::Copper,
                Card::Estate,
                Card::Copper,
            ],
            &[
                Card::Estate,
                Card::Copper,
                Card::Copper,
                Card::Estate,
                Card::Copper,
            ],
        ],
    );
    play_card(&mut sim, 0, Card::Militia);
    // p1 holds a Moat: asked first whether to reveal it.
    assert_eq!(sim.to_act().map(String::as_str), Some("p1"));
    let choice = sim.state.choice.clone().expect("a choice");
    assert!(matches!(
        choice.ask,
        ChoiceAsk::Cards {
            purpose: ChoicePurpose::Reveal,
            min: 0,
            max: 1,
            ..
        }
    ));
    refused(
        &sim,
        A::ChooseCards {
            cards: vec![id(&sim, 1, Card::Copper)],
        },
    );
    choose(&mut sim, 1, &[Card::Moat]);
    assert_eq!(hand(&sim, 1).len(), 5, "unaffected");
    // p2 discards two: exactly two.
    assert_eq!(sim.to_act().map(String::as_str), Some("p2"));
    refused(
        &sim,
        A::ChooseCards {
            cards: vec![id(&sim, 2, Card::Estate)],
        },
    );
    let estates: Vec<InstanceId> = sim.state.seats[2]
        .hand
        .iter()
        .copied()
        .filter(|i| sim.state.card(*i) == Some(Card::Estate))
        .collect();
    play(
        &mut sim,
        A::ChooseCards {
            cards: estates.clone(),
        },
    );
    assert_eq!(hand(&sim, 2), vec![Card::Copper; 3]);
    assert!(estates
        .iter()
        .all(|e| sim.state.seats[2].discard.contains(e)));
    // Back to the attacker, with the +2 coins (and the buy phase, nothing else to play).
    assert_eq!(sim.to_act().map(String::as_str), Some("p0"));
    assert_eq!(sim.state.coins, 2);
    assert_eq!(sim.state.phase, TurnPhase::Buy);
}

#[test]
fn a_moat_not_revealed_leaves_the_player_attacked() {
    let mut sim = table(
        2,
        &[
            &[Card::Militia],
            &[
                Card::Moat,
                Card::Copper,
                Card::Copper,
                Card::Copper,
                Card::Copper,
            ],
        ],
    );
    play_card(&mut sim, 0, Card::Militia);
    play(&mut sim, A::ChooseCards { cards: vec![] });
    let choice = sim.state.choice.clone().expect("discard down");
    assert!(matches!(
        choice.ask,
        ChoiceAsk::Cards {
            purpose: ChoicePurpose::Discard,
            min: 2,
            max: 2,
            ..
        }
    ));
    let moat = id(&sim, 1, Card::Moat);
    let copper = id(&sim, 1, Card::Copper);
    play(
        &mut sim,
        A::ChooseCards {
            cards: vec![moat, copper],
        },
    );
    assert_eq!(hand(&sim, 1).len(), 3);
    // A player with three cards or fewer is not asked at all.
    let mut sim = table(
        2,
        &[
            &[Card::Militia],
            &[Card::Copper, Card::Copper, Card::Copper],
        ],
    );
    play_card(&mut sim, 0, Card::Militia);
    assert!(sim.state.choice.is_none());
    assert_eq!(sim.to_act().map(String::as_str), Some("p0"));
}

#[test]
fn cellar_discards_any_number_then_draws_as_many() {
    let mut sim = table(
        2,
        &[
            &[Card::Cellar, Card::Estate, Card::Estate, Card::Copper],
            &[],
        ],
    );
    play_card(&mut sim, 0, Card::Cellar);
    let estates: Vec<InstanceId> = sim.state.seats[0]
        .hand
        .iter()
        .copied()
        .filter(|i| sim.state.card(*i) == Some(Card::Estate))
        .collect();
    let deck_before = sim.state.seats[0].deck.len();
    play(&mut sim, A::ChooseCards { cards: estates });
    assert_eq!(hand(&sim, 0).len(), 3, "one copper and two drawn");
    assert_eq!(sim.state.seats[0].deck.len(), deck_before - 2);
    assert!(!hand(&sim, 0).contains(&Card::Estate) || sim.state.seats[0].discard.len() >= 2);
}

#[test]
fn chapel_trashes_up_to_four() {
    let mut sim = table(
        2,
        &[
            &[
                Card::Chapel,
                Card::Estate,
                Card::Estate,
                Card::Copper,
                Card::Copper,
                Card::Copper,
            ],
            &[],
        ],
    );
    play_card(&mut sim, 0, Card::Chapel);
    let all: Vec<InstanceId> = sim.state.seats[0].hand.clone();
    assert!(refused(&sim, A::ChooseCards { cards: all.clone() }).contains("0 to 4"));
    play(
        &mut sim,
        A::ChooseCards {
            cards: all[..4].to_vec(),
        },
    );
    assert_eq!(sim.state.trash.len(), 4);
    assert_eq!(hand(&sim, 0), vec![Card::Copper]);
}

#[test]
fn remodel_trashes_a_card_and_gains_one_costing_up_to_two_more() {
    let mut sim = table(2, &[&[Card::Remodel, Card::Estate, Card::Copper], &[]]);
    play_card(&mut sim, 0, Card::Remodel);
    refused(&sim, A::ChooseCards { cards: vec![] });
    choose(&mut sim, 0, &[Card::Estate]);
    assert!(refused(&sim, A::ChoosePile { pile: Card::Duchy }).contains("up to 4"));
    refused(&sim, A::ChooseCards { cards: vec![] });
    play(&mut sim, A::ChoosePile { pile: Card::Smithy });
    let s = &sim.state;
    assert_eq!(s.pile(Card::Smithy).map(|p| p.count), Some(9));
    let gained = *s.seats[0].discard.last().expect("gained");
    assert_eq!(s.card(gained), Some(Card::Smithy));
    assert_eq!(s.trash.len(), 1);
}

#[test]
fn mine_turns_a_treasure_into_a_better_one_in_hand() {
    let mut sim = table(2, &[&[Card::Mine, Card::Copper, Card::Estate], &[]]);
    play_card(&mut sim, 0, Card::Mine);
    refused(
        &sim,
        A::ChooseCards {
            cards: vec![id(&sim, 0, Card::Estate)],
        },
    );
    choose(&mut sim, 0, &[Card::Copper]);
    refused(
        &sim,
        A::ChoosePile {
            pile: Card::Village,
        },
    );
    refused(&sim, A::ChoosePile { pile: Card::Gold });
    play(&mut sim, A::ChoosePile { pile: Card::Silver });
    assert_eq!(hand(&sim, 0), vec![Card::Estate, Card::Silver]);
}

#[test]
fn moneylender_trashes_a_copper_for_three_coins_if_the_player_wants() {
    let mut sim = table(2, &[&[Card::Moneylender, Card::Copper, Card::Silver], &[]]);
    let before = sim.clone();
    play_card(&mut sim, 0, Card::Moneylender);
    refused(
        &sim,
        A::ChooseCards {
            cards: vec![id(&sim, 0, Card::Silver)],
        },
    );
    choose(&mut sim, 0, &[Card::Copper]);
    assert_eq!(sim.state.coins, 3);
    let mut declined = before;
    play_card(&mut declined, 0, Card::Moneylender);
    play(&mut declined, A::ChooseCards { cards: vec![] });
    assert_eq!(declined.state.coins, 0);
    assert!(declined.state.trash.is_empty());
}

#[test]
fn workshop_gains_and_council_room_feeds_everyone() {
    let mut sim = table(2, &[&[Card::Workshop, Card::Copper], &[]]);
    play_card(&mut sim, 0, Card::Workshop);
    refused(
        &sim,
        A::ChoosePile {
            pile: Card::Laboratory,
        },
    );
    play(&mut sim, A::ChoosePile { pile: Card::Silver });
    assert_eq!(sim.state.pile(Card::Silver).map(|p| p.count), Some(39));

    let mut sim = table(3, &[&[Card::CouncilRoom], &[], &[Card::Copper]]);
    play_card(&mut sim, 0, Card::CouncilRoom);
    assert_eq!(hand(&sim, 0).len(), 4);
    assert_eq!(hand(&sim, 1).len(), 1);
    assert_eq!(hand(&sim, 2).len(), 2);
    assert_eq!(sim.state.buys, 2);
}

#[test]
fn the_buy_phase_refuses_what_it_should_and_changes_nothing() {
    let mut sim = table(
        2,
        &[
            &[Card::Copper, Card::Copper, Card::Copper, Card::Village],
            &[],
        ],
    );
    // Treasures are not played in the action phase, nor actions in the buy phase.
    assert!(refused(
        &sim,
        A::Play {
            card: id(&sim, 0, Card::Copper)
        }
    )
    .contains("action phase"));
    refused(&sim, A::Buy { pile: Card::Copper });
    play(&mut sim, A::EndPhase {});
    refused(
        &sim,
        A::Play {
            card: id(&sim, 0, Card::Village),
        },
    );
    refused(&sim, A::Play { card: 9_999 });
    refused(&sim, A::ChooseCards { cards: vec![] });
    play(&mut sim, A::PlayAllTreasures {});
    assert_eq!(sim.state.coins, 3);
    assert!(refused(&sim, A::Buy { pile: Card::Gold }).contains("costs 6"));
    assert!(refused(&sim, A::Buy { pile: Card::Chapel }).contains("not a pile"));
    sim.state.supply[1].count = 0;
    assert!(refused(&sim, A::Buy { pile: Card::Silver }).contains("empty"));
    sim.state.buys = 2;
    play(
        &mut sim,
        A::Buy {
            pile: Card::Village,
        },
    );
    // No treasure after the first buy.
    sim.state.seats[0].hand.push(3);
    refused(&sim, A::PlayAllTreasures {});
}

#[test]
fn drawing_from_an_empty_deck_shuffles_the_discard_pile_and_records_the_order() {
    let config = DeckBuildingConfig {
        seed: Some("shuffle".into()),
        ..DeckBuildingConfig::for_players(&["a", "b"])
    };
    let mut game = crate::Game::<DeckBuilding>::new(config).expect("valid");
    // Each player's first two turns use up the ten starting cards; the third turn's draw
    // shuffles.
    let mut shuffles = 0;
    let mut steps = 0;
    while game.state().turn < 3 && steps < 100 {
        let p = game.current_player().cloned().expect("to act");
        for entry in game.submit(&p, A::EndPhase {}).expect("legal") {
            if let E::ShuffleDeck { player, order } = &entry.event {
                shuffles += 1;
                assert_eq!(order.as_ref().map(Vec::len), Some(10), "{player}: the whole discard pile");
            }
        }
        steps += 1;
    }
    // One shuffle in each player's second cleanup, and one at the start.
    assert_eq!(shuffles, 2, "shuffles in the cleanups");
    let all = game
        .log()
        .iter()
        .filter(|e| matches!(e.event, E::ShuffleDeck { .. }))
        .count();
    assert_eq!(all, 4);
}

#[test]
fn gardens_count_every_ten_cards() {
    let mut sim = table(2, &[&[Card::Gardens], &[]]);
    // 10 starting cards and the gardens: 11 cards, 1 point from the gardens, 3 from estates.
    assert_eq!(sim.state.victory_points(), vec![4, 3]);
    for _ in 0..9 {
        add(&mut sim.state, 0, Card::Copper);
        let last = (sim.state.cards.len() - 1) as InstanceId;
        sim.state.seats[0].discard.push(last);
    }
    assert_eq!(sim.state.victory_points(), vec![5, 3]);
}

#[test]
fn a_view_hides_the_others_cards_and_a_determinized_state_fills_them_back() {
    let sim = table(3, &[]);
    let s = &sim.state;
    let me = "p1".to_string();
    let v = view(s, Some(&me));
    assert_eq!(v.state.seats[1].hand, s.seats[1].hand);
    for (i, (zones, hidden)) in v.state.seats.iter().zip(&v.hidden).enumerate() {
        assert!(zones.deck.is_empty());
        assert_eq!(hidden.deck as usize, s.seats[i].deck.len());
        if i != 1 {
            assert!(zones.hand.is_empty());
            assert_eq!(hidden.hand as usize, s.seats[i].hand.len());
        }
    }
    let spectator = view(s, None);
    assert!(spectator.state.seats.iter().all(|z| z.hand.is_empty()));
    let mut rng = GameRng::from_seed("d");
    let filled = determinize(&v, &mut rng);
    for (a, b) in filled.seats.iter().zip(&s.seats) {
        assert_eq!(a.hand.len(), b.hand.len());
        assert_eq!(a.deck.len(), b.deck.len());
        let mut x: Vec<InstanceId> = a.owned().copied().collect();
        let mut y: Vec<InstanceId> = b.owned().copied().collect();
        x.sort_unstable();
        y.sort_unstable();
        assert_eq!(x, y, "the same cards, dealt anew");
    }
    assert_eq!(
        filled.seats[1].hand, s.seats[1].hand,
        "its own hand as it is"
    );
}

#[test]
fn the_policy_answers_every_choice_with_a_listed_action() {
    // Random players, so that every card gets played; the policy answers each choice, and its
    // answer must be one of legal_actions (ids ascending, as listed) whenever the list is whole.
    let kingdom = vec![
        Card::Cellar,
        Card::Chapel,
        Card::Remodel,
        Card::Mine,
        Card::Moneylender,
        Card::Militia,
        Card::Moat,
        Card::Workshop,
        Card::CouncilRoom,
        Card::Village,
    ];
    let mut answered = 0;
    for game in 0..12 {
        let config = DeckBuildingConfig {
            seed: Some(format!("answers-{game}")),
            kingdom: Some(kingdom.clone()),
            max_turns: Some(12),
            ..DeckBuildingConfig::for_players(&["a", "b", "c"])
        };
        let mut state = DeckBuilding::setup(&config).expect("setup");
        let mut rng = GameRng::from_seed(&format!("answers-{game}"));
        let events = DeckBuilding::start(&state, &mut rng);
        run_events::<DeckBuilding>(&mut state, events, &mut rng, |_, _| {});
        let mut sim: Simulation<DeckBuilding> = Simulation::new(state);
        while let Some(player) = sim.to_act().cloned() {
            let legal = sim.legal_actions();
            let action = if sim.state.choice.is_some() {
                let answer = super::bot::policy(&sim.state, &player).expect("an answer");
                if legal.len() < super::judge::MAX_LISTED {
                    assert!(legal.contains(&answer), "{answer:?} not in {legal:?}");
                    answered += 1;
                }
                answer
            } else {
                legal[rng.index(legal.len())].clone()
            };
            sim.play(&action, &mut rng)
                .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        }
    }
    assert!(answered > 50, "only {answered} choices answered");
}
