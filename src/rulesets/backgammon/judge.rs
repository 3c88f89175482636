//! The judge: the legal actions, the events a move or a resignation causes (and, for a move the
//! rules refuse, why), the opening roll, and the game going on by itself between decisions
//! (rolling for the next turn, passing a turn whose dice cannot be used).

use super::action::{BackgammonAction, MoveFrom, MoveTo};
use super::event::BackgammonEvent as E;
use super::moves::{Dice, Pos, BAR, OFF};
use super::offers;
use super::state::{other, BackgammonState};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// The player who must act now: the one who must answer an offer; else the mover, once the
/// dice are rolled or while they choose between rolling and doubling; no one after the end.
pub fn to_act(state: &BackgammonState) -> Option<&PlayerId> {
    if state.is_over() {
        return None;
    }
    if let Some(seat) = offers::answerer(state) {
        return Some(state.player(seat));
    }
    if state.roll.is_none() && !offers::may_double(state) {
        return None;
    }
    state.mover.map(|seat| state.player(usize::from(seat)))
}

/// The mover's seat and position, while the game is on, the dice rolled and no offer waits.
fn mover(state: &BackgammonState) -> Option<(usize, Pos)> {
    to_act(state)?;
    if state.offer.is_some() || state.roll.is_none() {
        return None;
    }
    let seat = usize::from(state.mover?);
    Some((seat, state.pos(seat)))
}

/// The answers to an offer, or `ROLL` and `DOUBLE`, or the moves that begin a maximal use of
/// the dice left ([`Pos::legal_moves`]); empty when `player` is not to act.
pub fn legal_actions(state: &BackgammonState, player: &str) -> Vec<BackgammonAction> {
    if to_act(state).map(String::as_str) != Some(player) {
        return Vec::new();
    }
    if let Some(listed) = offers::listed(state) {
        return listed;
    }
    match mover(state) {
        Some((seat, pos)) if state.player(seat) == player => pos
            .legal_moves(&state.dice_left())
            .as_slice()
            .iter()
            .map(|m| BackgammonAction::from_indices(m.from, m.to))
            .collect(),
        _ => Vec::new(),
    }
}

/// The judge: checks `action` by `player` and returns its events.
pub fn resolve(
    state: &BackgammonState,
    player: &PlayerId,
    action: &BackgammonAction,
    rng: &mut GameRng,
) -> Result<Vec<E>> {
    let BackgammonAction::Move { from, to } = *action else {
        if to_act(state) != Some(player) {
            return Err(EngineError::not_your_turn(format!(
                "it is not {player:?}'s turn"
            )));
        }
        let roll = || E::DiceRolled {
            player: player.clone(),
            dice: next_dice(state, rng),
        };
        return offers::resolve(state, player, action, roll).unwrap_or_else(|| Ok(Vec::new()));
    };
    let from = match from {
        MoveFrom::Bar => BAR,
        MoveFrom::Point(p @ 1..=24) => p as usize,
        MoveFrom::Point(p) => {
            return Err(EngineError::invalid_input(format!(
                "from is {p}, expected a point from 1 to 24 or \"bar\""
            )))
        }
    };
    let to = match to {
        MoveTo::Off => OFF,
        MoveTo::Point(p @ 1..=24) => p as usize,
        MoveTo::Point(p) => {
            return Err(EngineError::invalid_input(format!(
                "to is {p}, expected a point from 1 to 24 or \"off\""
            )))
        }
    };
    let Some((seat, pos)) = mover(state) else {
        return Err(EngineError::illegal(if state.offer.is_some() {
            "an offer is waiting for an answer: no checker may move"
        } else {
            "the dice are not rolled: ROLL or DOUBLE first"
        }));
    };
    if state.player(seat) != player {
        return Err(EngineError::not_your_turn(format!(
            "it is {:?}'s turn, not {player:?}'s",
            state.player(seat)
        )));
    }
    let dice = state.dice_left();
    let Some(m) = pos.check_move(from, to, &dice) else {
        return Err(EngineError::illegal(why_not(&pos, &dice, from, to)));
    };
    let other = state.player(other(seat)).clone();
    let mut events = Vec::with_capacity(2);
    if to == OFF {
        events.push(E::CheckerBorneOff {
            player: player.clone(),
            from: m.from,
            die: m.die,
        });
        return Ok(events);
    }
    if pos.theirs(to) == 1 {
        events.push(E::CheckerHit {
            player: other,
            point: (25 - to) as u8,
        });
    }
    events.push(E::CheckerMoved {
        player: player.clone(),
        from: if from == BAR {
            MoveFrom::Bar
        } else {
            MoveFrom::Point(from as u32)
        },
        to: m.to,
        die: m.die,
    });
    Ok(events)
}

/// Why the move from `from` to `to` (indices: 25 the bar, 0 off) is not legal, in words.
fn why_not(pos: &Pos, dice: &Dice, from: usize, to: usize) -> String {
    let left = dice
        .as_slice()
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let name = |i: usize| match i {
        BAR => "the bar".to_string(),
        OFF => "off".to_string(),
        p => format!("point {p}"),
    };
    let highest = pos.highest();
    if from <= to {
        return format!(
            "checkers move from higher to lower points, not from {} to {}",
            name(from),
            name(to)
        );
    }
    if pos.mine(BAR) > 0 && from != BAR {
        return "a checker on the bar must enter first".to_string();
    }
    if pos.mine(from) == 0 {
        return format!("there is no checker of yours on {}", name(from));
    }
    if to == OFF {
        if highest > 6 {
            return format!(
                "cannot bear off while a checker is outside the home board (on {})",
                name(highest)
            );
        }
        let exact = dice.as_slice().contains(&(from as u8));
        let larger = dice.as_slice().iter().any(|&d| usize::from(d) > from);
        if !exact && larger && highest > from {
            return format!(
                "a larger die bears off only from the highest point, and a checker stands on \
                 point {highest} (dice left: {left})"
            );
        }
        if !exact && !larger {
            return format!("no die left bears off from point {from} (dice left: {left})");
        }
    } else {
        let die = from - to;
        if !dice.as_slice().iter().any(|&d| usize::from(d) == die) {
            return format!(
                "no die left shows {die}, the distance from {} to point {to} (dice left: {left})",
                name(from)
            );
        }
        if pos.theirs(to) >= 2 {
            return format!(
                "point {to} is blocked by {} of the opponent's checkers",
                pos.theirs(to)
            );
        }
    }
    let most = pos.max_use(dice);
    match dice.as_slice() {
        [a, b] if a != b && most == 1 => format!(
            "only one die can be used this turn, and then the larger ({}) must be played",
            a.max(b)
        ),
        _ => format!(
            "it would not use the dice as fully as possible: {most} of the {} dice left can be \
             used",
            dice.len()
        ),
    }
}

fn roll(rng: &mut GameRng) -> u8 {
    rng.roll(6) as u8
}

/// The next roll, the larger die first: the first recorded pair left (`DiceRolled` takes it
/// off when applied), else two dice from the seed. The seed is drawn from either way, so that
/// a game replayed from its recorded dice ends with the same RNG (and state hash).
fn next_dice(state: &BackgammonState, rng: &mut GameRng) -> [u8; 2] {
    let [a, b] = pair(state.recorded.first(), rng);
    [a.max(b), a.min(b)]
}

/// Two dice drawn from the seed, or the recorded pair when there is one.
fn pair(recorded: Option<&[u8; 2]>, rng: &mut GameRng) -> [u8; 2] {
    let drawn = [roll(rng), roll(rng)];
    recorded.copied().unwrap_or(drawn)
}

/// The opening roll: each player rolls one die, again while they tie; the higher starts with
/// both dice, which the first `DiceRolled` records. Nothing for a game set up from a position
/// (its mover is given).
pub fn start(state: &BackgammonState, rng: &mut GameRng) -> Vec<E> {
    if state.mover.is_some() {
        return Vec::new();
    }
    let mut rolls = Vec::new();
    let mut recorded = state.recorded.iter();
    let (white, black) = loop {
        let [w, b] = pair(recorded.next(), rng);
        rolls.push([w, b]);
        if w != b {
            break (w, b);
        }
    };
    let (seat, dice) = if white > black {
        (0, [white, black])
    } else {
        (1, [black, white])
    };
    let player = state.player(seat).clone();
    vec![
        E::OpeningRoll {
            rolls,
            player: player.clone(),
        },
        E::DiceRolled { player, dice },
    ]
}

/// Between decisions: roll for the mover whose turn has not rolled yet; pass a turn whose dice
/// are used or cannot be used. Nothing while the mover has a move to make, or after the end.
pub fn advance(state: &BackgammonState, rng: &mut GameRng) -> Vec<E> {
    let Some(seat) = state.mover.map(usize::from) else {
        return Vec::new();
    };
    if state.is_over() || state.offer.is_some() {
        return Vec::new();
    }
    let player = state.player(seat).clone();
    if state.roll.is_none() {
        if offers::may_double(state) {
            return Vec::new();
        }
        return vec![E::DiceRolled {
            player,
            dice: next_dice(state, rng),
        }];
    }
    if !state.pos(seat).can_move(&state.dice_left()) {
        return vec![E::TurnPassed {
            player,
            next: state.player(other(seat)).clone(),
        }];
    }
    Vec::new()
}
