//! Trains the backgammon bot's evaluation network by temporal-difference self-play (TD(0)): the
//! network plays both sides, each turn choosing the play its own evaluation likes best (0-ply,
//! greedy), and after each turn the evaluation of the position before the roll is moved towards
//! that of the position chosen (or the game's result). Nothing comes from another program's
//! weights: the network starts from small random weights drawn from the seed.
//!
//! ```text
//! nice cargo run --release --example train_backgammon -- [--games N] [--resume] [--seed S]
//!     [--hidden H] [--out FILE] [--checkpoint FILE]
//! ```
//!
//! One thread; the same seed and arguments give the same weights, bit for bit, whether or not
//! the run was interrupted: the checkpoint (`target/train_backgammon/checkpoint.bin` unless
//! told) holds the weights, the games played and the RNG, written every 10,000 games, and
//! `--resume` continues from it. The result goes to `src/rulesets/backgammon/weights.bin`.

use arbiter::backgammon::features::{features, INPUTS};
use arbiter::backgammon::moves::{Pos, CHECKERS, OFF};
use arbiter::backgammon::net::{finished, Net, Probs, OUTPUTS};
use arbiter::backgammon::plays::{plays, roll_dice, Play};
use arbiter::backgammon::state::setup;
use arbiter::backgammon::{eval, BackgammonConfig};
use arbiter::GameRng;
use std::fs;
use std::path::PathBuf;
use std::time::Instant;

/// Games between checkpoints and progress lines.
const EVERY: u64 = 10_000;

struct Settings {
    games: u64,
    resume: bool,
    seed: String,
    hidden: usize,
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
        games: number("--games", 1_000_000),
        resume: args.iter().any(|a| a == "--resume"),
        seed: arg(&args, "--seed").unwrap_or_else(|| "arbiter".into()),
        hidden: number("--hidden", 80) as usize,
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
    rng: GameRng,
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
            rng: GameRng::from_seed(&format!("{}-dice", s.seed)),
            label: label(s),
        }
    }

    fn save(&self, path: &PathBuf) {
        let mut bytes =
            format!("{}\n{}\n{}\n", self.label, self.games, self.rng.to_hex()).into_bytes();
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
        let mut parts = bytes.splitn(4, |&b| b == b'\n');
        let text = |b: Option<&[u8]>| String::from_utf8(b?.to_vec()).ok();
        let label_read = text(parts.next())?;
        let games = text(parts.next())?.parse().ok()?;
        let rng = u64::from_str_radix(&text(parts.next())?, 16).ok()?;
        let net = Net::from_bytes(parts.next()?).ok()?;
        if label_read != label(s) {
            eprintln!("{}: made with other settings, not resumed", path.display());
            return None;
        }
        Some(Run {
            net,
            games,
            rng: GameRng::from_u64(rng),
            label: label_read,
        })
    }
}

fn label(s: &Settings) -> String {
    format!("seed={} hidden={} inputs={INPUTS} td0 v1", s.seed, s.hidden)
}

/// The value for the mover of a play's result, and whether the game is over.
fn value_after(net: &Net, play: &Play) -> (Probs, bool) {
    match finished(&play.pos) {
        Some(points) => (Probs::result(points), true),
        None => (net.evaluate(&play.pos.flipped()).flip(), false),
    }
}

/// The play `choose` scores highest (the first of equals).
fn best<'a>(list: &'a [Play], mut score: impl FnMut(&Play) -> f32) -> Option<&'a Play> {
    let mut best: Option<(&Play, f32)> = None;
    for p in list {
        let s = score(p);
        if best.map_or(true, |(_, b)| s > b) {
            best = Some((p, s));
        }
    }
    best.map(|(p, _)| p)
}

/// One self-play game, learning after every turn.
fn train_game(net: &mut Net, rng: &mut GameRng, alpha: f32, buf: &mut Vec<Play>) {
    let mut pos = start();
    let mut hidden = vec![0.0f32; net.hidden];
    let mut first = true;
    loop {
        let (a, b) = roll(rng, first);
        first = false;
        plays(&pos, &roll_dice(a, b), buf);
        let mut chosen: Option<(Play, Probs, bool)> = None;
        for play in buf.iter() {
            let (v, over) = value_after(net, play);
            if chosen.map_or(true, |(_, c, _)| v.equity() > c.equity()) {
                chosen = Some((*play, v, over));
            }
        }
        let Some((play, target, over)) = chosen else {
            return;
        };
        learn(net, &features(&pos), &target, alpha, &mut hidden);
        if over {
            return;
        }
        pos = play.pos.flipped();
    }
}

/// Moves the network's outputs for `x` towards `target` (the gradient of the cross-entropy of
/// each output, backpropagated to the hidden layer).
fn learn(net: &mut Net, x: &[f32; INPUTS], target: &Probs, alpha: f32, h: &mut [f32]) {
    net.hidden_layer(x, h);
    let out = net.outputs(h);
    let n = net.hidden;
    let mut delta = [0.0f32; OUTPUTS];
    for k in 0..OUTPUTS {
        delta[k] = target.0[k] - out[k];
    }
    let mut back = vec![0.0f32; n];
    for k in 0..OUTPUTS {
        let row = &mut net.w2[k * n..(k + 1) * n];
        for j in 0..n {
            back[j] += delta[k] * row[j];
            row[j] += alpha * delta[k] * h[j];
        }
        net.b2[k] += alpha * delta[k];
    }
    for j in 0..n {
        back[j] *= h[j] * (1.0 - h[j]);
        net.b1[j] += alpha * back[j];
    }
    for (i, &xi) in x.iter().enumerate() {
        if xi == 0.0 {
            continue;
        }
        let row = &mut net.w1[i * n..(i + 1) * n];
        for j in 0..n {
            row[j] += alpha * xi * back[j];
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
    let mut buf = Vec::with_capacity(512);
    while run.games < s.games {
        let alpha = rate(run.games);
        train_game(&mut run.net, &mut run.rng, alpha, &mut buf);
        run.games += 1;
        if run.games % EVERY == 0 || run.games == s.games {
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
