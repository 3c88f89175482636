//! A GTP client for GNU Go (native only): what `npm run balance` and the smoke test play our
//! bot against. GNU Go runs as a child process in GTP mode with Chinese (area) rules,
//! positional superko, and dead stones captured before it passes; every answer is parsed
//! without trusting it (a malformed answer is an error naming it, never a panic).

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Where Debian puts GNU Go when it is not on `PATH`.
const GAMES_DIR: &str = "/usr/games";

/// What went wrong talking to GNU Go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GtpError(pub String);

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GtpError {}

/// A result whose error is a [`GtpError`].
pub type GtpResult<T> = std::result::Result<T, GtpError>;

/// A GTP move: a point (`x` from the left, `y` from the top, from 0), a pass or a resignation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GtpMove {
    /// A stone on a point.
    Play {
        /// The column, from 0 at the left.
        x: u32,
        /// The row, from 0 at the top.
        y: u32,
    },
    /// A pass.
    Pass,
    /// A resignation.
    Resign,
}

/// How GNU Go plays: its level (0 to 10, 10 its default) and its seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GnuGoSettings {
    /// Its strength, 0 to 10 (`--level`).
    pub level: u32,
    /// Its random seed (`--seed`).
    pub seed: u64,
    /// Komi in half points (15 for 7.5).
    pub komi_half_points: i32,
    /// Whether GNU Go captures the opponent's dead stones before it passes (so that a game
    /// ends with none on the board); off, games end with dead stones left to judge.
    pub capture_all_dead: bool,
}

impl GnuGoSettings {
    /// GNU Go at `level` with `seed`: komi 7.5, dead stones captured before it passes.
    pub fn new(level: u32, seed: u64) -> GnuGoSettings {
        GnuGoSettings {
            level,
            seed,
            komi_half_points: 15,
            capture_all_dead: true,
        }
    }

    /// GNU Go's command-line arguments for these settings.
    pub fn args(&self) -> Vec<String> {
        let komi = f64::from(self.komi_half_points) / 2.0;
        let mut args: Vec<String> = vec![
            "--mode".into(),
            "gtp".into(),
            "--chinese-rules".into(),
            "--komi".into(),
            format!("{komi}"),
            "--positional-superko".into(),
        ];
        if self.capture_all_dead {
            args.push("--capture-all-dead".into());
        }
        args.extend([
            "--level".into(),
            self.level.to_string(),
            "--seed".into(),
            self.seed.to_string(),
        ]);
        args
    }
}

/// The `gnugo` binary: on `PATH`, else in `/usr/games`.
pub fn find_gnugo() -> GtpResult<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain([PathBuf::from(GAMES_DIR)])
        .map(|dir| dir.join("gnugo"))
        .find(|path| path.is_file())
        .ok_or_else(|| {
            GtpError(format!(
                "gnugo was not found on PATH or in {GAMES_DIR}: install it with `apt-get install gnugo`"
            ))
        })
}

/// A running GNU Go.
pub struct GnuGo {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// `name` and `version` as GNU Go reports them ("GNU Go 3.8").
    pub version: String,
}

impl GnuGo {
    /// Starts GNU Go with `settings` on an empty board of `size`.
    pub fn start(settings: &GnuGoSettings, size: u32) -> GtpResult<GnuGo> {
        let path = find_gnugo()?;
        let mut child = Command::new(&path)
            .args(settings.args())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| GtpError(format!("cannot start {}: {e}", path.display())))?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(GtpError("gnugo started without pipes".into()));
        };
        let mut gnugo = GnuGo {
            child,
            input,
            output: BufReader::new(output),
            version: String::new(),
        };
        let name = gnugo.command("name")?;
        let version = gnugo.command("version")?;
        gnugo.version = format!("{name} {version}");
        gnugo.command(&format!("boardsize {size}"))?;
        gnugo.command("clear_board")?;
        Ok(gnugo)
    }

    /// Sends one command; returns the answer's text (after `= `), or the error GNU Go gave.
    pub fn command(&mut self, command: &str) -> GtpResult<String> {
        writeln!(self.input, "{command}")
            .and_then(|_| self.input.flush())
            .map_err(|e| GtpError(format!("cannot send {command:?} to gnugo: {e}")))?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            let read = self
                .output
                .read_line(&mut line)
                .map_err(|e| GtpError(format!("cannot read gnugo's answer to {command:?}: {e}")))?;
            if read == 0 {
                return Err(GtpError(format!(
                    "gnugo stopped while answering {command:?}"
                )));
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if answer.is_empty() {
                    continue; // blank lines before an answer
                }
                break;
            }
            if !answer.is_empty() {
                answer.push('\n');
            }
            answer.push_str(line);
        }
        if let Some(text) = answer.strip_prefix('=') {
            Ok(text.trim().to_string())
        } else if let Some(text) = answer.strip_prefix('?') {
            Err(GtpError(format!(
                "gnugo refused {command:?}: {}",
                text.trim()
            )))
        } else {
            Err(GtpError(format!(
                "gnugo answered {command:?} with {answer:?}"
            )))
        }
    }

    /// Plays a move of `colour` ("black" or "white") on GNU Go's board.
    pub fn play(&mut self, colour: &str, mv: GtpMove, size: u32) -> GtpResult<()> {
        let vertex = match mv {
            GtpMove::Play { x, y } => vertex(x, y, size)?,
            GtpMove::Pass => "pass".into(),
            GtpMove::Resign => return Ok(()),
        };
        self.command(&format!("play {colour} {vertex}")).map(|_| ())
    }

    /// GNU Go's move for `colour`, played on its board.
    pub fn genmove(&mut self, colour: &str, size: u32) -> GtpResult<GtpMove> {
        let answer = self.command(&format!("genmove {colour}"))?;
        parse_move(&answer, size)
    }

    /// GNU Go's count of the position, dead stones removed: Black's lead in half points
    /// (`B+3.5` is 7, `W+0.5` is -1, `0` is 0).
    pub fn final_score(&mut self) -> GtpResult<i64> {
        let answer = self.command("final_score")?;
        parse_score(&answer)
    }

    /// The points of the stones GNU Go considers dead, as `(x, y)` from the top left.
    pub fn dead_stones(&mut self, size: u32) -> GtpResult<Vec<(u32, u32)>> {
        let answer = self.command("final_status_list dead")?;
        let mut points = Vec::new();
        for word in answer.split_whitespace() {
            match parse_move(word, size)? {
                GtpMove::Play { x, y } => points.push((x, y)),
                other => {
                    return Err(GtpError(format!(
                        "gnugo listed {other:?} among the dead stones"
                    )))
                }
            }
        }
        points.sort_by_key(|&(x, y)| (y, x));
        Ok(points)
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|_| self.input.flush());
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.wait();
        }
    }
}

/// The GTP letters of the columns (no `I`).
const COLUMNS: &str = "ABCDEFGHJKLMNOPQRST";

/// The GTP vertex of point `(x, y)` (`y` from the top) on a board of `size`.
pub fn vertex(x: u32, y: u32, size: u32) -> GtpResult<String> {
    let column = COLUMNS
        .chars()
        .nth(x as usize)
        .filter(|_| x < size && y < size)
        .ok_or_else(|| GtpError(format!("x {x}, y {y} is off a board of {size}")))?;
    Ok(format!("{column}{}", size - y))
}

/// A GTP move or vertex (`C3`, `pass`, `resign`, in any case).
pub fn parse_move(text: &str, size: u32) -> GtpResult<GtpMove> {
    let lower = text.trim().to_ascii_lowercase();
    match lower.as_str() {
        "pass" => return Ok(GtpMove::Pass),
        "resign" => return Ok(GtpMove::Resign),
        _ => {}
    }
    let refuse = || GtpError(format!("{text:?} is not a vertex of a board of {size}"));
    let mut chars = lower.chars();
    let letter = chars.next().ok_or_else(refuse)?.to_ascii_uppercase();
    let x = COLUMNS.find(letter).ok_or_else(refuse)? as u32;
    let row: u32 = chars.as_str().parse().map_err(|_| refuse())?;
    if x >= size || row == 0 || row > size {
        return Err(refuse());
    }
    Ok(GtpMove::Play { x, y: size - row })
}

/// A GTP score (`B+3.5`, `W+12.0`, `0`) as Black's lead in half points.
pub fn parse_score(text: &str) -> GtpResult<i64> {
    let text = text.trim();
    if text == "0" {
        return Ok(0);
    }
    let refuse = || GtpError(format!("{text:?} is not a GTP score"));
    let (sign, margin) = if let Some(m) = text.strip_prefix("B+") {
        (1, m)
    } else if let Some(m) = text.strip_prefix("W+") {
        (-1, m)
    } else {
        return Err(refuse());
    };
    let points: f64 = margin.parse().map_err(|_| refuse())?;
    let half = points * 2.0;
    if !half.is_finite() || half != half.trunc() || half.abs() > 10_000.0 {
        return Err(refuse());
    }
    Ok(sign * half as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_and_scores_are_read_and_refused_with_their_text() {
        assert_eq!(vertex(0, 0, 9), Ok("A9".into()));
        assert_eq!(vertex(8, 8, 9), Ok("J1".into()));
        assert_eq!(parse_move("J1", 9), Ok(GtpMove::Play { x: 8, y: 8 }));
        assert_eq!(parse_move("c3", 9), Ok(GtpMove::Play { x: 2, y: 6 }));
        assert_eq!(parse_move("PASS", 9), Ok(GtpMove::Pass));
        assert!(parse_move("I5", 9).is_err());
        assert!(parse_move("K1", 9).is_err());
        assert!(parse_move("A0", 9).is_err());
        assert!(parse_move("", 9).is_err());
        assert_eq!(parse_score("B+3.5"), Ok(7));
        assert_eq!(parse_score("W+0.5"), Ok(-1));
        assert_eq!(parse_score("0"), Ok(0));
        let e = parse_score("B+x").expect_err("refused");
        assert!(e.0.contains("\"B+x\""), "{e}");
    }
}
