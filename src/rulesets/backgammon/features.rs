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

/// The points 1 to 24 the mover may land on (or pass through): not held by two or more of the
/// opponent's checkers; bit `i` for point `i`.
fn open_mask(pos: &Pos) -> u32 {
    (1..=24)
        .filter(|&i| pos.theirs(i) < 2)
        .fold(0, |m, i| m | 1 << i)
}

/// The points a checker on each bit of `from` can stop on with the dice of roll `a`-`b` (`steps`
/// dice at most: four of a double), every stop open. Shifting right by `d` moves `d` pips; the
/// open mask drops anything that left the board.
fn stops(from: u32, a: u8, b: u8, steps: usize, open: u32) -> u32 {
    if a == b {
        let (mut at, mut all) = (from, 0);
        for _ in 0..steps {
            at = (at >> a) & open;
            all |= at;
        }
        return all;
    }
    let (first_a, first_b) = ((from >> a) & open, (from >> b) & open);
    let mut all = first_a | first_b;
    if steps > 1 {
        all |= ((first_a >> b) & open) | ((first_b >> a) & open);
    }
    all
}

/// How many of the 36 rolls let the mover hit at least one of the opponent's blots (on the
/// board), honouring blocked points and the bar. Enough for an evaluation's input: it does not
/// ask whether the rest of the roll is playable.
pub fn shots(pos: &Pos) -> u32 {
    let blots = (1..=24)
        .filter(|&i| pos.theirs(i) == 1)
        .fold(0u32, |m, i| m | 1 << i);
    if blots == 0 {
        return 0;
    }
    let open = open_mask(pos);
    let sources = (1..=24)
        .filter(|&i| pos.mine(i) > 0)
        .fold(0u32, |m, i| m | 1 << i);
    let bar = 1u32 << BAR;
    let on_bar = usize::from(pos.mine(BAR));
    let mut total = 0;
    for &(a, b, weight) in &ROLLS {
        let dice = if a == b { 4 } else { 2 };
        let reached = if on_bar == 0 {
            stops(sources, a, b, dice, open)
        } else if on_bar >= dice {
            // Every die enters: only the entry points can be hit.
            ((bar >> a) | (bar >> b)) & open
        } else {
            // Enter the checkers on the bar, then the dice left move anything.
            let entered = stops(bar, a, b, on_bar, open);
            let left = dice - on_bar;
            let mut all = entered;
            for (enter, other) in [(a, b), (b, a)] {
                let entry = (bar >> enter) & open;
                if entry != 0 {
                    all |= stops(sources | entry, other, other, left, open);
                }
            }
            all
        };
        if reached & blots != 0 {
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
    let open = open_mask(pos);
    let past = (1u32 << wall) - 1;
    ROLLS
        .iter()
        .filter(|&&(a, b, _)| stops(1 << from, a, b, if a == b { 4 } else { 2 }, open) & past != 0)
        .map(|r| r.2)
        .sum()
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
