//! The MCTS bot: Monte Carlo tree search with UCT selection over any game that implements
//! [`Mcts`], from the bot's own view of the game. Open loop: the tree stores actions, not states, and every
//! iteration replays them from the root with fresh dice, so chance (energy rolls, shuffles)
//! is sampled rather than assumed. The same seed and the same game give the same choice, on
//! every platform (`libm` keeps the logarithm bit-identical in wasm and natively).

use crate::engine::error::{EngineError, Result};
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::play::Simulation;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;

/// The budgets of Easy, Normal and Hard for the games whose bot is this MCTS (iterations).
pub const LEVELS: [u32; 3] = [40, 500, 3_000];
/// The most iterations one decision may ask for.
pub const MAX_ITERATIONS: u32 = 20_000;
/// The most forced moves (one choice) played through in a row without a node.
const FORCED_MOVES: u32 = 200;
/// UCT's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 0.8;
/// The bias towards the action of the game's rollout policy, if it has one: a bonus on top
/// of UCT's score, so that another action is preferred only when its mean reward is clearly
/// better (in deck-building, a bias fading with visits let noisy means override a better policy:
/// 82% against Big Money at 1,000 iterations, against 88% with this one).
const POLICY_BIAS: f64 = 0.05;

/// What a game gives this MCTS: how to fill in what the bot cannot see, and (all optional) the
/// actions worth searching, a rollout policy, where rollouts stop and how their end is judged.
pub trait Mcts: Ruleset {
    /// A full state consistent with a player's `view`: hidden parts are drawn from `rng`. With
    /// perfect information, the view itself.
    fn determinize(view: &Self::View, rng: &mut GameRng) -> Self::State;

    /// For rollouts that stop before the end: each player's chances of winning in thousandths,
    /// in seating order. Empty (the default) means no estimate: all alike.
    fn estimate(_state: &Self::State) -> Vec<u32> {
        Vec::new()
    }
    /// Each player's reward for a simulated game that ended in `outcome`, from 0 to 1, in
    /// seating order; a game scored in points can reward the margin as well as the result, so
    /// that the search still tells a big win from a narrow one. Empty (the default): the result
    /// alone (1 for a win, 0.5 for a draw, less for lower ranks).
    fn rewards(_state: &Self::State, _outcome: &GameOutcome<Self::Reason>) -> Vec<f64> {
        Vec::new()
    }
    /// How many actions with a choice a rollout plays before it stops and asks
    /// [`Mcts::estimate`]. Long games with a good estimate play better with short rollouts.
    fn rollout_limit() -> u32 {
        1_000
    }
    /// The action a rollout plays for `player` (who is to act): a quick rule of thumb for games
    /// that random play says little about. `None` (the default) plays a random one of
    /// [`Mcts::bot_actions`], as does an action the judge refuses.
    fn rollout_action(
        _state: &Self::State,
        _player: &PlayerId,
        _rng: &mut GameRng,
    ) -> Option<Self::Action> {
        None
    }
    /// The actions the search considers for `player`: the legal actions, or a subset of them
    /// that leaves out moves a player never needs (equivalent choices, mana nobody can spend).
    /// Never empty when `legal_actions` is not. All legal actions by default.
    fn bot_actions(state: &Self::State, player: &PlayerId) -> Vec<Self::Action> {
        Self::legal_actions(state, player)
    }
    /// A decision the search builds one part at a time instead of choosing among whole actions
    /// (a set of attackers: each creature yes or no), so that every combination is within its
    /// reach however many there are. Given the options chosen so far for `player`'s decision
    /// now (`parts`, empty at first), the number of options of the next part (option 0 is the
    /// "none" or "no" of that part), or the whole action the parts make. Every option offered
    /// must lead to a legal action. `None` (the default): the decision is chosen whole, among
    /// [`Mcts::bot_actions`].
    fn in_parts(
        _state: &Self::State,
        _player: &PlayerId,
        _parts: &[u8],
    ) -> Option<Part<Self::Action>> {
        None
    }
}

/// The next step of a decision built in parts ([`Mcts::in_parts`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Part<A> {
    /// The next part has this many options, 0 to `n - 1`.
    Options(u8),
    /// The parts chosen make this action.
    Done(A),
}

/// The most parts one decision may have (a guard against a ruleset that never finishes).
const MAX_PARTS: usize = 1_000;

/// What a tree edge is: a whole action, or one option of a part of a decision built in parts.
#[derive(Debug, Clone, PartialEq)]
enum Edge<A> {
    Whole(A),
    Part(u8),
}

/// The action of `player`'s decision in parts at `state`, completing `parts` with random options
/// (`None` if the decision is not built in parts, or does not finish).
fn random_parts<R: Mcts>(
    state: &R::State,
    player: &PlayerId,
    parts: &mut Vec<u8>,
    rng: &mut GameRng,
) -> Option<R::Action> {
    while parts.len() <= MAX_PARTS {
        match R::in_parts(state, player, parts)? {
            Part::Options(n) => parts.push(rng.index(usize::from(n.max(1))) as u8),
            Part::Done(action) => return Some(action),
        }
    }
    None
}

/// The MCTS bot's decision for `player` (to act) from their `view`: `iterations` of search on
/// one determinization of what they cannot see.
pub fn decide<R: Mcts>(
    view: &R::View,
    _player: &PlayerId,
    iterations: u32,
    rng: &mut GameRng,
) -> Result<R::Action> {
    let state = R::determinize(view, rng);
    search(&Simulation::<R>::new(state), iterations, rng)
}

/// The actions the search considers for the player to act (none once the game is over).
fn bot_actions<R: Mcts>(pos: &Simulation<R>) -> Vec<R::Action> {
    pos.to_act()
        .map(|p| R::bot_actions(&pos.state, p))
        .unwrap_or_default()
}

struct Node<A> {
    visits: u32,
    /// Total reward of the player who chose the action leading here.
    reward: f64,
    children: Vec<(Edge<A>, usize)>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node {
            visits: 0,
            reward: 0.0,
            children: Vec::new(),
        }
    }
}

/// Runs `iterations` of MCTS from `root` and returns the most visited action (the first legal
/// action, at once, when there is only one).
pub fn search<R: Mcts>(
    root: &Simulation<R>,
    iterations: u32,
    rng: &mut GameRng,
) -> Result<R::Action> {
    let in_parts = root
        .to_act()
        .is_some_and(|p| R::in_parts(&root.state, p, &[]).is_some());
    let mut legal = if in_parts {
        Vec::new()
    } else {
        bot_actions(root)
    };
    if !in_parts && legal.len() <= 1 {
        return legal
            .pop()
            .ok_or_else(|| EngineError::illegal("there is no legal action to choose from"));
    }
    let players = R::players(&root.state).to_vec();
    let seat_of = |pos: &Simulation<R>| {
        pos.to_act()
            .and_then(|p| players.iter().position(|q| q == p))
    };
    let mut nodes: Vec<Node<R::Action>> = vec![Node::new()];
    for _ in 0..iterations {
        let mut pos = root.clone();
        let mut node = 0;
        // (node, seat of the player who moved into it)
        let mut path: Vec<(usize, Option<usize>)> = vec![(0, None)];
        // Selection, then the expansion of one new node. A position with one choice is
        // played through without a node of its own (up to FORCED_MOVES in a row).
        let mut forced = 0;
        while let Some(seat) = seat_of(&pos) {
            if let Some(player) = pos
                .to_act()
                .filter(|p| R::in_parts(&pos.state, p, &[]).is_some())
                .cloned()
            {
                let (action, expanded) = descend_parts::<R>(
                    &pos.state, &player, seat, &mut nodes, &mut node, &mut path, rng,
                );
                let Some(action) = action else {
                    break;
                };
                pos.play(&action, rng)?;
                forced = 0;
                if expanded {
                    break;
                }
                continue;
            }
            let actions = bot_actions(&pos);
            if let [only] = actions.as_slice() {
                if forced >= FORCED_MOVES {
                    break;
                }
                forced += 1;
                let only = only.clone();
                pos.play(&only, rng)?;
                continue;
            }
            forced = 0;
            let Some(current) = nodes.get(node) else {
                break;
            };
            let untried: Vec<&R::Action> = actions
                .iter()
                .filter(|a| {
                    !current
                        .children
                        .iter()
                        .any(|(c, _)| matches!(c, Edge::Whole(c) if c == *a))
                })
                .collect();
            if let Some(&action) = untried.get(rng.index(untried.len())) {
                let action = action.clone();
                pos.play(&action, rng)?;
                let child = nodes.len();
                nodes.push(Node::new());
                if let Some(parent) = nodes.get_mut(node) {
                    parent.children.push((Edge::Whole(action), child));
                }
                path.push((child, Some(seat)));
                break;
            }
            let preferred = pos
                .to_act()
                .and_then(|p| R::rollout_action(&pos.state, p, rng));
            let preferred = preferred.map(Edge::Whole);
            let legal = |e: &Edge<R::Action>| matches!(e, Edge::Whole(a) if actions.contains(a));
            let Some((Edge::Whole(action), child)) =
                select(&nodes, node, legal, preferred.as_ref())
            else {
                break;
            };
            pos.play(&action, rng)?;
            path.push((child, Some(seat)));
            node = child;
        }
        // Rollout: the ruleset's rollout policy, else random actions, to the end or to the
        // ruleset's limit (random forced moves, where there is one choice, do not count).
        let (mut steps, mut plays) = (0, 0);
        let most_plays = R::rollout_limit()
            .saturating_mul(20)
            .saturating_add(FORCED_MOVES);
        while pos.outcome.is_none() && steps < R::rollout_limit() && plays < most_plays {
            let policy = pos
                .to_act()
                .and_then(|p| R::rollout_action(&pos.state, p, rng));
            if let Some(action) = policy {
                steps += 1;
                plays += 1;
                if pos.play(&action, rng).is_ok() {
                    continue;
                }
            }
            let staged = pos.to_act().cloned().and_then(|p| {
                R::in_parts(&pos.state, &p, &[])?;
                random_parts::<R>(&pos.state, &p, &mut Vec::new(), rng)
            });
            if let Some(action) = staged {
                steps += 1;
                plays += 1;
                pos.play(&action, rng)?;
                continue;
            }
            let mut actions = bot_actions(&pos);
            if actions.is_empty() {
                break;
            }
            if actions.len() > 1 {
                steps += 1;
            }
            plays += 1;
            let action = actions.swap_remove(rng.index(actions.len()));
            pos.play(&action, rng)?;
        }
        let rewards = rewards::<R>(&pos, &players);
        for (n, mover) in path {
            if let Some(node) = nodes.get_mut(n) {
                node.visits += 1;
                node.reward += mover.and_then(|m| rewards.get(m)).copied().unwrap_or(0.0);
            }
        }
    }
    if in_parts {
        return most_visited_parts(root, &nodes)
            .ok_or_else(|| EngineError::illegal("there is no legal action to choose from"));
    }
    let root_children = nodes.first().map(|n| n.children.as_slice()).unwrap_or(&[]);
    let mut best: Option<(&R::Action, u32)> = None;
    for (edge, child) in root_children {
        let Edge::Whole(action) = edge else {
            continue;
        };
        let visits = nodes.get(*child).map_or(0, |n| n.visits);
        if best.map_or(true, |(_, v)| visits > v) {
            best = Some((action, visits));
        }
    }
    match best {
        Some((action, _)) => Ok(action.clone()),
        None => legal
            .pop()
            .ok_or_else(|| EngineError::illegal("there is no legal action to choose from")),
    }
}

/// Selection and expansion through a decision built in parts: each part with two or more
/// options is a node (a part with one option is taken without one); an untried option is
/// expanded, and the parts after it are random. Returns the whole action, and whether a node
/// was expanded (then the rollout starts after the action).
fn descend_parts<R: Mcts>(
    state: &R::State,
    player: &PlayerId,
    seat: usize,
    nodes: &mut Vec<Node<R::Action>>,
    node: &mut usize,
    path: &mut Vec<(usize, Option<usize>)>,
    rng: &mut GameRng,
) -> (Option<R::Action>, bool) {
    let mut parts = Vec::new();
    while parts.len() <= MAX_PARTS {
        let n = match R::in_parts(state, player, &parts) {
            Some(Part::Done(action)) => return (Some(action), false),
            Some(Part::Options(n)) => n,
            None => return (None, false),
        };
        if n <= 1 {
            parts.push(0);
            continue;
        }
        let Some(current) = nodes.get(*node) else {
            return (None, false);
        };
        let untried: Vec<u8> = (0..n)
            .filter(|i| !current.children.iter().any(|(e, _)| *e == Edge::Part(*i)))
            .collect();
        if let Some(&option) = untried.get(rng.index(untried.len())) {
            let child = nodes.len();
            nodes.push(Node::new());
            if let Some(parent) = nodes.get_mut(*node) {
                parent.children.push((Edge::Part(option), child));
            }
            path.push((child, Some(seat)));
            *node = child;
            parts.push(option);
            return (random_parts::<R>(state, player, &mut parts, rng), true);
        }
        let offered = |e: &Edge<R::Action>| matches!(e, Edge::Part(i) if *i < n);
        let Some((Edge::Part(option), child)) = select(nodes, *node, offered, None) else {
            return (None, false);
        };
        path.push((child, Some(seat)));
        *node = child;
        parts.push(option);
    }
    (None, false)
}

/// The root's decision built in parts: at each part the most visited option, option 0 where
/// the search never went, and a part with one option taken as it is.
fn most_visited_parts<R: Mcts>(
    root: &Simulation<R>,
    nodes: &[Node<R::Action>],
) -> Option<R::Action> {
    let player = root.to_act()?;
    let mut parts = Vec::new();
    let mut node = Some(0);
    while parts.len() <= MAX_PARTS {
        let n = match R::in_parts(&root.state, player, &parts)? {
            Part::Done(action) => return Some(action),
            Part::Options(n) => n,
        };
        if n <= 1 {
            parts.push(0);
            continue;
        }
        let children = node
            .and_then(|i| nodes.get(i))
            .map_or(&[][..], |n| n.children.as_slice());
        let mut best: Option<(u8, usize, u32)> = None;
        for (edge, child) in children {
            let Edge::Part(option) = *edge else {
                continue;
            };
            let visits = nodes.get(*child).map_or(0, |c| c.visits);
            if option < n && best.map_or(true, |(_, _, v)| visits > v) {
                best = Some((option, *child, visits));
            }
        }
        match best {
            Some((option, child, _)) => {
                parts.push(option);
                node = Some(child);
            }
            None => {
                parts.push(0);
                node = None;
            }
        }
    }
    None
}

/// UCT: the child (among those whose action is legal now) with the best mean reward plus
/// exploration bonus, plus a fixed bias towards the ruleset's rollout policy (`preferred`);
/// ties go to the first.
fn select<A: Clone + PartialEq>(
    nodes: &[Node<A>],
    node: usize,
    legal: impl Fn(&Edge<A>) -> bool,
    preferred: Option<&Edge<A>>,
) -> Option<(Edge<A>, usize)> {
    let parent = nodes.get(node)?;
    let log_visits = libm::log(f64::from(parent.visits.max(1)));
    let mut best: Option<(&Edge<A>, usize, f64)> = None;
    for (action, child) in &parent.children {
        if !legal(action) {
            continue;
        }
        let Some(c) = nodes.get(*child) else {
            continue;
        };
        let visits = f64::from(c.visits.max(1));
        let mut score = c.reward / visits + EXPLORATION * libm::sqrt(log_visits / visits);
        if preferred == Some(action) {
            score += POLICY_BIAS;
        }
        if best.as_ref().map_or(true, |(_, _, s)| score > *s) {
            best = Some((action, *child, score));
        }
    }
    best.map(|(a, c, _)| (a.clone(), c))
}

/// Each seat's reward: the ruleset's own ([`Ruleset::rewards`]), else 1 for a win, 0.5 for a
/// draw, less for lower ranks (0 for the last); a rollout that stopped before the end takes the
/// ruleset's estimate.
fn rewards<R: Mcts>(pos: &Simulation<R>, players: &[String]) -> Vec<f64> {
    let n = players.len();
    match &pos.outcome {
        Some(outcome) => {
            let own = R::rewards(&pos.state, outcome);
            if own.len() == n {
                return own;
            }
            players
                .iter()
                .map(|p| result_reward(outcome, p, n))
                .collect()
        }
        None => {
            let estimate = R::estimate(&pos.state);
            if estimate.len() == n {
                estimate.iter().map(|&e| f64::from(e) / 1000.0).collect()
            } else {
                vec![1.0 / n.max(1) as f64; n]
            }
        }
    }
}

fn result_reward<R: Copy>(outcome: &GameOutcome<R>, player: &str, n: usize) -> f64 {
    let Some(result) = outcome.results().iter().find(|r| r.player == player) else {
        return 0.0;
    };
    match result.outcome {
        OutcomeType::Win => 1.0,
        OutcomeType::Draw => 0.5,
        OutcomeType::Loss | OutcomeType::Eliminated => {
            let below = n.saturating_sub(result.rank as usize) as f64;
            0.3 * below / (n.max(2) - 1) as f64
        }
    }
}

/// Declares that `$game`'s bot is this MCTS (the game implements [`Mcts`]), at [`LEVELS`] or at
/// the game's own budgets of Easy, Normal and Hard in iterations.
#[macro_export]
macro_rules! mcts_bot {
    ($game:ty) => {
        $crate::mcts_bot!($game, $crate::ai::mcts::LEVELS);
    };
    ($game:ty, $levels:expr) => {
        impl $crate::ai::Bot for $game {
            const LEVELS: [u32; 3] = $levels;
            const MAX_BUDGET: u32 = $crate::ai::mcts::MAX_ITERATIONS;
            const UNIT: &'static str = "iterations";
            fn decide(
                view: &<$game as $crate::Ruleset>::View,
                player: &$crate::PlayerId,
                budget: u32,
                rng: &mut $crate::GameRng,
            ) -> $crate::engine::error::Result<<$game as $crate::Ruleset>::Action> {
                $crate::ai::mcts::decide::<$game>(view, player, budget, rng)
            }
        }
    };
}

#[cfg(test)]
#[path = "mcts_tests.rs"]
mod tests;
