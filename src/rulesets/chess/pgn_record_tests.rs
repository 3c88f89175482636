//! Files keep what they say: the results a board does not give recorded from the file's own
//! words, every game of a database with its record, the record written back, and undo after
//! the end (a mate taken back; a resignation or a recorded result never).

use super::*;
use crate::engine::error::ErrorCode;
use crate::engine::outcome::GameOutcome;
use crate::Game;

const OPERA: &str = include_str!("../../../tests/fixtures/chess/python-chess-annotated.pgn");

fn reason(game: &Game<Chess>) -> Option<ChessEndReason> {
    game.outcome().map(GameOutcome::reason)
}

fn winner(game: &Game<Chess>) -> Option<&str> {
    game.outcome().and_then(|o| o.winner()).map(String::as_str)
}

/// `text` read, written with `pgn()` and read again: the same hash; the text written.
fn round_trip(game: &Game<Chess>) -> String {
    let text = to_pgn(game, &PgnTags::default()).expect("pgn");
    let back = from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.state_hash(), game.state_hash(), "{text}");
    assert_eq!(back.outcome(), game.outcome(), "{text}");
    text
}

#[test]
fn a_draw_with_no_rule_behind_it_is_a_draw_by_agreement() {
    let game = from_pgn("[White \"ann\"]\n[Black \"bob\"]\n1. e4 e5 2. Nf3 Nc6 1/2-1/2").expect("reads");
    assert_eq!(reason(&game), Some(ChessEndReason::Agreement));
    assert!(matches!(game.outcome(), Some(GameOutcome::Draw { .. })));
    assert_eq!(
        game.actions().last().map(|a| &a.action),
        Some(&ChessAction::RecordResult {
            winner: None,
            reason: ChessEndReason::Agreement
        })
    );
    let text = round_trip(&game);
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    assert!(text.contains("[Termination \"normal\"]"), "{text}");
    assert!(text.ends_with("2. Nf3 Nc6 {Draw by agreement} 1/2-1/2\n\n"), "{text}");
    // Still as before: a decisive result is the loser's resignation, `*` goes on.
    let game = from_pgn("1. e4 e5 0-1").expect("reads");
    assert_eq!((reason(&game), winner(&game)), (Some(ChessEndReason::Resignation), Some("black")));
    assert_eq!(reason(&from_pgn("1. e4 e5 *").expect("reads")), None);
}

#[test]
fn termination_says_how_a_game_the_board_did_not_end_ended() {
    let moves = "1. d4 d5 2. c4 e6";
    for (termination, result, want, who) in [
        ("time forfeit", "1-0", Some(ChessEndReason::TimeForfeit), Some("white")),
        ("Time forfeit", "1/2-1/2", Some(ChessEndReason::TimeForfeit), None),
        ("adjudication", "0-1", Some(ChessEndReason::Adjudication), Some("black")),
        ("emergency", "1/2-1/2", Some(ChessEndReason::Adjudication), None),
        ("abandoned", "0-1", Some(ChessEndReason::Forfeit), Some("black")),
        ("rules infraction", "1-0", Some(ChessEndReason::Forfeit), Some("white")),
        ("death", "1-0", Some(ChessEndReason::Forfeit), Some("white")),
        ("normal", "1-0", Some(ChessEndReason::Resignation), Some("white")),
        ("won on time", "0-1", Some(ChessEndReason::Resignation), Some("black")),
        ("unterminated", "1-0", None, None),
        ("time forfeit", "*", None, None),
    ] {
        let text = format!("[Termination \"{termination}\"]\n{moves} {result}");
        let game = from_pgn(&text).expect("reads");
        assert_eq!((reason(&game), winner(&game)), (want, who), "{termination} {result}");
        let written = round_trip(&game);
        if let Some(reason @ (ChessEndReason::TimeForfeit | ChessEndReason::Adjudication)) = want {
            let word = if reason == ChessEndReason::TimeForfeit { "time forfeit" } else { "adjudication" };
            assert!(written.contains(&format!("[Termination \"{word}\"]")), "{written}");
        }
    }
    let game = from_pgn(&format!("[Termination \"time forfeit\"]\n{moves} 1-0")).expect("reads");
    assert!(round_trip(&game).ends_with("{White wins by time forfeit} 1-0\n\n"));
    // The unterminated game says what it did not keep.
    let entries = read_pgn(&format!("[Termination \"unterminated\"]\n{moves} 1-0"), 0, 1).expect("reads");
    let dropped = &entries[0].record.dropped;
    assert!(dropped.iter().any(|d| d.contains("unterminated, so it goes on")), "{dropped:?}");
}

#[test]
fn no_player_may_submit_a_recorded_result_but_replay_and_load_reproduce_it() {
    let game = from_pgn("[Termination \"time forfeit\"]\n1. e4 e5 0-1").expect("reads");
    let mut live = Game::<Chess>::new(ChessConfig::default()).expect("new");
    let hash = live.state_hash();
    let record = ChessAction::RecordResult {
        winner: Some("white".into()),
        reason: ChessEndReason::TimeForfeit,
    };
    for player in ["white", "black"] {
        let e = live.submit(player, record.clone()).map(|_| ()).expect_err("refused");
        assert_eq!(e.code, ErrorCode::IllegalAction, "{}", e.message);
        assert!(e.message.contains("no player may submit it"), "{}", e.message);
    }
    assert_eq!(live.state_hash(), hash);
    assert!(live.legal_actions("white").expect("legal").iter().all(|a| !matches!(a, ChessAction::RecordResult { .. })));
    let replayed = Game::<Chess>::replay(game.config().clone(), game.actions()).expect("replay");
    assert_eq!(replayed.state_hash(), game.state_hash());
    let loaded = Game::<Chess>::load(game.save().expect("save")).expect("load");
    assert_eq!(loaded.state_hash(), game.state_hash());
    assert_eq!(winner(&loaded), Some("black"));
    // A record the rules do not take is refused, even from a reader.
    let mut g = Game::<Chess>::new(ChessConfig::default()).expect("new");
    for (action, code) in [
        (ChessAction::RecordResult { winner: None, reason: ChessEndReason::Checkmate }, ErrorCode::IllegalAction),
        (ChessAction::RecordResult { winner: Some("white".into()), reason: ChessEndReason::Agreement }, ErrorCode::IllegalAction),
        (ChessAction::RecordResult { winner: Some("carol".into()), reason: ChessEndReason::Forfeit }, ErrorCode::InvalidInput),
    ] {
        let e = g.submit_record("white", action).map(|_| ()).expect_err("refused");
        assert_eq!(e.code, code, "{}", e.message);
    }
}

#[test]
fn undo_takes_back_a_mate_and_a_claim_never_a_resignation_or_a_recorded_result() {
    let mut mate = Game::<Chess>::new(ChessConfig::default()).expect("new");
    for uci in ["f2f3", "e7e5", "g2g4"] {
        let p = mate.current_player().cloned().expect("to move");
        mate.submit(&p, ChessAction::Move { uci: uci.into() }).expect("legal");
    }
    let before = mate.clone();
    mate.submit("black", ChessAction::Move { uci: "d8h4".into() }).expect("mate");
    assert_eq!(reason(&mate), Some(ChessEndReason::Checkmate));
    assert!(mate.can_undo());
    let taken = mate.undo().expect("takes back the mate");
    assert_eq!(taken.action, ChessAction::Move { uci: "d8h4".into() });
    assert_eq!(mate.state_hash(), before.state_hash());
    assert_eq!((mate.outcome(), mate.current_player().map(String::as_str)), (None, Some("black")));
    // A draw claimed is taken back too: the player may play on instead.
    let mut claim = from_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2").expect("reads");
    assert_eq!(reason(&claim), Some(ChessEndReason::ThreefoldRepetition));
    assert!(claim.undo().is_ok() && claim.outcome().is_none());
    // A resignation and a result from a record are final; every other action still answers
    // GAME_FINISHED first.
    for (text, says) in [
        ("1. e4 e5 1-0", "cannot take back a resignation"),
        ("1. e4 e5 1/2-1/2", "cannot take back a result imported from a game record"),
        ("[Termination \"adjudication\"]\n1. e4 e5 1-0", "cannot take back a result imported from a game record"),
    ] {
        let mut game = from_pgn(text).expect("reads");
        let hash = game.state_hash();
        assert!(!game.can_undo(), "{text}");
        let e = game.undo().map(|_| ()).expect_err(text);
        assert_eq!(e.code, ErrorCode::IllegalAction, "{text}");
        assert!(e.message.contains(says), "{text}: {}", e.message);
        assert_eq!(game.state_hash(), hash);
        let e = game.submit("white", ChessAction::Move { uci: "d2d4".into() }).map(|_| ()).expect_err("over");
        assert_eq!(e.code, ErrorCode::GameFinished);
    }
}

#[test]
fn the_opera_game_and_its_record_read_and_written_back() {
    let entries = read_pgn(OPERA, 0, 10).expect("reads");
    assert_eq!(entries.len(), 2);
    let [opera, second] = &entries[..] else { panic!("two games") };
    let game = opera.game.as_ref().expect("plays");
    assert_eq!(reason(game), Some(ChessEndReason::Checkmate));
    assert_eq!(winner(game), Some("Morphy, Paul"));
    let tags: Vec<(&str, &str)> = opera.record.tags.iter().map(|t| (t.name.as_str(), t.value.as_str())).collect();
    assert_eq!(
        tags,
        [
            ("Event", "Paris"),
            ("Site", "Paris FRA"),
            ("Date", "1858.??.??"),
            ("Round", "?"),
            ("White", "Morphy, Paul"),
            ("Black", "Duke Karl / Count Isouard"),
            ("Result", "1-0")
        ]
    );
    let comment = |ply, text: &str| PgnNote::Comment { ply, text: text.into() };
    assert_eq!(
        opera.record.notes,
        [
            comment(0, "The opera game"),
            PgnNote::Variation {
                ply: 4,
                movetext: "2... Nc6 {the usual move} 3. Bb5 $1 (3. Bc4 Bc5) 3... a6".into()
            },
            PgnNote::Nag { ply: 10, nag: 6 },
            comment(10, "Black gives up the bishop pair {not really ; still fine"),
            comment(20, "a sacrifice"),
            PgnNote::Nag { ply: 21, nag: 3 },
            comment(33, "Checkmate"),
        ]
    );
    assert_eq!(opera.record.dropped, Vec::<String>::new());
    assert_eq!(second.index, 1);
    assert_eq!(second.record.tag("Event"), Some("Second game, not read"));
    assert_eq!(second.game.as_ref().map(|g| g.state().plies).ok(), Some(1));
    // Written with its record and read again: the same game, tags and notes (the writer adds
    // how the game ended, and its closing comment is not said twice).
    let text = to_pgn_with_record(game, &opera.record).expect("writes");
    assert!(text.lines().all(|l| l.len() < 80), "{text}");
    let flat = text.replace('\n', " ");
    assert!(flat.contains("{The opera game} 1. e4 e5 2. Nf3 d6 (2... Nc6 {the usual move}"), "{text}");
    assert!(flat.contains("(3. Bc4 Bc5) 3... a6) 3. d4 Bg4"), "{text}");
    assert!(flat.contains("10. Nxb5 cxb5 {a sacrifice} 11. Bxb5+ $3 Nbd7"), "{text}");
    assert!(flat.ends_with("17. Rd8# {Checkmate} {White wins by checkmate} 1-0  "), "{text}");
    let again = read_pgn(&text, 0, 10).expect("reads again");
    let back = &again[0];
    assert_eq!(back.game.as_ref().map(|g| g.state_hash()).ok(), Some(game.state_hash()));
    assert_eq!(back.record.notes, opera.record.notes);
    let mut tags_back = back.record.tags.clone();
    assert_eq!(tags_back.pop().map(|t| (t.name, t.value)), Some(("Termination".into(), "normal".into())));
    assert_eq!(tags_back, opera.record.tags);
}

#[test]
fn a_record_keeps_its_own_tags_and_termination_and_writes_only_what_a_pgn_holds() {
    let text = "[Event \"Open\"]\n[ECO \"C20\"]\n[White \"ann\"]\n[Black \"bob\"]\n[WhiteElo \"2100\"]\n\
                [Termination \"death\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    let entries = read_pgn(text, 0, 1).expect("reads");
    let entry = &entries[0];
    let game = entry.game.as_ref().expect("plays");
    assert_eq!(reason(game), Some(ChessEndReason::Forfeit));
    let written = to_pgn_with_record(game, &entry.record).expect("writes");
    assert_eq!(
        written,
        "[Event \"Open\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"ann\"]\n\
         [Black \"bob\"]\n[Result \"1-0\"]\n[ECO \"C20\"]\n[WhiteElo \"2100\"]\n\
         [Termination \"death\"]\n\n1. e4 e5 {White wins by forfeit} 1-0\n\n"
    );
    // Without the record, a forfeit is written with PGN's first word for it.
    assert!(round_trip(game).contains("[Termination \"abandoned\"]"));
    let mut bad = entry.record.clone();
    bad.tags.push(PgnTag { name: "Bad Name".into(), value: "x".into() });
    let e = to_pgn_with_record(game, &bad).expect_err("bad name");
    assert!(e.message.contains("record.tags[7].name \"Bad Name\""), "{}", e.message);
    let mut bad = entry.record.clone();
    bad.notes.push(PgnNote::Variation { ply: 1, movetext: "1. d4) (".into() });
    let e = to_pgn_with_record(game, &bad).expect_err("bad variation");
    assert!(e.message.contains("record.notes[0].movetext closes a variation"), "{}", e.message);
    let mut bad = entry.record.clone();
    bad.tags[0].value = "x".repeat(pgn_record::MAX_NOTE_LEN + 1);
    let e = to_pgn_with_record(game, &bad).expect_err("long");
    assert!(e.message.contains("record.tags[0].value is 100001 bytes long"), "{}", e.message);
    // A line break in a value is written as a space: a tag stays one line.
    let mut odd = entry.record.clone();
    odd.tags[0].value = "a\nb".into();
    let written = to_pgn_with_record(game, &odd).expect("writes");
    assert!(written.starts_with("[Event \"a b\"]\n"), "{written}");
}

#[test]
fn empty_text_is_an_error() {
    for text in ["", " \n\t", "\u{feff}"] {
        let e = from_pgn(text).map(|_| ()).expect_err("empty");
        assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidInput, "pgn is empty"));
        let e = read_pgn(text, 0, 10).map(|_| ()).expect_err("empty");
        assert_eq!(e.message, "pgn is empty");
    }
}
