//! The MCTS bot: Monte Carlo tree search with UCT selection over any [`Ruleset`], from the
//! bot's own view of the game. Open loop: the tree stores actions, not states, and every
//! iteration replays them from the root with fresh dice, so chance (energy rolls, shuffles)
//! is sampled rather than assumed. The same seed and the same game give the same choice, on
//! every platform (`libm` keeps the logarithm bit-identical in wasm and natively).

use crate::engine::error::{EngineError, Result};
use crate::engine::game::{Game, DEFAULT_SEED};
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::play::Simulation;
use crate::engine::rng::GameRng;
use crate::engine::ruleset::Ruleset;
use serde::{Deserialize, Serialize};

/// Iterations when the options give none: the demo page's default strength ("Normal").
pub const DEFAULT_ITERATIONS: u32 = 500;
/// The demo page's strongest level ("Hard").
pub const STRONGEST_ITERATIONS: u32 = 3_000;
pub const MAX_ITERATIONS: u32 = 20_000;
/// The most forced moves (one choice) played through in a row without a node.
const FORCED_MOVES: u32 = 200;
/// UCT's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 0.8;
/// The bias towards the action of the ruleset's rollout policy, if it has one: a bonus on top
/// of UCT's score, so that another action is preferred only when its mean reward is clearly
/// better (in deck-building, a bias fading with visits let noisy means override a better policy:
/// 82% against Big Money at 1,000 iterations, against 88% with this one).
const POLICY_BIAS: f64 = 0.05;

/// How the bot searches. Both fields are optional.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BotOptions {
    /// Search iterations, 1 to 20,000 (default 500, the demo page's "Normal"): more plays
    /// stronger and slower.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub iterations: Option<u32>,
    /// Seed text for the bot's own random choices; the same seed gives the same action.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
}

/// The action the MCTS bot would play for `player` now (it does not play it). Errors:
/// `GAME_FINISHED`, `INVALID_INPUT` (unknown player, iterations out of range), `NOT_YOUR_TURN`.
pub fn bot_action<R: Ruleset>(
    game: &Game<R>,
    player: &str,
    options: &BotOptions,
) -> Result<R::Action> {
    if game.is_finished() {
        return Err(EngineError::game_finished());
    }
    let iterations = options.iterations.unwrap_or(DEFAULT_ITERATIONS);
    if !(1..=MAX_ITERATIONS).contains(&iterations) {
        return Err(EngineError::invalid_input(format!(
            "options.iterations is {iterations}, expected 1 to {MAX_ITERATIONS}"
        )));
    }
    // The view checks that the player is in the game; the bot sees only what they may see.
    let view = game.view(Some(player))?;
    if game.current_player().map(String::as_str) != Some(player) {
        return Err(EngineError::not_your_turn(format!(
            "it is {:?}'s turn, not {player:?}'s",
            game.current_player().map_or("no one", String::as_str)
        )));
    }
    let mut rng = GameRng::from_seed(options.seed.as_deref().unwrap_or(DEFAULT_SEED));
    let state = R::determinize(&view.state, &mut rng);
    search(&Simulation::<R>::new(state), iterations, &mut rng)
}

struct Node<A> {
    visits: u32,
    /// Total reward of the player who chose the action leading here.
    reward: f64,
    children: Vec<(A, usize)>,
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
pub fn search<R: Ruleset>(
    root: &Simulation<R>,
    iterations: u32,
    rng: &mut GameRng,
) -> Result<R::Action> {
    let mut legal = root.bot_actions();
    if legal.len() <= 1 {
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
            let actions = pos.bot_actions();
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
                .filter(|a| !current.children.iter().any(|(c, _)| c == *a))
                .collect();
            if let Some(&action) = untried.get(rng.index(untried.len())) {
                let action = action.clone();
                pos.play(&action, rng)?;
                let child = nodes.len();
                nodes.push(Node::new());
                if let Some(parent) = nodes.get_mut(node) {
                    parent.children.push((action, child));
                }
                path.push((child, Some(seat)));
                break;
            }
            let preferred = pos
                .to_act()
                .and_then(|p| R::rollout_action(&pos.state, p, rng));
            let Some((action, child)) = select(&nodes, node, &actions, preferred.as_ref()) else {
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
            let mut actions = pos.bot_actions();
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
    let root_children = nodes.first().map(|n| n.children.as_slice()).unwrap_or(&[]);
    let mut best: Option<(&R::Action, u32)> = None;
    for (action, child) in root_children {
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

/// UCT: the child (among those whose action is legal now) with the best mean reward plus
/// exploration bonus, plus a fixed bias towards the ruleset's rollout policy (`preferred`);
/// ties go to the first.
fn select<A: Clone + PartialEq>(
    nodes: &[Node<A>],
    node: usize,
    legal: &[A],
    preferred: Option<&A>,
) -> Option<(A, usize)> {
    let parent = nodes.get(node)?;
    let log_visits = libm::log(f64::from(parent.visits.max(1)));
    let mut best: Option<(&A, usize, f64)> = None;
    for (action, child) in &parent.children {
        if !legal.contains(action) {
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
fn rewards<R: Ruleset>(pos: &Simulation<R>, players: &[String]) -> Vec<f64> {
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

fn result_reward(outcome: &GameOutcome, player: &str, n: usize) -> f64 {
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
