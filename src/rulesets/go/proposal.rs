//! The engine's proposal of the dead stones when a counting starts, and what the bot believes
//! while it counts: the bot's ownership estimate ([`super::ownership::estimate`]: the playout
//! policy alone, from the position) turned into a verdict per group, as `MARK_DEAD` toggles
//! groups ([`group`]). The proposal is a pure function of the position: its playouts are seeded
//! by the position's hash.

use super::board::MAX_POINTS;
use super::counting::group;
use super::ownership::{estimate, playouts};
use super::state::{GoPoint, GoState};
use crate::engine::rng::GameRng;

/// The proposal's budget, in 9×9 playouts (fewer, longer ones on larger boards): about 40 ms
/// natively. GNU Go's own dead stones agreed with it in the games of `npm run balance`.
pub const PROPOSAL_BUDGET: u32 = 1_000;

/// One group of the position and the playouts' verdict on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupStatus {
    /// Its stones, in point order.
    pub stones: Vec<usize>,
    /// Thousandths of the playouts in which its colour owned its points at the end, over its
    /// stones (0: always taken, 1,000: always kept).
    pub kept: u32,
    /// Thousandths of the playouts in which nobody owned its points (a seki keeps them).
    pub neutral: u32,
}

impl GroupStatus {
    /// Dead: its points went to the opponent more often than not (a seki's do not).
    pub fn dead(&self) -> bool {
        self.kept + self.neutral / 2 < 500
    }
    /// Its fate is open: neither side owns its points in most playouts, and it is no seki.
    pub fn unsettled(&self, margin: u32) -> bool {
        self.neutral < 500 && (margin..=1000 - margin).contains(&self.kept)
    }
}

/// The stones the engine proposes dead in `state`'s position, in point order.
pub fn proposal(state: &GoState) -> Vec<GoPoint> {
    let mut rng = GameRng::from_u64(state.position.0 ^ u64::from(state.moves));
    let board = &state.board;
    let mut dead: Vec<GoPoint> = group_status(state, PROPOSAL_BUDGET, &mut rng)
        .iter()
        .filter(|g| g.dead())
        .flat_map(|g| g.stones.iter().map(|&p| board.xy(p)))
        .map(|(x, y)| GoPoint { x, y })
        .collect();
    dead.sort_unstable();
    dead
}

/// Every group of `state`'s position (in the order of their first stones) with the verdict of
/// `budget` 9×9 playouts' worth of the policy's playouts.
pub fn group_status(state: &GoState, budget: u32, rng: &mut GameRng) -> Vec<GroupStatus> {
    let board = &state.board;
    let n = board.len().min(MAX_POINTS);
    if (0..n).all(|p| board.at(p).is_none()) {
        return Vec::new();
    }
    let ownership = estimate(state, playouts(state.size, budget), rng);
    let mut seen = vec![false; n];
    let mut groups = Vec::new();
    for p in 0..n {
        let Some(stone) = board.at(p) else {
            continue;
        };
        if seen.get(p) == Some(&true) {
            continue;
        }
        let stones = group(board, p);
        let (mut kept, mut neutral) = (0i64, 0i64);
        for &q in &stones {
            if let Some(s) = seen.get_mut(q) {
                *s = true;
            }
            // The owner in thousandths from this colour's side, -1,000 to 1,000.
            let owner = i64::from(ownership.owner.get(q).copied().unwrap_or(0));
            let own = if stone == super::board::Stone::Black {
                owner
            } else {
                -owner
            };
            let empty = i64::from(ownership.neutral.get(q).copied().unwrap_or(0));
            // Kept when owned; the neutral playouts count for neither.
            kept += ((own + 1000 - empty) / 2).clamp(0, 1000);
            neutral += empty;
        }
        let count = stones.len().max(1) as i64;
        groups.push(GroupStatus {
            kept: (kept / count).clamp(0, 1000) as u32,
            neutral: (neutral / count).clamp(0, 1000) as u32,
            stones,
        });
    }
    groups
}
