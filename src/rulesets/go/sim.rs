//! Go as the RAVE search sees it: moves are the rules' point numbers (`size²` for a pass),
//! playouts are [`playout`](super::playout)'s, and each playout's final position tallies
//! who owns each point (and, separately, which points nobody owns: seki and dame).

use super::board::PositionHash;
use super::fast::{Fast, BLACK, WHITE};
use super::playout::play_out;
use super::priors::priors;
use super::state::GoState;
use crate::ai::rave::{Prior, Simulation};
use crate::engine::rng::GameRng;

/// Moves per point after which a playout stops (it is then scored as it stands).
const PLAYOUT_MOVES_PER_POINT: u32 = 3;

/// A position being searched: the simulation board and the game's earlier positions
/// (positional superko, checked where the tree lists moves).
#[derive(Clone)]
pub struct GoSim<'a> {
    /// The simulation board.
    pub board: Fast,
    history: &'a [PositionHash],
}

impl<'a> GoSim<'a> {
    /// The position of `state`, its player to move.
    pub fn new(state: &'a GoState) -> GoSim<'a> {
        let mut board = Fast::from_board(&state.board, state.to_move(), state.komi_half_points);
        if let Some(last) = state.last_move {
            board.last = board.layout.cell((last.y * state.size + last.x) as usize);
        }
        GoSim {
            board,
            history: &state.history,
        }
    }

    /// The number of points, which is also the pass's move number.
    pub fn points(&self) -> usize {
        self.board.layout.points.len()
    }
}

impl Simulation for GoSim<'_> {
    fn move_space(&self) -> usize {
        self.points() + 1
    }
    /// Per point: the sum of its owners (+1 Black, -1 White), then how often nobody owned it.
    fn owner_slots(&self) -> usize {
        2 * self.points()
    }
    fn side(&self) -> usize {
        usize::from(self.board.to_move == WHITE)
    }
    fn finished(&self) -> bool {
        self.board.passes >= 2
    }
    fn expand(&self, children: &mut Vec<Prior>) {
        if !self.finished() {
            priors(&self.board, self.history, self.points() as u16, children);
        }
    }
    fn play(&mut self, mv: u16) {
        let p = self.board.layout.cell(usize::from(mv));
        if usize::from(mv) >= self.points() || !self.board.legal(p) {
            self.board.pass();
        } else {
            self.board.play(p);
        }
    }
    fn rollout(&mut self, rng: &mut GameRng, played: &mut Vec<(u16, u8)>) -> f64 {
        let limit = PLAYOUT_MOVES_PER_POINT * self.points() as u32;
        let lead = play_out(&mut self.board, rng, limit, played);
        match lead {
            l if l > 0 => 1.0,
            0 => 0.5,
            _ => 0.0,
        }
    }
    fn tally(&self, totals: &mut [i32]) {
        let n = self.points();
        for (i, &p) in self.board.layout.points.iter().enumerate() {
            match self.board.owner(p) {
                BLACK => add(totals, i, 1),
                WHITE => add(totals, i, -1),
                _ => add(totals, n + i, 1),
            }
        }
    }
}

#[inline]
fn add(totals: &mut [i32], i: usize, v: i32) {
    if let Some(t) = totals.get_mut(i) {
        *t += v;
    }
}
