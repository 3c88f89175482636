//! The duel's events, each one change of the state, and [`apply`]. Every event that moves a card
//! names where it goes (`to`), so a replacement effect can change it; `DrawCard`, `DiscardCard`
//! and `SacrificePermanent` are themselves the zone change.

use super::DuelEndReason;
use super::mana::{Mana, ManaPool};
use super::registry::{Counter, DelayedAt};
use super::state::{
    counters_mut, ActiveEffect, Attack, CardId, Choice, ChoiceReason, Continuous, DelayedTrigger,
    DuelState, Permanent, StackKind, StackObject, Step, Target, WaitingTrigger, Zone,
};
use crate::engine::outcome::GameOutcome;
use crate::engine::view::Seen;
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What happened in a duel, one change at a time (`type` tells which), costs first. A
/// player's view of an event hides what they may not see (`HiddenCard`s, no shuffle order).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type")]
pub enum DuelEvent {
    /// The seeded RNG chose who starts (no `firstPlayer` in the configuration).
    FirstPlayerChosen {
        /// The player who starts.
        player: PlayerId,
    },
    /// A library was shuffled into `order` (top first): in the referee's log only, as no
    /// player may see a library's order.
    ShuffleLibrary {
        /// Whose library.
        player: PlayerId,
        /// The library's card ids after the shuffle, top first; absent from every player's view.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        order: Option<Vec<CardId>>,
    },
    /// A turn began.
    TurnStarted {
        /// The active player.
        player: PlayerId,
        /// The turn number, from 1.
        turn: u32,
    },
    /// A step of the turn began.
    StepStarted {
        /// The step.
        step: Step,
    },
    /// The top card of the library went to `to` (the hand); a hidden card to a viewer who may
    /// not see it. The card keeps its id: no one saw it in the library.
    DrawCard {
        /// Who drew.
        player: PlayerId,
        /// The card drawn: its id, or a hidden card.
        card: Seen<CardId, Zone>,
        /// Where it went: the hand.
        to: Zone,
    },
    /// A draw from an empty library: the player loses at the next check.
    DrewFromEmptyLibrary {
        /// Who tried to draw.
        player: PlayerId,
    },
    /// A player passed priority.
    PriorityPassed {
        /// Who passed.
        player: PlayerId,
    },
    /// The land play of the turn (the `MoveCardZone` that follows puts it onto the battlefield).
    LandPlayed {
        /// Who played it.
        player: PlayerId,
        /// The land card.
        card: CardId,
    },
    /// `owner`'s card moved: a hidden card to a viewer who may see neither zone. Into a library
    /// or a hand the card gets a new id, `newId` (given to a viewer who may see it there).
    MoveCardZone {
        /// The card's owner.
        owner: PlayerId,
        /// The card, by the id it had in `from`: its id, or a hidden card.
        card: Seen<CardId, Zone>,
        /// Where it was.
        from: Zone,
        /// Where it went.
        to: Zone,
        /// Its id from now on, when it went into a library or a hand.
        #[serde(default, rename = "newId", skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        new_id: Option<CardId>,
    },
    /// A permanent became tapped (a cost, an attack).
    TapPermanent {
        /// The permanent.
        permanent: CardId,
    },
    /// `player` took their `count`-th mulligan: their hand goes into their library (hidden
    /// `MoveCardZone`s), which is shuffled, and they draw seven again.
    MulliganTaken {
        /// Who took it.
        player: PlayerId,
        /// Mulligans they have taken, this one included: 1 to 7.
        count: u32,
    },
    /// `player` kept their opening hand; as many cards as mulligans taken go to the bottom of
    /// their library next (hidden `MoveCardZone`s, in the order chosen).
    HandKept {
        /// Who kept.
        player: PlayerId,
    },
    /// A permanent untapped (the untap step).
    UntapPermanent {
        /// The permanent.
        permanent: CardId,
    },
    /// `amount` mana added to `player`'s pool; `source` is the permanent tapped for it.
    AddMana {
        /// Whose pool.
        player: PlayerId,
        /// The kind of mana.
        mana: Mana,
        /// How much.
        amount: u32,
        /// The permanent whose ability made it (the land, for the extra mana of High Tide too);
        /// `null` for mana a spell made.
        #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
        source: Option<CardId>,
    },
    /// Mana left `player`'s pool to pay a cost.
    SpendMana {
        /// Whose pool.
        player: PlayerId,
        /// What was spent, of each kind.
        mana: ManaPool,
    },
    /// The end of a step emptied this pool; `mana` is what was lost.
    EmptyManaPool {
        /// Whose pool.
        player: PlayerId,
        /// What was lost, of each kind.
        mana: ManaPool,
    },
    /// A player paid life for a cost.
    PayLife {
        /// Who paid.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// A player sacrificed a permanent for a cost: it leaves the battlefield.
    SacrificePermanent {
        /// Who sacrificed it.
        player: PlayerId,
        /// The permanent.
        permanent: CardId,
        /// Where it went: the graveyard, or exile through a replacement effect.
        to: Zone,
    },
    /// A player discarded a card from their hand (a cost, an effect, the hand size).
    DiscardCard {
        /// Who discarded.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// Where it went: the graveyard, or exile through a replacement effect.
        to: Zone,
    },
    /// The spell (already moved to the stack) is cast with these targets.
    SpellCast {
        /// Who cast it.
        player: PlayerId,
        /// The spell's card id, its id on the stack.
        spell: CardId,
        /// Its definition's id.
        card: String,
        /// Its targets, in order.
        targets: Vec<Target>,
    },
    /// An ability goes on the stack as the object `id`.
    AbilityActivated {
        /// Who activated it.
        player: PlayerId,
        /// Its id on the stack (`"a12"`).
        id: String,
        /// The permanent it belongs to.
        source: CardId,
        /// That permanent's definition.
        card: String,
        /// The ability's index in the card's abilities.
        ability: u8,
        /// Its targets, in order.
        targets: Vec<Target>,
    },
    /// A triggered ability triggered: it waits to go on the stack the next time a player would
    /// receive priority. `delayed` for a delayed trigger (which fires once).
    AbilityTriggered {
        /// Its controller.
        player: PlayerId,
        /// The permanent (or, for a delayed trigger, the spell) it came from.
        source: CardId,
        /// Its source's definition.
        card: String,
        /// The ability or delayed trigger it is.
        kind: StackKind,
        /// The delayed trigger's id; `null` for an ordinary triggered ability.
        #[cfg_attr(feature = "wasm", tsify(type = "number | null"))]
        delayed: Option<u32>,
    },
    /// A triggered ability that was waiting goes on the stack as the object `id`.
    AbilityPutOnStack {
        /// Its controller.
        player: PlayerId,
        /// Its id on the stack (`"a12"`).
        id: String,
        /// What it came from.
        source: CardId,
        /// Its source's definition.
        card: String,
        /// The ability or delayed trigger it is.
        kind: StackKind,
    },
    /// The spell resolves: its effects' events follow, then its card moves.
    SpellResolved {
        /// The spell's card id.
        spell: CardId,
    },
    /// The spell leaves the stack without resolving (a `MoveCardZone` follows).
    SpellCountered {
        /// The spell's card id.
        spell: CardId,
    },
    /// The ability resolves (and leaves the stack): its effects' events follow.
    AbilityResolved {
        /// Its id on the stack.
        id: String,
    },
    /// The ability leaves the stack without resolving: its targets are gone.
    AbilityCountered {
        /// Its id on the stack.
        id: String,
    },
    /// Damage to a player lowers their life; to a creature, it is marked on it.
    DealDamage {
        /// The card dealing it.
        source: CardId,
        /// The player or creature dealt it.
        target: Target,
        /// How much.
        amount: u32,
        /// Combat damage (prevented by a Fog).
        combat: bool,
    },
    /// Damage that would have been dealt was prevented (a replacement of `DealDamage`).
    PreventDamage {
        /// The card that would have dealt it.
        source: CardId,
        /// The player or creature it would have been dealt to.
        target: Target,
        /// How much.
        amount: u32,
        /// It was combat damage.
        combat: bool,
    },
    /// A player lost life (not damage).
    LoseLife {
        /// Who lost it.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// A player gained life.
    GainLife {
        /// Who gained it.
        player: PlayerId,
        /// How much.
        amount: u32,
    },
    /// Counters were put on a permanent.
    AddCounter {
        /// The permanent.
        permanent: CardId,
        /// Which counter.
        counter: Counter,
        /// How many.
        amount: u32,
    },
    /// Counters were removed from a permanent (+1/+1 and -1/-1 counters on one permanent
    /// cancel out, as a state-based action).
    RemoveCounter {
        /// The permanent.
        permanent: CardId,
        /// Which counter.
        counter: Counter,
        /// How many.
        amount: u32,
    },
    /// A creature was declared as an attacker.
    DeclareAttacker {
        /// The attacking player.
        player: PlayerId,
        /// The creature.
        attacker: CardId,
    },
    /// The declaration is complete (it may be empty).
    AttackersDeclared {
        /// The attacking player.
        player: PlayerId,
    },
    /// A creature was declared as a blocker.
    DeclareBlocker {
        /// The defending player.
        player: PlayerId,
        /// The blocking creature.
        blocker: CardId,
        /// The attacker it blocks.
        attacker: CardId,
    },
    /// The declaration of blockers is complete (it may be empty).
    BlockersDeclared {
        /// The defending player.
        player: PlayerId,
    },
    /// Combat damage waits for `player` to divide the damage of each of `attackers` (blocked by
    /// two or more creatures) among its blockers (`combatDamage: "ask"`).
    CombatDamageDivisionStarted {
        /// The attacking player.
        player: PlayerId,
        /// The attackers whose damage they divide, in the order they attacked.
        attackers: Vec<CardId>,
    },
    /// `player` divided `attacker`'s combat damage: blocker, then amount.
    CombatDamageAssigned {
        /// The attacking player.
        player: PlayerId,
        /// The attacker.
        attacker: CardId,
        /// The damage each blocker is dealt, by id.
        #[cfg_attr(feature = "wasm", tsify(type = "Record<CardId, number>"))]
        assignment: BTreeMap<CardId, u32>,
    },
    /// An effect that lasts until end of turn starts.
    EffectCreated {
        /// Its id, also when it started (replacement effects apply in this order).
        id: u32,
        /// Its controller.
        player: PlayerId,
        /// The definition of the card that made it.
        card: String,
        /// What it does.
        effect: Continuous,
    },
    /// An effect that lasted until end of turn ended (cleanup).
    EffectEnded {
        /// Its id.
        id: u32,
    },
    /// A spell made a delayed triggered ability, waiting for its moment.
    DelayedTriggerCreated {
        /// Its id.
        id: u32,
        /// Its controller.
        player: PlayerId,
        /// The spell that made it.
        source: CardId,
        /// That spell's definition.
        card: String,
        /// The index of the `CreateDelayedTrigger` effect among the spell's effects.
        effect: u8,
        /// When it fires.
        at: DelayedAt,
    },
    /// A delayed trigger that fired is gone (cleanup).
    DelayedTriggerEnded {
        /// Its id.
        id: u32,
    },
    /// Cleanup: the damage marked on a creature wears off.
    DamageRemoved {
        /// The creature.
        permanent: CardId,
    },
    /// `player` must choose `count` cards from their hand to discard (`CHOOSE_CARDS`).
    ChoiceStarted {
        /// Who chooses.
        player: PlayerId,
        /// How many cards.
        count: u32,
        /// Why: a resolving spell or ability, or the hand size at cleanup.
        reason: ChoiceReason,
        /// For a resolution: the effect of the top object that asks (its resolution goes on
        /// from there once the choice is made).
        resume: u8,
    },
    /// The player chose the cards (the `DiscardCard`s follow).
    ChoiceMade {
        /// Who chose.
        player: PlayerId,
        /// The cards chosen.
        cards: Vec<CardId>,
    },
    /// A player lost (a state-based action, or resigning); every player who loses at one
    /// check loses at once.
    PlayerLost {
        /// Who lost.
        player: PlayerId,
        /// Why.
        reason: DuelEndReason,
    },
    /// The game is over: the last event of the log.
    GameEnded {
        /// How it ended.
        outcome: GameOutcome<DuelEndReason>,
    },
}

/// The event that moves `card` from `from` to `to`, with its owner, and its new id when it
/// enters a library or a hand ([`super::ids`]).
pub fn move_card(state: &DuelState, card: &str, from: Zone, to: Zone) -> DuelEvent {
    let owner = state
        .cards
        .get(card)
        .and_then(|o| state.player(o.owner))
        .cloned()
        .unwrap_or_default();
    let new_id = match to {
        Zone::Library | Zone::Hand => super::ids::renamed(state, card).map(|(id, _)| id),
        _ => None,
    };
    DuelEvent::MoveCardZone {
        owner,
        card: Seen::Card(card.to_string()),
        from,
        to,
        new_id,
    }
}

/// The longest reach of an event's ids into the id counter: ids made by events are taken from
/// `next_id`, which moves past them.
fn bump(state: &mut DuelState, id: u32) {
    state.next_id = state.next_id.max(id.saturating_add(1));
}

/// The number in an ability id (`"a12"` is 12).
pub fn ability_number(id: &str) -> Option<u32> {
    id.strip_prefix('a').and_then(|n| n.parse().ok())
}

/// Applies one event. Infallible: an event naming something that is not there changes nothing.
pub fn apply(state: &mut DuelState, event: &DuelEvent) {
    match event {
        DuelEvent::FirstPlayerChosen { player } => {
            if let Some(seat) = state.seat_of(player) {
                state.active = seat;
            }
        }
        DuelEvent::ShuffleLibrary { player, order } => {
            if let (Some(seat), Some(order)) = (state.seat_named_mut(player), order) {
                seat.library.clone_from(order);
            }
        }
        DuelEvent::TurnStarted { player, turn } => {
            let Some(active) = state.seat_of(player) else {
                return;
            };
            if *turn > state.turn && state.turn >= 1 {
                state.skip_first_draw = false;
            }
            state.turn = *turn;
            state.active = active;
            state.mulligan_phase = false;
            state.combat = Default::default();
            for seat in &mut state.seats {
                seat.lands_played = 0;
            }
            for permanent in &mut state.battlefield {
                if permanent.controller == active {
                    permanent.summoning_sick = false;
                }
            }
        }
        DuelEvent::StepStarted { step } => {
            state.step = *step;
            state.passes = 0;
            state.priority = step.has_priority().then_some(state.active);
        }
        DuelEvent::DrawCard { player, card, to } => {
            let Some(card) = card.id() else {
                return;
            };
            if let Some(seat) = state.seat_named_mut(player) {
                seat.library.retain(|c| c != card);
            }
            put(state, card, *to);
        }
        DuelEvent::DrewFromEmptyLibrary { player } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.drew_from_empty = true;
            }
        }
        DuelEvent::PriorityPassed { .. } => {
            state.passes = state.passes.saturating_add(1);
            state.priority = state.priority.map(|p| state.opponent(p));
        }
        DuelEvent::LandPlayed { player, .. } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.lands_played += 1;
            }
            state.passes = 0;
        }
        DuelEvent::MoveCardZone {
            card, to, new_id, ..
        } => {
            let Some(card) = card.id() else {
                return;
            };
            take(state, card);
            match new_id {
                Some(id) => {
                    rename(state, card, id);
                    put(state, id, *to);
                }
                None => put(state, card, *to),
            }
        }
        DuelEvent::TapPermanent { permanent } => set_tapped(state, permanent, true),
        DuelEvent::MulliganTaken { player, count } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.mulligans = *count;
            }
        }
        DuelEvent::HandKept { player } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.kept = true;
            }
        }
        DuelEvent::UntapPermanent { permanent } => set_tapped(state, permanent, false),
        DuelEvent::AddMana {
            player,
            mana,
            amount,
            ..
        } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.pool.add(&ManaPool::of(*mana, *amount));
            }
        }
        DuelEvent::SpendMana { player, mana } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.pool.spend(mana);
            }
        }
        DuelEvent::EmptyManaPool { player, .. } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.pool = ManaPool::default();
            }
        }
        DuelEvent::PayLife { player, amount } | DuelEvent::LoseLife { player, amount } => {
            change_life(state, player, -(*amount as i64));
        }
        DuelEvent::GainLife { player, amount } => change_life(state, player, *amount as i64),
        DuelEvent::SacrificePermanent { permanent, to, .. } => {
            take(state, permanent);
            put(state, permanent, *to);
        }
        DuelEvent::DiscardCard { card, to, .. } => {
            take(state, card);
            put(state, card, *to);
        }
        DuelEvent::SpellCast {
            player,
            spell,
            card,
            targets,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            // The MoveCardZone before it put the card on the stack as a bare spell.
            state.stack.retain(|o| o.id != *spell);
            state.stack.push(StackObject {
                id: spell.clone(),
                controller,
                source: spell.clone(),
                card: card.clone(),
                kind: StackKind::Spell,
                targets: targets.clone(),
            });
            state.priority = Some(controller);
            state.passes = 0;
        }
        DuelEvent::AbilityActivated {
            player,
            id,
            source,
            card,
            ability,
            targets,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            if let Some(n) = ability_number(id) {
                bump(state, n);
            }
            state.stack.push(StackObject {
                id: id.clone(),
                controller,
                source: source.clone(),
                card: card.clone(),
                kind: StackKind::Ability { ability: *ability },
                targets: targets.clone(),
            });
            state.priority = Some(controller);
            state.passes = 0;
        }
        DuelEvent::AbilityTriggered {
            player,
            source,
            card,
            kind,
            delayed,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            if let Some(d) = delayed.and_then(|d| state.delayed.iter_mut().find(|t| t.id == d)) {
                d.fired = true;
            }
            state.triggered.push(WaitingTrigger {
                controller,
                source: source.clone(),
                card: card.clone(),
                kind: kind.clone(),
            });
        }
        DuelEvent::AbilityPutOnStack {
            player,
            id,
            source,
            card,
            kind,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            if let Some(n) = ability_number(id) {
                bump(state, n);
            }
            // The first waiting trigger of this source and kind leaves the waiting list.
            if let Some(at) = state
                .triggered
                .iter()
                .position(|t| t.source == *source && t.kind == *kind && t.controller == controller)
            {
                state.triggered.remove(at);
            }
            state.stack.push(StackObject {
                id: id.clone(),
                controller,
                source: source.clone(),
                card: card.clone(),
                kind: kind.clone(),
                targets: Vec::new(),
            });
        }
        DuelEvent::SpellResolved { .. } => resolved(state),
        DuelEvent::AbilityResolved { id } | DuelEvent::AbilityCountered { id } => {
            state.stack.retain(|o| o.id != *id);
            resolved(state);
        }
        DuelEvent::SpellCountered { .. } => resolved(state),
        DuelEvent::DealDamage { target, amount, .. } => match target {
            Target::Player { player } => change_life(state, player, -(*amount as i64)),
            Target::Permanent { permanent } => {
                if let Some(p) = state.permanent_mut(permanent) {
                    p.damage = p.damage.saturating_add(*amount);
                }
            }
            Target::Spell { .. } => {}
        },
        DuelEvent::PreventDamage { .. } => {}
        DuelEvent::AddCounter {
            permanent,
            counter,
            amount,
        } => {
            if let Some(p) = state.permanent_mut(permanent) {
                let n = counters_mut(p, *counter);
                *n = n.saturating_add(*amount);
            }
        }
        DuelEvent::RemoveCounter {
            permanent,
            counter,
            amount,
        } => {
            if let Some(p) = state.permanent_mut(permanent) {
                let n = counters_mut(p, *counter);
                *n = n.saturating_sub(*amount);
            }
        }
        DuelEvent::DeclareAttacker { attacker, .. } => {
            state.combat.attacks.push(Attack {
                attacker: attacker.clone(),
                blockers: Vec::new(),
                blocked: false,
            });
        }
        DuelEvent::AttackersDeclared { .. } => {
            state.combat.attackers_declared = true;
            state.priority = Some(state.active);
            state.passes = 0;
        }
        DuelEvent::DeclareBlocker {
            blocker, attacker, ..
        } => {
            if let Some(attack) = state
                .combat
                .attacks
                .iter_mut()
                .find(|a| a.attacker == *attacker)
            {
                attack.blockers.push(blocker.clone());
                attack.blocked = true;
            }
        }
        DuelEvent::BlockersDeclared { .. } => {
            state.combat.blockers_declared = true;
            state.priority = Some(state.active);
            state.passes = 0;
        }
        DuelEvent::CombatDamageDivisionStarted { attackers, .. } => {
            state.combat.awaiting.clone_from(attackers);
        }
        DuelEvent::CombatDamageAssigned {
            attacker,
            assignment,
            ..
        } => {
            state.combat.awaiting.retain(|a| a != attacker);
            state
                .combat
                .assignments
                .insert(attacker.clone(), assignment.clone());
        }
        DuelEvent::EffectCreated {
            id,
            player,
            card,
            effect,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            bump(state, *id);
            state.effects.push(ActiveEffect {
                id: *id,
                controller,
                card: card.clone(),
                effect: effect.clone(),
            });
        }
        DuelEvent::EffectEnded { id } => state.effects.retain(|e| e.id != *id),
        DuelEvent::DelayedTriggerCreated {
            id,
            player,
            source,
            card,
            effect,
            at,
        } => {
            let Some(controller) = state.seat_of(player) else {
                return;
            };
            bump(state, *id);
            state.delayed.push(DelayedTrigger {
                id: *id,
                controller,
                source: source.clone(),
                card: card.clone(),
                effect: *effect,
                at: *at,
                fired: false,
            });
        }
        DuelEvent::DelayedTriggerEnded { id } => state.delayed.retain(|d| d.id != *id),
        DuelEvent::DamageRemoved { permanent } => {
            if let Some(p) = state.permanent_mut(permanent) {
                p.damage = 0;
            }
        }
        DuelEvent::ChoiceStarted {
            player,
            count,
            reason,
            resume,
        } => {
            if let Some(seat) = state.seat_of(player) {
                state.choice = Some(Choice {
                    player: seat,
                    count: *count,
                    reason: *reason,
                    resume: *resume,
                });
            }
        }
        DuelEvent::ChoiceMade { .. } => state.choice = None,
        DuelEvent::PlayerLost { player, reason } => {
            if let Some(seat) = state.seat_named_mut(player) {
                seat.lost = Some(*reason);
            }
        }
        DuelEvent::GameEnded { .. } => {
            state.priority = None;
            state.choice = None;
        }
    }
}

/// After a stack object resolves (or is countered): the active player receives priority.
fn resolved(state: &mut DuelState) {
    state.priority = Some(state.active);
    state.passes = 0;
}

fn change_life(state: &mut DuelState, player: &str, by: i64) {
    if let Some(seat) = state.seat_named_mut(player) {
        let life = (i64::from(seat.life) + by).clamp(-1_000_000, 1_000_000);
        seat.life = life as i32;
    }
}

fn set_tapped(state: &mut DuelState, id: &str, tapped: bool) {
    if let Some(p) = state.permanent_mut(id) {
        p.tapped = tapped;
    }
}

/// Takes a card out of wherever it is (a permanent leaving also leaves combat).
fn take(state: &mut DuelState, id: &str) {
    if let Some(at) = state.battlefield.iter().position(|p| p.id == id) {
        state.battlefield.remove(at);
        state.combat.attacks.retain(|a| a.attacker != id);
        for attack in &mut state.combat.attacks {
            attack.blockers.retain(|b| b != id);
        }
        // A card that leaves the battlefield is a new object wherever it goes: effects on the
        // permanent it was end with it.
        state.effects.retain(
            |e| !matches!(&e.effect, Continuous::Pump { permanent, .. } if permanent == id),
        );
        return;
    }
    if let Some(at) = state.stack.iter().position(|o| o.id == id) {
        state.stack.remove(at);
        return;
    }
    let Some(owner) = state.cards.get(id).map(|o| o.owner) else {
        return;
    };
    if let Some(seat) = state.seat_mut(owner) {
        for list in [
            &mut seat.hand,
            &mut seat.library,
            &mut seat.graveyard,
            &mut seat.exile,
        ] {
            list.retain(|c| c != id);
        }
    }
}

/// The card `old` (out of every zone) becomes the new object `new` ([`super::ids`]).
fn rename(state: &mut DuelState, old: &str, new: &str) {
    let Some(mut object) = state.cards.remove(old) else {
        return;
    };
    let key = state.id_key;
    // The serial whose id is `new`: the next generation that gives it.
    let mut serial = object.serial;
    for _ in 0..8 {
        serial = serial.saturating_add(super::ids::GENERATION);
        if super::ids::id_of(key, serial) == new {
            object.serial = serial;
            break;
        }
    }
    state.cards.insert(new.to_string(), object);
}

/// Puts a card (already taken out) into `zone`: its owner's, or the shared ones.
fn put(state: &mut DuelState, id: &str, zone: Zone) {
    let Some(object) = state.cards.get(id).cloned() else {
        return;
    };
    let since = state.next_id;
    match zone {
        Zone::Battlefield => {
            state.next_id += 1;
            state.battlefield.push(Permanent {
                id: id.to_string(),
                card: object.card,
                controller: object.owner,
                tapped: false,
                summoning_sick: true,
                damage: 0,
                plus_counters: 0,
                minus_counters: 0,
                since,
                def: object.def,
            });
        }
        Zone::Stack => state.stack.push(StackObject {
            id: id.to_string(),
            controller: object.owner,
            source: id.to_string(),
            card: object.card,
            kind: StackKind::Spell,
            targets: Vec::new(),
        }),
        Zone::Library | Zone::Hand | Zone::Graveyard | Zone::Exile => {
            if let Some(seat) = state.seat_mut(object.owner) {
                let list = match zone {
                    Zone::Library => &mut seat.library,
                    Zone::Hand => &mut seat.hand,
                    Zone::Graveyard => &mut seat.graveyard,
                    _ => &mut seat.exile,
                };
                list.push(id.to_string());
            }
        }
    }
}
