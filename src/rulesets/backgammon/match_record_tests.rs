//! Match files game by game: GNU Backgammon's own 5-point match and session of money games
//! (tests/fixtures/backgammon/, written by gnubg-match.py) read with their records, each game
//! replayed to GNU Backgammon's result, and written back in its place in the match.

use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::game::Game;

const MATCH: &str = include_str!("../../../tests/fixtures/backgammon/gnubg-5-point-match.mat");
const SESSION: &str = include_str!("../../../tests/fixtures/backgammon/gnubg-money-session.mat");

fn points(game: &Game<Backgammon>) -> Option<(String, i64)> {
    let outcome = game.outcome()?;
    let winner = outcome.winner()?.clone();
    let won = outcome.results().first()?.metrics.as_ref()?.get("points").copied()?;
    Some((winner, won))
}

#[test]
fn a_five_point_match_is_read_game_by_game_with_the_score_before_each() {
    let entries = read_match_text(MATCH, 100).expect("reads");
    let seen: Vec<_> = entries
        .iter()
        .map(|e| {
            let game = e.game.as_ref().unwrap_or_else(|err| panic!("game {}: {err:?}", e.index + 1));
            (e.record.game_number, e.record.score, e.record.crawford, points(game))
        })
        .collect();
    let root = |p| Some(("root".to_string(), p));
    let gnubg = |p| Some(("gnubg".to_string(), p));
    // As GNU Backgammon played it (its match record: 'points-won', Crawford on the sixth).
    assert_eq!(
        seen,
        [
            (1, [0, 0], false, root(1)),
            (2, [0, 1], false, gnubg(2)),
            (3, [2, 1], false, gnubg(1)),
            (4, [3, 1], false, root(1)),
            (5, [3, 2], false, root(2)),
            (6, [3, 4], true, root(1)),
        ]
    );
    for e in &entries {
        assert_eq!(e.record.match_length, 5);
        let game = e.game.as_ref().expect("read");
        // Match play: the cube, no Jacoby rule.
        assert_eq!((game.config().cube, game.config().jacoby), (Some(true), Some(false)));
        // Written back in its place and read again: the same game and record.
        let text = match_text_with_record(game, &e.record).expect("writes");
        assert!(text.contains(&format!(" 5 point match\n\n Game {}", e.record.game_number)), "{text}");
        let back = read_match_text(&text, 1).expect("reads back");
        let again = back[0].game.as_ref().expect("replays");
        assert_eq!(again.state_hash().ok(), game.state_hash().ok(), "{text}");
        assert_eq!(back[0].record, e.record, "{text}");
    }
    // fromMatchText: the first game.
    let first = from_match_text(MATCH).expect("first game");
    assert_eq!(points(&first), root(1));
    // At most `max` games.
    assert_eq!(read_match_text(MATCH, 2).expect("reads").len(), 2);
}

#[test]
fn a_session_of_money_games_is_read_game_by_game() {
    let entries = read_match_text(SESSION, 100).expect("reads");
    let seen: Vec<_> = entries
        .iter()
        .map(|e| (e.record.score, e.game.as_ref().ok().and_then(points)))
        .collect();
    let gnubg = |p| Some(("gnubg".to_string(), p));
    // GNU Backgammon's session: gnubg 6, root 0 after three games of 2 points each.
    assert_eq!(seen, [([0, 0], gnubg(2)), ([2, 0], gnubg(2)), ([4, 0], gnubg(2))]);
    assert!(entries.iter().all(|e| e.record.match_length == 0 && !e.record.crawford));
    assert_eq!(entries[0].record.comments.len(), 1);
    assert!(entries[0].record.comments[0].starts_with("; [EventDate"));
}

#[test]
fn one_bad_game_does_not_lose_the_others() {
    // The second game's first move is one the rules forbid (a checker not there).
    let broken = SESSION.replacen("  1) 64: ", "  1) 64: 3/1 ", 1);
    let second = broken.find(" Game 2").expect("game 2");
    let (head, tail) = broken.split_at(second);
    let tail = tail.replacen(": 24/", ": 2/", 1);
    let text = format!("{head}{tail}");
    let entries = read_match_text(&text, 100).expect("reads");
    let ok: Vec<bool> = entries.iter().map(|e| e.game.is_ok()).collect();
    assert_eq!(ok.len(), 3);
    assert!(ok[2], "the third game is still read");
    let refused = entries.iter().find(|e| e.game.is_err()).expect("one refused");
    let e = refused.game.as_ref().map(|_| ()).expect_err("refused");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.starts_with("line "), "{}", e.message);
}

#[test]
fn a_record_that_makes_no_match_file_is_refused_naming_the_field() {
    let game = from_match_text(SESSION).expect("reads");
    for (record, says) in [
        (MatchRecord { game_number: 0, ..MatchRecord::default() }, "record.gameNumber is 0"),
        (MatchRecord { match_length: 5000, ..MatchRecord::default() }, "record.matchLength is 5000"),
        (MatchRecord { comments: vec!["no semicolon".into()], ..MatchRecord::default() }, "record.comments[0]"),
        (MatchRecord { comments: vec!["; a\n Game 9".into()], ..MatchRecord::default() }, "record.comments[0]"),
    ] {
        let e = match_text_with_record(&game, &record).expect_err(says);
        assert!(e.message.contains(says), "{}", e.message);
    }
    for text in ["", "  \n "] {
        let e = read_match_text(text, 1).map(|_| ()).expect_err("empty");
        assert_eq!(e.message, "match text is empty");
    }
}
