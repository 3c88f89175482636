//! What `legalActions` lists for the duel. Choices among few options are listed whole; the
//! wide ones follow fixed rules so that the list stays short and its first entry is always the
//! "do nothing" answer:
//!
//! - **Attackers**: no attack first, then each creature that can attack alone, then all of them
//!   (when there are two or more).
//! - **Blockers**: no blocks first, then each single block (each blocker that can block, in the
//!   order the permanents entered, with each attacker it can block, in the order they were
//!   declared), then one full assignment when two or more creatures can block: each of them, in
//!   the order they entered, blocks the attacker it can block that has the fewest blockers so
//!   far (the first declared on a tie).
//! - **Discards** (`CHOOSE_CARDS`, `count` of a hand of `n`): first the `count` cards of lowest
//!   mana value (the hand's order on a tie), which keeps the most expensive; then, for each
//!   other card in the hand's order, that card with the `count - 1` lowest of the rest. Every
//!   card is in some listed answer; at most `n - count + 1` answers.
//! - **Opening hand** (`KEEP`, `MULLIGAN`): `KEEP` with the bottom cards chosen by the rule of
//!   discards (none after no mulligan, so a single `KEEP`), then `MULLIGAN` unless seven were
//!   taken.
//! - **Combat damage** (`ASSIGN_COMBAT_DAMAGE`): the default division first
//!   ([`super::combat::default_division`]), then all of it to each blocker in turn.
//! - **Payments** (`payment` of a spell or ability): each permanent the cost may sacrifice, in
//!   the order they entered, with each set of cards its discard may take, by the rule of
//!   discards above (so every card of the hand is in some listed payment).
//! - Targets: every combination up to [`MAX_LISTED`] for each payment, in a fixed order.
//!
//! `resolve` checks a submitted action by the rules, not by this list: any valid set of
//! attackers, blocks, cards or damage division is accepted.

use super::action::{Block, DuelAction, Payment};
use super::card::AbilityKind;
use super::combat;
use super::cost::{CardType, Cost, Sacrifice};
use super::flow::{attack_candidates, block_candidates, decision, Decision};
use super::judge::{candidates, sorcery_speed};
use super::registry::TargetKind;
use super::state::{CardId, DuelState, Target};

/// The most targets or payments of one kind listed (see the module's documentation).
pub const MAX_LISTED: usize = 64;

/// Every legal action of `player` now, by the rules in the module's documentation;
/// `PASS_PRIORITY` comes last when priority is held.
pub fn legal_actions(state: &DuelState, player: &str) -> Vec<DuelAction> {
    let Some(seat) = state.seat_of(player) else {
        return Vec::new();
    };
    match decision(state) {
        Some(Decision::Mulligan(s)) if s == seat => super::mulligan::options(state, seat),
        Some(Decision::Choice(s)) if s == seat => discard_options(state, seat),
        Some(Decision::DeclareAttackers(s)) if s == seat => attack_options(state),
        Some(Decision::DeclareBlockers(s)) if s == seat => block_options(state, seat),
        Some(Decision::AssignCombatDamage(s)) if s == seat => damage_options(state),
        Some(Decision::Priority(s)) if s == seat => priority_options(state, seat),
        _ => Vec::new(),
    }
}

/// The cards to discard now (`count` of them, from `hand`), by the rule in the module's
/// documentation.
pub fn discard_options(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    let hand = state.seat(seat).map(|s| s.hand.as_slice()).unwrap_or(&[]);
    let count = state.choice.as_ref().map_or(0, |c| c.count as usize);
    hand_picks(state, hand, count)
        .into_iter()
        .map(|cards| DuelAction::ChooseCards { cards })
        .collect()
}

/// Sets of `count` cards of `hand` (at most its size), by the discards' rule in the module's
/// documentation; each set in the hand's order.
pub fn hand_picks(state: &DuelState, hand: &[CardId], count: usize) -> Vec<Vec<CardId>> {
    let count = count.min(hand.len());
    // Hand positions from the lowest mana value up (a stable sort keeps the hand's order).
    let mut ranked: Vec<usize> = (0..hand.len()).collect();
    ranked.sort_by_key(|&i| {
        hand.get(i)
            .and_then(|c| state.card_of(c))
            .map_or(0, |c| c.cost.total())
    });
    let answer = |picks: Vec<usize>| {
        let mut picks = picks;
        picks.sort_unstable();
        picks
            .iter()
            .filter_map(|&i| hand.get(i).cloned())
            .collect::<Vec<CardId>>()
    };
    let cheapest: Vec<usize> = ranked.iter().take(count).copied().collect();
    let mut options = vec![answer(cheapest.clone())];
    if count == 0 {
        return options;
    }
    for i in 0..hand.len() {
        if cheapest.contains(&i) {
            continue;
        }
        let mut picks = vec![i];
        picks.extend(ranked.iter().filter(|&&j| j != i).take(count - 1));
        options.push(answer(picks));
    }
    options
}

fn attack_options(state: &DuelState) -> Vec<DuelAction> {
    let able = attack_candidates(state);
    let mut options = vec![DuelAction::DeclareAttackers {
        attackers: Vec::new(),
    }];
    for id in &able {
        options.push(DuelAction::DeclareAttackers {
            attackers: vec![id.clone()],
        });
    }
    if able.len() >= 2 {
        options.push(DuelAction::DeclareAttackers { attackers: able });
    }
    options
}

fn block_options(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    let candidates = block_candidates(state, seat);
    let mut options = vec![DuelAction::DeclareBlockers { blocks: Vec::new() }];
    for (blocker, attackers) in &candidates {
        for attacker in attackers {
            options.push(DuelAction::DeclareBlockers {
                blocks: vec![Block {
                    blocker: blocker.clone(),
                    attacker: attacker.clone(),
                }],
            });
        }
    }
    if candidates.len() >= 2 {
        options.push(DuelAction::DeclareBlockers {
            blocks: full_blocks(state, &candidates),
        });
    }
    options
}

/// Every candidate blocks: each, in turn, the attacker it can block with the fewest blockers so
/// far (the first declared on a tie).
fn full_blocks(state: &DuelState, candidates: &[(CardId, Vec<CardId>)]) -> Vec<Block> {
    let attacks = &state.combat.attacks;
    let mut load = vec![0usize; attacks.len()];
    let mut blocks = Vec::new();
    for (blocker, attackers) in candidates {
        let best = attacks
            .iter()
            .enumerate()
            .filter(|(_, a)| attackers.contains(&a.attacker))
            .min_by_key(|(i, _)| (load.get(*i).copied().unwrap_or(0), *i));
        if let Some((i, attack)) = best {
            if let Some(n) = load.get_mut(i) {
                *n += 1;
            }
            blocks.push(Block {
                blocker: blocker.clone(),
                attacker: attack.attacker.clone(),
            });
        }
    }
    blocks
}

/// The division of the first attacker awaiting one: the default first, then all of it to each
/// blocker.
fn damage_options(state: &DuelState) -> Vec<DuelAction> {
    let Some(attacker) = state.combat.awaiting.first() else {
        return Vec::new();
    };
    let Some((power, blockers)) = combat::division_asked(state, attacker) else {
        return Vec::new();
    };
    let mut options = vec![DuelAction::AssignCombatDamage {
        attacker: attacker.clone(),
        assignment: combat::default_division(state, power, &blockers),
    }];
    for b in &blockers {
        let assignment = blockers
            .iter()
            .map(|o| (o.clone(), if o == b { power } else { 0 }))
            .collect();
        let action = DuelAction::AssignCombatDamage {
            attacker: attacker.clone(),
            assignment,
        };
        if !options.contains(&action) {
            options.push(action);
        }
    }
    options
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
        let cost = Cost {
            mana: def.cost,
            ..Cost::default()
        };
        if !super::judge_cost::can_pay(state, seat, &cost, None, Some(card)) {
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
            let targets = target_options(state, &ability.targets);
            for payment in payment_options(state, seat, cost, &p.id) {
                for targets in &targets {
                    list.push(DuelAction::ActivateAbility {
                        permanent: p.id.clone(),
                        ability: index,
                        targets: targets.clone(),
                        payment: payment.clone(),
                    });
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

/// The ways to pay the chosen parts of a cost (sacrifice, discard), by the rule in the module's
/// documentation.
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
        hand_picks(state, hand, cost.discard as usize)
    };
    let mut payments = Vec::new();
    for sacrifice in &sacrifices {
        for discard in &discards {
            payments.push(Payment {
                discard: discard.clone(),
                sacrifice: sacrifice.clone(),
                mana: None,
            });
        }
    }
    payments
}
