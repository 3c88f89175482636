//! Player views: what one player may see of a game, wrapped with the public game facts.

use super::outcome::{GameOutcome, GameStatus};

use super::player::PlayerId;
use serde::{Deserialize, Serialize};

/// What everyone may know about a game at any moment (`R`: the game's end reasons).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(
    feature = "wasm",
    tsify(type_params = "R extends EndReason = EndReason")
)]
#[serde(rename_all = "camelCase")]
pub struct GameFacts<R> {
    /// `FINISHED` exactly when `outcome` is not null.
    pub status: GameStatus,
    /// How the game ended; `null` while it goes on.
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<R> | null"))]
    pub outcome: Option<GameOutcome<R>>,
    /// The player to act; `null` once the game is finished.
    #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
    pub current_player: Option<PlayerId>,
    /// The turn number, from 1 (each game says what a turn is).
    pub turn: u32,
}

/// The view of a game for one viewer: the ruleset's view of the state (hidden information
/// removed) plus what everyone may know.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(
    feature = "wasm",
    tsify(type_params = "V, R extends EndReason = EndReason")
)]
#[serde(rename_all = "camelCase")]
pub struct GameView<V, R> {
    /// The player this view is for; `null` for a spectator, who sees no hand.
    #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
    pub viewer: Option<PlayerId>,
    /// What everyone may know (status, outcome, player to act, turn), as fields of the view.
    #[serde(flatten)]
    pub facts: GameFacts<R>,
    /// The game's state as this viewer may see it.
    pub state: V,
}

/// A card the viewer may not see, in a per-viewer event: the fact that a card is there (drawn,
/// shuffled, moved face down), never which card or its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct HiddenCard<Z> {
    /// Always `true`: what tells a hidden card from a card's id.
    #[cfg_attr(feature = "wasm", tsify(type = "true"))]
    pub hidden: bool,
    /// Where the card is (for a move, where it went).
    pub zone: Z,
}

/// A card in an event: its id (`I`), or a [`HiddenCard`] where the viewer may not see it. The
/// referee's log always holds the id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum Seen<I, Z> {
    /// A card the viewer may see: its id.
    Card(I),
    /// A card the viewer may not see.
    Hidden(HiddenCard<Z>),
}

impl<I, Z> Seen<I, Z> {
    /// The card's id; `None` for a hidden card (never in the referee's log).
    pub fn id(&self) -> Option<&I> {
        match self {
            Seen::Card(id) => Some(id),
            Seen::Hidden(_) => None,
        }
    }
    /// The hidden card in `zone`.
    pub fn hidden(zone: Z) -> Self {
        Seen::Hidden(HiddenCard { hidden: true, zone })
    }
}

impl<I, Z> From<I> for Seen<I, Z> {
    fn from(id: I) -> Self {
        Seen::Card(id)
    }
}
