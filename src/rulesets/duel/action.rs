//! What a duel player can do.

use super::state::{CardId, Target};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How the parts of a cost that need a choice are paid: which cards to discard, which permanent
/// to sacrifice, and which mana sources to tap. Without `mana`, the floating mana is spent first
/// and mana sources are tapped by the automatic rule (the README's duel section).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Payment {
    /// The cards of your hand the cost discards, when it discards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub discard: Vec<CardId>,
    /// The permanent of yours the cost sacrifices, when it sacrifices one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub sacrifice: Option<CardId>,
    /// The permanents to tap for mana (their `{T}` mana abilities), in order, before the mana
    /// is spent; each must be an untapped mana source of yours that can tap now.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub mana: Option<Vec<CardId>>,
}

impl Payment {
    /// Whether nothing is chosen (the automatic rule pays the whole cost).
    pub fn is_empty(&self) -> bool {
        self.discard.is_empty() && self.sacrifice.is_none() && self.mana.is_none()
    }
}

/// A blocker and the attacker it blocks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Block {
    /// The defending player's creature that blocks.
    pub blocker: CardId,
    /// The attacking creature it blocks.
    pub attacker: CardId,
}

/// A duel action. `RESIGN` is accepted from either player at any time and is never listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum DuelAction {
    /// Pass priority: when both players pass in a row, the top of the stack resolves, or, with
    /// the stack empty, the step ends.
    // An empty struct, not a unit variant: serde then refuses unknown keys here too.
    PassPriority {},
    /// A land from your hand, in a main phase of your turn with an empty stack, once a turn.
    PlayLand {
        /// The land card in your hand.
        card: CardId,
    },
    /// A spell from your hand, paid from your mana pool and the mana sources you tap for it
    /// (`payment.mana`, or the automatic rule).
    CastSpell {
        /// The spell card in your hand.
        card: CardId,
        /// Its targets, one for each target its effects take, in order; absent when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        targets: Vec<Target>,
        /// The choices its cost needs; absent: the automatic rule.
        #[serde(default, skip_serializing_if = "Payment::is_empty")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        payment: Payment,
    },
    /// The activated ability `ability` (its index in the card's abilities) of your permanent.
    ActivateAbility {
        /// Your permanent.
        permanent: CardId,
        /// The ability's index in the card's `abilities`, from 0 (a basic land's mana ability
        /// is 0).
        ability: u8,
        /// Its targets, one for each target its effects take, in order; absent when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        targets: Vec<Target>,
        /// The choices its cost needs; absent: the automatic rule.
        #[serde(default, skip_serializing_if = "Payment::is_empty")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        payment: Payment,
    },
    /// The creatures that attack (the active player, at the start of declare attackers): any
    /// set of the creatures that can attack. `legalActions` lists no attack first, then each
    /// creature alone, then all of them.
    DeclareAttackers {
        /// Your creatures that attack (none: no attack), at most 100.
        attackers: Vec<CardId>,
    },
    /// How the defending player's creatures block: any valid set of blocks. `legalActions`
    /// lists no blocks first, then each single block, then one block by every creature that can.
    DeclareBlockers {
        /// Each blocking creature with the attacker it blocks (none: no blocks), at most 100.
        blocks: Vec<Block>,
    },
    /// Cards from your hand for the choice you are asked (`choice` in the state): any `count`
    /// distinct cards of your hand. `legalActions` lists a few (the cheapest first; each card is
    /// in one of them).
    ChooseCards {
        /// The cards chosen, from your hand.
        cards: Vec<CardId>,
    },
    /// How the attacker `attacker`, blocked by two or more creatures, divides its combat damage
    /// among them (only with the configuration's `combatDamage: "ask"`): an amount for every
    /// creature blocking it, the amounts summing to its power.
    AssignCombatDamage {
        /// Your attacking creature.
        attacker: CardId,
        /// The damage each creature blocking it is dealt, by id.
        #[cfg_attr(feature = "wasm", tsify(type = "Record<CardId, number>"))]
        assignment: BTreeMap<CardId, u32>,
    },
    /// At the start of the game (the configuration's `mulligan`): shuffle your hand into your
    /// library and draw seven again. Not offered after seven mulligans.
    Mulligan {},
    /// At the start of the game: keep your hand, putting `bottom` (exactly as many cards of your
    /// hand as mulligans taken) on the bottom of your library in that order (the last named
    /// ends up at the very bottom). `legalActions` lists a few (the rule of `CHOOSE_CARDS`);
    /// any valid list is accepted.
    Keep {
        /// The cards of your hand to put on the bottom, the last named at the very bottom.
        bottom: Vec<CardId>,
    },
    /// Give up: the other player wins (`RESIGNATION`).
    Resign {},
}

/// The most ids an action's list may hold (attackers, blocks, cards, targets, discards).
pub const MAX_ACTION_LIST: usize = 100;
