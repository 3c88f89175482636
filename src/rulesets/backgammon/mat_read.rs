//! Reading GNU Backgammon's text match file back ([`parse`]) and checking its moves against the
//! board ([`replay`]): the other half of [`mat`](super::mat), for imports, the tests and the GNU
//! Backgammon harness.

use super::mat::{CubeAct, CubeEntry, MatGame, Tags, Turn, MAX_TEXT, OWN_TAGS};
use super::moves::{Move, Pos, BAR, CHECKERS, OFF};
use super::state::setup;

/// A comment line's tag, if it is one of ours: `; [Name "value"]`.
pub(super) fn tag(line: &str, n: usize, tags: &mut Tags) -> Result<(), String> {
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
    let session = parse_session(text)?;
    if session.length > 0 {
        return Err(format!(
            "line {}: a {} point match: only money games (0 point match) are read",
            session.length_line, session.length
        ));
    }
    let mut games = session.games.into_iter();
    let first = games.next().ok_or(NO_GAME)?;
    if let Some(second) = games.next() {
        return Err(format!(
            "line {}: a second game: only single-game files are read",
            second.line
        ));
    }
    if first.crawford {
        return Err(format!(
            "line {}: the Crawford rule is match play: only money games are read",
            first.line
        ));
    }
    if first.score != [0, 0] {
        return Err(format!(
            "line {}: the scores are not 0 and 0: only a single money game is read",
            first.line + 1
        ));
    }
    first.game
}

/// A match file: its length in points (0: a session of money games) and the line that says
/// it, the comment lines of its header, and each game.
#[derive(Debug)]
pub struct Session {
    pub length: u32,
    pub length_line: usize,
    pub comments: Vec<String>,
    pub games: Vec<SessionGame>,
}

/// One game of a match file: its number, the line of its `Game n`, the score before it (the
/// left column's player first), whether the file marks it the Crawford game, and the game read
/// (or why it cannot be).
#[derive(Debug)]
pub struct SessionGame {
    pub number: u32,
    pub line: usize,
    pub score: [u32; 2],
    pub crawford: bool,
    pub game: Result<MatGame, String>,
}

/// Reads a match file (a session of money games, or an n-point match) game by game: one game
/// that cannot be read does not lose the others. Fails only for text past [`MAX_TEXT`], or a
/// header that is not a match file's.
pub fn parse_session(text: &str) -> Result<Session, String> {
    if text.len() > MAX_TEXT {
        return Err(format!(
            "the match text is {} bytes, expected at most {MAX_TEXT}",
            text.len()
        ));
    }
    let mut session = Session {
        length: 0,
        length_line: 0,
        comments: Vec::new(),
        games: Vec::new(),
    };
    let mut tags = Tags::default();
    // Each game's lines, after the header's.
    let mut sections: Vec<Section<'_>> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        if sections.is_empty() && trimmed.starts_with(';') {
            tag(trimmed, n, &mut tags)?;
            // Our own tags are the game's, written again with it; the others are the file's.
            let body = trimmed.trim_start_matches(';').trim();
            if !OWN_TAGS.iter().any(|t| body.starts_with(&format!("[{t} "))) {
                session.comments.push(trimmed.to_string());
            }
            continue;
        }
        if sections.is_empty() && trimmed.ends_with("point match") {
            match lead_number(trimmed).and_then(|l| u32::try_from(l).ok()) {
                Some(length) if length <= 1000 => {
                    session.length = length;
                    session.length_line = n;
                    continue;
                }
                _ => return Err(format!("line {n}: unexpected {trimmed:?}")),
            }
        }
        if let Some(rest) = trimmed.strip_prefix("Game ") {
            let number = lead_number(rest).and_then(|g| u32::try_from(g).ok()).unwrap_or(0);
            let crawford = rest.to_ascii_lowercase().contains("crawford");
            sections.push((number, n, crawford, Vec::new()));
            continue;
        }
        match sections.last_mut() {
            Some((_, _, crawford, lines)) => {
                if trimmed.to_ascii_lowercase().contains("crawford") {
                    *crawford = true;
                } else {
                    lines.push((n, line));
                }
            }
            None if trimmed.to_ascii_lowercase().contains("crawford") => {
                return Err(format!(
                    "line {n}: the Crawford rule is match play: only money games are read"
                ))
            }
            // A file without its `Game 1` line: the game starts here.
            None => sections.push((1, n, false, vec![(n, line)])),
        }
    }
    if sections.len() > MAX_GAMES {
        return Err(format!(
            "the match text has {} games, at most {MAX_GAMES}",
            sections.len()
        ));
    }
    for (number, line, crawford, lines) in sections {
        let mut score = [0, 0];
        let game = game_lines(&lines, &tags, &mut score);
        session.games.push(SessionGame {
            number,
            line,
            score,
            crawford,
            game,
        });
    }
    Ok(session)
}

/// A game's section of a match file being read: its number, the line of its `Game n`, whether
/// it is marked the Crawford game, and its lines (with their numbers).
type Section<'a> = (u32, usize, bool, Vec<(usize, &'a str)>);

/// Why a match file with no game is refused.
pub const NO_GAME: &str = "no game: a match file has a line \"Game 1\" before its moves";

/// The most games a match file may hold.
pub const MAX_GAMES: usize = 1_000;

/// One game's lines: the players and the score before it (into `score`), the turns, the cube
/// actions and the result.
fn game_lines(lines: &[(usize, &str)], tags: &Tags, score: &mut [u32; 2]) -> Result<MatGame, String> {
    let mut game = MatGame {
        tags: tags.clone(),
        ..MatGame::default()
    };
    let mut players: Option<[String; 2]> = None;
    for &(n, line) in lines {
        let trimmed = line.trim_start();
        if trimmed.starts_with(';') {
            tag(trimmed, n, &mut game.tags)?;
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
            let points = |t: &str| lead_number(t).and_then(|p| u32::try_from(p).ok());
            let (Some(left), Some(right)) = (points(mid), points(last)) else {
                return Err(format!("line {n}: expected the two players and their scores"));
            };
            *score = [left, right];
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
