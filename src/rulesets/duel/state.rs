//! The state of a duel: each player's zones, life and mana pool, the battlefield, the stack, the
//! turn and step, priority, combat, the effects that last until end of turn, delayed triggers
//! and a choice waiting for its player.

use super::DuelEndReason;
use super::card::{Card, Catalogue, Keyword};
use super::combat::CombatDamageMode;
use super::cost::CardType;
use super::mana::{Mana, ManaPool};
use super::registry::{Counter, DelayedAt};
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A card's instance id in a game: `"c1"`, `"c2"`... or the scenario's own.
pub type CardId = String;

/// Where a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Zone {
    /// A player's library (their deck): hidden, in order.
    Library,
    /// A player's hand: hidden from the other player.
    Hand,
    /// In play, as a permanent.
    Battlefield,
    /// A player's discard pile: public.
    Graveyard,
    /// Removed from the game: public.
    Exile,
    /// A spell being cast, waiting to resolve.
    Stack,
}

/// The steps of a turn, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Step {
    /// The active player's permanents untap; no one gets priority.
    Untap,
    /// "At the beginning of your upkeep" triggers.
    Upkeep,
    /// The active player draws a card (the starting player of a game from decks skips it on
    /// the first turn).
    Draw,
    /// The first main phase: lands and spells of any kind.
    Main1,
    /// The beginning of combat.
    BeginCombat,
    /// The active player declares attackers.
    DeclareAttackers,
    /// The defending player declares blockers.
    DeclareBlockers,
    /// Combat damage is dealt.
    CombatDamage,
    /// The end of combat.
    EndCombat,
    /// The second main phase.
    Main2,
    /// The end step: "at the beginning of the end step" triggers.
    End,
    /// Discard to seven, damage wears off, "until end of turn" effects end; no one gets
    /// priority.
    Cleanup,
}

impl Step {
    /// Whether players receive priority in this step (all but untap and cleanup).
    pub fn has_priority(self) -> bool {
        !matches!(self, Step::Untap | Step::Cleanup)
    }
    /// Whether it is a main phase (sorcery-speed spells and lands).
    pub fn is_main(self) -> bool {
        matches!(self, Step::Main1 | Step::Main2)
    }
}

/// One player's side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Seat {
    /// Whose side it is.
    pub player: PlayerId,
    /// Their life total (0 or less loses, at the next check).
    pub life: i32,
    /// Their library's cards, top first (empty in every player's view: no one sees a library).
    pub library: Vec<CardId>,
    /// Their hand (empty in another player's view).
    pub hand: Vec<CardId>,
    /// Oldest first.
    pub graveyard: Vec<CardId>,
    /// Their exiled cards, oldest first.
    pub exile: Vec<CardId>,
    /// Their floating mana, emptied at the end of each step.
    pub pool: ManaPool,
    /// Lands played this turn (one is allowed).
    pub lands_played: u32,
    /// Tried to draw from an empty library since the last check.
    pub drew_from_empty: bool,
    /// Why this player lost; `null` while they are in the game.
    #[cfg_attr(feature = "wasm", tsify(type = "DuelEndReason | null"))]
    pub lost: Option<DuelEndReason>,
    /// The card ids (definitions) of every card this player owns: their deck, which everyone
    /// may know.
    pub deck: Vec<String>,
    /// Mulligans taken at the start of the game.
    #[serde(default)]
    pub mulligans: u32,
    /// Kept their opening hand (the mulligan decision is made).
    #[serde(default)]
    pub kept: bool,
}

/// A card's identity: its definition and its owner's seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct CardObject {
    /// Its definition's id (`"spark"`).
    pub card: String,
    /// Its owner's seat: 0 or 1, an index into `players`.
    pub owner: u8,
    /// The card's index in the game's catalogue, or [`UNINDEXED`]: a shortcut, not saved.
    #[serde(skip, default = "unindexed")]
    pub def: u16,
    /// The referee's source of the card's next id; left out of every view.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub serial: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// No catalogue index known: the definition is found by its id.
pub const UNINDEXED: u16 = u16::MAX;

fn unindexed() -> u16 {
    UNINDEXED
}

/// A permanent on the battlefield.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Permanent {
    /// The card's instance id.
    pub id: CardId,
    /// Its definition's id.
    pub card: String,
    /// Its controller's seat: 0 or 1.
    pub controller: u8,
    /// Tapped: it cannot attack or pay `{T}` until it untaps.
    pub tapped: bool,
    /// Came under its controller's control since the start of their latest turn.
    pub summoning_sick: bool,
    /// Damage marked this turn.
    pub damage: u32,
    /// +1/+1 counters on it.
    pub plus_counters: u32,
    /// -1/-1 counters on it.
    pub minus_counters: u32,
    /// When it entered: replacement effects apply in this order.
    pub since: u32,
    /// The card's index in the game's catalogue, or [`UNINDEXED`]: a shortcut, not saved.
    #[serde(skip, default = "unindexed")]
    pub def: u16,
}

/// What a spell or ability targets: `{ player }`, `{ permanent }` or `{ spell }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged, try_from = "TargetFields")]
pub enum Target {
    /// A player.
    Player {
        /// The player's id.
        player: PlayerId,
    },
    /// A permanent on the battlefield.
    Permanent {
        /// Its id.
        permanent: CardId,
    },
    /// A spell on the stack.
    Spell {
        /// Its id on the stack.
        spell: String,
    },
}

/// A target as read: exactly one of the three keys, a string (no other key, no `null`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TargetFields {
    #[serde(default, deserialize_with = "crate::engine::input::present")]
    player: Option<PlayerId>,
    #[serde(default, deserialize_with = "crate::engine::input::present")]
    permanent: Option<CardId>,
    #[serde(default, deserialize_with = "crate::engine::input::present")]
    spell: Option<String>,
}

impl TryFrom<TargetFields> for Target {
    type Error = &'static str;
    fn try_from(t: TargetFields) -> Result<Target, Self::Error> {
        match (t.player, t.permanent, t.spell) {
            (Some(player), None, None) => Ok(Target::Player { player }),
            (None, Some(permanent), None) => Ok(Target::Permanent { permanent }),
            (None, None, Some(spell)) => Ok(Target::Spell { spell }),
            _ => Err("a target is exactly one of { player }, { permanent } or { spell }"),
        }
    }
}

/// What a stack object is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum StackKind {
    /// A spell: the card itself is on the stack.
    Spell,
    /// An activated or triggered ability of the card `card`: `ability` indexes its abilities.
    Ability {
        /// The ability's index in the card's abilities.
        ability: u8,
    },
    /// A delayed trigger: `effect` indexes the source spell's effects.
    Delayed {
        /// The `CreateDelayedTrigger` effect's index in the spell's effects.
        effect: u8,
    },
}

/// A spell or ability on the stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct StackObject {
    /// The spell's card id, or the ability's id (`"a12"`).
    pub id: String,
    /// Its controller's seat: 0 or 1.
    pub controller: u8,
    /// The card the spell is, or the permanent the ability came from.
    pub source: CardId,
    /// The definition of the source.
    pub card: String,
    /// A spell, an ability or a delayed trigger.
    pub kind: StackKind,
    /// Its targets, in order (checked again as it resolves).
    pub targets: Vec<Target>,
}

/// An attacking creature and the creatures blocking it, in the order they blocked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Attack {
    /// The attacking creature.
    pub attacker: CardId,
    /// The creatures blocking it, in the order they blocked.
    pub blockers: Vec<CardId>,
    /// It was blocked: it stays blocked if its blockers leave.
    pub blocked: bool,
}

/// This turn's combat.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Combat {
    /// Each attacker and its blockers, in the order they attacked.
    pub attacks: Vec<Attack>,
    /// Attackers were declared this turn.
    pub attackers_declared: bool,
    /// Blockers were declared this turn.
    pub blockers_declared: bool,
    /// The attackers whose controller divides their damage among their blockers now
    /// (`ASSIGN_COMBAT_DAMAGE`, with `combatDamage: "ask"`), in the order they attacked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub awaiting: Vec<CardId>,
    /// The divisions chosen this combat: attacker, then blocker, then amount.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(
        feature = "wasm",
        tsify(optional, type = "Record<string, Record<string, number>>")
    )]
    pub assignments: BTreeMap<CardId, BTreeMap<CardId, u32>>,
}

/// A continuous effect that lasts until end of turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Continuous {
    /// Tapping a land of `landSubtype` for mana adds one more `mana` (High Tide).
    #[serde(rename_all = "camelCase")]
    ExtraMana {
        /// The land subtype (`"Island"`).
        land_subtype: String,
        /// The kind of the extra mana.
        mana: Mana,
    },
    /// Combat damage is prevented (Fog).
    PreventCombatDamage,
    /// A creature gets +power/+toughness.
    Pump {
        /// The creature.
        permanent: CardId,
        /// Added to its power.
        power: i32,
        /// Added to its toughness.
        toughness: i32,
    },
}

/// A continuous effect in force, until the end of the turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ActiveEffect {
    /// Also when it started: replacement effects apply in this order.
    pub id: u32,
    /// Its controller's seat: 0 or 1.
    pub controller: u8,
    /// The definition of the card that made it.
    pub card: String,
    /// What it does.
    pub effect: Continuous,
}

/// A delayed triggered ability waiting for its moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DelayedTrigger {
    /// Its id, also when it was made.
    pub id: u32,
    /// Its controller's seat: 0 or 1.
    pub controller: u8,
    /// The spell that made it (card id and definition), and which of its effects.
    pub source: CardId,
    /// The definition of that spell.
    pub card: String,
    /// The index of the `CreateDelayedTrigger` effect among the spell's effects.
    pub effect: u8,
    /// When it fires.
    pub at: DelayedAt,
    /// It has triggered; it is gone at the next cleanup.
    pub fired: bool,
}

/// Why a player is choosing cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChoiceReason {
    /// The top of the stack resolves: it asks them to discard.
    Resolution,
    /// Cleanup: discarding down to the maximum hand size.
    HandSize,
}

/// A choice waiting for its player: exactly `count` cards from their hand to discard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct Choice {
    /// The choosing player's seat: 0 or 1.
    pub player: u8,
    /// How many cards to discard.
    pub count: u32,
    /// Why.
    pub reason: ChoiceReason,
    /// For a resolution: the index of the effect that asks.
    pub resume: u8,
}

/// A triggered ability waiting to go on the stack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct WaitingTrigger {
    /// Its controller's seat: 0 or 1.
    pub controller: u8,
    /// The permanent (or spell) it came from.
    pub source: CardId,
    /// The definition of the source.
    pub card: String,
    /// The ability or delayed trigger it is.
    pub kind: StackKind,
}

/// The maximum hand size, checked at cleanup.
pub const MAX_HAND_SIZE: usize = 7;

/// The whole duel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DuelState {
    /// The two players, in seat order (seat 0, seat 1).
    pub players: Vec<PlayerId>,
    /// Each player's side, in seat order.
    pub seats: Vec<Seat>,
    /// Every card in the game by instance id.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, CardObject>"))]
    pub cards: BTreeMap<CardId, CardObject>,
    /// In the order the permanents entered.
    pub battlefield: Vec<Permanent>,
    /// Bottom first: the last object is the top.
    pub stack: Vec<StackObject>,
    /// The turn number, from 1 (0 before the first turn starts: during the mulligans).
    pub turn: u32,
    /// The active player's seat.
    pub active: u8,
    /// The step in progress.
    pub step: Step,
    /// Who holds priority; `null` when no one does (untap, cleanup, a declaration or choice).
    #[cfg_attr(feature = "wasm", tsify(type = "number | null"))]
    pub priority: Option<u8>,
    /// Passes in succession since the last action.
    pub passes: u8,
    /// This turn's combat.
    pub combat: Combat,
    /// The continuous effects in force until end of turn, oldest first.
    pub effects: Vec<ActiveEffect>,
    /// The delayed triggers waiting (or fired this turn).
    pub delayed: Vec<DelayedTrigger>,
    /// Triggered abilities waiting to go on the stack.
    pub triggered: Vec<WaitingTrigger>,
    /// A discard waiting for its player; `null` when none.
    #[cfg_attr(feature = "wasm", tsify(type = "Choice | null"))]
    pub choice: Option<Choice>,
    /// Numbers ids and timestamps.
    pub next_id: u32,
    /// The referee's key of the cards' ids; left out of every view.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub id_key: u32,
    /// The starting player skips the draw of the game's first turn (not in a scenario).
    pub skip_first_draw: bool,
    /// The players decide on their opening hands (mulligans) before the first turn: the
    /// starting player first.
    #[serde(default)]
    pub mulligan_phase: bool,
    /// The configured first player's seat (the RNG chooses when `null`).
    #[cfg_attr(feature = "wasm", tsify(type = "number | null"))]
    pub first_player: Option<u8>,
    /// The definitions of the cards in this game.
    #[cfg_attr(feature = "wasm", tsify(type = "CardDefinition[]"))]
    pub catalogue: Arc<Catalogue>,
    /// Who divides an attacker's damage among several blockers (the configuration's
    /// `combatDamage`); absent for `"default"`.
    #[serde(default, skip_serializing_if = "CombatDamageMode::is_default")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub combat_damage: CombatDamageMode,
}

impl DuelState {
    /// The seat of the player with this id.
    pub fn seat_of(&self, player: &str) -> Option<u8> {
        self.players
            .iter()
            .position(|p| p == player)
            .and_then(|i| u8::try_from(i).ok())
    }
    /// The side at this seat.
    pub fn seat(&self, seat: u8) -> Option<&Seat> {
        self.seats.get(usize::from(seat))
    }
    pub(crate) fn seat_mut(&mut self, seat: u8) -> Option<&mut Seat> {
        self.seats.get_mut(usize::from(seat))
    }
    /// The side of the player with this id.
    pub(crate) fn seat_named_mut(&mut self, player: &str) -> Option<&mut Seat> {
        let seat = self.seat_of(player)?;
        self.seat_mut(seat)
    }
    /// The id of the player at this seat.
    pub fn player(&self, seat: u8) -> Option<&PlayerId> {
        self.players.get(usize::from(seat))
    }
    /// The other seat of a two-player game.
    pub fn opponent(&self, seat: u8) -> u8 {
        1 - seat.min(1)
    }
    /// The definition of a card id.
    pub fn card_of(&self, id: &str) -> Option<&Card> {
        let object = self.cards.get(id)?;
        match object.def {
            UNINDEXED => self.catalogue.get(&object.card),
            i => self.catalogue.at(i),
        }
    }
    /// The permanent with this id, if it is on the battlefield.
    pub fn permanent(&self, id: &str) -> Option<&Permanent> {
        self.battlefield.iter().find(|p| p.id == id)
    }
    pub(crate) fn permanent_mut(&mut self, id: &str) -> Option<&mut Permanent> {
        self.battlefield.iter_mut().find(|p| p.id == id)
    }
    /// A permanent's card definition.
    pub fn definition(&self, permanent: &Permanent) -> Option<&Card> {
        match permanent.def {
            UNINDEXED => self.catalogue.get(&permanent.card),
            i => self.catalogue.at(i),
        }
    }
    /// Whether a permanent is a creature.
    pub fn is_creature(&self, permanent: &Permanent) -> bool {
        self.definition(permanent)
            .is_some_and(|c| c.is(CardType::Creature))
    }
    /// Whether a permanent has a keyword.
    pub fn has_keyword(&self, permanent: &Permanent, keyword: Keyword) -> bool {
        self.definition(permanent).is_some_and(|c| c.has(keyword))
    }
    /// Power and toughness now: printed, counters, and until-end-of-turn pumps.
    pub fn power_toughness(&self, permanent: &Permanent) -> (i32, i32) {
        let card = self.definition(permanent);
        let counters = permanent.plus_counters as i32 - permanent.minus_counters as i32;
        let mut p = card.map_or(0, Card::power) + counters;
        let mut t = card.map_or(0, Card::toughness) + counters;
        for effect in &self.effects {
            if let Continuous::Pump {
                permanent: id,
                power,
                toughness,
            } = &effect.effect
            {
                if *id == permanent.id {
                    p += power;
                    t += toughness;
                }
            }
        }
        (p, t)
    }
    /// A creature that can attack or pay `{T}` now: untapped, and under its controller's control
    /// since their turn began, or with haste.
    pub fn can_tap_for_ability(&self, permanent: &Permanent) -> bool {
        !permanent.tapped
            && (!permanent.summoning_sick
                || !self.is_creature(permanent)
                || self.has_keyword(permanent, Keyword::Haste))
    }
    /// A creature of the active player that can attack now: untapped, no defender, and under
    /// their control since their turn began (or with haste).
    pub fn can_attack(&self, permanent: &Permanent) -> bool {
        permanent.controller == self.active
            && self.is_creature(permanent)
            && self.can_tap_for_ability(permanent)
            && !self.has_keyword(permanent, Keyword::Defender)
    }
    /// Where a card is now and the list holding it, if anywhere but the battlefield and stack.
    pub fn zone_of(&self, id: &str) -> Option<Zone> {
        if self.permanent(id).is_some() {
            return Some(Zone::Battlefield);
        }
        if self.stack.iter().any(|o| o.id == id) {
            return Some(Zone::Stack);
        }
        let owner = self.cards.get(id)?.owner;
        let seat = self.seat(owner)?;
        let holds = |list: &Vec<CardId>| list.iter().any(|c| c == id);
        [
            (Zone::Hand, &seat.hand),
            (Zone::Library, &seat.library),
            (Zone::Graveyard, &seat.graveyard),
            (Zone::Exile, &seat.exile),
        ]
        .into_iter()
        .find(|(_, list)| holds(list))
        .map(|(zone, _)| zone)
    }
}

/// The counter field a kind of counter is kept in.
pub(crate) fn counters_mut(permanent: &mut Permanent, counter: Counter) -> &mut u32 {
    match counter {
        Counter::Plus => &mut permanent.plus_counters,
        Counter::Minus => &mut permanent.minus_counters,
    }
}
