//! Effects into events: how each registered [`Effect`] resolves, and the resolution of the top of
//! the stack. Events are computed from the state as it is when resolution starts; a small
//! context keeps track of what the earlier effects of the same object changed (cards drawn,
//! discarded) so the later ones see it.

use super::event::{move_card, DuelEvent};
use super::registry::{Effect, Recipients, Who};
use super::state::{
    CardId, ChoiceReason, Continuous, DuelState, StackKind, StackObject, Target, Zone,
};

/// What resolving effects has done so far, on top of the state.
pub struct Ctx<'a> {
    pub state: &'a DuelState,
    pub controller: u8,
    /// The card the effects come from (a spell, or an ability's source permanent).
    pub source: CardId,
    /// Its definition.
    pub card: String,
    /// Cards drawn so far, per seat (from the top of the library down).
    drawn: [usize; 2],
    /// Cards that left or entered each hand so far.
    left_hand: Vec<CardId>,
    entered_hand: [Vec<CardId>; 2],
    next_id: u32,
    pub events: Vec<DuelEvent>,
}

impl<'a> Ctx<'a> {
    pub fn new(state: &'a DuelState, controller: u8, source: &str, card: &str) -> Self {
        Ctx {
            state,
            controller,
            source: source.to_string(),
            card: card.to_string(),
            drawn: [0, 0],
            left_hand: Vec::new(),
            entered_hand: [Vec::new(), Vec::new()],
            next_id: state.next_id,
            events: Vec::new(),
        }
    }

    fn player(&self, seat: u8) -> String {
        self.state.player(seat).cloned().unwrap_or_default()
    }
    fn fresh_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The controller's hand as it is now in this resolution.
    pub fn hand(&self, seat: u8) -> Vec<CardId> {
        let mut hand: Vec<CardId> = self
            .state
            .seat(seat)
            .map(|s| s.hand.clone())
            .unwrap_or_default();
        if let Some(entered) = self.entered_hand.get(usize::from(seat)) {
            hand.extend(entered.iter().cloned());
        }
        hand.retain(|c| !self.left_hand.contains(c));
        hand
    }

    pub fn draw(&mut self, seat: u8, amount: u32) {
        let player = self.player(seat);
        for _ in 0..amount {
            let at = self.drawn.get(usize::from(seat)).copied().unwrap_or(0);
            let top = self
                .state
                .seat(seat)
                .and_then(|s| s.library.get(at))
                .cloned();
            match top {
                Some(card) => {
                    if let Some(n) = self.drawn.get_mut(usize::from(seat)) {
                        *n += 1;
                    }
                    if let Some(list) = self.entered_hand.get_mut(usize::from(seat)) {
                        list.push(card.clone());
                    }
                    self.events.push(DuelEvent::DrawCard {
                        player: player.clone(),
                        card: card.into(),
                        to: Zone::Hand,
                    });
                }
                None => self.events.push(DuelEvent::DrewFromEmptyLibrary {
                    player: player.clone(),
                }),
            }
        }
    }

    pub fn discard(&mut self, seat: u8, cards: &[CardId]) {
        let player = self.player(seat);
        for card in cards {
            self.left_hand.push(card.clone());
            self.events.push(DuelEvent::DiscardCard {
                player: player.clone(),
                card: card.clone(),
                to: Zone::Graveyard,
            });
        }
    }

    /// Whether a target is still legal: the player is in the game, the creature on the
    /// battlefield, the spell on the stack.
    pub fn legal(&self, target: &Target) -> bool {
        match target {
            Target::Player { player } => self.state.seat_of(player).is_some(),
            Target::Permanent { permanent } => self
                .state
                .permanent(permanent)
                .is_some_and(|p| self.state.is_creature(p)),
            Target::Spell { spell } => self.state.stack.iter().any(|o| o.id == *spell),
        }
    }

    /// Resolves one effect with its targets (`targets` holds exactly the effect's own). A choice
    /// it needs comes in `chosen`; without one, it returns `false` when it must ask first.
    pub fn effect(
        &mut self,
        effect: &Effect,
        targets: &[Target],
        chosen: Option<&[CardId]>,
    ) -> bool {
        let me = self.controller;
        let player = self.player(me);
        let source = self.source.clone();
        let target = targets.first().filter(|t| self.legal(t)).cloned();
        match effect {
            Effect::AddMana { mana, amount } => self.events.push(DuelEvent::AddMana {
                player,
                mana: *mana,
                amount: *amount,
                source: self.state.permanent(&source).map(|p| p.id.clone()),
            }),
            Effect::DealDamage { amount } => {
                if let Some(target) = target {
                    self.damage(target, *amount, false);
                }
            }
            Effect::DealDamageToEach { amount, recipients } => {
                let mut all: Vec<Target> = Vec::new();
                match recipients {
                    Recipients::EachPlayer | Recipients::EachOpponent => {
                        for (seat, p) in self.state.players.iter().enumerate() {
                            if *recipients == Recipients::EachPlayer || seat != usize::from(me) {
                                all.push(Target::Player { player: p.clone() });
                            }
                        }
                    }
                    Recipients::EachCreature => {
                        for p in &self.state.battlefield {
                            if self.state.is_creature(p) {
                                all.push(Target::Permanent {
                                    permanent: p.id.clone(),
                                });
                            }
                        }
                    }
                }
                for t in all {
                    self.damage(t, *amount, false);
                }
            }
            Effect::DrawCards { amount } => self.draw(me, *amount),
            Effect::DiscardCards { amount } => {
                let hand = self.hand(me);
                if hand.len() as u64 <= u64::from(*amount) {
                    self.discard(me, &hand);
                } else {
                    match chosen {
                        Some(cards) => self.discard(me, cards),
                        None => return false,
                    }
                }
            }
            Effect::GainLife { amount } => self.events.push(DuelEvent::GainLife {
                player,
                amount: *amount,
            }),
            Effect::LoseLife { amount, who } => match who {
                Who::You => self.events.push(DuelEvent::LoseLife {
                    player,
                    amount: *amount,
                }),
                Who::EachOpponent => {
                    for (seat, p) in self.state.players.iter().enumerate() {
                        if seat != usize::from(me) {
                            self.events.push(DuelEvent::LoseLife {
                                player: p.clone(),
                                amount: *amount,
                            });
                        }
                    }
                }
            },
            Effect::CounterSpell => {
                if let Some(Target::Spell { spell }) = target {
                    self.counter(&spell);
                }
            }
            Effect::Destroy => {
                if let Some(Target::Permanent { permanent }) = target {
                    let moved = move_card(self.state, &permanent, Zone::Battlefield, Zone::Graveyard);
                    self.events.push(moved);
                }
            }
            Effect::ReturnToHand => {
                if let Some(Target::Permanent { permanent }) = target {
                    let moved = move_card(self.state, &permanent, Zone::Battlefield, Zone::Hand);
                    self.events.push(moved);
                }
            }
            Effect::Pump { power, toughness } => {
                if let Some(Target::Permanent { permanent }) = target {
                    let id = self.fresh_id();
                    self.events.push(DuelEvent::EffectCreated {
                        id,
                        player,
                        card: self.card.clone(),
                        effect: Continuous::Pump {
                            permanent,
                            power: *power,
                            toughness: *toughness,
                        },
                    });
                }
            }
            Effect::AddCounters { counter, amount } => {
                if let Some(Target::Permanent { permanent }) = target {
                    self.events.push(DuelEvent::AddCounter {
                        permanent,
                        counter: *counter,
                        amount: *amount,
                    });
                }
            }
            Effect::AddCountersToThis { counter, amount } => {
                if self.state.permanent(&source).is_some() {
                    self.events.push(DuelEvent::AddCounter {
                        permanent: source,
                        counter: *counter,
                        amount: *amount,
                    });
                }
            }
            Effect::ExtraMana { land_subtype, mana } => {
                let id = self.fresh_id();
                self.events.push(DuelEvent::EffectCreated {
                    id,
                    player,
                    card: self.card.clone(),
                    effect: Continuous::ExtraMana {
                        land_subtype: land_subtype.clone(),
                        mana: *mana,
                    },
                });
            }
            Effect::PreventCombatDamage => {
                let id = self.fresh_id();
                self.events.push(DuelEvent::EffectCreated {
                    id,
                    player,
                    card: self.card.clone(),
                    effect: Continuous::PreventCombatDamage,
                });
            }
            Effect::DelayedTrigger { at, .. } => {
                // Which of the spell's effects this is: delayed triggers come from spells.
                let index = self
                    .state
                    .catalogue
                    .get(&self.card)
                    .and_then(|c| c.spell.iter().position(|e| e == effect))
                    .and_then(|i| u8::try_from(i).ok())
                    .unwrap_or(0);
                let id = self.fresh_id();
                self.events.push(DuelEvent::DelayedTriggerCreated {
                    id,
                    player,
                    source,
                    card: self.card.clone(),
                    effect: index,
                    at: *at,
                });
            }
            Effect::ExileInsteadOfGraveyard => {}
        }
        true
    }

    fn damage(&mut self, target: Target, amount: u32, combat: bool) {
        self.events.push(DuelEvent::DealDamage {
            source: self.source.clone(),
            target,
            amount,
            combat,
        });
    }

    fn counter(&mut self, spell: &str) {
        let Some(object) = self.state.stack.iter().find(|o| o.id == spell) else {
            return;
        };
        match object.kind {
            StackKind::Spell => {
                self.events.push(DuelEvent::SpellCountered {
                    spell: spell.to_string(),
                });
                let moved = move_card(self.state, spell, Zone::Stack, Zone::Graveyard);
                self.events.push(moved);
            }
            _ => self.events.push(DuelEvent::AbilityCountered {
                id: spell.to_string(),
            }),
        }
    }
}

/// The effects of a stack object, from its card's definition.
pub fn effects_of(state: &DuelState, object: &StackObject) -> Vec<Effect> {
    let Some(card) = state.catalogue.get(&object.card) else {
        return Vec::new();
    };
    match object.kind {
        StackKind::Spell => card.spell.clone(),
        StackKind::Ability { ability } => card
            .abilities
            .get(usize::from(ability))
            .map(|a| a.effects.clone())
            .unwrap_or_default(),
        StackKind::Delayed { effect } => match card.spell.get(usize::from(effect)) {
            Some(Effect::DelayedTrigger { effects, .. }) => effects.clone(),
            _ => Vec::new(),
        },
    }
}

/// Resolves the top of the stack from its effect `from` on, with the choice for that effect
/// when it asked for one. Stops with a `ChoiceStarted` when an effect needs a choice; otherwise
/// ends with `SpellResolved` and the spell's card moving on, or `AbilityResolved`. A spell or
/// ability whose targets are all gone does not resolve.
pub fn resolve_top(state: &DuelState, from: usize, chosen: Option<&[CardId]>) -> Vec<DuelEvent> {
    let Some(object) = state.stack.last() else {
        return Vec::new();
    };
    let mut ctx = Ctx::new(state, object.controller, &object.source, &object.card);
    let targets_gone = !object.targets.is_empty() && !object.targets.iter().any(|t| ctx.legal(t));
    if targets_gone && from == 0 {
        ctx.counter(&object.id);
        return ctx.events;
    }
    let effects = effects_of(state, object);
    let mut target_at: usize = effects.iter().take(from).map(|e| e.targets().len()).sum();
    let mut chosen = chosen;
    for (i, effect) in effects.iter().enumerate().skip(from) {
        let n = effect.targets().len();
        let targets = object.targets.get(target_at..target_at + n).unwrap_or(&[]);
        target_at += n;
        if !ctx.effect(effect, targets, chosen.take()) {
            let count = match effect {
                Effect::DiscardCards { amount } => *amount,
                _ => 0,
            };
            ctx.events.push(DuelEvent::ChoiceStarted {
                player: state.player(object.controller).cloned().unwrap_or_default(),
                count,
                reason: ChoiceReason::Resolution,
                resume: u8::try_from(i).unwrap_or(u8::MAX),
            });
            return ctx.events;
        }
    }
    match object.kind {
        StackKind::Spell => {
            let permanent = state
                .catalogue
                .get(&object.card)
                .is_some_and(|c| c.is_permanent());
            ctx.events.push(DuelEvent::SpellResolved {
                spell: object.id.clone(),
            });
            let to = if permanent {
                Zone::Battlefield
            } else {
                Zone::Graveyard
            };
            ctx.events.push(move_card(ctx.state, &object.id, Zone::Stack, to));
        }
        _ => ctx.events.push(DuelEvent::AbilityResolved {
            id: object.id.clone(),
        }),
    }
    ctx.events
}
