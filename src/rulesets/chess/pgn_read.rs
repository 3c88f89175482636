//! Portable Game Notation in, the text part: the first game of a file as its tags, the SAN
//! tokens of its main line, its result and its closing comment. Comments (`{...}`, `;` to the
//! end of the line), variations (`(...)`, nested), NAGs (`$1`), move numbers and `%` escape
//! lines are skipped. Every fault is `INVALID_INPUT` naming its line. [`super::pgn_import`]
//! plays the moves.

use crate::engine::error::{EngineError, Result};

/// The longest PGN text read, in bytes.
pub const MAX_PGN_LEN: usize = 1_000_000;
/// The most plies a game read may have (a real game has a few hundred).
pub const MAX_PGN_PLIES: usize = 10_000;

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

/// A move of the main line as written, and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SanToken {
    /// The move as written (`"Nf3"`, `"O-O"`), its move number left out.
    pub text: String,
    /// The line it is on, from 1.
    pub line: usize,
}

/// The first game of a PGN file, read but not played.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs, in the order written.
    pub tags: Vec<Tag>,
    /// The moves of the main line, in order.
    pub moves: Vec<SanToken>,
    /// The game termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`) and its line, if written.
    pub result: Option<(String, usize)>,
    /// The comment after the last move of the main line, if any.
    pub closing_comment: Option<String>,
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

/// Reads the first game of `text` (see the module docs).
pub fn read_first_game(text: &str) -> Result<PgnGame> {
    if text.len() > MAX_PGN_LEN {
        return Err(EngineError::invalid_input(format!(
            "pgn is {} bytes long, at most {MAX_PGN_LEN}",
            text.len()
        )));
    }
    // A byte order mark, as some editors write one.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut r = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
        line: 1,
    };
    r.game()
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
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

    /// Skips white space and `%` escape lines (a `%` first on its line).
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c == b'%' && (self.at == 0 || self.bytes.get(self.at - 1) == Some(&b'\n')) {
                self.skip_line();
            } else if c.is_ascii_whitespace() {
                self.bump();
            } else {
                break;
            }
        }
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

    fn game(&mut self) -> Result<PgnGame> {
        let mut game = PgnGame::default();
        // Variations open now, and the line of the outermost.
        let mut depth = 0usize;
        let mut opened = 0usize;
        let mut in_movetext = false;
        loop {
            self.skip_space();
            let line = self.line;
            let Some(c) = self.peek() else { break };
            match c {
                b'[' if !in_movetext && depth == 0 => {
                    self.bump();
                    game.tags.push(self.tag()?);
                }
                // A tag after the movetext starts the next game: this one had no result.
                b'[' if depth == 0 => break,
                b'{' => {
                    self.bump();
                    let comment = self.brace_comment()?;
                    if depth == 0 {
                        game.closing_comment = Some(comment);
                    }
                }
                b';' => self.skip_line(),
                b'(' => {
                    self.bump();
                    if depth == 0 {
                        opened = line;
                    }
                    depth += 1;
                    in_movetext = true;
                }
                b')' => {
                    self.bump();
                    depth = depth
                        .checked_sub(1)
                        .ok_or_else(|| bad(line, "a ) closes no variation"))?;
                }
                b'$' => {
                    self.bump();
                    while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                        self.bump();
                    }
                    in_movetext = true;
                }
                c if is_symbol(c) => {
                    let start = self.at;
                    while self.peek().is_some_and(is_symbol) {
                        self.bump();
                    }
                    in_movetext = true;
                    if depth > 0 {
                        continue;
                    }
                    let token = self.since(start);
                    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
                        game.result = Some((token.to_string(), line));
                        break;
                    }
                    // A move number (`12.`, `12...`), perhaps with the move after it (`12.Nf3`).
                    let san = token.trim_start_matches(|c: char| c.is_ascii_digit());
                    let san = if san.len() < token.len() && (san.is_empty() || san.starts_with('.')) {
                        san.trim_start_matches('.')
                    } else {
                        token
                    };
                    if san.is_empty() {
                        continue;
                    }
                    if game.moves.len() >= MAX_PGN_PLIES {
                        return Err(bad(line, format_args!("the game has more than {MAX_PGN_PLIES} plies")));
                    }
                    game.moves.push(SanToken {
                        text: san.to_string(),
                        line,
                    });
                    game.closing_comment = None;
                }
                b'*' => {
                    self.bump();
                    if depth == 0 {
                        game.result = Some(("*".into(), line));
                        break;
                    }
                }
                _ => {
                    let shown = self.text.get(self.at..).and_then(|t| t.chars().next()).unwrap_or('?');
                    return Err(bad(line, format_args!("unexpected character {shown:?}")));
                }
            }
        }
        if depth > 0 {
            return Err(bad(opened, "a variation opened with ( is never closed"));
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sans(game: &PgnGame) -> Vec<&str> {
        game.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn reads_the_tags_main_line_result_and_closing_comment_of_the_first_game() {
        let text = "\u{feff}% escape line\n[Event \"A \\\"big\\\" one\"]\n[White \"Ann\"]\n\n\
                    1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2.Nf3 $1 Nc6!? ; rest\n\
                    3. Bb5 a6 {White resigns} 0-1\n\n[Event \"second\"]\n1. d4 *\n";
        let game = read_first_game(text).expect("reads");
        assert_eq!(game.tag("Event"), Some(("A \"big\" one", 2)));
        assert_eq!(game.tag("White"), Some(("Ann", 3)));
        assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6!?", "Bb5", "a6"]);
        assert_eq!(game.moves[4].line, 6);
        assert_eq!(game.result, Some(("0-1".into(), 6)));
        assert_eq!(game.closing_comment.as_deref(), Some("White resigns"));
        // No result: the game ends where the next one starts, or at the end of the text.
        let game = read_first_game("1. e4 e5 {x} 2. Nf3\n[Event \"next\"]\n").expect("reads");
        assert_eq!(sans(&game), ["e4", "e5", "Nf3"]);
        assert_eq!((game.result, game.closing_comment), (None, None));
        assert_eq!(read_first_game("").expect("empty"), PgnGame::default());
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
    }
}
