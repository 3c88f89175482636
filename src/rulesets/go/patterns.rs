//! The 3×3 patterns of playouts and priors: the Mogo patterns (hane, cut, side moves) as
//! Michi writes them, in every rotation, reflection and colour swap, expanded once into a
//! table of the 65,536 neighbourhoods [`Fast::neighbourhood`](super::fast::Fast) codes.

use super::fast::{BLACK, EDGE, EMPTY, WHITE};
use std::sync::OnceLock;

/// The patterns, the move in the centre. `X`, `O`: a stone of either colour and of the
/// other; `x`, `o`: anything but `X` (resp. `O`); `.` empty; `?` anything; ` ` off the board.
const SOURCES: [[&str; 3]; 13] = [
    ["XOX", "...", "???"], // hane: enclosing hane
    ["XO.", "...", "?.?"], // hane: non-cutting hane
    ["XO?", "X..", "x.?"], // hane: magari
    [".O.", "X..", "..."], // katatsuke or diagonal attachment
    ["XO?", "O.o", "?o?"], // cut: unprotected
    ["XO?", "O.X", "???"], // cut: peeped
    ["?X?", "O.O", "ooo"], // cut: de
    ["OX?", "o.O", "???"], // cut: keima
    ["X.?", "O.?", "   "], // side: chase
    ["OX?", "X.O", "   "], // side: block the side cut
    ["?X?", "x.O", "   "], // side: block the side connection
    ["?XO", "x.x", "   "], // side: sagari
    ["?OX", "X.O", "   "], // side: cut
];

/// Whether a move on a point with this neighbourhood matches a pattern.
pub fn matches(neighbourhood: u16) -> bool {
    let table = TABLE.get_or_init(build);
    let i = usize::from(neighbourhood);
    table
        .get(i / 64)
        .is_some_and(|word| word & (1 << (i % 64)) != 0)
}

static TABLE: OnceLock<Vec<u64>> = OnceLock::new();

type Grid = [[u8; 3]; 3];

fn build() -> Vec<u64> {
    let mut table = vec![0u64; 1 << 10];
    for source in SOURCES {
        let mut grid: Grid = [[b'?'; 3]; 3];
        for (row, text) in grid.iter_mut().zip(source) {
            for (cell, c) in row.iter_mut().zip(text.bytes()) {
                *cell = c;
            }
        }
        for swap in [false, true] {
            let mut g = if swap { swapped(&grid) } else { grid };
            for _ in 0..4 {
                g = rotated(&g);
                for mirror in [false, true] {
                    let m = if mirror { mirrored(&g) } else { g };
                    expand(&m, 0, 0, &mut table);
                }
            }
        }
    }
    table
}

/// The cells of a grid in code order: rows from the top, the centre left out.
const ORDER: [(usize, usize); 8] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 0),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
];

/// Marks every neighbourhood matching `grid` from cell `k` on (`code` holds cells before).
fn expand(grid: &Grid, k: usize, code: u16, table: &mut [u64]) {
    let Some(&(r, c)) = ORDER.get(k) else {
        let i = usize::from(code);
        if let Some(word) = table.get_mut(i / 64) {
            *word |= 1 << (i % 64);
        }
        return;
    };
    let allowed: &[u8] = match grid[r][c] {
        b'X' => &[BLACK],
        b'O' => &[WHITE],
        b'x' => &[EMPTY, WHITE, EDGE],
        b'o' => &[EMPTY, BLACK, EDGE],
        b'.' => &[EMPTY],
        b' ' => &[EDGE],
        _ => &[EMPTY, BLACK, WHITE, EDGE],
    };
    for &v in allowed {
        expand(grid, k + 1, code | u16::from(v) << (2 * k), table);
    }
}

fn rotated(g: &Grid) -> Grid {
    let mut out = *g;
    for (r, row) in out.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = g[2 - c][r];
        }
    }
    out
}

fn mirrored(g: &Grid) -> Grid {
    let mut out = *g;
    for row in out.iter_mut() {
        row.reverse();
    }
    out
}

fn swapped(g: &Grid) -> Grid {
    let mut out = *g;
    for cell in out.iter_mut().flatten() {
        *cell = match *cell {
            b'X' => b'O',
            b'O' => b'X',
            b'x' => b'o',
            b'o' => b'x',
            other => other,
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::go::board::{Board, Stone};
    use crate::rulesets::go::fast::Fast;

    fn at(rows: &[&str], x: usize, y: usize) -> bool {
        let board = Board::parse(&rows.concat()).expect("a board");
        let fast = Fast::from_board(&board, Stone::Black, 15);
        let p = fast.layout.cell(y * board.size() + x);
        matches(fast.neighbourhood(p))
    }

    #[test]
    fn hane_and_cuts_match_in_every_orientation() {
        // Enclosing hane under a black stone between two white ones, and its rotation.
        assert!(at(&[".....", ".WBW.", ".....", ".....", "....."], 2, 2));
        assert!(at(&[".....", "..W..", "..B..", "..W..", "....."], 1, 2));
        // The cut between two diagonal stones (de): either colour.
        assert!(at(&[".....", "..B..", ".W.W.", ".....", "....."], 2, 2));
        assert!(at(&[".....", "..W..", ".B.B.", ".....", "....."], 2, 2));
        // An empty area matches nothing.
        assert!(!at(&[".....", ".....", ".....", ".....", "....."], 2, 2));
    }
}
