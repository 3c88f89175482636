//! Paying a mana cost from the mana a player can make, not only the mana floating in their
//! pool: which mana sources to tap, and the events that tap them.
//!
//! A mana source is an untapped permanent of the player with a mana ability whose whole cost is
//! `{T}` (a land, Elvish Mystic), and which can tap now (a creature needs to have been under its
//! controller's control since their turn began). The permanent whose ability is being paid for
//! is not a source when that ability taps or sacrifices it.
//!
//! With `payment.mana` the player names the sources to tap, in order; without it the floating
//! mana is spent first and sources are tapped by this rule, one at a time, until the pool pays:
//!
//! 1. while the pool is short of a coloured symbol, the first source (in the order below) making
//!    a colour it is short of; else
//! 2. the first source in the order below;
//!
//! the order being: lands before other permanents (creatures stay free to attack), then the
//! colour least needed by the rest of the hand (the coloured symbols of the other cards' mana
//! costs; colourless counts as needed by none), then the order the permanents entered. The
//! mana each tap makes passes through the replacement effects in force (High Tide's extra
//! `{U}`), as it will when applied.

use super::card::AbilityKind;
use super::cost::{CardType, Cost, ManaCost};
use super::event::DuelEvent;
use super::mana::{Mana, ManaPool};
use super::replace::replace;
use super::resolve::Ctx;
use super::state::{CardId, DuelState, Permanent};
use crate::engine::error::{EngineError, Result};

/// The sources tapped for a cost: the events that tap them (`TapPermanent`, then the mana
/// ability's `AddMana`, for each) and the pool once they are applied.
#[derive(Debug, Clone, PartialEq)]
pub struct Tapping {
    pub events: Vec<DuelEvent>,
    pub pool: ManaPool,
}

/// The index of `permanent`'s mana ability that costs only `{T}`, if it has one.
pub fn mana_ability(state: &DuelState, permanent: &Permanent) -> Option<u8> {
    let card = state.definition(permanent)?;
    let only_tap = Cost {
        tap: true,
        ..Cost::default()
    };
    card.abilities.iter().enumerate().find_map(|(i, a)| match &a.kind {
        AbilityKind::Activated { cost, mana: true } if *cost == only_tap => u8::try_from(i).ok(),
        _ => None,
    })
}

/// Whether `permanent` is a mana source `seat` can tap now for a cost of `exclude`'s.
fn is_source(state: &DuelState, seat: u8, permanent: &Permanent, exclude: Option<&str>) -> bool {
    permanent.controller == seat
        && !permanent.tapped
        && Some(permanent.id.as_str()) != exclude
        && state.can_tap_for_ability(permanent)
        && mana_ability(state, permanent).is_some()
}

/// The events of tapping `permanent` for mana, and the mana they add once replaced.
fn tap(state: &DuelState, seat: u8, permanent: &Permanent) -> (Vec<DuelEvent>, ManaPool) {
    let mut events = vec![DuelEvent::TapPermanent {
        permanent: permanent.id.clone(),
    }];
    let ability = mana_ability(state, permanent)
        .and_then(|i| state.definition(permanent)?.abilities.get(usize::from(i)));
    let mut ctx = Ctx::new(state, seat, &permanent.id, &permanent.card);
    for effect in ability.map(|a| a.effects.as_slice()).unwrap_or(&[]) {
        ctx.effect(effect, &[], None);
    }
    let mut made = ManaPool::default();
    let player = state.player(seat);
    for event in &ctx.events {
        for replaced in replace(state, event.clone()) {
            if let DuelEvent::AddMana {
                player: p,
                mana,
                amount,
                ..
            } = replaced
            {
                if Some(&p) == player {
                    made.add(&ManaPool::of(mana, amount));
                }
            }
        }
    }
    events.append(&mut ctx.events);
    (events, made)
}

/// The single kind of mana a source's mana ability makes, if one.
fn colour_of(state: &DuelState, permanent: &Permanent) -> Option<Mana> {
    let ability = state
        .definition(permanent)?
        .abilities
        .get(usize::from(mana_ability(state, permanent)?))?;
    ability.effects.iter().find_map(|e| match e {
        super::registry::Effect::AddMana { mana, .. } => Some(*mana),
        _ => None,
    })
}

/// How many coloured symbols of each kind the cards in `seat`'s hand other than `casting` need.
fn hand_needs(state: &DuelState, seat: u8, casting: Option<&str>) -> ManaPool {
    let mut needs = ManaPool::default();
    for card in state.seat(seat).map(|s| s.hand.as_slice()).unwrap_or(&[]) {
        if Some(card.as_str()) == casting {
            continue;
        }
        if let Some(def) = state.card_of(card) {
            needs.add(&ManaPool::coloured_part(&def.cost));
        }
    }
    needs.colorless = 0;
    needs
}

/// `seat`'s mana sources in the automatic order (see the module's documentation).
pub fn sources_in_order<'a>(
    state: &'a DuelState,
    seat: u8,
    exclude: Option<&str>,
    casting: Option<&str>,
) -> Vec<&'a Permanent> {
    let needs = hand_needs(state, seat, casting);
    let mut sources: Vec<(usize, &Permanent)> = state
        .battlefield
        .iter()
        .enumerate()
        .filter(|(_, p)| is_source(state, seat, p, exclude))
        .collect();
    sources.sort_by_key(|(i, p)| {
        let land = state.definition(p).is_some_and(|c| c.is(CardType::Land));
        let need = colour_of(state, p).map_or(0, |m| needs.amount(m));
        (!land, need, *i)
    });
    sources.into_iter().map(|(_, p)| p).collect()
}

/// The tapping that lets `seat` pay `mana`: the sources named in `chosen` (each an untapped
/// mana source of theirs, once), or those the automatic rule picks. `exclude` is the permanent
/// paying with its own `{T}` or sacrifice; `casting` the card being cast. `ILLEGAL_ACTION` for
/// a named source that is not one; `CANNOT_PAY_COST` when the mana is not enough.
pub fn tapping(
    state: &DuelState,
    seat: u8,
    mana: &ManaCost,
    exclude: Option<&str>,
    casting: Option<&str>,
    chosen: Option<&[CardId]>,
) -> Result<Tapping> {
    let mut pool = state.seat(seat).map(|s| s.pool).unwrap_or_default();
    let mut events = Vec::new();
    if let Some(chosen) = chosen {
        for (i, id) in chosen.iter().enumerate() {
            let source = state
                .permanent(id)
                .filter(|p| is_source(state, seat, p, exclude));
            let Some(source) = source else {
                return Err(EngineError::illegal(format!(
                    "payment.mana[{i}] {:?} is not an untapped mana source you control that \
                     can tap now",
                    super::card::cut(id)
                )));
            };
            if chosen.iter().take(i).any(|c| c == id) {
                return Err(EngineError::illegal(format!(
                    "payment.mana[{i}] {id:?} is named twice"
                )));
            }
            let (mut tapped, made) = tap(state, seat, source);
            events.append(&mut tapped);
            pool.add(&made);
        }
        if pool.payment(mana).is_none() {
            return Err(EngineError::cannot_pay(format!(
                "payment.mana leaves the pool ({}) short of {mana}",
                super::judge_cost::pool_text(&pool)
            )));
        }
        return Ok(Tapping { events, pool });
    }
    let mut left = sources_in_order(state, seat, exclude, casting);
    let needed = ManaPool::coloured_part(mana);
    while pool.payment(mana).is_none() {
        let short: Vec<Mana> = Mana::ALL
            .into_iter()
            .filter(|&m| pool.amount(m) < needed.amount(m))
            .collect();
        let pick = if short.is_empty() {
            (!left.is_empty()).then_some(0)
        } else {
            left.iter()
                .position(|p| colour_of(state, p).is_some_and(|m| short.contains(&m)))
        };
        let Some(pick) = pick else {
            return Err(EngineError::cannot_pay(format!(
                "the mana pool ({}) and the untapped mana sources cannot pay {mana}",
                super::judge_cost::pool_text(&pool)
            )));
        };
        let source = left.remove(pick);
        let (mut tapped, made) = tap(state, seat, source);
        events.append(&mut tapped);
        pool.add(&made);
    }
    Ok(Tapping { events, pool })
}

#[cfg(test)]
#[path = "autotap_tests.rs"]
mod tests;
