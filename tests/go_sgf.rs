#![cfg(feature = "go")]
#![cfg(not(target_arch = "wasm32"))]
//! SGF files from elsewhere and SGF text of any kind: GNU Go's handicap game
//! (tests/fixtures/go/, written by the script beside it) replays through our rules to GNU Go's
//! final position, and any text, or a record cut and spliced, is read or refused with
//! `INVALID_INPUT`, never a panic.

use arbiter_rules::go::{from_sgf, to_sgf, CountingRule, Go, GoAction, GoConfig, Stone};
use arbiter_rules::{ErrorCode, Game, GameRng};
use proptest::prelude::*;

const RECORD: &str = include_str!("fixtures/go/gnugo-handicap.sgf");
const FINAL: &str = include_str!("fixtures/go/gnugo-handicap-final.sgf");

#[test]
fn gnu_gos_handicap_game_replays_to_gnu_gos_final_position() {
    let game = from_sgf(RECORD).expect("GNU Go's game is legal under our rules");
    assert_eq!(game.config().handicap, Some(3));
    assert_eq!(game.config().size, Some(9));
    assert_eq!(game.state().first, Stone::White);
    assert_eq!(game.state().komi_half_points, 1);
    // GNU Go's own SGF of the final position, read as a set-up position: the same stones.
    let position = from_sgf(FINAL).expect("GNU Go's position");
    let before_count = {
        // The record's position after its last move, before the dead stones came off.
        let mut replay = Game::<Go>::new(game.config().clone()).expect("valid");
        for record in game.actions() {
            if matches!(record.action, GoAction::Play { .. } | GoAction::Pass {}) {
                replay.submit(&record.player, record.action).expect("legal");
            }
        }
        replay.state().board.clone()
    };
    assert_eq!(before_count, position.state().board);
    // RE[B+35.5] with two passes: counted by agreement on the engine's proposal, Black ahead.
    assert!(game.is_finished());
    let lead = game.state().score.as_ref().expect("counted").black_lead();
    println!(
        "our count: Black leads by {} half points; GNU Go: B+35.5",
        lead
    );
    assert!(lead > 0, "{lead}");
    // Written again and read back: the same game.
    let again = from_sgf(&to_sgf(&game)).expect("our own record");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
}

/// A few records to cut and splice: GNU Go's, and two random games counted by area (a handicap
/// game and a 5×5 one), made once.
fn records() -> &'static [String] {
    static RECORDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    RECORDS.get_or_init(make_records)
}

fn make_records() -> Vec<String> {
    let mut out = vec![RECORD.to_string(), FINAL.to_string()];
    let mut rng = GameRng::from_seed("sgf-mutations");
    for config in [
        GoConfig {
            size: Some(7),
            handicap: Some(2),
            counting: Some(CountingRule::Area),
            ..GoConfig::default()
        },
        GoConfig {
            size: Some(5),
            counting: Some(CountingRule::Area),
            ..GoConfig::default()
        },
    ] {
        let mut game = Game::<Go>::new(config).expect("valid");
        while let Some(player) = game.current_player().cloned() {
            let mut legal = game.legal_actions(&player).expect("a player");
            let action = legal.swap_remove(rng.index(legal.len()));
            game.submit(&player, action).expect("legal");
        }
        out.push(to_sgf(&game));
    }
    out
}

fn read_or_refused(text: &str) {
    if let Err(e) = from_sgf(text) {
        assert_eq!(e.code, ErrorCode::InvalidInput, "{text:?}: {e:?}");
        assert!(e.message.starts_with("sgf: "), "{e:?}");
    }
}

const PIECES: &[&str] = &[
    "(",
    ")",
    ";",
    "[",
    "]",
    "\\",
    "B[",
    "W[tt]",
    "AB[aa:zz]",
    "TB[",
    "SZ[4]",
    "SZ[19]",
    "KM[x]",
    "HA[9]",
    "(;",
    ";B[]",
    "RE[W+R]",
    "RE[0]",
    "PL[W]",
    "AE[aa]",
    "AW[aa:ss]",
    "ñ",
    "\n",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,120}") {
        read_or_refused(&text);
    }

    #[test]
    fn sgf_like_text_is_read_or_refused(pieces in prop::collection::vec(prop::sample::select(PIECES), 0..40)) {
        read_or_refused(&pieces.concat());
    }

}

proptest! {
    // Fewer: a record counted by agreement computes the engine's proposal on each import.
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    #[test]
    fn cut_and_spliced_records_are_read_or_refused(
        which in 0usize..4,
        edits in prop::collection::vec((any::<usize>(), 0usize..16, prop::sample::select(PIECES)), 1..5),
    ) {
        let records = records();
        let mut text = records[which % records.len()].clone();
        for (at, cut, insert) in edits {
            let chars: Vec<char> = text.chars().collect();
            let at = at % (chars.len() + 1);
            let end = (at + cut).min(chars.len());
            text = chars[..at].iter().collect::<String>() + insert + &chars[end..].iter().collect::<String>();
        }
        read_or_refused(&text);
    }
}
