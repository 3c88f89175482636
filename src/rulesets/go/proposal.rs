//! The engine's proposal of the dead stones when a counting starts: each chain's owner at the
//! end of a number of playouts from the position (random legal moves that never fill their own
//! eyes), the chains their colour keeps in fewer than half of them dead.
//! A pure function of the position: the playouts are seeded by its hash.

use super::area::Area;
use super::board::{Board, PositionHash, Stone, MAX_POINTS};
use super::chains::{is_eye, place, Chains};
use super::counting::group;
use super::state::{GoPoint, GoState};
use crate::engine::rng::GameRng;

/// Stones played in all the playouts of one proposal, at most (the number of playouts shrinks
/// with the board: 64 on 9×9, about 15 on 19×19).
const WORK: u32 = 64 * 81;

/// The stones the engine proposes dead in `state`'s position, in point order.
pub fn proposal(state: &GoState) -> Vec<GoPoint> {
    let board = &state.board;
    let mut dead: Vec<GoPoint> = group_status(state)
        .iter()
        .filter(|g| g.kept < 500)
        .flat_map(|g| g.stones.iter().map(|&p| board.xy(p)))
        .map(|(x, y)| GoPoint { x, y })
        .collect();
    dead.sort_unstable();
    dead
}

/// Every group of the position as `MARK_DEAD` toggles it ([`group`]), in the order of their
/// first stones, with how often its stones lived in the playouts: a group is marked as a
/// whole, so its fate is that of most of its stones.
pub fn group_status(state: &GoState) -> Vec<ChainStatus> {
    let board = &state.board;
    let chains = chain_status(state);
    let mut groups: Vec<ChainStatus> = Vec::new();
    for chain in &chains {
        let Some(&first) = chain.stones.first() else {
            continue;
        };
        if groups
            .iter()
            .any(|g| g.stones.binary_search(&first).is_ok())
        {
            continue;
        }
        let stones = group(board, first);
        let (mut kept, mut count) = (0u64, 0u64);
        for c in chains.iter().filter(|c| {
            c.stones
                .first()
                .is_some_and(|f| stones.binary_search(f).is_ok())
        }) {
            kept += u64::from(c.kept) * c.stones.len() as u64;
            count += c.stones.len() as u64;
        }
        groups.push(ChainStatus {
            stones,
            kept: (kept / count.max(1)) as u32,
        });
    }
    groups
}

/// One chain of the position and how often its colour kept its points in the playouts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChainStatus {
    /// Its stones, in point order.
    pub stones: Vec<usize>,
    /// Thousandths of the playouts in which its colour owned its points at the end.
    pub kept: u32,
}

/// Every chain of `state`'s position (in the order of their first stones) with how often it
/// lived in the playouts.
pub fn chain_status(state: &GoState) -> Vec<ChainStatus> {
    let board = &state.board;
    let n = board.len().min(MAX_POINTS);
    let playouts = (WORK / n.max(1) as u32).max(8);
    let mut rng = GameRng::from_u64(state.position.0 ^ u64::from(state.moves));
    // How often each point ended owned by the colour of the stone on it now.
    let mut kept = vec![0u32; n];
    for _ in 0..playouts {
        let end = playout(board, state.to_move(), &mut rng);
        let area = Area::of(&end);
        for (p, k) in kept.iter_mut().enumerate() {
            let Some(stone) = board.at(p) else {
                continue;
            };
            let owner = end.at(p).or_else(|| area.owners.get(p).copied().flatten());
            if owner == Some(stone) {
                *k += 1;
            }
        }
    }
    let chains = Chains::of(board);
    let mut seen = vec![false; n];
    let mut status = Vec::new();
    for p in 0..n {
        if board.at(p).is_none() || seen.get(p) == Some(&true) {
            continue;
        }
        let Some(chain) = chains.chain(p) else {
            continue;
        };
        let mut stones: Vec<usize> = chains.points(chain).collect();
        stones.sort_unstable();
        for &q in &stones {
            if let Some(s) = seen.get_mut(q) {
                *s = true;
            }
        }
        let total: u32 = stones.iter().filter_map(|&q| kept.get(q).copied()).sum();
        let kept = 1000 * u64::from(total) / (stones.len().max(1) as u64 * u64::from(playouts));
        status.push(ChainStatus {
            stones,
            kept: kept.min(1000) as u32,
        });
    }
    status
}

/// One playout from `board` with `colour` to move: a random point that is legal (no suicide; simple ko only) and fills none of the mover's eyes; two passes or
/// `3 · points` moves end it.
fn playout(board: &Board, mut colour: Stone, rng: &mut GameRng) -> Board {
    let mut board = board.clone();
    let mut position: PositionHash = board.hash();
    let mut previous = [PositionHash(u64::MAX)];
    let n = board.len().min(MAX_POINTS);
    let mut passes = 0;
    let mut moves = 0;
    let mut empty = Vec::with_capacity(n);
    while passes < 2 && moves < 3 * n {
        let chains = Chains::of(&board);
        empty.clear();
        empty.extend((0..n).filter(|&p| board.at(p).is_none()));
        let mut chosen = None;
        // Draw points without replacement until one is playable.
        while !empty.is_empty() {
            let i = rng.index(empty.len());
            let p = empty.swap_remove(i);
            if is_eye(&board, p, colour) {
                continue;
            }
            if let Ok(placement) = place(&board, &chains, position, &previous, colour, p) {
                chosen = Some((p, placement));
                break;
            }
        }
        moves += 1;
        let Some((p, placement)) = chosen else {
            passes += 1;
            colour = colour.opponent();
            continue;
        };
        passes = 0;
        previous = [position];
        for chain in placement.captured() {
            let stones: Vec<usize> = chains.points(chain).collect();
            for q in stones {
                board.set(q, None);
            }
        }
        board.set(p, Some(colour));
        position = placement.position;
        colour = colour.opponent();
    }
    board
}
