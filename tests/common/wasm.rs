//! Shared by the two wasm test files: tests/web.rs (the quick cases, run in Node and in headless
//! Chromium) and tests/node.rs (perft to depth 4 and the bots' games, run in Node only). The raw
//! calls' helpers, the perft positions with their counts, and the time each case took.
#![allow(dead_code)] // each test file uses what it needs

use arbiter_rules::wasm::call::{input_json, last_handle, OK};
use arbiter_rules::wasm::game::{raw_new, raw_submit};
use arbiter_rules::RulesetKind;

/// The time each case took, printed when it ends, as `case <name>: N ms` (seen with
/// `--nocapture`, which scripts/test.sh passes): a slow case shows up in the log long before
/// it holds the Chromium page long enough for the runner's WebDriver calls to time out. A case
/// that fails traps before its time is printed; its failure says enough.
pub struct Case {
    name: &'static str,
    started: f64,
}

impl Case {
    /// Starts timing the case named by `path`, the type name of a function inside it
    /// (`web::a_case::here`): its last-but-one segment.
    pub fn start(path: &'static str) -> Case {
        let name = path.rsplit("::").nth(1).unwrap_or(path);
        Case {
            name,
            started: js_sys::Date::now(),
        }
    }
}

impl Drop for Case {
    fn drop(&mut self) {
        let ms = js_sys::Date::now() - self.started;
        wasm_bindgen_test::console_log!("case {}: {ms} ms", self.name);
    }
}

/// `let _case = case!();` first in a test times it under the test's own name (the name is
/// taken from the function, so it cannot drift from it).
macro_rules! case {
    () => {{
        fn here() {}
        $crate::wasm_common::Case::start(std::any::type_name_of_val(&here))
    }};
}
pub(crate) use case;

/// The kind number of a game, as the TypeScript side finds it.
pub fn kind(name: &str) -> u32 {
    RulesetKind::ALL
        .iter()
        .position(|k| k.as_str() == name)
        .expect("a game of the table") as u32
}

/// A new game of `name` from JSON configuration text: its handle.
pub fn new_game(name: &str, config: &str) -> f64 {
    input_json(config.into());
    assert_eq!(raw_new(kind(name), 0), OK, "{name} {config}");
    last_handle().expect("a handle")
}

/// Submits `action` (JSON text) for `player` to the game `handle` of `name`: the call's status.
pub fn submit(name: &str, handle: f64, player: &str, action: &str) -> u32 {
    input_json(action.into());
    raw_submit(kind(name), 0, handle, -1, Some(player.into()))
}

/// The standard perft positions (the start, Kiwipete, and positions 3 to 6 of the Chess
/// Programming Wiki) with their counts at depths 1 to 4; tests/chess_perft.rs checks the same
/// natively, to depth 5.
pub const CHESS_PERFT: [(&str, [u64; 4]); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        [20, 400, 8_902, 197_281],
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        [48, 2_039, 97_862, 4_085_603],
    ),
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        [14, 191, 2_812, 43_238],
    ),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        [6, 264, 9_467, 422_333],
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        [44, 1_486, 62_379, 2_103_487],
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        [46, 2_079, 89_890, 3_894_594],
    ),
];

/// Checks chess perft in each of [`CHESS_PERFT`]'s positions at depths 1 to `depth`.
pub fn check_chess_perft(depth: u32) {
    use arbiter_rules::chess::{Chess, ChessConfig};
    use arbiter_rules::Game;
    for (fen, counts) in CHESS_PERFT {
        let config = ChessConfig {
            fen: Some(fen.into()),
            ..Default::default()
        };
        let game = Game::<Chess>::new(config).expect("valid FEN");
        assert_eq!(game.state().fen(), fen);
        for (d, expected) in (1..=depth).zip(counts) {
            assert_eq!(game.perft(d).ok(), Some(expected), "{fen} at {d}");
        }
    }
}
