//! The pinned Go game, played natively (tests/go_properties.rs) and in wasm (tests/web.rs),
//! which must find the same hash.

use arbiter_rules::go::{Go, GoConfig};
use arbiter_rules::{Game, GameRng};

/// Its hash at the end.
pub const PINNED_GO_HASH: &str = "1e975c4269179580";

/// The pinned game: 7×7, komi 6.5, players `"b"` and `"w"`; every move drawn from the legal
/// actions (points row by row, then the pass) by `GameRng::from_seed("pinned-go")`, to the end.
pub fn pinned_go() -> Game<Go> {
    let config = GoConfig {
        seed: Some("pinned-go".into()),
        players: Some(["b".into(), "w".into()]),
        size: Some(7),
        komi: Some(6.5),
        counting: None,
        ..GoConfig::default()
    };
    let mut game = Game::<Go>::new(config).expect("valid");
    let mut rng = GameRng::from_seed("pinned-go");
    while let Some(player) = game.current_player().cloned() {
        let mut legal = game.legal_actions(&player).expect("a player");
        let action = legal.swap_remove(rng.index(legal.len()));
        game.submit(&player, action).expect("legal");
    }
    game
}
