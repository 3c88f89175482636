//! The bot's cube and resignation decisions, from the network's five chances: Janowski's
//! cubeless-to-cubeful approximation for money play (as GNU Backgammon's 0-ply cube decisions
//! use it), with a cube efficiency of 0.68. Deterministic (the same `f32` arithmetic native and
//! in wasm).

use super::action::BackgammonAction as A;
use super::bot::chances;
use super::net::Probs;
use super::offers::may_double;
use super::state::{other, BackgammonState, Offer};

/// How much of the cube's full value a live cube realises (Janowski's x).
const EFFICIENCY: f32 = 0.68;

/// Who may turn the cube next, seen from the player whose chances they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// In the middle: either player.
    Centred,
    /// Theirs alone.
    Owned,
    /// The opponent's alone.
    Unavailable,
}

/// The average value of a win and of a loss (a gammon 2, a backgammon 3).
fn averages(p: &Probs) -> (f32, f32) {
    let [win, wg, wbg, lg, lbg] = p.0;
    let w = if win > 1e-7 { 1.0 + (wg + wbg) / win } else { 1.0 };
    let l = if win < 1.0 - 1e-7 {
        1.0 + (lg + lbg) / (1.0 - win)
    } else {
        1.0
    };
    (w, l)
}

/// The equity with a fully live cube (Janowski's piecewise lines between the take point and
/// the cash point), per unit of the cube. `jacoby`: gammons do not count while it is centred.
fn live(p: &Probs, access: Access, jacoby: bool) -> f32 {
    let (w, l) = averages(p);
    let win = p.win();
    let take = (l - 0.5) / (w + l + 0.5);
    let cash = (l + 1.0) / (w + l + 0.5);
    match access {
        Access::Centred if win < take => {
            if jacoby {
                -1.0
            } else {
                -l + (l - 1.0) * win / take
            }
        }
        Access::Centred if win < cash => -1.0 + 2.0 * (win - take) / (cash - take),
        Access::Centred => {
            if jacoby {
                1.0
            } else {
                1.0 + (w - 1.0) * (win - cash) / (1.0 - cash)
            }
        }
        Access::Owned if win < cash => -l + (1.0 + l) * win / cash,
        Access::Owned => 1.0 + (w - 1.0) * (win - cash) / (1.0 - cash),
        Access::Unavailable if win < take => -l + (l - 1.0) * win / take,
        Access::Unavailable => -1.0 + (w + 1.0) * (win - take) / (1.0 - take),
    }
}

/// The cubeful equity per unit of the cube: the cubeless equity (no gammons under Jacoby with
/// the cube in the middle) blended with the live cube's.
pub fn cubeful(p: &Probs, access: Access, jacoby: bool) -> f32 {
    let dead = if jacoby && access == Access::Centred {
        2.0 * p.win() - 1.0
    } else {
        p.equity()
    };
    dead * (1.0 - EFFICIENCY) + live(p, access, jacoby) * EFFICIENCY
}

/// For the player on roll with chances `p`: (whether to double, whether the opponent should
/// take), in units of the cube as it is.
pub fn double_decision(p: &Probs, access: Access, jacoby: bool) -> (bool, bool) {
    let no_double = cubeful(p, access, jacoby);
    // Taken: twice the stake, the cube the opponent's (gammons count: the cube is turned).
    let taken = 2.0 * cubeful(p, Access::Unavailable, false);
    let take = taken < 1.0;
    (taken.min(1.0) > no_double, take)
}

/// The bot's answer to an offer or its choice before rolling, if one is waiting for `seat`.
pub fn decide(state: &BackgammonState, seat: usize) -> Option<A> {
    let me = state.player(seat);
    let jacoby = state.jacoby;
    let access = |s: usize| match state.cube.and_then(|c| c.owner) {
        None => Access::Centred,
        Some(o) if usize::from(o) == s => Access::Owned,
        Some(_) => Access::Unavailable,
    };
    match state.offer {
        Some(Offer::Resign { seat: offerer, points }) if other(usize::from(offerer)) == seat => {
            // Accept an offer at least as good as what the bot expects to win by playing on.
            let p = chances(state, me)?;
            // Without the cube, what playing on is worth is the cubeless equity.
            let expected = if state.cube.is_some() {
                cubeful(&p, access(seat), jacoby)
            } else {
                p.equity()
            };
            Some(if f32::from(points) >= expected {
                A::AcceptResignation {}
            } else {
                A::DeclineResignation {}
            })
        }
        Some(Offer::Double { seat: doubler }) if other(usize::from(doubler)) == seat => {
            let p = chances(state, state.player(usize::from(doubler)))?;
            let (_, take) = double_decision(&p, access(usize::from(doubler)), jacoby);
            Some(if take { A::Take {} } else { A::Drop {} })
        }
        None if may_double(state) && state.mover.map(usize::from) == Some(seat) => {
            let p = chances(state, me)?;
            let (double, _) = double_decision(&p, access(seat), jacoby);
            Some(if double { A::Double {} } else { A::Roll {} })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_are_the_textbook_ones() {
        // No gammons: take below 75% for the doubler, double from about 70%.
        let p = |win: f32| Probs([win, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(double_decision(&p(0.5), Access::Centred, false), (false, true));
        assert_eq!(double_decision(&p(0.72), Access::Centred, false), (true, true));
        assert_eq!(double_decision(&p(0.85), Access::Centred, false), (true, false));
        // Too good: a gammon-rich position the opponent must drop is played on.
        let gammonish = Probs([0.9, 0.6, 0.05, 0.0, 0.0]);
        assert_eq!(
            double_decision(&gammonish, Access::Centred, false),
            (false, false)
        );
        // The opponent's cube: never ours to turn, but the equity is still defined.
        assert!(cubeful(&p(0.5), Access::Unavailable, false) < cubeful(&p(0.5), Access::Owned, false));
    }
}
