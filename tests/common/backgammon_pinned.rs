//! The pinned backgammon game, played natively (tests/backgammon_properties.rs) and in wasm
//! (tests/web.rs), which must find the same hash.

use arbiter_rules::ai::play_out;
use arbiter_rules::backgammon::{Backgammon, BackgammonConfig, Seat, Strategy};
use arbiter_rules::Game;

/// Its hash at the end.
pub const PINNED_BACKGAMMON_HASH: &str = "1da1fd7136b1f697";

/// The pinned game: the random player (white) against the first legal action (black), every
/// die and every random choice from the seed `"pin"`.
pub fn pinned_backgammon() -> Game<Backgammon> {
    let config = BackgammonConfig {
        seed: Some("pin".into()),
        ..BackgammonConfig::default()
    };
    let seats = [
        Seat::Fixed(Strategy::Random),
        Seat::Fixed(Strategy::FirstLegal),
    ];
    play_out(config, &seats, "pin").expect("the game plays to its end")
}
