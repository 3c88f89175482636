//! Reading GNU Backgammon's text match file back ([`parse`]) and checking its moves against the
//! board ([`replay`]): the other half of [`mat`](super::mat), for imports, the tests and the GNU
//! Backgammon harness.

use super::mat::{CubeAct, CubeEntry, MatGame, Tags, Turn, MAX_TEXT};
use super::moves::{Move, Pos, BAR, CHECKERS, OFF};
use super::state::setup;

/// A comment line's tag, if it is one of ours: `; [Name "value"]`.
fn tag(line: &str, n: usize, tags: &mut Tags) -> Result<(), String> {
    let Some(body) = line
        .trim_start_matches(';')
        .trim()
        .strip_prefix('[')
        .and_then(|b| b.strip_suffix(']'))
    else {
        return Ok(());
    };
    let Some((key, value)) = body.split_once(' ') else {
        return Ok(());
    };
    let bad = || format!("line {n}: the tag {key} has the value {value:?}");
    let on = || match value {
        "\"On\"" => Ok(true),
        "\"Off\"" => Ok(false),
        _ => Err(bad()),
    };
    match key {
        "Seed" => tags.seed = Some(serde_json::from_str::<String>(value).map_err(|_| bad())?),
        "Cube" => tags.cube = Some(on()?),
        "Jacoby" => tags.jacoby = Some(on()?),
        "Crawford" if on()? => {
            return Err(format!(
                "line {n}: the Crawford rule is match play: only money games are read"
            ))
        }
        "OpeningRolls" => {
            let rolls = value.trim_matches('"');
            tags.opening = rolls
                .split_whitespace()
                .map(|r| match r.as_bytes() {
                    [w @ b'1'..=b'6', b @ b'1'..=b'6'] => Ok([w - b'0', b - b'0']),
                    _ => Err(bad()),
                })
                .collect::<Result<_, _>>()?;
            if tags.opening.len() > 1000 {
                return Err(bad());
            }
        }
        _ => {}
    }
    Ok(())
}

/// The number that starts `text`, if it does.
fn lead_number(text: &str) -> Option<i64> {
    text.split_whitespace().next()?.parse().ok()
}

/// Reads a single-game money match file: the players, every turn, the cube actions, the result
/// and our tags. Refuses match play, the Crawford rule, several games and anything it does not
/// know, naming the line.
pub fn parse(text: &str) -> Result<MatGame, String> {
    if text.len() > MAX_TEXT {
        return Err(format!(
            "the match text is {} bytes, expected at most {MAX_TEXT}",
            text.len()
        ));
    }
    let mut game = MatGame::default();
    let mut players: Option<[String; 2]> = None;
    let mut seen_game = false;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        if trimmed.starts_with(';') {
            tag(trimmed, n, &mut game.tags)?;
            continue;
        }
        if trimmed.to_ascii_lowercase().contains("crawford") {
            return Err(format!(
                "line {n}: the Crawford rule is match play: only money games are read"
            ));
        }
        if trimmed.ends_with("point match") {
            match lead_number(trimmed) {
                Some(0) => continue,
                Some(length) => {
                    return Err(format!(
                        "line {n}: a {length} point match: only money games (0 point match) are \
                         read"
                    ))
                }
                None => return Err(format!("line {n}: unexpected {trimmed:?}")),
            }
        }
        if trimmed.starts_with("Game ") {
            if seen_game {
                return Err(format!(
                    "line {n}: a second game: only single-game files are read"
                ));
            }
            seen_game = true;
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("Wins ") {
            let points = lead_number(rest)
                .filter(|p| (1..=192).contains(p))
                .ok_or_else(|| format!("line {n}: {trimmed:?} has no points"))?;
            let indent = line.len() - trimmed.len();
            game.winner = Some((usize::from(indent > 20), points));
            continue;
        }
        if players.is_none() && line.contains(" : ") {
            let parts: Vec<&str> = line.split(" : ").collect();
            let (Some(a), Some(mid), Some(last), 3) = (
                parts.first().and_then(|p| p.split_whitespace().last()),
                parts.get(1),
                parts.get(2),
                parts.len(),
            ) else {
                return Err(format!("line {n}: expected the two players and their scores"));
            };
            let b = mid.split_whitespace().last().unwrap_or("");
            let scores = [lead_number(mid), lead_number(last)];
            if scores != [Some(0), Some(0)] {
                return Err(format!(
                    "line {n}: the scores are not 0 and 0: only a single money game is read"
                ));
            }
            players = Some([a.to_string(), b.to_string()]);
            continue;
        }
        moves_line(line, n, &mut game)?;
    }
    game.players = players.ok_or("no players line")?;
    Ok(game)
}

/// One numbered line of turns (`  2) 62: 24/18 18/16             41: `): the tokens of each
/// column; a column whose first token starts before byte 33 is white's.
fn moves_line(line: &str, n: usize, game: &mut MatGame) -> Result<(), String> {
    let Some(close) = line.find(')') else {
        return Err(format!("line {n}: unexpected {:?}", line.trim()));
    };
    if line.get(..close).map_or(true, |p| p.trim().parse::<u32>().is_err()) {
        return Err(format!("line {n}: unexpected {:?}", line.trim()));
    }
    let mut tokens = Vec::new();
    let mut offset = close + 1;
    for token in line.get(close + 1..).unwrap_or("").split(' ') {
        if !token.is_empty() {
            tokens.push((offset, token));
        }
        offset += token.len() + 1;
    }
    let mut tokens = tokens.into_iter();
    // Whether the last column opened is a turn that moves may follow.
    let mut in_turn = false;
    while let Some((at, token)) = tokens.next() {
        let seat = usize::from(at >= 33);
        let mut cube = |act| {
            in_turn = false;
            game.cube.push(CubeEntry {
                before: game.turns.len(),
                seat,
                act,
                line: n,
            });
        };
        match token {
            "Doubles" => {
                let value = match (tokens.next(), tokens.next()) {
                    (Some((_, "=>")), Some((_, v))) => v.parse::<u32>().ok(),
                    _ => None,
                }
                .ok_or_else(|| format!("line {n}: \"Doubles\" without \"=> value\""))?;
                cube(CubeAct::Double(value));
            }
            "Takes" => cube(CubeAct::Take),
            "Drops" => cube(CubeAct::Drop),
            "Wins" => {
                let points = tokens
                    .next()
                    .and_then(|(_, p)| p.parse::<i64>().ok())
                    .filter(|p| (1..=192).contains(p))
                    .ok_or_else(|| format!("line {n}: \"Wins\" without points"))?;
                let _ = tokens.next();
                game.winner = Some((seat, points));
                in_turn = false;
            }
            t if t.ends_with(':') => {
                let d: Vec<u8> = t
                    .trim_end_matches(':')
                    .bytes()
                    .map(|c| c.wrapping_sub(b'0'))
                    .collect();
                match d.as_slice() {
                    [a @ 1..=6, b @ 1..=6] => {
                        game.turns.push(Turn {
                            seat,
                            dice: [*a, *b],
                            moves: Vec::new(),
                        });
                        game.lines.push(n);
                        in_turn = true;
                    }
                    _ => return Err(format!("line {n}: bad dice {t:?}")),
                }
            }
            t if t.contains('/') => {
                let hit = t.ends_with('*');
                let (from, to) = t
                    .trim_end_matches('*')
                    .split_once('/')
                    .and_then(|(f, t)| Some((f.parse::<u8>().ok()?, t.parse::<u8>().ok()?)))
                    .filter(|&(f, t)| f <= 25 && t < f)
                    .ok_or_else(|| format!("line {n}: bad move {t:?}"))?;
                match game.turns.last_mut() {
                    Some(turn) if in_turn && turn.moves.len() < 4 => {
                        turn.moves.push((from, to, hit))
                    }
                    Some(_) if in_turn => {
                        return Err(format!("line {n}: more than four moves in a turn"))
                    }
                    _ => return Err(format!("line {n}: the move {t:?} follows no dice")),
                }
            }
            t => return Err(format!("line {n}: unexpected {t:?}")),
        }
    }
    Ok(())
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
