//! Replacement and prevention effects (CR 614/615): each rewrites one event before it is
//! applied. Several may apply to one event, each at most once, in the order they started (a
//! static ability from when its permanent entered; an "until end of turn" effect from when it
//! was created).
//!
//! - "If a card would be put into a graveyard from anywhere, exile it instead" (static):
//!   `MoveCardZone`, `DiscardCard` and `SacrificePermanent` to the graveyard go to exile.
//! - "Prevent all combat damage that would be dealt this turn": combat `DealDamage` becomes
//!   `PreventDamage`.
//! - "Whenever a player taps a land of a subtype for mana, that player adds an additional
//!   mana": the land's `AddMana` is followed by one more `AddMana`, with nothing in between.

use super::event::DuelEvent;
use super::registry::Effect;
use super::state::{Continuous, DuelState, Zone};
use crate::engine::ruleset::Replaced;

/// One replacement effect in force.
enum Replacement<'a> {
    ExileInsteadOfGraveyard,
    PreventCombatDamage,
    ExtraMana(&'a str, super::mana::Mana),
}

/// Every replacement effect in force, in the order they started.
fn in_force(state: &DuelState) -> Vec<(u32, Replacement<'_>)> {
    let mut all = Vec::new();
    for p in &state.battlefield {
        let Some(card) = state.definition(p) else {
            continue;
        };
        for ability in &card.abilities {
            if ability.kind == super::card::AbilityKind::Static {
                for effect in &ability.effects {
                    if *effect == Effect::ExileInsteadOfGraveyard {
                        all.push((p.since, Replacement::ExileInsteadOfGraveyard));
                    }
                }
            }
        }
    }
    for e in &state.effects {
        match &e.effect {
            Continuous::PreventCombatDamage => all.push((e.id, Replacement::PreventCombatDamage)),
            Continuous::ExtraMana { land_subtype, mana } => {
                all.push((e.id, Replacement::ExtraMana(land_subtype, *mana)))
            }
            Continuous::Pump { .. } => {}
        }
    }
    all.sort_by_key(|(since, _)| *since);
    all
}

/// Rewrites `event` through every replacement effect that applies to it.
pub fn replace(state: &DuelState, event: DuelEvent) -> Replaced<DuelEvent> {
    let relevant = matches!(
        event,
        DuelEvent::MoveCardZone {
            to: Zone::Graveyard,
            ..
        } | DuelEvent::DiscardCard {
            to: Zone::Graveyard,
            ..
        } | DuelEvent::SacrificePermanent {
            to: Zone::Graveyard,
            ..
        } | DuelEvent::DealDamage { combat: true, .. }
            | DuelEvent::AddMana {
                source: Some(_),
                ..
            }
    );
    if !relevant {
        return Replaced::One(event);
    }
    let mut event = event;
    let mut extra = Vec::new();
    for (_, replacement) in in_force(state) {
        event = match (replacement, event) {
            (
                Replacement::ExileInsteadOfGraveyard,
                DuelEvent::MoveCardZone {
                    owner,
                    card,
                    from,
                    to: Zone::Graveyard,
                    new_id,
                },
            ) => DuelEvent::MoveCardZone {
                owner,
                card,
                from,
                to: Zone::Exile,
                new_id,
            },
            (
                Replacement::ExileInsteadOfGraveyard,
                DuelEvent::DiscardCard {
                    player,
                    card,
                    to: Zone::Graveyard,
                },
            ) => DuelEvent::DiscardCard {
                player,
                card,
                to: Zone::Exile,
            },
            (
                Replacement::ExileInsteadOfGraveyard,
                DuelEvent::SacrificePermanent {
                    player,
                    permanent,
                    to: Zone::Graveyard,
                },
            ) => DuelEvent::SacrificePermanent {
                player,
                permanent,
                to: Zone::Exile,
            },
            (
                Replacement::PreventCombatDamage,
                DuelEvent::DealDamage {
                    source,
                    target,
                    amount,
                    combat: true,
                },
            ) => DuelEvent::PreventDamage {
                source,
                target,
                amount,
                combat: true,
            },
            (Replacement::ExtraMana(subtype, mana), event @ DuelEvent::AddMana { .. }) => {
                if let DuelEvent::AddMana {
                    player,
                    source: Some(source),
                    ..
                } = &event
                {
                    let is_land = state
                        .permanent(source)
                        .and_then(|p| state.definition(p))
                        .is_some_and(|c| {
                            c.is(super::cost::CardType::Land) && c.has_subtype(subtype)
                        });
                    if is_land {
                        extra.push(DuelEvent::AddMana {
                            player: player.clone(),
                            mana,
                            amount: 1,
                            source: Some(source.clone()),
                        });
                    }
                }
                event
            }
            (_, event) => event,
        };
    }
    if extra.is_empty() {
        Replaced::One(event)
    } else {
        extra.insert(0, event);
        Replaced::Many(extra)
    }
}
