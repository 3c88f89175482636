//! Trains the backgammon bot's evaluation network by temporal-difference self-play (TD(λ)): the
//! network plays both sides, each turn choosing the play its own evaluation likes best (0-ply,
//! greedy), and the evaluation of each position before its roll is moved towards the λ-return
//! of the positions chosen after it (λ = 0: the next one; the last, the game's result). Nothing
//! comes from another program's weights: the network starts from small random weights drawn
//! from the seed.
//!
//! ```text
//! nice cargo run --release --example train_backgammon -- [--games N] [--resume] [--seed S]
//!     [--hidden H] [--lambda L] [--threads T] [--out FILE] [--checkpoint FILE]
//! ```
//!
//! Games are played in batches of 64 with the weights of the batch's start (on `--threads`
//! threads, 2 unless told), each game with its own dice from the seed and its number; the
//! batch's positions are then learned from one by one, in the games' order. So the same seed
//! and arguments give the same weights, bit for bit, whatever the number of threads and
//! whether or not the run was interrupted: the checkpoint (`target/train_backgammon/
//! checkpoint.bin` unless told) holds the weights and the games played, written every 10,240
//! games, and `--resume` continues from it. The result goes to
//! `src/rulesets/backgammon/weights.bin`.
//!
//! The committed weights are this command's with its defaults (1,228,800 games, seed
//! `arbiter`, 80 hidden units, λ = 0, 2 threads): `nice cargo run --release --example
//! train_backgammon`, 66 minutes on the project's 2-core machine shared with other work (about
//! 300 games a second).

use arbiter_rules::backgammon::features::{features, INPUTS};
use arbiter_rules::backgammon::moves::{Pos, CHECKERS, OFF};
use arbiter_rules::backgammon::net::{finished, Net, Probs, OUTPUTS};
use arbiter_rules::backgammon::plays::{plays, roll_dice, Play};
use arbiter_rules::backgammon::state::setup;
use arbiter_rules::backgammon::{eval, BackgammonConfig};
use arbiter_rules::GameRng;
use std::fs;
use std::path::PathBuf;
use std::time::Instant;

/// Games played with the same weights before learning from them.
const BATCH: u64 = 64;
/// Games between checkpoints and progress lines (a whole number of batches).
const EVERY: u64 = BATCH * 160;

struct Settings {
    games: u64,
    resume: bool,
    seed: String,
    hidden: usize,
    lambda: f32,
    threads: usize,
    out: PathBuf,
    checkpoint: PathBuf,
}

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn settings() -> Settings {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: u64| {
        arg(&args, name).map_or(default, |v| {
            v.replace('_', "")
                .parse()
                .unwrap_or_else(|_| panic!("{name} is {v:?}, expected a whole number"))
        })
    };
    Settings {
        games: number("--games", 1_228_800),
        resume: args.iter().any(|a| a == "--resume"),
        seed: arg(&args, "--seed").unwrap_or_else(|| "arbiter".into()),
        hidden: number("--hidden", 80) as usize,
        lambda: arg(&args, "--lambda").map_or(0.0, |v| {
            v.parse()
                .ok()
                .filter(|l| (0.0..=1.0).contains(l))
                .unwrap_or_else(|| panic!("--lambda is {v:?}, expected a number from 0 to 1"))
        }),
        threads: number("--threads", 2).max(1) as usize,
        out: arg(&args, "--out").map_or_else(
            || "src/rulesets/backgammon/weights.bin".into(),
            PathBuf::from,
        ),
        checkpoint: arg(&args, "--checkpoint").map_or_else(
            || "target/train_backgammon/checkpoint.bin".into(),
            PathBuf::from,
        ),
    }
}

/// The learning rate after `games` games: large while the network knows nothing, then smaller
/// so that it settles.
fn rate(games: u64) -> f32 {
    let g = games as f32;
    (0.1 / (1.0 + g / 100_000.0)).max(0.01)
}

/// The training run's state: what a checkpoint holds.
struct Run {
    net: Net,
    games: u64,
    /// What the checkpoint was made with: a different seed or size is not resumed.
    label: String,
}

impl Run {
    fn fresh(s: &Settings) -> Run {
        let mut rng = GameRng::from_seed(&s.seed);
        let mut net = Net::zeroed(s.hidden);
        let mut small = || ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.2;
        for w in net.w1.iter_mut().chain(net.w2.iter_mut()) {
            *w = small();
        }
        Run {
            net,
            games: 0,
            label: label(s),
        }
    }

    fn save(&self, path: &PathBuf) {
        let mut bytes = format!("{}\n{}\n", self.label, self.games).into_bytes();
        bytes.extend(self.net.to_bytes());
        if let Some(dir) = path.parent() {
            let _ = fs::create_dir_all(dir);
        }
        let tmp = path.with_extension("tmp");
        // Written aside then renamed: an interruption never leaves half a checkpoint.
        if let Err(e) = fs::write(&tmp, bytes).and_then(|_| fs::rename(&tmp, path)) {
            eprintln!("cannot write {}: {e}", path.display());
        }
    }

    fn load(path: &PathBuf, s: &Settings) -> Option<Run> {
        let bytes = fs::read(path).ok()?;
        let mut parts = bytes.splitn(3, |&b| b == b'\n');
        let text = |b: Option<&[u8]>| String::from_utf8(b?.to_vec()).ok();
        let label_read = text(parts.next())?;
        let games = text(parts.next())?.parse().ok()?;
        let net = Net::from_bytes(parts.next()?).ok()?;
        if label_read != label(s) {
            eprintln!("{}: made with other settings, not resumed", path.display());
            return None;
        }
        Some(Run {
            net,
            games,
            label: label_read,
        })
    }
}

fn label(s: &Settings) -> String {
    format!(
        "seed={} hidden={} lambda={} inputs={INPUTS} batch={BATCH}",
        s.seed, s.hidden, s.lambda
    )
}

/// The value for the mover of a play's result, and whether the game is over.
fn value_after(net: &Net, play: &Play) -> (Probs, bool) {
    match finished(&play.pos) {
        Some(points) => (Probs::result(points), true),
        None => (net.evaluate(&play.pos.flipped()).flip(), false),
    }
}

/// The play `choose` scores highest (the first of equals).
fn best(list: &[Play], mut score: impl FnMut(&Play) -> f32) -> Option<&Play> {
    let mut best: Option<(&Play, f32)> = None;
    for p in list {
        let s = score(p);
        if best.map_or(true, |(_, b)| s > b) {
            best = Some((p, s));
        }
    }
    best.map(|(p, _)| p)
}

/// One turn to learn from: the inputs of the position before the roll, and its target.
type Sample = ([f32; INPUTS], Probs);

/// Self-play game number `g` with `net` as it is: each position before its roll, with its
/// λ-return (from that position's mover's side).
fn self_play(net: &Net, seed: &str, g: u64, lambda: f32) -> Vec<Sample> {
    let mut rng = GameRng::from_seed(&format!("{seed}-game-{g}"));
    let mut buf = Vec::with_capacity(256);
    let mut pos = start();
    let mut first = true;
    let mut turns: Vec<Sample> = Vec::with_capacity(64);
    loop {
        let (a, b) = roll(&mut rng, first);
        first = false;
        plays(&pos, &roll_dice(a, b), &mut buf);
        let mut chosen: Option<(Play, Probs, bool)> = None;
        for play in &buf {
            let (v, over) = value_after(net, play);
            if chosen.map_or(true, |(_, c, _)| v.equity() > c.equity()) {
                chosen = Some((*play, v, over));
            }
        }
        let Some((play, value, over)) = chosen else {
            break;
        };
        turns.push((features(&pos), value));
        if over {
            break;
        }
        pos = play.pos.flipped();
    }
    // The λ-return, from the end: each turn's own value mixed with the next turn's return,
    // seen from this turn's side.
    let mut next: Option<Probs> = None;
    for (_, target) in turns.iter_mut().rev() {
        if let Some(n) = next {
            let later = n.flip();
            for (t, l) in target.0.iter_mut().zip(later.0) {
                *t = (1.0 - lambda) * *t + lambda * l;
            }
        }
        next = Some(*target);
    }
    turns
}

/// Plays games `from..from + BATCH` on `threads` threads, in the games' order.
fn batch(net: &Net, s: &Settings, from: u64) -> Vec<Vec<Sample>> {
    let mut games: Vec<Vec<Sample>> = vec![Vec::new(); BATCH as usize];
    std::thread::scope(|scope| {
        let chunks: Vec<_> = games
            .chunks_mut(BATCH as usize / s.threads.min(BATCH as usize))
            .enumerate()
            .map(|(k, chunk)| {
                let first = from + (k * chunk.len()) as u64;
                scope.spawn(move || {
                    for (j, slot) in chunk.iter_mut().enumerate() {
                        *slot = self_play(net, &s.seed, first + j as u64, s.lambda);
                    }
                })
            })
            .collect();
        for c in chunks {
            if c.join().is_err() {
                panic!("a self-play thread failed");
            }
        }
    });
    games
}

/// Moves the network's outputs for `x` towards `target` (the gradient of the cross-entropy of
/// each output, backpropagated to the hidden layer).
fn learn(net: &mut Net, x: &[f32; INPUTS], target: &Probs, alpha: f32, h: &mut [f32]) {
    net.hidden_layer(x, h);
    let out = net.outputs(h);
    let n = net.hidden;
    let mut delta = [0.0f32; OUTPUTS];
    for ((d, t), o) in delta.iter_mut().zip(target.0).zip(out) {
        *d = t - o;
    }
    let mut back = vec![0.0f32; n];
    for (k, &d) in delta.iter().enumerate() {
        let row = &mut net.w2[k * n..(k + 1) * n];
        for ((b, w), &hj) in back.iter_mut().zip(row.iter_mut()).zip(h.iter()) {
            *b += d * *w;
            *w += alpha * d * hj;
        }
        net.b2[k] += alpha * d;
    }
    for ((b, &hj), b1) in back.iter_mut().zip(h.iter()).zip(net.b1.iter_mut()) {
        *b *= hj * (1.0 - hj);
        *b1 += alpha * *b;
    }
    for (i, &xi) in x.iter().enumerate() {
        if xi == 0.0 {
            continue;
        }
        let row = &mut net.w1[i * n..(i + 1) * n];
        for (w, &b) in row.iter_mut().zip(&back) {
            *w += alpha * xi * b;
        }
    }
}

fn start() -> Pos {
    match setup(&BackgammonConfig::default()) {
        Ok(state) => state.pos(0),
        Err(e) => panic!("the start position: {e}"),
    }
}

/// A roll; the opening roll is never a double.
fn roll(rng: &mut GameRng, opening: bool) -> (u8, u8) {
    loop {
        let (a, b) = (rng.roll(6) as u8, rng.roll(6) as u8);
        if !(opening && a == b) {
            return (a, b);
        }
    }
}

/// Points per game of the network (0-ply) against the hand-written evaluation the bot used
/// before (its whole turn chosen by `eval::score`), over `games` games, seats alternating.
fn measure(net: &Net, games: u32, seed: &str) -> (f64, f64) {
    let mut rng = GameRng::from_seed(seed);
    let mut buf = Vec::new();
    let (mut points, mut wins) = (0i64, 0u32);
    for g in 0..games {
        let mut pos = start();
        let mut net_to_move = g % 2 == 0;
        let mut first = true;
        loop {
            let (a, b) = roll(&mut rng, first);
            first = false;
            plays(&pos, &roll_dice(a, b), &mut buf);
            let play = if net_to_move {
                best(&buf, |p| value_after(net, p).0.equity())
            } else {
                best(&buf, |p| eval::score(&p.pos, false) as f32)
            };
            let Some(play) = play.copied() else { break };
            if play.pos.mine(OFF) >= CHECKERS {
                let won = finished(&play.pos).unwrap_or(1) as i64;
                let signed = if net_to_move { won } else { -won };
                points += signed;
                wins += u32::from(signed > 0);
                break;
            }
            pos = play.pos.flipped();
            net_to_move = !net_to_move;
        }
    }
    (
        points as f64 / f64::from(games),
        f64::from(wins) / f64::from(games),
    )
}

fn main() {
    let s = settings();
    let mut run = if s.resume {
        Run::load(&s.checkpoint, &s).unwrap_or_else(|| Run::fresh(&s))
    } else {
        Run::fresh(&s)
    };
    eprintln!(
        "training {} to {} games ({}), from game {}",
        s.out.display(),
        s.games,
        run.label,
        run.games
    );
    let started = Instant::now();
    let from = run.games;
    let mut hidden = vec![0.0f32; run.net.hidden];
    while run.games < s.games {
        let alpha = rate(run.games);
        for game in batch(&run.net, &s, run.games) {
            for (x, target) in &game {
                learn(&mut run.net, x, target, alpha, &mut hidden);
            }
        }
        run.games += BATCH;
        if run.games % EVERY == 0 || run.games >= s.games {
            run.save(&s.checkpoint);
            let secs = started.elapsed().as_secs_f64();
            let (ppg, wins) = measure(&run.net, 400, &format!("measure-{}", run.games));
            eprintln!(
                "{} games ({:.0}/s, {:.0}s): against the old evaluation {:+.3} points a game, \
                 {:.1}% wins; rate {alpha:.4}",
                run.games,
                (run.games - from) as f64 / secs.max(1e-9),
                secs,
                ppg,
                100.0 * wins
            );
        }
    }
    if let Err(e) = fs::write(&s.out, run.net.to_bytes()) {
        panic!("cannot write {}: {e}", s.out.display());
    }
    eprintln!(
        "wrote {} ({} games, {:.0}s)",
        s.out.display(),
        run.games,
        started.elapsed().as_secs_f64()
    );
}
