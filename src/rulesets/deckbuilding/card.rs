//! The cards: a closed set of ids ([`Card`]), each defined as data in `data/cards.json` (cost,
//! types, the `+` amounts, victory points, rules text). What a card does beyond its `+` amounts
//! (Cellar's discard, Militia's and Witch's attacks...) is in `effects.rs`, by id.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Every card id: the seven base cards (the Curse among them) and the kingdom cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    /// `"copper"`, cost 0: 1 coin.
    Copper,
    /// `"silver"`, cost 3: 2 coins.
    Silver,
    /// `"gold"`, cost 6: 3 coins.
    Gold,
    /// `"estate"`, cost 2: 1 victory point.
    Estate,
    /// `"duchy"`, cost 5: 3 victory points.
    Duchy,
    /// `"province"`, cost 8: 6 victory points.
    Province,
    /// `"curse"`, cost 0: -1 victory point.
    Curse,
    /// `"village"`, cost 3: +1 Card, +2 Actions.
    Village,
    /// `"smithy"`, cost 4: +3 Cards.
    Smithy,
    /// `"market"`, cost 5: +1 Card, +1 Action, +1 Buy, +1 coin.
    Market,
    /// `"laboratory"`, cost 5: +2 Cards, +1 Action.
    Laboratory,
    /// `"festival"`, cost 5: +2 Actions, +1 Buy, +2 coins.
    Festival,
    /// `"woodcutter"`, cost 3: +1 Buy, +2 coins.
    Woodcutter,
    /// `"cellar"`, cost 2: +1 Action. Discard any number of cards, then draw that many.
    Cellar,
    /// `"chapel"`, cost 2: Trash up to 4 cards from your hand.
    Chapel,
    /// `"workshop"`, cost 3: Gain a card costing up to 4.
    Workshop,
    /// `"remodel"`, cost 4: Trash a card from your hand. Gain a card costing up to 2 more than it.
    Remodel,
    /// `"moneylender"`, cost 4: You may trash a Copper from your hand for +3 coins.
    Moneylender,
    /// `"mine"`, cost 5: You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to 3 more than it.
    Mine,
    /// `"militia"`, cost 4: +2 coins. Each other player discards down to 3 cards in hand.
    Militia,
    /// `"moat"`, cost 2: +2 Cards. When another player plays an Attack card, you may first reveal this from your hand, to be unaffected by it.
    Moat,
    /// `"gardens"`, cost 4: Worth 1 victory point per 10 cards you have (round down).
    Gardens,
    /// `"council-room"`, cost 5: +4 Cards, +1 Buy. Each other player draws a card.
    CouncilRoom,
    /// `"witch"`, cost 5: +2 Cards. Each other player gains a Curse.
    Witch,
}

impl Card {
    /// Every card, base cards first, in the order of the definitions.
    pub const ALL: [Card; 24] = [
        Card::Copper,
        Card::Silver,
        Card::Gold,
        Card::Estate,
        Card::Duchy,
        Card::Province,
        Card::Curse,
        Card::Village,
        Card::Smithy,
        Card::Market,
        Card::Laboratory,
        Card::Festival,
        Card::Woodcutter,
        Card::Cellar,
        Card::Chapel,
        Card::Workshop,
        Card::Remodel,
        Card::Moneylender,
        Card::Mine,
        Card::Militia,
        Card::Moat,
        Card::Gardens,
        Card::CouncilRoom,
        Card::Witch,
    ];
    /// The base piles, in the order the supply lists them: every game has them all.
    pub const BASE: [Card; 7] = [
        Card::Copper,
        Card::Silver,
        Card::Gold,
        Card::Estate,
        Card::Duchy,
        Card::Province,
        Card::Curse,
    ];
    /// The kingdom when the configuration gives none.
    pub const DEFAULT_KINGDOM: [Card; 10] = [
        Card::Village,
        Card::Smithy,
        Card::Market,
        Card::Laboratory,
        Card::Festival,
        Card::Cellar,
        Card::Workshop,
        Card::Remodel,
        Card::Militia,
        Card::Moat,
    ];

    /// The id as JSON writes it (`"council-room"`).
    pub fn id(self) -> &'static str {
        def(self).id.as_str()
    }
    /// Its cost in coins.
    pub fn cost(self) -> u32 {
        def(self).cost
    }
    /// Whether it has this type.
    pub fn is(self, kind: SupplyCardType) -> bool {
        def(self).types.contains(&kind)
    }
    /// Whether it is an action.
    pub fn is_action(self) -> bool {
        self.is(SupplyCardType::Action)
    }
    /// Whether it is a treasure.
    pub fn is_treasure(self) -> bool {
        self.is(SupplyCardType::Treasure)
    }
    /// Whether it is a victory card.
    pub fn is_victory(self) -> bool {
        self.is(SupplyCardType::Victory)
    }
    /// Whether it is a kingdom card (not one of the base piles).
    pub fn is_kingdom(self) -> bool {
        !Card::BASE.contains(&self)
    }
    /// Victory points in a deck of `owned` cards (Gardens counts them; a Curse is -1).
    pub fn victory_points(self, owned: usize) -> i64 {
        match self {
            Card::Gardens => (owned / 10) as i64,
            _ => i64::from(def(self).victory_points),
        }
    }
}

/// A card type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SupplyCardType {
    /// Played in the buy phase for coins.
    Treasure,
    /// Worth victory points at the end.
    Victory,
    /// Played in the action phase, for an action.
    Action,
    /// An action that hurts the other players (a Moat stops it).
    Attack,
    /// Revealed from the hand in answer to an attack (Moat).
    Reaction,
    /// A Curse: no other type, negative victory points.
    Curse,
}

/// A card as `data/cards.json` defines it (`listKingdomCards()` returns the kingdom's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SupplyCard {
    /// The card id (`"council-room"`).
    #[cfg_attr(feature = "wasm", tsify(type = "Card"))]
    pub id: String,
    /// The name to show (`"Council Room"`).
    pub name: String,
    /// Coins to buy it.
    pub cost: u32,
    /// Its types.
    pub types: Vec<SupplyCardType>,
    /// `+N Cards` when played.
    pub cards: u32,
    /// `+N Actions` when played.
    pub actions: u32,
    /// `+N Buys` when played.
    pub buys: u32,
    /// Coins when played (a treasure's value, or an action's `+N coins`).
    pub coins: u32,
    /// Fixed victory points (Gardens counts cards instead: 0 here; a Curse: -1).
    pub victory_points: i32,
    /// Its rules text, to show.
    pub text: String,
}

/// Every definition, in the order of [`Card::ALL`].
pub fn definitions() -> &'static [SupplyCard] {
    static DEFS: OnceLock<Vec<SupplyCard>> = OnceLock::new();
    DEFS.get_or_init(|| {
        let defs: Vec<SupplyCard> =
            serde_json::from_str(include_str!("data/cards.json")).unwrap_or_default();
        // Ordered as the enum, whatever the file's order; a card missing from the file keeps a
        // blank definition (the tests check that none is missing).
        Card::ALL
            .iter()
            .map(|card| {
                let id = serde_json::to_value(card)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default();
                defs.iter()
                    .find(|d| d.id == id)
                    .cloned()
                    .unwrap_or_else(|| blank(id))
            })
            .collect()
    })
}

fn blank(id: String) -> SupplyCard {
    SupplyCard {
        name: id.clone(),
        id,
        cost: 0,
        types: Vec::new(),
        cards: 0,
        actions: 0,
        buys: 0,
        coins: 0,
        victory_points: 0,
        text: String::new(),
    }
}

/// The definition of `card`.
pub fn def(card: Card) -> &'static SupplyCard {
    static BLANK: OnceLock<SupplyCard> = OnceLock::new();
    definitions()
        .get(card as usize)
        .unwrap_or_else(|| BLANK.get_or_init(|| blank(String::new())))
}

/// The kingdom cards' definitions (`listKingdomCards()`), in the order of [`Card::ALL`].
pub fn kingdom_cards() -> Vec<SupplyCard> {
    Card::ALL
        .iter()
        .filter(|c| c.is_kingdom())
        .map(|c| def(*c).clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_is_defined_once_with_its_own_id() {
        let file: Vec<SupplyCard> =
            serde_json::from_str(include_str!("data/cards.json")).unwrap_or_default();
        assert_eq!(file.len(), Card::ALL.len());
        for (i, card) in Card::ALL.iter().enumerate() {
            assert_eq!(*card as usize, i);
            let json = serde_json::to_string(card).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", card.id()));
            assert!(!def(*card).types.is_empty(), "{card:?}");
            assert_eq!(file.iter().filter(|d| d.id == card.id()).count(), 1);
        }
    }

    #[test]
    fn the_issue_s_figures() {
        let row = |c: Card| {
            let d = def(c);
            (d.cost, d.cards, d.actions, d.buys, d.coins)
        };
        assert_eq!(row(Card::Village), (3, 1, 2, 0, 0));
        assert_eq!(row(Card::Smithy), (4, 3, 0, 0, 0));
        assert_eq!(row(Card::Market), (5, 1, 1, 1, 1));
        assert_eq!(row(Card::Laboratory), (5, 2, 1, 0, 0));
        assert_eq!(row(Card::Festival), (5, 0, 2, 1, 2));
        assert_eq!(row(Card::Woodcutter), (3, 0, 0, 1, 2));
        assert_eq!(row(Card::Cellar), (2, 0, 1, 0, 0));
        assert_eq!(row(Card::Militia), (4, 0, 0, 0, 2));
        assert_eq!(row(Card::Moat), (2, 2, 0, 0, 0));
        assert_eq!(row(Card::CouncilRoom), (5, 4, 0, 1, 0));
        assert_eq!(row(Card::Witch), (5, 2, 0, 0, 0));
        assert_eq!(row(Card::Curse), (0, 0, 0, 0, 0));
        assert_eq!(row(Card::Copper), (0, 0, 0, 0, 1));
        assert_eq!(row(Card::Silver), (3, 0, 0, 0, 2));
        assert_eq!(row(Card::Gold), (6, 0, 0, 0, 3));
        for (c, cost) in [
            (Card::Chapel, 2),
            (Card::Workshop, 3),
            (Card::Remodel, 4),
            (Card::Moneylender, 4),
            (Card::Mine, 5),
            (Card::Gardens, 4),
            (Card::Estate, 2),
            (Card::Duchy, 5),
            (Card::Province, 8),
        ] {
            assert_eq!(c.cost(), cost, "{c:?}");
        }
        assert_eq!(Card::Province.victory_points(0), 6);
        assert_eq!(Card::Gardens.victory_points(39), 3);
        assert_eq!(Card::Curse.victory_points(0), -1);
        assert!(
            Card::Militia.is(SupplyCardType::Attack) && Card::Moat.is(SupplyCardType::Reaction)
        );
        assert!(Card::Witch.is_action() && Card::Witch.is(SupplyCardType::Attack));
        // A Curse is only a Curse: not a victory card, not a kingdom card.
        assert_eq!(def(Card::Curse).types, vec![SupplyCardType::Curse]);
        assert!(!Card::Curse.is_victory() && !Card::Curse.is_kingdom());
        assert!(Card::Witch.is_kingdom() && !Card::DEFAULT_KINGDOM.contains(&Card::Witch));
        assert_eq!(kingdom_cards().len(), 17);
    }
}
