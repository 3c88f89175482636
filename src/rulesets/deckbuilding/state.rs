//! The deck-building state: the supply, every card a player has (by instance id), each seat's
//! deck, hand, discard pile and play area, the turn, and a choice a card is waiting for.

use super::card::Card;
use super::trigger::Trigger;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// A card instance: its index in [`DeckBuildingState::cards`]. Ids are given in the order cards
/// are gained (the starting cards first) and never reused.
pub type InstanceId = u16;

/// The part of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TurnPhase {
    /// Play action cards while actions remain.
    Action,
    /// Play treasures, then buy while buys remain.
    Buy,
    /// Scores, the end evaluation, then discard everything and draw 5.
    Cleanup,
}

/// A supply pile and how many cards it has left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct SupplyPile {
    /// The pile's card.
    pub card: Card,
    /// Cards left in it (0: empty).
    pub count: u32,
}

/// A card instance: what it is and whose it is (the seat that gained it; trashed cards keep it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CardInstance {
    /// Which card it is.
    pub card: Card,
    /// The seat that gained it: an index into `players`.
    pub owner: u8,
}

/// One player's cards.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlayerCards {
    /// The draw pile; the last card is the top.
    pub deck: Vec<InstanceId>,
    /// The cards in hand.
    pub hand: Vec<InstanceId>,
    /// The last card is the top.
    pub discard: Vec<InstanceId>,
    /// Cards played this turn.
    pub in_play: Vec<InstanceId>,
    /// Turns this player has started.
    pub turns: u32,
}

impl PlayerCards {
    /// Every card this player has.
    pub fn owned(&self) -> impl Iterator<Item = &InstanceId> {
        self.deck
            .iter()
            .chain(&self.hand)
            .chain(&self.discard)
            .chain(&self.in_play)
    }
    /// How many cards this player has.
    pub fn owned_count(&self) -> usize {
        self.deck.len() + self.hand.len() + self.discard.len() + self.in_play.len()
    }
}

/// Which cards a choice accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CardFilter {
    /// Any card.
    Any,
    /// Only a Copper.
    Copper,
    /// Only a treasure.
    Treasure,
    /// Only a reaction.
    Reaction,
}

impl CardFilter {
    /// Whether it accepts this card.
    pub fn accepts(self, card: Card) -> bool {
        match self {
            CardFilter::Any => true,
            CardFilter::Copper => card == Card::Copper,
            CardFilter::Treasure => card.is_treasure(),
            CardFilter::Reaction => card.is(super::card::SupplyCardType::Reaction),
        }
    }
}

/// What the chosen cards are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChoicePurpose {
    /// Discard them.
    Discard,
    /// Trash them (out of the game).
    Trash,
    /// Reveal a reaction to be unaffected by an attack.
    Reveal,
}

/// A zone of one player's cards that other players may not see into (a hidden card's `zone`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PlayerZone {
    /// The draw pile.
    Deck,
    /// The hand.
    Hand,
    /// The discard pile.
    Discard,
}

/// Where a gained card goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum GainTo {
    /// The discard pile (the usual place).
    Discard,
    /// The hand (Mine).
    Hand,
}

/// What a choice asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChoiceAsk {
    /// `{ type: "CHOOSE_CARDS" }`: `min` to `max` distinct cards from the chooser's hand that
    /// `only` accepts.
    #[serde(rename_all = "camelCase")]
    Cards {
        /// What the cards are for.
        purpose: ChoicePurpose,
        /// The fewest cards (0 where the card says "may").
        min: u32,
        /// The most cards.
        max: u32,
        /// Which cards it accepts.
        only: CardFilter,
    },
    /// `{ type: "CHOOSE_PILE" }`: a supply pile with cards left, costing at most `maxCost`,
    /// whose card `only` accepts.
    #[serde(rename_all = "camelCase")]
    Pile {
        /// The most the card may cost.
        max_cost: u32,
        /// Which cards it accepts.
        only: CardFilter,
        /// Where the gained card goes.
        to: GainTo,
    },
}

/// A choice a card is waiting for; `player` makes it (the attacked player too).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CardChoice {
    /// Who chooses (`currentPlayer` until they answer).
    pub player: PlayerId,
    /// The card that asks.
    pub card: Card,
    /// What it asks for.
    pub ask: ChoiceAsk,
}

/// The whole game, the referee's: every hand and deck (a player's view hides them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DeckBuildingState {
    /// Every player, in seating order.
    pub players: Vec<PlayerId>,
    /// In seating order.
    pub seats: Vec<PlayerCards>,
    /// The base piles, then the kingdom's in the configuration's order.
    pub supply: Vec<SupplyPile>,
    /// Every card instance, by id.
    pub cards: Vec<CardInstance>,
    /// The trashed cards, in the order trashed.
    pub trash: Vec<InstanceId>,
    /// The seat whose turn it is.
    pub active: u8,
    /// The round (each player's own turn number), from 1.
    pub turn: u32,
    /// The part of the turn in progress.
    pub phase: TurnPhase,
    /// Actions left this turn.
    pub actions: u32,
    /// Buys left this turn.
    pub buys: u32,
    /// Coins to spend this turn.
    pub coins: u32,
    /// A card was bought this turn (no more treasures may be played).
    pub bought: bool,
    /// A choice a card is waiting for; absent when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub choice: Option<CardChoice>,
    /// The checked end trigger; `null` when depletion is off.
    #[cfg_attr(
        feature = "wasm",
        tsify(type = "{ emptyPileThreshold: number | null; keyPiles: Card[] } | null")
    )]
    pub end_trigger: Option<Trigger<Card>>,
    /// The round after whose last cleanup the game ends (`TURN_LIMIT`).
    pub max_turns: u32,
    /// Set by `ScoresComputed` in a cleanup, cleared when the next turn starts.
    pub scores_computed: bool,
    /// The game is over (`GameEnded` was applied).
    pub ended: bool,
}

impl DeckBuildingState {
    /// The seat of the player with this id.
    pub fn seat_index(&self, player: &str) -> Option<usize> {
        self.players.iter().position(|p| p == player)
    }
    /// The cards of the player with this id.
    pub fn seat_named(&self, player: &str) -> Option<&PlayerCards> {
        self.seat_index(player).and_then(|i| self.seats.get(i))
    }
    pub(crate) fn seat_named_mut(&mut self, player: &str) -> Option<&mut PlayerCards> {
        let i = self.seat_index(player)?;
        self.seats.get_mut(i)
    }
    /// The player whose turn it is.
    pub fn active_player(&self) -> Option<&PlayerId> {
        self.players.get(usize::from(self.active))
    }
    /// The cards of the player whose turn it is.
    pub fn active_seat(&self) -> Option<&PlayerCards> {
        self.seats.get(usize::from(self.active))
    }
    /// What instance `id` is (`None` for an id no card has).
    pub fn card(&self, id: InstanceId) -> Option<Card> {
        self.cards.get(usize::from(id)).map(|i| i.card)
    }
    /// The supply pile of this card, if the game has one.
    pub fn pile(&self, card: Card) -> Option<&SupplyPile> {
        self.supply.iter().find(|p| p.card == card)
    }
    /// Rounds completed at this point of a cleanup: the current one counts once its last seat's
    /// turn is being cleaned up.
    pub fn completed_rounds(&self) -> u32 {
        let last = usize::from(self.active) + 1 >= self.seats.len();
        let this_one = u32::from(self.phase == TurnPhase::Cleanup && last);
        self.turn.saturating_sub(1) + this_one
    }
    /// Each seat's victory points, in seating order.
    pub fn victory_points(&self) -> Vec<i64> {
        self.seats
            .iter()
            .map(|seat| {
                let owned = seat.owned_count();
                seat.owned()
                    .filter_map(|id| self.card(*id))
                    .map(|c| c.victory_points(owned))
                    .sum()
            })
            .collect()
    }
}
