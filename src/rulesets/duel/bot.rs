//! What the bot needs of the duel: the actions worth searching (no tapping for mana, as spells
//! and abilities tap their sources themselves; no choice between identical cards), attacks,
//! blocks and discards built creature by creature and card by card, an estimate of each side's
//! chances for rollouts that stop early, and the fixed strategies it is measured against.

use super::action::{Block, DuelAction};
use super::card::{AbilityKind, Keyword};
use super::cost::CardType;
use super::flow::{attack_candidates, block_candidates, decision, Decision};
use super::listing::legal_actions;
use super::mana::Mana;
use super::registry::Effect;
use super::ruleset::Duel;
use super::state::{CardId, DuelState, Permanent, Target, UNINDEXED};
use super::view::DuelView;
use crate::ai::{Mcts, Part};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// How many choices a bot's rollout makes before it asks the estimate (forced moves, such as a
/// pass with nothing else to do, are not counted).
pub const ROLLOUT_LIMIT: u32 = 20;

/// The duel's bot: MCTS from the bot's own view, the hidden cards drawn at random.
impl Mcts for Duel {
    fn determinize(view: &DuelView, rng: &mut GameRng) -> DuelState {
        super::view::determinize(view, rng)
    }
    fn bot_actions(state: &DuelState, player: &PlayerId) -> Vec<DuelAction> {
        bot_actions(state, player)
    }
    fn estimate(state: &DuelState) -> Vec<u32> {
        estimate(state)
    }
    fn rollout_limit() -> u32 {
        ROLLOUT_LIMIT
    }
    fn in_parts(state: &DuelState, player: &PlayerId, parts: &[u8]) -> Option<Part<DuelAction>> {
        in_parts(state, player, parts)
    }
}

/// Attacks, blocks and discards, built one part at a time so that the search reaches every set
/// (`legalActions` lists a few): each creature that can attack, yes (1) or no (0); each
/// creature that can block, no block (0) or the `i`-th attacker it can block (`i`); for a
/// discard, each kind of card in the hand (identical cards are one part), how many of it.
pub fn in_parts(state: &DuelState, player: &PlayerId, parts: &[u8]) -> Option<Part<DuelAction>> {
    let seat = state.seat_of(player)?;
    let now = decision(state).filter(|d| d.seat() == seat)?;
    let at = |i: usize| parts.get(i).copied().unwrap_or(0);
    match now {
        Decision::DeclareAttackers(_) => {
            let candidates = attack_candidates(state);
            if parts.len() < candidates.len() {
                return Some(Part::Options(2));
            }
            let attackers = candidates
                .into_iter()
                .enumerate()
                .filter(|(i, _)| at(*i) == 1)
                .map(|(_, id)| id)
                .collect();
            Some(Part::Done(DuelAction::DeclareAttackers { attackers }))
        }
        Decision::DeclareBlockers(_) => {
            let candidates = block_candidates(state, seat);
            if let Some((_, attackers)) = candidates.get(parts.len()) {
                let n = (attackers.len() + 1).min(usize::from(u8::MAX));
                return Some(Part::Options(n as u8));
            }
            let blocks = candidates
                .into_iter()
                .enumerate()
                .filter_map(|(i, (blocker, attackers))| {
                    let choice = usize::from(at(i)).checked_sub(1)?;
                    let attacker = attackers.get(choice)?.clone();
                    Some(Block { blocker, attacker })
                })
                .collect();
            Some(Part::Done(DuelAction::DeclareBlockers { blocks }))
        }
        Decision::Choice(_) => discard_in_parts(state, seat, parts),
        _ => None,
    }
}

/// A discard by kinds of card: part `k` is how many of the `k`-th kind (in the order of the
/// hand) go, its options the amounts that still let the rest make up the count, least first.
fn discard_in_parts(state: &DuelState, seat: u8, parts: &[u8]) -> Option<Part<DuelAction>> {
    let hand = &state.seat(seat)?.hand;
    let count = state.choice.as_ref()?.count as usize;
    let count = count.min(hand.len());
    let mut kinds: Vec<(&str, Vec<&CardId>)> = Vec::new();
    for id in hand {
        let def = state.cards.get(id).map_or("", |o| o.card.as_str());
        match kinds.iter_mut().find(|(d, _)| *d == def) {
            Some((_, ids)) => ids.push(id),
            None => kinds.push((def, vec![id])),
        }
    }
    let mut chosen: Vec<CardId> = Vec::new();
    let mut left_after: usize = hand.len();
    for (k, (_, ids)) in kinds.iter().enumerate() {
        left_after -= ids.len();
        let need = count - chosen.len();
        let least = need.saturating_sub(left_after);
        let most = ids.len().min(need);
        let options = (most + 1).saturating_sub(least).min(usize::from(u8::MAX));
        let Some(&part) = parts.get(k) else {
            return Some(Part::Options(options as u8));
        };
        let take = least + usize::from(part).min(options.saturating_sub(1));
        chosen.extend(ids.iter().take(take).map(|c| (*c).clone()));
    }
    let mut cards = chosen;
    cards.sort_by_key(|c| hand.iter().position(|h| h == c));
    Some(Part::Done(DuelAction::ChooseCards { cards }))
}

// Hard searches 2,000 iterations, not 3,000: a duel's decisions are the slowest to simulate.
crate::mcts_bot!(Duel, [60, 500, 2_000]);

/// The actions the bot searches: its rule's answer to its opening hand
/// ([`super::mulligan::bot_choice`]); else the legal ones, less tapping for mana (the automatic
/// tapping pays), and with one of each set of equivalent actions (two Islands to play, the same
/// spell twice).
pub fn bot_actions(state: &DuelState, player: &PlayerId) -> Vec<DuelAction> {
    if let Some(Decision::Mulligan(seat)) = decision(state) {
        // The opening hand is decided by a fixed rule, not searched.
        if state.player(seat) == Some(player) {
            return super::mulligan::bot_choice(state, seat).into_iter().collect();
        }
    }
    let legal = legal_actions(state, player);
    let Some(Decision::Priority(_)) = decision(state) else {
        return legal;
    };
    let mut kept: Vec<DuelAction> = Vec::with_capacity(legal.len());
    let mut keys: Vec<Key> = Vec::with_capacity(legal.len());
    let def = |id: &str| {
        state.cards.get(id).map_or(UNINDEXED, |o| match o.def {
            UNINDEXED => state.catalogue.index_of(&o.card).unwrap_or(UNINDEXED),
            i => i,
        })
    };
    for action in legal {
        let key = match &action {
            DuelAction::PlayLand { card } => Key::Land(def(card)),
            DuelAction::CastSpell { card, targets, .. } => Key::Cast(def(card), targets.clone()),
            DuelAction::ActivateAbility {
                permanent,
                ability,
                targets,
                payment,
            } => {
                let source = state.permanent(permanent);
                if source.is_some_and(|p| mana_made(state, p, *ability).is_some()) {
                    // Spells and abilities tap their sources themselves (the automatic
                    // tapping): mana made ahead is never needed, and searching it would
                    // spend the bot's iterations and its rollouts' steps on taps.
                    continue;
                }
                Key::Ability {
                    card: def(permanent),
                    ability: *ability,
                    targets: targets.clone(),
                    discard: payment.discard.iter().map(|c| def(c)).collect(),
                    sacrifice: payment.sacrifice.as_deref().map(def),
                    sick: source.is_some_and(|p| p.summoning_sick),
                }
            }
            _ => Key::Other,
        };
        if key != Key::Other {
            if keys.contains(&key) {
                continue;
            }
            keys.push(key);
        }
        kept.push(action);
    }
    kept
}

/// What makes two actions the same choice for the bot: the cards' definitions, not their ids.
#[derive(PartialEq)]
enum Key {
    Land(u16),
    Cast(u16, Vec<Target>),
    Ability {
        card: u16,
        ability: u8,
        targets: Vec<Target>,
        discard: Vec<u16>,
        sacrifice: Option<u16>,
        sick: bool,
    },
    Other,
}

/// The mana a permanent's ability makes, if it is a mana ability making one kind.
fn mana_made(state: &DuelState, permanent: &Permanent, ability: u8) -> Option<Mana> {
    let ability = state
        .definition(permanent)?
        .abilities
        .get(usize::from(ability))?;
    if !matches!(ability.kind, AbilityKind::Activated { mana: true, .. }) {
        return None;
    }
    ability.effects.iter().find_map(|e| match e {
        Effect::AddMana { mana, .. } => Some(*mana),
        _ => None,
    })
}

/// Each side's chances in thousandths, from a score of life, creatures, cards in hand and
/// lands: the side ahead by `d` points gets `500 + 500·d / (|d| + 40)`.
pub fn estimate(state: &DuelState) -> Vec<u32> {
    let scores: Vec<i64> = (0..state.seats.len())
        .map(|s| score(state, s as u8))
        .collect();
    let (Some(&a), Some(&b)) = (scores.first(), scores.get(1)) else {
        return Vec::new();
    };
    let d = a - b;
    let first = (500 + 500 * d / (d.abs() + 40)).clamp(0, 1000) as u32;
    vec![first, 1000 - first]
}

fn score(state: &DuelState, seat: u8) -> i64 {
    let Some(me) = state.seat(seat) else {
        return 0;
    };
    let mut score = 3 * i64::from(me.life.clamp(-10, 30)) + 2 * me.hand.len().min(7) as i64;
    for p in state.battlefield.iter().filter(|p| p.controller == seat) {
        let Some(card) = state.definition(p) else {
            continue;
        };
        if card.is(CardType::Land) {
            score += 2;
        } else if card.is(CardType::Creature) {
            let (power, toughness) = state.power_toughness(p);
            let evasive = state.has_keyword(p, Keyword::Flying);
            score += 3 * i64::from(power.max(0)) + 2 * i64::from(toughness.max(0));
            if evasive {
                score += 2 * i64::from(power.max(0));
            }
        } else {
            score += 3;
        }
    }
    score
}

/// The fixed strategies the duel bot is measured against (issue 23). All but `Random` answer
/// their opening hand by the bot's rule (`mulligan::bot_choice`), discard and divide
/// combat damage as listed first, and, holding priority, play a land first, then cast a spell
/// (untargeted, or at the opponent), else pass; they differ in the spell chosen and in combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// Casts the first spell listed; attacks with every creature that can, never blocks.
    AttackNeverBlock,
    /// Casts the first spell listed; never attacks, blocks with every creature that can.
    BlockNeverAttack,
    /// Casts the most expensive spell it can, then attacks with everything; never blocks.
    BiggestSpellThenAttack,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 4] = [
        Strategy::Random,
        Strategy::AttackNeverBlock,
        Strategy::BlockNeverAttack,
        Strategy::BiggestSpellThenAttack,
    ];

    /// The strategy in words, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::AttackNeverBlock => "attack with every creature that can, never block",
            Strategy::BlockNeverAttack => "never attack, always block when it can",
            Strategy::BiggestSpellThenAttack => {
                "cast the most expensive spell it can, then attack with everything"
            }
        }
    }

    /// A short name for the command line and seeds (`attack-all`).
    pub fn key(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::AttackNeverBlock => "attack-all",
            Strategy::BlockNeverAttack => "block-always",
            Strategy::BiggestSpellThenAttack => "biggest-spell",
        }
    }
}

/// A strategy's pick at priority: a land, else a spell (the most expensive when `biggest`,
/// else the first listed) untargeted or at the opponent, else an ability at the opponent;
/// `None` to pass. Mana abilities are left to the automatic tapping.
fn priority_pick(
    state: &DuelState,
    player: &PlayerId,
    actions: &[DuelAction],
    biggest: bool,
) -> Option<usize> {
    let opponent = state
        .seat_of(player)
        .and_then(|s| state.player(state.opponent(s)))
        .cloned()
        .unwrap_or_default();
    let at_opponent = |targets: &[Target]| {
        targets
            .iter()
            .all(|t| matches!(t, Target::Player { player } if *player == opponent))
    };
    let value = |a: &DuelAction| -> Option<i64> {
        match a {
            DuelAction::PlayLand { .. } => Some(1000),
            DuelAction::CastSpell { card, targets, .. } if at_opponent(targets) => {
                let cost = state.card_of(card).map_or(0, |c| i64::from(c.cost.total()));
                Some(100 + if biggest { cost } else { 0 })
            }
            DuelAction::ActivateAbility {
                permanent,
                ability,
                targets,
                ..
            } => {
                let mana = state
                    .permanent(permanent)
                    .and_then(|p| mana_made(state, p, *ability))
                    .is_some();
                (!mana && at_opponent(targets) && !targets.is_empty()).then_some(10)
            }
            _ => None,
        }
    };
    let mut best: Option<(usize, i64)> = None;
    for (i, a) in actions.iter().enumerate() {
        if let Some(v) = value(a) {
            if best.map_or(true, |(_, b)| v > b) {
                best = Some((i, v));
            }
        }
    }
    best.map(|(i, _)| i)
}

/// The declaration of attackers or blockers with the most (`most`) or the fewest entries (the
/// first on a tie), if `actions` are declarations.
fn declared(actions: &[DuelAction], most: bool) -> Option<usize> {
    let size = |a: &DuelAction| match a {
        DuelAction::DeclareAttackers { attackers } => Some(attackers.len()),
        DuelAction::DeclareBlockers { blocks } => Some(blocks.len()),
        _ => None,
    };
    let mut best: Option<(usize, usize)> = None;
    for (i, a) in actions.iter().enumerate() {
        if let Some(n) = size(a) {
            let better = best.map_or(true, |(_, b)| if most { n > b } else { n < b });
            if better {
                best = Some((i, n));
            }
        }
    }
    best.map(|(i, _)| i)
}

impl crate::ai::Strategy<Duel> for Strategy {
    fn choose(self, state: &DuelState, player: &PlayerId, rng: &mut GameRng) -> Option<DuelAction> {
        let now = decision(state);
        if self != Strategy::Random {
            if let Some(Decision::Mulligan(seat)) = now {
                return super::mulligan::bot_choice(state, seat);
            }
        }
        let mut legal = legal_actions(state, player);
        if legal.is_empty() {
            return None;
        }
        let pick = match (self, now) {
            (Strategy::Random, _) => rng.index(legal.len()),
            (_, Some(Decision::Priority(_))) => {
                let biggest = self == Strategy::BiggestSpellThenAttack;
                priority_pick(state, player, &legal, biggest).unwrap_or(legal.len() - 1)
            }
            (_, Some(Decision::DeclareAttackers(_))) => {
                declared(&legal, self != Strategy::BlockNeverAttack).unwrap_or(0)
            }
            (_, Some(Decision::DeclareBlockers(_))) => {
                declared(&legal, self == Strategy::BlockNeverAttack).unwrap_or(0)
            }
            _ => 0,
        };
        Some(legal.swap_remove(pick.min(legal.len() - 1)))
    }
}

/// Who plays a seat in a measured duel.
pub type Seat = crate::ai::Seat<Strategy>;

#[cfg(test)]
#[path = "strategy_tests.rs"]
mod strategy_tests;
