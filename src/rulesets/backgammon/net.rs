//! The evaluation network: the inputs of [`features`](super::features), one hidden layer of
//! sigmoid units, and five sigmoid outputs: the chances, for the player on roll, of winning, of
//! winning a gammon (a backgammon included), of winning a backgammon, of losing a gammon and of
//! losing a backgammon. Trained by self-play (`examples/train_backgammon.rs`), its weights are
//! data in the crate (`weights.bin`, 67,556 bytes: 205 inputs, 80 hidden units, 16,885 weights),
//! made by `nice cargo run --release --example train_backgammon` (1,228,800 games of TD(0)
//! self-play from random weights, 66 minutes on 2 cores).
//!
//! Inference is `f32` arithmetic in one fixed order, with `libm`'s `expf` (software, the same
//! code on every target) and no fused multiply-add: natively and in wasm it gives the same bits,
//! so the bot's games replay exactly everywhere.

use super::features::{contact, features, INPUTS};
use super::moves::{Pos, BAR, CHECKERS, OFF};
use std::sync::OnceLock;

/// The outputs: win, win a gammon, win a backgammon, lose a gammon, lose a backgammon.
pub const OUTPUTS: usize = 5;

/// The five chances of [`OUTPUTS`] for one player, each from 0 to 1; the gammon chances include
/// the backgammons.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Probs(pub [f32; OUTPUTS]);

impl Probs {
    /// A finished game won (`points` 1, 2 or 3) or lost (`-1` to `-3`).
    pub fn result(points: i32) -> Probs {
        let at = |n: i32| if points.abs() >= n { 1.0 } else { 0.0 };
        if points > 0 {
            Probs([1.0, at(2), at(3), 0.0, 0.0])
        } else {
            Probs([0.0, 0.0, 0.0, at(2), at(3)])
        }
    }
    /// The same chances seen by the other player.
    pub fn flip(self) -> Probs {
        let [win, wg, wbg, lg, lbg] = self.0;
        Probs([1.0 - win, lg, lbg, wg, wbg])
    }
    /// The expected points of a money game without the cube.
    pub fn equity(&self) -> f32 {
        let [win, wg, wbg, lg, lbg] = self.0;
        2.0 * win - 1.0 + wg - lg + wbg - lbg
    }
    /// The chance to win.
    pub fn win(&self) -> f32 {
        self.0[0]
    }
}

/// Table steps per unit of the logistic function's input, and the inputs it covers (beyond,
/// the function is flat to within 1e-7).
const STEPS: f32 = 64.0;
const RANGE: f32 = 16.0;
const TABLE: usize = (2.0 * RANGE * STEPS) as usize + 2;

/// The logistic function at every table step, computed once with `libm`.
fn table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| {
        (0..TABLE)
            .map(|i| 1.0 / (1.0 + libm::expf(RANGE - i as f32 / STEPS)))
            .collect()
    })
}

/// The logistic function as both inference and training compute it: interpolated in a table
/// (within 4e-6 of the exact value, and several times faster than `expf` in the network's
/// hottest loop).
pub fn sigmoid(x: f32) -> f32 {
    sigmoid_in(table(), x)
}

fn sigmoid_in(t: &[f32], x: f32) -> f32 {
    let u = (x.clamp(-RANGE, RANGE) + RANGE) * STEPS;
    let i = u as usize;
    let f = u - i as f32;
    match (t.get(i), t.get(i + 1)) {
        (Some(&a), Some(&b)) => a + (b - a) * f,
        (Some(&a), None) => a,
        _ => 0.5,
    }
}

/// One network: `w1` input-major (`w1[i * hidden + j]`), `w2` output-major
/// (`w2[k * hidden + j]`). Public for the training program.
#[derive(Debug, Clone, PartialEq)]
pub struct Net {
    /// The hidden units.
    pub hidden: usize,
    /// The input-to-hidden weights.
    pub w1: Vec<f32>,
    /// The hidden units' biases.
    pub b1: Vec<f32>,
    /// The hidden-to-output weights.
    pub w2: Vec<f32>,
    /// The outputs' biases.
    pub b2: [f32; OUTPUTS],
}

/// What a weights file starts with.
const MAGIC: &[u8; 4] = b"BGN1";

impl Net {
    /// A network of `hidden` units whose weights are all zero (every output one half).
    pub fn zeroed(hidden: usize) -> Net {
        Net {
            hidden,
            w1: vec![0.0; INPUTS * hidden],
            b1: vec![0.0; hidden],
            w2: vec![0.0; OUTPUTS * hidden],
            b2: [0.0; OUTPUTS],
        }
    }

    /// The hidden units' activations for inputs `x`, into `h` (`hidden` long). Only the inputs
    /// that are not zero are added, in increasing order.
    pub fn hidden_layer(&self, x: &[f32; INPUTS], h: &mut [f32]) {
        let n = self.hidden;
        h.copy_from_slice(self.b1.get(..n).unwrap_or(&[]));
        for (i, &xi) in x.iter().enumerate() {
            if xi == 0.0 {
                continue;
            }
            let Some(row) = self.w1.get(i * n..(i + 1) * n) else {
                continue;
            };
            for (a, &w) in h.iter_mut().zip(row) {
                *a += xi * w;
            }
        }
        let t = table();
        for a in h.iter_mut() {
            *a = sigmoid_in(t, *a);
        }
    }

    /// The outputs for the hidden activations `h`.
    pub fn outputs(&self, h: &[f32]) -> [f32; OUTPUTS] {
        let mut out = [0.0; OUTPUTS];
        for (k, o) in out.iter_mut().enumerate() {
            let row = self
                .w2
                .get(k * self.hidden..(k + 1) * self.hidden)
                .unwrap_or(&[]);
            let mut sum = self.b2.get(k).copied().unwrap_or(0.0);
            for (&w, &a) in row.iter().zip(h) {
                sum += w * a;
            }
            *o = sigmoid(sum);
        }
        out
    }

    /// The raw outputs for inputs `x`.
    pub fn forward(&self, x: &[f32; INPUTS]) -> [f32; OUTPUTS] {
        let mut h = vec![0.0; self.hidden];
        self.hidden_layer(x, &mut h);
        self.outputs(&h)
    }

    /// The weights as bytes: the magic, the number of inputs, hidden units and outputs (u32),
    /// then every weight as a little-endian `f32`: `w1`, `b1`, `w2`, `b2`.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for n in [INPUTS, self.hidden, OUTPUTS] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Reads [`Net::to_bytes`]; refuses a file made for other inputs or cut short.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, String> {
        let word = |i: usize| -> Option<u32> {
            let b = bytes.get(4 + 4 * i..8 + 4 * i)?;
            Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        if bytes.get(..4) != Some(MAGIC.as_slice()) {
            return Err("not a backgammon network (bad magic)".into());
        }
        let (inputs, hidden, outputs) = match (word(0), word(1), word(2)) {
            (Some(i), Some(h), Some(o)) => (i as usize, h as usize, o as usize),
            _ => return Err("the network's header is cut short".into()),
        };
        if inputs != INPUTS || outputs != OUTPUTS || hidden == 0 || hidden > 4096 {
            return Err(format!(
                "the network has {inputs} inputs, {hidden} hidden units and {outputs} outputs; \
                 expected {INPUTS} inputs and {OUTPUTS} outputs"
            ));
        }
        let body = bytes.get(16..).unwrap_or(&[]);
        let want = (INPUTS + 1 + OUTPUTS) * hidden + OUTPUTS;
        if body.len() != 4 * want {
            return Err(format!(
                "the network has {} bytes of weights, expected {}",
                body.len(),
                4 * want
            ));
        }
        let mut values = body
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(OUTPUTS * hidden);
        let mut b2 = [0.0; OUTPUTS];
        for (slot, v) in b2.iter_mut().zip(take(OUTPUTS)) {
            *slot = v;
        }
        Ok(Net {
            hidden,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// The chances for the mover of `pos`, on roll: a finished game exactly, else the network,
    /// with what the position rules out set to zero (no gammon against a side that has borne
    /// off a checker) and each gammon chance kept within its win or loss.
    pub fn evaluate(&self, pos: &Pos) -> Probs {
        if let Some(points) = finished(pos) {
            return Probs::result(points);
        }
        let [mut win, mut wg, mut wbg, mut lg, mut lbg] = self.forward(&features(pos));
        win = win.clamp(0.0, 1.0);
        if pos.theirs(BAR) > 0 {
            // They have borne off (their borne-off checkers are the mover's 25).
            wg = 0.0;
            wbg = 0.0;
        }
        if pos.mine(OFF) > 0 {
            lg = 0.0;
            lbg = 0.0;
        }
        if !contact(pos) {
            // A backgammon needs the loser's checkers in the winner's home board, which
            // without contact the winner can no longer be made to leave behind: rare, so ruled
            // out in a race only when no checker of the loser is there.
            if (19..=BAR).all(|i| pos.mine(i) == 0) {
                lbg = 0.0;
            }
            if (0..=6).all(|i| pos.theirs(i) == 0) {
                wbg = 0.0;
            }
        }
        wg = wg.min(win);
        wbg = wbg.min(wg);
        lg = lg.min(1.0 - win);
        lbg = lbg.min(lg);
        Probs([win, wg, wbg, lg, lbg])
    }
}

/// The points the mover of `pos` has won (positive) or lost (negative) if one side has borne
/// off every checker.
pub fn finished(pos: &Pos) -> Option<i32> {
    if pos.mine(OFF) >= CHECKERS {
        let flipped = pos.flipped();
        return Some(win_points(&flipped));
    }
    if pos.theirs(BAR) >= CHECKERS {
        return Some(-win_points(pos));
    }
    None
}

/// What the opponent of `loser`'s mover wins: 1, 2 for a gammon (the loser bore off none), 3
/// for a backgammon (and a loser's checker on the bar or in the winner's home board, the
/// loser's 19 to 24).
fn win_points(loser: &Pos) -> i32 {
    if loser.mine(OFF) > 0 {
        1
    } else if (19..=BAR).any(|i| loser.mine(i) > 0) {
        3
    } else {
        2
    }
}

/// The weights committed with the crate.
const WEIGHTS: &[u8] = include_bytes!("weights.bin");

/// The committed network, decoded once. Should the data ever fail to decode (a test pins that
/// it does not), a zeroed network keeps the bot legal rather than trapping.
pub fn shared() -> &'static Net {
    static NET: OnceLock<Net> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(WEIGHTS).unwrap_or_else(|_| Net::zeroed(1)))
}

/// The committed network's chances for the mover of `pos`, on roll.
pub fn evaluate(pos: &Pos) -> Probs {
    shared().evaluate(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::backgammon::state::setup;

    #[test]
    fn the_committed_weights_decode_and_round_trip() {
        let net = Net::from_bytes(WEIGHTS).expect("weights.bin decodes");
        assert!(net.hidden > 1);
        assert_eq!(Net::from_bytes(&net.to_bytes()), Ok(net));
        assert!(Net::from_bytes(&WEIGHTS[..WEIGHTS.len() - 1]).is_err());
        assert!(Net::from_bytes(b"nope").is_err());
    }

    #[test]
    fn the_logistic_table_is_close_to_the_function() {
        for i in -2000..=2000 {
            let x = i as f32 / 97.0;
            let exact = 1.0 / (1.0 + (-f64::from(x)).exp());
            assert!((f64::from(sigmoid(x)) - exact).abs() < 4e-6, "{x}");
        }
        assert_eq!(sigmoid(100.0), sigmoid(RANGE));
        assert!(sigmoid(f32::NAN).is_nan() || sigmoid(f32::NAN) == 0.5);
    }

    #[test]
    fn flipping_twice_is_the_same_and_results_are_exact() {
        let p = Probs([0.6, 0.2, 0.01, 0.1, 0.005]);
        assert_eq!(p.flip().flip(), p);
        assert_eq!(Probs::result(2).equity(), 2.0);
        assert_eq!(Probs::result(-3).equity(), -3.0);
        assert_eq!(Probs::result(1).flip().equity(), -1.0);
    }

    #[test]
    fn finished_positions_count_gammons_and_backgammons() {
        let mut pos = Pos {
            me: [0; 26],
            them: [0; 26],
        };
        pos.me[OFF] = 15;
        pos.them[3] = 15; // in the mover's home board: a backgammon
        assert_eq!(finished(&pos), Some(3));
        pos.them[3] = 14;
        pos.them[BAR] = 1;
        assert_eq!(finished(&pos), Some(1));
        assert_eq!(finished(&pos.flipped()), Some(-1));
    }

    #[test]
    fn the_start_is_even_and_the_pinned_value_holds_on_every_target() {
        // The same bits natively and in wasm (tests/node.rs checks the same figure).
        let pos = setup(&Default::default()).expect("setup").pos(0);
        let p = evaluate(&pos);
        assert!((0.4..0.65).contains(&p.win()), "{p:?}");
        let bits: Vec<u32> = p.0.iter().map(|v| v.to_bits()).collect();
        println!("start: {p:?} {bits:x?}");
        // The committed weights' chances at the start (white on roll): change with the weights.
        assert_eq!(
            bits,
            [0x3efa25d4, 0x3e0625db, 0x3b828ae2, 0x3e00906e, 0x3b709f5f]
        );
    }
}
