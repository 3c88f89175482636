//! Go's bot: Monte Carlo tree search with RAVE ([`crate::ai::rave`]) over the simulation
//! board, with Go's priors and playout policy; the ownership estimate its playouts make, and
//! the dead stones it proposes for the count; the fixed strategies it is measured against.
//!
//! Budgets count playouts on 9×9; larger boards run fewer, longer playouts for the same
//! work ([`playouts`]). The same state, budget and seed give the same move, natively and in
//! wasm.

use super::action::GoAction;
use super::board::Stone;
use super::chains::{place, Chains};
use super::counting::CountingRule;
use super::judge::to_act;
use super::ownership::{self, lead_without, Ownership};
use super::ruleset::Go;
use super::sim::GoSim;
use super::state::GoState;
use crate::ai::rave::{search, Report, Settings};
use crate::ai::Bot;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Go's bot: [`decide`] at [`LEVELS`] (playouts) while stones are played, and the counting's
/// own decisions (`count_bot.rs`) while the players count.
impl Bot for Go {
    const LEVELS: [u32; 3] = LEVELS;
    const MAX_BUDGET: u32 = MAX_BUDGET;
    const UNIT: &'static str = "playouts";
    fn decide(
        view: &GoState,
        player: &PlayerId,
        budget: u32,
        rng: &mut GameRng,
    ) -> Result<GoAction> {
        if view.counting.is_some() {
            return Ok(super::count_bot::decide(view, budget, rng));
        }
        decide(view, player, budget, rng)
    }
}

/// Playouts per decision at Easy, Normal and Hard (on 9×9; see [`playouts`]).
pub const LEVELS: [u32; 3] = [300, 4_000, 25_000];
/// The largest budget accepted.
pub const MAX_BUDGET: u32 = 100_000;

/// The tree's settings (Michi's).
const SETTINGS: Settings = Settings {
    rave_equivalence: 3500.0,
    expand_visits: 8,
    exploration: 0.0,
};
/// The share of the budget spent on the policy's playouts that decide whether to pass (one
/// in this many).
const CHECK_SHARE: u32 = 4;
/// The win rate below which a lost game with nothing left to settle is passed out.
const HOPELESS: f64 = 0.03;

/// The playouts a budget (at most [`MAX_BUDGET`]) buys on a board of `size`: see
/// [`ownership::playouts`].
pub fn playouts(size: u32, budget: u32) -> u32 {
    ownership::playouts(size, budget.min(MAX_BUDGET))
}

/// What a search from `state` found: the report and the playouts' ownership.
fn think(state: &GoState, budget: u32, rng: &mut GameRng) -> (Report, Ownership) {
    let root = GoSim::new(state);
    let report = search(&root, playouts(state.size, budget), &SETTINGS, rng);
    let ownership = Ownership::from_totals(&report.totals, root.points(), report.playouts);
    (report, ownership)
}

/// The ownership the policy's playouts give, from the budget's playouts (see
/// [`ownership::estimate`](super::ownership::estimate)).
fn playout_ownership(state: &GoState, budget: u32, rng: &mut GameRng) -> Ownership {
    ownership::estimate(state, playouts(state.size, budget), rng)
}

/// The move the bot plays for `player` (`PASS` when the game is decided and passing does not
/// lose it; never `RESIGN`). Every move returned is legal under the rules. Errors:
/// `GAME_FINISHED`, `NOT_YOUR_TURN`.
pub fn decide(
    state: &GoState,
    player: &PlayerId,
    budget: u32,
    rng: &mut GameRng,
) -> Result<GoAction> {
    if state.is_over() {
        return Err(EngineError::game_finished());
    }
    if to_act(state) != Some(player) {
        return Err(EngineError::not_your_turn(format!(
            "it is {:?}'s turn, not {player:?}'s",
            state.player(state.to_move())
        )));
    }
    let colour = state.to_move();
    let (report, searched) = think(state, budget, rng);
    let best = best_legal(state, &report).unwrap_or(GoAction::Pass {});
    // Whether to pass is weighed only once the opponent has passed or the search sees
    // nothing left to settle, and then on the policy's own playouts (see `playout_ownership`).
    if state.passes == 0 && !searched.settled() {
        return Ok(best);
    }
    let ownership = playout_ownership(state, budget / CHECK_SHARE, rng);
    let dead = ownership.dead(&state.board);
    let wins = |lead: i64| match colour {
        Stone::Black => lead > 0,
        Stone::White => lead < 0,
    };
    let counted = wins(lead_without(&state.board, &dead, state.komi_half_points));
    // Counted by agreement, the counting takes the dead stones off; by area, every stone on the
    // board counts as it stands.
    let as_it_stands = state.rule == CountingRule::Agreement
        || wins(lead_without(&state.board, &[], state.komi_half_points));
    let settled = ownership.settled();
    let hopeless = report
        .choices
        .first()
        .map_or(true, |c| c.winrate < HOPELESS);
    let cleanup = || cleanup_move(state, &report, &dead, colour);
    if state.passes > 0 {
        // Passing now stops play: when the game is won as it will be counted (by agreement,
        // dead stones off; by area, every stone counting too); or when it is lost whatever we
        // do.
        if counted && as_it_stands {
            return Ok(GoAction::Pass {});
        }
        if counted {
            if let Some(action) = cleanup() {
                return Ok(action);
            }
        } else if settled || hopeless {
            return Ok(GoAction::Pass {});
        }
    } else if settled {
        // Nothing left to play for; but dead stones that would count for the opponent as
        // the board stands are taken off first.
        if counted && !as_it_stands {
            if let Some(action) = cleanup() {
                return Ok(action);
            }
        }
        return Ok(GoAction::Pass {});
    }
    Ok(best)
}

/// The most visited move the rules accept (the search checks superko itself; this is the
/// last word).
fn best_legal(state: &GoState, report: &Report) -> Option<GoAction> {
    let chains = Chains::of(&state.board);
    let colour = state.to_move();
    report.choices.iter().find_map(|c| {
        let p = usize::from(c.mv);
        if p >= state.board.len() {
            return None;
        }
        place(
            &state.board,
            &chains,
            state.position,
            &state.history,
            colour,
            p,
        )
        .ok()?;
        let (x, y) = state.board.xy(p);
        Some(GoAction::Play { x, y })
    })
}

/// A move towards taking the opponent's dead stones off: the most visited legal move next
/// to one of them, else the first legal point next to one.
fn cleanup_move(
    state: &GoState,
    report: &Report,
    dead: &[usize],
    colour: Stone,
) -> Option<GoAction> {
    let board = &state.board;
    let theirs: Vec<usize> = dead
        .iter()
        .copied()
        .filter(|&p| board.at(p) == Some(colour.opponent()))
        .collect();
    let next_to_dead =
        |p: usize| board.at(p).is_none() && board.neighbours(p).any(|q| theirs.contains(&q));
    let chains = Chains::of(board);
    let legal = |p: usize| place(board, &chains, state.position, &state.history, colour, p).is_ok();
    let searched = report.choices.iter().map(|c| usize::from(c.mv));
    let p = searched
        .chain(0..board.len())
        .find(|&p| p < board.len() && next_to_dead(p) && legal(p))?;
    let (x, y) = board.xy(p);
    Some(GoAction::Play { x, y })
}

/// Who owns each point in the end, row by row, in thousandths: +1,000 when Black owned it at
/// the end of every playout, -1,000 White (from `budget` playouts' worth of search).
pub fn ownership(state: &GoState, budget: u32, rng: &mut GameRng) -> Vec<i16> {
    playout_ownership(state, budget, rng).owner
}

/// The points of the stones the bot proposes as dead, whole chains (a chain in seki lives),
/// in point order.
pub fn dead_stones(state: &GoState, budget: u32, rng: &mut GameRng) -> Vec<usize> {
    playout_ownership(state, budget, rng).dead(&state.board)
}

/// The fixed strategies the Go bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action (passes included).
    Random,
    /// The first legal action: the first legal point row by row from the top left, a pass
    /// only when no point is legal.
    FirstLegal,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 2] = [Strategy::Random, Strategy::FirstLegal];

    /// The strategy in words, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal action",
        }
    }
}

impl crate::ai::Strategy<Go> for Strategy {
    fn choose(self, state: &GoState, player: &PlayerId, rng: &mut GameRng) -> Option<GoAction> {
        match self {
            Strategy::Random => crate::ai::playout::random_legal::<Go>(state, player, rng),
            Strategy::FirstLegal => crate::ai::playout::first_legal::<Go>(state, player),
        }
    }
}

/// Who plays a seat in a measured Go game.
pub type Seat = crate::ai::Seat<Strategy>;
