//! What a Go player can do.

use serde::{Deserialize, Serialize};

/// A Go action. Points are 0-based: `x` from the left, `y` from the top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum GoAction {
    /// A stone of your colour on an empty point: not suicide (unless it captures), and not
    /// remaking any earlier position of the game (positional superko).
    Play { x: u32, y: u32 },
    /// Pass; two passes in a row end the game. (An empty struct, not a unit variant: serde then
    /// refuses unknown keys here too.)
    Pass {},
    /// Resign: the other player wins. Either player, at any time; never listed as legal.
    Resign {},
}
