//! A small UCI client for measuring the bot against a real engine (Stockfish, from the Debian
//! package `stockfish`): start it, set options, play or judge a position, read its best move
//! and its last score. Native only; every failure of the engine is an error, never a panic.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// What went wrong talking to the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UciError(pub String);

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UciError {}

/// A result whose error is a [`UciError`].
pub type UciResult<T> = std::result::Result<T, UciError>;

/// An engine's score for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (below zero: the player to move is mated; zero: already mated).
    Mate(i32),
}

impl Score {
    /// The score in centipawns capped at ±`cap`, a mate counting as the cap (lichess's way).
    pub fn capped(self, cap: i32) -> i32 {
        match self {
            Score::Cp(cp) => cp.clamp(-cap, cap),
            Score::Mate(n) if n > 0 => cap,
            Score::Mate(_) => -cap,
        }
    }
}

/// What one `go` came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The best move in UCI notation; `None` when the position has no legal move.
    pub best: Option<String>,
    /// The score of the last `info` line that had one.
    pub score: Option<Score>,
}

/// The engine's name on `PATH`, and the folder Debian installs games into.
const BINARY: &str = "stockfish";
const DEBIAN_GAMES: &str = "/usr/games";

/// Where the engine is: on `PATH`, else in `/usr/games`.
pub fn find() -> UciResult<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(std::iter::once(PathBuf::from(DEBIAN_GAMES)))
        .map(|dir| dir.join(BINARY))
        .find(|candidate| candidate.is_file())
        .ok_or_else(|| {
            UciError(format!(
                "stockfish not found on PATH or in {DEBIAN_GAMES}: install it with \
                 `apt-get install stockfish` (or `npm run setup`)"
            ))
        })
}

/// A running engine, quit when dropped.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// The engine's `id name` (`"Stockfish 15.1"`).
    pub name: String,
}

impl Engine {
    /// Finds and starts the engine, and waits until it is ready.
    pub fn start() -> UciResult<Engine> {
        Engine::start_at(&find()?)
    }

    /// Starts the engine at `path` and waits until it is ready.
    pub fn start_at(path: &Path) -> UciResult<Engine> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| UciError(format!("cannot start {}: {e}", path.display())))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(UciError(format!("no pipes to {}", path.display())));
        };
        let mut engine = Engine {
            child,
            input,
            output: BufReader::new(output),
            name: String::new(),
        };
        engine.send("uci")?;
        loop {
            let line = engine.line()?;
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        engine.ready()?;
        Ok(engine)
    }

    fn send(&mut self, command: &str) -> UciResult<()> {
        writeln!(self.input, "{command}")
            .and_then(|_| self.input.flush())
            .map_err(|e| UciError(format!("cannot send {command:?} to the engine: {e}")))
    }

    /// The next line the engine writes.
    fn line(&mut self) -> UciResult<String> {
        let mut line = String::new();
        match self.output.read_line(&mut line) {
            Ok(0) => Err(UciError("the engine closed its output".into())),
            Ok(_) => Ok(line),
            Err(e) => Err(UciError(format!("cannot read from the engine: {e}"))),
        }
    }

    /// `isready`, waiting for `readyok`.
    pub fn ready(&mut self) -> UciResult<()> {
        self.send("isready")?;
        while self.line()?.trim() != "readyok" {}
        Ok(())
    }

    /// `setoption name <name> value <value>`.
    pub fn set_option(&mut self, name: &str, value: &str) -> UciResult<()> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// `ucinewgame`, then waits until the engine is ready.
    pub fn new_game(&mut self) -> UciResult<()> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Sets the position (`fen`, then `moves` in UCI notation) and runs `go <limit>` (such as
    /// `"depth 12"` or `"movetime 100"`) until the best move.
    pub fn go(&mut self, fen: &str, moves: &[String], limit: &str) -> UciResult<Answer> {
        let mut position = format!("position fen {fen}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go {limit}"))?;
        let mut score = None;
        loop {
            let line = self.line()?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    if let Some(s) = parse_score(&line) {
                        score = Some(s);
                    }
                }
                Some("bestmove") => {
                    let best = words
                        .next()
                        .filter(|m| *m != "(none)" && *m != "0000")
                        .map(str::to_string);
                    return Ok(Answer { best, score });
                }
                _ => {}
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // Give it a moment to quit by itself, then make sure.
        for _ in 0..20 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The score of an `info` line (`... score cp 31 ...`, `... score mate -2 ...`), if it has one.
/// A bound (`lowerbound`, `upperbound`) counts as the score.
pub fn parse_score(line: &str) -> Option<Score> {
    let mut words = line.split_whitespace().skip_while(|w| *w != "score");
    words.next()?;
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    match kind {
        "cp" => Some(Score::Cp(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_read_from_info_lines_and_capped_as_lichess_caps_them() {
        let line = "info depth 12 seldepth 15 multipv 1 score cp -34 nodes 1 pv e2e4";
        assert_eq!(parse_score(line), Some(Score::Cp(-34)));
        assert_eq!(
            parse_score("info depth 3 score mate -2 pv a1a2"),
            Some(Score::Mate(-2))
        );
        assert_eq!(
            parse_score("info depth 9 score cp 50 lowerbound nodes 9"),
            Some(Score::Cp(50))
        );
        assert_eq!(parse_score("info string NNUE evaluation enabled"), None);
        assert_eq!(Score::Cp(2_500).capped(1_000), 1_000);
        assert_eq!(Score::Cp(-40).capped(1_000), -40);
        assert_eq!(Score::Mate(3).capped(1_000), 1_000);
        assert_eq!(Score::Mate(0).capped(1_000), -1_000);
    }

    #[test]
    fn an_engine_that_cannot_start_is_an_error_not_a_panic() {
        let missing = Path::new("/nonexistent/stockfish");
        let error = Engine::start_at(missing).err().expect("an error");
        assert!(
            error.0.starts_with("cannot start /nonexistent/stockfish"),
            "{error}"
        );
        // Something that starts but speaks no UCI closes its output: an error too.
        if Path::new("/bin/true").is_file() {
            let error = Engine::start_at(Path::new("/bin/true"))
                .err()
                .expect("an error");
            assert!(error.0.contains("closed its output") || error.0.contains("cannot send"));
        }
    }
}
