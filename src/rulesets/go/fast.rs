//! A board made for simulation: stones on a padded array (a border of edge cells, so that no
//! neighbour needs a bounds test), chains kept up to date move by move as circular lists with
//! pseudo-liberties (a count, a sum and a sum of squares of the liberty adjacencies: a chain
//! is in atari exactly when all its pseudo-liberties are the same point), and a Zobrist key
//! equal to the rules' [`PositionHash`](super::board::PositionHash). Simple ko only: the
//! rules' positional superko is checked where the bot chooses its move (see `priors`).
//!
//! Every array has [`CELLS`] entries, a power of two, and every index is masked to it
//! ([`ix`]): an index can never be out of range, whatever the position.

use super::board::{Board, Stone};
pub use super::layout::Layout;

/// Cells of the padded array: a power of two at least `(MAX_SIZE + 2)²`.
pub const CELLS: usize = 512;
const MASK: usize = CELLS - 1;

/// A cell of the padded array.
pub type Point = u16;
/// No point: cell 0 is a corner of the border, never a point of the board.
pub const NO_POINT: Point = 0;

/// What a cell holds (an empty point; the values double as two-bit codes in 3×3 patterns).
pub const EMPTY: u8 = 0;
/// A black stone.
pub const BLACK: u8 = 1;
/// A white stone.
pub const WHITE: u8 = 2;
/// The border around the board.
pub const EDGE: u8 = 3;

/// The index of `p` in every array: masked, so it is always in range.
#[inline(always)]
pub fn ix(p: Point) -> usize {
    usize::from(p) & MASK
}

/// The opponent of a colour (`BLACK` ↔ `WHITE`).
#[inline(always)]
pub fn other(colour: u8) -> u8 {
    3 - colour
}

/// The colour code of a rules stone.
pub fn code(stone: Stone) -> u8 {
    match stone {
        Stone::Black => BLACK,
        Stone::White => WHITE,
    }
}

/// The simulation board. Cloning it copies a few kilobytes: one clone per playout.
#[derive(Clone)]
pub struct Fast {
    /// The board's size and the geometry of its padded array.
    pub layout: &'static Layout,
    colour: [u8; CELLS],
    /// The next stone of the same chain (a circular list).
    next: [u16; CELLS],
    /// The chain each stone belongs to (the cell of its head stone).
    head: [u16; CELLS],
    /// Per chain head: pseudo-liberties (stone–empty adjacencies), their sum, their squares'
    /// sum, and the stones.
    libs: [u16; CELLS],
    lib_sum: [u32; CELLS],
    lib_squares: [u32; CELLS],
    size: [u16; CELLS],
    /// The empty points (in no particular order) and where each sits in that list.
    empty: [u16; CELLS],
    empty_at: [u16; CELLS],
    empties: usize,
    /// The point a simple ko forbids to the player to move.
    pub ko: Point,
    /// The Zobrist key of the position (the rules' `PositionHash`).
    pub hash: u64,
    /// The colour to move.
    pub to_move: u8,
    /// The last move (`NO_POINT` for a pass or none).
    pub last: Point,
    /// The move before it (`NO_POINT` for a pass or none).
    pub last2: Point,
    /// Passes in a row.
    pub passes: u8,
    /// White's komi in half points.
    pub komi_half_points: i32,
}

impl Fast {
    /// The position of a rules board, `to_move` to play.
    pub fn from_board(board: &Board, to_move: Stone, komi_half_points: i32) -> Fast {
        let layout = Layout::of(board.size());
        let mut fast = Fast {
            layout,
            colour: [EDGE; CELLS],
            next: [0; CELLS],
            head: [0; CELLS],
            libs: [0; CELLS],
            lib_sum: [0; CELLS],
            lib_squares: [0; CELLS],
            size: [0; CELLS],
            empty: [0; CELLS],
            empty_at: [0; CELLS],
            empties: 0,
            ko: NO_POINT,
            hash: 0,
            to_move: code(to_move),
            last: NO_POINT,
            last2: NO_POINT,
            passes: 0,
            komi_half_points,
        };
        for &p in &layout.points {
            fast.colour[ix(p)] = EMPTY;
            fast.push_empty(p);
        }
        // A legal position has no chain without liberties: nothing is captured here.
        for (i, &p) in layout.points.iter().enumerate() {
            if let Some(stone) = board.at(i) {
                fast.put(p, code(stone));
            }
        }
        fast
    }

    /// The four cells next to `p` (left, right, up, down).
    #[inline(always)]
    pub fn around(&self, p: Point) -> [Point; 4] {
        let w = self.layout.w as Point;
        [
            p.wrapping_sub(1),
            p.wrapping_add(1),
            p.wrapping_sub(w),
            p.wrapping_add(w),
        ]
    }

    /// The four cells diagonally next to `p`.
    #[inline(always)]
    pub fn diagonals(&self, p: Point) -> [Point; 4] {
        let w = self.layout.w as Point;
        [
            p.wrapping_sub(w + 1),
            p.wrapping_sub(w - 1),
            p.wrapping_add(w - 1),
            p.wrapping_add(w + 1),
        ]
    }

    /// What cell `p` holds: [`EMPTY`], [`BLACK`], [`WHITE`] or [`EDGE`].
    #[inline(always)]
    pub fn at(&self, p: Point) -> u8 {
        self.colour[ix(p)]
    }
    /// The chain (head cell) of the stone on `p`.
    #[inline(always)]
    pub fn chain(&self, p: Point) -> Point {
        self.head[ix(p)]
    }
    /// The stones of chain `h`.
    #[inline(always)]
    pub fn stones(&self, h: Point) -> u16 {
        self.size[ix(h)]
    }
    /// The next stone of the chain of `p` (walking it comes back to `p`).
    #[inline(always)]
    pub fn next_stone(&self, p: Point) -> Point {
        self.next[ix(p)]
    }
    /// The number of empty points.
    pub fn empty_count(&self) -> usize {
        self.empties
    }
    /// The `i`-th empty point (in the list's current order).
    #[inline(always)]
    pub fn empty_point(&self, i: usize) -> Point {
        self.empty[i & MASK]
    }
    /// Moves the `i`-th and `j`-th empty points past each other in the list (for drawing
    /// without replacement).
    #[inline(always)]
    pub fn swap_empty(&mut self, i: usize, j: usize) {
        let (a, b) = (self.empty[i & MASK], self.empty[j & MASK]);
        self.empty[i & MASK] = b;
        self.empty[j & MASK] = a;
        self.empty_at[ix(a)] = j as u16;
        self.empty_at[ix(b)] = i as u16;
    }

    /// Whether chain `h` has exactly one liberty (all its pseudo-liberties are one point).
    #[inline(always)]
    pub fn in_atari(&self, h: Point) -> bool {
        let (n, sum, squares) = (
            u64::from(self.libs[ix(h)]),
            u64::from(self.lib_sum[ix(h)]),
            u64::from(self.lib_squares[ix(h)]),
        );
        n > 0 && n * squares == sum * sum
    }
    /// The liberty of a chain in atari.
    #[inline(always)]
    pub fn atari_liberty(&self, h: Point) -> Point {
        let n = u32::from(self.libs[ix(h)]).max(1);
        (self.lib_sum[ix(h)] / n) as Point
    }
    /// Whether chain `h` has no liberty at all.
    #[inline(always)]
    pub fn dead(&self, h: Point) -> bool {
        self.libs[ix(h)] == 0
    }

    /// Up to `out.len()` distinct liberties of chain `h`, other than `except`; how many.
    pub fn liberties(&self, h: Point, except: Point, out: &mut [Point]) -> usize {
        let mut found = 0;
        let mut s = h;
        loop {
            for q in self.around(s) {
                if self.at(q) == EMPTY && q != except && !out[..found].contains(&q) {
                    match out.get_mut(found) {
                        Some(slot) => *slot = q,
                        None => return found,
                    }
                    found += 1;
                }
            }
            s = self.next[ix(s)];
            if s == h {
                return found;
            }
        }
    }

    /// Whether the colour to move may play on `p`: empty, not the simple-ko point, and not
    /// suicide (a move that captures never is).
    #[inline]
    pub fn legal(&self, p: Point) -> bool {
        if self.at(p) != EMPTY || p == self.ko {
            return false;
        }
        let me = self.to_move;
        for q in self.around(p) {
            let c = self.at(q);
            if c == EMPTY {
                return true;
            }
            if c == EDGE {
                continue;
            }
            let atari = self.in_atari(self.head[ix(q)]);
            if (c == me) != atari {
                return true; // a friend with another liberty, or a capture
            }
        }
        false
    }

    /// Whether `p` is an eye of `colour`: every neighbour is `colour` (or the edge), and not
    /// false (an opponent on two diagonals, or on one at the edge).
    #[inline]
    pub fn is_eye(&self, p: Point, colour: u8) -> bool {
        if self.at(p) != EMPTY {
            return false;
        }
        for q in self.around(p) {
            let c = self.at(q);
            if c != colour && c != EDGE {
                return false;
            }
        }
        let mut false_count = 0;
        let mut edge = false;
        for d in self.diagonals(p) {
            match self.at(d) {
                EDGE => edge = true,
                c if c == other(colour) => false_count += 1,
                _ => {}
            }
        }
        false_count + u32::from(edge) < 2
    }

    /// Plays the colour to move on `p`, which must be [`legal`](Fast::legal); returns the
    /// stones captured.
    pub fn play(&mut self, p: Point) -> u32 {
        let me = self.to_move;
        let them = other(me);
        self.put(p, me);
        let mut captured = 0;
        let mut single = NO_POINT;
        for q in self.around(p) {
            if self.at(q) == them && self.dead(self.head[ix(q)]) {
                let h = self.head[ix(q)];
                let n = self.remove(h);
                if n == 1 {
                    single = q;
                }
                captured += n;
            }
        }
        let h = self.head[ix(p)];
        self.ko = if captured == 1 && self.size[ix(h)] == 1 && self.in_atari(h) {
            single
        } else {
            NO_POINT
        };
        self.to_move = them;
        self.last2 = self.last;
        self.last = p;
        self.passes = 0;
        captured
    }

    /// A pass by the colour to move.
    pub fn pass(&mut self) {
        self.to_move = other(self.to_move);
        self.ko = NO_POINT;
        self.last2 = self.last;
        self.last = NO_POINT;
        self.passes = self.passes.saturating_add(1);
    }

    /// The Zobrist key after the colour to move plays the legal move `p`.
    pub fn hash_after(&self, p: Point) -> u64 {
        let me = self.to_move;
        let mut hash = self.hash ^ self.layout.key(me, p);
        let mut taken = [NO_POINT; 4];
        for (i, q) in self.around(p).into_iter().enumerate() {
            let h = self.head[ix(q)];
            if self.at(q) == other(me) && self.in_atari(h) && !taken.contains(&h) {
                taken[i] = h;
                let mut s = h;
                loop {
                    hash ^= self.layout.key(other(me), s);
                    s = self.next[ix(s)];
                    if s == h {
                        break;
                    }
                }
            }
        }
        hash
    }

    /// Puts a `colour` stone on `p` and joins it to its friends; captures nothing.
    fn put(&mut self, p: Point, colour: u8) {
        self.pop_empty(p);
        let i = ix(p);
        self.colour[i] = colour;
        self.head[i] = p;
        self.next[i] = p;
        self.size[i] = 1;
        self.libs[i] = 0;
        self.lib_sum[i] = 0;
        self.lib_squares[i] = 0;
        self.hash ^= self.layout.key(colour, p);
        for q in self.around(p) {
            match self.at(q) {
                EMPTY => self.add_liberty(p, q),
                BLACK | WHITE => self.remove_liberty(self.head[ix(q)], p),
                _ => {}
            }
        }
        for q in self.around(p) {
            if self.at(q) == colour && self.head[ix(q)] != self.head[i] {
                self.merge(self.head[i], self.head[ix(q)]);
            }
        }
    }

    /// Takes chain `h` off the board; returns its stones.
    fn remove(&mut self, h: Point) -> u32 {
        let colour = self.at(h);
        let mut n = 0;
        let mut s = h;
        loop {
            self.colour[ix(s)] = EMPTY;
            self.hash ^= self.layout.key(colour, s);
            self.push_empty(s);
            n += 1;
            s = self.next[ix(s)];
            if s == h {
                break;
            }
        }
        // Every chain next to the removed stones gains them as liberties.
        loop {
            for q in self.around(s) {
                if matches!(self.at(q), BLACK | WHITE) {
                    self.add_liberty(self.head[ix(q)], s);
                }
            }
            s = self.next[ix(s)];
            if s == h {
                break;
            }
        }
        n
    }

    fn merge(&mut self, a: Point, b: Point) {
        let (big, small) = if self.size[ix(a)] >= self.size[ix(b)] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[ix(s)] = big;
            s = self.next[ix(s)];
            if s == small {
                break;
            }
        }
        self.next.swap(ix(big), ix(small));
        let (bi, si) = (ix(big), ix(small));
        self.libs[bi] = self.libs[bi].wrapping_add(self.libs[si]);
        self.lib_sum[bi] = self.lib_sum[bi].wrapping_add(self.lib_sum[si]);
        self.lib_squares[bi] = self.lib_squares[bi].wrapping_add(self.lib_squares[si]);
        self.size[bi] = self.size[bi].wrapping_add(self.size[si]);
    }

    #[inline(always)]
    fn add_liberty(&mut self, h: Point, l: Point) {
        let (i, l) = (ix(h), u32::from(l));
        self.libs[i] = self.libs[i].wrapping_add(1);
        self.lib_sum[i] = self.lib_sum[i].wrapping_add(l);
        self.lib_squares[i] = self.lib_squares[i].wrapping_add(l * l);
    }

    #[inline(always)]
    fn remove_liberty(&mut self, h: Point, l: Point) {
        let (i, l) = (ix(h), u32::from(l));
        self.libs[i] = self.libs[i].wrapping_sub(1);
        self.lib_sum[i] = self.lib_sum[i].wrapping_sub(l);
        self.lib_squares[i] = self.lib_squares[i].wrapping_sub(l * l);
    }

    fn push_empty(&mut self, p: Point) {
        self.empty[self.empties & MASK] = p;
        self.empty_at[ix(p)] = self.empties as u16;
        self.empties += 1;
    }

    fn pop_empty(&mut self, p: Point) {
        let at = usize::from(self.empty_at[ix(p)]);
        self.empties = self.empties.saturating_sub(1);
        let last = self.empty[self.empties & MASK];
        self.empty[at & MASK] = last;
        self.empty_at[ix(last)] = at as u16;
    }

    /// Who a point counts for at the end of a playout: its stone's colour, or for an empty
    /// point the one colour next to it (`EMPTY` when none or both). Exact once a playout has
    /// filled the board but for eyes.
    #[inline]
    pub fn owner(&self, p: Point) -> u8 {
        match self.at(p) {
            EMPTY => {
                let mut seen = 0u8;
                for q in self.around(p) {
                    seen |= 1 << self.at(q);
                }
                match seen & 0b110 {
                    0b010 => BLACK,
                    0b100 => WHITE,
                    _ => EMPTY,
                }
            }
            c => c,
        }
    }

    /// Black's lead in half points by [`owner`](Fast::owner), komi included.
    pub fn black_lead(&self) -> i32 {
        let mut lead = 0i32;
        for &p in &self.layout.points {
            match self.owner(p) {
                BLACK => lead += 2,
                WHITE => lead -= 2,
                _ => {}
            }
        }
        lead - self.komi_half_points
    }

    /// The 3×3 neighbourhood of `p` as eight two-bit codes (rows from the top, the centre
    /// left out): the index of the pattern tables.
    #[inline]
    pub fn neighbourhood(&self, p: Point) -> u16 {
        let w = self.layout.w as Point;
        let cells = [
            p.wrapping_sub(w + 1),
            p.wrapping_sub(w),
            p.wrapping_sub(w - 1),
            p.wrapping_sub(1),
            p.wrapping_add(1),
            p.wrapping_add(w - 1),
            p.wrapping_add(w),
            p.wrapping_add(w + 1),
        ];
        let mut code = 0u16;
        for (i, q) in cells.into_iter().enumerate() {
            code |= u16::from(self.at(q)) << (2 * i);
        }
        code
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::go::chains::{place, Chains};

    fn board(rows: &[&str]) -> Board {
        Board::parse(&rows.concat()).expect("a board")
    }

    #[test]
    fn captures_liberties_and_hash_follow_the_rules() {
        let b = board(&[".....", ".BW..", "BW.W.", ".BW..", "....."]);
        let mut fast = Fast::from_board(&b, Stone::Black, 15);
        assert_eq!(fast.hash, b.hash().0);
        let layout = fast.layout;
        let p = layout.cell(2 * 5 + 2); // the centre: captures the white stone at (1, 2)
        assert!(fast.legal(p));
        let chains = Chains::of(&b);
        let placement =
            place(&b, &chains, b.hash(), &[], Stone::Black, 12).expect("the rules agree");
        assert_eq!(fast.hash_after(p), placement.position.0);
        assert_eq!(fast.play(p), 1);
        assert_eq!(fast.hash, placement.position.0);
        // The recapture is ko: forbidden at once.
        assert_eq!(fast.ko, layout.cell(2 * 5 + 1));
        assert!(!fast.legal(fast.ko));
        let centre = fast.chain(p);
        assert!(fast.in_atari(centre));
        assert_eq!(fast.atari_liberty(centre), layout.cell(2 * 5 + 1));
    }

    #[test]
    fn suicide_is_illegal_and_eyes_are_seen() {
        let b = board(&["B.B..", "BBB..", ".....", ".....", "....."]);
        let fast = Fast::from_board(&b, Stone::White, 15);
        let eye = fast.layout.cell(1);
        assert!(!fast.legal(eye));
        assert!(fast.is_eye(eye, BLACK));
        assert!(!fast.is_eye(eye, WHITE));
    }

    #[test]
    fn chains_merge_and_count_their_liberties() {
        let b = board(&[".....", ".B.B.", ".....", ".....", "....."]);
        let mut fast = Fast::from_board(&b, Stone::Black, 15);
        let p = fast.layout.cell(7);
        fast.play(p);
        let h = fast.chain(p);
        assert_eq!(fast.stones(h), 3);
        let mut libs = [NO_POINT; 8];
        assert_eq!(fast.liberties(h, NO_POINT, &mut libs), 8);
        assert!(!fast.in_atari(h));
    }
}
