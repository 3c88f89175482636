//! SGF export and import: the text written, files read, bad files refused naming the place,
//! and export → import giving the same state hash over seeded random games.

use super::sgf_write::komi_text;
use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;
use crate::engine::rng::GameRng;

fn imported(text: &str) -> Game<Go> {
    from_sgf(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn refused(text: &str) -> String {
    let e = from_sgf(text).expect_err("refused");
    assert_eq!(e.code, ErrorCode::InvalidInput, "{e:?}");
    e.message
}

#[test]
fn a_game_is_written_with_its_header_moves_and_result() {
    let mut game = Game::<Go>::new(GoConfig {
        size: Some(7),
        handicap: Some(2),
        counting: Some(CountingRule::Area),
        ..GoConfig::for_players("ann", "b]x")
    })
    .expect("valid");
    for action in [
        GoAction::Play { x: 3, y: 3 },
        GoAction::Pass {},
        GoAction::Play { x: 0, y: 6 },
        GoAction::Pass {},
        GoAction::Pass {},
    ] {
        let player = game.current_player().cloned().expect("a player");
        game.submit(&player, action).expect("legal");
    }
    let text = to_sgf(&game);
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        text,
        format!(
            "(;FF[4]GM[1]CA[UTF-8]AP[arbiter-rules:{version}]SZ[7]KM[0.5]RU[Tromp-Taylor]\n\
             PB[ann]PW[b\\]x]HA[2]AB[ec][ce]RE[W+0.5]\n\
             ;W[dd];B[];W[ag];B[];W[])\n"
        )
    );
    let back = imported(&text);
    assert_eq!(back.config().handicap, Some(2));
    assert_eq!(back.state_hash().ok(), game.state_hash().ok());
}

#[test]
fn komi_is_written_in_points() {
    for (half, text) in [(15, "7.5"), (1, "0.5"), (-1, "-0.5"), (-7, "-3.5"), (12, "6"), (0, "0")] {
        assert_eq!(komi_text(half), text);
    }
}

#[test]
fn a_file_with_setup_passes_and_old_passes_is_read() {
    let game = imported(
        "(;GM[1]FF[4]SZ[9]KM[6.5]PB[Honinbo]PW[Shusaku]\
         AB[aa:ba][cc]AW[ee]AE[ba]PL[W]C[a puzzle]\
         ;W[dd]C[x];B[tt];W[];B[ff](;W[gg])(;W[hh]))",
    );
    let s = game.state();
    assert_eq!(s.players, ["Honinbo".to_string(), "Shusaku".to_string()]);
    assert_eq!(s.komi_half_points, 13);
    assert_eq!(s.board.count(Stone::Black), 3); // aa, cc, ff (ba set, then emptied)
    assert_eq!(s.board.count(Stone::White), 3); // ee, dd, gg (the first variation)
    assert_eq!(s.moves, 5);
    assert_eq!(s.to_move(), Stone::Black);
    assert!(game.outcome().is_none());
    let setup = game.config().setup.clone().expect("a setup");
    assert_eq!(setup.to_move, Some(Stone::White));
}

#[test]
fn results_end_the_game_as_the_file_says() {
    // A resignation.
    let game = imported("(;SZ[5]RE[W+R];B[cc];W[dd])");
    assert_eq!(game.state().resigned, Some(Stone::Black));
    // A count by agreement after two passes: the proposal, accepted.
    let game = imported("(;SZ[5]KM[0.5]RE[B+25.5];B[cc];W[];B[])");
    let score = game.state().score.clone().expect("counted");
    assert_eq!((score.black.area, score.white.area), (25, 0));
    // A marking: the white stone in Black's territory is dead, though the proposal may differ.
    let text = "(;SZ[5]KM[0.5]RE[B+25.5];B[cc];W[aa];B[];W[]TB[aa:ee])";
    let game = imported(text);
    assert!(game.is_finished());
    assert_eq!(game.state().board.count(Stone::White), 0);
    assert_eq!(game.state().captures, [1, 0]);
    // No result, no marking: the counting goes on; `?` too.
    for re in ["", "RE[?]", "RE[Void]"] {
        let game = imported(&format!("(;SZ[5]{re};B[cc];W[];B[])"));
        assert!(game.state().counting.is_some() && !game.is_finished(), "{re}");
    }
    // A count, a time forfeit, a forfeit or a draw the board does not give: recorded.
    for (re, winner, reason, margin) in [
        ("B+12", Some(Stone::Black), GoEndReason::RecordedScore, Some(24)),
        ("W+0.5", Some(Stone::White), GoEndReason::RecordedScore, Some(1)),
        ("B+", Some(Stone::Black), GoEndReason::RecordedScore, None),
        ("W+T", Some(Stone::White), GoEndReason::TimeForfeit, None),
        ("B+Time", Some(Stone::Black), GoEndReason::TimeForfeit, None),
        ("W+F", Some(Stone::White), GoEndReason::Forfeit, None),
        ("0", None, GoEndReason::Agreement, None),
        ("Draw", None, GoEndReason::Agreement, None),
    ] {
        let game = imported(&format!("(;SZ[5]RE[{re}];B[cc])"));
        let recorded = GoRecorded { winner, reason, margin_half_points: margin };
        assert_eq!(game.state().recorded, Some(recorded), "{re}");
        let outcome = game.outcome().expect("over");
        assert_eq!(outcome.reason(), reason, "{re}");
        let won = outcome.results().first().and_then(|r| r.metrics.as_ref()?.get("marginHalfPoints").copied());
        assert_eq!(won, margin.map(i64::from), "{re}");
        // Written back: the same result, the same game.
        let text = to_sgf(&game);
        let back = imported(&text);
        assert_eq!(back.state_hash().ok(), game.state_hash().ok(), "{re}: {text}");
        assert!(!game.can_undo(), "{re}: a recorded result is final");
    }
    // A move after two passes resumes play.
    let game = imported("(;SZ[5];B[cc];W[];B[];W[dd])");
    assert_eq!((game.state().resumes, game.state().moves), (1, 4));
}

#[test]
fn illegal_moves_and_bad_files_are_refused_naming_the_place() {
    for (text, message) in [
        ("(;SZ[5];B[cc];W[cc])", "sgf: node 3, W[cc] at line 1, column 15: move 2: x 2, y 2 is occupied by a black stone"),
        ("(;SZ[5];B[cc];B[dd])", "sgf: node 3, B[dd] at line 1, column 15: move 2: it is white's move (moves alternate; a pass is a move)"),
        ("(;SZ[5];B[cf])", "sgf: node 2, B[cf] at line 1, column 9: move 1 is off the 5×5 board"),
        ("(;SZ[5];B[c])", "sgf: node 2, B[c] at line 1, column 9: move 1 expected a point as two letters"),
        ("(;SZ[5];B[cc];AB[aa])", "sgf: node 3, AB[aa] at line 1, column 15: sets up stones after the first move: only a starting position can be set up"),
        ("(;SZ[21])", "sgf: node 1, SZ[21] at line 1, column 3: expected a board size from 5 to 19"),
        ("(;SZ[9:7])", "sgf: node 1, SZ[9:7] at line 1, column 3: is not a square board"),
        ("(;GM[2])", "sgf: node 1, GM[2] at line 1, column 3: is not a game of Go (GM[1])"),
        ("(;KM[6.3])", "sgf: node 1, KM[6.3] at line 1, column 3: komi is 6.3, expected a multiple of 0.5 from -1000 to 1000"),
        ("(;KM[lots])", "sgf: node 1, KM[lots] at line 1, column 3: is not a number"),
        ("(;SZ[5]AB[aa:ff])", "sgf: node 1, AB[aa:ff] at line 1, column 8: \"aa:ff\" is off the 5×5 board"),
        ("(;SZ[5]AB[aa:ee][aa:ee][aa])", "sgf: node 1, AB[aa:ee] at line 1, column 8: lists more than the 25 points of the board"),
        ("(;SZ[5]PL[X])", "sgf: node 1, PL[X] at line 1, column 8: expected B or W"),
        ("(;SZ[5]HA[two])", "sgf: node 1, HA[two] at line 1, column 8: is not a whole number"),
        ("(;SZ[5]AB[ab][ba]AW[aa])", "sgf: the root node at line 1, column 2: setup: the white stones at x 0, y 0 have no liberty"),
        ("(;SZ[5];B[aa]W[bb])", "sgf: node 2, W[bb] at line 1, column 14: is a second move in one node"),
    ] {
        assert_eq!(refused(text), message, "{text}");
    }
}

#[test]
fn a_handicap_is_recognised_only_as_gtp_places_it() {
    let fixed = imported("(;SZ[9]HA[2]AB[gc][cg];W[ee])");
    assert_eq!(fixed.config().handicap, Some(2));
    assert_eq!(fixed.state().komi_half_points, 1);
    let free = imported("(;SZ[9]HA[2]AB[gc][cf];W[ee])");
    assert_eq!(free.config().handicap, None);
    assert_eq!(free.state().first, Stone::White);
    assert_eq!(free.state().board.count(Stone::Black), 2);
}

/// A random game of a random configuration (small boards; handicap, set-up positions, both
/// countings, now and then a resignation), played to its end or stopped on the way.
fn random_game(rng: &mut GameRng) -> Game<Go> {
    let size = 5 + rng.index(5) as u32;
    let mut config = GoConfig {
        size: Some(size),
        komi: [None, Some(0.0), Some(6.5), Some(-2.5)][rng.index(4)],
        counting: Some(if rng.index(4) == 0 { CountingRule::Agreement } else { CountingRule::Area }),
        ..GoConfig::default()
    };
    if rng.index(3) == 0 {
        config.players = Some(["ann".into(), "bob \\ ]".into()]);
        config.seed = Some(["", "s]", "seed"][rng.index(3)].into());
    }
    match rng.index(4) {
        0 if size >= 7 => config.handicap = Some(2 + rng.index(3) as u32),
        1 => {
            let point = |rng: &mut GameRng| GoPoint { x: rng.index(size as usize) as u32, y: rng.index(size as usize) as u32 };
            let mut setup = GoSetup::default();
            for _ in 0..3 {
                let (b, w) = (point(rng), point(rng));
                if !setup.black.contains(&b) && !setup.white.contains(&b) {
                    setup.black.push(b);
                }
                if !setup.black.contains(&w) && !setup.white.contains(&w) {
                    setup.white.push(w);
                }
            }
            setup.to_move = [None, Some(Stone::White), Some(Stone::Black)].get(rng.index(3)).copied().flatten();
            config.setup = Some(setup);
        }
        _ => {}
    }
    let mut game = match Game::<Go>::new(config.clone()) {
        Ok(game) => game,
        // A random setup may leave a stone without liberty: the empty board then.
        Err(_) => Game::<Go>::new(GoConfig { setup: None, ..config }).expect("valid"),
    };
    let stop = if rng.index(5) == 0 { rng.index(40) } else { usize::MAX };
    let mut n = 0;
    while let Some(player) = game.current_player().cloned() {
        // Stopped on the way, or resigned: only in play (a counting's marking is not written).
        // (Nor right after a resume: SGF has no move for it, so the file shows the counting.)
        let resumed = matches!(game.log().last().map(|e| &e.event), Some(GoEvent::PlayResumed { .. }));
        if n >= stop && game.state().counting.is_none() && !resumed {
            if rng.index(2) == 0 {
                game.submit(&player, GoAction::Resign {}).expect("resign");
            }
            break;
        }
        let mut legal = game.legal_actions(&player).expect("a player");
        // In play, a pass one move in ten (listed last), so that games have stones.
        let in_play = game.state().counting.is_none();
        let action = if in_play && (legal.len() == 1 || rng.index(10) == 0) {
            GoAction::Pass {}
        } else {
            if in_play {
                legal.pop();
            }
            legal.swap_remove(rng.index(legal.len()))
        };
        game.submit(&player, action).expect("legal");
        n += 1;
    }
    game
}

#[test]
fn export_then_import_gives_the_same_state_hash_over_200_random_games() {
    let mut rng = GameRng::from_seed("sgf-round-trip");
    let (mut finished, mut counted, mut handicaps) = (0, 0, 0);
    for i in 0..200 {
        let game = random_game(&mut rng);
        let text = to_sgf(&game);
        let back = from_sgf(&text).unwrap_or_else(|e| panic!("game {i}: {e:?}\n{text}"));
        if back.state_hash().ok() != game.state_hash().ok() {
            let events: Vec<_> = game.log().iter().rev().take(8).map(|e| format!("{:?}", e.event)).collect();
            panic!("game {i}:\n{text}\n{:#?}\n{:#?}\n{events:#?}", game.state(), back.state());
        }
        assert_eq!(back.outcome(), game.outcome(), "game {i}");
        finished += usize::from(game.is_finished());
        counted += usize::from(game.state().removed);
        handicaps += usize::from(game.config().handicap.is_some());
    }
    assert!(finished > 100 && counted > 10 && handicaps > 10, "{finished} {counted} {handicaps}");
}
