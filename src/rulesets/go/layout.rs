//! The padded array of one board size, built once per size: the cell of each point and the
//! point of each cell, each cell's line from the edge, and the rules' Zobrist keys by cell.

use super::board::{key, Stone, MAX_SIZE, MIN_SIZE};
use super::fast::{ix, Point, CELLS, NO_POINT, WHITE};
use std::sync::OnceLock;

/// What one board size's padded array looks like: built once per size.
pub struct Layout {
    /// Points per side.
    pub n: usize,
    /// Cells per padded row (`n + 2`).
    pub w: usize,
    /// The cell of each point, row by row from the top (the rules' point order).
    pub points: Vec<Point>,
    /// The rules' point of each cell (`u16::MAX` on the border).
    pub index: [u16; CELLS],
    /// The line of each cell counted from the nearest edge, from 0.
    pub line: [u8; CELLS],
    /// The Zobrist key of a black, then a white, stone on each cell (the rules' keys).
    keys: [[u64; CELLS]; 2],
}

impl Layout {
    /// The layout of a `n` × `n` board (`n` clamped to the sizes the rules allow).
    pub fn of(n: usize) -> &'static Layout {
        const SIZES: usize = (MAX_SIZE - MIN_SIZE + 1) as usize;
        static TABLES: [OnceLock<Layout>; SIZES] = [const { OnceLock::new() }; SIZES];
        let n = n.clamp(MIN_SIZE as usize, MAX_SIZE as usize);
        let slot = n - MIN_SIZE as usize;
        // In range: `n` is clamped to the sizes the table has.
        TABLES[slot.min(SIZES - 1)].get_or_init(|| Layout::build(n))
    }

    fn build(n: usize) -> Layout {
        let w = n + 2;
        let mut layout = Layout {
            n,
            w,
            points: Vec::with_capacity(n * n),
            index: [u16::MAX; CELLS],
            line: [0; CELLS],
            keys: [[0; CELLS]; 2],
        };
        for y in 0..n {
            for x in 0..n {
                let p = ((y + 1) * w + x + 1) as Point;
                let i = y * n + x;
                layout.points.push(p);
                layout.index[ix(p)] = i as u16;
                layout.line[ix(p)] = x.min(y).min(n - 1 - x).min(n - 1 - y) as u8;
                layout.keys[0][ix(p)] = key(Stone::Black, i);
                layout.keys[1][ix(p)] = key(Stone::White, i);
            }
        }
        layout
    }

    /// The cell of the rules' point `i` (`NO_POINT` off the board).
    pub fn cell(&self, i: usize) -> Point {
        self.points.get(i).copied().unwrap_or(NO_POINT)
    }

    /// The Zobrist key of a stone of `colour` on `p`.
    #[inline(always)]
    pub fn key(&self, colour: u8, p: Point) -> u64 {
        self.keys[usize::from(colour == WHITE)][ix(p)]
    }
}
