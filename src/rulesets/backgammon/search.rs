//! The bot's choice of a whole turn: backgammon as an expectimax game over the 21 rolls (the
//! network's five chances averaged over them), and the plan that hands the chosen turn out one
//! checker at a time.
//!
//! # One plan per turn, the same from any of its steps
//!
//! The bot is asked for one checker move at a time, and must finish the turn it planned. It
//! plans from the state alone (no memory between calls), so the plan is made such that asking
//! again after each of its moves gives the same plan:
//! - after a first move `m`, the bot always finishes the turn with the best play (by the
//!   network, 0-ply) among those that begin with `m`: the *winner* of `m`;
//! - at the start of the turn, the search compares only the winners of the first moves (each
//!   with its own first move), looking as deep as the budget allows, and plays the first move of
//!   the one it prefers.
//!
//! A winner is the best of its group by one fixed order (the equity, then the position), so it
//! is also the best of every smaller group on the way to it: every later step finds it again.

use super::moves::{Dice, Move, Pos};
use super::net::{finished, Net, Probs};
use super::plays::{plays, roll_dice, Play, ROLLS};
use crate::ai::expectimax::{ChanceGame, Round, Search, Value};
use std::cmp::Ordering;
use std::collections::BTreeMap;

impl Value for Probs {
    fn flip(self) -> Self {
        Probs::flip(self)
    }
    fn score(&self) -> f32 {
        self.equity()
    }
    fn average(parts: &[(Self, u32)]) -> Self {
        let mut sum = [0.0f32; 5];
        let mut total = 0u32;
        for (p, w) in parts {
            for (s, v) in sum.iter_mut().zip(p.0) {
                *s += v * *w as f32;
            }
            total += w;
        }
        let total = total.max(1) as f32;
        Probs(sum.map(|s| s / total))
    }
}

/// Backgammon for [`Search`]: positions from the side of the player about to roll.
pub struct Turns<'n> {
    net: &'n Net,
    plays: Vec<Play>,
}

impl<'n> Turns<'n> {
    pub fn new(net: &'n Net) -> Self {
        Turns {
            net,
            plays: Vec::with_capacity(64),
        }
    }
}

impl ChanceGame for Turns<'_> {
    type Pos = Pos;
    type Value = Probs;
    fn chances(&self) -> usize {
        ROLLS.len()
    }
    fn weight(&self, chance: usize) -> u32 {
        ROLLS.get(chance).map_or(0, |r| r.2)
    }
    fn children(&mut self, pos: &Pos, chance: usize, out: &mut Vec<Pos>) {
        let (a, b, _) = ROLLS.get(chance).copied().unwrap_or((1, 1, 1));
        plays(pos, &roll_dice(a, b), &mut self.plays);
        out.clear();
        out.extend(self.plays.iter().map(|p| p.pos.flipped()));
    }
    fn evaluate(&mut self, pos: &Pos) -> Probs {
        self.net.evaluate(pos)
    }
    fn is_over(&self, pos: &Pos) -> bool {
        finished(pos).is_some()
    }
}

/// How deep the start of a turn looks: the rounds of the root's filter.
#[derive(Debug, Clone, Copy)]
pub struct Depth {
    pub rounds: &'static [Round],
}

/// The value for the mover of the position `after` their play (the opponent to roll).
fn after(net: &Net, after: &Pos) -> Probs {
    net.evaluate(&after.flipped()).flip()
}

/// The fixed order of plays, best first: the higher equity, then the smaller position.
fn order(a: &(Pos, Probs), b: &(Pos, Probs)) -> Ordering {
    b.1.equity()
        .total_cmp(&a.1.equity())
        .then_with(|| a.0.cmp(&b.0))
}

fn better(a: &(Pos, Probs), b: &(Pos, Probs)) -> bool {
    order(a, b) == Ordering::Less
}

/// The checker move the mover of `pos` makes now with `dice` left: the first step of the plan
/// described in the module docs. `turn_start`: no die of this roll is used yet (only then does
/// the search look deeper than the network). `None` when no move is legal.
pub fn next_move(
    net: &Net,
    pos: &Pos,
    dice: &Dice,
    turn_start: bool,
    depth: Depth,
    budget: u64,
) -> Option<Move> {
    plan(net, pos, dice, turn_start, depth, budget).map(|(m, _)| m)
}

/// [`next_move`], with the position the plan ends the turn in (`None` when a single move is
/// legal: the plan is made after it).
fn plan(
    net: &Net,
    pos: &Pos,
    dice: &Dice,
    turn_start: bool,
    depth: Depth,
    budget: u64,
) -> Option<(Move, Option<Pos>)> {
    let legal = pos.legal_moves(dice);
    let first = legal.as_slice();
    if first.len() <= 1 {
        return first.first().map(|&m| (m, None));
    }
    // Each first move's winner, evaluating each final position once.
    let mut seen: BTreeMap<Pos, Probs> = BTreeMap::new();
    let mut buffer = Vec::new();
    let mut winners: Vec<(Move, (Pos, Probs))> = Vec::with_capacity(first.len());
    for &m in first {
        let mut next = *pos;
        next.play(m);
        let rest = match dice.as_slice().iter().position(|&d| d == m.die) {
            Some(i) => dice.without(i),
            None => continue,
        };
        plays(&next, &rest, &mut buffer);
        let mut best: Option<(Pos, Probs)> = None;
        for play in &buffer {
            let value = *seen
                .entry(play.pos)
                .or_insert_with(|| after(net, &play.pos));
            let candidate = (play.pos, value);
            if best.map_or(true, |b| better(&candidate, &b)) {
                best = Some(candidate);
            }
        }
        if let Some(best) = best {
            winners.push((m, best));
        }
    }
    let mut chosen = winners.first().map(|w| w.1)?;
    for (_, w) in &winners {
        if better(w, &chosen) {
            chosen = *w;
        }
    }
    if turn_start && !depth.rounds.is_empty() {
        let mut distinct: Vec<Pos> = Vec::with_capacity(winners.len());
        for (_, (p, _)) in &winners {
            if !distinct.contains(p) {
                distinct.push(*p);
            }
        }
        if distinct.len() > 1 {
            // Ranked statically first, so that equal values keep the network's order.
            let value = |p: &Pos| seen.get(p).copied().unwrap_or_default();
            distinct.sort_by(|a, b| order(&(*a, value(a)), &(*b, value(b))));
            let candidates: Vec<Pos> = distinct.iter().map(Pos::flipped).collect();
            let mut game = Turns::new(net);
            let mut search = Search::new(&mut game, budget);
            if let Some(c) = search.choose(&candidates, depth.rounds) {
                if let Some(p) = distinct.get(c.index) {
                    chosen = (*p, c.value);
                }
            }
        }
    }
    winners
        .iter()
        .find(|(_, (p, _))| *p == chosen.0)
        .map(|(m, _)| (*m, Some(chosen.0)))
}

/// The 0-ply plays of `pos` with roll `a`-`b`, best first, with the mover's values: for tests
/// and tools that compare the bot's choice with another's.
pub fn ranked_plays(net: &Net, pos: &Pos, a: u8, b: u8) -> Vec<(Play, Probs)> {
    let mut buffer = Vec::new();
    plays(pos, &roll_dice(a, b), &mut buffer);
    let mut out: Vec<(Play, Probs)> = buffer.iter().map(|p| (*p, after(net, &p.pos))).collect();
    out.sort_by(|x, y| order(&(x.0.pos, x.1), &(y.0.pos, y.1)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::backgammon::net::shared;
    use crate::rulesets::backgammon::plays::roll_dice;
    use crate::rulesets::backgammon::state::setup;

    const ONE_PLY: [Round; 1] = [Round {
        plies: 1,
        keep: 4,
        margin: 0.5,
    }];

    /// Positions along a game of the network against itself, with the roll of each turn.
    fn positions(seed: &str, turns: usize) -> Vec<(Pos, u8, u8)> {
        let mut rng = crate::engine::rng::GameRng::from_seed(seed);
        let mut pos = setup(&Default::default()).expect("setup").pos(0);
        let mut out = Vec::new();
        for _ in 0..turns {
            let (a, b) = (rng.roll(6) as u8, rng.roll(6) as u8);
            out.push((pos, a, b));
            let ranked = ranked_plays(shared(), &pos, a, b);
            let Some((play, _)) = ranked.first() else {
                break;
            };
            if finished(&play.pos).is_some() {
                break;
            }
            pos = play.pos.flipped();
        }
        out
    }

    /// Plays the bot's whole turn one checker at a time, asking afresh before each move as
    /// the judge would; returns the position reached and the plan made at the start.
    fn hand_out(pos: &Pos, a: u8, b: u8, depth: Depth) -> (Pos, Option<Pos>) {
        let mut dice = roll_dice(a, b);
        let mut at = *pos;
        let mut planned = None;
        let mut start = true;
        while let Some((m, end)) = plan(shared(), &at, &dice, start, depth, 50_000) {
            if start {
                planned = end;
            } else if let (Some(p), Some(e)) = (planned, end) {
                assert_eq!(p, e, "a later step planned another end");
            }
            let checked = at
                .check_move(usize::from(m.from), usize::from(m.to), &dice)
                .expect("the bot's move is legal");
            assert_eq!((checked.from, checked.to), (m.from, m.to));
            let i = dice
                .as_slice()
                .iter()
                .position(|&d| d == checked.die)
                .expect("a die");
            at.play(checked);
            dice = dice.without(i);
            start = false;
        }
        (at, planned)
    }

    #[test]
    fn the_turn_planned_at_its_start_is_the_turn_handed_out() {
        for (k, (pos, a, b)) in positions("plan", 60).into_iter().enumerate() {
            for depth in [Depth { rounds: &[] }, Depth { rounds: &ONE_PLY }] {
                let (end, planned) = hand_out(&pos, a, b, depth);
                if let Some(p) = planned {
                    assert_eq!(end, p, "turn {k}, roll {a}-{b}");
                }
                let mut all = Vec::new();
                plays(&pos, &roll_dice(a, b), &mut all);
                assert!(all.iter().any(|p| p.pos == end), "not a legal play");
            }
        }
    }

    #[test]
    fn the_same_state_gives_the_same_move_and_the_search_can_change_it() {
        let mut changed = 0;
        for (pos, a, b) in positions("same", 40) {
            let dice = roll_dice(a, b);
            let flat = next_move(shared(), &pos, &dice, true, Depth { rounds: &[] }, 0);
            let deep = next_move(
                shared(),
                &pos,
                &dice,
                true,
                Depth { rounds: &ONE_PLY },
                50_000,
            );
            let again = next_move(
                shared(),
                &pos,
                &dice,
                true,
                Depth { rounds: &ONE_PLY },
                50_000,
            );
            assert_eq!(deep, again);
            changed += usize::from(flat != deep);
        }
        // Looking a roll ahead sometimes prefers another play than the network alone.
        assert!(changed > 0);
    }

    #[test]
    fn equal_values_average_to_themselves() {
        let p = Probs([0.6, 0.2, 0.01, 0.1, 0.005]);
        assert_eq!(<Probs as Value>::average(&[(p, 1), (p, 2)]), p);
        let q = <Probs as Value>::average(&[(Probs::result(1), 1), (Probs::result(-1), 1)]);
        assert_eq!(q.equity(), 0.0);
    }
}
