//! The judge: checks an action and returns its events (costs first), and lists every legal
//! action. Choices with many combinations (attackers, blocks, cards to discard, targets and
//! payments) are listed up to [`MAX_LISTED`] each, in a fixed order; any other valid choice is
//! still accepted when submitted.

use super::DuelEndReason;
use super::action::{Block, DuelAction, Payment, MAX_ACTION_LIST};
use super::card::{AbilityKind, Keyword};
use super::cost::{CardType, Cost, Sacrifice};
use super::event::{move_card, DuelEvent};
use super::flow::{can_block, cleanup, decision, Decision};
use super::judge_cost::pay;
use super::registry::TargetKind;
use super::resolve::{resolve_top, Ctx};
use super::state::{CardId, ChoiceReason, DuelState, Target, Zone};
use crate::engine::error::{EngineError, Result};

/// The most choices of one kind listed (see the module's documentation).
pub const MAX_LISTED: usize = 64;

/// The judge (see [`Ruleset::resolve`](crate::engine::ruleset::Ruleset::resolve)).
pub fn resolve(state: &DuelState, player: &str, action: &DuelAction) -> Result<Vec<DuelEvent>> {
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
            if payment.discard.len() > MAX_ACTION_LIST {
                ("payment.discard", payment.discard.len())
            } else {
                ("targets", targets.len())
            }
        }
        DuelAction::DeclareAttackers { attackers } => ("attackers", attackers.len()),
        DuelAction::DeclareBlockers { blocks } => ("blocks", blocks.len()),
        DuelAction::ChooseCards { cards } => ("cards", cards.len()),
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
fn sorcery_speed(state: &DuelState, seat: u8) -> bool {
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
fn candidates(state: &DuelState, kind: TargetKind) -> Vec<Target> {
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

/// Every legal action of `player` now (see the module's documentation for the order and
/// bounds); `PASS_PRIORITY` comes last.
pub fn legal_actions(state: &DuelState, player: &str) -> Vec<DuelAction> {
    let Some(seat) = state.seat_of(player) else {
        return Vec::new();
    };
    match decision(state) {
        Some(Decision::Choice(s)) if s == seat => choices(state, seat),
        Some(Decision::DeclareAttackers(s)) if s == seat => attack_options(state),
        Some(Decision::DeclareBlockers(s)) if s == seat => block_options(state, seat),
        Some(Decision::Priority(s)) if s == seat => priority_options(state, seat),
        _ => Vec::new(),
    }
}

fn choices(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    let hand = state.seat(seat).map(|s| s.hand.clone()).unwrap_or_default();
    let count = state
        .choice
        .as_ref()
        .map_or(0, |c| c.count as usize)
        .min(hand.len());
    combinations(&hand, count, MAX_LISTED)
        .into_iter()
        .map(|cards| DuelAction::ChooseCards { cards })
        .collect()
}

fn attack_options(state: &DuelState) -> Vec<DuelAction> {
    let able: Vec<CardId> = state
        .battlefield
        .iter()
        .filter(|p| can_attack(state, &p.id))
        .map(|p| p.id.clone())
        .collect();
    // Largest attacks first: every subset by size, from all of them down to none.
    let mut options = Vec::new();
    for size in (0..=able.len()).rev() {
        for attackers in combinations(&able, size, MAX_LISTED - options.len()) {
            options.push(DuelAction::DeclareAttackers { attackers });
        }
        if options.len() >= MAX_LISTED {
            break;
        }
    }
    options
}

fn block_options(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    // For each possible blocker, the attackers it can block, then "no block".
    let mut per_blocker: Vec<(CardId, Vec<Option<CardId>>)> = Vec::new();
    for b in state.battlefield.iter().filter(|p| p.controller == seat) {
        let mut options: Vec<Option<CardId>> = state
            .combat
            .attacks
            .iter()
            .filter(|a| can_block(state, &b.id, &a.attacker))
            .map(|a| Some(a.attacker.clone()))
            .collect();
        if !options.is_empty() {
            options.push(None);
            per_blocker.push((b.id.clone(), options));
        }
    }
    let mut result = Vec::new();
    let mut digits = vec![0usize; per_blocker.len()];
    loop {
        let blocks: Vec<Block> = per_blocker
            .iter()
            .zip(&digits)
            .filter_map(|((blocker, options), &d)| {
                options.get(d).cloned().flatten().map(|attacker| Block {
                    blocker: blocker.clone(),
                    attacker,
                })
            })
            .collect();
        result.push(DuelAction::DeclareBlockers { blocks });
        if result.len() >= MAX_LISTED {
            break;
        }
        // The next assignment in mixed radix, the last blocker fastest.
        let mut i = digits.len();
        loop {
            if i == 0 {
                return result;
            }
            i -= 1;
            let len = per_blocker.get(i).map_or(1, |(_, o)| o.len());
            if let Some(d) = digits.get_mut(i) {
                *d += 1;
                if *d < len {
                    break;
                }
                *d = 0;
            }
        }
    }
    result
}

fn priority_options(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    let mut options = Vec::new();
    let Some(me) = state.seat(seat) else {
        return options;
    };
    if sorcery_speed(state, seat) && me.lands_played == 0 {
        for card in &me.hand {
            if state.card_of(card).is_some_and(|c| c.is(CardType::Land)) {
                options.push(DuelAction::PlayLand { card: card.clone() });
            }
        }
    }
    for card in &me.hand {
        let Some(def) = state.card_of(card) else {
            continue;
        };
        if def.is(CardType::Land) || (!def.is(CardType::Instant) && !sorcery_speed(state, seat)) {
            continue;
        }
        if me.pool.payment(&def.cost).is_none() {
            continue;
        }
        for targets in target_options(state, &def.spell_targets) {
            options.push(DuelAction::CastSpell {
                card: card.clone(),
                targets,
                payment: Payment::default(),
            });
        }
    }
    let mut mana_abilities = Vec::new();
    for p in state.battlefield.iter().filter(|p| p.controller == seat) {
        let Some(def) = state.definition(p) else {
            continue;
        };
        for (i, ability) in def.abilities.iter().enumerate() {
            let AbilityKind::Activated { cost, mana } = &ability.kind else {
                continue;
            };
            let Ok(index) = u8::try_from(i) else {
                continue;
            };
            if !super::judge_cost::can_pay(state, seat, cost, Some(&p.id), None) {
                continue;
            }
            let list = if *mana {
                &mut mana_abilities
            } else {
                &mut options
            };
            let mut listed = 0;
            'each: for payment in payment_options(state, seat, cost, &p.id) {
                for targets in target_options(state, &ability.targets) {
                    list.push(DuelAction::ActivateAbility {
                        permanent: p.id.clone(),
                        ability: index,
                        targets,
                        payment: payment.clone(),
                    });
                    listed += 1;
                    if listed >= MAX_LISTED {
                        break 'each;
                    }
                }
            }
        }
    }
    options.append(&mut mana_abilities);
    options.push(DuelAction::PassPriority {});
    options
}

/// Every combination of targets, up to [`MAX_LISTED`]; one empty list for no targets.
fn target_options(state: &DuelState, kinds: &[TargetKind]) -> Vec<Vec<Target>> {
    let mut all: Vec<Vec<Target>> = vec![Vec::new()];
    for kind in kinds {
        let choices = candidates(state, *kind);
        let mut next = Vec::new();
        'all: for partial in &all {
            for target in &choices {
                let mut with = partial.clone();
                with.push(target.clone());
                next.push(with);
                if next.len() >= MAX_LISTED {
                    break 'all;
                }
            }
        }
        all = next;
    }
    all
}

/// The ways to pay the chosen parts of a cost (sacrifice, discard), up to [`MAX_LISTED`].
fn payment_options(state: &DuelState, seat: u8, cost: &Cost, source: &str) -> Vec<Payment> {
    let sacrifices: Vec<Option<CardId>> = match cost.sacrifice {
        Some(Sacrifice::OneOf { card_type }) => state
            .battlefield
            .iter()
            .filter(|p| {
                p.controller == seat && state.definition(p).is_some_and(|c| c.is(card_type))
            })
            .map(|p| Some(p.id.clone()))
            .collect(),
        _ => vec![None],
    };
    let _ = source;
    let discards = if cost.discard == 0 {
        vec![Vec::new()]
    } else {
        let hand = state.seat(seat).map(|s| s.hand.as_slice()).unwrap_or(&[]);
        combinations(hand, cost.discard as usize, MAX_LISTED)
    };
    let mut payments = Vec::new();
    for sacrifice in &sacrifices {
        for discard in &discards {
            payments.push(Payment {
                discard: discard.clone(),
                sacrifice: sacrifice.clone(),
            });
            if payments.len() >= MAX_LISTED {
                return payments;
            }
        }
    }
    payments
}

/// The first `limit` combinations of `k` items, in lexicographic order of positions.
pub fn combinations<T: Clone>(items: &[T], k: usize, limit: usize) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    if k > items.len() || limit == 0 {
        return out;
    }
    let mut picks: Vec<usize> = (0..k).collect();
    loop {
        out.push(
            picks
                .iter()
                .filter_map(|&i| items.get(i).cloned())
                .collect(),
        );
        if out.len() >= limit {
            return out;
        }
        // The rightmost pick that can move right.
        let Some(i) = (0..k)
            .rev()
            .find(|&i| picks.get(i).is_some_and(|&p| p < items.len() - k + i))
        else {
            return out;
        };
        if let Some(p) = picks.get_mut(i) {
            *p += 1;
        }
        for j in i + 1..k {
            let before = picks.get(j - 1).copied().unwrap_or(0);
            if let Some(p) = picks.get_mut(j) {
                *p = before + 1;
            }
        }
    }
}
