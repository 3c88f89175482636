//! Hidden information: a player's view shows the other hand and both libraries only as counts
//! (the RNG and the ids' key are never in a view), and a bot fills them back in from what each
//! deck can still hold. The per-viewer events hide the same cards ([`event_for`]).

use super::event::DuelEvent;
use super::state::{CardObject, DuelState, Zone, UNINDEXED};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::view::Seen;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// How many cards of a seat's hand and library the viewer cannot see.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiddenCards {
    /// Cards in the seat's hand the viewer may not see.
    pub hand: u32,
    /// Cards in the seat's library (none of which the viewer may see).
    pub library: u32,
}

/// The duel as one viewer may see it: the state with the hidden hands and libraries emptied
/// (and their cards left out of `cards`), and per seat how many cards are hidden.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DuelView {
    /// The state, with what the viewer may not see left out.
    #[serde(flatten)]
    pub state: DuelState,
    /// Per seat, in seating order.
    pub hidden: Vec<HiddenCards>,
}

/// The view of `viewer` (`None`: a spectator, who sees no hand).
pub fn view(state: &DuelState, viewer: Option<&PlayerId>) -> DuelView {
    let mut shown = state.clone();
    // The ids' key and serials are the referee's: with them, ids could be followed.
    shown.id_key = 0;
    for object in shown.cards.values_mut() {
        object.serial = 0;
    }
    let mut hidden = Vec::with_capacity(state.seats.len());
    for seat in &mut shown.seats {
        let own = Some(&seat.player) == viewer;
        let mut counts = HiddenCards {
            hand: 0,
            library: seat.library.len() as u32,
        };
        let mut gone: Vec<String> = std::mem::take(&mut seat.library);
        if !own {
            counts.hand = seat.hand.len() as u32;
            gone.append(&mut seat.hand);
        }
        for id in gone {
            shown.cards.remove(&id);
        }
        hidden.push(counts);
    }
    DuelView {
        state: shown,
        hidden,
    }
}

/// A full state consistent with `view`: each seat's hidden cards are what its deck holds beyond
/// the cards in sight, shuffled, with ids of their own (`?0h1`, `?1l4`: no real id has `?`).
pub fn determinize(view: &DuelView, rng: &mut GameRng) -> DuelState {
    let mut state = view.state.clone();
    for (i, counts) in view.hidden.iter().enumerate() {
        let Ok(owner) = u8::try_from(i) else {
            continue;
        };
        let Some(seat) = state.seats.get(i) else {
            continue;
        };
        let mut unseen = seat.deck.clone();
        for object in state.cards.values().filter(|o| o.owner == owner) {
            if let Some(at) = unseen.iter().position(|c| *c == object.card) {
                unseen.remove(at);
            }
        }
        rng.shuffle(&mut unseen);
        let mut cards = unseen.into_iter();
        let mut hand = Vec::new();
        let mut library = Vec::new();
        for (n, list, tag) in [
            (counts.hand, &mut hand, 'h'),
            (counts.library, &mut library, 'l'),
        ] {
            for k in 0..n {
                let Some(card) = cards.next() else {
                    break;
                };
                let id = format!("?{i}{tag}{k}");
                let def = state.catalogue.index_of(&card).unwrap_or(UNINDEXED);
                state
                    .cards
                    .insert(id.clone(), CardObject { card, owner, def, serial: 0 });
                list.push(id);
            }
        }
        if let Some(seat) = state.seats.get_mut(i) {
            seat.hand.append(&mut hand);
            seat.library = library;
        }
    }
    state
}

/// Whether `viewer` (`None`: a spectator) may see a card of `owner` in `zone`: no one sees into a
/// library, only its owner into a hand, everyone into the other zones.
pub fn sees(zone: Zone, owner: &str, viewer: Option<&str>) -> bool {
    match zone {
        Zone::Library => false,
        Zone::Hand => viewer == Some(owner),
        _ => true,
    }
}

/// `event` as `viewer` may see it: a draw they may not see is a hidden card, a shuffle has no
/// order, a move between zones they may not see is a hidden card, and a new id is given only to
/// a viewer who may see the card where it went.
pub fn event_for<'a>(event: &'a DuelEvent, viewer: Option<&str>) -> Cow<'a, DuelEvent> {
    match event {
        DuelEvent::ShuffleLibrary {
            player,
            order: Some(_),
        } => Cow::Owned(DuelEvent::ShuffleLibrary {
            player: player.clone(),
            order: None,
        }),
        DuelEvent::DrawCard { player, to, .. } if !sees(*to, player, viewer) => {
            Cow::Owned(DuelEvent::DrawCard {
                player: player.clone(),
                card: Seen::hidden(*to),
                to: *to,
            })
        }
        DuelEvent::MoveCardZone {
            owner,
            card,
            from,
            to,
            new_id,
        } => {
            let card_seen = sees(*from, owner, viewer) || sees(*to, owner, viewer);
            let id_seen = sees(*to, owner, viewer);
            if card_seen && (id_seen || new_id.is_none()) {
                return Cow::Borrowed(event);
            }
            Cow::Owned(DuelEvent::MoveCardZone {
                owner: owner.clone(),
                card: if card_seen {
                    card.clone()
                } else {
                    Seen::hidden(*to)
                },
                from: *from,
                to: *to,
                new_id: new_id.clone().filter(|_| id_seen),
            })
        }
        _ => Cow::Borrowed(event),
    }
}
