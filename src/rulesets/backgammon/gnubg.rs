//! GNU Backgammon as the judge of the bot's checker play and as its opponent (native only),
//! through its command line and its embedded Python (`gnubg -t -q -p script.py`), as a user
//! would run it.
//!
//! - [`judge`]: GNU Backgammon imports a game as a `.mat` file ([`mat`](super::mat)), checks it
//!   reaches the same final position, analyses every checker play (money play, cube off,
//!   beavers off, cubeless, at the plies asked: 2 is its "world class" judge) and reports each
//!   player's equity lost over their unforced moves (the millipoints per move it rates players
//!   by).
//! - [`Player`]: a GNU Backgammon process that answers the best play for a position and dice
//!   (`gnubg.findbestmove`, 0-ply by default), and [`play_turn`] to play it in a game.
//!
//! Nothing read from GNU Backgammon is trusted: a missing program, an answer that does not
//! parse, or a play our rules refuse is an error that says so.

use super::action::BackgammonAction;
use super::mat::{replay, write, MatGame};
use super::moves::{Pos, BAR};
use super::ruleset::Backgammon;
use crate::engine::game::Game;
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

/// What a missing GNU Backgammon's error tells the user to do.
pub const INSTALL: &str =
    "install it with `apt-get install gnubg` (Debian and Ubuntu put it in /usr/games)";

/// Where GNU Backgammon is: `gnubg` on `PATH`, else `/usr/games/gnubg`.
pub fn find() -> Result<PathBuf, String> {
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("gnubg"))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!("GNU Backgammon (gnubg) is not on PATH nor in /usr/games: {INSTALL}")
        })
}

/// Its version line (`GNU Backgammon 1.07.001 20230103`).
pub fn version(gnubg: &Path) -> Result<String, String> {
    let out = Command::new(gnubg)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", gnubg.display()))?;
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("GNU Backgammon"))
        .map(str::to_string)
        .ok_or_else(|| format!("{} --version did not name GNU Backgammon", gnubg.display()))
}

/// The settings of a judgement, for the record.
pub fn judge_settings(plies: u32) -> String {
    format!(
        "money play, cube off, beavers off, Jacoby off, checker play analysed cubeless at \
         {plies}-ply (gnubg's default move filter), one thread"
    )
}

/// One player's checker play as GNU Backgammon judged it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Judged {
    /// Checker plays made (forced ones and rolls without a move included).
    pub moves: u32,
    /// Plays with a choice.
    pub unforced: u32,
    /// The equity lost over them, in points (EMG): 0 for perfect play.
    pub error: f64,
}

impl Judged {
    /// Millipoints lost per unforced play (GNU Backgammon's "error rate").
    pub fn rate(&self) -> f64 {
        if self.unforced == 0 {
            0.0
        } else {
            1000.0 * self.error / f64::from(self.unforced)
        }
    }
}

/// GNU Backgammon's verdict on a game: white's play (the `.mat` file's left column), then
/// black's.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// White's play, then black's.
    pub players: [Judged; 2],
}

/// A fresh path in the temporary directory for this process.
fn temp_path(ext: &str) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    std::env::temp_dir().join(format!("arbiter-gnubg-{}-{n}.{ext}", std::process::id()))
}

/// A string as a Python literal (JSON's string syntax is a subset of Python's).
fn py(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "''".into())
}

/// Runs `script` in GNU Backgammon's Python and returns the JSON it printed on the line
/// starting `ARBITER-JSON `.
fn run_python(gnubg: &Path, script: &str) -> Result<Value, String> {
    let file = temp_path("py");
    std::fs::write(&file, script).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let out = Command::new(gnubg)
        .args(["-t", "-q", "-p"])
        .arg(&file)
        .stdin(Stdio::null())
        .output();
    let _ = std::fs::remove_file(&file);
    let out = out.map_err(|e| format!("cannot run {}: {e}", gnubg.display()))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("ARBITER-JSON "))
        .ok_or_else(|| {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(5).collect();
            format!(
                "gnubg gave no answer; its last errors: {}",
                tail.join(" | ")
            )
        })?;
    serde_json::from_str(line).map_err(|e| format!("gnubg's answer does not parse: {e}: {line}"))
}

/// Runs GNU Backgammon's `commands` with match `text` imported between `before` and `after`,
/// then `answer` (Python printing the `ARBITER-JSON ` line), and returns that JSON.
fn on_match(gnubg: &Path, text: &str, before: &[&str], after: &[&str], answer: &str) -> Result<Value, String> {
    let file = temp_path("mat");
    std::fs::write(&file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let import = format!("import mat {}", file.to_string_lossy());
    let commands: Vec<String> = before
        .iter()
        .copied()
        .chain([import.as_str()])
        .chain(after.iter().copied())
        .map(py)
        .collect();
    let script = format!(
        "import gnubg, json\nfor c in [{}]:\n    gnubg.command(c)\n{answer}\n",
        commands.join(", ")
    );
    let answered = run_python(gnubg, &script);
    let _ = std::fs::remove_file(&file);
    answered
}

/// `on` or `off`, as GNU Backgammon's settings write a switch.
fn switch(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// The number at `key` of `v`.
fn number(v: &Value, key: &str) -> Result<f64, String> {
    v.get(key)
        .and_then(Value::as_f64)
        .ok_or_else(|| format!("gnubg's statistics lack {key:?}: {v}"))
}

/// GNU Backgammon's board (the side not on roll, then the side on roll, each 25 counts in its
/// own numbering: points 1 to 24, then the bar) as the position of the side on roll.
fn board_pos(board: &Value) -> Result<Pos, String> {
    let side = |i: usize| -> Result<[u8; 26], String> {
        let counts = board
            .get(i)
            .and_then(Value::as_array)
            .filter(|a| a.len() == 25)
            .ok_or_else(|| format!("gnubg's board is not two lists of 25: {board}"))?;
        let mut out = [0u8; 26];
        for (k, c) in counts.iter().enumerate() {
            let n = c
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .filter(|&n| n <= 15)
                .ok_or_else(|| format!("gnubg's board has a count {c}"))?;
            if let Some(slot) = out.get_mut(k + 1) {
                *slot = n;
            }
        }
        let on = out.iter().map(|&n| u32::from(n)).sum::<u32>();
        if let Some(off) = out.first_mut() {
            *off = 15u32.saturating_sub(on) as u8;
        }
        Ok(out)
    };
    let (not_on_roll, on_roll) = (side(0)?, side(1)?);
    let mut them = not_on_roll;
    them.reverse();
    Ok(Pos { me: on_roll, them })
}

/// GNU Backgammon's judgement of `game`'s checker play at `plies`, after checking that it read
/// the game to the same final position.
pub fn judge(gnubg: &Path, game: &MatGame, plies: u32) -> Result<Verdict, String> {
    let (_, last) = replay(game)?;
    let settings = format!("set analysis chequerplay evaluation plies {plies}");
    let answer = on_match(
        gnubg,
        &write(game),
        &[
            "set threads 1",
            "set jacoby off",
            "set cube use off",
            "set beavers 0",
            &settings,
            "set analysis chequerplay evaluation cubeful off",
            "set analysis cube off",
            "set analysis luck off",
        ],
        &["analyse match"],
        r#"g = gnubg.match(1, 0, 1, 0)["games"][0]
print("ARBITER-JSON " + json.dumps({"board": gnubg.board(), "X": g["stats"]["X"]["moves"],
    "O": g["stats"]["O"]["moves"]}))"#,
    )?;
    // GNU Backgammon's board has the player to move next on roll: the one who did not play
    // the last turn.
    if let Some(turn) = game.turns.last() {
        let read = board_pos(answer.get("board").unwrap_or(&Value::Null))?;
        let want = if turn.seat == 0 { last.flipped() } else { last };
        if read != want {
            return Err(format!(
                "gnubg read the game to another position: {:?} / {:?}, ours {:?} / {:?}",
                read.me, read.them, want.me, want.them
            ));
        }
    }
    let judged = |key: &str| -> Result<Judged, String> {
        let v = answer
            .get(key)
            .ok_or_else(|| format!("gnubg's answer lacks {key:?}"))?;
        Ok(Judged {
            moves: number(v, "total-moves")? as u32,
            unforced: number(v, "unforced-moves")? as u32,
            error: number(v, "error-skill")?,
        })
    };
    Ok(Verdict {
        players: [judged("X")?, judged("O")?],
    })
}

/// GNU Backgammon's reading of a match file (money play, the cube on, the Jacoby rule as
/// `jacoby` says): the final position from the side on roll, and the winner (0 the left column)
/// with the points GNU Backgammon counts, once over.
pub fn read_back(gnubg: &Path, text: &str, jacoby: bool) -> Result<(Pos, Option<(usize, i64)>), String> {
    let jacoby = format!("set jacoby {}", switch(jacoby));
    let answer = on_match(
        gnubg,
        text,
        &["set threads 1", "set cube use on", "set beavers 0", &jacoby],
        &[],
        r#"m = gnubg.match(0, 0, 0, 0)
print("ARBITER-JSON " + json.dumps({"board": gnubg.board(), "info": m["games"][0]["info"]}))"#,
    )?;
    let pos = board_pos(answer.get("board").unwrap_or(&Value::Null))?;
    let info = answer.get("info").unwrap_or(&Value::Null);
    let winner = match info.get("winner").and_then(Value::as_str) {
        Some("X") => Some(0),
        Some("O") => Some(1),
        _ => None,
    };
    let points = info.get("points-won").and_then(Value::as_i64);
    Ok((pos, winner.zip(points)))
}

/// One player's cube decisions as GNU Backgammon judged them.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct CubeJudged {
    /// Cube decisions (every roll where the cube could have been turned, and every answer).
    pub decisions: u32,
    /// The close ones (GNU Backgammon's "close or actual" cube decisions).
    pub close: u32,
    /// The doubles it made.
    pub doubles: u32,
    /// The doubles it took.
    pub takes: u32,
    /// The doubles it dropped.
    pub drops: u32,
    /// The equity lost over them, in points (EMG).
    pub error: f64,
}

impl CubeJudged {
    /// Millipoints lost per close cube decision.
    pub fn rate(&self) -> f64 {
        if self.close == 0 {
            0.0
        } else {
            1000.0 * self.error / f64::from(self.close)
        }
    }
}

/// GNU Backgammon's judgement of the cube decisions in match `text` (money play, the cube on,
/// Jacoby as `jacoby` says, cubeful analysis at `plies`): white's (the left column), then
/// black's.
pub fn judge_cube(gnubg: &Path, text: &str, jacoby: bool, plies: u32) -> Result<[CubeJudged; 2], String> {
    let jacoby = format!("set jacoby {}", switch(jacoby));
    let chequer = format!("set analysis chequerplay evaluation plies {plies}");
    let cube = format!("set analysis cubedecision evaluation plies {plies}");
    let answer = on_match(
        gnubg,
        text,
        &[
            "set threads 1",
            "set cube use on",
            "set beavers 0",
            &jacoby,
            &chequer,
            &cube,
            "set analysis cube on",
            "set analysis luck off",
        ],
        &["analyse match"],
        r#"g = gnubg.match(1, 0, 1, 0)["games"][0]
print("ARBITER-JSON " + json.dumps({"X": g["stats"]["X"]["cube"], "O": g["stats"]["O"]["cube"]}))"#,
    )?;
    let side = |key: &str| -> Result<CubeJudged, String> {
        let v = answer
            .get(key)
            .ok_or_else(|| format!("gnubg's answer lacks {key:?}"))?;
        Ok(CubeJudged {
            decisions: number(v, "total-cube")? as u32,
            close: number(v, "close-cube")? as u32,
            doubles: number(v, "n-doubles")? as u32,
            takes: number(v, "n-takes")? as u32,
            drops: number(v, "n-drops")? as u32,
            error: number(v, "error-skill")?,
        })
    };
    Ok([side("X")?, side("O")?])
}

/// A GNU Backgammon process that plays: it answers the best play for a position and dice.
pub struct Player {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Player {
    /// Starts GNU Backgammon, choosing its plays at `plies` (0: its network alone), cubeless,
    /// without noise.
    pub fn start(gnubg: &Path, plies: u32) -> Result<Player, String> {
        let script = format!(
            r#"import gnubg, sys
for c in ["set threads 1", "set player 0 human", "set player 1 human", "new game"]:
    gnubg.command(c)
ec = gnubg.evalcontext(0, {plies}, 0, 1, 0.0)
ci = gnubg.cubeinfo()
print("ARBITER-READY"); sys.stdout.flush()
for line in sys.stdin:
    v = [int(x) for x in line.split()]
    if len(v) != 52:
        print("ARBITER-ERROR expected 52 numbers"); sys.stdout.flush(); continue
    gnubg.command("set dice %d %d" % (v[50], v[51]))
    move = gnubg.findbestmove((tuple(v[0:25]), tuple(v[25:50])), ci, ec)
    print("ARBITER-MOVE", *move); sys.stdout.flush()
"#
        );
        let file = temp_path("py");
        std::fs::write(&file, script)
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
        let child = Command::new(gnubg)
            .args(["-t", "-q", "-p"])
            .arg(&file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", gnubg.display()));
        let mut child = child?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err("cannot talk to gnubg".into());
        };
        let mut player = Player {
            child,
            input,
            output: BufReader::new(output),
        };
        let ready = player.answer("ARBITER-READY");
        // The script is read at start-up: it may go now.
        let _ = std::fs::remove_file(&file);
        ready.map(|_| player)
    }

    /// The rest of the first line starting with `prefix` (GNU Backgammon's own messages are
    /// skipped).
    fn answer(&mut self, prefix: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("cannot read gnubg's answer: {e}"))?;
            if n == 0 {
                return Err("gnubg stopped before answering".into());
            }
            if let Some(rest) = line.trim_end().strip_prefix(prefix) {
                return Ok(rest.trim().to_string());
            }
            if let Some(e) = line.trim_end().strip_prefix("ARBITER-ERROR ") {
                return Err(format!("gnubg's script refused the request: {e}"));
            }
        }
    }

    /// GNU Backgammon's play for the mover of `pos` with `dice`: each checker move as (from,
    /// to) in the mover's numbering (25 the bar, 0 off), in its order; empty when none is
    /// possible.
    pub fn best(&mut self, pos: &Pos, dice: [u8; 2]) -> Result<Vec<(u8, u8)>, String> {
        let them = pos.flipped();
        let mut request = String::new();
        for side in [&them.me, &pos.me] {
            for n in side.iter().skip(1) {
                request.push_str(&format!("{n} "));
            }
        }
        request.push_str(&format!("{} {}\n", dice[0], dice[1]));
        self.input
            .write_all(request.as_bytes())
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("cannot write to gnubg: {e}"))?;
        let answer = self.answer("ARBITER-MOVE")?;
        let numbers: Vec<u8> = answer
            .split_whitespace()
            .map(|t| t.parse::<u8>())
            .collect::<Result<_, _>>()
            .map_err(|_| format!("gnubg's move {answer:?} is not numbers"))?;
        if numbers.len() % 2 != 0 || numbers.len() > 8 {
            return Err(format!("gnubg's move {answer:?} is not (from, to) pairs"));
        }
        Ok(numbers
            .chunks_exact(2)
            .map(|p| (p[0], p[1]))
            .filter(|&(from, _)| from != 0)
            .collect())
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Plays GNU Backgammon's choice for the player to move in `game`, one checker at a time
/// through the rules (which must accept each move); returns the moves played.
pub fn play_turn(
    player: &mut Player,
    game: &mut Game<Backgammon>,
) -> Result<Vec<(u8, u8)>, String> {
    let state = game.state();
    let (Some(seat), Some(roll), Some(id)) = (state.mover, state.roll, game.current_player())
    else {
        return Err("no one is to move".into());
    };
    let (id, turn) = (id.clone(), state.turn);
    let moves = player.best(&state.pos(usize::from(seat)), roll)?;
    for &(from, to) in &moves {
        if usize::from(from) > BAR || to >= from {
            return Err(format!("gnubg's move {from}/{to} is not a move"));
        }
        game.submit(&id, BackgammonAction::from_indices(from, to))
            .map_err(|e| format!("gnubg played {from}/{to}, which the rules refuse: {e}"))?;
    }
    if game.state().turn == turn && !game.is_finished() {
        return Err(format!("gnubg's play {moves:?} left dice unused"));
    }
    Ok(moves)
}
