//! Portable Game Notation in, the text part: each game of a file as its tags, the SAN tokens of
//! its main line, its result and its notes: the comments (`{...}`, and `;` to the end of the
//! line), NAGs (`$1`, and a move's suffix `!?` as its NAG), and variations (`(...)`, nested,
//! kept as movetext), each attached to the main line after the ply it follows. Move numbers
//! are skipped, `%` escape lines are dropped (and said so). Every fault is `INVALID_INPUT`
//! naming its line. [`super::pgn_import`] plays the moves; [`super::pgn_record`] keeps the
//! rest beside the game.

use super::pgn_record::PgnNote;
use crate::engine::error::{EngineError, Result};

/// The longest PGN text `fromPgn` reads, in bytes (its first game).
pub const MAX_PGN_LEN: usize = 1_000_000;
/// The longest PGN database `readPgn` reads, in bytes.
pub const MAX_PGN_DATABASE_LEN: usize = 8 * 1024 * 1024;
/// The most plies a game read may have (a real game has a few hundred).
pub const MAX_PGN_PLIES: usize = 10_000;
/// The most games one `readPgn` call returns.
pub const MAX_PGN_GAMES: usize = 1_000;
/// The deepest variations nest.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// A tag pair and the line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// The tag's name (`Event`).
    pub name: String,
    /// Its value, unescaped.
    pub value: String,
    /// The line it is on, from 1.
    pub line: usize,
}

/// A move of the main line as written (its suffix annotation taken off), and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanToken {
    /// The move as written (`"Nf3"`, `"O-O"`), its move number left out.
    pub text: String,
    /// The line it is on, from 1.
    pub line: usize,
}

/// One game of a PGN file, read but not played.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The line the game starts on.
    pub line: usize,
    /// The tag pairs, in the order written.
    pub tags: Vec<Tag>,
    /// The moves of the main line, in order.
    pub moves: Vec<SanToken>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`) and its line, if written.
    pub result: Option<(String, usize)>,
    /// The comment after the last move of the main line, if any.
    pub closing_comment: Option<String>,
    /// Comments, NAGs and variations, in the file's order.
    pub notes: Vec<PgnNote>,
    /// What was read and not kept, in words.
    pub dropped: Vec<String>,
}

impl PgnGame {
    /// The value of the last tag named `name`, and its line.
    pub fn tag(&self, name: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .rev()
            .find(|t| t.name == name)
            .map(|t| (t.value.as_str(), t.line))
    }
}

fn bad(line: usize, what: impl std::fmt::Display) -> EngineError {
    EngineError::invalid_input(format!("pgn line {line}: {what}"))
}

/// A byte a SAN, a move number or a result token may hold.
fn is_symbol(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/' | b'.' | b'!' | b'?')
}

/// The NAG a move's suffix annotation stands for (PGN standard 10: `!` is `$1` ... `?!` `$6`).
fn suffix_nag(suffix: &str) -> Option<u8> {
    Some(match suffix {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

/// `text` without a byte order mark, checked: at most `max` bytes, not empty or blank.
fn checked(text: &str, max: usize) -> Result<&str> {
    if text.len() > max {
        return Err(EngineError::invalid_input(format!(
            "pgn is {} bytes long, at most {max}",
            text.len()
        )));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(EngineError::invalid_input("pgn is empty"));
    }
    Ok(text)
}

fn reader(text: &str) -> Reader<'_> {
    Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
        line: 1,
    }
}

/// Reads the first game of `text` (see the module docs); at most [`MAX_PGN_LEN`] bytes.
pub fn read_first_game(text: &str) -> Result<PgnGame> {
    let text = checked(text, MAX_PGN_LEN)?;
    let mut r = reader(text);
    let mut skipped = Vec::new();
    r.skip_space_noting(Some(&mut skipped));
    if r.peek().is_none() {
        return Err(EngineError::invalid_input("pgn holds no game, only escape lines"));
    }
    r.game().map(|game| with_skipped(game, skipped))
}

/// `game` with the escape lines skipped before it first in what it dropped.
fn with_skipped(mut game: PgnGame, mut skipped: Vec<String>) -> PgnGame {
    skipped.append(&mut game.dropped);
    game.dropped = skipped;
    game
}

/// Each game of `text` from the `skip`-th (from 0), at most `max` of them (and at most
/// [`MAX_PGN_GAMES`]): its index in the file and the game read, or why it could not be read.
/// A game that cannot be read does not stop the others: the reader goes on at the next line
/// that starts a tag pair after an empty line. At most [`MAX_PGN_DATABASE_LEN`] bytes.
pub fn read_games(text: &str, skip: usize, max: usize) -> Result<Vec<(usize, Result<PgnGame>)>> {
    let text = checked(text, MAX_PGN_DATABASE_LEN)?;
    let max = max.min(MAX_PGN_GAMES);
    let mut r = reader(text);
    let mut games = Vec::new();
    let mut index = 0;
    loop {
        let mut skipped = Vec::new();
        r.skip_space_noting(Some(&mut skipped));
        if r.peek().is_none() || games.len() >= max {
            break;
        }
        let (start, line) = (r.at, r.line);
        let game = r.game().map(|game| with_skipped(game, skipped));
        if game.is_err() {
            r.resync(start, line);
        }
        if index >= skip {
            games.push((index, game));
        }
        index += 1;
    }
    if games.is_empty() && index == 0 {
        return Err(EngineError::invalid_input("pgn holds no game, only escape lines"));
    }
    Ok(games)
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: usize,
}

/// A variation being read: its movetext so far, and the line it opened on.
struct Variation {
    text: String,
    line: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let c = self.peek()?;
        self.at += 1;
        if c == b'\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn at_line_start(&self) -> bool {
        self.at == 0 || self.bytes.get(self.at - 1) == Some(&b'\n')
    }

    /// Skips white space and `%` escape lines (a `%` first on its line), noting those in
    /// `dropped` when given.
    fn skip_space_noting(&mut self, mut dropped: Option<&mut Vec<String>>) {
        while let Some(c) = self.peek() {
            if c == b'%' && self.at_line_start() {
                if let Some(d) = dropped.as_deref_mut() {
                    d.push(format!("line {}: an escape line (%), which PGN readers skip", self.line));
                }
                self.skip_line();
            } else if c.is_ascii_whitespace() {
                self.bump();
            } else {
                break;
            }
        }
    }

    fn skip_space(&mut self) {
        self.skip_space_noting(None);
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == b'\n' {
                break;
            }
        }
    }

    /// The text from `from` to here (both at ASCII bytes, so on character boundaries).
    fn since(&self, from: usize) -> &str {
        self.text.get(from..self.at).unwrap_or_default()
    }

    /// After a game that could not be read: on to the next line that starts a tag pair after an
    /// empty line, looking from where the fault was found (or, when it was found at the end of
    /// the text, a comment or variation never closed, from where the game started).
    fn resync(&mut self, start: usize, line: usize) {
        if self.peek().is_none() {
            self.at = start;
            self.line = line;
            self.skip_line();
        }
        let mut blank = false;
        loop {
            let Some(c) = self.peek() else { return };
            if c == b'[' && blank && self.at_line_start() {
                return;
            }
            if self.at_line_start() {
                let rest = self.text.get(self.at..).unwrap_or_default();
                let this_line = rest.split('\n').next().unwrap_or_default();
                blank = this_line.trim().is_empty();
            }
            self.bump();
        }
    }

    /// A `{...}` comment, the `{` read; its text.
    fn brace_comment(&mut self) -> Result<String> {
        let (start, line) = (self.at, self.line);
        loop {
            match self.peek() {
                None => return Err(bad(line, "a comment opened with { is never closed")),
                Some(b'}') => break,
                Some(_) => {
                    self.bump();
                }
            }
        }
        let comment = self.since(start).trim().to_string();
        self.bump();
        Ok(comment)
    }

    /// A `;` comment, the `;` read: the rest of the line.
    fn line_comment(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c != b'\n') {
            self.bump();
        }
        self.since(start).trim().to_string()
    }

    /// A tag pair, the `[` read.
    fn tag(&mut self) -> Result<Tag> {
        let line = self.line;
        self.skip_space();
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            self.bump();
        }
        let name = self.since(start).to_string();
        if name.is_empty() {
            return Err(bad(line, "a tag pair has no name: expected [Name \"value\"]"));
        }
        self.skip_space();
        if self.bump() != Some(b'"') {
            return Err(bad(line, format_args!("tag {name} has no value in quotes: expected [{name} \"value\"]")));
        }
        let mut value = String::new();
        let mut start = self.at;
        loop {
            match self.peek() {
                None | Some(b'\n') => {
                    return Err(bad(line, format_args!("the value of tag {name} is never closed with \"")))
                }
                Some(b'"') => break,
                Some(b'\\') => {
                    value.push_str(self.since(start));
                    self.bump();
                    start = self.at;
                    // The escaped character is kept as it is (\" and \\).
                    if matches!(self.peek(), Some(b'"' | b'\\')) {
                        self.bump();
                    }
                }
                Some(_) => {
                    self.bump();
                }
            }
        }
        value.push_str(self.since(start));
        self.bump();
        self.skip_space();
        if self.bump() != Some(b']') {
            return Err(bad(line, format_args!("tag {name} is not closed with ]")));
        }
        Ok(Tag { name, value, line })
    }

    /// One game, from its tags to its result (or to the next game's tags, or the end).
    fn game(&mut self) -> Result<PgnGame> {
        let mut game = PgnGame {
            line: self.line,
            ..PgnGame::default()
        };
        // Variations open now, innermost last.
        let mut open: Vec<Variation> = Vec::new();
        let mut in_movetext = false;
        loop {
            self.skip_space_noting(Some(&mut game.dropped));
            let line = self.line;
            let Some(c) = self.peek() else { break };
            let ply = game.moves.len() as u32;
            match c {
                b'[' if !in_movetext && open.is_empty() => {
                    self.bump();
                    game.tags.push(self.tag()?);
                }
                // A tag after the movetext starts the next game: this one had no result.
                b'[' if open.is_empty() => break,
                b'{' | b';' => {
                    self.bump();
                    let comment = if c == b'{' {
                        self.brace_comment()?
                    } else {
                        self.line_comment()
                    };
                    match open.last_mut() {
                        Some(_) if comment.contains('}') => game.dropped.push(format!(
                            "line {line}: a ; comment holding a }} in a variation, which PGN cannot write as {{...}}"
                        )),
                        // A variation is one line of movetext: its comments' line breaks
                        // become spaces.
                        Some(v) => {
                            let flat: String = comment.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
                            push_word(&mut v.text, &format!("{{{flat}}}"));
                        }
                        None => {
                            game.closing_comment = Some(comment.clone());
                            game.notes.push(PgnNote::Comment { ply, text: comment });
                        }
                    }
                }
                b'(' => {
                    self.bump();
                    if open.len() >= MAX_VARIATION_DEPTH {
                        return Err(bad(line, format_args!("variations nest more than {MAX_VARIATION_DEPTH} deep")));
                    }
                    if let Some(v) = open.last_mut() {
                        push_word(&mut v.text, "(");
                    }
                    open.push(Variation { text: String::new(), line });
                    in_movetext = true;
                }
                b')' => {
                    self.bump();
                    let closed = open.pop().ok_or_else(|| bad(line, "a ) closes no variation"))?;
                    match open.last_mut() {
                        Some(outer) => {
                            push_word(&mut outer.text, &closed.text);
                            outer.text.push(')');
                        }
                        None => game.notes.push(PgnNote::Variation { ply, movetext: closed.text }),
                    }
                }
                b'$' => {
                    self.bump();
                    let start = self.at;
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                    in_movetext = true;
                    let digits = self.since(start);
                    match (open.last_mut(), digits.parse::<u8>()) {
                        (Some(v), Ok(nag)) => push_word(&mut v.text, &format!("${nag}")),
                        (None, Ok(nag)) => game.notes.push(PgnNote::Nag { ply, nag }),
                        _ => game.dropped.push(format!(
                            "line {line}: the NAG ${digits}, not a number from 0 to 255"
                        )),
                    }
                }
                c if is_symbol(c) => {
                    let start = self.at;
                    while self.peek().is_some_and(is_symbol) {
                        self.bump();
                    }
                    in_movetext = true;
                    let token = self.since(start).to_string();
                    if let Some(v) = open.last_mut() {
                        push_word(&mut v.text, &token);
                        continue;
                    }
                    if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                        game.result = Some((token, line));
                        break;
                    }
                    self.main_line_move(&mut game, &token, line)?;
                }
                b'*' => {
                    self.bump();
                    match open.last_mut() {
                        Some(v) => push_word(&mut v.text, "*"),
                        None => {
                            game.result = Some(("*".into(), line));
                            break;
                        }
                    }
                }
                _ => {
                    let shown = self.text.get(self.at..).and_then(|t| t.chars().next()).unwrap_or('?');
                    return Err(bad(line, format_args!("unexpected character {shown:?}")));
                }
            }
        }
        if let Some(v) = open.first() {
            return Err(bad(v.line, "a variation opened with ( is never closed"));
        }
        Ok(game)
    }

    /// A token of the main line that is not a result: a move number (`12.`, `12...`), a move,
    /// or both (`12.Nf3`); a move's suffix annotation (`!?`) becomes its NAG.
    fn main_line_move(&self, game: &mut PgnGame, token: &str, line: usize) -> Result<()> {
        let san = token.trim_start_matches(|c: char| c.is_ascii_digit());
        let san = if san.len() < token.len() && (san.is_empty() || san.starts_with('.')) {
            san.trim_start_matches('.')
        } else {
            token
        };
        if san.is_empty() {
            return Ok(());
        }
        if game.moves.len() >= MAX_PGN_PLIES {
            return Err(bad(line, format_args!("the game has more than {MAX_PGN_PLIES} plies")));
        }
        let bare = san.trim_end_matches(['!', '?']);
        let suffix = san.get(bare.len()..).unwrap_or_default();
        game.moves.push(SanToken {
            text: bare.to_string(),
            line,
        });
        game.closing_comment = None;
        if !suffix.is_empty() {
            let ply = game.moves.len() as u32;
            match suffix_nag(suffix) {
                Some(nag) => game.notes.push(PgnNote::Nag { ply, nag }),
                None => game.dropped.push(format!(
                    "line {line}: the annotation {suffix:?} after {bare}, which no NAG stands for"
                )),
            }
        }
        Ok(())
    }
}

/// Appends `word` to a variation's movetext, a space before it unless it follows a `(`.
fn push_word(text: &mut String, word: &str) {
    if !text.is_empty() && !text.ends_with('(') {
        text.push(' ');
    }
    text.push_str(word);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sans(game: &PgnGame) -> Vec<&str> {
        game.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn reads_the_tags_main_line_result_and_notes_of_the_first_game() {
        let text = "\u{feff}% escape line\n[Event \"A \\\"big\\\" one\"]\n[White \"Ann\"]\n\n\
                    1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6 $2) 2.Nf3 $1 Nc6!? ; rest\n\
                    3. Bb5 a6 {White resigns} 0-1\n\n[Event \"second\"]\n1. d4 *\n";
        let game = read_first_game(text).expect("reads");
        assert_eq!(game.tag("Event"), Some(("A \"big\" one", 2)));
        assert_eq!(game.tag("White"), Some(("Ann", 3)));
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(game.moves[4].line, 6);
        assert_eq!(game.result, Some(("0-1".into(), 6)));
        assert_eq!(game.closing_comment.as_deref(), Some("White resigns"));
        assert_eq!(
            game.notes,
            [
                PgnNote::Comment { ply: 1, text: "best by test".into() },
                PgnNote::Variation { ply: 2, movetext: "1... c5 2. Nf3 (2. c3) d6 $2".into() },
                PgnNote::Nag { ply: 3, nag: 1 },
                PgnNote::Nag { ply: 4, nag: 5 },
                PgnNote::Comment { ply: 4, text: "rest".into() },
                PgnNote::Comment { ply: 6, text: "White resigns".into() },
            ]
        );
        assert_eq!(game.dropped, ["line 1: an escape line (%), which PGN readers skip"]);
        // No result: the game ends where the next one starts, or at the end of the text.
        let game = read_first_game("1. e4 e5 {x} 2. Nf3\n[Event \"next\"]\n").expect("reads");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
        assert_eq!((game.result, game.closing_comment), (None, None));
    }

    #[test]
    fn empty_and_blank_text_is_refused() {
        for text in ["", "   \n\t ", "\u{feff}\n"] {
            let e = read_first_game(text).expect_err(text);
            assert_eq!(e.message, "pgn is empty", "{text:?}");
            let e = read_games(text, 0, 10).expect_err(text);
            assert_eq!(e.message, "pgn is empty", "{text:?}");
        }
        let e = read_first_game("% only an escape line\n").expect_err("escape");
        assert_eq!(e.message, "pgn holds no game, only escape lines");
    }

    #[test]
    fn a_database_is_read_game_by_game_past_a_broken_one() {
        let text = "[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. e4 <e5> 0-1\n\n\
                    [Event \"c\"]\n\n1. d4 {open\n\n[Event \"d\"]\n\n1. c4 *\n";
        let games = read_games(text, 0, 10).expect("reads");
        let summary: Vec<_> = games
            .iter()
            .map(|(i, g)| (*i, g.as_ref().map(|g| g.tag("Event").map(|t| t.0.to_string())).map_err(|e| e.message.clone())))
            .collect();
        assert_eq!(
            summary,
            [
                (0, Ok(Some("a".into()))),
                (1, Err("pgn line 7: unexpected character '<'".into())),
                (2, Err("pgn line 11: a comment opened with { is never closed".into())),
                (3, Ok(Some("d".into()))),
            ]
        );
        // A window of the games: skip, then at most max.
        let window = read_games(text, 1, 2).expect("reads");
        assert_eq!(window.iter().map(|(i, _)| *i).collect::<Vec<_>>(), [1, 2]);
        let games = read_games(&"1. e4 *\n\n".repeat(MAX_PGN_GAMES + 5), 0, usize::MAX).expect("reads");
        assert_eq!(games.len(), MAX_PGN_GAMES);
    }

    #[test]
    fn refuses_broken_files_naming_the_line() {
        for (text, says) in [
            ("[Event \"x\"]\n1. e4 {never closed", "line 2: a comment opened with { is never closed"),
            ("1. e4 (1. d4\n\n", "line 1: a variation opened with ( is never closed"),
            ("1. e4 )", "line 1: a ) closes no variation"),
            ("[Event \"x]\n", "line 1: the value of tag Event is never closed"),
            ("[Event x]\n", "line 1: tag Event has no value in quotes"),
            ("[\"x\"]\n", "line 1: a tag pair has no name"),
            ("\n\n[Event \"x\"\n", "line 3: tag Event is not closed with ]"),
            ("1. e4 <e5>", "line 1: unexpected character '<'"),
            ("1. e4 é", "line 1: unexpected character 'é'"),
        ] {
            let e = read_first_game(text).expect_err(text);
            assert!(e.message.contains(says), "{text:?}: {}", e.message);
        }
        let long = " ".repeat(MAX_PGN_LEN + 1);
        assert!(read_first_game(&long).expect_err("long").message.contains("at most 1000000"));
        let many = "Nf3 Nf6 ".repeat(MAX_PGN_PLIES / 2 + 1);
        assert!(read_first_game(&many).expect_err("many").message.contains("more than 10000 plies"));
        let deep = "1. e4 ".to_string() + &"(".repeat(MAX_VARIATION_DEPTH + 1);
        assert!(read_first_game(&deep).expect_err("deep").message.contains("nest more than 64"));
    }
}
