//! Expectimax over chance: for games whose every turn starts with a chance event (dice) and then
//! a choice, the value of a position is the average, over the chance outcomes, of the best
//! choice's value one ply deeper. As in GNU Backgammon's n-ply evaluation, the choice inside the
//! tree is made by the static evaluation (0-ply) and only the chosen position is searched deeper;
//! at the root, the candidates are filtered ply by ply (all at 0-ply, the best few at 1-ply, the
//! best of those at 2-ply, ...). The budget counts static evaluations, never time, so the same
//! position and budget give the same choice on every machine.

use std::collections::BTreeMap;

/// A value seen from one player's side, which the other player sees flipped, and which averages
/// over chance.
pub trait Value: Copy {
    /// The same value from the other player's side.
    fn flip(self) -> Self;
    /// What the player whose side it is wants as high as possible.
    fn score(&self) -> f32;
    /// The weighted average of `parts` (the weights are positive), in their order.
    fn average(parts: &[(Self, u32)]) -> Self;
}

/// A two-player game as expectimax sees it: positions seen from the side of the player to move
/// next, before their chance event (ordered, so that values once found are kept by position).
pub trait ChanceGame {
    /// A position, small and ordered (the key of the values kept).
    type Pos: Copy + Ord;
    /// A position's value for the player to move in it.
    type Value: Value;
    /// How many chance outcomes a turn starts with (numbered from 0).
    fn chances(&self) -> usize;
    /// The weight of outcome `chance` (the weights need not sum to anything in particular).
    fn weight(&self, chance: usize) -> u32;
    /// Into `out`: the positions the player to move in `pos` may choose among after `chance`,
    /// each seen from the side of the player to move after them. Never empty: a turn without a
    /// move passes on the position as it is.
    fn children(&mut self, pos: &Self::Pos, chance: usize, out: &mut Vec<Self::Pos>);
    /// The static value of `pos` for the player to move in it (exact when the game is over).
    fn evaluate(&mut self, pos: &Self::Pos) -> Self::Value;
    /// Whether the game is over in `pos`: its evaluation is exact, nothing lies beyond.
    fn is_over(&self, pos: &Self::Pos) -> bool;
}

/// One round of the root's filter: the candidates still in the running after the last round,
/// at most `keep` of them and only those within `margin` of the best (in [`Value::score`]), are
/// valued `plies` deep.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Round {
    /// How deep this round values each candidate (0: the static evaluation).
    pub plies: u32,
    /// The most candidates this round values, the best of the last round first.
    pub keep: usize,
    /// How far below the best candidate's score (in [`Value::score`]) a candidate may be and
    /// still be valued.
    pub margin: f32,
}

/// What [`Search::choose`] found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choice<V> {
    /// The chosen candidate's index.
    pub index: usize,
    /// Its value for the player choosing, from the deepest round it took part in.
    pub value: V,
    /// How deep that round looked.
    pub plies: u32,
}

/// A search over `game` that may spend a budget of static evaluations. The values it finds at
/// one ply or more are kept: asking again costs nothing.
pub struct Search<G: ChanceGame> {
    /// The game searched.
    pub game: G,
    /// The static evaluations it may have made in all (see [`Search::allow`]).
    budget: u64,
    /// Static evaluations made so far.
    pub spent: u64,
    /// One buffer of children per depth, reused.
    buffers: Vec<Vec<G::Pos>>,
    known: BTreeMap<(G::Pos, u32), G::Value>,
}

impl<G: ChanceGame> Search<G> {
    /// A search over `game` that may make `budget` static evaluations.
    pub fn new(game: G, budget: u64) -> Self {
        Search {
            game,
            budget,
            spent: 0,
            buffers: Vec::new(),
            known: BTreeMap::new(),
        }
    }

    /// Lets the search spend `more` evaluations from now on (instead of what was left).
    pub fn allow(&mut self, more: u64) {
        self.budget = self.spent.saturating_add(more);
    }

    fn evaluate(&mut self, pos: &G::Pos) -> G::Value {
        self.spent += 1;
        self.game.evaluate(pos)
    }

    /// The value of `pos` for the player to move in it, `plies` chance events deep; `None` once
    /// the budget is spent (the value would be incomplete).
    pub fn value(&mut self, pos: &G::Pos, plies: u32) -> Option<G::Value> {
        if plies == 0 || self.game.is_over(pos) {
            if self.spent >= self.budget {
                return None;
            }
            return Some(self.evaluate(pos));
        }
        if let Some(v) = self.known.get(&(*pos, plies)) {
            return Some(*v);
        }
        let v = self.search(pos, plies)?;
        self.known.insert((*pos, plies), v);
        Some(v)
    }

    fn search(&mut self, pos: &G::Pos, plies: u32) -> Option<G::Value> {
        let depth = plies as usize;
        let mut children = self.take_buffer(depth);
        let mut parts = Vec::with_capacity(self.game.chances());
        let mut complete = true;
        for chance in 0..self.game.chances() {
            self.game.children(pos, chance, &mut children);
            // The mover picks by the static evaluation, seen from their side.
            let mut best: Option<(G::Pos, G::Value)> = None;
            for child in &children {
                if self.spent >= self.budget {
                    complete = false;
                    break;
                }
                let v = self.evaluate(child).flip();
                if best.map_or(true, |(_, b)| v.score() > b.score()) {
                    best = Some((*child, v));
                }
            }
            let deeper = match best {
                Some((child, v)) if complete => {
                    if plies == 1 {
                        Some(v)
                    } else {
                        self.value(&child, plies - 1).map(Value::flip)
                    }
                }
                _ => None,
            };
            match deeper {
                Some(v) => parts.push((v, self.game.weight(chance))),
                None => {
                    complete = false;
                    break;
                }
            }
        }
        self.give_buffer(depth, children);
        if !complete || parts.is_empty() {
            return None;
        }
        Some(G::Value::average(&parts))
    }

    fn take_buffer(&mut self, depth: usize) -> Vec<G::Pos> {
        self.buffers
            .get_mut(depth)
            .map(std::mem::take)
            .unwrap_or_default()
    }

    fn give_buffer(&mut self, depth: usize, buffer: Vec<G::Pos>) {
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        if let Some(slot) = self.buffers.get_mut(depth) {
            *slot = buffer;
        }
    }

    /// The best of `candidates` (positions the player choosing may move to, each seen from the
    /// side of the player to move after them) for the player choosing: every candidate valued
    /// statically (this look is always made, whatever the budget), then each of `rounds` in
    /// turn. A round the budget cannot finish decides among the candidates it valued, if two or
    /// more; else the round before decides. The first of equal candidates wins. `None` when
    /// there is no candidate.
    pub fn choose(&mut self, candidates: &[G::Pos], rounds: &[Round]) -> Option<Choice<G::Value>> {
        let mut ranked: Vec<(usize, G::Value)> = candidates
            .iter()
            .enumerate()
            .map(|(i, c)| (i, self.evaluate(c).flip()))
            .collect();
        sort(&mut ranked);
        let mut plies = 0;
        for round in rounds {
            let best = match ranked.first() {
                Some((_, v)) => v.score(),
                None => return None,
            };
            let running: Vec<usize> = ranked
                .iter()
                .take(round.keep)
                .take_while(|(_, v)| v.score() >= best - round.margin)
                .map(|(i, _)| *i)
                .collect();
            if running.len() < 2 {
                break;
            }
            let mut deeper = Vec::with_capacity(running.len());
            for &i in &running {
                let Some(pos) = candidates.get(i) else {
                    continue;
                };
                match self.value(pos, round.plies) {
                    Some(v) => deeper.push((i, v.flip())),
                    None => break,
                }
            }
            if deeper.len() < 2 {
                break;
            }
            sort(&mut deeper);
            ranked = deeper;
            plies = round.plies;
        }
        ranked.first().map(|&(index, value)| Choice {
            index,
            value,
            plies,
        })
    }
}

/// Best first; equal scores keep their order (the stable sort), so the first of equals wins.
fn sort<V: Value>(ranked: &mut [(usize, V)]) {
    ranked.sort_by(|a, b| b.1.score().total_cmp(&a.1.score()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::GameRng;

    /// A toy dice game: each turn rolls 1, 2 or 3, and the mover either adds it to their own
    /// score or takes it off the opponent's; the first to reach 10 wins. Seen from the player
    /// to move: (their score, the other's).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
    struct Race {
        me: u8,
        them: u8,
    }

    /// The chance of winning for the side it is seen from.
    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Win(f32);

    impl Value for Win {
        fn flip(self) -> Self {
            Win(1.0 - self.0)
        }
        fn score(&self) -> f32 {
            self.0
        }
        fn average(parts: &[(Self, u32)]) -> Self {
            let total: u32 = parts.iter().map(|p| p.1).sum();
            let sum: f32 = parts.iter().map(|(v, w)| v.0 * *w as f32).sum();
            Win(sum / total.max(1) as f32)
        }
    }

    struct Toy {
        evaluations: u64,
    }

    impl ChanceGame for Toy {
        type Pos = Race;
        type Value = Win;
        fn chances(&self) -> usize {
            3
        }
        fn weight(&self, _chance: usize) -> u32 {
            1
        }
        fn children(&mut self, pos: &Race, chance: usize, out: &mut Vec<Race>) {
            let d = chance as u8 + 1;
            out.clear();
            out.push(Race {
                me: pos.them,
                them: pos.me + d,
            });
            out.push(Race {
                me: pos.them.saturating_sub(d),
                them: pos.me,
            });
        }
        /// A naive evaluation: only the difference of the scores.
        fn evaluate(&mut self, pos: &Race) -> Win {
            self.evaluations += 1;
            if self.is_over(pos) {
                return Win(0.0);
            }
            Win(0.5 + (f32::from(pos.me) - f32::from(pos.them)) / 40.0)
        }
        fn is_over(&self, pos: &Race) -> bool {
            pos.them >= 10
        }
    }

    const ROUNDS: [Round; 2] = [
        Round {
            plies: 1,
            keep: 8,
            margin: 1.0,
        },
        Round {
            plies: 2,
            keep: 2,
            margin: 1.0,
        },
    ];

    /// The candidates of the mover of `pos` after rolling `d`.
    fn options(pos: Race, d: u8) -> Vec<Race> {
        let mut out = Vec::new();
        Toy { evaluations: 0 }.children(&pos, usize::from(d - 1), &mut out);
        out
    }

    #[test]
    fn looking_a_ply_ahead_finds_the_known_best_move() {
        // At 7 against 9 with a 2: adding reaches 9, from which every roll of the opponent
        // wins; taking 2 off theirs leaves no immediate win. Statically the two look equal.
        let candidates = options(Race { me: 7, them: 9 }, 2);
        let mut search = Search::new(Toy { evaluations: 0 }, 10_000);
        let flat = search.choose(&candidates, &[]).expect("a choice");
        assert_eq!((flat.index, flat.plies), (0, 0));
        let deep = search.choose(&candidates, &ROUNDS).expect("a choice");
        assert_eq!((deep.index, deep.plies), (1, 2));
        // Adding loses for certain: its 1-ply value is exactly a loss, known once found.
        let loss = Some(Win(0.0));
        assert_eq!(search.value(&candidates[0], 1).map(Win::flip), loss);
        let spent = search.spent;
        assert_eq!(search.value(&candidates[0], 1).map(Win::flip), loss);
        assert_eq!(search.spent, spent);
    }

    #[test]
    fn the_budget_is_respected_and_a_round_it_cannot_finish_does_not_decide() {
        let candidates = options(Race { me: 7, them: 9 }, 2);
        for budget in 0..70 {
            let mut search = Search::new(Toy { evaluations: 0 }, budget);
            let choice = search.choose(&candidates, &ROUNDS).expect("a choice");
            let spent = search.spent;
            // The static look at both candidates is always made; nothing beyond the budget.
            assert!(spent <= budget.max(2), "{budget}: {spent}");
            assert_eq!(search.game.evaluations, spent);
            // 1-ply costs 2 + 2 × 6 evaluations, 2-ply 28 more (fewer where a roll reaches
            // 10): below that, the round before decides.
            let want = match budget {
                0..=13 => (0, 0),
                14..=41 => (1, 1),
                _ => (1, 2),
            };
            assert_eq!((choice.index, choice.plies), want, "{budget}");
        }
    }

    #[test]
    fn the_same_seed_plays_the_same_game() {
        let play = |seed: &str| {
            let mut rng = GameRng::from_seed(seed);
            let mut pos = Race { me: 0, them: 0 };
            let mut choices = Vec::new();
            while pos.them < 10 {
                let d = rng.roll(3) as u8;
                let candidates = options(pos, d);
                let mut search = Search::new(Toy { evaluations: 0 }, 500);
                let c = search.choose(&candidates, &ROUNDS).expect("a choice");
                choices.push(c.index);
                pos = candidates[c.index];
            }
            choices
        };
        assert_eq!(play("toy"), play("toy"));
        assert!(!play("toy").is_empty());
    }
}
