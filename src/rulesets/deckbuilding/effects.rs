//! What cards do: the `+` amounts, each kingdom card's own effect and the choices it asks for,
//! and how each choice, once made, carries the effect on. Attacks (Militia, Witch) share one
//! walk around the table, in which a Moat may be revealed. Events are built on a scratch copy of
//! the state ([`Builder`]), so each sees the ones before it (a draw after a shuffle).

use super::card::{def, Card, SupplyCardType};
use super::event::{apply, DeckBuildingEvent as E};
use super::state::{
    CardChoice, CardFilter, ChoiceAsk, ChoicePurpose, DeckBuildingState, GainTo, InstanceId,
};
use crate::engine::rng::GameRng;

/// Militia: each other player discards down to this many cards.
pub const MILITIA_HAND: usize = 3;
/// Chapel trashes up to this many cards.
pub const CHAPEL_TRASH: u32 = 4;

/// Events built in order on a scratch copy of the state.
pub struct Builder<'a> {
    pub state: DeckBuildingState,
    pub events: Vec<E>,
    pub rng: &'a mut GameRng,
}

impl<'a> Builder<'a> {
    pub fn new(state: &DeckBuildingState, rng: &'a mut GameRng) -> Self {
        Builder {
            state: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    pub fn emit(&mut self, event: E) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }

    fn player(&self, seat: usize) -> String {
        self.state.players.get(seat).cloned().unwrap_or_default()
    }

    /// PlayerCards `seat` draws `n` cards, shuffling its discard pile into its deck when the deck runs
    /// out (fewer when both are empty).
    pub fn draw(&mut self, seat: usize, n: usize) {
        let player = self.player(seat);
        for _ in 0..n {
            let Some(zones) = self.state.seats.get(seat) else {
                return;
            };
            if zones.deck.is_empty() {
                if zones.discard.is_empty() {
                    return;
                }
                let mut order = zones.discard.clone();
                self.rng.shuffle(&mut order);
                self.emit(E::ShuffleDeck {
                    player: player.clone(),
                    order: Some(order),
                });
            }
            let Some(&card) = self.state.seats.get(seat).and_then(|s| s.deck.last()) else {
                return;
            };
            self.emit(E::DrawCard {
                player: player.clone(),
                card: card.into(),
            });
        }
    }

    fn ask(&mut self, seat: usize, card: Card, ask: ChoiceAsk) {
        let player = self.player(seat);
        self.emit(E::ChoiceStarted {
            choice: CardChoice { player, card, ask },
        });
    }

    /// Starts a pile choice if some pile can answer it; else the effect does nothing.
    fn ask_pile(&mut self, seat: usize, card: Card, max_cost: u32, only: CardFilter, to: GainTo) {
        let any = self
            .state
            .supply
            .iter()
            .any(|p| p.count > 0 && p.card.cost() <= max_cost && only.accepts(p.card));
        if any {
            self.ask(seat, card, ChoiceAsk::Pile { max_cost, only, to });
        }
    }

    fn hand_has(&self, seat: usize, only: CardFilter) -> bool {
        self.state.seats.get(seat).is_some_and(|s| {
            s.hand
                .iter()
                .any(|id| self.state.card(*id).is_some_and(|c| only.accepts(c)))
        })
    }

    fn hand_len(&self, seat: usize) -> usize {
        self.state.seats.get(seat).map_or(0, |s| s.hand.len())
    }

    /// PlayerCards `seat` plays `card` (instance `id`): the `+` amounts in the card's order (cards,
    /// actions, buys, coins), then its own effect.
    pub fn play(&mut self, seat: usize, id: InstanceId, card: Card) {
        let player = self.player(seat);
        self.emit(E::PlayCard {
            player: player.clone(),
            card: id,
        });
        let d = def(card);
        self.draw(seat, d.cards as usize);
        if d.actions > 0 {
            self.emit(E::ActionsAdded {
                player: player.clone(),
                amount: d.actions,
            });
        }
        if d.buys > 0 {
            self.emit(E::BuysAdded {
                player: player.clone(),
                amount: d.buys,
            });
        }
        if d.coins > 0 {
            self.emit(E::CoinsAdded {
                player,
                amount: d.coins,
            });
        }
        self.effect(seat, card);
    }

    fn effect(&mut self, seat: usize, card: Card) {
        let hand = self.hand_len(seat) as u32;
        let cards = |purpose, min, max, only| ChoiceAsk::Cards {
            purpose,
            min,
            max,
            only,
        };
        match card {
            Card::Cellar if hand > 0 => self.ask(
                seat,
                card,
                cards(ChoicePurpose::Discard, 0, hand, CardFilter::Any),
            ),
            Card::Chapel if hand > 0 => self.ask(
                seat,
                card,
                cards(
                    ChoicePurpose::Trash,
                    0,
                    hand.min(CHAPEL_TRASH),
                    CardFilter::Any,
                ),
            ),
            Card::Remodel if hand > 0 => self.ask(
                seat,
                card,
                cards(ChoicePurpose::Trash, 1, 1, CardFilter::Any),
            ),
            Card::Moneylender if self.hand_has(seat, CardFilter::Copper) => self.ask(
                seat,
                card,
                cards(ChoicePurpose::Trash, 0, 1, CardFilter::Copper),
            ),
            Card::Mine if self.hand_has(seat, CardFilter::Treasure) => self.ask(
                seat,
                card,
                cards(ChoicePurpose::Trash, 0, 1, CardFilter::Treasure),
            ),
            Card::Workshop => self.ask_pile(seat, card, 4, CardFilter::Any, GainTo::Discard),
            Card::Militia | Card::Witch => self.attack(seat, card, seat + 1),
            Card::CouncilRoom => {
                let n = self.state.seats.len();
                for k in 1..n {
                    self.draw((seat + k) % n, 1);
                }
            }
            _ => {}
        }
    }

    /// The attack of `card` by `attacker`, from seat `from` on around the table: the next
    /// player it affects is asked to reveal a reaction if they hold one, else is hit (Militia:
    /// asked to discard down to 3 if they hold more; Witch: gains a Curse); it goes on until a
    /// player must choose or it is back at the attacker.
    fn attack(&mut self, attacker: usize, card: Card, from: usize) {
        let n = self.state.seats.len();
        let mut seat = from % n.max(1);
        while seat != attacker {
            if self.hand_has(seat, CardFilter::Reaction) {
                let ask = ChoiceAsk::Cards {
                    purpose: ChoicePurpose::Reveal,
                    min: 0,
                    max: 1,
                    only: CardFilter::Reaction,
                };
                return self.ask(seat, card, ask);
            }
            if self.hit(seat, card) {
                return;
            }
            seat = (seat + 1) % n;
        }
    }

    /// `card`'s attack on `seat`, who did not reveal a reaction; whether it asked them to choose.
    fn hit(&mut self, seat: usize, card: Card) -> bool {
        match card {
            Card::Militia => self.discard_down(seat, card),
            Card::Witch => {
                // Nothing once the Curse pile is empty.
                if self.state.pile(Card::Curse).is_some_and(|p| p.count > 0) {
                    self.gain(seat, Card::Curse, GainTo::Discard);
                }
                false
            }
            _ => false,
        }
    }

    /// Asks `seat` to discard down to 3, if they hold more; whether it asked.
    fn discard_down(&mut self, seat: usize, card: Card) -> bool {
        let hand = self.hand_len(seat);
        if hand <= MILITIA_HAND {
            return false;
        }
        let extra = (hand - MILITIA_HAND) as u32;
        let ask = ChoiceAsk::Cards {
            purpose: ChoicePurpose::Discard,
            min: extra,
            max: extra,
            only: CardFilter::Any,
        };
        self.ask(seat, card, ask);
        true
    }

    /// The chooser of `choice` chose `cards` (checked): its events, and what follows.
    pub fn chose_cards(&mut self, seat: usize, choice: &CardChoice, cards: &[InstanceId]) {
        let player = self.player(seat);
        self.emit(E::ChoiceMade {
            player: player.clone(),
        });
        let attacker = usize::from(self.state.active);
        let one = cards.first().copied();
        let cost_of = |b: &Self, id: InstanceId| b.state.card(id).map_or(0, Card::cost);
        match (choice.card, choice.ask) {
            (attack, ChoiceAsk::Cards { purpose, .. }) if attack.is(SupplyCardType::Attack) => match (
                purpose, one,
            ) {
                (ChoicePurpose::Reveal, Some(card)) => {
                    self.emit(E::RevealCard { player, card });
                    self.attack(attacker, attack, seat + 1);
                }
                (ChoicePurpose::Reveal, None) => {
                    if !self.hit(seat, attack) {
                        self.attack(attacker, attack, seat + 1);
                    }
                }
                // Militia's discard down to 3.
                _ => {
                    self.discard(&player, cards);
                    self.attack(attacker, attack, seat + 1);
                }
            },
            (Card::Cellar, _) => {
                self.discard(&player, cards);
                self.draw(seat, cards.len());
            }
            (Card::Remodel, _) => {
                if let Some(card) = one {
                    let cost = cost_of(self, card);
                    self.emit(E::TrashCard { player, card });
                    self.ask_pile(
                        seat,
                        Card::Remodel,
                        cost + 2,
                        CardFilter::Any,
                        GainTo::Discard,
                    );
                }
            }
            (Card::Moneylender, _) => {
                if let Some(card) = one {
                    self.emit(E::TrashCard {
                        player: player.clone(),
                        card,
                    });
                    self.emit(E::CoinsAdded { player, amount: 3 });
                }
            }
            (Card::Mine, _) => {
                if let Some(card) = one {
                    let cost = cost_of(self, card);
                    self.emit(E::TrashCard { player, card });
                    self.ask_pile(
                        seat,
                        Card::Mine,
                        cost + 3,
                        CardFilter::Treasure,
                        GainTo::Hand,
                    );
                }
            }
            _ => {
                for &card in cards {
                    self.emit(E::TrashCard {
                        player: player.clone(),
                        card,
                    });
                }
            }
        }
    }

    fn discard(&mut self, player: &str, cards: &[InstanceId]) {
        for &card in cards {
            self.emit(E::DiscardCard {
                player: player.to_string(),
                card: card.into(),
                face_down: false,
            });
        }
    }

    /// The chooser of a pile choice chose `pile` (checked).
    pub fn chose_pile(&mut self, seat: usize, pile: Card, to: GainTo) {
        let player = self.player(seat);
        self.emit(E::ChoiceMade {
            player: player.clone(),
        });
        self.gain(seat, pile, to);
    }

    /// PlayerCards `seat` gains the top card of `pile` (which has one).
    pub fn gain(&mut self, seat: usize, pile: Card, to: GainTo) {
        let card = self.state.cards.len() as InstanceId;
        self.emit(E::GainCard {
            player: self.player(seat),
            card,
            pile,
            to,
        });
    }
}
