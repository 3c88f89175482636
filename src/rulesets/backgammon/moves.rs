//! Move generation: the single-checker moves that begin a maximal use of the dice, on a compact
//! position seen from the mover's side. Fixed arrays only (no allocation per move): it runs in
//! every step of a bot's rollout.
//!
//! The rules it encodes: a checker on the bar enters first; a point held by two or more of the
//! opponent's checkers is blocked; bearing off needs every checker home (points 1 to 6), with the
//! exact die or a larger one from the highest point; the dice are used as fully as possible,
//! and when either of two different dice but not both can be used, the larger must be.

/// Index of the bar in [`Pos::me`] (and of the opponent's borne-off checkers in [`Pos::them`]).
pub const BAR: usize = 25;
/// Index of the borne-off checkers in [`Pos::me`] (and of the opponent's bar in [`Pos::them`]).
pub const OFF: usize = 0;
/// Checkers per side.
pub const CHECKERS: u8 = 15;
/// The most dice a turn uses (a double).
pub const MAX_DICE: usize = 4;

/// A position from the mover's side, every index in the mover's numbering: 1 to 24 the points
/// (home board 1 to 6), 25 the bar, 0 borne off. The opponent moves the other way, so their bar
/// is the mover's 0 (they enter on the mover's 1 to 6) and their borne-off checkers the mover's
/// 25: `them` is the opponent's own array reversed. Ordered (by `me`, then `them`) so that sets of
/// positions sort and deduplicate the same way everywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// The mover's checkers on each index.
    pub me: [u8; 26],
    /// The opponent's checkers on each index, in the mover's numbering.
    pub them: [u8; 26],
}

/// One checker moved by one die: `from` 25 is the bar, `to` 0 is off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Move {
    /// The index it leaves (25: the bar).
    pub from: u8,
    /// The index it reaches (0: off).
    pub to: u8,
    /// The die used, 1 to 6.
    pub die: u8,
}

/// The dice left to use, without allocating: at most four.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Dice {
    values: [u8; MAX_DICE],
    len: usize,
}

impl Dice {
    /// The dice in `values` (beyond four, the rest are ignored; values are taken as they come).
    pub fn new(values: &[u8]) -> Self {
        let mut dice = Dice::default();
        for &v in values.iter().take(MAX_DICE) {
            if let Some(slot) = dice.values.get_mut(dice.len) {
                *slot = v;
                dice.len += 1;
            }
        }
        dice
    }
    /// The dice, in order.
    pub fn as_slice(&self) -> &[u8] {
        self.values.get(..self.len).unwrap_or(&[])
    }
    /// How many dice are left: 0 to 4.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether no die is left.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// These dice without the one at `index`.
    pub fn without(&self, index: usize) -> Dice {
        let mut rest = Dice::default();
        for (i, &v) in self.as_slice().iter().enumerate() {
            if i != index {
                if let Some(slot) = rest.values.get_mut(rest.len) {
                    *slot = v;
                    rest.len += 1;
                }
            }
        }
        rest
    }
    /// Each distinct value once, with the index of its first copy.
    pub fn distinct(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let values = self.as_slice();
        values
            .iter()
            .enumerate()
            .filter(move |(i, v)| !values.get(..*i).unwrap_or(&[]).contains(v))
            .map(|(i, v)| (i, *v))
    }
    /// Two or more dice, all alike: what is left of a double.
    pub fn is_double(&self) -> bool {
        match self.as_slice() {
            [first, rest @ ..] => !rest.is_empty() && rest.iter().all(|d| d == first),
            [] => false,
        }
    }
    /// Two different dice (not a double, not one die left).
    pub fn two_different(&self) -> Option<(u8, u8)> {
        match self.as_slice() {
            [a, b] if a != b => Some((*a.min(b), *a.max(b))),
            _ => None,
        }
    }
}

/// Up to 32 moves (at most 16 sources, bar included, times two different dice).
#[derive(Debug, Clone, Copy, Default)]
pub struct MoveList {
    moves: [Move; 32],
    len: usize,
}

impl MoveList {
    fn push(&mut self, m: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
    /// The moves, in order.
    pub fn as_slice(&self) -> &[Move] {
        self.moves.get(..self.len).unwrap_or(&[])
    }
    /// How many moves it holds.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it holds no move.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Pos {
    fn at(arr: &[u8; 26], i: usize) -> u8 {
        arr.get(i).copied().unwrap_or(0)
    }
    /// The mover's checkers on index `i` (0 for an index off the array).
    pub fn mine(&self, i: usize) -> u8 {
        Self::at(&self.me, i)
    }
    /// The opponent's checkers on index `i`, in the mover's numbering.
    pub fn theirs(&self, i: usize) -> u8 {
        Self::at(&self.them, i)
    }
    /// The mover's highest occupied index (25 when on the bar; 0 when all are off).
    pub fn highest(&self) -> usize {
        (1..=BAR).rev().find(|&i| self.mine(i) > 0).unwrap_or(0)
    }
    /// The same position from the opponent's side.
    pub fn flipped(&self) -> Pos {
        let mut me = self.them;
        let mut them = self.me;
        me.reverse();
        them.reverse();
        Pos { me, them }
    }

    /// Where a checker from `from` goes with `die`, if the rules allow it; `highest` is
    /// [`Pos::highest`] (passed in: callers try many moves on one position).
    pub fn dest(&self, from: usize, die: u8, highest: usize) -> Option<usize> {
        let die = usize::from(die);
        if self.mine(from) == 0 || (self.mine(BAR) > 0 && from != BAR) || !(1..=6).contains(&die) {
            return None;
        }
        if from > die {
            let to = from - die;
            return (self.theirs(to) < 2).then_some(to);
        }
        // Bearing off: every checker home; the exact die, or a larger one from the highest point.
        (highest <= 6 && (from == die || highest == from)).then_some(OFF)
    }

    /// Plays `m` (already checked); returns whether it hit a blot.
    pub fn play(&mut self, m: Move) -> bool {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        if let Some(c) = self.me.get_mut(from) {
            *c = c.saturating_sub(1);
        }
        if let Some(c) = self.me.get_mut(to) {
            *c = c.saturating_add(1);
        }
        let hit = to != OFF && self.theirs(to) == 1;
        if hit {
            if let Some(c) = self.them.get_mut(to) {
                *c = 0;
            }
            // Their bar is the mover's index 0.
            if let Some(c) = self.them.get_mut(OFF) {
                *c = c.saturating_add(1);
            }
        }
        hit
    }

    /// Every single move with `die`, from the highest point down (the bar first), from no
    /// higher than `cap`.
    pub fn moves_with(&self, die: u8, cap: usize, out: &mut MoveList) {
        self.each_move(die, cap, |m| {
            out.push(m);
            true
        });
    }

    /// Whether any move uses `die`.
    pub fn any_move(&self, die: u8) -> bool {
        let mut found = false;
        self.each_move(die, BAR, |_| {
            found = true;
            false
        });
        found
    }

    /// Calls `f` with each move with `die` from no higher than `cap`, the highest source first,
    /// while it returns true. The rules of [`Pos::dest`], unrolled: the bot's hottest loop.
    #[inline]
    fn each_move(&self, die: u8, cap: usize, mut f: impl FnMut(Move) -> bool) {
        let d = usize::from(die);
        if !(1..=6).contains(&d) {
            return;
        }
        let at = |from: usize, to: usize| Move {
            from: from as u8,
            to: to as u8,
            die,
        };
        if self.mine(BAR) > 0 {
            if cap >= BAR && self.theirs(BAR - d) < 2 {
                f(at(BAR, BAR - d));
            }
            return;
        }
        let highest = self.highest();
        let home = highest <= 6;
        for from in (1..=highest.min(cap).min(24)).rev() {
            if self.mine(from) == 0 {
                continue;
            }
            let go_on = if from > d {
                self.theirs(from - d) >= 2 || f(at(from, from - d))
            } else if home && (from == d || from == highest) {
                f(at(from, OFF))
            } else {
                true
            };
            if !go_on {
                return;
            }
        }
    }

    /// Whether any of `dice` can be used at all.
    pub fn can_move(&self, dice: &Dice) -> bool {
        if self.mine(OFF) >= CHECKERS {
            return false;
        }
        dice.distinct().any(|(_, die)| self.any_move(die))
    }

    /// The most of `dice` that can be used from here (0 once every checker is off), stopping
    /// as soon as all of them can.
    pub fn max_use(&self, dice: &Dice) -> usize {
        self.max_use_from(dice, BAR)
    }

    /// [`Pos::max_use`] with the sources of a double's moves no higher than `cap`: the moves of
    /// a double can always be played from the highest source down, so each sequence is tried in
    /// that order only.
    fn max_use_from(&self, dice: &Dice, cap: usize) -> usize {
        if dice.is_empty() || self.mine(OFF) >= CHECKERS {
            return 0;
        }
        if let [die] = dice.as_slice() {
            return usize::from(self.any_move(*die));
        }
        let double = dice.is_double();
        let mut best = 0;
        for (i, die) in dice.distinct() {
            let rest = dice.without(i);
            let mut moves = MoveList::default();
            self.moves_with(die, if double { cap } else { BAR }, &mut moves);
            for &m in moves.as_slice() {
                let mut next = *self;
                next.play(m);
                let used = 1 + next.max_use_from(&rest, usize::from(m.from));
                if used > best {
                    best = used;
                    if best == dice.len() {
                        return best;
                    }
                }
            }
        }
        best
    }

    /// The move from `from` to `to` (indices) if it is one of [`Pos::legal_moves`], with the
    /// die that list gives it; cheaper than the list (the judge checks one move).
    pub fn check_move(&self, from: usize, to: usize, dice: &Dice) -> Option<Move> {
        if dice.is_empty() || self.mine(OFF) >= CHECKERS {
            return None;
        }
        let highest = self.highest();
        let mut order: [(usize, u8); MAX_DICE] = [(0, 0); MAX_DICE];
        let mut n = 0;
        for (i, d) in dice.distinct() {
            if self.dest(from, d, highest) == Some(to) {
                if let Some(slot) = order.get_mut(n) {
                    *slot = (i, d);
                    n += 1;
                }
            }
        }
        let order = order.get_mut(..n).unwrap_or(&mut []);
        if order.is_empty() {
            return None;
        }
        order.sort_unstable_by_key(|&(_, d)| d);
        let most = self.max_use(dice);
        // One of two different dice: the larger, whenever it can be played.
        let larger = match dice.two_different() {
            Some((_, high)) if most == 1 => self.any_move(high).then_some(high),
            _ => None,
        };
        order.iter().find_map(|&(i, die)| {
            let m = Move {
                from: from as u8,
                to: to as u8,
                die,
            };
            let mut next = *self;
            next.play(m);
            let fits = 1 + next.max_use(&dice.without(i)) == most;
            (fits && larger.map_or(true, |l| l == die)).then_some(m)
        })
    }

    /// The single moves that begin a maximal use of `dice`: as many dice as possible, and when
    /// only one of two different dice can be used, the larger if it can. A move that two dice
    /// allow (bearing off with either of two larger dice) is listed once, with the smaller die
    /// that begins a maximal use. Ordered from the highest source down (the bar first), then by
    /// the smaller die first (so bearing off comes last among moves from one point).
    pub fn legal_moves(&self, dice: &Dice) -> MoveList {
        let mut out = MoveList::default();
        if dice.is_empty() || self.mine(OFF) >= CHECKERS {
            return out;
        }
        // Each candidate with the most dice a sequence beginning with it uses.
        let mut candidates = MoveList::default();
        let mut used = [0usize; 32];
        let mut best = 0;
        // Dice in increasing order, so that among equal moves the smaller die comes first.
        let mut order: [(usize, u8); MAX_DICE] = [(0, 0); MAX_DICE];
        let mut n = 0;
        for (i, d) in dice.distinct() {
            if let Some(slot) = order.get_mut(n) {
                *slot = (i, d);
                n += 1;
            }
        }
        let order = order.get_mut(..n).unwrap_or(&mut []);
        order.sort_unstable_by_key(|&(_, d)| d);
        for &(i, die) in order.iter() {
            let rest = dice.without(i);
            let mut moves = MoveList::default();
            self.moves_with(die, BAR, &mut moves);
            for &m in moves.as_slice() {
                let mut next = *self;
                next.play(m);
                let u = 1 + next.max_use(&rest);
                if let Some(slot) = used.get_mut(candidates.len()) {
                    *slot = u;
                }
                candidates.push(m);
                best = best.max(u);
            }
        }
        // One of two different dice: the larger, if any move uses it.
        let larger = match dice.two_different() {
            Some((_, high)) if best == 1 => candidates.as_slice().iter().any(|m| m.die == high),
            _ => false,
        };
        let keep = |k: usize, m: &Move| {
            used.get(k) == Some(&best)
                && (!larger || Some(m.die) == dice.two_different().map(|d| d.1))
        };
        for (k, m) in candidates.as_slice().iter().enumerate() {
            if keep(k, m)
                && !out
                    .as_slice()
                    .iter()
                    .any(|o| o.from == m.from && o.to == m.to)
            {
                out.push(*m);
            }
        }
        // From the highest source down; for one source, the farthest destination first (the
        // smaller die), off last.
        let list = out.moves.get_mut(..out.len).unwrap_or(&mut []);
        list.sort_unstable_by(|a, b| b.from.cmp(&a.from).then(b.to.cmp(&a.to)));
        out
    }
}

/// Pips left to bear off: each checker's point number, 25 for the bar.
pub fn pips(side: &[u8; 26]) -> u32 {
    side.iter()
        .enumerate()
        .skip(1)
        .map(|(i, &n)| i as u32 * u32::from(n))
        .sum()
}
