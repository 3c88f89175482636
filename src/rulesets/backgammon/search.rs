//! The bot's choice of a whole turn: backgammon as an expectimax game over the 21 rolls (the
//! network's five chances averaged over them), and the plan that hands the chosen turn out one
//! checker at a time.
//!
//! # One plan per turn, the same from any of its steps
//!
//! The bot is asked for one checker move at a time, and must finish the turn it planned. It
//! plans from the state alone (no memory between calls), so the plan is made such that asking
//! again after each of its moves gives the same plan. From a state where `used` dice of the roll
//! are used, the bot's end of the turn (its *winner*) is:
//! - two or more dice used (or at Easy, from the first die on): the best play by the network
//!   (0-ply) among those left, by one fixed order (the equity, then the position). It is also the
//!   best of every smaller set of plays on the way to it, so every later step finds it again;
//! - one die used: among the winners of the next moves, the network's best few compared one roll
//!   ahead (1-ply). After the next move, that winner is found again by the rule above;
//! - at the start of the turn: among the winners of the first moves, the one the expectimax
//!   search prefers, looking as deep as the level and the budget allow. After the first move,
//!   the rule above finds it again.
//!
//! The bot then plays the first of the legal moves whose own winner is that end. Each rule
//! chooses among the winners of the states one move further, so the plan made at the start is
//! the plan every later step makes.

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
    /// The search's game, valued by `net`.
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

/// How the bot looks: the rounds of the turn start's filter, and whether each first move's
/// plays are compared one roll ahead (`Planner`).
#[derive(Debug, Clone, Copy)]
pub struct Depth {
    /// The rounds of the filter at the turn's start, in order.
    pub rounds: &'static [Round],
    /// Compare each first move's best plays at 1-ply (else by the network alone).
    pub one_ply: bool,
}

/// How many of a first move's plays (the network's best, within [`FOLLOW_MARGIN`] of the
/// best) are compared at 1-ply when [`Depth::one_ply`] is set.
const FOLLOW: usize = 3;
const FOLLOW_MARGIN: f32 = 0.2;

/// The fixed order of plays, best first: the higher equity, then the smaller position.
fn order(a: &(Pos, Probs), b: &(Pos, Probs)) -> Ordering {
    b.1.equity()
        .total_cmp(&a.1.equity())
        .then_with(|| a.0.cmp(&b.0))
}

/// The plan of one turn, made from one state: every value it finds is kept, so each first
/// move's winner (and the plays shared between first moves) is valued once.
struct Planner<'n> {
    search: Search<Turns<'n>>,
    depth: Depth,
    /// The network's value of each position after a play, for the player who played.
    after: BTreeMap<Pos, Probs>,
    buffer: Vec<Play>,
}

impl<'n> Planner<'n> {
    fn new(net: &'n Net, depth: Depth) -> Self {
        Planner {
            search: Search::new(Turns::new(net), u64::MAX),
            depth,
            after: BTreeMap::new(),
            buffer: Vec::with_capacity(64),
        }
    }

    /// The network's value of the position `end` after a play, for the player who played.
    fn after(&mut self, end: &Pos) -> (Pos, Probs) {
        let net = self.search.game.net;
        let v = *self
            .after
            .entry(*end)
            .or_insert_with(|| net.evaluate(&end.flipped()).flip());
        (*end, v)
    }

    /// The legal first moves of `dice` from `pos`, each with the position it leads to and the
    /// dice left (the judge's die).
    fn children(pos: &Pos, dice: &Dice) -> Vec<(Move, Pos, Dice)> {
        let legal = pos.legal_moves(dice);
        legal
            .as_slice()
            .iter()
            .filter_map(|&m| {
                let i = dice.as_slice().iter().position(|&d| d == m.die)?;
                let mut next = *pos;
                next.play(m);
                Some((m, next, dice.without(i)))
            })
            .collect()
    }

    /// Where the bot ends the turn from `pos` with `dice` left, `used` dice of the roll having
    /// been used (1 or more): see the module docs.
    fn winner(&mut self, pos: &Pos, dice: &Dice, used: usize) -> Option<(Pos, Probs)> {
        if used >= 2 || !self.depth.one_ply {
            // The network's best play: also the best of every smaller set of plays on the way.
            plays(pos, dice, &mut self.buffer);
            let ends: Vec<Pos> = self.buffer.iter().map(|p| p.pos).collect();
            return ends.iter().map(|e| self.after(e)).min_by(order);
        }
        // One die used: the second move's winners, the best few compared a roll ahead.
        let mut ends: Vec<(Pos, Probs)> = Vec::new();
        for (_, next, rest) in Self::children(pos, dice) {
            if let Some(w) = self.winner(&next, &rest, used + 1) {
                if !ends.iter().any(|e| e.0 == w.0) {
                    ends.push(w);
                }
            }
        }
        ends.sort_by(order);
        let Some(&first) = ends.first() else {
            // No die left to use: the position is the play.
            return Some(self.after(pos));
        };
        let best = first.1.equity() - FOLLOW_MARGIN;
        let mut chosen: Option<(f32, (Pos, Probs))> = None;
        for &(end, v) in ends.iter().take(FOLLOW).filter(|e| e.1.equity() >= best) {
            let deep = self
                .search
                .value(&end.flipped(), 1)
                .map_or(v.equity(), |d| d.flip().equity());
            if chosen.map_or(true, |(c, _)| deep > c) {
                chosen = Some((deep, (end, v)));
            }
        }
        chosen.map(|(_, w)| w)
    }

    /// The first of the legal moves whose winner is `target`.
    fn move_to(&mut self, pos: &Pos, dice: &Dice, used: usize, target: &Pos) -> Option<Move> {
        for (m, next, rest) in Self::children(pos, dice) {
            if self.winner(&next, &rest, used + 1).map(|w| w.0) == Some(*target) {
                return Some(m);
            }
        }
        None
    }
}

/// The checker move the mover of `pos` makes now with `dice` left, `used` dice of the roll
/// having been used: the next step of the plan described in the module docs (at the start of
/// a turn, the winners of the first moves compared by `depth`'s rounds within `budget`
/// network evaluations). `None` when no move is legal.
pub fn next_move(
    net: &Net,
    pos: &Pos,
    dice: &Dice,
    used: usize,
    depth: Depth,
    budget: u64,
) -> Option<Move> {
    plan(net, pos, dice, used, depth, budget).map(|(m, _)| m)
}

/// [`next_move`], with the position the plan ends the turn in (`None` when a single move is
/// legal: the plan is made after it).
fn plan(
    net: &Net,
    pos: &Pos,
    dice: &Dice,
    used: usize,
    depth: Depth,
    budget: u64,
) -> Option<(Move, Option<Pos>)> {
    let legal = pos.legal_moves(dice);
    if legal.len() <= 1 {
        return legal.as_slice().first().map(|&m| (m, None));
    }
    let mut planner = Planner::new(net, depth);
    let target = if used > 0 {
        planner.winner(pos, dice, used)?.0
    } else {
        let mut ends: Vec<(Pos, Probs)> = Vec::new();
        for (_, next, rest) in Planner::children(pos, dice) {
            if let Some(w) = planner.winner(&next, &rest, 1) {
                if !ends.iter().any(|e| e.0 == w.0) {
                    ends.push(w);
                }
            }
        }
        ends.sort_by(order);
        let candidates: Vec<Pos> = ends.iter().map(|e| e.0.flipped()).collect();
        planner.search.allow(budget);
        let index = match planner.search.choose(&candidates, depth.rounds) {
            Some(c) => c.index,
            None => 0,
        };
        ends.get(index)?.0
    };
    // Some first move's winner is the target by construction; the first legal move stands in
    // should that ever fail, so a bot with legal moves always moves.
    match planner.move_to(pos, dice, used, &target) {
        Some(m) => Some((m, Some(target))),
        None => legal.as_slice().first().map(|&m| (m, None)),
    }
}

/// The 0-ply plays of `pos` with roll `a`-`b`, best first, with the mover's values: for tests
/// and tools that compare the bot's choice with another's.
pub fn ranked_plays(net: &Net, pos: &Pos, a: u8, b: u8) -> Vec<(Play, Probs)> {
    let mut buffer = Vec::new();
    plays(pos, &roll_dice(a, b), &mut buffer);
    let mut out: Vec<(Play, Probs)> = buffer
        .iter()
        .map(|p| (*p, net.evaluate(&p.pos.flipped()).flip()))
        .collect();
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
        let mut used = 0;
        while let Some((m, end)) = plan(shared(), &at, &dice, used, depth, 50_000) {
            if start {
                assert!(end.is_some() || at.legal_moves(&dice).len() == 1, "no plan");
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
            used += 1;
        }
        (at, planned)
    }

    #[test]
    fn the_turn_planned_at_its_start_is_the_turn_handed_out() {
        for (k, (pos, a, b)) in positions("plan", 60).into_iter().enumerate() {
            for depth in [
                Depth {
                    rounds: &[],
                    one_ply: false,
                },
                Depth {
                    rounds: &ONE_PLY,
                    one_ply: true,
                },
            ] {
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
            let flat = Depth {
                rounds: &[],
                one_ply: false,
            };
            let deep = Depth {
                rounds: &ONE_PLY,
                one_ply: true,
            };
            let flat = next_move(shared(), &pos, &dice, 0, flat, 0);
            let again = next_move(shared(), &pos, &dice, 0, deep, 50_000);
            let deep = next_move(shared(), &pos, &dice, 0, deep, 50_000);
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
