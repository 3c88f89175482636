//! The backgammon bot's pinned game and the network's pinned chances, computed natively
//! (tests/backgammon_properties.rs) and in wasm (tests/node.rs): the network's `f32` inference
//! must give the same bits on both, or these differ.

use arbiter_rules::backgammon::bot::{chances, decide, LEVELS};
use arbiter_rules::backgammon::{Backgammon, BackgammonConfig};
use arbiter_rules::{Game, GameRng};

/// The bits of white's five chances after 10 turns of the pinned game.
pub const PINNED_CHANCES: [u32; 5] = [0x3e73bbba, 0x3dafa2e5, 0x3b1dcd9e, 0x3f05c435, 0x3c5dd7ea];
/// The pinned game's hash at its end.
pub const PINNED_BOT_HASH: &str = "3d67dc0da29939b8";

/// The bot at Normal (white) against the bot at Easy, every die from the seed `"net-pin"`;
/// with white's chances (as `f32` bits) once 10 turns are played.
pub fn pinned_bot_game() -> (Game<Backgammon>, [u32; 5]) {
    let config = BackgammonConfig {
        seed: Some("net-pin".into()),
        ..BackgammonConfig::default()
    };
    let mut game = Game::<Backgammon>::new(config).expect("a game");
    let mut rng = GameRng::from_seed("net-pin");
    let mut bits = [0u32; 5];
    while let Some(player) = game.current_player().cloned() {
        if game.turn() == 11 && bits == [0; 5] {
            let c = chances(game.state(), "white").expect("white's chances");
            bits = c.0.map(f32::to_bits);
        }
        let level = if player == "white" {
            LEVELS[1]
        } else {
            LEVELS[0]
        };
        let action = decide(game.state(), &player, level, &mut rng).expect("a move");
        game.submit(&player, action)
            .expect("the bot's move is legal");
    }
    (game, bits)
}
