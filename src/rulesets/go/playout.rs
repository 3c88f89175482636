//! The playout policy, as the field knows works (Mogo's, as Michi writes it): near the last
//! two moves, first answer ataris (capture a chain in atari, save one of your own by
//! capturing a neighbour or by extending when that gains liberties), then play a 3×3
//! pattern, else a random move; never fill your own eye, and mostly refuse a move that puts
//! your own chain of several stones in atari. Probabilities are in 1,024ths, drawn from the
//! seeded generator, so that a playout is the same on every platform.

use super::fast::{ix, other, Fast, Point, BLACK, EMPTY, NO_POINT, WHITE};
use super::patterns;
use crate::engine::rng::GameRng;

/// The chance that the atari answers are looked for at all (1,024ths).
const CAPTURE: u64 = 922;
/// The chance that the 3×3 patterns are looked at.
const PATTERN: u64 = 973;
/// The chance that a suggested (atari or pattern) move putting several of your stones in
/// atari is refused; and a random one.
const SUGGESTED_SELF_ATARI: u64 = 922;
const RANDOM_SELF_ATARI: u64 = 922;
/// Candidates kept per step.
const MOST: usize = 32;

/// Whether an event of chance `p` (1,024ths) happens.
#[inline]
fn chance(rng: &mut GameRng, p: u64) -> bool {
    (rng.next_u64() >> 54) < p
}

/// A small list of distinct points.
pub struct Points {
    /// The points, the first `len` of them.
    pub list: [Point; MOST],
    /// How many points it holds.
    pub len: usize,
}

impl Points {
    /// An empty list.
    pub fn new() -> Points {
        Points {
            list: [NO_POINT; MOST],
            len: 0,
        }
    }
    /// Adds `p` unless it is there already or the list is full.
    pub fn push(&mut self, p: Point) {
        if !self.as_slice().contains(&p) {
            if let Some(slot) = self.list.get_mut(self.len) {
                *slot = p;
                self.len += 1;
            }
        }
    }
    /// The points.
    pub fn as_slice(&self) -> &[Point] {
        self.list.get(..self.len).unwrap_or(&[])
    }
}

impl Default for Points {
    fn default() -> Points {
        Points::new()
    }
}

/// How many stones of the colour to move a move on `p` would leave in atari (0: none, or
/// it captures).
#[inline]
pub fn self_atari(b: &Fast, p: Point) -> u32 {
    match after_move(b, p) {
        (0 | 1, stones) => stones,
        _ => 0,
    }
}

/// The liberties (counted up to 3; 3 also for a move that captures) and the stones of the
/// chain a move of the colour to move on `p` would make: `p`'s empty neighbours and the
/// other liberties of the friendly chains it joins.
pub fn after_move(b: &Fast, p: Point) -> (usize, u32) {
    let me = b.to_move;
    let mut libs = [NO_POINT; 3];
    let mut found = 0usize;
    for q in b.around(p) {
        match b.at(q) {
            EMPTY if found < 3 && !libs[..found].contains(&q) => {
                libs[found] = q;
                found += 1;
            }
            c if c == other(me) && b.in_atari(b.chain(q)) => return (3, 1),
            _ => {}
        }
    }
    let mut stones = 1u32;
    let mut seen = [NO_POINT; 4];
    for (k, q) in b.around(p).into_iter().enumerate() {
        if b.at(q) != me {
            continue;
        }
        let h = b.chain(q);
        if seen.contains(&h) {
            continue;
        }
        seen[k] = h;
        stones += u32::from(b.stones(h));
        if found >= 3 {
            continue;
        }
        let mut more = [NO_POINT; 4];
        let n = b.liberties(h, p, &mut more);
        for &l in more.get(..n).unwrap_or(&[]) {
            if found < 3 && !libs[..found].contains(&l) {
                libs[found] = l;
                found += 1;
            }
        }
    }
    (found, stones)
}

/// The answers to ataris of the chains with a stone on or around `p`: the liberty of an
/// opponent's chain in atari (a capture); for one of your own in atari, the liberties of
/// the opponent's chains around it that are in atari (capturing them saves it) and its own
/// liberty when extending there gains liberties.
pub fn atari_answers(b: &Fast, p: Point, out: &mut Points) {
    if p == NO_POINT {
        return;
    }
    let me = b.to_move;
    let mut checked = [NO_POINT; 9];
    let w = b.layout.w as Point;
    let cells = [
        p,
        p.wrapping_sub(1),
        p.wrapping_add(1),
        p.wrapping_sub(w),
        p.wrapping_add(w),
        p.wrapping_sub(w + 1),
        p.wrapping_sub(w - 1),
        p.wrapping_add(w - 1),
        p.wrapping_add(w + 1),
    ];
    for (k, q) in cells.into_iter().enumerate() {
        let c = b.at(q);
        if c != BLACK && c != WHITE {
            continue;
        }
        let h = b.chain(q);
        if checked.contains(&h) {
            continue;
        }
        checked[k] = h;
        if !b.in_atari(h) {
            continue;
        }
        if c != me {
            out.push(b.atari_liberty(h));
            continue;
        }
        rescues(b, h, out);
    }
}

/// The captures of the opponent's chains in atari next to chain `h`: each one's last liberty.
pub fn captures_around(b: &Fast, h: Point, out: &mut Points) {
    let them = other(b.at(h));
    let mut s = h;
    loop {
        for q in b.around(s) {
            if b.at(q) == them && b.in_atari(b.chain(q)) {
                out.push(b.atari_liberty(b.chain(q)));
            }
        }
        s = b.next_stone(s);
        if s == h {
            break;
        }
    }
}

/// The moves that save `me`'s chain `h`, in atari: capture an opponent's chain next to it
/// that is in atari, or extend on its liberty if that leaves it two or more.
pub fn rescues(b: &Fast, h: Point, out: &mut Points) {
    captures_around(b, h, out);
    let l = b.atari_liberty(h);
    if b.legal(l) && self_atari(b, l) == 0 {
        out.push(l);
    }
}

/// Whether the colour to move may and should play `p` in a playout: legal, not its own
/// eye, not a self-atari of three stones or more (which keeps sekis alive), and (with
/// chance `refuse`) not one of two.
#[inline]
fn acceptable(b: &Fast, p: Point, refuse: u64, rng: &mut GameRng) -> bool {
    if !b.legal(p) || b.is_eye(p, b.to_move) {
        return false;
    }
    match self_atari(b, p) {
        0 | 1 => true,
        2 => !chance(rng, refuse),
        _ => false,
    }
}

/// The move the policy plays for the colour to move (`NO_POINT`: a pass, nothing is left).
pub fn choose(b: &mut Fast, rng: &mut GameRng) -> Point {
    let (last, last2) = (b.last, b.last2);
    if last != NO_POINT && chance(rng, CAPTURE) {
        let mut answers = Points::new();
        atari_answers(b, last, &mut answers);
        atari_answers(b, last2, &mut answers);
        if let Some(p) = pick(b, &mut answers, rng) {
            return p;
        }
    }
    if last != NO_POINT && chance(rng, PATTERN) {
        let mut moves = Points::new();
        for centre in [last, last2] {
            if centre == NO_POINT {
                continue;
            }
            for q in b.around(centre).into_iter().chain(b.diagonals(centre)) {
                if b.at(q) == EMPTY && patterns::matches(b.neighbourhood(q)) {
                    moves.push(q);
                }
            }
        }
        if let Some(p) = pick(b, &mut moves, rng) {
            return p;
        }
    }
    random_move(b, rng)
}

/// One of `points`, drawn at random among those acceptable.
fn pick(b: &Fast, points: &mut Points, rng: &mut GameRng) -> Option<Point> {
    let mut n = points.len;
    while n > 0 {
        let i = rng.index(n);
        let p = points.list.get(i).copied()?;
        if acceptable(b, p, SUGGESTED_SELF_ATARI, rng) {
            return Some(p);
        }
        n -= 1;
        points.list.swap(i, n);
    }
    None
}

/// A random acceptable empty point (drawn without replacement), or `NO_POINT`.
fn random_move(b: &mut Fast, rng: &mut GameRng) -> Point {
    let mut n = b.empty_count();
    while n > 0 {
        let i = rng.index(n);
        let p = b.empty_point(i);
        if acceptable(b, p, RANDOM_SELF_ATARI, rng) {
            return p;
        }
        n -= 1;
        b.swap_empty(i, n);
    }
    NO_POINT
}

/// Plays the position out: the policy's moves until two passes in a row or `limit` moves;
/// each stone played goes to `played` (its point in the rules' order, and 0 for Black or 1
/// for White). Returns Black's lead in half points at the end (komi included).
pub fn play_out(b: &mut Fast, rng: &mut GameRng, limit: u32, played: &mut Vec<(u16, u8)>) -> i32 {
    let mut moves = 0;
    while b.passes < 2 && moves < limit {
        let p = choose(b, rng);
        if p == NO_POINT {
            b.pass();
        } else {
            played.push((b.layout.index[ix(p)], u8::from(b.to_move == WHITE)));
            b.play(p);
        }
        moves += 1;
    }
    b.black_lead()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::go::board::{Board, Stone};

    fn fast(rows: &[&str], to_move: Stone) -> Fast {
        Fast::from_board(&Board::parse(&rows.concat()).expect("a board"), to_move, 15)
    }

    #[test]
    fn a_chain_in_atari_is_captured_or_saved() {
        // White's stone at (2, 0) is in atari after Black's last move at (2, 1).
        let mut b = fast(&[".BW.B", "..B..", ".....", ".....", "....."], Stone::White);
        b.last = b.layout.cell(7);
        let mut answers = Points::new();
        atari_answers(&b, b.last, &mut answers);
        // Extending at (3, 0) would leave it in atari again: no rescue.
        assert_eq!(answers.as_slice(), &[] as &[Point]);
        b.to_move = BLACK;
        atari_answers(&b, b.last, &mut answers);
        assert_eq!(answers.as_slice(), &[b.layout.cell(3)]);
        // Without the stone at (4, 0), extending saves it.
        let mut b = fast(&[".BW..", "..B..", ".....", ".....", "....."], Stone::White);
        b.last = b.layout.cell(7);
        let mut answers = Points::new();
        atari_answers(&b, b.last, &mut answers);
        assert_eq!(answers.as_slice(), &[b.layout.cell(3)]);
    }

    #[test]
    fn self_atari_counts_the_stones_left_in_atari() {
        let b = fast(&[".BW..", ".W...", ".....", ".....", "....."], Stone::Black);
        // Black at (0, 0): the two black stones with one liberty, (0, 1).
        assert_eq!(self_atari(&b, b.layout.cell(0)), 2);
        assert_eq!(self_atari(&b, b.layout.cell(12)), 0);
    }

    #[test]
    fn playouts_end_with_a_filled_board() {
        let mut rng = GameRng::from_seed("playout");
        for _ in 0..20 {
            let mut b = fast(&[".....", ".....", ".....", ".....", "....."], Stone::Black);
            let mut played = Vec::new();
            let lead = play_out(&mut b, &mut rng, 200, &mut played);
            assert_eq!(b.passes, 2);
            assert!(lead != 0);
            // The board is filled: every empty point left touches a stone (an eye, or a
            // liberty shared in seki).
            for &p in &b.layout.points {
                if b.at(p) == EMPTY {
                    assert!(b
                        .around(p)
                        .iter()
                        .any(|&q| matches!(b.at(q), BLACK | WHITE)));
                }
            }
        }
    }
}
