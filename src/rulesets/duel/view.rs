//! Hidden information: a player's view shows the other hand and both libraries only as counts
//! (the RNG is never in a view), and a bot fills them back in from what each deck can still
//! hold.

use super::state::{CardObject, DuelState, UNINDEXED};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use serde::{Deserialize, Serialize};

/// How many cards of a seat's hand and library the viewer cannot see.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiddenCards {
    pub hand: u32,
    pub library: u32,
}

/// The duel as one viewer may see it: the state with the hidden hands and libraries emptied
/// (and their cards left out of `cards`), and per seat how many cards are hidden.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct DuelView {
    #[serde(flatten)]
    pub state: DuelState,
    /// Per seat, in seating order.
    pub hidden: Vec<HiddenCards>,
}

/// The view of `viewer` (`None`: a spectator, who sees no hand).
pub fn view(state: &DuelState, viewer: Option<&PlayerId>) -> DuelView {
    let mut shown = state.clone();
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
                    .insert(id.clone(), CardObject { card, owner, def });
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
