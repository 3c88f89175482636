//! What the bot does in a counting: it toggles groups until the marking matches its own
//! estimate of the dead stones, accepts a marking that does, and resumes only over a group
//! whose fate the playouts leave open (play must settle it), once a game.

use super::action::GoAction;
use super::counting::MAX_RESUMES;
use super::proposal::group_status;
use super::state::GoState;
use crate::engine::rng::GameRng;

/// A group its colour keeps in between this many thousandths of the playouts and `1000 -` it
/// (and that is no seki) is unsettled: worth resuming play over.
const UNSETTLED: u32 = 300;

/// The bot's counting action for the player to act (the state is in a counting), from
/// `budget` 9×9 playouts' worth of the playout policy.
pub fn decide(state: &GoState, budget: u32, rng: &mut GameRng) -> GoAction {
    let Some(counting) = &state.counting else {
        return GoAction::Pass {};
    };
    let board = &state.board;
    let groups = group_status(state, budget, rng);
    if state.resumes + 1 < MAX_RESUMES && groups.iter().any(|g| g.unsettled(UNSETTLED)) {
        return GoAction::Resume {};
    }
    // A stone of the first group (in point order) marked otherwise than the estimate: a toggle
    // there marks its whole group as the estimate has it.
    for g in &groups {
        let dead = g.dead();
        if let Some(&p) = g
            .stones
            .iter()
            .find(|&&p| counting.is_dead(board, p) != dead)
        {
            let (x, y) = board.xy(p);
            return GoAction::MarkDead { x, y };
        }
    }
    GoAction::AcceptScore {}
}
