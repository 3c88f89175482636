//! The cost judge: whether a player can pay a [`Cost`] now, and the events that pay it. Costs
//! come first in an action's events, in this order: `TapPermanent` (the source's `{T}`), the
//! mana sources tapped for the mana (`TapPermanent`, `AddMana`; see [`super::autotap`]),
//! `SpendMana`, `PayLife`, `SacrificePermanent`, `DiscardCard`.

use super::action::Payment;
use super::autotap::tapping;
use super::cost::{Cost, Sacrifice};
use super::event::DuelEvent;
use super::state::{CardId, DuelState, Zone};
use crate::engine::error::{EngineError, Result};

/// Why `seat` cannot pay `cost` now, with any choice of cards; empty when they can. `source` is
/// the permanent `{T}` and "this" refer to; `casting` the card being cast (it cannot pay for
/// itself).
pub fn reasons(
    state: &DuelState,
    seat: u8,
    cost: &Cost,
    source: Option<&str>,
    casting: Option<&str>,
) -> Vec<String> {
    let mut reasons = Vec::new();
    check(
        state,
        seat,
        cost,
        source,
        casting,
        &mut Reasons::Words(&mut reasons),
    );
    reasons
}

/// Whether `seat` can pay `cost` now (as [`reasons`], without words).
pub fn can_pay(
    state: &DuelState,
    seat: u8,
    cost: &Cost,
    source: Option<&str>,
    casting: Option<&str>,
) -> bool {
    let mut any = false;
    check(
        state,
        seat,
        cost,
        source,
        casting,
        &mut Reasons::Any(&mut any),
    );
    !any
}

/// Where [`check`] puts what it finds: the reasons in words, or only whether there is one.
enum Reasons<'a> {
    Words(&'a mut Vec<String>),
    Any(&'a mut bool),
}

impl Reasons<'_> {
    fn push(&mut self, words: impl FnOnce() -> String) {
        match self {
            Reasons::Words(list) => list.push(words()),
            Reasons::Any(any) => **any = true,
        }
    }
}

fn check(
    state: &DuelState,
    seat: u8,
    cost: &Cost,
    source: Option<&str>,
    casting: Option<&str>,
    reasons: &mut Reasons<'_>,
) {
    let Some(me) = state.seat(seat) else {
        return reasons.push(|| "the player is not in this game".into());
    };
    let source_permanent = source.and_then(|s| state.permanent(s));
    let needs_source = cost.tap || cost.sacrifice == Some(Sacrifice::This);
    if needs_source {
        match (source, source_permanent) {
            (None, _) => {
                reasons.push(|| "the cost needs a source permanent ({T} or \"this\")".into())
            }
            (Some(s), None) => {
                reasons.push(|| format!("{s:?} is not a permanent on the battlefield"))
            }
            (Some(s), Some(p)) if p.controller != seat => {
                reasons.push(|| format!("{s:?} is not a permanent you control"))
            }
            (Some(s), Some(p)) => {
                if cost.tap && p.tapped {
                    reasons.push(|| format!("{s:?} is tapped"));
                } else if cost.tap && !state.can_tap_for_ability(p) {
                    reasons.push(|| {
                        format!(
                            "{s:?} has summoning sickness: it came under your control this turn"
                        )
                    });
                }
            }
        }
    }
    let exclude = source.filter(|_| needs_source);
    if me.pool.payment(&cost.mana).is_none()
        && tapping(state, seat, &cost.mana, exclude, casting, None).is_err()
    {
        reasons.push(|| {
            format!(
                "the mana pool ({}) and the untapped mana sources cannot pay {}",
                pool_text(&me.pool),
                Cost {
                    mana: cost.mana,
                    ..Cost::default()
                }
            )
        });
    }
    if cost.life > 0 && i64::from(me.life) < i64::from(cost.life) {
        reasons.push(|| {
            format!(
                "paying {} life needs at least that much life ({})",
                cost.life, me.life
            )
        });
    }
    if let Some(Sacrifice::OneOf { card_type }) = cost.sacrifice {
        let any = state
            .battlefield
            .iter()
            .any(|p| p.controller == seat && state.definition(p).is_some_and(|c| c.is(card_type)));
        if !any {
            reasons.push(|| format!("you control no {} to sacrifice", card_type.word()));
        }
    }
    let in_hand = me
        .hand
        .iter()
        .filter(|c| Some(c.as_str()) != casting)
        .count();
    if (in_hand as u64) < u64::from(cost.discard) {
        reasons.push(|| {
            format!(
                "discarding {} card(s) needs that many other cards in hand ({in_hand})",
                cost.discard
            )
        });
    }
}

/// The events that pay `cost` with the choices in `payment` (`CANNOT_PAY_COST` saying why not;
/// `ILLEGAL_ACTION` for a payment the cost does not ask for).
pub fn pay(
    state: &DuelState,
    seat: u8,
    cost: &Cost,
    source: Option<&str>,
    casting: Option<&str>,
    payment: &Payment,
) -> Result<Vec<DuelEvent>> {
    let needs_source = cost.tap || cost.sacrifice == Some(Sacrifice::This);
    let exclude = source.filter(|_| needs_source);
    if let Some(chosen) = &payment.mana {
        // Named sources are checked first, so that a wrong one is named.
        tapping(state, seat, &cost.mana, exclude, casting, Some(chosen))?;
    }
    if !can_pay(state, seat, cost, source, casting) {
        let reasons = reasons(state, seat, cost, source, casting);
        return Err(EngineError::cannot_pay(format!(
            "cannot pay {cost}: {}",
            reasons.join("; ")
        )));
    }
    let (Some(me), Some(player)) = (state.seat(seat), state.player(seat)) else {
        return Err(EngineError::invalid_input("the player is not in this game"));
    };
    let player = player.clone();
    let mut events = Vec::new();
    if cost.tap {
        if let Some(source) = source {
            events.push(DuelEvent::TapPermanent {
                permanent: source.to_string(),
            });
        }
    }
    let tapped = tapping(
        state,
        seat,
        &cost.mana,
        exclude,
        casting,
        payment.mana.as_deref(),
    )?;
    events.extend(tapped.events);
    if let Some(spent) = tapped.pool.payment(&cost.mana).filter(|p| !p.is_empty()) {
        events.push(DuelEvent::SpendMana {
            player: player.clone(),
            mana: spent,
        });
    }
    if cost.life > 0 {
        events.push(DuelEvent::PayLife {
            player: player.clone(),
            amount: cost.life,
        });
    }
    let sacrificed = match (cost.sacrifice, &payment.sacrifice) {
        (None, Some(_)) => {
            return Err(EngineError::illegal(
                "payment.sacrifice is given, but the cost has no sacrifice",
            ))
        }
        (None, None) => None,
        (Some(Sacrifice::This), given) => {
            let this = source.unwrap_or_default();
            if given.as_deref().is_some_and(|g| g != this) {
                return Err(EngineError::illegal(format!(
                    "payment.sacrifice is {given:?}, but the cost sacrifices the source {this:?}"
                )));
            }
            Some(this.to_string())
        }
        (Some(Sacrifice::OneOf { card_type }), None) => {
            return Err(EngineError::cannot_pay(format!(
                "payment.sacrifice is needed: a {} you control to sacrifice",
                card_type.word()
            )))
        }
        (Some(Sacrifice::OneOf { card_type }), Some(id)) => {
            let ok = state.permanent(id).is_some_and(|p| {
                p.controller == seat && state.definition(p).is_some_and(|c| c.is(card_type))
            });
            if !ok {
                return Err(EngineError::cannot_pay(format!(
                    "payment.sacrifice {id:?} is not a {} you control",
                    card_type.word()
                )));
            }
            Some(id.clone())
        }
    };
    if let Some(permanent) = sacrificed {
        events.push(DuelEvent::SacrificePermanent {
            player: player.clone(),
            permanent,
            to: Zone::Graveyard,
        });
    }
    check_discards(me.hand.as_slice(), cost.discard, casting, &payment.discard)?;
    for card in &payment.discard {
        events.push(DuelEvent::DiscardCard {
            player: player.clone(),
            card: card.clone(),
            to: Zone::Graveyard,
        });
    }
    Ok(events)
}

/// The cards chosen to discard for a cost: exactly `count` distinct cards from the hand, not the
/// card being cast.
fn check_discards(
    hand: &[CardId],
    count: u32,
    casting: Option<&str>,
    chosen: &[CardId],
) -> Result<()> {
    if count == 0 && !chosen.is_empty() {
        return Err(EngineError::illegal(
            "payment.discard is given, but the cost has no discard",
        ));
    }
    if chosen.len() as u64 != u64::from(count) {
        return Err(EngineError::cannot_pay(format!(
            "payment.discard names {} card(s); the cost discards {count}",
            chosen.len()
        )));
    }
    for (i, card) in chosen.iter().enumerate() {
        if !hand.contains(card) || Some(card.as_str()) == casting {
            return Err(EngineError::cannot_pay(format!(
                "payment.discard[{i}] {card:?} is not another card in your hand"
            )));
        }
        if chosen.iter().take(i).any(|c| c == card) {
            return Err(EngineError::cannot_pay(format!(
                "payment.discard[{i}] {card:?} is named twice"
            )));
        }
    }
    Ok(())
}

/// A pool as mana symbols (`{U}{U}{R}`), or `empty`.
pub fn pool_text(pool: &super::mana::ManaPool) -> String {
    let mut text = String::new();
    for mana in super::mana::Mana::ALL {
        for _ in 0..pool.amount(mana).min(40) {
            text.push('{');
            text.push_str(mana.symbol());
            text.push('}');
        }
    }
    if text.is_empty() {
        "empty".into()
    } else {
        text
    }
}

/// Whether a player can pay a cost now (`canPayCost`): `reasons` says why not.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CostCheck {
    /// Whether the cost can be paid now.
    pub can_pay: bool,
    /// Why not, one sentence per part of the cost that cannot be paid; absent when it can.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<String>,
}

/// Whether `player` can pay the cost `text` now, with any choice of cards; `source` is the
/// permanent that `{T}` and "this" refer to. Errors: `INVALID_INPUT` for cost text
/// `parseCost` refuses, an unknown player, or a source that is not a card of this game.
pub fn can_pay_cost(
    state: &DuelState,
    player: &str,
    text: &str,
    source: Option<&str>,
) -> Result<CostCheck> {
    let cost = Cost::parse(text)?;
    let seat = state.seat_of(player).ok_or_else(|| {
        EngineError::invalid_input(format!("player {player:?} is not in this game"))
    })?;
    if let Some(source) = source {
        if !state.cards.contains_key(source) {
            return Err(EngineError::invalid_input(format!(
                "source {:?} is not a card of this game",
                super::card::cut(source)
            )));
        }
    }
    let reasons = reasons(state, seat, &cost, source, None);
    Ok(CostCheck {
        can_pay: reasons.is_empty(),
        reasons,
    })
}
