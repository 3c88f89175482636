//! How a duel goes on by itself between decisions: state-based actions, triggered abilities
//! going on the stack, the top of the stack resolving when every player has passed, steps
//! ending, and each step's turn-based actions (untap, draw, combat damage, cleanup).

use super::DuelEndReason;
use super::combat::{combat_damage, divisions_to_ask, CombatDamageMode};
use super::card::{AbilityKind, Keyword, TriggerWhen};
use super::event::{move_card, DuelEvent};
use super::registry::DelayedAt;
use super::resolve::resolve_top;
use super::state::{
    CardId, ChoiceReason, DuelState, StackKind, Step, Zone, MAX_HAND_SIZE,
};

/// What the game waits for now, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// A player keeps their opening hand or takes a mulligan (`KEEP`, `MULLIGAN`).
    Mulligan(u8),
    /// A player chooses cards (`CHOOSE_CARDS`).
    Choice(u8),
    DeclareAttackers(u8),
    DeclareBlockers(u8),
    /// The attacking player divides an attacker's damage among its blockers.
    AssignCombatDamage(u8),
    Priority(u8),
}

impl Decision {
    pub fn seat(self) -> u8 {
        match self {
            Decision::Mulligan(s)
            | Decision::Choice(s)
            | Decision::DeclareAttackers(s)
            | Decision::DeclareBlockers(s)
            | Decision::AssignCombatDamage(s)
            | Decision::Priority(s) => s,
        }
    }
}

/// The decision the game waits for, or `None` when it goes on by itself (or is over).
pub fn decision(state: &DuelState) -> Option<Decision> {
    if state.seats.iter().any(|s| s.lost.is_some()) {
        return None;
    }
    if state.mulligan_phase {
        // The starting player first, then the other.
        let first = state.active;
        return [first, state.opponent(first)]
            .into_iter()
            .find(|&s| state.seat(s).is_some_and(|seat| !seat.kept))
            .map(Decision::Mulligan);
    }
    if let Some(choice) = &state.choice {
        return Some(Decision::Choice(choice.player));
    }
    if !state.triggered.is_empty() {
        return None;
    }
    if !state.combat.awaiting.is_empty() {
        return Some(Decision::AssignCombatDamage(state.active));
    }
    let defender = state.opponent(state.active);
    match state.step {
        Step::DeclareAttackers if !state.combat.attackers_declared && can_any_attack(state) => {
            return Some(Decision::DeclareAttackers(state.active));
        }
        Step::DeclareBlockers
            if !state.combat.blockers_declared && can_any_block(state, defender) =>
        {
            return Some(Decision::DeclareBlockers(defender));
        }
        _ => {}
    }
    match state.priority {
        Some(seat) if usize::from(state.passes) < state.players.len() => {
            Some(Decision::Priority(seat))
        }
        _ => None,
    }
}

/// The active player's creatures that can attack now (untapped, no defender, under their
/// control since their turn began or with haste), in the order they entered.
pub fn attack_candidates(state: &DuelState) -> Vec<CardId> {
    state
        .battlefield
        .iter()
        .filter(|p| state.can_attack(p))
        .map(|p| p.id.clone())
        .collect()
}

/// Whether the active player has a creature that can attack: else they are not asked.
pub fn can_any_attack(state: &DuelState) -> bool {
    state.battlefield.iter().any(|p| state.can_attack(p))
}

/// Whether `blocker` may block `attacker` (untapped creature; flying needs flying or reach).
pub fn can_block(state: &DuelState, blocker: &str, attacker: &str) -> bool {
    let (Some(b), Some(a)) = (state.permanent(blocker), state.permanent(attacker)) else {
        return false;
    };
    !b.tapped
        && state.is_creature(b)
        && (!state.has_keyword(a, Keyword::Flying)
            || state.has_keyword(b, Keyword::Flying)
            || state.has_keyword(b, Keyword::Reach))
}

/// `seat`'s creatures that can block, in the order they entered, each with the attackers it can
/// block, in the order they were declared.
pub fn block_candidates(state: &DuelState, seat: u8) -> Vec<(CardId, Vec<CardId>)> {
    state
        .battlefield
        .iter()
        .filter(|b| b.controller == seat)
        .map(|b| {
            let attackers: Vec<CardId> = state
                .combat
                .attacks
                .iter()
                .filter(|a| can_block(state, &b.id, &a.attacker))
                .map(|a| a.attacker.clone())
                .collect();
            (b.id.clone(), attackers)
        })
        .filter(|(_, attackers)| !attackers.is_empty())
        .collect()
}

pub fn can_any_block(state: &DuelState, defender: u8) -> bool {
    state.battlefield.iter().any(|b| {
        b.controller == defender
            && state
                .combat
                .attacks
                .iter()
                .any(|a| can_block(state, &b.id, &a.attacker))
    })
}

/// [`Ruleset::advance`](crate::engine::ruleset::Ruleset::advance): what happens next when no
/// event is waiting.
pub fn advance(state: &DuelState) -> Vec<DuelEvent> {
    if state.choice.is_some() || state.seats.iter().any(|s| s.lost.is_some()) {
        return Vec::new();
    }
    let sba = state_based_actions(state);
    if !sba.is_empty() {
        return sba;
    }
    if !state.triggered.is_empty() {
        return put_triggers_on_stack(state);
    }
    if decision(state).is_some() {
        return Vec::new();
    }
    let everyone_passed = usize::from(state.passes) >= state.players.len();
    if everyone_passed && !state.stack.is_empty() {
        return resolve_top(state, 0, None);
    }
    next_step(state)
}

/// State-based actions, all at once: players at 0 or less life or who drew from an empty
/// library lose; creatures with toughness 0 or less or lethal damage die; +1/+1 and -1/-1
/// counters on one permanent cancel out.
pub fn state_based_actions(state: &DuelState) -> Vec<DuelEvent> {
    let mut events = Vec::new();
    for seat in &state.seats {
        if seat.lost.is_some() {
            continue;
        }
        let reason = if seat.life <= 0 {
            Some(DuelEndReason::LifeTotal)
        } else if seat.drew_from_empty {
            Some(DuelEndReason::EmptyLibrary)
        } else {
            None
        };
        if let Some(reason) = reason {
            events.push(DuelEvent::PlayerLost {
                player: seat.player.clone(),
                reason,
            });
        }
    }
    for p in &state.battlefield {
        if state.is_creature(p) {
            let (_, toughness) = state.power_toughness(p);
            if toughness <= 0 || i64::from(p.damage) >= i64::from(toughness) {
                events.push(move_card(state, &p.id, Zone::Battlefield, Zone::Graveyard));
                continue;
            }
        }
        let both = p.plus_counters.min(p.minus_counters);
        if both > 0 {
            for counter in [
                super::registry::Counter::Plus,
                super::registry::Counter::Minus,
            ] {
                events.push(DuelEvent::RemoveCounter {
                    permanent: p.id.clone(),
                    counter,
                    amount: both,
                });
            }
        }
    }
    events
}

/// Waiting triggered abilities go on the stack, the active player's first (so the other
/// player's resolve first).
fn put_triggers_on_stack(state: &DuelState) -> Vec<DuelEvent> {
    let mut order: Vec<&super::state::WaitingTrigger> = state.triggered.iter().collect();
    order.sort_by_key(|t| t.controller != state.active);
    let mut next = state.next_id;
    order
        .into_iter()
        .map(|t| {
            let id = format!("a{next}");
            next += 1;
            DuelEvent::AbilityPutOnStack {
                player: state.player(t.controller).cloned().unwrap_or_default(),
                id,
                source: t.source.clone(),
                card: t.card.clone(),
                kind: t.kind.clone(),
            }
        })
        .collect()
}

/// The step after this one; combat without attackers skips blockers and damage.
fn following(state: &DuelState) -> Option<Step> {
    Some(match state.step {
        Step::Untap => Step::Upkeep,
        Step::Upkeep => Step::Draw,
        Step::Draw => Step::Main1,
        Step::Main1 => Step::BeginCombat,
        Step::BeginCombat => Step::DeclareAttackers,
        Step::DeclareAttackers if state.combat.attacks.is_empty() => Step::EndCombat,
        Step::DeclareAttackers => Step::DeclareBlockers,
        Step::DeclareBlockers => Step::CombatDamage,
        Step::CombatDamage => Step::EndCombat,
        Step::EndCombat => Step::Main2,
        Step::Main2 => Step::End,
        Step::End => Step::Cleanup,
        Step::Cleanup => return None,
    })
}

/// The end of this step: mana pools empty, and the next step (or the next turn) starts.
fn next_step(state: &DuelState) -> Vec<DuelEvent> {
    let mut events = Vec::new();
    for seat in &state.seats {
        if !seat.pool.is_empty() {
            events.push(DuelEvent::EmptyManaPool {
                player: seat.player.clone(),
                mana: seat.pool,
            });
        }
    }
    match following(state) {
        Some(step) => events.push(DuelEvent::StepStarted { step }),
        None => {
            let next = state.opponent(state.active);
            events.push(DuelEvent::TurnStarted {
                player: state.player(next).cloned().unwrap_or_default(),
                turn: state.turn.saturating_add(1),
            });
            events.push(DuelEvent::StepStarted { step: Step::Untap });
        }
    }
    events
}

/// [`Ruleset::triggers`](crate::engine::ruleset::Ruleset::triggers): a step's turn-based
/// actions when it starts, and the triggered abilities an event triggers.
pub fn triggers(state: &DuelState, event: &DuelEvent) -> Vec<DuelEvent> {
    let mut events = Vec::new();
    match event {
        DuelEvent::StepStarted { step } => {
            turn_based_actions(state, *step, &mut events);
            let at = match step {
                Step::Upkeep => Some(DelayedAt::NextUpkeep),
                Step::End => Some(DelayedAt::NextEndStep),
                _ => None,
            };
            for d in &state.delayed {
                if Some(d.at) == at && !d.fired {
                    events.push(DuelEvent::AbilityTriggered {
                        player: state.player(d.controller).cloned().unwrap_or_default(),
                        source: d.source.clone(),
                        card: d.card.clone(),
                        kind: StackKind::Delayed { effect: d.effect },
                        delayed: Some(d.id),
                    });
                }
            }
            if *step == Step::Upkeep {
                abilities_that_trigger(state, &mut events, |when, p| {
                    when == TriggerWhen::YourUpkeep && p.controller == state.active
                });
            }
        }
        DuelEvent::MoveCardZone {
            card,
            to: Zone::Battlefield,
            ..
        } => {
            let card = card.id().map_or("", |c| c.as_str());
            let creature = state.permanent(card).is_some_and(|p| state.is_creature(p));
            abilities_that_trigger(state, &mut events, |when, p| match when {
                TriggerWhen::Enters => p.id == card,
                TriggerWhen::AnotherCreatureEnters => creature && p.id != card,
                _ => false,
            });
        }
        DuelEvent::GainLife { player, amount } if *amount > 0 => {
            let seat = state.seat_of(player);
            abilities_that_trigger(state, &mut events, |when, p| {
                when == TriggerWhen::YouGainLife && Some(p.controller) == seat
            });
        }
        _ => {}
    }
    events
}

/// An `AbilityTriggered` for each triggered ability of a permanent that `fires`.
fn abilities_that_trigger(
    state: &DuelState,
    events: &mut Vec<DuelEvent>,
    fires: impl Fn(TriggerWhen, &super::state::Permanent) -> bool,
) {
    for p in &state.battlefield {
        let Some(card) = state.definition(p) else {
            continue;
        };
        for (i, ability) in card.abilities.iter().enumerate() {
            if let AbilityKind::Triggered(when) = ability.kind {
                if fires(when, p) {
                    events.push(DuelEvent::AbilityTriggered {
                        player: state.player(p.controller).cloned().unwrap_or_default(),
                        source: p.id.clone(),
                        card: p.card.clone(),
                        kind: StackKind::Ability {
                            ability: u8::try_from(i).unwrap_or(u8::MAX),
                        },
                        delayed: None,
                    });
                }
            }
        }
    }
}

/// What a step does as it starts: untap, draw, combat damage, cleanup.
fn turn_based_actions(state: &DuelState, step: Step, events: &mut Vec<DuelEvent>) {
    let active = state.active;
    match step {
        Step::Untap => {
            for p in &state.battlefield {
                if p.controller == active && p.tapped {
                    events.push(DuelEvent::UntapPermanent {
                        permanent: p.id.clone(),
                    });
                }
            }
        }
        Step::Draw if !(state.skip_first_draw && state.turn == 1) => {
            let mut ctx = super::resolve::Ctx::new(state, active, "", "");
            ctx.draw(active, 1);
            events.append(&mut ctx.events);
        }
        Step::CombatDamage => {
            let asked = match state.combat_damage {
                CombatDamageMode::Ask => divisions_to_ask(state),
                CombatDamageMode::Default => Vec::new(),
            };
            if asked.is_empty() {
                combat_damage(state, events);
            } else {
                events.push(DuelEvent::CombatDamageDivisionStarted {
                    player: state.player(active).cloned().unwrap_or_default(),
                    attackers: asked,
                });
            }
        }
        Step::Cleanup => {
            let hand = state.seat(active).map_or(0, |s| s.hand.len());
            if hand > MAX_HAND_SIZE {
                events.push(DuelEvent::ChoiceStarted {
                    player: state.player(active).cloned().unwrap_or_default(),
                    count: (hand - MAX_HAND_SIZE) as u32,
                    reason: ChoiceReason::HandSize,
                    resume: 0,
                });
            } else {
                cleanup(state, events);
            }
        }
        _ => {}
    }
}

/// Cleanup, after any discard: damage wears off, "until end of turn" effects end, delayed
/// triggers that fired are gone.
pub fn cleanup(state: &DuelState, events: &mut Vec<DuelEvent>) {
    for p in &state.battlefield {
        if p.damage > 0 {
            events.push(DuelEvent::DamageRemoved {
                permanent: p.id.clone(),
            });
        }
    }
    for e in &state.effects {
        events.push(DuelEvent::EffectEnded { id: e.id });
    }
    for d in &state.delayed {
        if d.fired {
            events.push(DuelEvent::DelayedTriggerEnded { id: d.id });
        }
    }
}
