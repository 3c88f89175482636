//! The transposition table of [`super::search`]: what an earlier visit of a position found
//! (its best move, its score as an exact value or a bound, and how deep), so a transposition
//! is not searched twice and the best move is tried first.

use super::MATE_BOUND;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
pub(super) struct Entry<M> {
    pub key: u64,
    pub mv: Option<M>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// The transposition table: one entry per slot, always replaced. Its size is a power of two
/// chosen from the budget, so small searches do not pay for a large table.
pub(super) struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
}

impl<M: Copy> Table<M> {
    pub fn new(nodes: u64) -> Self {
        let size = nodes.clamp(1 << 12, 1 << 18).next_power_of_two() as usize;
        Table {
            entries: vec![None; size],
        }
    }
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }
    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.entries
            .get(self.slot(key))
            .copied()
            .flatten()
            .filter(|e| e.key == key)
    }
    pub fn put(&mut self, entry: Entry<M>) {
        let slot = self.slot(entry.key);
        if let Some(e) = self.entries.get_mut(slot) {
            *e = Some(entry);
        }
    }
}

/// A mate score stored relative to the node (so it stays right when found elsewhere).
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s + ply as i32,
        s if s < -MATE_BOUND => s - ply as i32,
        s => s,
    }
}

pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > MATE_BOUND => s - ply as i32,
        s if s < -MATE_BOUND => s + ply as i32,
        s => s,
    }
}
