//! The end of a game counted by agreement, as Go servers count it: after two passes the engine
//! proposes the dead stones, the players take turns to toggle groups, accept, or resume play;
//! when both accept the same marking, the dead stones are taken off as prisoners and the board
//! is counted by area with komi. So that every game ends, the second resume, the 20th toggle of
//! one counting and the move limit apply the engine's proposal instead.

use super::action::GoAction;
use super::board::{Board, Stone, MAX_POINTS};
use super::event::GoEvent;
use super::state::{GoPoint, GoScore, GoState};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use serde::{Deserialize, Serialize};

/// Toggles in one counting after which the engine's proposal is applied.
pub const MAX_TOGGLES: u32 = 20;
/// Resumes in one game: the second applies the engine's proposal instead of resuming.
pub const MAX_RESUMES: u32 = 2;

/// How a finished game is counted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum CountingRule {
    /// After two passes, the players agree on the dead stones (the engine proposes them).
    #[default]
    Agreement,
    /// Every stone on the board counts as alive: two passes count the board as it stands.
    Area,
}

/// Why the dead stones were taken off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CountingEnd {
    /// Both players accepted this marking.
    Agreed,
    /// A second resume: the engine's proposal.
    ResumeLimit,
    /// The 20th toggle of one counting: the engine's proposal.
    ToggleLimit,
    /// The move limit: the engine's proposal, without a counting.
    MoveLimit,
}

/// A counting in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GoCounting {
    /// The stones the engine proposed dead, in point order.
    pub proposal: Vec<GoPoint>,
    /// The stones marked dead now, in point order.
    pub dead: Vec<GoPoint>,
    /// Whether Black, then White, accepted the marking as it stands.
    pub accepted: [bool; 2],
    /// Toggles made in this counting.
    pub toggles: u32,
    /// The colour whose turn it is to toggle, accept or resume.
    pub to_act: Stone,
    /// The count if this marking is accepted: the board without the stones marked dead,
    /// counted by area with komi (its `territory` shows whose each empty point would be).
    pub preview: GoScore,
}

impl GoCounting {
    /// A counting of `state` that starts from the engine's `proposal` of dead stones, Black's
    /// or White's turn as `state` says, neither player having accepted.
    pub fn new(state: &GoState, proposal: Vec<GoPoint>) -> Self {
        let mut counting = GoCounting {
            dead: proposal.clone(),
            proposal,
            accepted: [false, false],
            toggles: 0,
            to_act: state.to_move(),
            preview: GoScore::of(&state.board, state.komi_half_points),
        };
        counting.count(state);
        counting
    }

    /// Counts the board of `state` without the stones marked dead into [`GoCounting::preview`].
    fn count(&mut self, state: &GoState) {
        let mut board = state.board.clone();
        for point in &self.dead {
            if let Some(p) = board.point(point.x, point.y) {
                board.set(p, None);
            }
        }
        self.preview = GoScore::of(&board, state.komi_half_points);
    }

    /// Whether the player of this colour accepted the marking as it stands.
    pub fn has_accepted(&self, stone: Stone) -> bool {
        self.accepted.get(stone.index()).copied().unwrap_or(false)
    }

    /// Whether the stone on `p` is marked dead.
    pub fn is_dead(&self, board: &Board, p: usize) -> bool {
        let (x, y) = board.xy(p);
        self.dead.binary_search(&GoPoint { x, y }).is_ok()
    }
}

/// The group of the stone on `p`, as servers toggle it: the stones of its colour connected to
/// it through each other and through empty points (never through the other colour's stones),
/// in point order. Empty when `p` holds no stone.
pub fn group(board: &Board, p: usize) -> Vec<usize> {
    let Some(colour) = board.at(p) else {
        return Vec::new();
    };
    let mut seen = [false; MAX_POINTS];
    let mut stack = vec![p];
    let mut stones = Vec::new();
    if let Some(s) = seen.get_mut(p) {
        *s = true;
    }
    while let Some(q) = stack.pop() {
        if board.at(q) == Some(colour) {
            stones.push(q);
        }
        for r in board.neighbours(q) {
            if board.at(r) == Some(colour.opponent()) {
                continue;
            }
            if let Some(s) = seen.get_mut(r) {
                if !*s {
                    *s = true;
                    stack.push(r);
                }
            }
        }
    }
    stones.sort_unstable();
    stones
}

/// The points of `stones`, as events carry them.
pub fn points(board: &Board, stones: &[usize]) -> Vec<GoPoint> {
    stones
        .iter()
        .map(|&p| {
            let (x, y) = board.xy(p);
            GoPoint { x, y }
        })
        .collect()
}

/// The actions of the player to act in a counting: accept, one toggle per group (at its first
/// stone, in point order), resume.
pub fn legal_actions(state: &GoState) -> Vec<GoAction> {
    let board = &state.board;
    let mut actions = vec![GoAction::AcceptScore {}];
    let mut listed = [false; MAX_POINTS];
    for p in 0..board.len().min(MAX_POINTS) {
        if board.at(p).is_none() || listed.get(p) == Some(&true) {
            continue;
        }
        for q in group(board, p) {
            if let Some(l) = listed.get_mut(q) {
                *l = true;
            }
        }
        let (x, y) = board.xy(p);
        actions.push(GoAction::MarkDead { x, y });
    }
    actions.push(GoAction::Resume {});
    actions
}

/// The events of a counting action by `player` (who is to act).
pub fn resolve(
    state: &GoState,
    counting: &GoCounting,
    player: &PlayerId,
    action: &GoAction,
) -> Result<Vec<GoEvent>> {
    let player = player.clone();
    match *action {
        GoAction::MarkDead { x, y } => {
            let board = &state.board;
            let p = super::judge::point(board, x, y)?;
            let stones = group(board, p);
            if stones.is_empty() {
                return Err(EngineError::illegal(format!(
                    "x {x}, y {y} is empty: mark a stone's group"
                )));
            }
            Ok(vec![GoEvent::DeadStonesMarked {
                player,
                dead: !counting.is_dead(board, p),
                points: points(board, &stones),
            }])
        }
        GoAction::AcceptScore {} => Ok(vec![GoEvent::ScoreAccepted { player }]),
        GoAction::Resume {} if state.resumes + 1 >= MAX_RESUMES => {
            Ok(vec![GoEvent::DeadStonesRemoved {
                points: counting.proposal.clone(),
                reason: CountingEnd::ResumeLimit,
            }])
        }
        GoAction::Resume {} => Ok(vec![GoEvent::PlayResumed { player }]),
        GoAction::Play { x, y } => {
            // A point off the board is bad input whenever it comes.
            super::judge::point(&state.board, x, y)?;
            Err(counting_now())
        }
        GoAction::Pass {} => Err(counting_now()),
        GoAction::Resign {} => Ok(vec![GoEvent::Resigned { player }]),
        // Caught by the judge before a counting's actions.
        GoAction::RecordResult { .. } => Err(counting_now()),
    }
}

fn counting_now() -> EngineError {
    EngineError::illegal(
        "the game is being counted: mark dead stones, accept the score or resume play",
    )
}

/// What the counting rule does once play has stopped: the events that start a counting, or take
/// the dead stones off, or none (the caller then counts the board, or a player decides).
/// `proposal` gives the engine's dead stones for the position when it is needed.
pub fn advance(state: &GoState, proposal: impl FnOnce(&GoState) -> Vec<GoPoint>) -> Vec<GoEvent> {
    if state.rule != CountingRule::Agreement || state.removed || state.is_decided() {
        return Vec::new();
    }
    match &state.counting {
        Some(c) if c.accepted == [true, true] => vec![GoEvent::DeadStonesRemoved {
            points: c.dead.clone(),
            reason: CountingEnd::Agreed,
        }],
        Some(c) if c.toggles >= MAX_TOGGLES => vec![GoEvent::DeadStonesRemoved {
            points: c.proposal.clone(),
            reason: CountingEnd::ToggleLimit,
        }],
        Some(_) => Vec::new(),
        None if state.moves >= state.move_limit() => vec![GoEvent::DeadStonesRemoved {
            points: proposal(state),
            reason: CountingEnd::MoveLimit,
        }],
        None if state.passes >= 2 => vec![GoEvent::CountingStarted {
            dead: proposal(state),
        }],
        None => Vec::new(),
    }
}

/// Applies a counting event (the others are `event.rs`'s).
pub fn apply(state: &mut GoState, event: &GoEvent) {
    match event {
        GoEvent::CountingStarted { dead } => {
            state.counting = Some(GoCounting::new(state, dead.clone()));
        }
        GoEvent::DeadStonesMarked { points, dead, .. } => {
            let Some(mut c) = state.counting.take() else {
                return;
            };
            for point in points {
                match (c.dead.binary_search(point), dead) {
                    (Err(at), true) => c.dead.insert(at, *point),
                    (Ok(at), false) => {
                        c.dead.remove(at);
                    }
                    _ => {}
                }
            }
            c.accepted = [false, false];
            c.toggles += 1;
            c.to_act = c.to_act.opponent();
            c.count(state);
            state.counting = Some(c);
        }
        GoEvent::ScoreAccepted { player } => {
            let Some(stone) = state.colour_of(player) else {
                return;
            };
            let Some(c) = state.counting.as_mut() else {
                return;
            };
            if let Some(a) = c.accepted.get_mut(stone.index()) {
                *a = true;
            }
            c.to_act = stone.opponent();
        }
        GoEvent::PlayResumed { .. } => {
            state.counting = None;
            state.passes = 0;
            state.resumes += 1;
        }
        GoEvent::DeadStonesRemoved { points, .. } => {
            super::event::take_off(state, points);
            // The last stone played may have been dead.
            if let Some(last) = state.last_move {
                let empty = state
                    .board
                    .point(last.x, last.y)
                    .map(|p| state.board.at(p).is_none());
                if empty != Some(false) {
                    state.last_move = None;
                }
            }
            state.counting = None;
            state.removed = true;
        }
        _ => {}
    }
}
