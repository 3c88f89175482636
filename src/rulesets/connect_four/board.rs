//! The board as bitboards, for the rules' checks, perft and the bot: cell (`column`, `row`) is
//! bit `7 * column + row`, row 0 at the bottom. Each column has a seventh bit that stays empty,
//! so that a shift never carries a line from the top of one column into the next.

/// Columns, left to right.
pub const COLUMNS: u32 = 7;
/// Rows, bottom to top.
pub const ROWS: u32 = 6;
/// Cells on the board.
pub const CELLS: u32 = COLUMNS * ROWS;
/// Bits per column: the rows and the empty seventh.
const STRIDE: u32 = ROWS + 1;
/// The bottom cell of every column.
const BOTTOM: u64 = {
    let mut bits = 0;
    let mut column = 0;
    while column < COLUMNS {
        bits |= 1 << (column * STRIDE);
        column += 1;
    }
    bits
};
/// Every cell of the board.
pub const FULL: u64 = BOTTOM * ((1 << ROWS) - 1);
/// The four directions of a line, as bit distances: up, right, up-right, down-right.
const DIRECTIONS: [u32; 4] = [1, STRIDE, STRIDE + 1, STRIDE - 1];

/// The bit of cell (`column`, `row`); 0 off the board.
pub const fn bit(column: u32, row: u32) -> u64 {
    if column < COLUMNS && row < ROWS {
        1 << (column * STRIDE + row)
    } else {
        0
    }
}

/// Every cell of `column` (none for a column off the board).
pub const fn column_cells(column: u32) -> u64 {
    if column < COLUMNS {
        ((1 << ROWS) - 1) << (column * STRIDE)
    } else {
        0
    }
}

/// The column and row of the lowest set bit of `bits`.
pub fn cell_of(bits: u64) -> (u32, u32) {
    let index = bits.trailing_zeros();
    (index / STRIDE, index % STRIDE)
}

/// Whether `discs` hold four in a row: across, up, or along either diagonal.
pub fn has_four(discs: u64) -> bool {
    DIRECTIONS.iter().any(|&d| {
        let pairs = discs & (discs >> d);
        pairs & (pairs >> (2 * d)) != 0
    })
}

/// The empty cells where one more disc would give `discs` four in a row (`all` holds every
/// disc on the board), playable now or not.
pub fn winning_cells(discs: u64, all: u64) -> u64 {
    // Up: three below.
    let mut cells = (discs << 1) & (discs << 2) & (discs << 3);
    for d in [STRIDE, STRIDE + 1, STRIDE - 1] {
        // Two on one side, and a third beyond them or one on the other side; both ways.
        let pairs = (discs << d) & (discs << (2 * d));
        cells |= pairs & (discs << (3 * d));
        cells |= pairs & (discs >> d);
        let pairs = (discs >> d) & (discs >> (2 * d));
        cells |= pairs & (discs << d);
        cells |= pairs & (discs >> (3 * d));
    }
    cells & FULL & !all
}

/// The 69 windows of four cells in a line, each as a mask.
pub const WINDOWS: [u64; 69] = {
    let mut windows = [0u64; 69];
    let mut n = 0;
    let mut column = 0;
    while column < COLUMNS {
        let mut row = 0;
        while row < ROWS {
            // From this cell: up, right, up-right, down-right (as far as the board goes).
            let steps: [(i32, i32); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];
            let mut s = 0;
            while s < 4 {
                let (dc, dr) = steps[s];
                let end_column = column as i32 + 3 * dc;
                let end_row = row as i32 + 3 * dr;
                if end_column >= 0
                    && end_column < COLUMNS as i32
                    && end_row >= 0
                    && end_row < ROWS as i32
                {
                    let mut mask = 0;
                    let mut k = 0;
                    while k < 4 {
                        mask |= bit(
                            (column as i32 + k * dc) as u32,
                            (row as i32 + k * dr) as u32,
                        );
                        k += 1;
                    }
                    windows[n] = mask;
                    n += 1;
                }
                s += 1;
            }
            row += 1;
        }
        column += 1;
    }
    windows
};

/// A position for perft and the bot: the discs of the player to move, and every disc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The discs of the player to move.
    pub mover: u64,
    /// Every disc on the board.
    pub all: u64,
}

impl Position {
    /// The discs of the player who moved last.
    pub fn other(&self) -> u64 {
        self.mover ^ self.all
    }
    /// Discs on the board.
    pub fn discs(&self) -> u32 {
        self.all.count_ones()
    }
    /// The cell a disc dropped into each column would land on, for the columns not full.
    pub fn landing(&self) -> u64 {
        (self.all + BOTTOM) & FULL
    }
    /// Whether the game is over: the last player made four, or the board is full.
    pub fn is_over(&self) -> bool {
        self.all == FULL || has_four(self.other())
    }
    /// The cell a disc dropped into `column` lands on (0 for a full column).
    pub fn landing_in(&self, column: u32) -> u64 {
        self.landing() & column_cells(column)
    }
    /// The position after the player to move drops a disc into `column`, which is not full;
    /// the other player is then to move.
    pub fn play(&self, column: u32) -> Position {
        let cell = self.landing_in(column);
        Position {
            mover: self.other(),
            all: self.all | cell,
        }
    }
    /// The cells where the player to move would make four now.
    pub fn wins(&self) -> u64 {
        winning_cells(self.mover, self.all) & self.landing()
    }
    /// The cells where the other player would make four on their next move.
    pub fn threats(&self) -> u64 {
        winning_cells(self.other(), self.all) & self.landing()
    }

    /// The number of move sequences of length `depth` from here (none once the game is over).
    /// Each position whose moves are listed spends one of `budget`; `None` once it runs out.
    pub fn perft(&self, depth: u32, budget: &mut u64) -> Option<u64> {
        if depth == 0 {
            return Some(1);
        }
        if self.is_over() {
            return Some(0);
        }
        *budget = budget.checked_sub(1)?;
        let landing = self.landing();
        if depth == 1 {
            return Some(u64::from(landing.count_ones()));
        }
        let mut total = 0;
        for column in 0..COLUMNS {
            if landing & column_cells(column) != 0 {
                total += self.play(column).perft(depth - 1, budget)?;
            }
        }
        Some(total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four in a row by looking at every cell and direction, on a 6 × 7 grid of booleans.
    fn four_by_hand(discs: u64) -> bool {
        let at = |c: i32, r: i32| {
            (0..COLUMNS as i32).contains(&c)
                && (0..ROWS as i32).contains(&r)
                && discs & bit(c as u32, r as u32) != 0
        };
        (0..COLUMNS as i32).any(|c| {
            (0..ROWS as i32).any(|r| {
                [(0, 1), (1, 0), (1, 1), (1, -1)]
                    .iter()
                    .any(|&(dc, dr)| (0..4).all(|k| at(c + k * dc, r + k * dr)))
            })
        })
    }

    #[test]
    fn the_windows_are_the_69_lines_of_four() {
        assert!(WINDOWS.iter().all(|w| w.count_ones() == 4 && w & !FULL == 0));
        let mut sorted = WINDOWS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 69);
        assert!(WINDOWS.iter().all(|&w| has_four(w) && four_by_hand(w)));
    }

    #[test]
    fn fours_and_winning_cells_agree_with_a_check_by_hand() {
        // Pseudo-random boards that obey gravity: xorshift, so the test needs nothing else.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..5_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let all = (0..COLUMNS).fold(0, |all, c| {
                let height = ((x >> (3 * c)) % 7) as u32;
                all | (column_cells(c) & ((1u64 << (c * STRIDE + height)) - 1))
            });
            let discs = all & x.rotate_left(23);
            assert_eq!(has_four(discs), four_by_hand(discs), "{discs:#x}");
            if four_by_hand(discs) {
                continue;
            }
            let cells = winning_cells(discs, all);
            for c in 0..COLUMNS {
                for r in 0..ROWS {
                    let b = bit(c, r);
                    let wins = all & b == 0 && four_by_hand(discs | b);
                    assert_eq!(cells & b != 0, wins, "{discs:#x} {all:#x} ({c}, {r})");
                }
            }
        }
    }
}
