//! The tree's priors for each move (Michi's, as virtual playouts won and played): even to
//! start with; more for captures, rescues, ladders that work and 3×3 patterns, and for
//! moves near the last one (by common-fate-graph distance, where a chain counts as one
//! point); fewer for self-ataris, ladders that fail, and first- and second-line moves in an
//! empty area (the third line gains), which keeps openings and invasions sane.
//!
//! The moves listed are legal under the rules' positional superko against the game's
//! history (a move making an earlier position is left out), never fill one's own eye, and
//! include a pass only when nothing else is left.

use super::board::PositionHash;
use super::fast::{ix, other, Fast, Point, CELLS, EDGE, EMPTY, NO_POINT};
use super::patterns;
use super::playout::{after_move, self_atari, Points};
use super::tactics::{caught_in_ladder, ladder_attack, rescues};
use crate::ai::rave::Prior;
use std::collections::VecDeque;

const EVEN: f64 = 10.0;
const CAPTURE_ONE: f64 = 15.0;
const CAPTURE_MANY: f64 = 30.0;
const PATTERN: f64 = 10.0;
const SELF_ATARI: f64 = 10.0;
/// By distance from the last move: 1, 2, 3.
const NEAR: [f64; 3] = [24.0, 22.0, 8.0];
const EMPTY_AREA: f64 = 10.0;
/// Boards from this size on have an opening: corners, then sides, never the first two lines.
const OPENING_SIZE: usize = 13;
/// In the opening of a large board: against a move on the first two lines (unless it
/// captures or saves), for a corner point (the 3-3 to 4-4 square) in an empty area.
const LOW_IN_OPENING: f64 = 40.0;
const CORNER: f64 = 20.0;

/// The moves of the colour to move in `b`, with their priors; `pass` is the move number of
/// a pass (listed only when no stone may be played).
pub fn priors(b: &Fast, history: &[PositionHash], pass: u16, out: &mut Vec<Prior>) {
    out.clear();
    let me = b.to_move;
    let layout = b.layout;
    // Indexed by cell: the bonus each move has earned (visits, wins).
    let mut bonus = vec![(0.0f64, 0.0f64); CELLS];
    let mut add = |p: Point, v: f64, w: f64| {
        if let Some(slot) = bonus.get_mut(ix(p)) {
            slot.0 += v;
            slot.1 += w;
        }
    };
    // Ataris and ladders over the whole board: each chain once.
    let mut seen = vec![false; CELLS];
    for &p in &layout.points {
        let c = b.at(p);
        if c == EMPTY {
            continue;
        }
        let h = b.chain(p);
        if std::mem::replace(&mut seen[ix(h)], true) {
            continue;
        }
        let size = if b.stones(h) > 1 {
            CAPTURE_MANY
        } else {
            CAPTURE_ONE
        };
        if b.in_atari(h) {
            if c == me {
                let mut saves = Points::new();
                rescues(b, h, &mut saves);
                for &q in saves.as_slice() {
                    add(q, size, size);
                }
            } else {
                let l = b.atari_liberty(h);
                add(l, size, size);
            }
        } else if c == other(me) && b.stones(h) > 1 {
            if let Some(l) = ladder_attack(b, h) {
                add(l, size, size);
            }
        }
    }
    // The opening of a large board: fewer stones on it than points on a side.
    let opening = layout.n >= OPENING_SIZE && layout.n * layout.n - b.empty_count() < layout.n;
    let near = if b.last != NO_POINT {
        Some(distances(b, b.last))
    } else {
        None
    };
    for &p in &layout.points {
        if !b.legal(p) || b.is_eye(p, me) {
            continue;
        }
        if !history.is_empty()
            && history
                .binary_search(&PositionHash(b.hash_after(p)))
                .is_ok()
        {
            continue;
        }
        let (mut v, mut w) = (EVEN, EVEN / 2.0);
        let (bv, bw) = bonus.get(ix(p)).copied().unwrap_or((0.0, 0.0));
        v += bv;
        w += bw;
        if patterns::matches(b.neighbourhood(p)) {
            v += PATTERN;
            w += PATTERN;
        }
        if let Some(d) = near.as_ref().and_then(|d| d.get(ix(p))) {
            if let Some(&n) = NEAR.get(usize::from(*d).wrapping_sub(1)) {
                v += n;
                w += n;
            }
        }
        let line = layout.line[ix(p)];
        let empty_area = line <= 3 && empty_around(b, p);
        if empty_area && line <= 2 {
            v += EMPTY_AREA;
            if line == 2 {
                w += EMPTY_AREA;
            }
        }
        if opening {
            if line <= 1 && bv == 0.0 {
                v += LOW_IN_OPENING;
            }
            if empty_area && line >= 2 {
                v += EMPTY_AREA;
                w += EMPTY_AREA;
                if is_corner(b, p) {
                    v += CORNER;
                    w += CORNER;
                }
            }
        }
        if self_atari(b, p) >= 2 || ladder_bait(b, p) {
            v += SELF_ATARI;
        }
        out.push(Prior {
            mv: layout.index[ix(p)],
            visits: v,
            wins: w,
        });
    }
    if out.is_empty() {
        out.push(Prior {
            mv: pass,
            visits: EVEN,
            wins: EVEN / 2.0,
        });
    }
}

/// Whether playing `p` leaves the mover's chain there (two stones or more, two liberties)
/// in a working ladder.
fn ladder_bait(b: &Fast, p: Point) -> bool {
    let (libs, stones) = after_move(b, p);
    if libs != 2 || stones < 2 {
        return false;
    }
    let mut next = b.clone();
    next.play(p);
    let h = next.chain(p);
    let mut libs = [NO_POINT; 3];
    next.stones(h) >= 2 && next.liberties(h, NO_POINT, &mut libs) == 2 && caught_in_ladder(&next, p)
}

/// Whether `p` is in a corner's square from the 3-3 point to the 4-4 point.
fn is_corner(b: &Fast, p: Point) -> bool {
    let (w, n) = (b.layout.w, b.layout.n);
    let (x, y) = (
        (usize::from(p) % w).wrapping_sub(1),
        (usize::from(p) / w).wrapping_sub(1),
    );
    let from_edge = |c: usize| c.min(n.wrapping_sub(1).wrapping_sub(c));
    (2..=3).contains(&from_edge(x)) && (2..=3).contains(&from_edge(y))
}

/// Whether no stone is within three steps (Manhattan distance) of `p`.
fn empty_around(b: &Fast, p: Point) -> bool {
    let w = b.layout.w as i32;
    for dy in -3i32..=3 {
        let span = 3 - dy.abs();
        for dx in -span..=span {
            let q = (i32::from(p) + dy * w + dx).clamp(0, CELLS as i32 - 1) as Point;
            let c = b.at(q);
            if c != EMPTY && c != EDGE {
                return false;
            }
        }
    }
    true
}

/// Common-fate-graph distances from `from` (a chain's stones are one step apart from
/// nothing: zero between stones of one chain), up to 4; 255 beyond.
fn distances(b: &Fast, from: Point) -> Vec<u8> {
    let mut dist = vec![u8::MAX; CELLS];
    let mut queue = VecDeque::new();
    if let Some(d) = dist.get_mut(ix(from)) {
        *d = 0;
    }
    queue.push_back(from);
    while let Some(c) = queue.pop_front() {
        let d = dist.get(ix(c)).copied().unwrap_or(u8::MAX);
        if d > 3 {
            continue;
        }
        let colour = b.at(c);
        for q in b.around(c) {
            let cq = b.at(q);
            if cq == EDGE {
                continue;
            }
            let same = cq != EMPTY && cq == colour;
            let nd = if same { d } else { d + 1 };
            if let Some(slot) = dist.get_mut(ix(q)) {
                if nd < *slot {
                    *slot = nd;
                    if same {
                        queue.push_front(q);
                    } else {
                        queue.push_back(q);
                    }
                }
            }
        }
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::go::board::{Board, Stone};

    fn prior_of(out: &[Prior], i: u16) -> Option<&Prior> {
        out.iter().find(|p| p.mv == i)
    }

    #[test]
    fn captures_gain_and_first_line_openings_lose() {
        let rows = [
            ".........",
            ".........",
            ".........",
            "...BW....",
            "..BW.....",
            "...B.....",
            ".........",
            ".........",
            ".........",
        ];
        let board = Board::parse(&rows.concat()).expect("a board");
        let b = Fast::from_board(&board, Stone::Black, 15);
        let mut out = Vec::new();
        priors(&b, &[], 81, &mut out);
        // The white stone at (3, 4) is in atari: capturing at (4, 4) is favoured.
        let capture = prior_of(&out, 4 * 9 + 4).expect("listed");
        let quiet = prior_of(&out, 7 * 9 + 7).expect("listed");
        assert!(capture.wins / capture.visits > quiet.wins / quiet.visits);
        // On an empty board the first line is worse than the third.
        let empty = Fast::from_board(&Board::empty(9), Stone::Black, 15);
        priors(&empty, &[], 81, &mut out);
        let first = prior_of(&out, 4).expect("listed");
        let third = prior_of(&out, 2 * 9 + 4).expect("listed");
        assert!(first.wins / first.visits < third.wins / third.visits);
        assert_eq!(out.len(), 81);
    }

    #[test]
    fn a_move_repeating_an_earlier_position_is_left_out() {
        let empty = Fast::from_board(&Board::empty(9), Stone::Black, 15);
        let p = empty.layout.cell(40);
        let history = vec![PositionHash(empty.hash_after(p))];
        let mut out = Vec::new();
        priors(&empty, &history, 81, &mut out);
        assert_eq!(out.len(), 80);
        assert!(prior_of(&out, 40).is_none());
    }
}
