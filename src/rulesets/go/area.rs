//! The area count of a position, as Tromp-Taylor rules make it.

use super::board::{set, Board, Stone, MAX_POINTS};

/// The area count of a position as Tromp-Taylor rules make it: every stone counts for its
/// colour, and an empty region (empty points connected along the lines) counts for a colour
/// when its border has stones of that colour only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    /// Per colour (Black, White).
    pub stones: [u32; 2],
    /// Empty points that count for each colour (Black, White).
    pub territory: [u32; 2],
    /// The colour each empty point counts for (`None` for stones and neutral points).
    pub owners: Vec<Option<Stone>>,
}

impl Area {
    /// The area count of `board`.
    pub fn of(board: &Board) -> Area {
        let mut owners = vec![None; board.len()];
        let mut territory = [0u32; 2];
        let mut seen = [false; MAX_POINTS];
        let mut region = [0u16; MAX_POINTS];
        for start in 0..board.len().min(MAX_POINTS) {
            if board.at(start).is_some() || seen.get(start) == Some(&true) {
                continue;
            }
            // Flood the empty region, noting which colours border it.
            let mut borders = [false; 2];
            let mut size = 0usize;
            if let Some(s) = seen.get_mut(start) {
                *s = true;
            }
            set(&mut region, 0, start as u16);
            let mut next = 0usize;
            size += 1;
            while next < size {
                let q = usize::from(region.get(next).copied().unwrap_or(0));
                next += 1;
                for r in board.neighbours(q) {
                    match board.at(r) {
                        Some(stone) => {
                            if let Some(b) = borders.get_mut(stone.index()) {
                                *b = true;
                            }
                        }
                        None => {
                            if let Some(s) = seen.get_mut(r) {
                                if !*s {
                                    *s = true;
                                    set(&mut region, size, r as u16);
                                    size += 1;
                                }
                            }
                        }
                    }
                }
            }
            let owner = match borders {
                [true, false] => Some(Stone::Black),
                [false, true] => Some(Stone::White),
                _ => None,
            };
            if let Some(owner) = owner {
                if let Some(t) = territory.get_mut(owner.index()) {
                    *t += size as u32;
                }
                for q in region.iter().take(size) {
                    if let Some(o) = owners.get_mut(usize::from(*q)) {
                        *o = Some(owner);
                    }
                }
            }
        }
        Area {
            stones: [board.count(Stone::Black), board.count(Stone::White)],
            territory,
            owners,
        }
    }
    /// Stones plus territory.
    pub fn area(&self, stone: Stone) -> u32 {
        let i = stone.index();
        self.stones.get(i).copied().unwrap_or(0) + self.territory.get(i).copied().unwrap_or(0)
    }
}
