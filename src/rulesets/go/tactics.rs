//! Reading of ladders for the tree's priors (too slow for playouts): whether a chain with
//! two liberties can be chased into a capture by ataris, and whether a chain in atari
//! escapes. Each step plays on a copy of the board; reading stops at a fixed depth.

use super::fast::{other, Fast, Point, NO_POINT};
use super::playout::{self_atari, Points};

/// How many ataris a ladder is read for before the chased chain is taken to escape.
const DEPTH: u32 = 40;

/// The atari that captures chain `h` (two liberties, the colour to move's opponent's) in a
/// ladder, if there is one: the liberty to play.
pub fn ladder_attack(b: &Fast, h: Point) -> Option<Point> {
    attack(b, h, DEPTH)
}

fn attack(b: &Fast, h: Point, depth: u32) -> Option<Point> {
    let mut libs = [NO_POINT; 3];
    if b.liberties(h, NO_POINT, &mut libs) != 2 {
        return None;
    }
    for l in [libs[0], libs[1]] {
        if !b.legal(l) {
            continue;
        }
        let mut next = b.clone();
        next.play(l);
        // An atari that leaves the attacker's own stone capturable is no ladder.
        if next.in_atari(next.chain(l)) {
            continue;
        }
        let target = next.chain(h);
        if next.in_atari(target) && !escapes(&next, target, depth) {
            return Some(l);
        }
    }
    None
}

/// Whether chain `h` of the colour to move, in atari, escapes: by capturing a neighbour
/// in atari, or by extending to three liberties or to two that no ladder takes.
pub fn escapes(b: &Fast, h: Point, depth: u32) -> bool {
    let them = other(b.at(h));
    let mut s = h;
    loop {
        for q in b.around(s) {
            if b.at(q) == them && b.in_atari(b.chain(q)) {
                return true;
            }
        }
        s = b.next_stone(s);
        if s == h {
            break;
        }
    }
    let l = b.atari_liberty(h);
    if !b.legal(l) {
        return false;
    }
    let mut next = b.clone();
    next.play(l);
    let chain = next.chain(l);
    let mut libs = [NO_POINT; 3];
    match next.liberties(chain, NO_POINT, &mut libs) {
        0 | 1 => false,
        2 => depth == 0 || attack(&next, chain, depth - 1).is_none(),
        _ => true,
    }
}

/// The moves that save the colour to move's chain `h`, in atari, reading ladders: capture
/// a neighbour in atari, or extend when the chain then escapes.
pub fn rescues(b: &Fast, h: Point, out: &mut Points) {
    super::playout::captures_around(b, h, out);
    let l = b.atari_liberty(h);
    if !b.legal(l) || self_atari(b, l) > 0 {
        return;
    }
    let mut next = b.clone();
    next.play(l);
    let chain = next.chain(l);
    let mut libs = [NO_POINT; 3];
    let n = next.liberties(chain, NO_POINT, &mut libs);
    if n >= 3 || (n == 2 && attack(&next, chain, DEPTH).is_none()) {
        out.push(l);
    }
}

/// Whether the colour to move's stone on `p` (just played, so the opponent is to move in
/// `b`) leaves a chain of two stones or more that a ladder captures.
pub fn caught_in_ladder(b: &Fast, p: Point) -> bool {
    let h = b.chain(p);
    if b.stones(h) < 2 {
        return false;
    }
    let mut libs = [NO_POINT; 3];
    b.liberties(h, NO_POINT, &mut libs) == 2 && ladder_attack(b, h).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::go::board::{Board, Stone};

    fn fast(rows: &[&str], to_move: Stone) -> Fast {
        Fast::from_board(&Board::parse(&rows.concat()).expect("a board"), to_move, 15)
    }

    #[test]
    fn a_ladder_is_read_to_the_edge() {
        // White's two stones at (2, 2) and (2, 3), two liberties, Black around: a ladder.
        let rows = [
            ".......", ".......", "..WB...", ".BWB...", "..B....", ".......", ".......",
        ];
        let b = fast(&rows, Stone::Black);
        let h = b.chain(b.layout.cell(2 * 7 + 2));
        assert_eq!(b.stones(h), 2);
        assert!(ladder_attack(&b, h).is_some());
        // Without the black stone at (1, 3), White gets out by the side: no ladder.
        let open = [
            ".......", ".......", "..WB...", "..WB...", "..B....", ".......", ".......",
        ];
        let b = fast(&open, Stone::Black);
        let h = b.chain(b.layout.cell(2 * 7 + 2));
        assert_eq!(ladder_attack(&b, h), None);
    }
}
