//! Hidden information: a player's view shows every deck, and the other players' hands and
//! discard piles but for each pile's top card, only as counts (a spectator sees no hand). What
//! each player has is public (every gain and trash is), so a bot fills the hidden zones back in
//! from it. The per-viewer events hide the same cards ([`event_for`]).

use super::event::DeckBuildingEvent as E;
use super::state::{DeckBuildingState, InstanceId, PlayerZone};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::view::Seen;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// How many cards of a seat's zones the viewer cannot see (`discard`: those under the top).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiddenZones {
    /// Cards in the seat's hand the viewer may not see.
    pub hand: u32,
    /// Cards in the seat's deck (no one sees a deck).
    pub deck: u32,
    /// Cards under the top of the seat's discard pile the viewer may not see.
    pub discard: u32,
}

/// The game as one viewer may see it: the state with the hidden zones emptied (another
/// player's discard pile holds only its top card), per seat how
/// many cards are hidden, and every player's victory points now (public: gains are).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DeckBuildingView {
    /// The state, with what the viewer may not see left out.
    #[serde(flatten)]
    pub state: DeckBuildingState,
    /// Per seat, in seating order.
    pub hidden: Vec<HiddenZones>,
    /// Per seat, in seating order.
    pub victory_points: Vec<i64>,
}

/// The view of `viewer` (`None`: a spectator).
pub fn view(state: &DeckBuildingState, viewer: Option<&PlayerId>) -> DeckBuildingView {
    let mut shown = state.clone();
    let mut hidden = Vec::with_capacity(state.seats.len());
    for (player, seat) in state.players.iter().zip(shown.seats.iter_mut()) {
        let own = Some(player) == viewer;
        let mut counts = HiddenZones {
            deck: seat.deck.len() as u32,
            ..HiddenZones::default()
        };
        seat.deck.clear();
        if !own {
            counts.hand = seat.hand.len() as u32;
            seat.hand.clear();
            // The top card of a discard pile is public.
            let under = seat.discard.len().saturating_sub(1);
            counts.discard = under as u32;
            seat.discard.drain(..under);
        }
        hidden.push(counts);
    }
    DeckBuildingView {
        state: shown,
        hidden,
        victory_points: state.victory_points(),
    }
}

/// A full state consistent with `view`: each seat's hidden cards are the ones it has that are in
/// no zone in sight, shuffled and dealt into its hidden hand, deck and discard pile.
pub fn determinize(view: &DeckBuildingView, rng: &mut GameRng) -> DeckBuildingState {
    let mut state = view.state.clone();
    let mut seen = vec![false; state.cards.len()];
    let mut mark = |ids: &[InstanceId]| {
        for id in ids {
            if let Some(s) = seen.get_mut(usize::from(*id)) {
                *s = true;
            }
        }
    };
    mark(&state.trash);
    for seat in &state.seats {
        mark(&seat.hand);
        mark(&seat.deck);
        mark(&seat.discard);
        mark(&seat.in_play);
    }
    for (i, counts) in view.hidden.iter().enumerate() {
        let mut unseen: Vec<InstanceId> = state
            .cards
            .iter()
            .enumerate()
            .filter(|(id, c)| usize::from(c.owner) == i && !seen.get(*id).copied().unwrap_or(true))
            .filter_map(|(id, _)| InstanceId::try_from(id).ok())
            .collect();
        rng.shuffle(&mut unseen);
        let Some(seat) = state.seats.get_mut(i) else {
            continue;
        };
        let mut cards = unseen.into_iter();
        for (n, zone) in [
            (counts.hand, &mut seat.hand),
            (counts.deck, &mut seat.deck),
            (counts.discard, &mut seat.discard),
        ] {
            // Under what is in sight (a discard pile's top card).
            let under: Vec<InstanceId> = cards.by_ref().take(n as usize).collect();
            zone.splice(0..0, under);
        }
    }
    state
}

/// `event` as `viewer` may see it (`None`: a spectator): another player's draw and a hand card
/// discarded face down are hidden cards, a shuffle has no order.
pub fn event_for<'a>(event: &'a E, viewer: Option<&str>) -> Cow<'a, E> {
    let other = |player: &str| viewer != Some(player);
    match event {
        E::ShuffleDeck {
            player,
            order: Some(_),
        } => Cow::Owned(E::ShuffleDeck {
            player: player.clone(),
            order: None,
        }),
        E::DrawCard { player, .. } if other(player) => Cow::Owned(E::DrawCard {
            player: player.clone(),
            card: Seen::hidden(PlayerZone::Hand),
        }),
        E::DiscardCard {
            player,
            face_down: true,
            ..
        } if other(player) => Cow::Owned(E::DiscardCard {
            player: player.clone(),
            card: Seen::hidden(PlayerZone::Discard),
            face_down: true,
        }),
        _ => Cow::Borrowed(event),
    }
}
