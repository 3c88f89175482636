//! The hooks the kernel's generic MCTS calls through the `Ruleset` trait (until they leave it):
//! the moves worth searching (never filling your own eye, and a pass only when nothing else
//! is left or when it ends the game in your favour, so that simulated games end), a quick
//! rollout policy, and the estimate of a rollout cut short. Go's own bot is [`super::bot`].

use super::action::GoAction;
use super::area::Area;
use super::board::{Stone, MAX_POINTS};
use super::chains::{is_eye, place, Chains};
use super::judge::{legal_placements, to_act};
use super::state::GoState;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Rollout moves before a simulated game stops and is judged by [`estimate`]: random play
/// that never fills its own eyes ends a 9×9 game by two passes in about 100 moves.
pub const ROLLOUT_LIMIT: u32 = 160;
/// The lead, in half points, at which [`estimate`] gives 3 chances in 4.
const ESTIMATE_SCALE: i64 = 8;

/// Black's lead in half points on the board as it stands, komi included.
pub fn black_lead(state: &GoState) -> i64 {
    let area = Area::of(&state.board);
    2 * (i64::from(area.area(Stone::Black)) - i64::from(area.area(Stone::White)))
        - i64::from(state.komi_half_points)
}

/// Whether `colour` passing now ends the game (the opponent just passed) with `colour` ahead.
fn passing_wins(state: &GoState, colour: Stone) -> bool {
    if state.passes == 0 {
        return false;
    }
    let lead = black_lead(state);
    match colour {
        Stone::Black => lead > 0,
        Stone::White => lead < 0,
    }
}

fn play_at(state: &GoState, p: usize) -> GoAction {
    let (x, y) = state.board.xy(p);
    GoAction::Play { x, y }
}

/// The actions the bot searches: `PASS` alone when it ends the game with you ahead; else every
/// legal move but those that fill one of your own eyes, and `PASS` when no move is left.
pub fn bot_actions(state: &GoState, player: &PlayerId) -> Vec<GoAction> {
    if to_act(state) != Some(player) {
        return Vec::new();
    }
    let colour = state.to_move();
    // A pass that ends the game with you ahead wins it: nothing else is worth searching (a
    // small search would otherwise play on, and on, while the opponent passes).
    if passing_wins(state, colour) {
        return vec![GoAction::Pass {}];
    }
    let chains = Chains::of(&state.board);
    let mut actions: Vec<GoAction> = legal_placements(state, &chains)
        .filter(|(p, _)| !is_eye(&state.board, *p, colour))
        .map(|(p, _)| play_at(state, p))
        .collect();
    if actions.is_empty() {
        actions.push(GoAction::Pass {});
    }
    actions
}

/// The rollout policy: a pass where [`bot_actions`] would end the game with it; else a capture
/// if there is one, else any move that fills no eye of your own, at random (points are drawn
/// and checked one at a time, so a rollout move costs about one legality check, not one per
/// point).
pub fn rollout_action(state: &GoState, player: &PlayerId, rng: &mut GameRng) -> Option<GoAction> {
    if to_act(state) != Some(player) {
        return None;
    }
    let colour = state.to_move();
    if passing_wins(state, colour) {
        return Some(GoAction::Pass {});
    }
    let board = &state.board;
    let chains = Chains::of(board);
    let (mut empty, mut captures) = ([0u16; MAX_POINTS], [0u16; MAX_POINTS]);
    let (mut e, mut c) = (0usize, 0usize);
    for p in 0..board.len().min(MAX_POINTS) {
        if board.at(p).is_some() {
            continue;
        }
        if let Some(slot) = empty.get_mut(e) {
            *slot = p as u16;
            e += 1;
        }
        let takes = board.neighbours(p).any(|q| {
            board.at(q) == Some(colour.opponent())
                && chains.chain(q).is_some_and(|k| chains.liberties(k) == 1)
        });
        if takes {
            if let Some(slot) = captures.get_mut(c) {
                *slot = p as u16;
                c += 1;
            }
        }
    }
    let legal = |p: usize, eye_ok: bool| {
        (eye_ok || !is_eye(board, p, colour))
            && place(board, &chains, state.position, &state.history, colour, p).is_ok()
    };
    // A capture is never in your own eye (a neighbour is the opponent's).
    if let Some(p) = draw(&mut captures, c, rng, |p| legal(p, true)) {
        return Some(play_at(state, p));
    }
    if let Some(p) = draw(&mut empty, e, rng, |p| legal(p, false)) {
        return Some(play_at(state, p));
    }
    Some(GoAction::Pass {})
}

/// A point drawn at random among the first `n` of `points` that `ok` accepts (drawing without
/// replacement: each refused point is dropped), or none.
fn draw(
    points: &mut [u16; MAX_POINTS],
    mut n: usize,
    rng: &mut GameRng,
    ok: impl Fn(usize) -> bool,
) -> Option<usize> {
    while n > 0 {
        let i = rng.index(n);
        let p = usize::from(points.get(i).copied()?);
        if ok(p) {
            return Some(p);
        }
        n -= 1;
        points.swap(i, n);
    }
    None
}

/// Each player's chances in thousandths (Black, White) from Black's lead on the board as it
/// stands: 500 at an even count, 750 at `ESTIMATE_SCALE` half points ahead, towards 1,000
/// beyond (integer arithmetic: `500 + 500 · lead / (|lead| + scale)`).
pub fn estimate(state: &GoState) -> Vec<u32> {
    let lead = black_lead(state).clamp(-10_000, 10_000);
    let black = (500 + 500 * lead / (lead.abs() + ESTIMATE_SCALE)).clamp(0, 1000) as u32;
    vec![black, 1000 - black]
}
