//! What the playouts say about the end: who owns each point (in thousandths, +1,000 Black,
//! -1,000 White), which points nobody owns (seki, dame), the chains that are dead (whole
//! chains: a chain is dead when its points go to the opponent more often than not; a chain
//! in seki keeps its points and lives), and the count once those are taken off.

use super::area::Area;
use super::board::{Board, Stone};
use super::chains::Chains;
use super::sim::GoSim;
use super::state::GoState;
use crate::ai::rave::Simulation;
use crate::engine::rng::GameRng;

/// Ownership and neutrality at or beyond which a point is taken as settled (thousandths).
const SETTLED: i32 = 800;

/// The playouts' verdict on each point, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ownership {
    /// Thousandths: +1,000 when Black owned it at the end of every playout, -1,000 White.
    pub owner: Vec<i16>,
    /// Thousandths of the playouts that ended with the point owned by nobody.
    pub neutral: Vec<i16>,
}

impl Ownership {
    /// From the search's totals (the owners' sums per point, then the neutral counts).
    pub fn from_totals(totals: &[i32], points: usize, playouts: u32) -> Ownership {
        let n = i64::from(playouts.max(1));
        let per = |t: i32| (i64::from(t) * 1000 / n).clamp(-1000, 1000) as i16;
        let slot = |i: usize| totals.get(i).copied().unwrap_or(0);
        Ownership {
            owner: (0..points).map(|i| per(slot(i))).collect(),
            neutral: (0..points).map(|i| per(slot(points + i))).collect(),
        }
    }

    fn owner(&self, p: usize) -> i32 {
        i32::from(self.owner.get(p).copied().unwrap_or(0))
    }

    /// The points of the dead stones of `board`, whole chains, in point order.
    pub fn dead(&self, board: &Board) -> Vec<usize> {
        let chains = Chains::of(board);
        let mut sums: Vec<(i64, i64)> = vec![(0, 0); board.len()];
        for p in 0..board.len() {
            if let Some(c) = chains.chain(p) {
                if let Some(s) = sums.get_mut(usize::from(c)) {
                    s.0 += i64::from(self.owner(p));
                    s.1 += 1;
                }
            }
        }
        (0..board.len())
            .filter(|&p| {
                let (Some(stone), Some(c)) = (board.at(p), chains.chain(p)) else {
                    return false;
                };
                let (sum, _) = sums.get(usize::from(c)).copied().unwrap_or((0, 1));
                // The mean owner, from the chain's side: dead when it leans to the opponent.
                match stone {
                    Stone::Black => sum < 0,
                    Stone::White => sum > 0,
                }
            })
            .collect()
    }

    /// Whether every point is settled: owned by one side in most playouts, or by nobody in
    /// most (seki). A dame still open, or a fight still on, is not.
    pub fn settled(&self) -> bool {
        self.owner
            .iter()
            .zip(&self.neutral)
            .all(|(&o, &n)| i32::from(o).abs() >= SETTLED || i32::from(n) >= SETTLED)
    }
}

/// The playouts a budget counted in 9×9 playouts buys on a board of `size`: the budget on
/// 9×9, fewer on larger boards in proportion to their points (a playout there is that much
/// longer), at least 1.
pub fn playouts(size: u32, budget: u32) -> u32 {
    let points = u64::from(size.max(1)) * u64::from(size.max(1));
    (u64::from(budget.max(1)) * 81 / points).max(1) as u32
}

/// The ownership the playout policy alone gives from `state`, over `playouts` playouts (at
/// least 1), each side moving first in every other one so that whose turn it is weighs
/// nothing. No tree: a search whose moves all lose explores every blunder alike (filling a
/// seki's liberty, say), while the policy refuses them.
pub fn estimate(state: &GoState, playouts: u32, rng: &mut GameRng) -> Ownership {
    let root = GoSim::new(state);
    let mut totals = vec![0i32; root.owner_slots()];
    let mut played = Vec::new();
    let playouts = playouts.max(1);
    for i in 0..playouts {
        let mut sim = root.clone();
        if i % 2 == 1 {
            sim.board.pass();
            sim.board.passes = 0;
        }
        played.clear();
        sim.rollout(rng, &mut played);
        sim.tally(&mut totals);
    }
    Ownership::from_totals(&totals, root.points(), playouts)
}

/// Black's lead in half points, komi included, counted by area once the stones on `dead`
/// are taken off.
pub fn lead_without(board: &Board, dead: &[usize], komi_half_points: i32) -> i64 {
    let mut cleared = board.clone();
    for &p in dead {
        cleared.set(p, None);
    }
    let area = Area::of(&cleared);
    2 * (i64::from(area.area(Stone::Black)) - i64::from(area.area(Stone::White)))
        - i64::from(komi_half_points)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_owned_by_the_opponent_is_dead_as_a_whole() {
        let board =
            Board::parse(&[".B...", "BB...", ".....", "...WW", "..W.B"].concat()).expect("a board");
        // White owns the bottom right: the black stone there is dead; so is nothing else.
        let mut owner = vec![0i16; 25];
        for (p, o) in owner.iter_mut().enumerate() {
            let (x, y) = (p % 5, p / 5);
            *o = if x + y >= 5 { -900 } else { 900 };
        }
        let ownership = Ownership {
            owner,
            neutral: vec![0; 25],
        };
        assert_eq!(ownership.dead(&board), vec![24]);
        assert!(ownership.settled());
        // Without the dead stone White has the corner: Black 3 stones and 1 point of
        // territory, White 3 stones and 2 points; the middle is neutral.
        assert_eq!(lead_without(&board, &[24], 15), 2 * (4 - 5) - 15);
    }
}
