//! The London mulligan at the start of a game (Comprehensive Rules 103.5): each player, the
//! starting player first, keeps their hand, putting as many cards as mulligans taken on the
//! bottom of their library, or shuffles it into their library and draws seven again. A card
//! entering the library gets a new id (`MoveCardZone.newId`), so a hand shuffled away or put
//! at the bottom tells the other player nothing.
//!
//! The bot's rule (also the fixed strategies'): keep a hand of two to five lands, or any hand
//! after [`BOT_MULLIGANS`] mulligans; else mulligan. It puts on the bottom, one card at a time,
//! a land while more than three lands stay, else the non-land of highest mana value (the last
//! in hand on a tie), else a land.

use super::action::{DuelAction, MAX_ACTION_LIST};
use super::config::OPENING_HAND;
use super::cost::CardType;
use super::event::{move_card, DuelEvent};
use super::listing::hand_picks;
use super::state::{CardId, DuelState, Step, Zone};
use crate::engine::error::{EngineError, Result};
use crate::engine::rng::GameRng;

/// No mulligan is offered after this many: keeping with seven to bottom empties the hand.
pub const MAX_MULLIGANS: u32 = 7;
/// The bot keeps any hand after this many mulligans.
pub const BOT_MULLIGANS: u32 = 2;

fn player_of(state: &DuelState, seat: u8) -> String {
    state.player(seat).cloned().unwrap_or_default()
}

/// `KEEP` with the listed bottom choices, then `MULLIGAN` when another is allowed.
pub fn options(state: &DuelState, seat: u8) -> Vec<DuelAction> {
    let Some(me) = state.seat(seat) else {
        return Vec::new();
    };
    let mut options: Vec<DuelAction> = hand_picks(state, &me.hand, me.mulligans as usize)
        .into_iter()
        .map(|bottom| DuelAction::Keep { bottom })
        .collect();
    if me.mulligans < MAX_MULLIGANS {
        options.push(DuelAction::Mulligan {});
    }
    options
}

/// The events of `MULLIGAN`: the hand into the library, a shuffle, seven cards drawn.
pub fn mulligan(state: &DuelState, seat: u8, rng: &mut GameRng) -> Result<Vec<DuelEvent>> {
    let Some(me) = state.seat(seat) else {
        return Err(EngineError::invalid_input("the player is not in this game"));
    };
    if me.mulligans >= MAX_MULLIGANS {
        return Err(EngineError::illegal(format!(
            "no mulligan after {MAX_MULLIGANS}: keep your hand (KEEP)"
        )));
    }
    let player = player_of(state, seat);
    let mut events = vec![DuelEvent::MulliganTaken {
        player: player.clone(),
        count: me.mulligans + 1,
    }];
    let mut library = me.library.clone();
    for card in &me.hand {
        let moved = move_card(state, card, Zone::Hand, Zone::Library);
        if let DuelEvent::MoveCardZone {
            new_id: Some(id), ..
        } = &moved
        {
            library.push(id.clone());
        } else {
            library.push(card.clone());
        }
        events.push(moved);
    }
    rng.shuffle(&mut library);
    let hand: Vec<CardId> = library.iter().take(OPENING_HAND).cloned().collect();
    events.push(DuelEvent::ShuffleLibrary {
        player: player.clone(),
        order: Some(library),
    });
    for card in hand {
        events.push(DuelEvent::DrawCard {
            player: player.clone(),
            card: card.into(),
            to: Zone::Hand,
        });
    }
    Ok(events)
}

/// The events of `KEEP`: `bottom` checked (as many distinct cards of the hand as mulligans
/// taken), put on the bottom in order; the first turn starts once both players have kept.
pub fn keep(state: &DuelState, seat: u8, bottom: &[CardId]) -> Result<Vec<DuelEvent>> {
    let Some(me) = state.seat(seat) else {
        return Err(EngineError::invalid_input("the player is not in this game"));
    };
    if bottom.len() > MAX_ACTION_LIST {
        return Err(EngineError::invalid_input(format!(
            "action.bottom holds {} entries, above the limit of {MAX_ACTION_LIST}",
            bottom.len()
        )));
    }
    let count = (me.mulligans as usize).min(me.hand.len());
    if bottom.len() != count {
        return Err(EngineError::illegal(format!(
            "bottom names {} card(s): put exactly {count} (one a mulligan taken) on the bottom",
            bottom.len()
        )));
    }
    for (i, card) in bottom.iter().enumerate() {
        if !me.hand.contains(card) {
            return Err(EngineError::illegal(format!(
                "bottom[{i}] {:?} is not in your hand",
                super::card::cut(card)
            )));
        }
        if bottom.iter().take(i).any(|c| c == card) {
            return Err(EngineError::illegal(format!(
                "bottom[{i}] {card:?} is named twice"
            )));
        }
    }
    let player = player_of(state, seat);
    let mut events = vec![DuelEvent::HandKept {
        player: player.clone(),
    }];
    for card in bottom {
        events.push(move_card(state, card, Zone::Hand, Zone::Library));
    }
    let other_kept = state
        .seat(state.opponent(seat))
        .map_or(true, |s| s.kept);
    if other_kept {
        events.push(DuelEvent::TurnStarted {
            player: player_of(state, state.active),
            turn: 1,
        });
        events.push(DuelEvent::StepStarted { step: Step::Untap });
    }
    Ok(events)
}

/// The bot's answer to its opening hand (see the module's documentation).
pub fn bot_choice(state: &DuelState, seat: u8) -> Option<DuelAction> {
    let me = state.seat(seat)?;
    let is_land = |c: &CardId| state.card_of(c).is_some_and(|d| d.is(CardType::Land));
    let lands = me.hand.iter().filter(|c| is_land(c)).count();
    if !(2..=5).contains(&lands) && me.mulligans < BOT_MULLIGANS.min(MAX_MULLIGANS) {
        return Some(DuelAction::Mulligan {});
    }
    let mut left: Vec<CardId> = me.hand.clone();
    let mut bottom = Vec::new();
    for _ in 0..(me.mulligans as usize).min(me.hand.len()) {
        let lands_left = left.iter().filter(|c| is_land(c)).count();
        let value = |c: &CardId| state.card_of(c).map_or(0, |d| d.cost.total());
        let pick = if lands_left > 3 {
            left.iter().position(&is_land)
        } else {
            // The last non-land of the highest mana value.
            let mut best: Option<(usize, u32)> = None;
            for (i, c) in left.iter().enumerate() {
                if !is_land(c) && best.map_or(true, |(_, v)| value(c) >= v) {
                    best = Some((i, value(c)));
                }
            }
            best.map(|(i, _)| i).or_else(|| left.iter().position(&is_land))
        };
        let Some(pick) = pick.filter(|&i| i < left.len()) else {
            break;
        };
        bottom.push(left.remove(pick));
    }
    Some(DuelAction::Keep { bottom })
}

#[cfg(test)]
#[path = "mulligan_tests.rs"]
mod tests;
