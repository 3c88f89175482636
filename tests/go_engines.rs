#![cfg(feature = "go")]
//! The GNU Go harness of `npm run balance` cannot rot: a short exchange with GNU Go (a handful
//! of moves each way through GTP, our bot's through the rules engine), then GNU Go's count
//! and dead stones parsed. GNU Go missing fails here, saying how to install it.
#![cfg(not(target_arch = "wasm32"))]

use arbiter_rules::go::bot::{self, LEVELS};
use arbiter_rules::go::gtp::{find_gnugo, GnuGo, GnuGoSettings, GtpMove};
use arbiter_rules::go::{Go, GoAction, GoConfig, Stone};
use arbiter_rules::{Game, GameRng};

#[test]
fn a_short_exchange_with_gnu_go_is_played_and_counted() {
    if let Err(e) = find_gnugo() {
        panic!("{e}");
    }
    let settings = GnuGoSettings::new(1, 7);
    let mut gnugo = GnuGo::start(&settings, 9).expect("gnugo starts");
    assert!(gnugo.version.starts_with("GNU Go"), "{}", gnugo.version);
    let mut game = Game::<Go>::new(GoConfig::default()).expect("a game");
    let mut rng = GameRng::from_seed("smoke");
    for _ in 0..3 {
        // Our bot is Black, GNU Go White.
        let player = game.current_player().cloned().expect("black to move");
        let action = bot::decide(game.state(), &player, LEVELS[0], &mut rng).expect("a move");
        let mv = match action {
            GoAction::Play { x, y } => GtpMove::Play { x, y },
            _ => GtpMove::Pass,
        };
        gnugo.play("black", mv, 9).expect("gnugo takes our move");
        game.submit(&player, action).expect("legal");
        let player = game.current_player().cloned().expect("white to move");
        let action = match gnugo.genmove("white", 9).expect("gnugo's move") {
            GtpMove::Play { x, y } => GoAction::Play { x, y },
            GtpMove::Pass => GoAction::Pass {},
            GtpMove::Resign => GoAction::Resign {},
        };
        game.submit(&player, action)
            .expect("gnugo's move is legal for us too");
    }
    assert_eq!(game.state().moves, 6);
    assert_eq!(game.state().board.count(Stone::Black), 3);
    let lead = gnugo.final_score().expect("a score");
    assert!(lead.abs() < 2 * 81, "{lead}");
    let dead = gnugo.dead_stones(9).expect("a dead list");
    assert!(dead.len() <= 6, "{dead:?}");
    assert!(gnugo.command("no_such_command").is_err());
}

/// Our handicap points are GNU Go's `fixed_handicap` points, and we refuse what it refuses.
#[test]
fn handicap_stones_are_placed_where_gnu_go_places_them() {
    use arbiter_rules::go::gtp::parse_move;
    use arbiter_rules::go::handicap::{handicap_points, MAX_HANDICAP, MIN_HANDICAP};
    let settings = GnuGoSettings::new(1, 1);
    for size in [9, 13, 19, 10] {
        let mut gnugo = GnuGo::start(&settings, size).expect("gnugo starts");
        for stones in MIN_HANDICAP..=MAX_HANDICAP {
            gnugo.command("clear_board").expect("cleared");
            let ours = handicap_points(size, stones);
            match gnugo.command(&format!("fixed_handicap {stones}")) {
                Ok(answer) => {
                    let mut theirs: Vec<(u32, u32)> = answer
                        .split_whitespace()
                        .map(|v| match parse_move(v, size) {
                            Ok(GtpMove::Play { x, y }) => (x, y),
                            other => panic!("{v}: {other:?}"),
                        })
                        .collect();
                    theirs.sort_by_key(|&(x, y)| (y, x));
                    let ours: Vec<(u32, u32)> =
                        ours.expect("ours too").iter().map(|p| (p.x, p.y)).collect();
                    assert_eq!(ours, theirs, "{size}×{size}, {stones} stones");
                }
                Err(e) => assert!(ours.is_err(), "{size}×{size}, {stones}: gnugo {e}"),
            }
        }
    }
}
