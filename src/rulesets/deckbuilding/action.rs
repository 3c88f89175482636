//! What a deck-building player can do.

use super::card::Card;
use super::state::InstanceId;
use serde::{Deserialize, Serialize};

/// A deck-building action. Card ids are instance ids (`state.cards`); piles are card ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum DeckBuildingAction {
    /// An action card from your hand in the action phase (it spends an action), or a treasure in
    /// the buy phase before your first buy.
    Play {
        /// The card's instance id, in your hand.
        card: InstanceId,
    },
    /// Every treasure in your hand, in the buy phase before your first buy. (An empty struct, not
    /// a unit variant: serde then refuses unknown keys here too.)
    PlayAllTreasures {},
    /// A card from a supply pile, paid with coins; spends a buy.
    Buy {
        /// The pile's card id (`"smithy"`).
        pile: Card,
    },
    /// Action phase to buy phase, buy phase to cleanup.
    EndPhase {},
    /// The answer to a choice that asks for cards from your hand (an empty list where the card
    /// says "may"); at most 500 ids.
    ChooseCards {
        /// The cards' instance ids, from your hand.
        cards: Vec<InstanceId>,
    },
    /// The answer to a choice that asks for a supply pile.
    ChoosePile {
        /// The pile's card id.
        pile: Card,
    },
}
