//! A money game as GNU Backgammon's text match file (`.mat`, the format of its `export match
//! mat` and `import mat`): the header, then one line per pair of turns, the left column white's
//! and the right black's, each turn its dice and its checker moves in the mover's numbering
//! (`13/8 6/5*`: from the 13-point to the 8, hitting on the 5; `25` the bar, `0` off), and
//! `Wins n points` under the winner once the game is over. Reading it back ([`parse`],
//! [`replay`]) is how the tests and the GNU Backgammon harness check a file.

use super::BackgammonEndReason;
use super::event::BackgammonEvent as E;
use super::moves::{BAR, OFF};
use super::ruleset::Backgammon;
use crate::engine::game::Game;
use crate::engine::outcome::GameOutcome;
use std::fmt::Write;

pub use super::mat_read::{parse, replay};

/// One turn: the mover (0 white, the left column; 1 black), the dice (the larger first, as the
/// file writes them), and each checker moved
/// as (from, to) in the mover's numbering (25 the bar, 0 off), with whether it hit.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Turn {
    /// The mover: 0 white, 1 black.
    pub seat: usize,
    /// The dice, the larger first.
    pub dice: [u8; 2],
    /// Each checker moved: from, to (25 the bar, 0 off) and whether it hit.
    pub moves: Vec<(u8, u8, bool)>,
}

/// A cube action: `Doubles => value`, `Takes`, `Drops`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CubeAct {
    /// Doubles, offering the cube at this value.
    Double(u32),
    /// Takes the double.
    Take,
    /// Drops the double.
    Drop,
}

/// A cube action by `seat`, made before turn `before` (an index into [`MatGame::turns`]), on
/// the file's line `line` (1-based; 0 for one not read from a file).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CubeEntry {
    /// The index of the turn it comes before.
    pub before: usize,
    /// Who acts: 0 white, 1 black.
    pub seat: usize,
    /// What they do.
    pub act: CubeAct,
    /// Its line in the file, from 1 (0 when not read from a file).
    pub line: usize,
}

/// What the file's comment tags say (`; [Name "value"]`, which GNU Backgammon skips): the
/// seed of the dice after the file's, whether the cube and the Jacoby rule were on, and every
/// opening roll, ties included (white's die then black's). Written by [`export`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tags {
    /// The seed of the dice after the file's (the `Seed` tag).
    pub seed: Option<String>,
    /// Whether the cube was on.
    pub cube: Option<bool>,
    /// Whether the Jacoby rule was on.
    pub jacoby: Option<bool>,
    /// Every opening roll, ties included: white's die, then black's.
    pub opening: Vec<[u8; 2]>,
}

/// A single money game: the players' names, the turns, the cube actions, the winner with the
/// points won, and the tags. `lines` gives each turn's line in the file read (empty for a game
/// not read from a file).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MatGame {
    /// White's name, then black's.
    pub players: [String; 2],
    /// The turns, in order.
    pub turns: Vec<Turn>,
    /// The cube actions, in order.
    pub cube: Vec<CubeEntry>,
    /// The winner's seat (0 white, 1 black) and the points won; `None` for a game not over.
    pub winner: Option<(usize, i64)>,
    /// What the comment tags say.
    pub tags: Tags,
    /// Each turn's line in the file read.
    pub lines: Vec<usize>,
}

/// The largest match text read, in bytes (a long money game is a few kilobytes).
pub const MAX_TEXT: usize = 1 << 20;

/// A name GNU Backgammon reads back: letters, digits, `_`, `-` and `.` (anything else becomes
/// `_`), `fallback` when nothing is left.
pub fn name(id: &str, fallback: &str) -> String {
    let clean: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "_-.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() {
        fallback.to_string()
    } else {
        clean
    }
}

/// The turns, cube actions and result of `game`, from its log (a game in progress has no
/// winner yet). A game in progress leaves out the turn it is in the middle of: the file holds
/// whole turns, each using the dice as fully as the rules demand. A game resigned in the middle
/// of a turn keeps that turn as far as it was played (GNU Backgammon reads it so), and the
/// result line follows it.
pub fn game_of(game: &Game<Backgammon>) -> MatGame {
    let players = game.state().players.clone();
    let seat = |p: &str| players.iter().position(|q| q == p).unwrap_or(0);
    let config = game.config();
    let white = name(&players[0], "white");
    let mut black = name(&players[1], "black");
    // Two ids that read as one name (`a b` and `a_b`) stay two players.
    if black == white {
        black.push_str("_2");
    }
    let mut out = MatGame {
        players: [white, black],
        tags: Tags {
            seed: config.seed.clone(),
            cube: config.cube,
            jacoby: config.jacoby,
            opening: Vec::new(),
        },
        ..MatGame::default()
    };
    let mut hit = false;
    let mut open = false;
    for entry in game.log() {
        let mut cube = |player: &str, act| {
            out.cube.push(CubeEntry {
                before: out.turns.len(),
                seat: seat(player),
                act,
                line: 0,
            })
        };
        match &entry.event {
            E::OpeningRoll { rolls, .. } => out.tags.opening.clone_from(rolls),
            E::DiceRolled { player, dice } => {
                open = true;
                let [a, b] = *dice;
                out.turns.push(Turn {
                    seat: seat(player),
                    dice: [a.max(b), a.min(b)],
                    moves: Vec::new(),
                });
            }
            E::DoubleOffered { player, value } => cube(player, CubeAct::Double(*value)),
            E::DoubleTaken { player, .. } => cube(player, CubeAct::Take),
            E::DoubleDropped { player } => cube(player, CubeAct::Drop),
            E::CheckerHit { .. } => hit = true,
            E::CheckerMoved { from, to, .. } => {
                let from = match from {
                    super::action::MoveFrom::Bar => BAR as u8,
                    super::action::MoveFrom::Point(p) => u8::try_from(*p).unwrap_or(0),
                };
                if let Some(turn) = out.turns.last_mut() {
                    turn.moves.push((from, *to, hit));
                }
                hit = false;
            }
            E::CheckerBorneOff { from, .. } => {
                if let Some(turn) = out.turns.last_mut() {
                    turn.moves.push((*from, OFF as u8, false));
                }
            }
            E::GameEnded { outcome } => {
                out.winner = winner(outcome, &players);
                open = false;
            }
            E::TurnPassed { .. } => open = false,
            E::ResignationOffered { .. }
            | E::ResignationAccepted { .. }
            | E::ResignationDeclined { .. } => {}
        }
    }
    if open {
        out.turns.pop();
        let n = out.turns.len();
        out.cube.retain(|c| c.before <= n);
    }
    out
}

fn winner(outcome: &GameOutcome<BackgammonEndReason>, players: &[String; 2]) -> Option<(usize, i64)> {
    let w = outcome.winner()?;
    let seat = players.iter().position(|p| p == w)?;
    let points = outcome
        .results()
        .iter()
        .find(|r| &r.player == w)
        .and_then(|r| r.metrics.as_ref()?.get("points").copied())
        .unwrap_or(1);
    Some((seat, points))
}

/// `game` as a `.mat` file.
pub fn export(game: &Game<Backgammon>) -> String {
    write(&game_of(game))
}

/// One column of a line: `53: 8/3 6/3* ` (the larger die first, each move followed by a space).
fn entry(turn: &Turn) -> String {
    let [a, b] = turn.dice;
    let mut s = format!("{a}{b}: ");
    for &(from, to, hit) in &turn.moves {
        let _ = write!(s, "{from}/{to}{} ", if hit { "*" } else { "" });
    }
    s
}

/// A cube action's column, as GNU Backgammon writes it (a space first).
fn cube_entry(act: CubeAct) -> String {
    match act {
        CubeAct::Double(v) => format!(" Doubles => {v}"),
        CubeAct::Take => " Takes".to_string(),
        CubeAct::Drop => " Drops".to_string(),
    }
}

/// `text` as a JSON string literal in ASCII (GNU Backgammon reads its files as ASCII).
fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            ' '..='~' => out.push(c),
            _ => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{u:04x}");
                }
            }
        }
    }
    out.push('"');
    out
}

/// Where a game stands in its match file: the match length (0: money play), the game's
/// number, the score before it (the left column's player first), whether it is the Crawford
/// game, and the header's other comment lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The match length in points; 0 for money play.
    pub length: u32,
    /// The game's number in the file, from 1.
    pub number: u32,
    /// The score before the game, the left column's player first.
    pub score: [u32; 2],
    /// Whether this is the Crawford game.
    pub crawford: bool,
    /// The header's other comment lines.
    pub comments: Vec<String>,
}

impl Default for Header {
    fn default() -> Self {
        Header {
            length: 0,
            number: 1,
            score: [0, 0],
            crawford: false,
            comments: Vec::new(),
        }
    }
}

/// The comment tags the game writes itself (see [`Tags`]).
pub const OWN_TAGS: [&str; 4] = ["Seed", "Cube", "Jacoby", "OpeningRolls"];

/// The text of a match file for `game`, laid out as GNU Backgammon writes it, after the tags.
pub fn write(game: &MatGame) -> String {
    write_in(game, &Header::default())
}

/// [`write`] for a game of a match file: the header's comments, the match length, the game's
/// number and the score before it.
pub fn write_in(game: &MatGame, header: &Header) -> String {
    let mut out = String::new();
    for comment in &header.comments {
        let own = OWN_TAGS.iter().any(|t| comment.trim_start_matches(';').trim().starts_with(&format!("[{t} ")));
        if !own {
            let _ = writeln!(out, "{comment}");
        }
    }
    let tags = &game.tags;
    if let Some(seed) = &tags.seed {
        let _ = writeln!(out, "; [Seed {}]", quote(seed));
    }
    let on = |b: bool| if b { "\"On\"" } else { "\"Off\"" };
    if let Some(cube) = tags.cube {
        let _ = writeln!(out, "; [Cube {}]", on(cube));
    }
    if let Some(jacoby) = tags.jacoby {
        let _ = writeln!(out, "; [Jacoby {}]", on(jacoby));
    }
    if !tags.opening.is_empty() {
        let rolls: Vec<String> = tags.opening.iter().map(|[w, b]| format!("{w}{b}")).collect();
        let _ = writeln!(out, "; [OpeningRolls \"{}\"]", rolls.join(" "));
    }
    let crawford = if header.crawford { " (Crawford)" } else { "" };
    let _ = write!(out, " {} point match\n\n Game {}{crawford}\n", header.length, header.number);
    let [left, right] = &game.players;
    let [a, b] = header.score;
    // The right name at column 32, as GNU Backgammon writes it; after one space past a long name.
    let _ = writeln!(out, " {:<30} {right} : {b}", format!("{left} : {a}"));
    // Every column in order: the cube actions before each turn, then the turn.
    let mut columns: Vec<(usize, String)> = Vec::new();
    for (i, turn) in game.turns.iter().enumerate() {
        for c in game.cube.iter().filter(|c| c.before == i) {
            columns.push((c.seat, cube_entry(c.act)));
        }
        columns.push((turn.seat, entry(turn)));
    }
    for c in game.cube.iter().filter(|c| c.before >= game.turns.len()) {
        columns.push((c.seat, cube_entry(c.act)));
    }
    let mut line = 0;
    let mut columns = columns.into_iter().peekable();
    while let Some((seat, text)) = columns.next() {
        line += 1;
        let (l, r) = if seat == 0 {
            let r = match columns.peek() {
                Some((1, _)) => columns.next().map(|(_, t)| t),
                _ => None,
            };
            (text, r.unwrap_or_default())
        } else {
            (String::new(), text)
        };
        let _ = writeln!(out, "{line:>3}) {l:<28}{r}");
    }
    if let Some((seat, points)) = game.winner {
        let pad = if seat == 0 { 6 } else { 34 };
        let unit = if points == 1 { "point" } else { "points" };
        let _ = writeln!(out, "{:pad$}Wins {points} {unit}", "");
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::play_out;
    use crate::rulesets::backgammon::{BackgammonConfig, Seat, Strategy};

    fn game(seed: &str) -> Game<Backgammon> {
        let config = BackgammonConfig {
            players: Some(["al ice".into(), "bob".into()]),
            seed: Some(seed.into()),
            ..BackgammonConfig::default()
        };
        let seats = [Seat::Fixed(Strategy::Random), Seat::Fixed(Strategy::Random)];
        play_out(config, &seats, seed).expect("plays")
    }

    #[test]
    fn the_layout_is_gnubgs() {
        let g = MatGame {
            players: ["gnubg".into(), "root".into()],
            turns: vec![
                Turn {
                    seat: 1,
                    dice: [5, 3],
                    moves: vec![(8, 3, false), (6, 3, false)],
                },
                Turn {
                    seat: 0,
                    dice: [6, 2],
                    moves: vec![(24, 18, false), (18, 16, false)],
                },
                Turn {
                    seat: 1,
                    dice: [4, 1],
                    moves: vec![],
                },
            ],
            winner: Some((1, 2)),
            ..MatGame::default()
        };
        let want = " 0 point match\n\n Game 1\n gnubg : 0                      root : 0\n  \
                    1)                             53: 8/3 6/3 \n  2) 62: 24/18 18/16             \
                    41: \n                                  Wins 2 points\n\n";
        assert_eq!(write(&g), want);
        let mut read = parse(want).expect("parses");
        assert_eq!(read.lines, [5, 6, 6]);
        read.lines.clear();
        assert_eq!(read, g);
    }

    #[test]
    fn a_played_game_round_trips_to_its_final_position() {
        for seed in ["mat-1", "mat-2", "mat-3"] {
            let game = game(seed);
            let text = export(&game);
            let mut read = parse(&text).expect("parses");
            read.lines.clear();
            assert_eq!(read, game_of(&game));
            assert_eq!(read.players, ["al_ice".to_string(), "bob".to_string()]);
            let (_, last) = replay(&read).expect("replays");
            assert_eq!(last, game.state().pos(0), "{seed}");
            let (seat, points) = read.winner.expect("finished");
            assert_eq!(
                Some(game.state().player(seat)),
                game.outcome().and_then(|o| o.winner())
            );
            assert!((1..=3).contains(&points));
        }
    }

    #[test]
    fn a_game_in_progress_has_whole_turns_only_and_a_resigned_one_its_half_turn() {
        let config = BackgammonConfig {
            seed: Some("mat-4".into()),
            ..BackgammonConfig::default()
        };
        let mut g = Game::<Backgammon>::new(config).expect("new");
        let mut rng = crate::engine::rng::GameRng::from_seed("mat-4");
        // Into the middle of a turn: one die used, one left.
        while g.turn() < 6 || g.state().dice.len() != 1 {
            let (player, action) = crate::ai::random_action(&g, &mut rng).expect("a move");
            g.submit(&player, action).expect("legal");
        }
        let passed = g
            .log()
            .iter()
            .filter(|e| matches!(e.event, E::TurnPassed { .. }))
            .count();
        let read = parse(&export(&g)).expect("parses");
        // The opening roll's turn passes too.
        assert_eq!((read.turns.len(), read.winner), (passed, None));
        let (_, last) = replay(&read).expect("replays");
        let mut undone = g.clone();
        undone.undo().expect("the checker move of this turn");
        assert_eq!(last, undone.state().pos(0));
        let mover = usize::from(g.state().mover.expect("on"));
        let p = g.state().player(1 - mover).clone();
        let q = g.state().player(mover).clone();
        use crate::rulesets::backgammon::BackgammonAction as A;
        g.submit(&q, A::Resign { points: None }).expect("offers");
        g.submit(&p, A::AcceptResignation {}).expect("accepts");
        // Resigned there, the file keeps the half turn (its dice and the one move), then the result.
        let resigned = parse(&export(&g)).expect("parses");
        assert_eq!(resigned.turns[..read.turns.len()], read.turns[..]);
        let half = resigned.turns.last().expect("the half turn");
        assert_eq!((resigned.turns.len(), half.seat, half.moves.len()), (passed + 1, mover, 1));
        assert_eq!(resigned.winner, Some((1 - mover, 1)));
    }

    #[test]
    fn bad_lines_are_named() {
        let e = parse(" 0 point match\n Game 1\n a : 0   b : 0\n  1) 77: 8/3\n").unwrap_err();
        assert!(e.contains("bad dice \"77:\""), "{e}");
        let e = parse(" a : 0   b : 0\n  1) 31: 8/9\n").unwrap_err();
        assert!(e.contains("bad move \"8/9\""), "{e}");
        let bad = MatGame {
            players: ["a".into(), "b".into()],
            turns: vec![Turn {
                seat: 0,
                dice: [3, 1],
                moves: vec![(7, 4, false)],
            }],
            ..MatGame::default()
        };
        assert!(replay(&bad).is_err());
    }
}
