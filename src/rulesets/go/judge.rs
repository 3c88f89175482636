//! The judge: the legal moves of a position, and the events an action causes.

use super::action::GoAction;
use super::board::Board;
use super::chains::{place, Chains, Placement, Refusal};
use super::counting;
use super::event::GoEvent;
use super::state::{GoPoint, GoRecorded, GoState};
use super::GoEndReason;
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;

/// The player to move, or to count; `None` once the game is over.
pub fn to_act(state: &GoState) -> Option<&PlayerId> {
    if state.is_decided() {
        return None;
    }
    if let Some(c) = &state.counting {
        return Some(state.player(c.to_act));
    }
    (!state.is_over()).then(|| state.player(state.to_move()))
}

/// The points where the colour to move may play, row by row, with what each move does.
pub fn legal_placements<'a>(
    state: &'a GoState,
    chains: &'a Chains,
) -> impl Iterator<Item = (usize, Placement)> + 'a {
    let colour = state.to_move();
    let board = &state.board;
    (0..board.len()).filter_map(move |p| {
        place(board, chains, state.position, &state.history, colour, p)
            .ok()
            .map(|placement| (p, placement))
    })
}

/// Every legal action of `player`: `PLAY` on each legal point row by row, then `PASS`
/// (`RESIGN` is never listed). Empty when `player` is not to move.
pub fn legal_actions(state: &GoState, player: &PlayerId) -> Vec<GoAction> {
    if to_act(state) != Some(player) {
        return Vec::new();
    }
    if state.counting.is_some() {
        return counting::legal_actions(state);
    }
    let chains = Chains::of(&state.board);
    let mut actions = Vec::with_capacity(state.board.len() + 1);
    actions.extend(legal_placements(state, &chains).map(|(p, _)| {
        let (x, y) = state.board.xy(p);
        GoAction::Play { x, y }
    }));
    actions.push(GoAction::Pass {});
    actions
}

/// Checks `action` by `player` and returns its events.
pub fn resolve(state: &GoState, player: &PlayerId, action: &GoAction) -> Result<Vec<GoEvent>> {
    if let GoAction::RecordResult {
        winner,
        reason,
        margin_half_points,
    } = *action
    {
        let result = GoRecorded {
            winner,
            reason,
            margin_half_points,
        };
        return record_result(state, result).map(|()| vec![GoEvent::ResultRecorded { result }]);
    }
    if let Some(c) = &state.counting {
        return counting::resolve(state, c, player, action);
    }
    match *action {
        GoAction::Play { x, y } => play(state, player, x, y),
        GoAction::Pass {} => Ok(vec![GoEvent::Passed {
            player: player.clone(),
        }]),
        GoAction::Resign {} => Ok(vec![GoEvent::Resigned {
            player: player.clone(),
        }]),
        GoAction::RecordResult { .. } => Err(EngineError::internal("a record reached the moves")),
        GoAction::MarkDead { .. } | GoAction::AcceptScore {} | GoAction::Resume {} => Err(
            EngineError::illegal("there is no counting now: it starts after two passes in a row"),
        ),
    }
}

/// The largest margin a record may give, in half points: the largest board's points with the
/// largest komi, twice.
pub const MAX_RECORDED_MARGIN: u32 = 2 * (361 + 1000);

/// Checks a recorded result: a reason only a record gives, a winner unless a draw by agreement,
/// a margin only with a recorded score.
fn record_result(_state: &GoState, r: GoRecorded) -> Result<()> {
    use GoEndReason as E;
    let fits = match r.reason {
        E::Agreement => r.winner.is_none() && r.margin_half_points.is_none(),
        E::TimeForfeit | E::Forfeit => r.winner.is_some() && r.margin_half_points.is_none(),
        E::RecordedScore => r.winner.is_some(),
        _ => {
            return Err(EngineError::illegal(format!(
                "reason is {:?}, expected AGREEMENT, TIME_FORFEIT, FORFEIT or RECORDED_SCORE: \
                 the other endings come from the board or a player's action",
                r.reason
            )))
        }
    };
    if !fits {
        return Err(EngineError::illegal(format!(
            "a recorded {:?} needs a winner (none for AGREEMENT), and a margin only with \
             RECORDED_SCORE",
            r.reason
        )));
    }
    match r.margin_half_points {
        Some(m) if m == 0 || m > MAX_RECORDED_MARGIN => Err(EngineError::invalid_input(format!(
            "marginHalfPoints is {m}, expected 1 to {MAX_RECORDED_MARGIN}"
        ))),
        _ => Ok(()),
    }
}

/// The point at (`x`, `y`), or `INVALID_INPUT` naming the coordinate that is off the board.
pub fn point(board: &Board, x: u32, y: u32) -> Result<usize> {
    let last = board.size().saturating_sub(1);
    for (name, value) in [("x", x), ("y", y)] {
        if value as usize > last {
            return Err(EngineError::invalid_input(format!(
                "{name} is {value}, expected 0 to {last}"
            )));
        }
    }
    board
        .point(x, y)
        .ok_or_else(|| EngineError::invalid_input(format!("x {x}, y {y} is off the board")))
}

fn play(state: &GoState, player: &PlayerId, x: u32, y: u32) -> Result<Vec<GoEvent>> {
    let board = &state.board;
    let p = point(board, x, y)?;
    let colour = state.to_move();
    let chains = Chains::around(board, p);
    let placement =
        place(board, &chains, state.position, &state.history, colour, p).map_err(|refusal| {
            match refusal {
                Refusal::Occupied(stone) => EngineError::illegal(format!(
                    "x {x}, y {y} is occupied by a {} stone",
                    stone.name()
                )),
                Refusal::Suicide => EngineError::illegal(format!(
                    "x {x}, y {y} is suicide: the stone would have no liberty and capture nothing"
                )),
                Refusal::Superko => EngineError::illegal(format!(
                    "x {x}, y {y} would repeat an earlier position (positional superko)"
                )),
            }
        })?;
    let mut events = Vec::with_capacity(1 + placement.captures);
    events.push(GoEvent::StonePlaced {
        player: player.clone(),
        colour,
        x,
        y,
    });
    for chain in placement.captured() {
        events.push(GoEvent::StonesCaptured {
            player: player.clone(),
            points: chains
                .points(chain)
                .map(|q| {
                    let (x, y) = board.xy(q);
                    GoPoint { x, y }
                })
                .collect(),
        });
    }
    Ok(events)
}
