//! SGF text (`FF[1]` to `FF[4]`) read into the main line of its first game tree: the nodes with
//! their properties and where each stands in the text (line and column), for the importer
//! ([`super::sgf_read`]) to name the place of anything it refuses.
//!
//! Hand-written rather than the `sgf-parse` crate (MIT): its errors carry no place in the text
//! (the issue wants bad files refused naming the place), and it builds every node as a child
//! of the one before, so dropping a long file's tree recurses once per node, and a deep or
//! long enough file overflows the stack: in wasm a trap that loses the game. This reader is
//! one loop with a depth counter (no recursion), keeps only the main line, and stops at
//! [`MAX_SGF_BYTES`].

use crate::engine::error::{EngineError, Result};
use std::fmt;
use std::iter::Peekable;
use std::str::Chars;

/// The longest SGF text read, in bytes (UTF-8): a 19×19 game of 1,083 moves takes about
/// 7 KiB, so 1 MiB leaves room for comments and variations.
pub const MAX_SGF_BYTES: usize = 1 << 20;
/// The most nodes of the main line read: a game has at most 1,083 moves (`3 · 19²`), and
/// setup or comment nodes are few.
pub const MAX_NODES: usize = 10_000;

/// A place in the text: line and column (in characters), from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The line, from 1.
    pub line: u32,
    /// The column, in characters, from 1.
    pub column: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// One property: its identifier (`FF[3]`'s lowercase letters dropped: `AddBlack` is `AB`) and
/// its values, unescaped (a soft line break, `\` before a newline, removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Property {
    /// Its identifier (`"AB"`).
    pub ident: String,
    /// Its values, in order.
    pub values: Vec<String>,
    /// Where it starts.
    pub at: Place,
}

/// One node of the main line: its number (the root is node 1) and its properties.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Its number on the main line, the root 1.
    pub number: usize,
    /// Where it starts (its `;`).
    pub at: Place,
    /// Its properties, in the order written.
    pub properties: Vec<Property>,
}

impl Node {
    /// The property `ident`, if the node has it (the first, if it has it twice).
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.properties.iter().find(|p| p.ident == ident)
    }
}

/// `INVALID_INPUT` for the text at `at`.
pub fn refuse(at: Place, what: impl fmt::Display) -> EngineError {
    EngineError::invalid_input(format!("sgf: {what} at {at}"))
}

/// The characters of the text, with the place of the next one and its byte offset.
struct Cursor<'a> {
    chars: Peekable<Chars<'a>>,
    place: Place,
    at: usize,
}

impl Cursor<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }
    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.place.line = self.place.line.saturating_add(1);
            self.place.column = 1;
        } else {
            self.place.column = self.place.column.saturating_add(1);
        }
        Some(c)
    }
    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.next();
        }
    }
}

/// One game tree: the nodes of its main line, and the other variations as SGF text, each with
/// the number of main-line nodes before the node it stands beside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    /// The main line's nodes, the root first.
    pub nodes: Vec<Node>,
    /// The other variations: the main-line nodes before each, and its SGF text.
    pub variations: Vec<(usize, String)>,
}

/// The nodes of the main line of the first game tree of `text` (each tree's first variation,
/// down to the end; the other variations and any later game trees are skipped, the former
/// still checked).
pub fn main_line(text: &str) -> Result<Vec<Node>> {
    let mut c = cursor(text)?;
    tree(&mut c, text).map(|t| t.nodes)
}

/// The game trees of a collection, at most `max`: each read, up to the first that cannot be
/// read (its error last: the text after it cannot be told apart into trees).
pub fn trees(text: &str, max: usize) -> Result<Vec<Result<Tree>>> {
    let mut c = cursor(text)?;
    let mut out = Vec::new();
    while out.len() < max {
        let t = tree(&mut c, text);
        let failed = t.is_err();
        out.push(t);
        if failed {
            break;
        }
        // Anything between game trees is skipped, as before the first.
        while c.peek().is_some_and(|ch| ch != '(') {
            c.next();
        }
        if c.peek().is_none() {
            break;
        }
    }
    Ok(out)
}

/// A cursor at the first game tree of `text`, checked: not empty, not too long, a tree.
fn cursor(text: &str) -> Result<Cursor<'_>> {
    if text.len() > MAX_SGF_BYTES {
        return Err(EngineError::invalid_input(format!(
            "sgf: the text is {} bytes, expected at most {MAX_SGF_BYTES}",
            text.len()
        )));
    }
    if text.trim_start_matches('\u{feff}').trim().is_empty() {
        return Err(EngineError::invalid_input("sgf: the text is empty"));
    }
    let mut c = Cursor {
        chars: text.chars().peekable(),
        place: Place { line: 1, column: 1 },
        at: 0,
    };
    // Anything before the first game tree (a mail header, a byte order mark) is skipped.
    while c.peek().is_some_and(|ch| ch != '(') {
        c.next();
    }
    if c.peek().is_none() {
        return Err(EngineError::invalid_input(
            "sgf: no game tree: an SGF file starts with \"(;\"",
        ));
    }
    Ok(c)
}

/// The game tree at the cursor (a `(` next).
fn tree(c: &mut Cursor<'_>, text: &str) -> Result<Tree> {
    let start = c.place;
    let mut nodes = Vec::new();
    let mut variations = Vec::new();
    let mut depth = 0usize;
    // The depth of the tree the main line follows; `None` once it has ended.
    let mut main = Some(1usize);
    // For each depth the main line entered below the first, the main-line nodes before it.
    let mut branches: Vec<usize> = Vec::new();
    // A variation beside the main line being read: its depth, where it starts, its branch.
    let mut side: Option<(usize, usize, usize)> = None;
    loop {
        c.skip_space();
        let at = c.place;
        let offset = c.at;
        match c.next() {
            None => {
                return Err(refuse(
                    at,
                    format_args!("the text ends inside the game tree opened at {start}"),
                ))
            }
            Some('(') => {
                depth += 1;
                c.skip_space();
                if c.peek() != Some(';') {
                    return Err(refuse(
                        c.place,
                        "expected \";\": a game tree starts with a node",
                    ));
                }
                // The first variation of the tree the main line follows is the main line; a
                // later one beside it, a variation kept as text.
                if depth > 1 && main == Some(depth - 1) {
                    main = Some(depth);
                    branches.push(nodes.len());
                } else if side.is_none() && depth > 1 && depth - 2 < branches.len() {
                    let branch = branches.get(depth - 2).copied().unwrap_or(0);
                    side = Some((depth, offset, branch));
                }
            }
            Some(')') => {
                if main == Some(depth) {
                    main = None;
                }
                if let Some((d, from, branch)) = side {
                    if d == depth {
                        let sgf = text.get(from..c.at).unwrap_or_default().to_string();
                        variations.push((branch, sgf));
                        side = None;
                    }
                }
                depth -= 1;
                if depth == 0 {
                    return Ok(Tree { nodes, variations });
                }
            }
            Some(';') => {
                let number = nodes.len() + 1;
                let node = read_node(c, at, number)?;
                if main == Some(depth) {
                    if nodes.len() >= MAX_NODES {
                        return Err(refuse(
                            at,
                            format_args!("the main line has more than {MAX_NODES} nodes"),
                        ));
                    }
                    nodes.push(node);
                }
            }
            Some(other) => {
                return Err(refuse(
                    at,
                    format_args!("unexpected {other:?}, expected \"(\", \";\" or \")\""),
                ))
            }
        }
    }
}

/// The properties of a node, after its `;`, up to the next `;`, `(` or `)`.
fn read_node(c: &mut Cursor<'_>, at: Place, number: usize) -> Result<Node> {
    let mut properties = Vec::new();
    loop {
        c.skip_space();
        match c.peek() {
            None | Some(';' | '(' | ')') => {
                return Ok(Node {
                    number,
                    at,
                    properties,
                })
            }
            Some(ch) if ch.is_ascii_alphabetic() => properties.push(read_property(c)?),
            Some(other) => {
                return Err(refuse(
                    c.place,
                    format_args!("unexpected {other:?} in node {number}, expected a property"),
                ))
            }
        }
    }
}

/// The identifier longer than which a property is refused (`FF[3]`'s longest, lowercase
/// included, is far shorter).
const MAX_IDENT: usize = 64;

fn read_property(c: &mut Cursor<'_>) -> Result<Property> {
    let at = c.place;
    let mut ident = String::new();
    let mut letters = 0usize;
    while let Some(ch) = c.peek().filter(char::is_ascii_alphabetic) {
        c.next();
        letters += 1;
        if ch.is_ascii_uppercase() {
            ident.push(ch);
        }
    }
    if ident.is_empty() || letters > MAX_IDENT {
        return Err(refuse(
            at,
            "a property identifier needs 1 to 64 letters, uppercase ones among them",
        ));
    }
    let mut values = Vec::new();
    loop {
        c.skip_space();
        if c.peek() != Some('[') {
            break;
        }
        let opened = c.place;
        c.next();
        values.push(read_value(c, opened, &ident)?);
    }
    if values.is_empty() {
        return Err(refuse(at, format_args!("property {ident} has no value")));
    }
    Ok(Property { ident, values, at })
}

/// A value after its `[`, up to the unescaped `]`.
fn read_value(c: &mut Cursor<'_>, opened: Place, ident: &str) -> Result<String> {
    let mut value = String::new();
    loop {
        match c.next() {
            None => {
                return Err(refuse(
                    opened,
                    format_args!("the text ends inside the value of {ident} opened"),
                ))
            }
            Some(']') => return Ok(value),
            Some('\\') => match c.next() {
                // A soft line break: `\` then a newline (`\n`, `\r\n`, `\r`) is removed.
                Some('\n') => {}
                Some('\r') => {
                    if c.peek() == Some('\n') {
                        c.next();
                    }
                }
                Some(escaped) => value.push(escaped),
                None => {
                    return Err(refuse(
                        opened,
                        format_args!("the text ends inside the value of {ident} opened"),
                    ))
                }
            },
            Some(ch) => value.push(ch),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idents(nodes: &[Node]) -> Vec<String> {
        nodes
            .iter()
            .map(|n| {
                n.properties
                    .iter()
                    .map(|p| format!("{}{:?}", p.ident, p.values))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn the_main_line_follows_each_first_variation() {
        let text = "(;GM[1]SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))(;B[gg])";
        let nodes = main_line(text).expect("read");
        assert_eq!(
            idents(&nodes),
            [
                r#"GM["1"] SZ["9"]"#,
                r#"B["aa"]"#,
                r#"W["bb"]"#,
                r#"B["cc"]"#,
                r#"W["dd"]"#
            ]
        );
        assert_eq!(nodes.iter().map(|n| n.number).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    }

    #[test]
    fn values_are_unescaped_and_old_identifiers_shortened() {
        let text = "junk before\n(;AddBlack[aa][bb]\n C[a \\] b\\\\ c\\\nd] PB [x])";
        let nodes = main_line(text).expect("read");
        let root = nodes.first().expect("a root");
        assert_eq!(root.at, Place { line: 2, column: 2 });
        assert_eq!(root.get("AB").map(|p| p.values.clone()), Some(vec!["aa".into(), "bb".into()]));
        assert_eq!(root.get("C").map(|p| p.values.clone()), Some(vec!["a ] b\\ cd".into()]));
        assert_eq!(root.get("PB").map(|p| p.at), Some(Place { line: 4, column: 4 }));
    }

    #[test]
    fn broken_files_are_refused_naming_the_place() {
        for (text, message) in [
            ("", "sgf: the text is empty"),
            (" \n", "sgf: the text is empty"),
            ("x", "sgf: no game tree: an SGF file starts with \"(;\""),
            ("(;B[aa]", "sgf: the text ends inside the game tree opened at line 1, column 1 at line 1, column 8"),
            ("(;B[aa", "sgf: the text ends inside the value of B opened at line 1, column 4"),
            ("(B[aa])", "sgf: expected \";\": a game tree starts with a node at line 1, column 2"),
            ("(;B[aa]\n;W)", "sgf: property W has no value at line 2, column 2"),
            ("(;B[aa] 7[x])", "sgf: unexpected '7' in node 1, expected a property at line 1, column 9"),
            ("(;B[aa]) x", "ok"),
            ("(;B[aa]]", "sgf: unexpected ']' in node 1, expected a property at line 1, column 8"),
        ] {
            match main_line(text) {
                Ok(_) => assert_eq!(message, "ok", "{text:?}"),
                Err(e) => assert_eq!(e.message, message, "{text:?}"),
            }
        }
        let long = "(;".to_string() + &"C[x]".repeat(MAX_SGF_BYTES / 4) + ")";
        assert!(main_line(&long).expect_err("too long").message.contains("expected at most"));
    }

    #[test]
    fn deep_and_long_files_are_read_without_recursion() {
        // A second variation nested 200,000 deep: skipped, checked, no stack used.
        let deep = "(;B[aa](;W[bb])".to_string() + &"(;".repeat(200_000) + &")".repeat(200_001);
        assert_eq!(main_line(&deep).expect("read").len(), 2);
        let main = "(;".to_string() + &"(;".repeat(MAX_NODES - 1) + &")".repeat(MAX_NODES);
        assert_eq!(main_line(&main).expect("read").len(), MAX_NODES);
        let long = "(".to_string() + &";B[aa]".repeat(150_000) + ")";
        assert_eq!(
            main_line(&long).expect_err("too long").message,
            "sgf: the main line has more than 10000 nodes at line 1, column 60002"
        );
    }
}
