//! Alpha-beta search for any two-player, zero-sum game of perfect information: iterative
//! deepening negamax with principal variation search, a quiescence search over the game's
//! noisy moves (captures, promotions), a transposition table, move ordering (the table's move,
//! then the game's own order of noisy moves, killers and history), check extension, null-move
//! pruning and late-move reductions. The game supplies its rules and evaluation through
//! [`Searchable`]; nothing here knows any game.
//!
//! The budget counts nodes, never the clock, and every choice is integer and ordered: the same
//! position, history and limits always give the same move, natively and in wasm.

/// A score that no evaluation reaches: a mate found `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 32_000;
/// The deepest ply searched (check extensions and quiescence included).
pub const MAX_PLY: usize = 96;
/// Scores beyond this are mates (evaluations must stay well inside it).
const MATE_BOUND: i32 = MATE - MAX_PLY as i32 - 1;
const INFINITY: i32 = MATE + 1;

mod table;
use table::{from_table, to_table, Bound, Entry, Table};

/// How a game with no legal move ends for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The player to move has lost (checkmate): the search scores it as a mate against them.
    Loss,
    /// A draw (stalemate): scored 0.
    Draw,
}

/// A game the search can play, seen from the player to move. Positions are copied, never
/// undone (`play` returns the next one).
pub trait Searchable: Sized {
    /// A move, small and copied freely.
    type Move: Copy + PartialEq;
    /// The number of history slots [`Searchable::history_slot`] uses.
    const HISTORY_SLOTS: usize;
    /// Every legal move, appended to `out`.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// The legal moves quiescence search follows (captures, promotions), appended to `out`.
    fn noisy_moves(&self, out: &mut Vec<Self::Move>);
    /// The position after a legal move.
    fn play(&self, mv: Self::Move) -> Self;
    /// The position after passing, for null-move pruning; `None` where a pass would mislead
    /// (in check, or where zugzwang is common).
    fn pass(&self) -> Option<Self>;
    /// The static evaluation for the player to move, well inside `±MATE_BOUND`.
    fn evaluate(&self) -> i32;
    /// The position's key for the transposition table and repetitions.
    fn key(&self) -> u64;
    /// Whether the player to move is in check: searched one ply deeper, never pruned by a null
    /// move nor reduced.
    fn in_check(&self) -> bool;
    /// Whether `mv` is noisy (as [`Searchable::noisy_moves`] lists): ordered by
    /// [`Searchable::noisy_order`], never a killer, never reduced.
    fn is_noisy(&self, mv: Self::Move) -> bool;
    /// The order of a noisy move, highest first; below zero for one that loses material
    /// (searched after the quiet killers, and skipped by quiescence).
    fn noisy_order(&self, mv: Self::Move) -> i32;
    /// The history slot of a quiet move, below `HISTORY_SLOTS`.
    fn history_slot(&self, mv: Self::Move) -> usize;
    /// Plies since the last irreversible move: repetitions look back no further.
    fn reversible_plies(&self) -> u32;
    /// A draw by the game's rules while moves remain (repetitions are the search's).
    fn is_rule_draw(&self) -> bool;
    /// How the game ends when the player to move has no legal move.
    fn no_moves(&self) -> Ending;
}

/// What bounds a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most nodes (positions visited, quiescence included); the search stops at once
    /// when it is reached and answers from the deepest finished iteration.
    pub nodes: u64,
    /// The deepest iteration.
    pub depth: u32,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found<M> {
    /// The best move; `None` when there is no legal move.
    pub best: Option<M>,
    /// Its score for the player to move (`±(MATE - n)` for a mate in `n` plies).
    pub score: i32,
    /// The deepest iteration that finished (or whose first move did).
    pub depth: u32,
    /// The nodes visited, quiescence included.
    pub nodes: u64,
}

/// Ordering bands: the table's move, good noisy moves, killers, quiet moves by history, then
/// noisy moves that lose material.
const HASH_MOVE: i32 = 3_000_000;
const GOOD_NOISY: i32 = 2_000_000;
const KILLER: i32 = 1_000_000;
const HISTORY_MAX: i32 = 500_000;
const BAD_NOISY: i32 = -1_000_000;

struct Search<'a, G: Searchable> {
    limit: u64,
    nodes: u64,
    stopped: bool,
    table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// The keys of the positions on the way here, the game's history first.
    path: Vec<u64>,
    /// Move lists per ply, reused so a node allocates nothing.
    buffers: Vec<(Vec<G::Move>, Vec<i32>)>,
    _game: std::marker::PhantomData<&'a G>,
}

/// Searches `root` deeper and deeper within `limits`. `history` holds the keys of the
/// positions before it since the last irreversible move, oldest first: a position repeated
/// (once, on the board or in the search) scores as a draw.
pub fn search<G: Searchable>(root: &G, history: &[u64], limits: Limits) -> Found<G::Move> {
    let mut s = Search::<G> {
        limit: limits.nodes.max(1),
        nodes: 0,
        stopped: false,
        table: Table::new(limits.nodes),
        killers: vec![[None; 2]; MAX_PLY + 1],
        history: vec![0; G::HISTORY_SLOTS],
        path: history.to_vec(),
        buffers: (0..=MAX_PLY).map(|_| (Vec::new(), Vec::new())).collect(),
        _game: std::marker::PhantomData,
    };
    s.path.push(root.key());
    let mut moves = Vec::new();
    root.moves(&mut moves);
    let mut found = Found {
        best: moves.first().copied(),
        score: 0,
        depth: 0,
        nodes: 0,
    };
    if moves.len() <= 1 {
        // Nothing to choose: answer at once.
        return found;
    }
    // Root moves with the score of the last iteration, best first.
    let mut ranked: Vec<(G::Move, i32)> = moves.iter().map(|m| (*m, -INFINITY)).collect();
    for depth in 1..=limits.depth.max(1) {
        let (best, score, complete) = s.root(root, &mut ranked, depth as i32);
        if let Some(best) = best {
            found.best = Some(best);
            found.score = score;
            found.depth = depth;
        }
        if !complete || score.abs() > MATE_BOUND && MATE - score.abs() <= depth as i32 {
            break;
        }
    }
    found.nodes = s.nodes;
    found
}

impl<G: Searchable> Search<'_, G> {
    /// One iteration at the root; the best move and score, and whether it finished. A move
    /// that beat the first one before the budget ran out is kept: it is proven better.
    fn root(
        &mut self,
        root: &G,
        ranked: &mut [(G::Move, i32)],
        depth: i32,
    ) -> (Option<G::Move>, i32, bool) {
        let mut alpha = -INFINITY;
        let mut best = None;
        for i in 0..ranked.len() {
            let Some(&(mv, _)) = ranked.get(i) else { break };
            let child = root.play(mv);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -INFINITY, -alpha, 1)
            } else {
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                if probe > alpha && !self.stopped {
                    -self.negamax(&child, depth - 1, -INFINITY, -alpha, 1)
                } else {
                    probe
                }
            };
            if self.stopped {
                break;
            }
            if let Some(r) = ranked.get_mut(i) {
                r.1 = score;
            }
            if score > alpha {
                alpha = score;
                best = Some(mv);
            }
        }
        let complete = !self.stopped;
        if complete {
            // Best first, stable (equal scores keep the previous iteration's order): an insertion
            // sort, as quick as the standard one on a root's few dozen moves and a fraction of
            // its code in a small game's wasm.
            for i in 1..ranked.len() {
                let mut j = i;
                while j > 0 && ranked[j - 1].1 < ranked[j].1 {
                    ranked.swap(j - 1, j);
                    j -= 1;
                }
            }
        }
        (best, alpha, complete)
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether the position at the top of the path occurred before, within `reversible` plies.
    fn repeated(&self, reversible: u32) -> bool {
        let Some((&key, before)) = self.path.split_last() else {
            return false;
        };
        before
            .iter()
            .rev()
            .take(reversible as usize)
            .skip(1)
            .step_by(2)
            .any(|k| *k == key)
    }

    fn negamax(&mut self, pos: &G, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        let in_check = pos.in_check();
        // Check extension: a check is searched one ply deeper.
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply);
        }
        if self.tick() {
            return 0;
        }
        let key = pos.key();
        self.path.push(key);
        let score = self.node(pos, key, depth, alpha, beta, ply, in_check);
        self.path.pop();
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &G,
        key: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        if pos.is_rule_draw() || self.repeated(pos.reversible_plies()) {
            return 0;
        }
        let pv = beta - alpha > 1;
        let entry = self.table.get(key);
        if let Some(e) = entry {
            let score = from_table(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if !pv && e.depth >= depth && cut {
                return score;
            }
        }
        let eval = if in_check { -INFINITY } else { pos.evaluate() };
        if !pv && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta near the leaves, a quiet move keeps it there.
            if depth <= 3 && eval - 120 * depth >= beta {
                return eval;
            }
            // Null move: if passing still holds beta, a real move will too.
            if depth >= 3 && eval >= beta {
                if let Some(passed) = pos.pass() {
                    let r = if depth >= 7 { 3 } else { 2 };
                    let score = -self.negamax(&passed, depth - 1 - r, -beta, -beta + 1, ply + 1);
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if score > MATE_BOUND { beta } else { score };
                    }
                }
            }
        }
        let (mut moves, mut order) = self.take_buffers(ply);
        pos.moves(&mut moves);
        if moves.is_empty() {
            self.give_buffers(ply, moves, order);
            return match pos.no_moves() {
                Ending::Loss => -(MATE - ply as i32),
                Ending::Draw => 0,
            };
        }
        self.order(pos, &moves, &mut order, entry.and_then(|e| e.mv), ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        // Futility: at the frontier, well below alpha, only noisy moves and checks can help.
        let futile = !pv && !in_check && depth == 1 && eval + 200 <= alpha;
        let mut searched = 0;
        while let Some((mv, _)) = pick(&moves, &mut order) {
            let noisy = pos.is_noisy(mv);
            let child = pos.play(mv);
            let gives_check = child.in_check();
            if futile && !noisy && !gives_check && searched > 0 {
                continue;
            }
            let score = if searched == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched shallower first.
                let reduction = if depth >= 3 && !noisy && !in_check && !gives_check {
                    match searched {
                        0..=2 => 0,
                        3..=7 => 1,
                        _ => 1 + i32::from(depth >= 6),
                    }
                } else {
                    0
                };
                let mut s =
                    -self.negamax(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduction > 0 && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            searched += 1;
            if self.stopped {
                self.give_buffers(ply, moves, order);
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !noisy {
                    self.reward(pos, mv, depth, ply);
                }
                break;
            }
        }
        self.give_buffers(ply, moves, order);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.put(Entry {
            key,
            mv: best_move,
            score: to_table(best, ply),
            depth,
            bound,
        });
        best
    }

    /// A quiet move that refuted: a killer at this ply, and history for its slot.
    fn reward(&mut self, pos: &G, mv: G::Move, depth: i32, ply: usize) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        if let Some(h) = self.history.get_mut(pos.history_slot(mv)) {
            *h += depth * depth;
            if *h > HISTORY_MAX {
                // Halve them all so old lessons fade and the band holds.
                self.history.iter_mut().for_each(|h| *h /= 2);
            }
        }
    }

    fn order(
        &self,
        pos: &G,
        moves: &[G::Move],
        order: &mut Vec<i32>,
        hash_move: Option<G::Move>,
        ply: usize,
    ) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        order.clear();
        order.extend(moves.iter().map(|&mv| {
            if Some(mv) == hash_move {
                HASH_MOVE
            } else if pos.is_noisy(mv) {
                let o = pos.noisy_order(mv);
                if o >= 0 {
                    GOOD_NOISY + o
                } else {
                    BAD_NOISY + o
                }
            } else if Some(mv) == killers[0] {
                KILLER + 1
            } else if Some(mv) == killers[1] {
                KILLER
            } else {
                self.history.get(pos.history_slot(mv)).copied().unwrap_or(0)
            }
        }));
    }

    /// Captures (and promotions) until the position is quiet; the player to move may stand
    /// pat on the static evaluation unless in check, where every evasion is searched.
    fn quiescence(&mut self, pos: &G, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        let in_check = pos.in_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { pos.evaluate() };
        }
        let mut best = -INFINITY;
        if !in_check {
            best = pos.evaluate();
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let (mut moves, mut order) = self.take_buffers(ply);
        if in_check {
            pos.moves(&mut moves);
            if moves.is_empty() {
                self.give_buffers(ply, moves, order);
                return match pos.no_moves() {
                    Ending::Loss => -(MATE - ply as i32),
                    Ending::Draw => 0,
                };
            }
            self.order(pos, &moves, &mut order, None, ply);
        } else {
            pos.noisy_moves(&mut moves);
            order.clear();
            order.extend(moves.iter().map(|&mv| pos.noisy_order(mv)));
        }
        while let Some((mv, o)) = pick(&moves, &mut order) {
            if !in_check && o < 0 {
                break; // the rest lose material too
            }
            let score = -self.quiescence(&pos.play(mv), -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.give_buffers(ply, moves, order);
        if self.stopped {
            0
        } else {
            best
        }
    }

    fn take_buffers(&mut self, ply: usize) -> (Vec<G::Move>, Vec<i32>) {
        let (mut m, mut o) = self
            .buffers
            .get_mut(ply)
            .map(std::mem::take)
            .unwrap_or_default();
        m.clear();
        o.clear();
        (m, o)
    }

    fn give_buffers(&mut self, ply: usize, moves: Vec<G::Move>, order: Vec<i32>) {
        if let Some(b) = self.buffers.get_mut(ply) {
            *b = (moves, order);
        }
    }
}

/// The move with the highest order not yet taken (the first of equals) and its order, marked
/// taken.
fn pick<M: Copy>(moves: &[M], order: &mut [i32]) -> Option<(M, i32)> {
    let mut best: Option<(usize, i32)> = None;
    for (i, &o) in order.iter().enumerate() {
        if o > i32::MIN && best.map_or(true, |(_, b)| o > b) {
            best = Some((i, o));
        }
    }
    let (i, o) = best?;
    if let Some(taken) = order.get_mut(i) {
        *taken = i32::MIN;
    }
    moves.get(i).map(|m| (*m, o))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim: take one to three stones; who cannot move (the pile is empty) loses. The winning
    /// move leaves a multiple of four.
    #[derive(Clone, Copy)]
    struct Nim {
        stones: u32,
        first_to_move: bool,
    }

    impl Searchable for Nim {
        type Move = u32;
        const HISTORY_SLOTS: usize = 4;
        fn moves(&self, out: &mut Vec<u32>) {
            out.extend((1..=3).filter(|t| *t <= self.stones));
        }
        fn noisy_moves(&self, _out: &mut Vec<u32>) {}
        fn play(&self, take: u32) -> Nim {
            Nim {
                stones: self.stones - take,
                first_to_move: !self.first_to_move,
            }
        }
        fn pass(&self) -> Option<Nim> {
            None
        }
        fn evaluate(&self) -> i32 {
            0
        }
        fn key(&self) -> u64 {
            u64::from(self.stones) * 2 + u64::from(self.first_to_move)
        }
        fn in_check(&self) -> bool {
            false
        }
        fn is_noisy(&self, _mv: u32) -> bool {
            false
        }
        fn noisy_order(&self, _mv: u32) -> i32 {
            0
        }
        fn history_slot(&self, mv: u32) -> usize {
            mv as usize
        }
        fn reversible_plies(&self) -> u32 {
            u32::MAX // stones only go down: no position repeats on its own
        }
        fn is_rule_draw(&self) -> bool {
            false
        }
        fn no_moves(&self) -> Ending {
            Ending::Loss
        }
    }

    fn nim(stones: u32) -> Nim {
        Nim {
            stones,
            first_to_move: true,
        }
    }

    const DEEP: Limits = Limits {
        nodes: 1_000_000,
        depth: 64,
    };

    #[test]
    fn finds_the_winning_move_and_the_mate_distance() {
        for stones in [5, 10, 21, 30] {
            let found = search(&nim(stones), &[], DEEP);
            assert_eq!(found.best, Some(stones % 4), "{stones} stones");
            assert!(found.score > MATE_BOUND, "a forced win: {}", found.score);
        }
        // Lost whatever it does: the search still answers with a legal move, scored lost.
        let found = search(&nim(8), &[], DEEP);
        assert!(matches!(found.best, Some(1..=3)));
        assert!(found.score < -MATE_BOUND);
    }

    #[test]
    fn the_node_budget_is_respected() {
        for nodes in [1, 10, 100, 1_000] {
            let found = search(&nim(60), &[], Limits { nodes, depth: 64 });
            assert!(found.nodes <= nodes, "{} nodes for {nodes}", found.nodes);
            assert!(found.best.is_some());
        }
    }

    #[test]
    fn the_same_position_and_budget_give_the_same_choice() {
        for nodes in [50, 500, 5_000] {
            let limits = Limits { nodes, depth: 64 };
            let a = search(&nim(47), &[], limits);
            let b = search(&nim(47), &[], limits);
            assert_eq!(a, b);
        }
    }

    #[test]
    fn a_repeated_position_is_a_draw() {
        // The position after taking one (8 stones, the other to move) is in the history: that
        // move now draws instead of winning or losing.
        let root = nim(9);
        let history = [0, nim(9).play(1).key()];
        let found = search(&root, &history, DEEP);
        assert_eq!(found.best, Some(1));
        assert_eq!(found.score, 0);
    }
}
