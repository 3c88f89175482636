//! Monte Carlo tree search with RAVE (rapid action value estimation, from AMAF: "all moves
//! as first") and priors, for two-player games whose moves are small integers: Go's points,
//! say. The game supplies a [`Simulation`]: the moves worth searching with a prior for each,
//! a playout policy, and what each playout's final position says (Go: who owns each point).
//!
//! The tree is Michi's: a child's value mixes its own mean (priors counted as virtual
//! playouts) with its AMAF mean, weighted by `beta = av / (av + v + v · av / equivalence)`;
//! a leaf is expanded after a few visits; the move chosen is the most visited. The budget
//! counts playouts, never the clock, and every random choice comes from the caller's
//! generator: the same seed gives the same move. Floats only in the statistics, through
//! plain arithmetic and `libm`, so that native and wasm agree bit for bit.

use crate::engine::rng::GameRng;

/// A move's prior: as if it had been played out `visits` times and won `wins` of them (for
/// the player making it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Prior {
    /// The move, below [`Simulation::move_space`].
    pub mv: u16,
    /// The playouts it counts as.
    pub visits: f64,
    /// The wins among them, from 0 to `visits`.
    pub wins: f64,
}

/// What the search needs of a game: two sides (0 and 1), moves below [`move_space`].
///
/// [`move_space`]: Simulation::move_space
pub trait Simulation: Clone {
    /// Moves are `0..move_space()` (the size of the AMAF tables).
    fn move_space(&self) -> usize;
    /// Counters [`tally`](Simulation::tally) adds to after each playout.
    fn owner_slots(&self) -> usize;
    /// The side to move, 0 or 1.
    fn side(&self) -> usize;
    /// Whether the game is over.
    fn finished(&self) -> bool;
    /// The moves worth searching from here, each with its prior (none: the game is over).
    fn expand(&self, children: &mut Vec<Prior>);
    /// Plays a move [`expand`](Simulation::expand) listed.
    fn play(&mut self, mv: u16);
    /// Plays the game to its end with the game's policy, pushing each move and its side to
    /// `played`; returns side 0's reward, from 0 (a loss) to 1 (a win).
    fn rollout(&mut self, rng: &mut GameRng, played: &mut Vec<(u16, u8)>) -> f64;
    /// Adds what the final position says to `totals` (Go: +1 or -1 for each point's owner).
    fn tally(&self, totals: &mut [i32]);
}

/// How the tree weighs what it has seen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// The playouts at which a child's own mean and its AMAF mean weigh the same.
    pub rave_equivalence: f64,
    /// The visits after which a leaf gets children.
    pub expand_visits: u32,
    /// UCB's exploration constant (0: none; the priors and AMAF explore).
    pub exploration: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rave_equivalence: 3500.0,
            expand_visits: 8,
            exploration: 0.0,
        }
    }
}

/// A child of the root after the search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choice {
    /// The move.
    pub mv: u16,
    /// The playouts that went through it.
    pub visits: u32,
    /// Its mean reward for the side to move at the root (0.5 when never visited).
    pub winrate: f64,
}

/// What the search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The most visited move (none when the root has no move).
    pub best: Option<u16>,
    /// The root's children, most visited first.
    pub choices: Vec<Choice>,
    /// The sums of [`Simulation::tally`] over the playouts.
    pub totals: Vec<i32>,
    /// The playouts made.
    pub playouts: u32,
}

/// Nodes beyond which leaves are no longer expanded (a memory bound, far above any budget).
const MAX_NODES: usize = 4_000_000;
const NO_SIDE: u8 = u8::MAX;

#[derive(Debug, Clone)]
struct Node {
    mv: u16,
    /// The side that played `mv`.
    mover: u8,
    expanded: bool,
    first: u32,
    count: u32,
    visits: u32,
    /// Reward to `mover`.
    wins: f64,
    prior_visits: f64,
    prior_wins: f64,
    amaf_visits: f64,
    amaf_wins: f64,
}

impl Node {
    fn new(mv: u16, mover: u8, prior: (f64, f64)) -> Node {
        Node {
            mv,
            mover,
            expanded: false,
            first: 0,
            count: 0,
            visits: 0,
            wins: 0.0,
            prior_visits: prior.0,
            prior_wins: prior.1,
            amaf_visits: 0.0,
            amaf_wins: 0.0,
        }
    }

    fn urgency(&self, settings: &Settings, log_parent: f64) -> f64 {
        let v = f64::from(self.visits) + self.prior_visits;
        let mean = if v > 0.0 {
            (self.wins + self.prior_wins) / v
        } else {
            0.5
        };
        let av = self.amaf_visits;
        let mut value = if av > 0.0 {
            let beta = av / (av + v + v * av / settings.rave_equivalence);
            beta * (self.amaf_wins / av) + (1.0 - beta) * mean
        } else {
            mean
        };
        if settings.exploration > 0.0 {
            value += settings.exploration * libm::sqrt(log_parent / (f64::from(self.visits) + 1.0));
        }
        value
    }
}

/// Runs `playouts` playouts from `root` and reports the most visited move.
pub fn search<S: Simulation>(
    root: &S,
    playouts: u32,
    settings: &Settings,
    rng: &mut GameRng,
) -> Report {
    let mut tree = Tree {
        nodes: vec![Node::new(0, NO_SIDE, (0.0, 0.0))],
        priors: Vec::new(),
        settings: *settings,
    };
    let space = root.move_space();
    let mut first = vec![NO_SIDE; space];
    let mut totals = vec![0i32; root.owner_slots()];
    let mut path: Vec<usize> = Vec::new();
    let mut moves: Vec<(u16, u8)> = Vec::new();
    let mut played: Vec<(u16, u8)> = Vec::new();
    tree.expand(0, root);
    for _ in 0..playouts {
        let mut sim = root.clone();
        path.clear();
        moves.clear();
        played.clear();
        path.push(0);
        let mut node = 0;
        while !sim.finished() {
            let Some(n) = tree.nodes.get(node) else { break };
            if !n.expanded {
                if n.visits < settings.expand_visits {
                    break;
                }
                tree.expand(node, &sim);
            }
            let Some(child) = tree.select(node, rng) else {
                break;
            };
            let Some(mv) = tree.nodes.get(child).map(|c| c.mv) else {
                break;
            };
            moves.push((mv, sim.side() as u8));
            sim.play(mv);
            path.push(child);
            node = child;
        }
        let reward = sim.rollout(rng, &mut played);
        sim.tally(&mut totals);
        // The first side to play each move, over the moves after each node: the playout's
        // first, then the tree's from the bottom up (earlier moves overwrite later ones).
        for &(mv, side) in played.iter().rev() {
            if let Some(f) = first.get_mut(usize::from(mv)) {
                *f = side;
            }
        }
        for depth in (0..path.len()).rev() {
            let Some(&n) = path.get(depth) else { continue };
            tree.update(n, reward, &first);
            if depth > 0 {
                if let Some(&(mv, side)) = moves.get(depth - 1) {
                    if let Some(f) = first.get_mut(usize::from(mv)) {
                        *f = side;
                    }
                }
            }
        }
        for &(mv, _) in played.iter().chain(moves.iter()) {
            if let Some(f) = first.get_mut(usize::from(mv)) {
                *f = NO_SIDE;
            }
        }
    }
    tree.report(totals, playouts)
}

struct Tree {
    nodes: Vec<Node>,
    priors: Vec<Prior>,
    settings: Settings,
}

impl Tree {
    fn expand<S: Simulation>(&mut self, node: usize, sim: &S) {
        if self.nodes.len() >= MAX_NODES {
            return;
        }
        self.priors.clear();
        sim.expand(&mut self.priors);
        let first = self.nodes.len() as u32;
        let mover = sim.side() as u8;
        for p in &self.priors {
            self.nodes
                .push(Node::new(p.mv, mover, (p.visits.max(0.0), p.wins.max(0.0))));
        }
        if let Some(n) = self.nodes.get_mut(node) {
            n.expanded = true;
            n.first = first;
            n.count = self.priors.len() as u32;
        }
    }

    fn children(&self, node: usize) -> std::ops::Range<usize> {
        match self.nodes.get(node) {
            Some(n) => n.first as usize..(n.first as usize + n.count as usize),
            None => 0..0,
        }
    }

    /// The most urgent child; ties go to the first from a random starting child.
    fn select(&self, node: usize, rng: &mut GameRng) -> Option<usize> {
        let range = self.children(node);
        let count = range.len();
        if count == 0 {
            return None;
        }
        let log_parent = match self.nodes.get(node) {
            Some(n) if self.settings.exploration > 0.0 => libm::log(f64::from(n.visits.max(1))),
            _ => 0.0,
        };
        let start = rng.index(count);
        let mut best: Option<(usize, f64)> = None;
        for k in 0..count {
            let i = range.start + (start + k) % count;
            let Some(c) = self.nodes.get(i) else { continue };
            let u = c.urgency(&self.settings, log_parent);
            if best.map_or(true, |(_, b)| u > b) {
                best = Some((i, u));
            }
        }
        best.map(|(i, _)| i)
    }

    /// One playout through `node` with side 0's `reward`; its children's AMAF from `first`.
    fn update(&mut self, node: usize, reward: f64, first: &[u8]) {
        let of = |side: u8| if side == 0 { reward } else { 1.0 - reward };
        if let Some(n) = self.nodes.get_mut(node) {
            n.visits += 1;
            if n.mover != NO_SIDE {
                n.wins += of(n.mover);
            }
        }
        for i in self.children(node) {
            let Some(c) = self.nodes.get_mut(i) else {
                continue;
            };
            if first.get(usize::from(c.mv)) == Some(&c.mover) {
                c.amaf_visits += 1.0;
                c.amaf_wins += of(c.mover);
            }
        }
    }

    fn report(&self, totals: Vec<i32>, playouts: u32) -> Report {
        let mut choices: Vec<Choice> = self
            .children(0)
            .filter_map(|i| self.nodes.get(i))
            .map(|c| Choice {
                mv: c.mv,
                visits: c.visits,
                winrate: if c.visits > 0 {
                    c.wins / f64::from(c.visits)
                } else {
                    0.5
                },
            })
            .collect();
        // Most visited first; among equals, the better mean, then the lower move.
        choices.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.winrate.total_cmp(&a.winrate))
                .then(a.mv.cmp(&b.mv))
        });
        Report {
            best: choices.first().map(|c| c.mv),
            choices,
            totals,
            playouts,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    /// Tic-tac-toe: cells 0 to 8 row by row; side 0 plays X.
    #[derive(Clone)]
    struct Toy {
        cells: [u8; 9],
        side: u8,
        rollouts: Rc<Cell<u32>>,
    }

    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];

    impl Toy {
        fn new(x: &[usize], o: &[usize]) -> Toy {
            let mut cells = [0; 9];
            for &i in x {
                cells[i] = 1;
            }
            for &i in o {
                cells[i] = 2;
            }
            let side = if x.len() > o.len() { 1 } else { 0 };
            Toy {
                cells,
                side,
                rollouts: Rc::new(Cell::new(0)),
            }
        }
        fn winner(&self) -> Option<u8> {
            LINES
                .iter()
                .find(|l| {
                    self.cells[l[0]] != 0 && l.iter().all(|&i| self.cells[i] == self.cells[l[0]])
                })
                .map(|l| self.cells[l[0]] - 1)
        }
    }

    impl Simulation for Toy {
        fn move_space(&self) -> usize {
            9
        }
        fn owner_slots(&self) -> usize {
            9
        }
        fn side(&self) -> usize {
            usize::from(self.side)
        }
        fn finished(&self) -> bool {
            self.winner().is_some() || self.cells.iter().all(|&c| c != 0)
        }
        fn expand(&self, children: &mut Vec<Prior>) {
            if self.finished() {
                return;
            }
            for (i, &c) in self.cells.iter().enumerate() {
                if c == 0 {
                    children.push(Prior {
                        mv: i as u16,
                        visits: 2.0,
                        wins: 1.0,
                    });
                }
            }
        }
        fn play(&mut self, mv: u16) {
            self.cells[usize::from(mv)] = self.side + 1;
            self.side = 1 - self.side;
        }
        fn rollout(&mut self, rng: &mut GameRng, played: &mut Vec<(u16, u8)>) -> f64 {
            self.rollouts.set(self.rollouts.get() + 1);
            while !self.finished() {
                let empty: Vec<u16> = (0..9u16)
                    .filter(|&i| self.cells[usize::from(i)] == 0)
                    .collect();
                let mv = empty[rng.index(empty.len())];
                played.push((mv, self.side));
                self.play(mv);
            }
            match self.winner() {
                Some(0) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            }
        }
        fn tally(&self, totals: &mut [i32]) {
            for (t, &c) in totals.iter_mut().zip(&self.cells) {
                *t += match c {
                    1 => 1,
                    2 => -1,
                    _ => 0,
                };
            }
        }
    }

    #[test]
    fn finds_the_winning_move_and_the_only_defence() {
        let mut rng = GameRng::from_seed("toy");
        let settings = Settings::default();
        // X to move with two in the top row: the win.
        let win = Toy::new(&[0, 1], &[3, 4]);
        assert_eq!(search(&win, 500, &settings, &mut rng).best, Some(2));
        // X to move, O threatens the middle row and X has no win: the block.
        let block = Toy::new(&[0, 8], &[3, 4]);
        assert_eq!(search(&block, 1000, &settings, &mut rng).best, Some(5));
        // O (side 1) to move wins in the middle row rather than block the top one.
        let o_block = Toy::new(&[0, 1, 8], &[3, 4]);
        let report = search(&o_block, 1000, &settings, &mut rng);
        assert_eq!(report.best, Some(5), "{:?}", report.choices);
    }

    #[test]
    fn the_budget_counts_playouts() {
        let toy = Toy::new(&[], &[]);
        let mut rng = GameRng::from_seed("budget");
        let report = search(&toy, 321, &Settings::default(), &mut rng);
        assert_eq!(report.playouts, 321);
        assert_eq!(toy.rollouts.get(), 321);
        let visits: u32 = report.choices.iter().map(|c| c.visits).sum();
        assert_eq!(visits, 321);
        // Every playout's final position is tallied: nine owners' worth at most each.
        assert!(report.totals.iter().all(|t| t.unsigned_abs() <= 321));
    }

    #[test]
    fn the_same_seed_gives_the_same_choice() {
        let toy = Toy::new(&[4], &[]);
        let run = |seed: &str| {
            search(
                &toy,
                400,
                &Settings::default(),
                &mut GameRng::from_seed(seed),
            )
        };
        assert_eq!(run("same"), run("same"));
        let other = run("other");
        assert_eq!(other.playouts, 400);
    }
}
