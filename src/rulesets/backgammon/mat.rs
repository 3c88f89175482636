//! A money game as GNU Backgammon's text match file (`.mat`, the format of its `export match
//! mat` and `import mat`): the header, then one line per pair of turns, the left column white's
//! and the right black's, each turn its dice and its checker moves in the mover's numbering
//! (`13/8 6/5*`: from the 13-point to the 8, hitting on the 5; `25` the bar, `0` off), and
//! `Wins n points` under the winner once the game is over. Reading it back ([`parse`],
//! [`replay`]) is how the tests and the GNU Backgammon harness check a file.

use super::BackgammonEndReason;
use super::event::BackgammonEvent as E;
use super::moves::{Move, Pos, BAR, CHECKERS, OFF};
use super::ruleset::Backgammon;
use super::state::setup;
use crate::engine::game::Game;
use crate::engine::outcome::GameOutcome;
use std::fmt::Write;

/// One turn: the mover (0 white, the left column; 1 black), the dice (the larger first, as the
/// file writes them), and each checker moved
/// as (from, to) in the mover's numbering (25 the bar, 0 off), with whether it hit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    pub seat: usize,
    pub dice: [u8; 2],
    pub moves: Vec<(u8, u8, bool)>,
}

/// A single money game: the players' names, the turns, and the winner with the points won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatGame {
    pub players: [String; 2],
    pub turns: Vec<Turn>,
    pub winner: Option<(usize, i64)>,
}

/// A name GNU Backgammon reads back: letters, digits, `_`, `-` and `.` (anything else becomes
/// `_`), `fallback` when nothing is left.
fn name(id: &str, fallback: &str) -> String {
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

/// The turns and result of `game`, from its log (a game in progress has no winner yet). A
/// turn not finished (the game in progress, or a resignation in the middle of a turn) is left
/// out: the file holds whole turns only, each using the dice as fully as the rules demand.
pub fn game_of(game: &Game<Backgammon>) -> MatGame {
    let players = game.state().players.clone();
    let seat = |p: &str| players.iter().position(|q| q == p).unwrap_or(0);
    let mut out = MatGame {
        players: [name(&players[0], "white"), name(&players[1], "black")],
        turns: Vec::new(),
        winner: None,
    };
    let mut hit = false;
    let mut open = false;
    for entry in game.log() {
        match &entry.event {
            E::OpeningRoll { player, dice, .. } | E::DiceRolled { player, dice } => {
                open = true;
                let [a, b] = *dice;
                out.turns.push(Turn {
                    seat: seat(player),
                    dice: [a.max(b), a.min(b)],
                    moves: Vec::new(),
                });
            }
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
                open &= outcome.reason() != BackgammonEndReason::BorneOff;
            }
            E::TurnPassed { .. } => open = false,
            E::Resigned { .. } => {}
        }
    }
    if open {
        out.turns.pop();
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

/// The text of a match file for `game`, laid out as GNU Backgammon writes it.
pub fn write(game: &MatGame) -> String {
    let mut out = String::from(" 0 point match\n\n Game 1\n");
    let [left, right] = &game.players;
    let _ = writeln!(out, " {:<31}{right} : 0", format!("{left} : 0"));
    let mut line = 0;
    let mut turns = game.turns.iter().peekable();
    while let Some(turn) = turns.next() {
        line += 1;
        let (l, r) = if turn.seat == 0 {
            let r = match turns.peek() {
                Some(next) if next.seat == 1 => turns.next().map(entry),
                _ => None,
            };
            (entry(turn), r.unwrap_or_default())
        } else {
            (String::new(), entry(turn))
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

/// Reads a single-game match file: the players, every turn and the result.
pub fn parse(text: &str) -> Result<MatGame, String> {
    let mut players: Option<[String; 2]> = None;
    let mut turns = Vec::new();
    let mut winner = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with(';') || trimmed.ends_with("point match") {
            continue;
        }
        if trimmed.starts_with("Game ") {
            if players.is_some() {
                return Err(format!("line {}: only single-game files are read", n + 1));
            }
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("Wins ") {
            let points = rest
                .split_whitespace()
                .next()
                .and_then(|p| p.parse().ok())
                .ok_or_else(|| format!("line {}: {trimmed:?} has no points", n + 1))?;
            let indent = line.len() - trimmed.len();
            winner = Some((usize::from(indent > 20), points));
            continue;
        }
        if players.is_none() && line.contains(" : ") {
            let names: Vec<&str> = line
                .split(" : ")
                .map(|part| part.split_whitespace().last().unwrap_or(""))
                .collect();
            match names.as_slice() {
                [a, b, ..] => players = Some([a.to_string(), b.to_string()]),
                _ => return Err(format!("line {}: expected the two players", n + 1)),
            }
            continue;
        }
        let Some(close) = line.find(')') else {
            return Err(format!("line {}: unexpected {trimmed:?}", n + 1));
        };
        // The right column starts at byte 33; a turn whose dice start before it is white's.
        let mut entries: Vec<(usize, Turn)> = Vec::new();
        let mut offset = close + 1;
        for token in line.get(close + 1..).unwrap_or("").split(' ') {
            let at = offset;
            offset += token.len() + 1;
            if token.is_empty() {
                continue;
            }
            if let Some(dice) = token.strip_suffix(':') {
                let d: Vec<u8> = dice.bytes().map(|c| c.wrapping_sub(b'0')).collect();
                match d.as_slice() {
                    [a @ 1..=6, b @ 1..=6] => entries.push((
                        usize::from(at >= 33),
                        Turn {
                            seat: usize::from(at >= 33),
                            dice: [*a, *b],
                            moves: Vec::new(),
                        },
                    )),
                    _ => return Err(format!("line {}: bad dice {token:?}", n + 1)),
                }
                continue;
            }
            let hit = token.ends_with('*');
            let (from, to) = token
                .trim_end_matches('*')
                .split_once('/')
                .and_then(|(f, t)| Some((f.parse::<u8>().ok()?, t.parse::<u8>().ok()?)))
                .filter(|&(f, t)| f <= 25 && t < f)
                .ok_or_else(|| format!("line {}: bad move {token:?}", n + 1))?;
            match entries.last_mut() {
                Some((_, turn)) => turn.moves.push((from, to, hit)),
                None => return Err(format!("line {}: a move before any dice", n + 1)),
            }
        }
        turns.extend(entries.into_iter().map(|(_, t)| t));
    }
    let players = players.ok_or("no players line")?;
    Ok(MatGame {
        players,
        turns,
        winner,
    })
}

/// Each turn's position before it is played (from the mover's side), and the position after
/// the last turn from white's side; each move checked against the board (a checker there, the
/// point open, the distance a die or bearing off), not against every rule.
pub fn replay(game: &MatGame) -> Result<(Vec<Pos>, Pos), String> {
    let start = setup(&Default::default()).map_err(|e| e.message)?;
    // The position from white's side; flipped for black's turns.
    let mut white = start.pos(0);
    let mut before = Vec::with_capacity(game.turns.len());
    for (t, turn) in game.turns.iter().enumerate() {
        let mut pos = if turn.seat == 0 {
            white
        } else {
            white.flipped()
        };
        before.push(pos);
        for &(from, to, _) in &turn.moves {
            let (f, d) = (usize::from(from), usize::from(to));
            let die = from - to;
            let fits_die = turn.dice.contains(&die)
                || (d == OFF && turn.dice.iter().any(|&x| usize::from(x) >= f));
            if f > BAR || pos.mine(f) == 0 || (d != OFF && pos.theirs(d) >= 2) || !fits_die {
                return Err(format!(
                    "turn {}: {from}/{to} does not fit the board",
                    t + 1
                ));
            }
            pos.play(Move { from, to, die });
            if pos.mine(OFF) > CHECKERS {
                return Err(format!("turn {}: too many checkers off", t + 1));
            }
        }
        white = if turn.seat == 0 { pos } else { pos.flipped() };
    }
    Ok((before, white))
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
        };
        let want = " 0 point match\n\n Game 1\n gnubg : 0                      root : 0\n  \
                    1)                             53: 8/3 6/3 \n  2) 62: 24/18 18/16             \
                    41: \n                                  Wins 2 points\n\n";
        assert_eq!(write(&g), want);
        assert_eq!(parse(want), Ok(g));
    }

    #[test]
    fn a_played_game_round_trips_to_its_final_position() {
        for seed in ["mat-1", "mat-2", "mat-3"] {
            let game = game(seed);
            let text = export(&game);
            let read = parse(&text).expect("parses");
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
    fn a_game_in_progress_has_whole_turns_only_and_no_result() {
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
        assert_eq!((read.turns.len(), read.winner), (passed, None));
        let (_, last) = replay(&read).expect("replays");
        let mut undone = g.clone();
        undone.undo().expect("the checker move of this turn");
        assert_eq!(last, undone.state().pos(0));
        let mover = usize::from(g.state().mover.expect("on"));
        let p = g.state().player(1 - mover).clone();
        g.submit(&p, crate::rulesets::backgammon::BackgammonAction::Resign {})
            .expect("resigns");
        let resigned = parse(&export(&g)).expect("parses");
        assert_eq!(resigned.turns, read.turns);
        assert_eq!(resigned.winner, Some((mover, 1)));
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
            winner: None,
        };
        assert!(replay(&bad).is_err());
    }
}
