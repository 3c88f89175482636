//! SGF collections with their records: every game tree read (one whose moves our rules refuse
//! does not lose the others), the properties and variations the game does not keep, and the
//! game written back with them.

use super::*;
use crate::engine::error::ErrorCode;

const GNUGO: &str = include_str!("../../../tests/fixtures/go/gnugo-handicap.sgf");

const CASTLE: &str = "(;GM[1]FF[4]SZ[9]KM[7.5]PB[Honinbo]PW[Jowa]DT[1835]EV[Castle game]\
                      C[A famous game]RE[B+R]\n;B[ee]C[tengen]N[first];W[cc]\
                      (;B[gg]BM[1];W[gc]TR[gg])(;B[cg]C[another idea];W[gg]))";

fn prop(id: &str, value: &str) -> SgfProperty {
    SgfProperty {
        id: id.into(),
        values: vec![value.into()],
    }
}

/// The record's properties that the game does not write itself (the root's own header aside).
fn kept(record: &SgfRecord) -> (Vec<SgfProperty>, Vec<SgfNodeNotes>, Vec<SgfVariation>) {
    let own = ["FF", "GM", "CA", "AP", "SZ", "KM", "RU", "PB", "PW", "SEED", "HA", "AB", "AW", "AE", "PL", "RE"];
    let root = record.root.iter().filter(|p| !own.contains(&p.id.as_str())).cloned().collect();
    (root, record.nodes.clone(), record.variations.clone())
}

#[test]
fn a_collection_is_read_tree_by_tree_with_its_records() {
    let text = format!(
        "{GNUGO}\n{CASTLE}\n(;SZ[5];B[cc];W[cc])\n(;SZ[5]PB[x]PW[y]RE[W+T];B[aa])"
    );
    let entries = read_sgf(&text, 10).expect("reads");
    assert_eq!(entries.iter().map(|e| e.index).collect::<Vec<_>>(), [0, 1, 2, 3]);
    let gnugo = entries[0].game.as_ref().expect("GNU Go's game");
    assert_eq!(gnugo.config().handicap, Some(3));
    assert_eq!(entries[0].record.root_value("AP"), Some("GNU Go:3.8"));
    let castle = &entries[1];
    let game = castle.game.as_ref().expect("plays");
    assert_eq!(game.players(), ["Honinbo", "Jowa"]);
    assert_eq!(game.state().resigned, Some(Stone::White));
    assert_eq!(castle.record.root_value("EV"), Some("Castle game"));
    assert_eq!(castle.record.root_value("C"), Some("A famous game"));
    assert_eq!(
        castle.record.nodes,
        [
            SgfNodeNotes { move_number: 1, properties: vec![prop("C", "tengen"), prop("N", "first")] },
            SgfNodeNotes { move_number: 3, properties: vec![prop("BM", "1")] },
            SgfNodeNotes { move_number: 4, properties: vec![prop("TR", "gg")] },
        ]
    );
    assert_eq!(
        castle.record.variations,
        [SgfVariation { move_number: 3, sgf: "(;B[cg]C[another idea];W[gg])".into() }]
    );
    // Our rules refuse the third tree's second move; the fourth is still read.
    let e = entries[2].game.as_ref().map(|_| ()).expect_err("occupied");
    assert_eq!(e.code, ErrorCode::InvalidInput);
    assert!(e.message.contains("occupied"), "{}", e.message);
    let forfeit = entries[3].game.as_ref().expect("plays");
    assert_eq!(forfeit.outcome().map(|o| o.reason()), Some(GoEndReason::TimeForfeit));
    // A window: at most `max` trees.
    assert_eq!(read_sgf(&text, 2).expect("reads").len(), 2);
}

#[test]
fn a_game_written_with_its_record_keeps_its_properties_and_variations() {
    let entries = read_sgf(CASTLE, 1).expect("reads");
    let entry = &entries[0];
    let game = entry.game.as_ref().expect("plays");
    let text = to_sgf_with_record(game, &entry.record).expect("writes");
    assert!(text.contains("PB[Honinbo]PW[Jowa]RE[B+R]DT[1835]EV[Castle game]C[A famous game]\n"), "{text}");
    assert!(
        text.ends_with(";B[ee]C[tengen]N[first];W[cc](;B[gg]BM[1];W[gc]TR[gg])(;B[cg]C[another idea];W[gg]))\n"),
        "{text}"
    );
    let back = read_sgf(&text, 1).expect("reads back");
    let again = back[0].game.as_ref().expect("plays");
    assert_eq!(again.state_hash().ok(), game.state_hash().ok());
    assert_eq!(kept(&back[0].record), kept(&entry.record));
    // GNU Go's own game: its header's extra properties kept, the same game.
    let entries = read_sgf(GNUGO, 1).expect("reads");
    let gnugo = entries[0].game.as_ref().expect("plays");
    let text = to_sgf_with_record(gnugo, &entries[0].record).expect("writes");
    let back = read_sgf(&text, 1).expect("reads back");
    assert_eq!(back[0].game.as_ref().ok().map(|g| g.state_hash().ok()), Some(gnugo.state_hash().ok()));
    assert_eq!(kept(&back[0].record), kept(&entries[0].record));
}

#[test]
fn a_record_that_makes_no_sgf_is_refused_naming_the_field() {
    let entries = read_sgf(CASTLE, 1).expect("reads");
    let game = entries[0].game.as_ref().expect("plays");
    for (edit, says) in [
        (
            (|r: &mut SgfRecord| r.root.push(prop("c", "x"))) as fn(&mut SgfRecord),
            "record.root: \"c\" is not a property identifier",
        ),
        (
            |r: &mut SgfRecord| r.variations[0].sgf = "(;B[aa]))(".into(),
            "record.variations[0].sgf is not SGF game trees",
        ),
        (
            |r: &mut SgfRecord| r.variations[0].sgf = "x(;B[aa])".into(),
            "record.variations[0].sgf is not SGF game trees",
        ),
        (
            |r: &mut SgfRecord| r.nodes[0].properties.push(SgfProperty { id: "LB".into(), values: vec![] }),
            "record.nodes: property LB has no value",
        ),
    ] {
        let mut record = entries[0].record.clone();
        edit(&mut record);
        let e = to_sgf_with_record(game, &record).expect_err(says);
        assert_eq!(e.code, ErrorCode::InvalidInput);
        assert!(e.message.contains(says), "{}", e.message);
    }
    // A value with `]` and `\` is escaped.
    let mut record = entries[0].record.clone();
    record.root.push(prop("GC", "a]b\\c"));
    let text = to_sgf_with_record(game, &record).expect("writes");
    assert!(text.contains("GC[a\\]b\\\\c]"), "{text}");
    let back = read_sgf(&text, 1).expect("reads back");
    assert_eq!(back[0].record.root_value("GC"), Some("a]b\\c"));
}

#[test]
fn empty_text_is_an_error() {
    for text in ["", "  \n", "\u{feff}"] {
        let e = read_sgf(text, 1).map(|_| ()).expect_err("empty");
        assert_eq!((e.code, e.message.as_str()), (ErrorCode::InvalidInput, "sgf: the text is empty"));
        let e = from_sgf(text).map(|_| ()).expect_err("empty");
        assert_eq!(e.message, "sgf: the text is empty");
    }
}
