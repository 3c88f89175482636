//! Player views: what one player may see of a game, wrapped with the public game facts.

use super::outcome::{GameOutcome, GameStatus};

use super::player::PlayerId;
use serde::{Deserialize, Serialize};

/// What everyone may know about a game at any moment (`R`: the game's end reasons).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GameFacts<R> {
    pub status: GameStatus,
    #[cfg_attr(feature = "wasm", tsify(type = "GameOutcome<R> | null"))]
    pub outcome: Option<GameOutcome<R>>,
    /// The player to act; `null` once the game is finished.
    #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
    pub current_player: Option<PlayerId>,
    pub turn: u32,
}

/// The view of a game for one viewer: the ruleset's view of the state (hidden information
/// removed) plus what everyone may know.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GameView<V, R> {
    #[cfg_attr(feature = "wasm", tsify(type = "string | null"))]
    pub viewer: Option<PlayerId>,
    #[serde(flatten)]
    pub facts: GameFacts<R>,
    pub state: V,
}
