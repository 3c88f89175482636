#![cfg(all(
    feature = "backgammon",
    feature = "chess",
    feature = "go",
    feature = "ships"
))]
//! The module in wasm, the heavy cases: perft to depth 4 and whole games of the bots, each the
//! same as natively, run by wasm-bindgen-test in Node only. Built at opt-level 0 they take
//! seconds each, which in headless Chromium holds the page's one thread long enough for the
//! runner's WebDriver calls to time out on a busy machine; tests/web.rs holds the quick cases
//! that run in both. Each case prints its time.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

// In Node whatever the environment asks (even with WASM_BINDGEN_USE_BROWSER set).
wasm_bindgen_test_configure!(run_in_node_experimental);

#[path = "common/backgammon_bot_pinned.rs"]
mod backgammon_bot_pinned;
#[path = "common/wasm.rs"]
mod wasm_common;
use wasm_common::{case, check_chess_perft};

#[wasm_bindgen_test]
fn chess_perft_to_depth_4_is_the_same_as_natively() {
    let _case = case!();
    check_chess_perft(4);
}

#[wasm_bindgen_test]
fn a_chess_bot_game_is_the_same_as_natively() {
    let _case = case!();
    // tests/bots.rs pins the same game's hash.
    use arbiter_rules::chess::{Chess, ChessConfig, Seat, Strategy};
    let seats = [Seat::Bot(2_000), Seat::Fixed(Strategy::Random)];
    let game =
        arbiter_rules::ai::play_out::<Chess, Strategy>(ChessConfig::default(), &seats, "pinned")
            .expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "945f01ce531ccb5b"
    );
}

#[wasm_bindgen_test]
fn a_ships_bot_game_is_the_same_as_natively() {
    let _case = case!();
    // A whole game of the bot (30 iterations a decision) against random play: every decision
    // and die the same as natively (tests/bots.rs pins the same hash).
    use arbiter_rules::ships::{play_out, Seat, ShipsConfig, Strategy};
    let config = ShipsConfig {
        seed: Some("pinned".into()),
        ..ShipsConfig::for_players(&["p0", "p1"])
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = play_out(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "c9fe96239dbb001f"
    );
}

#[wasm_bindgen_test]
fn a_backgammon_bot_game_is_the_same_as_natively() {
    let _case = case!();
    // tests/bots.rs pins the same game's hash.
    use arbiter_rules::backgammon::{Backgammon, BackgammonConfig, Seat, Strategy};
    let config = BackgammonConfig {
        players: None,
        seed: Some("pinned".into()),
        ..BackgammonConfig::default()
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game = arbiter_rules::ai::play_out::<Backgammon, Strategy>(config, &seats, "pinned")
        .expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "2214a37432fa1d92"
    );
}

#[wasm_bindgen_test]
fn the_backgammon_networks_bot_plays_the_same_game_as_natively() {
    let _case = case!();
    // tests/backgammon_properties.rs pins it natively: the network's f32 inference and the
    // search agree bit for bit.
    let (game, chances) = backgammon_bot_pinned::pinned_bot_game();
    assert_eq!(chances, backgammon_bot_pinned::PINNED_CHANCES);
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        backgammon_bot_pinned::PINNED_BOT_HASH
    );
}

#[wasm_bindgen_test]
fn a_go_bot_game_is_the_same_as_natively() {
    let _case = case!();
    // tests/bots.rs pins the same game's hash.
    use arbiter_rules::go::{Go, GoConfig, Seat, Strategy};
    let config = GoConfig {
        seed: Some("pinned".into()),
        size: Some(7),
        ..GoConfig::default()
    };
    let seats = [Seat::Bot(30), Seat::Fixed(Strategy::Random)];
    let game =
        arbiter_rules::ai::play_out::<Go, Strategy>(config, &seats, "pinned").expect("plays");
    assert_eq!(
        game.state_hash().expect("hash").to_string(),
        "6553fbc439446d9c"
    );
}
