//! The granular events of a deck-building game, and how each changes the state.

use super::DeckBuildingEndReason;
use super::card::Card;
use super::state::{
    CardChoice, CardInstance, DeckBuildingState, GainTo, InstanceId, TurnPhase, PlayerZone,
};
use crate::engine::view::Seen;
use crate::engine::outcome::GameOutcome;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What happened in a deck-building game, one change at a time (`type` tells which). A
/// player's view of an event hides what they may not see (`HiddenCard`s, no shuffle order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum DeckBuildingEvent {
    /// `player`'s turn `turn` (their own count, the round) starts: 1 action, 1 buy, 0 coins.
    TurnStarted {
        /// Whose turn.
        player: PlayerId,
        /// Their own turn number (the round), from 1.
        turn: u32,
    },
    /// A part of the turn began.
    PhaseStarted {
        /// Whose turn.
        player: PlayerId,
        /// The part that began.
        phase: TurnPhase,
    },
    /// The discard pile, shuffled, becomes the deck; `order` is the new deck, top first: in
    /// the referee's log only, as no player may see a deck's order.
    ShuffleDeck {
        /// Whose deck.
        player: PlayerId,
        /// The new deck's instance ids, top first; absent from every player's view.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        order: Option<Vec<InstanceId>>,
    },
    /// The top card of the deck into the hand; a hidden card to the other players.
    DrawCard {
        /// Who drew.
        player: PlayerId,
        /// The card drawn: its instance id, or a hidden card.
        card: Seen<InstanceId, PlayerZone>,
    },
    /// A card from the hand into play; an action card in the action phase spends an action.
    PlayCard {
        /// Who played it.
        player: PlayerId,
        /// Its instance id.
        card: InstanceId,
    },
    /// A reaction shown from the hand (it stays there).
    RevealCard {
        /// Who revealed it.
        player: PlayerId,
        /// Its instance id.
        card: InstanceId,
    },
    /// The player has more coins to spend this turn (a treasure, `+N coins`).
    CoinsAdded {
        /// Whose turn.
        player: PlayerId,
        /// How many.
        amount: u32,
    },
    /// The player has more actions this turn (`+N Actions`).
    ActionsAdded {
        /// Whose turn.
        player: PlayerId,
        /// How many.
        amount: u32,
    },
    /// The player has more buys this turn (`+N Buys`).
    BuysAdded {
        /// Whose turn.
        player: PlayerId,
        /// How many.
        amount: u32,
    },
    /// Spends a buy and `cost` coins; the `GainCard` follows.
    BuyCard {
        /// Who bought.
        player: PlayerId,
        /// The pile bought from.
        pile: Card,
        /// The coins spent.
        cost: u32,
    },
    /// The top card of `pile` becomes instance `card`, `player`'s, in `to`.
    GainCard {
        /// Who gained it.
        player: PlayerId,
        /// Its new instance id.
        card: InstanceId,
        /// The pile it came from.
        pile: Card,
        /// Where it went.
        to: GainTo,
    },
    /// From the hand (or play) to the trash.
    TrashCard {
        /// Whose card.
        player: PlayerId,
        /// Its instance id.
        card: InstanceId,
    },
    /// From the hand (or play) to the discard pile. `faceDown`: a hand card the cleanup puts
    /// under the hand's last card, seen by its owner only (a hidden card to the others); every
    /// other discard is seen by all, and the top of each discard pile is public.
    DiscardCard {
        /// Whose card.
        player: PlayerId,
        /// The card: its instance id, or a hidden card (face down, to the other players).
        card: Seen<InstanceId, PlayerZone>,
        /// Seen by its owner only; absent when false.
        #[serde(default, rename = "faceDown", skip_serializing_if = "is_false")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        face_down: bool,
    },
    /// A card waits for `choice.player` to choose.
    ChoiceStarted {
        /// Who chooses and what.
        choice: CardChoice,
    },
    /// The choice waiting was made (the events it caused follow).
    ChoiceMade {
        /// Who chose.
        player: PlayerId,
    },
    /// Every player's victory points, computed in the cleanup of every turn, before the end
    /// evaluation.
    ScoresComputed {
        /// Victory points by player id.
        #[cfg_attr(feature = "wasm", tsify(type = "Record<PlayerId, number>"))]
        scores: BTreeMap<PlayerId, i64>,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<DeckBuildingEndReason>,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Removes `card` from `zone`, if it is there.
fn take(zone: &mut Vec<InstanceId>, card: InstanceId) -> bool {
    match zone.iter().position(|c| *c == card) {
        Some(at) => {
            zone.remove(at);
            true
        }
        None => false,
    }
}

/// Applies one event. Infallible: the judge checked it.
pub fn apply(state: &mut DeckBuildingState, event: &DeckBuildingEvent) {
    use DeckBuildingEvent as E;
    match event {
        E::TurnStarted { player, turn } => {
            if let Some(i) = state.seat_index(player) {
                state.active = u8::try_from(i).unwrap_or(0);
            }
            if let Some(seat) = state.seat_named_mut(player) {
                seat.turns += 1;
            }
            state.turn = *turn;
            state.phase = TurnPhase::Action;
            state.actions = 1;
            state.buys = 1;
            state.coins = 0;
            state.bought = false;
            state.scores_computed = false;
        }
        E::PhaseStarted { phase, .. } => state.phase = *phase,
        E::ShuffleDeck { player, order } => {
            if let (Some(seat), Some(order)) = (state.seat_named_mut(player), order) {
                seat.discard.retain(|c| !order.contains(c));
                seat.deck.extend(order.iter().rev());
            }
        }
        E::DrawCard { player, card } => {
            let Some(card) = card.id() else {
                return;
            };
            if let Some(seat) = state.seat_named_mut(player) {
                if take(&mut seat.deck, *card) {
                    seat.hand.push(*card);
                }
            }
        }
        E::PlayCard { player, card } => {
            let is_action = state.card(*card).is_some_and(Card::is_action);
            if is_action && state.phase == TurnPhase::Action {
                state.actions = state.actions.saturating_sub(1);
            }
            if let Some(seat) = state.seat_named_mut(player) {
                if take(&mut seat.hand, *card) {
                    seat.in_play.push(*card);
                }
            }
        }
        E::RevealCard { .. } => {}
        E::CoinsAdded { amount, .. } => state.coins = state.coins.saturating_add(*amount),
        E::ActionsAdded { amount, .. } => state.actions = state.actions.saturating_add(*amount),
        E::BuysAdded { amount, .. } => state.buys = state.buys.saturating_add(*amount),
        E::BuyCard { cost, .. } => {
            state.buys = state.buys.saturating_sub(1);
            state.coins = state.coins.saturating_sub(*cost);
            state.bought = true;
        }
        E::GainCard {
            player, pile, to, ..
        } => {
            let Some(owner) = state.seat_index(player) else {
                return;
            };
            let Some(supply) = state.supply.iter_mut().find(|p| p.card == *pile) else {
                return;
            };
            supply.count = supply.count.saturating_sub(1);
            let Ok(id) = InstanceId::try_from(state.cards.len()) else {
                return;
            };
            state.cards.push(CardInstance {
                card: *pile,
                owner: u8::try_from(owner).unwrap_or(0),
            });
            if let Some(seat) = state.seats.get_mut(owner) {
                match to {
                    GainTo::Discard => seat.discard.push(id),
                    GainTo::Hand => seat.hand.push(id),
                }
            }
        }
        E::TrashCard { player, card } => {
            if let Some(seat) = state.seat_named_mut(player) {
                if take(&mut seat.hand, *card) || take(&mut seat.in_play, *card) {
                    state.trash.push(*card);
                }
            }
        }
        E::DiscardCard { player, card, .. } => {
            let Some(card) = card.id() else {
                return;
            };
            if let Some(seat) = state.seat_named_mut(player) {
                if take(&mut seat.hand, *card) || take(&mut seat.in_play, *card) {
                    seat.discard.push(*card);
                }
            }
        }
        E::ChoiceStarted { choice } => state.choice = Some(choice.clone()),
        E::ChoiceMade { .. } => state.choice = None,
        E::ScoresComputed { .. } => state.scores_computed = true,
        E::GameEnded { .. } => state.ended = true,
    }
}
