//! A hand-written static evaluation, in tenths of a pip (integers only): the race (pip counts),
//! and in contact the points made, primes, anchors, checkers on the bar against the home board
//! they must enter, and the blots the player on roll can hit. The bot no longer uses it (it
//! plays by the network); it chooses the turn of the [`policy`](super::bot::policy) yardstick
//! that the balance lines and the trainer measure against.

use super::moves::{pips, Pos, BAR};

/// For each distance 1 to 24, the 36 ordered rolls (bit `6 * (a - 1) + (b - 1)`) that move one
/// checker exactly that far, blocks ignored: one die, the sum of two, or a double's multiples.
const HITS: [u64; 25] = hit_masks();

const fn hit_masks() -> [u64; 25] {
    let mut masks = [0u64; 25];
    let mut a = 1;
    while a <= 6 {
        let mut b = 1;
        while b <= 6 {
            let bit = 1u64 << ((a - 1) * 6 + (b - 1));
            if a == b {
                let mut k = 1;
                while k <= 4 {
                    masks[a * k] |= bit;
                    k += 1;
                }
            } else {
                masks[a] |= bit;
                masks[b] |= bit;
                masks[a + b] |= bit;
            }
            b += 1;
        }
        a += 1;
    }
    masks
}

/// What a point held (two or more) is worth to its owner, by its number in the owner's
/// numbering, in tenths of a pip: the home board's inner points and the bar point block, the
/// points in the opponent's home board are anchors.
const POINT_VALUE: [i32; 25] = [
    0, 5, 15, 25, 40, 55, 45, 35, 20, 12, 10, 10, 5, 5, 5, 5, 5, 5, 10, 20, 30, 30, 20, 10, 10,
];

/// A prime (consecutive points held) in front of the opponent's checkers, by length.
const PRIME_VALUE: [i32; 7] = [0, 0, 10, 30, 60, 110, 200];

/// What the player to roll gains on average by being on roll, in tenths of a pip.
const ON_ROLL: i32 = 40;

/// The lowest index of the opponent's checkers in the mover's numbering (their bar is 0);
/// 25 when none is on the board.
fn lowest_of_them(pos: &Pos) -> usize {
    (0..BAR).find(|&i| pos.theirs(i) > 0).unwrap_or(BAR)
}

/// Whether the two sides can still hit each other.
pub fn contact(pos: &Pos) -> bool {
    pos.highest() > lowest_of_them(pos)
}

/// Points held by the opponent in their home board (the mover's 19 to 24): what a checker on
/// the mover's bar must get past.
fn their_board(pos: &Pos) -> i32 {
    (19..=24).filter(|&p| pos.theirs(p) >= 2).count() as i32
}

/// The mover's structure in contact: points, the longest prime in front of the opponent's back
/// checkers, checkers on the bar, tall stacks.
fn structure(pos: &Pos) -> i32 {
    let mut score = 0;
    let (mut run, mut best_run, mut run_start, mut best_start) = (0, 0, 0, 0);
    for p in 1..=24 {
        let n = pos.mine(p);
        if n >= 2 {
            score += POINT_VALUE.get(p).copied().unwrap_or(0);
            if run == 0 {
                run_start = p;
            }
            run += 1;
            if run > best_run {
                best_run = run;
                best_start = run_start;
            }
        } else {
            run = 0;
        }
        score -= 5 * i32::from(n.saturating_sub(3));
    }
    // A prime only counts with opponent's checkers behind it.
    if lowest_of_them(pos) < best_start {
        score += PRIME_VALUE.get(best_run.min(6)).copied().unwrap_or(0);
    }
    let board = their_board(pos);
    score -= i32::from(pos.mine(BAR)) * (20 + 5 * board * board);
    score
}

/// The mover's expected loss from their blots if the opponent rolls next: for each blot, the
/// share of the 36 rolls that reach it from some opponent's checker behind it, times what being
/// hit costs (the pips back to the bar, a tempo, the board to enter against).
fn blot_risk(pos: &Pos) -> i32 {
    let entry = 40 + 15 * their_board(pos);
    let mut risk = 0;
    for p in 1..=24 {
        if pos.mine(p) != 1 {
            continue;
        }
        let mut mask = 0u64;
        for q in 0..p {
            if pos.theirs(q) > 0 {
                mask |= HITS.get(p - q).copied().unwrap_or(0);
            }
        }
        if mask != 0 {
            let cost = 10 * (25 - p as i32) + entry;
            risk += mask.count_ones() as i32 * cost / 36;
        }
    }
    risk
}

/// How good `pos` is for the mover, in tenths of a pip; `on_roll`: whether the mover rolls
/// next (else the opponent does, and the mover's blots are exposed).
pub fn score(pos: &Pos, on_roll: bool) -> i32 {
    let them = pos.flipped();
    let race = 10 * (pips(&them.me) as i32 - pips(&pos.me) as i32);
    let tempo = if on_roll { ON_ROLL } else { -ON_ROLL };
    if !contact(pos) {
        return race + tempo;
    }
    let exposed = if on_roll {
        blot_risk(&them)
    } else {
        -blot_risk(pos)
    };
    race + tempo + structure(pos) - structure(&them) + exposed
}
