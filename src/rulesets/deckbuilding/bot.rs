//! What the bot needs of the deck-builder: the actions worth searching, and a rule-of-thumb
//! policy that plays its rollouts (and answers the choices cards ask for). The fixed strategies
//! it is measured against are in `strategy.rs`.
//!
//! The policy is "big money with a few good kingdom cards": play actions that give actions
//! first, then the best terminal; play every treasure; buy a province at 8, a first witch at 5
//! to 7 and a second at 5 (when the kingdom has it), gold at 6 or 7, a laboratory or market at
//! 5, one terminal (smithy, then militia) per ten cards at 4, silver at 3 to 5 otherwise;
//! duchies and estates when the provinces run low; never a curse. Curses (-1 each in every
//! score, which is what the search weighs) go first when it discards, trashes or remodels.

use super::DeckBuildingEndReason;
use super::action::DeckBuildingAction as A;
use super::card::{def, Card, SupplyCardType};
use super::judge::{answers, legal_actions, to_act};
use super::ruleset::DeckBuilding;
use super::state::{
    CardChoice, CardFilter, ChoiceAsk, ChoicePurpose, DeckBuildingState, InstanceId, TurnPhase,
};
use super::view::DeckBuildingView;
use crate::ai::Mcts;
use crate::engine::outcome::{GameOutcome, OutcomeType};
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// A bot's rollout is played by the rollout policy to the end of the game; this bounds it.
pub const ROLLOUT_LIMIT: u32 = 2_000;

/// The deck-builder's bot: MCTS from the bot's own view (the hidden cards drawn at random),
/// with the policy above playing its rollouts.
impl Mcts for DeckBuilding {
    fn determinize(view: &DeckBuildingView, rng: &mut GameRng) -> DeckBuildingState {
        super::view::determinize(view, rng)
    }
    fn bot_actions(state: &DeckBuildingState, player: &PlayerId) -> Vec<A> {
        bot_actions(state, player)
    }
    fn rollout_action(
        state: &DeckBuildingState,
        player: &PlayerId,
        _rng: &mut GameRng,
    ) -> Option<A> {
        policy(state, player)
    }
    fn rewards(state: &DeckBuildingState, outcome: &GameOutcome<DeckBuildingEndReason>) -> Vec<f64> {
        rewards(state, outcome)
    }
    fn rollout_limit() -> u32 {
        ROLLOUT_LIMIT
    }
}

crate::mcts_bot!(DeckBuilding);

/// The actions the bot searches: one `PLAY` per kind of action card in hand, every treasure at
/// once, the buys worth making (never a copper; an estate only near the end), ending the phase;
/// a choice a card asks for is answered by the policy alone.
pub fn bot_actions(state: &DeckBuildingState, player: &PlayerId) -> Vec<A> {
    let legal = legal_actions(state, player);
    if legal.len() <= 1 {
        return legal;
    }
    if state.choice.is_some() {
        return match policy(state, player) {
            Some(answer) => vec![answer],
            None => legal,
        };
    }
    if legal.contains(&A::PlayAllTreasures {}) {
        return vec![A::PlayAllTreasures {}];
    }
    let buys = buy_candidates(state, player, &legal);
    let mut kinds: Vec<Card> = Vec::new();
    legal
        .into_iter()
        .filter(|a| match a {
            A::Play { card } => match state.card(*card) {
                Some(kind) if kind.is_action() && !kinds.contains(&kind) => {
                    kinds.push(kind);
                    true
                }
                _ => false,
            },
            A::Buy { pile } => buys.contains(pile),
            _ => true,
        })
        .collect()
}

/// The buys worth searching among `legal`: the policy's, the dearest victory card (an estate
/// only near the end), the dearest treasure but copper, and the two dearest kingdom cards.
fn buy_candidates(state: &DeckBuildingState, player: &PlayerId, legal: &[A]) -> Vec<Card> {
    let mut piles: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            A::Buy { pile } => Some(*pile),
            _ => None,
        })
        .collect();
    // Dearest first; among equal costs, the supply's order.
    piles.sort_by_key(|c| std::cmp::Reverse(c.cost()));
    let late = provinces_left(state) <= 3;
    let mut out: Vec<Card> = Vec::new();
    if let Some(A::Buy { pile }) = policy(state, player) {
        out.push(pile);
    }
    let victory = piles
        .iter()
        .find(|c| c.is_victory() && (**c != Card::Estate || late));
    let treasure = piles
        .iter()
        .find(|c| c.is_treasure() && **c != Card::Copper);
    let kingdom = piles.iter().filter(|c| c.is_action()).take(2);
    for c in victory.into_iter().chain(treasure).chain(kingdom) {
        if !out.contains(c) {
            out.push(*c);
        }
    }
    out
}

/// Rewards for the search: the result (win 1, draw 0.5, else 0) weighs [`RESULT_WEIGHT`], the
/// margin over the best other player (capped at [`MARGIN_CAP`] points) the rest, so that a
/// search against a much weaker player still prefers the bigger win.
pub fn rewards(state: &DeckBuildingState, outcome: &GameOutcome<DeckBuildingEndReason>) -> Vec<f64> {
    let vp = state.victory_points();
    state
        .players
        .iter()
        .enumerate()
        .map(|(i, player)| {
            let result = outcome
                .results()
                .iter()
                .find(|r| r.player == *player)
                .map_or(0.0, |r| match r.outcome {
                    OutcomeType::Win => 1.0,
                    OutcomeType::Draw => 0.5,
                    _ => 0.0,
                });
            let own = vp.get(i).copied().unwrap_or(0);
            let best_other = vp
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, v)| *v)
                .max()
                .unwrap_or(0);
            let margin = (own - best_other).clamp(-MARGIN_CAP, MARGIN_CAP) as f64;
            let margin = 0.5 + margin / (2 * MARGIN_CAP) as f64;
            RESULT_WEIGHT * result + (1.0 - RESULT_WEIGHT) * margin
        })
        .collect()
}

/// How much the result counts in a search reward; the margin counts the rest.
pub const RESULT_WEIGHT: f64 = 0.6;
/// Victory points beyond which a bigger margin counts no more.
pub const MARGIN_CAP: i64 = 24;

/// Provinces left in the supply.
fn provinces_left(state: &DeckBuildingState) -> u32 {
    state.pile(Card::Province).map_or(0, |p| p.count)
}

/// What a seat owns, counted by kind.
pub(super) struct Owned {
    total: usize,
    of: [u32; Card::ALL.len()],
}

impl Owned {
    pub(super) fn of(state: &DeckBuildingState, seat: usize) -> Owned {
        let mut of = [0u32; Card::ALL.len()];
        let mut total = 0;
        if let Some(s) = state.seats.get(seat) {
            for id in s.owned() {
                if let Some(slot) = state.card(*id).and_then(|c| of.get_mut(c as usize)) {
                    *slot += 1;
                    total += 1;
                }
            }
        }
        Owned { total, of }
    }
    pub(super) fn count(&self, card: Card) -> u32 {
        self.of.get(card as usize).copied().unwrap_or(0)
    }
    /// Action cards that give no action: two in one hand collide.
    fn terminals(&self) -> u32 {
        Card::ALL
            .iter()
            .filter(|c| is_terminal(**c))
            .map(|c| self.count(*c))
            .sum()
    }
    /// The coins of every treasure.
    fn money(&self) -> u32 {
        Card::ALL
            .iter()
            .filter(|c| c.is_treasure())
            .map(|c| self.count(*c) * def(*c).coins)
            .sum()
    }
}

fn is_terminal(card: Card) -> bool {
    card.is_action() && def(card).actions == 0
}

/// A card that does nothing in hand: a curse, or a victory card that is nothing else.
fn is_junk(card: Card) -> bool {
    card == Card::Curse || (card.is_victory() && !card.is_action() && !card.is_treasure())
}

/// The most witches the policy buys: the curses run out before a third would pay.
pub const WITCHES: u32 = 2;

/// The policy's action for `player`, who must be the one to act (`None` otherwise, or in a
/// cleanup).
pub fn policy(state: &DeckBuildingState, player: &PlayerId) -> Option<A> {
    turn_of(state, player, play_action, buy)
}

/// A strategy's action for `player`: the policy's answer to a choice; else `actions`' card to
/// play (none: end the phase), then every treasure and `buys`' pile.
pub(super) fn turn_of(
    state: &DeckBuildingState,
    player: &PlayerId,
    actions: fn(&DeckBuildingState, usize) -> Option<A>,
    buys: fn(&DeckBuildingState, usize, u32) -> Option<Card>,
) -> Option<A> {
    if to_act(state) != Some(player) {
        return None;
    }
    let seat = state.seat_index(player)?;
    if let Some(choice) = &state.choice {
        return Some(answer(state, seat, choice));
    }
    match state.phase {
        TurnPhase::Action => Some(actions(state, seat).unwrap_or(A::EndPhase {})),
        TurnPhase::Buy => Some(buy_phase(state, seat, buys)),
        TurnPhase::Cleanup => None,
    }
}

/// The buy phase of a strategy: every treasure first, then `choose`'s pile, else the end of
/// the phase.
fn buy_phase(
    state: &DeckBuildingState,
    seat: usize,
    choose: fn(&DeckBuildingState, usize, u32) -> Option<Card>,
) -> A {
    let hand = state.seats.get(seat).map_or(&[][..], |s| s.hand.as_slice());
    let treasure = hand
        .iter()
        .any(|id| state.card(*id).is_some_and(Card::is_treasure));
    if treasure && !state.bought {
        return A::PlayAllTreasures {};
    }
    let open = |c: Card| state.pile(c).is_some_and(|p| p.count > 0);
    match choose(state, seat, state.coins) {
        Some(pile) if state.buys > 0 && open(pile) && pile.cost() <= state.coins => A::Buy { pile },
        _ => A::EndPhase {},
    }
}

/// The action card the policy plays now: actions that give actions first, then the best
/// terminal; none worth playing gives `None`.
fn play_action(state: &DeckBuildingState, seat: usize) -> Option<A> {
    if state.actions == 0 {
        return None;
    }
    let hand = state.seats.get(seat).map_or(&[][..], |s| s.hand.as_slice());
    let held = |f: &dyn Fn(Card) -> bool| hand.iter().any(|id| state.card(*id).is_some_and(f));
    let order = [
        Card::Village,
        Card::Festival,
        Card::Laboratory,
        Card::Market,
        Card::Cellar,
        Card::Witch,
        Card::CouncilRoom,
        Card::Smithy,
        Card::Militia,
        Card::Moneylender,
        Card::Mine,
        Card::Remodel,
        Card::Moat,
        Card::Workshop,
        Card::Woodcutter,
        Card::Chapel,
    ];
    for card in order {
        let Some(&id) = hand.iter().find(|id| state.card(**id) == Some(card)) else {
            continue;
        };
        let worth = match card {
            Card::Cellar => held(&is_junk),
            Card::Moneylender => held(&|c| c == Card::Copper),
            Card::Mine => held(&Card::is_treasure),
            Card::Remodel => hand.len() > 1,
            Card::Chapel => !chapel_trash(state, seat).is_empty(),
            _ => true,
        };
        if worth {
            return Some(A::Play { card: id });
        }
    }
    None
}

/// The pile the policy buys (or gains) with `coins`, or none.
fn buy(state: &DeckBuildingState, seat: usize, coins: u32) -> Option<Card> {
    let owned = Owned::of(state, seat);
    let left = provinces_left(state);
    let open = |c: Card| state.pile(c).is_some_and(|p| p.count > 0) && c.cost() <= coins;
    let first = |cards: &[Card]| cards.iter().copied().find(|c| open(*c));
    let terminal_room = owned.terminals() < 1 + (owned.total as u32) / 10;
    let late = [
        (left <= 4 && coins >= 5, Card::Duchy),
        (left <= 2 && coins >= 2, Card::Estate),
    ];
    if coins >= 8 && (owned.count(Card::Gold) > 0 || left <= 6) && open(Card::Province) {
        return Some(Card::Province);
    }
    // A first witch before gold (its curses cost the others more than gold gains); a second
    // only at 5, and only while curses are left to give.
    let witches = owned.count(Card::Witch);
    let curses = state.pile(Card::Curse).map_or(0, |p| p.count);
    if coins >= 5
        && left > 4
        && curses > 0
        && open(Card::Witch)
        && (witches == 0 || (witches < WITCHES && coins == 5 && terminal_room))
    {
        return Some(Card::Witch);
    }
    if coins >= 6 && left > 4 {
        if let Some(c) = first(&[Card::Gold]) {
            return Some(c);
        }
    }
    for (when, card) in late {
        if when && open(card) {
            return Some(card);
        }
    }
    if coins >= 6 {
        return first(&[Card::Gold, Card::Laboratory, Card::Silver]);
    }
    if coins == 5 {
        if let Some(c) = first(&[Card::Laboratory, Card::Market]) {
            return Some(c);
        }
        if terminal_room {
            if let Some(c) = first(&[Card::CouncilRoom]) {
                return Some(c);
            }
        }
        return first(&[Card::Festival, Card::Silver]);
    }
    if coins == 4 && terminal_room {
        let draw = owned.count(Card::Smithy)
            + owned.count(Card::CouncilRoom)
            + owned.count(Card::Witch);
        let picks: &[Card] = if draw <= owned.count(Card::Militia) {
            &[Card::Smithy, Card::Militia, Card::Moneylender]
        } else {
            &[Card::Militia, Card::Smithy, Card::Moneylender]
        };
        if let Some(c) = first(picks) {
            return Some(c);
        }
    }
    if coins >= 3 {
        return first(&[Card::Silver]);
    }
    None
}

/// The policy's answer to `choice` (made by seat `seat`).
fn answer(state: &DeckBuildingState, seat: usize, choice: &CardChoice) -> A {
    let hand: Vec<(InstanceId, Card)> = state
        .seats
        .get(seat)
        .map(|s| {
            s.hand
                .iter()
                .filter_map(|id| state.card(*id).map(|c| (*id, c)))
                .collect()
        })
        .unwrap_or_default();
    match choice.ask {
        ChoiceAsk::Pile { max_cost, only, .. } => {
            let open = |c: Card| {
                state
                    .pile(c)
                    .is_some_and(|p| p.count > 0 && c.cost() <= max_cost && only.accepts(c))
            };
            let pick = match only {
                CardFilter::Treasure => [Card::Gold, Card::Silver, Card::Copper]
                    .into_iter()
                    .find(|c| open(*c)),
                _ => buy(state, seat, max_cost).filter(|c| open(*c)),
            };
            // Else the dearest pile it may gain (not a curse, nor a copper, when there is a
            // choice).
            let pick = pick.or_else(|| {
                state
                    .supply
                    .iter()
                    .filter(|p| open(p.card))
                    .max_by_key(|p| {
                        (
                            p.card != Card::Curse,
                            p.card != Card::Copper,
                            p.card.cost(),
                        )
                    })
                    .map(|p| p.card)
            });
            match pick {
                Some(pile) => A::ChoosePile { pile },
                None => first_answer(state, choice),
            }
        }
        ChoiceAsk::Cards {
            purpose: ChoicePurpose::Reveal,
            ..
        } => A::ChooseCards {
            cards: hand
                .iter()
                .find(|(_, c)| c.is(SupplyCardType::Reaction))
                .map(|(id, _)| vec![*id])
                .unwrap_or_default(),
        },
        ChoiceAsk::Cards { min, max, .. } => {
            let cards = match choice.card {
                Card::Cellar => hand
                    .iter()
                    .filter(|(_, c)| is_junk(*c))
                    .map(|(id, _)| *id)
                    .collect(),
                Card::Chapel => chapel_trash(state, seat),
                Card::Moneylender => pick_first(&hand, |c| c == Card::Copper),
                Card::Mine => {
                    let gold = state.pile(Card::Gold).is_some_and(|p| p.count > 0);
                    let silver = state.pile(Card::Silver).is_some_and(|p| p.count > 0);
                    match pick_first(&hand, |c| c == Card::Silver && gold) {
                        v if !v.is_empty() => v,
                        _ => pick_first(&hand, |c| c == Card::Copper && silver),
                    }
                }
                Card::Remodel => remodel_trash(state, &hand),
                // Discarding down: the least useful cards go.
                _ => {
                    let mut ranked = hand.clone();
                    ranked.sort_by_key(|(_, c)| keep_value(*c));
                    ranked
                        .iter()
                        .take(min as usize)
                        .map(|(id, _)| *id)
                        .collect()
                }
            };
            let mut cards: Vec<InstanceId> = cards;
            cards.truncate(max as usize);
            if cards.len() < min as usize {
                return first_answer(state, choice);
            }
            // Ascending, as legal_actions lists every answer: the bot's is one of them.
            cards.sort_unstable();
            A::ChooseCards { cards }
        }
    }
}

/// The first card of `hand` that `f` accepts, as a list of at most one.
fn pick_first(hand: &[(InstanceId, Card)], f: impl Fn(Card) -> bool) -> Vec<InstanceId> {
    hand.iter()
        .find(|(_, c)| f(*c))
        .map(|(id, _)| vec![*id])
        .unwrap_or_default()
}

/// The first listed answer to `choice` (it has one: a choice is only asked when it can be
/// answered); `END_PHASE` should it have none.
fn first_answer(state: &DeckBuildingState, choice: &CardChoice) -> A {
    answers(state, choice, 1)
        .into_iter()
        .next()
        .unwrap_or(A::EndPhase {})
}

/// How much a card in hand is worth keeping when discarding down (lowest goes first).
fn keep_value(card: Card) -> u32 {
    if is_junk(card) {
        return 0;
    }
    match card {
        Card::Copper => 1,
        _ => 2 + card.cost(),
    }
}

/// Which cards Chapel trashes: curses, estates while provinces are plentiful, and coppers as
/// long as the deck keeps 6 coins of treasure.
fn chapel_trash(state: &DeckBuildingState, seat: usize) -> Vec<InstanceId> {
    let owned = Owned::of(state, seat);
    let mut money = owned.money();
    let early = provinces_left(state) > 4;
    let mut out = Vec::new();
    let mut hand: Vec<InstanceId> = state
        .seats
        .get(seat)
        .map_or_else(Vec::new, |s| s.hand.clone());
    // Curses first, should there be more to trash than room.
    hand.sort_by_key(|id| state.card(*id) != Some(Card::Curse));
    for id in hand {
        let keep = match state.card(id) {
            Some(Card::Curse) => false,
            Some(Card::Estate) => !early,
            Some(Card::Copper) if money > 6 => {
                money -= 1;
                false
            }
            _ => true,
        };
        if !keep && out.len() < super::effects::CHAPEL_TRASH as usize {
            out.push(id);
        }
    }
    out
}

/// The card Remodel trashes: a curse, a gold for a province, an estate for a better card, else
/// the cheapest card in hand.
fn remodel_trash(state: &DeckBuildingState, hand: &[(InstanceId, Card)]) -> Vec<InstanceId> {
    let curse = pick_first(hand, |c| c == Card::Curse);
    if !curse.is_empty() {
        return curse;
    }
    let left = provinces_left(state);
    if left > 0 && left <= 6 {
        let gold = pick_first(hand, |c| c == Card::Gold);
        if !gold.is_empty() {
            return gold;
        }
    }
    if left > 2 {
        let estate = pick_first(hand, |c| c == Card::Estate);
        if !estate.is_empty() {
            return estate;
        }
    }
    hand.iter()
        .min_by_key(|(_, c)| (keep_value(*c), c.cost()))
        .map(|(id, _)| vec![*id])
        .unwrap_or_default()
}
