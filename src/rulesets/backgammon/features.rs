//! What the evaluation network sees of a position, from the side of the player on roll: the
//! checkers of both sides point by point (TD-Gammon's encoding), and a few counts that a small
//! network learns slowly on its own (pips, the chance of being hit, of escaping a blockade, the
//! longest prime). Every value is computed from small integers in the same order everywhere, so
//! native and wasm builds feed the network the same bits.

use super::moves::{pips, Pos, BAR, OFF};
use super::plays::ROLLS;

/// Inputs per side: four per point, the bar, borne off, and four counts.
const PER_SIDE: usize = 24 * 4 + 2 + 4;
/// Every input: both sides (the player on roll first) and whether they are still in contact.
pub const INPUTS: usize = 2 * PER_SIDE + 1;

/// The inputs for `pos`, its mover (`pos.me`) being on roll.
pub fn features(pos: &Pos) -> [f32; INPUTS] {
    let mut x = [0.0f32; INPUTS];
    let them = pos.flipped();
    let (mine, theirs) = x.split_at_mut(PER_SIDE);
    side(pos, mine);
    side(&them, theirs);
    if let Some(last) = x.last_mut() {
        *last = if contact(pos) { 1.0 } else { 0.0 };
    }
    x
}

/// One side's inputs: `pos.me` is that side, in its own numbering.
fn side(pos: &Pos, out: &mut [f32]) {
    let mut put = |i: usize, v: f32| {
        if let Some(slot) = out.get_mut(i) {
            *slot = v;
        }
    };
    for point in 1..=24 {
        let n = pos.mine(point);
        let base = (point - 1) * 4;
        if n >= 1 {
            put(base, 1.0);
        }
        if n >= 2 {
            put(base + 1, 1.0);
        }
        if n >= 3 {
            put(base + 2, 1.0);
        }
        if n > 3 {
            put(base + 3, f32::from(n - 3) / 2.0);
        }
    }
    put(96, f32::from(pos.mine(BAR)) / 2.0);
    put(97, f32::from(pos.mine(OFF)) / 15.0);
    put(98, pips(&pos.me) as f32 / 100.0);
    put(99, shots(&pos.flipped()) as f32 / 36.0);
    put(100, escapes(pos) as f32 / 36.0);
    put(101, prime(pos) as f32 / 6.0);
}

/// The lowest index holding one of the opponent's checkers (their bar is 0); 25 when none is
/// on the board.
fn their_rearmost(pos: &Pos) -> usize {
    (0..BAR).find(|&i| pos.theirs(i) > 0).unwrap_or(BAR)
}

/// Whether the two sides can still hit each other.
pub fn contact(pos: &Pos) -> bool {
    pos.highest() > their_rearmost(pos)
}

/// Whether the mover may land on (or pass through) index `i`: a point not held by two or more
/// of the opponent's checkers.
fn open(pos: &Pos, i: usize) -> bool {
    (1..=24).contains(&i) && pos.theirs(i) < 2
}

/// Where a checker of the mover standing on `from` can be after using the whole of `a` then
/// `b` (or a double's steps), each landing open: calls `f` with every index it stops on,
/// `steps` dice at most.
fn reach(pos: &Pos, from: usize, a: u8, b: u8, steps: usize, mut f: impl FnMut(usize)) {
    let (a, b) = (usize::from(a), usize::from(b));
    if a == b {
        let mut at = from;
        for _ in 0..steps {
            if at <= a || !open(pos, at - a) {
                return;
            }
            at -= a;
            f(at);
        }
        return;
    }
    for (first, second) in [(a, b), (b, a)] {
        if from > first && open(pos, from - first) {
            f(from - first);
            if steps > 1 && from - first > second && open(pos, from - first - second) {
                f(from - first - second);
            }
        }
    }
}

/// How many of the 36 rolls let the mover hit at least one of the opponent's blots (on the
/// board), honouring blocked points and the bar. Enough for an evaluation's input: it does not
/// ask whether the rest of the roll is playable.
pub fn shots(pos: &Pos) -> u32 {
    let blot = |i: usize| (1..=24).contains(&i) && pos.theirs(i) == 1;
    if !(1..=24).any(blot) {
        return 0;
    }
    let on_bar = usize::from(pos.mine(BAR));
    let mut total = 0;
    for &(a, b, weight) in &ROLLS {
        let dice = if a == b { 4 } else { 2 };
        let mut hit = false;
        if on_bar == 0 {
            for from in 1..=24 {
                if pos.mine(from) > 0 {
                    reach(pos, from, a, b, dice, |i| hit |= blot(i));
                }
            }
        } else if on_bar >= dice {
            // Every die enters: only the entry points can be hit.
            hit = (open(pos, BAR - usize::from(a)) && blot(BAR - usize::from(a)))
                || (open(pos, BAR - usize::from(b)) && blot(BAR - usize::from(b)));
        } else {
            // Enter the checkers on the bar, then the dice left move anything.
            let left = dice - on_bar;
            reach(pos, BAR, a, b, on_bar, |i| hit |= blot(i));
            for (enter, other) in [(a, b), (b, a)] {
                let entry = BAR - usize::from(enter);
                if !open(pos, entry) {
                    continue;
                }
                for from in (1..=24).filter(|&p| pos.mine(p) > 0 || p == entry) {
                    reach(pos, from, other, other, left, |i| hit |= blot(i));
                }
            }
        }
        if hit {
            total += weight;
        }
    }
    total
}

/// How many of the 36 rolls carry the mover's rearmost checker past every point the opponent
/// holds within 12 pips in front of it (36 when none does).
pub fn escapes(pos: &Pos) -> u32 {
    let from = pos.highest();
    let wall = (from.saturating_sub(12).max(1)..from)
        .filter(|&i| pos.theirs(i) >= 2)
        .min();
    let Some(wall) = wall else {
        return 36;
    };
    let mut total = 0;
    for &(a, b, weight) in &ROLLS {
        let mut past = false;
        reach(pos, from, a, b, if a == b { 4 } else { 2 }, |i| {
            past |= i < wall
        });
        if past {
            total += weight;
        }
    }
    total
}

/// The longest run of consecutive points the mover holds in front of the opponent's rearmost
/// checker (6 at most: a full prime).
pub fn prime(pos: &Pos) -> u32 {
    let behind = their_rearmost(pos);
    let (mut run, mut best) = (0, 0);
    for i in behind + 1..=24 {
        if pos.mine(i) >= 2 {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best.min(6)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn empty() -> Pos {
        Pos {
            me: [0; 26],
            them: [0; 26],
        }
    }

    #[test]
    fn a_direct_shot_six_away_is_seventeen_rolls_and_a_blocked_one_fewer() {
        let mut pos = empty();
        pos.me[13] = 2;
        pos.them[7] = 1;
        // Any 6 (11), 5-1 and 4-2 (4), 3-3 and 2-2 (2): 17 of 36.
        assert_eq!(shots(&pos), 17);
        // Points 8 to 12 blocked: only the direct sixes remain, and 3-3 and 2-2 are stopped.
        for i in 8..=12 {
            pos.them[i] = 2;
        }
        assert_eq!(shots(&pos), 11);
    }

    #[test]
    fn two_on_the_bar_hit_only_where_they_enter() {
        let mut pos = empty();
        pos.me[BAR] = 2;
        pos.me[13] = 13;
        pos.them[20] = 1; // entered with a 5
                          // Ten pips from the 13-point: only a double leaves dice after entering, and 5-5 already
                          // hits on entering.
        pos.them[3] = 1;
        assert_eq!(shots(&pos), 11);
        pos.them[3] = 0;
        pos.them[10] = 1; // 3-3 enters both and hits from the 13-point
        assert_eq!(shots(&pos), 12);
    }

    #[test]
    fn escapes_and_primes() {
        let mut pos = empty();
        pos.me[24] = 1;
        assert_eq!(escapes(&pos), 36);
        for i in 18..=23 {
            pos.them[i] = 2;
        }
        assert_eq!(escapes(&pos), 0);
        pos.them[18] = 0;
        // A 6-x lands on 18, past nothing lower: only reaching 17 or below (two-step 6s).
        assert!(escapes(&pos) > 0);
        let mut pos = empty();
        for i in 4..=8 {
            pos.me[i] = 2;
        }
        pos.them[1] = 1;
        assert_eq!(prime(&pos), 5);
        pos.them[1] = 0;
        pos.them[10] = 1;
        assert_eq!(prime(&pos), 0);
    }

    #[test]
    fn the_inputs_of_the_start_are_the_same_for_both_sides() {
        let state = crate::rulesets::backgammon::state::setup(&Default::default()).expect("setup");
        let x = features(&state.pos(0));
        assert_eq!(x.len(), INPUTS);
        assert_eq!(x[..PER_SIDE], x[PER_SIDE..2 * PER_SIDE]);
        assert_eq!(x[INPUTS - 1], 1.0);
    }
}
