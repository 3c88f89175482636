//! The pinned chess game, played natively (tests/chess_properties.rs) and in wasm (tests/web.rs),
//! which must find the same hash: 41 plies to a checkmate, short enough for the Chromium run.

use arbiter_rules::ai::play_out;
use arbiter_rules::chess::{Chess, ChessConfig, Seat, Strategy};
use arbiter_rules::Game;

/// Its hash at the end.
pub const PINNED_CHESS_HASH: &str = "6fd1d558b548c9b7";

/// The pinned game: the greedy player (white: mates in one, else takes what hangs) against the
/// random player (black), every random choice from the seed `"pin"`, to white's mate.
pub fn pinned_chess() -> Game<Chess> {
    let seats = [Seat::Fixed(Strategy::Greedy), Seat::Fixed(Strategy::Random)];
    play_out(ChessConfig::default(), &seats, "pin").expect("the game plays to its end")
}
