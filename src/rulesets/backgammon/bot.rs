//! What the bot needs of backgammon: the estimate that ends its short rollouts, the rollout
//! policy (the whole turn that the static evaluation likes best: one ply, every legal
//! sequence of the dice), and the fixed strategies it is measured against.

use super::action::BackgammonAction;
use super::eval::{score, win_chance};
use super::judge::to_act;
use super::moves::{Dice, Move, MoveList, Pos, CHECKERS, OFF};
use super::ruleset::Backgammon;
use super::state::BackgammonState;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Decisions a rollout plays (by the policy) before the estimate takes over: about the rest of
/// this turn and the opponent's reply.
pub const ROLLOUT_LIMIT: u32 = 6;

/// Each seat's chances of winning in thousandths, from the position's static evaluation; the
/// mover is on roll while they have dice to play.
pub fn estimate(state: &BackgammonState) -> Vec<u32> {
    let Some(seat) = state.mover.map(usize::from) else {
        return Vec::new();
    };
    let on_roll = !state.dice.is_empty() || state.roll.is_none();
    let chance = win_chance(&state.pos(seat), on_roll);
    if seat == 0 {
        vec![chance, 1000 - chance]
    } else {
        vec![1000 - chance, chance]
    }
}

/// The best complete sequence found so far: (dice used, whether it used the larger of two
/// different dice, score), and its first move.
struct Best {
    larger: Option<u8>,
    key: Option<(usize, bool, i32)>,
    first: Option<Move>,
}

/// Tries every legal sequence of `dice` from `pos` (a double's moves from the highest source
/// down only: other orders reach the same positions) and keeps the best complete one: the most
/// dice used, then the larger of two different dice, then the evaluation.
fn walk(
    pos: &Pos,
    dice: &Dice,
    cap: usize,
    used: usize,
    larger: bool,
    first: Option<Move>,
    best: &mut Best,
) {
    let mut moved = false;
    if !dice.is_empty() && pos.mine(OFF) < CHECKERS {
        let double = dice.is_double();
        for (i, die) in dice.distinct() {
            let rest = dice.without(i);
            let mut moves = MoveList::default();
            pos.moves_with(die, if double { cap } else { 25 }, &mut moves);
            for &m in moves.as_slice() {
                moved = true;
                let mut next = *pos;
                next.play(m);
                let larger = larger || best.larger == Some(die);
                walk(
                    &next,
                    &rest,
                    usize::from(m.from),
                    used + 1,
                    larger,
                    first.or(Some(m)),
                    best,
                );
            }
        }
    }
    if moved {
        return;
    }
    let Some(first) = first else {
        return;
    };
    // A sequence that used fewer dice can never be chosen: skip its evaluation.
    if best.key.is_some_and(|(u, l, _)| (u, l) > (used, larger)) {
        return;
    }
    let key = (used, larger, score(pos, false));
    if best.key.map_or(true, |k| key > k) {
        best.key = Some(key);
        best.first = Some(first);
    }
}

/// The first move of the best whole turn for the mover of `pos` with `dice`.
pub fn best_move(pos: &Pos, dice: &Dice) -> Option<Move> {
    let mut best = Best {
        larger: match dice.as_slice() {
            [a, b] if a != b => Some(*a.max(b)),
            _ => None,
        },
        key: None,
        first: None,
    };
    walk(pos, dice, 25, 0, false, None, &mut best);
    best.first
}

/// The rollout policy for `player`, when they are to move.
pub fn policy(state: &BackgammonState, player: &PlayerId) -> Option<BackgammonAction> {
    if to_act(state) != Some(player) {
        return None;
    }
    let seat = state.seat_of(player)?;
    let m = best_move(&state.pos(seat), &state.dice_left())?;
    Some(BackgammonAction::from_indices(m.from, m.to))
}

/// The fixed strategies the bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// The first legal action: the move from the highest point (the bar first), with the
    /// smaller die.
    FirstLegal,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::Random, Strategy::FirstLegal];

    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::FirstLegal => "first legal",
        }
    }
}

impl crate::ai::Strategy<Backgammon> for Strategy {
    fn choose(
        self,
        state: &BackgammonState,
        player: &PlayerId,
        rng: &mut GameRng,
    ) -> Option<BackgammonAction> {
        match self {
            Strategy::Random => crate::ai::playout::random_legal::<Backgammon>(state, player, rng),
            Strategy::FirstLegal => crate::ai::playout::first_legal::<Backgammon>(state, player),
        }
    }
}

/// Who plays a seat in a measured backgammon game.
pub type Seat = crate::ai::Seat<Strategy>;
