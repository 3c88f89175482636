//! Whole turns: every distinct position a roll can lead to, each with one sequence of checker
//! moves that reaches it. The bot chooses among these (never among single checker moves), and
//! its look-ahead calls this for every roll of every reply, so it allocates nothing per move.
//!
//! The rules are those of [`Pos::legal_moves`]: as many dice as possible, and when only one of
//! two different dice can be used, the larger if it can.

use super::moves::{Dice, Move, MoveList, Pos, BAR, CHECKERS, MAX_DICE, OFF};

/// The 21 distinct rolls with their weight out of 36 (a double 1, two different dice 2).
pub const ROLLS: [(u8, u8, u32); 21] = rolls();

const fn rolls() -> [(u8, u8, u32); 21] {
    let mut out = [(0, 0, 0); 21];
    let mut n = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[n] = (b, a, if a == b { 1 } else { 2 });
            n += 1;
            b += 1;
        }
        a += 1;
    }
    out
}

/// The dice of a roll: four of a double, else the two.
pub fn roll_dice(a: u8, b: u8) -> Dice {
    if a == b {
        Dice::new(&[a; 4])
    } else {
        Dice::new(&[a, b])
    }
}

/// One whole turn: the position it leads to (still seen from the mover's side) and its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    /// The position after the turn, still seen from the mover's side.
    pub pos: Pos,
    moves: [Move; MAX_DICE],
    len: u8,
}

impl Play {
    fn start(pos: &Pos) -> Play {
        Play {
            pos: *pos,
            moves: [Move::default(); MAX_DICE],
            len: 0,
        }
    }
    /// The checker moves in the order they are played (none when the dice cannot be used).
    pub fn moves(&self) -> &[Move] {
        self.moves.get(..usize::from(self.len)).unwrap_or(&[])
    }
    fn then(&self, m: Move) -> Play {
        let mut next = *self;
        next.pos.play(m);
        if let Some(slot) = next.moves.get_mut(usize::from(self.len)) {
            *slot = m;
            next.len += 1;
        }
        next
    }
}

/// The search for complete sequences: the best (dice used, the larger die used alone) so far
/// and the plays that reach it.
struct Walk<'a> {
    out: &'a mut Vec<Play>,
    best: (u8, bool),
    larger: Option<u8>,
}

impl Walk<'_> {
    /// Every sequence of `dice` from `play`; a double's moves from the highest source down only
    /// (`cap`), since any other order of the same moves reaches the same positions.
    fn go(&mut self, play: &Play, dice: &Dice, cap: usize) {
        let mut moved = false;
        if !dice.is_empty() && play.pos.mine(OFF) < CHECKERS {
            let double = dice.is_double();
            for (i, die) in dice.distinct() {
                let rest = dice.without(i);
                let mut moves = MoveList::default();
                play.pos
                    .moves_with(die, if double { cap } else { BAR }, &mut moves);
                for &m in moves.as_slice() {
                    moved = true;
                    self.go(&play.then(m), &rest, usize::from(m.from));
                }
            }
        }
        if !moved {
            self.leaf(play);
        }
    }

    fn leaf(&mut self, play: &Play) {
        let larger_alone = play.len == 1
            && self.larger.is_some()
            && play.moves.first().map(|m| m.die) == self.larger;
        let key = (play.len, larger_alone);
        if key > self.best {
            self.best = key;
            self.out.clear();
        }
        if key == self.best {
            self.out.push(*play);
        }
    }
}

/// Every distinct position the mover of `pos` can reach with `dice` (a whole turn, the dice
/// used as fully as the rules demand), into `out`, sorted by position; each with the first
/// sequence of moves found (from the highest source down). When no die can be used, one play of
/// no moves.
pub fn plays(pos: &Pos, dice: &Dice, out: &mut Vec<Play>) {
    out.clear();
    let mut walk = Walk {
        out,
        best: (0, false),
        larger: dice.two_different().map(|(_, high)| high),
    };
    walk.go(&Play::start(pos), dice, BAR);
    // A stable sort keeps, for each position, the first sequence found.
    out.sort_by_key(|p| p.pos);
    out.dedup_by(|a, b| a.pos == b.pos);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::backgammon::state::setup;
    use crate::rulesets::backgammon::BackgammonConfig;
    use std::collections::BTreeSet;

    /// Every final position by the judge's own rule, one legal single move at a time.
    fn by_legal_moves(pos: &Pos, dice: &Dice, out: &mut BTreeSet<Pos>) {
        let moves = pos.legal_moves(dice);
        if moves.is_empty() {
            out.insert(*pos);
            return;
        }
        for m in moves.as_slice() {
            let Some(checked) = pos.check_move(usize::from(m.from), usize::from(m.to), dice) else {
                panic!("a listed move is refused");
            };
            let i = dice
                .as_slice()
                .iter()
                .position(|&d| d == checked.die)
                .expect("its die");
            let mut next = *pos;
            next.play(checked);
            by_legal_moves(&next, &dice.without(i), out);
        }
    }

    #[test]
    fn the_rolls_weigh_thirty_six() {
        assert_eq!(ROLLS.iter().map(|r| r.2).sum::<u32>(), 36);
        assert_eq!(ROLLS.first(), Some(&(1, 1, 1)));
    }

    #[test]
    fn plays_are_the_positions_the_judge_allows_one_move_at_a_time() {
        // Positions along random games: every roll's plays equal the judge's.
        let mut rng = crate::engine::rng::GameRng::from_seed("plays");
        let state = setup(&BackgammonConfig::default()).expect("setup");
        let mut pos = state.pos(0);
        let mut out = Vec::new();
        for step in 0..400 {
            for &(a, b, _) in &ROLLS {
                let dice = roll_dice(a, b);
                plays(&pos, &dice, &mut out);
                let mut want = BTreeSet::new();
                by_legal_moves(&pos, &dice, &mut want);
                let got: BTreeSet<Pos> = out.iter().map(|p| p.pos).collect();
                assert_eq!(got.len(), out.len(), "duplicates at step {step}");
                assert_eq!(got, want, "step {step}, roll {a}-{b}: {pos:?}");
                for play in &out {
                    let mut replay = pos;
                    for &m in play.moves() {
                        replay.play(m);
                    }
                    assert_eq!(replay, play.pos);
                }
            }
            let (a, b) = (rng.roll(6) as u8, rng.roll(6) as u8);
            plays(&pos, &roll_dice(a, b), &mut out);
            let pick = out[rng.index(out.len())].pos;
            pos = if pick.mine(OFF) >= CHECKERS {
                setup(&BackgammonConfig::default()).expect("setup").pos(0)
            } else {
                pick.flipped()
            };
        }
    }

    #[test]
    fn a_roll_that_cannot_be_used_is_one_empty_play() {
        let mut pos = Pos {
            me: [0; 26],
            them: [0; 26],
        };
        pos.me[BAR] = 1;
        pos.me[14] = 14;
        for p in 19..=24 {
            pos.them[p] = 2;
        }
        let mut out = Vec::new();
        plays(&pos, &roll_dice(6, 5), &mut out);
        assert_eq!(out.len(), 1);
        assert!(out[0].moves().is_empty());
        assert_eq!(out[0].pos, pos);
    }
}
