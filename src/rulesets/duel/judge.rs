//! The judge: checks an action by the rules and returns its events (costs first). What
//! `legalActions` lists is [`super::listing`]'s; any valid action is accepted here, listed or
//! not.

use super::DuelEndReason;
use super::action::{Block, DuelAction, Payment, MAX_ACTION_LIST};
use super::card::{AbilityKind, Keyword};
use super::combat::assign;
use super::cost::{CardType, Cost};
use super::event::{move_card, DuelEvent};
use super::flow::{can_block, cleanup, decision, Decision};
use super::judge_cost::pay;
use super::registry::TargetKind;
use super::resolve::{resolve_top, Ctx};
use super::state::{CardId, ChoiceReason, DuelState, Target, Zone};
use crate::engine::error::{EngineError, Result};
use crate::engine::rng::GameRng;

/// The judge (see [`Ruleset::resolve`](crate::engine::ruleset::Ruleset::resolve)).
pub fn resolve(
    state: &DuelState,
    player: &str,
    action: &DuelAction,
    rng: &mut GameRng,
) -> Result<Vec<DuelEvent>> {
    let seat = state.seat_of(player).ok_or_else(|| {
        EngineError::invalid_input(format!("player {player:?} is not in this game"))
    })?;
    if matches!(action, DuelAction::Resign {}) {
        return Ok(vec![DuelEvent::PlayerLost {
            player: player.to_string(),
            reason: DuelEndReason::Resignation,
        }]);
    }
    check_lengths(action)?;
    let decision = decision(state).ok_or_else(|| EngineError::illegal("no one may act now"))?;
    if decision.seat() != seat {
        return Err(EngineError::not_your_turn(format!(
            "{:?} must act now, not {player:?}",
            state
                .player(decision.seat())
                .map_or("no one", String::as_str)
        )));
    }
    match (decision, action) {
        (Decision::Mulligan(_), DuelAction::Mulligan {}) => super::mulligan::mulligan(state, seat, rng),
        (Decision::Mulligan(_), DuelAction::Keep { bottom }) => super::mulligan::keep(state, seat, bottom),
        (Decision::Mulligan(_), _) => Err(EngineError::illegal(
            "decide on your opening hand first: KEEP (with the cards to put on the bottom) or \
             MULLIGAN",
        )),
        (_, DuelAction::Mulligan {} | DuelAction::Keep { .. }) => Err(EngineError::illegal(
            "MULLIGAN and KEEP are only for the opening hand, before the first turn",
        )),
        (Decision::Choice(_), DuelAction::ChooseCards { cards }) => choose(state, seat, cards),
        (Decision::Choice(_), _) => Err(EngineError::illegal(
            "a choice is waiting: choose the cards to discard (CHOOSE_CARDS)",
        )),
        (Decision::DeclareAttackers(_), DuelAction::DeclareAttackers { attackers }) => {
            declare_attackers(state, seat, attackers)
        }
        (Decision::DeclareAttackers(_), _) => Err(EngineError::illegal(
            "declare attackers first (DECLARE_ATTACKERS; an empty list attacks with nothing)",
        )),
        (Decision::DeclareBlockers(_), DuelAction::DeclareBlockers { blocks }) => {
            declare_blockers(state, seat, blocks)
        }
        (Decision::DeclareBlockers(_), _) => Err(EngineError::illegal(
            "declare blockers first (DECLARE_BLOCKERS; an empty list blocks nothing)",
        )),
        (
            Decision::AssignCombatDamage(_),
            DuelAction::AssignCombatDamage {
                attacker,
                assignment,
            },
        ) => assign(state, player, attacker, assignment),
        (Decision::AssignCombatDamage(_), _) => Err(EngineError::illegal(
            "divide the combat damage among the blockers first (ASSIGN_COMBAT_DAMAGE)",
        )),
        (Decision::Priority(_), DuelAction::PassPriority {}) => {
            Ok(vec![DuelEvent::PriorityPassed {
                player: player.to_string(),
            }])
        }
        (Decision::Priority(_), DuelAction::PlayLand { card }) => play_land(state, seat, card),
        (
            Decision::Priority(_),
            DuelAction::CastSpell {
                card,
                targets,
                payment,
            },
        ) => cast(state, seat, card, targets, payment),
        (
            Decision::Priority(_),
            DuelAction::ActivateAbility {
                permanent,
                ability,
                targets,
                payment,
            },
        ) => activate(state, seat, permanent, *ability, targets, payment),
        (Decision::Priority(_), _) => Err(EngineError::illegal(
            "you hold priority: pass, play a land, cast a spell or activate an ability",
        )),
    }
}

fn check_lengths(action: &DuelAction) -> Result<()> {
    let (field, len) = match action {
        DuelAction::CastSpell {
            targets, payment, ..
        }
        | DuelAction::ActivateAbility {
            targets, payment, ..
        } => {
            let mana = payment.mana.as_ref().map_or(0, Vec::len);
            if payment.discard.len() > MAX_ACTION_LIST {
                ("payment.discard", payment.discard.len())
            } else if mana > MAX_ACTION_LIST {
                ("payment.mana", mana)
            } else {
                ("targets", targets.len())
            }
        }
        DuelAction::DeclareAttackers { attackers } => ("attackers", attackers.len()),
        DuelAction::DeclareBlockers { blocks } => ("blocks", blocks.len()),
        DuelAction::ChooseCards { cards } => ("cards", cards.len()),
        DuelAction::AssignCombatDamage { assignment, .. } => ("assignment", assignment.len()),
        _ => return Ok(()),
    };
    if len > MAX_ACTION_LIST {
        return Err(EngineError::invalid_input(format!(
            "action.{field} holds {len} entries, above the limit of {MAX_ACTION_LIST}"
        )));
    }
    Ok(())
}

fn player_of(state: &DuelState, seat: u8) -> String {
    state.player(seat).cloned().unwrap_or_default()
}

fn choose(state: &DuelState, seat: u8, cards: &[CardId]) -> Result<Vec<DuelEvent>> {
    let Some(choice) = &state.choice else {
        return Err(EngineError::illegal("there is no choice to make"));
    };
    let hand = state.seat(seat).map(|s| s.hand.as_slice()).unwrap_or(&[]);
    let count = (choice.count as usize).min(hand.len());
    if cards.len() != count {
        return Err(EngineError::illegal(format!(
            "choose exactly {count} card(s) from your hand to discard, not {}",
            cards.len()
        )));
    }
    for (i, card) in cards.iter().enumerate() {
        if !hand.contains(card) {
            return Err(EngineError::illegal(format!(
                "cards[{i}] {card:?} is not in your hand"
            )));
        }
        if cards.iter().take(i).any(|c| c == card) {
            return Err(EngineError::illegal(format!(
                "cards[{i}] {card:?} is chosen twice"
            )));
        }
    }
    let mut events = vec![DuelEvent::ChoiceMade {
        player: player_of(state, seat),
        cards: cards.to_vec(),
    }];
    match choice.reason {
        ChoiceReason::Resolution => {
            events.extend(resolve_top(state, usize::from(choice.resume), Some(cards)));
        }
        ChoiceReason::HandSize => {
            let mut ctx = Ctx::new(state, seat, "", "");
            ctx.discard(seat, cards);
            events.append(&mut ctx.events);
            cleanup(state, &mut events);
        }
    }
    Ok(events)
}

/// Whether this creature of the active player can attack now.
fn can_attack(state: &DuelState, id: &str) -> bool {
    state.permanent(id).is_some_and(|p| state.can_attack(p))
}

fn declare_attackers(state: &DuelState, seat: u8, attackers: &[CardId]) -> Result<Vec<DuelEvent>> {
    let player = player_of(state, seat);
    let mut events = Vec::new();
    for (i, id) in attackers.iter().enumerate() {
        if !can_attack(state, id) {
            return Err(EngineError::illegal(format!(
                "attackers[{i}] {id:?} is not an untapped creature of yours that can attack \
                 (creatures that came under your control this turn need haste; defenders never \
                 attack)"
            )));
        }
        if attackers.iter().take(i).any(|a| a == id) {
            return Err(EngineError::illegal(format!(
                "attackers[{i}] {id:?} is named twice"
            )));
        }
        events.push(DuelEvent::DeclareAttacker {
            player: player.clone(),
            attacker: id.clone(),
        });
        let vigilance = state
            .permanent(id)
            .is_some_and(|p| state.has_keyword(p, Keyword::Vigilance));
        if !vigilance {
            events.push(DuelEvent::TapPermanent {
                permanent: id.clone(),
            });
        }
    }
    events.push(DuelEvent::AttackersDeclared { player });
    Ok(events)
}

fn declare_blockers(state: &DuelState, seat: u8, blocks: &[Block]) -> Result<Vec<DuelEvent>> {
    let player = player_of(state, seat);
    let mut events = Vec::new();
    for (i, block) in blocks.iter().enumerate() {
        let mine = state
            .permanent(&block.blocker)
            .is_some_and(|p| p.controller == seat);
        let attacking = state
            .combat
            .attacks
            .iter()
            .any(|a| a.attacker == block.attacker);
        if !mine || !attacking || !can_block(state, &block.blocker, &block.attacker) {
            return Err(EngineError::illegal(format!(
                "blocks[{i}]: {:?} cannot block {:?} (an untapped creature of yours blocks an \
                 attacker; a flyer only by a creature with flying or reach)",
                block.blocker, block.attacker
            )));
        }
        if blocks.iter().take(i).any(|b| b.blocker == block.blocker) {
            return Err(EngineError::illegal(format!(
                "blocks[{i}]: {:?} blocks twice",
                block.blocker
            )));
        }
        events.push(DuelEvent::DeclareBlocker {
            player: player.clone(),
            blocker: block.blocker.clone(),
            attacker: block.attacker.clone(),
        });
    }
    events.push(DuelEvent::BlockersDeclared { player });
    Ok(events)
}

/// Whether `seat` may do something only done at sorcery speed: their main phase, empty stack.
pub(super) fn sorcery_speed(state: &DuelState, seat: u8) -> bool {
    state.active == seat && state.step.is_main() && state.stack.is_empty()
}

fn play_land(state: &DuelState, seat: u8, card: &str) -> Result<Vec<DuelEvent>> {
    let in_hand = state
        .seat(seat)
        .is_some_and(|s| s.hand.iter().any(|c| c == card));
    if !in_hand {
        return Err(EngineError::illegal(format!(
            "card {card:?} is not in your hand"
        )));
    }
    if !state.card_of(card).is_some_and(|c| c.is(CardType::Land)) {
        return Err(EngineError::illegal(format!("card {card:?} is not a land")));
    }
    if !sorcery_speed(state, seat) {
        return Err(EngineError::illegal(
            "a land is played only in a main phase of your turn with an empty stack",
        ));
    }
    if state.seat(seat).is_some_and(|s| s.lands_played >= 1) {
        return Err(EngineError::illegal("you already played a land this turn"));
    }
    Ok(vec![
        DuelEvent::LandPlayed {
            player: player_of(state, seat),
            card: card.to_string(),
        },
        move_card(state, card, Zone::Hand, Zone::Battlefield),
    ])
}

/// Checks `targets` against the kinds a spell or ability takes (`source`: what is targeting,
/// which cannot target itself on the stack).
fn check_targets(state: &DuelState, kinds: &[TargetKind], targets: &[Target]) -> Result<()> {
    if targets.len() != kinds.len() {
        return Err(EngineError::illegal(format!(
            "it takes {} target(s), not {}",
            kinds.len(),
            targets.len()
        )));
    }
    for (i, (kind, target)) in kinds.iter().zip(targets).enumerate() {
        if !candidates(state, *kind).contains(target) {
            return Err(EngineError::illegal(format!(
                "targets[{i}] {} is not a legal target (it takes {})",
                serde_json::to_string(target).unwrap_or_default(),
                describe(*kind)
            )));
        }
    }
    Ok(())
}

fn describe(kind: TargetKind) -> &'static str {
    match kind {
        TargetKind::Any => "a player or a creature on the battlefield",
        TargetKind::Creature => "a creature on the battlefield",
        TargetKind::Player => "a player",
        TargetKind::Spell => "a spell on the stack",
    }
}

/// Every legal target of a kind, in a fixed order: players in seat order, then creatures in
/// the order they entered, or spells from the top of the stack down.
pub(super) fn candidates(state: &DuelState, kind: TargetKind) -> Vec<Target> {
    let players = || {
        state
            .players
            .iter()
            .map(|p| Target::Player { player: p.clone() })
    };
    let creatures = || {
        state
            .battlefield
            .iter()
            .filter(|p| state.is_creature(p))
            .map(|p| Target::Permanent {
                permanent: p.id.clone(),
            })
    };
    match kind {
        TargetKind::Any => players().chain(creatures()).collect(),
        TargetKind::Creature => creatures().collect(),
        TargetKind::Player => players().collect(),
        TargetKind::Spell => state
            .stack
            .iter()
            .rev()
            .filter(|o| o.kind == super::state::StackKind::Spell)
            .map(|o| Target::Spell {
                spell: o.id.clone(),
            })
            .collect(),
    }
}

fn cast(
    state: &DuelState,
    seat: u8,
    card: &str,
    targets: &[Target],
    payment: &Payment,
) -> Result<Vec<DuelEvent>> {
    let in_hand = state
        .seat(seat)
        .is_some_and(|s| s.hand.iter().any(|c| c == card));
    if !in_hand {
        return Err(EngineError::illegal(format!(
            "card {card:?} is not in your hand"
        )));
    }
    let Some(definition) = state.card_of(card) else {
        return Err(EngineError::illegal(format!(
            "card {card:?} is not in this game"
        )));
    };
    if definition.is(CardType::Land) {
        return Err(EngineError::illegal(format!(
            "card {card:?} is a land: play it with PLAY_LAND"
        )));
    }
    if !definition.is(CardType::Instant) && !sorcery_speed(state, seat) {
        return Err(EngineError::illegal(format!(
            "{} is cast only in a main phase of your turn with an empty stack",
            definition.def.name
        )));
    }
    check_targets(state, &definition.spell_targets, targets)?;
    let cost = Cost {
        mana: definition.cost,
        ..Cost::default()
    };
    let mut events = pay(state, seat, &cost, None, Some(card), payment)?;
    events.push(move_card(state, card, Zone::Hand, Zone::Stack));
    events.push(DuelEvent::SpellCast {
        player: player_of(state, seat),
        spell: card.to_string(),
        card: definition.def.id.clone(),
        targets: targets.to_vec(),
    });
    Ok(events)
}

fn activate(
    state: &DuelState,
    seat: u8,
    permanent: &str,
    index: u8,
    targets: &[Target],
    payment: &Payment,
) -> Result<Vec<DuelEvent>> {
    let Some(source) = state.permanent(permanent).filter(|p| p.controller == seat) else {
        return Err(EngineError::illegal(format!(
            "permanent {permanent:?} is not a permanent you control"
        )));
    };
    let ability = state
        .definition(source)
        .and_then(|c| c.abilities.get(usize::from(index)));
    let Some((ability, AbilityKind::Activated { cost, mana })) =
        ability.map(|a| (a, &a.kind)).and_then(|(a, k)| match k {
            AbilityKind::Activated { .. } => Some((a, k.clone())),
            _ => None,
        })
    else {
        return Err(EngineError::illegal(format!(
            "ability {index} of {permanent:?} is not an activated ability"
        )));
    };
    check_targets(state, &ability.targets, targets)?;
    let mut events = pay(state, seat, &cost, Some(permanent), None, payment)?;
    if mana {
        // A mana ability: no stack, its effects happen at once.
        let mut ctx = Ctx::new(state, seat, permanent, &source.card);
        for effect in &ability.effects {
            ctx.effect(effect, &[], None);
        }
        events.append(&mut ctx.events);
    } else {
        events.push(DuelEvent::AbilityActivated {
            player: player_of(state, seat),
            id: format!("a{}", state.next_id),
            source: permanent.to_string(),
            card: source.card.clone(),
            ability: index,
            targets: targets.to_vec(),
        });
    }
    Ok(events)
}

