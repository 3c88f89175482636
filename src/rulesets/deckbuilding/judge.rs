//! The judge: which actions are legal now, and the events an action causes.

use super::action::DeckBuildingAction as A;
use super::card::Card;
use super::effects::Builder;
use super::event::DeckBuildingEvent as E;
use super::state::{CardChoice, ChoiceAsk, DeckBuildingState, InstanceId, TurnPhase};
use crate::engine::error::{EngineError, Result};
use crate::engine::rng::GameRng;

/// The most answers listed for one choice of cards (largest first); any other valid answer is
/// accepted all the same.
pub const MAX_LISTED: usize = 64;
/// The most card ids in one `CHOOSE_CARDS`.
pub const MAX_CHOSEN: usize = 500;

/// Who must act: the chooser of a waiting choice, else the player whose turn it is.
pub fn to_act(state: &DeckBuildingState) -> Option<&String> {
    if state.ended {
        return None;
    }
    match &state.choice {
        Some(choice) => Some(&choice.player),
        None => state.active_player(),
    }
}

fn hand_of<'s>(state: &'s DeckBuildingState, player: &str) -> &'s [InstanceId] {
    state.seat_named(player).map_or(&[], |s| s.hand.as_slice())
}

/// Every action `player` may take now. A choice of cards lists one answer per distinct set of
/// card kinds (at most [`MAX_LISTED`], largest first).
pub fn legal_actions(state: &DeckBuildingState, player: &str) -> Vec<A> {
    if to_act(state).map(String::as_str) != Some(player) {
        return Vec::new();
    }
    if let Some(choice) = &state.choice {
        return answers(state, choice, MAX_LISTED);
    }
    let hand = hand_of(state, player);
    let mut actions = Vec::new();
    match state.phase {
        TurnPhase::Action if state.actions > 0 => {
            for &id in hand {
                if state.card(id).is_some_and(Card::is_action) {
                    actions.push(A::Play { card: id });
                }
            }
        }
        TurnPhase::Buy => {
            if !state.bought {
                let treasures: Vec<InstanceId> = hand
                    .iter()
                    .copied()
                    .filter(|id| state.card(*id).is_some_and(Card::is_treasure))
                    .collect();
                if !treasures.is_empty() {
                    actions.push(A::PlayAllTreasures {});
                }
                actions.extend(treasures.into_iter().map(|card| A::Play { card }));
            }
            if state.buys > 0 {
                for pile in &state.supply {
                    if pile.count > 0 && pile.card.cost() <= state.coins {
                        actions.push(A::Buy { pile: pile.card });
                    }
                }
            }
        }
        _ => {}
    }
    if state.phase != TurnPhase::Cleanup {
        actions.push(A::EndPhase {});
    }
    actions
}

/// The answers to `choice`: every pile it accepts; for cards, every set of ids when there are
/// at most `limit` of them, else at most `limit` sets, one per distinct set of card kinds (the
/// first cards of each kind in hand order), largest first.
pub fn answers(state: &DeckBuildingState, choice: &CardChoice, limit: usize) -> Vec<A> {
    match choice.ask {
        ChoiceAsk::Pile { max_cost, only, .. } => state
            .supply
            .iter()
            .filter(|p| p.count > 0 && p.card.cost() <= max_cost && only.accepts(p.card))
            .map(|p| A::ChoosePile { pile: p.card })
            .collect(),
        ChoiceAsk::Cards { min, max, only, .. } => {
            // The accepted cards of the hand, grouped by kind in order of first appearance.
            let mut kinds: Vec<(Card, Vec<InstanceId>)> = Vec::new();
            for &id in hand_of(state, &choice.player) {
                let Some(card) = state.card(id).filter(|c| only.accepts(*c)) else {
                    continue;
                };
                match kinds.iter_mut().find(|(k, _)| *k == card) {
                    Some((_, ids)) => ids.push(id),
                    None => kinds.push((card, vec![id])),
                }
            }
            let total: usize = kinds.iter().map(|(_, ids)| ids.len()).sum();
            let mut out = Vec::new();
            let top = (max as usize).min(total);
            let sizes = (min as usize..=top).rev();
            let every: usize = sizes
                .clone()
                .map(|k| binomial(total, k))
                .fold(0, usize::saturating_add);
            if every <= limit {
                // Few enough to list every set of ids.
                let ids: Vec<InstanceId> = kinds
                    .iter()
                    .flat_map(|(_, ids)| ids.iter().copied())
                    .collect();
                let mut ids_sorted = ids.clone();
                ids_sorted.sort_unstable();
                for size in sizes {
                    combinations(
                        &ids_sorted,
                        size,
                        0,
                        &mut Vec::with_capacity(size),
                        &mut out,
                    );
                }
                return out;
            }
            for size in (min as usize..=top).rev() {
                let mut counts = vec![0usize; kinds.len()];
                multisets(&kinds, size, 0, &mut counts, &mut out, limit);
                if out.len() >= limit {
                    break;
                }
            }
            out
        }
    }
}

/// n choose k, saturating.
fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: usize = 1;
    for i in 0..k {
        r = r.saturating_mul(n - i) / (i + 1);
    }
    r
}

/// Every set of `size` ids from `ids[from..]`, in order, added to `out`.
fn combinations(
    ids: &[InstanceId],
    size: usize,
    from: usize,
    chosen: &mut Vec<InstanceId>,
    out: &mut Vec<A>,
) {
    if chosen.len() == size {
        out.push(A::ChooseCards {
            cards: chosen.clone(),
        });
        return;
    }
    for (i, id) in ids.iter().enumerate().skip(from) {
        chosen.push(*id);
        combinations(ids, size, i + 1, chosen, out);
        chosen.pop();
    }
}

/// Every way to take `left` more cards from kinds `from..` (at most `limit` answers in `out`).
fn multisets(
    kinds: &[(Card, Vec<InstanceId>)],
    left: usize,
    from: usize,
    counts: &mut Vec<usize>,
    out: &mut Vec<A>,
    limit: usize,
) {
    if out.len() >= limit {
        return;
    }
    if left == 0 {
        let mut cards: Vec<InstanceId> = kinds
            .iter()
            .zip(counts.iter())
            .flat_map(|((_, ids), &n)| ids.iter().take(n).copied())
            .collect();
        // Ascending, as every listed answer (and the bot's) is.
        cards.sort_unstable();
        out.push(A::ChooseCards { cards });
        return;
    }
    let Some((_, ids)) = kinds.get(from) else {
        return;
    };
    let room: usize = kinds.iter().skip(from + 1).map(|(_, ids)| ids.len()).sum();
    let most = ids.len().min(left);
    let least = left.saturating_sub(room);
    for take in (least..=most).rev() {
        if let Some(c) = counts.get_mut(from) {
            *c = take;
        }
        multisets(kinds, left - take, from + 1, counts, out, limit);
    }
    if let Some(c) = counts.get_mut(from) {
        *c = 0;
    }
}

/// Checks `action` by `player` (the kernel checked that they are to act) and returns its events.
pub fn resolve(
    state: &DeckBuildingState,
    player: &str,
    action: &A,
    rng: &mut GameRng,
) -> Result<Vec<E>> {
    let seat = state
        .seat_index(player)
        .ok_or_else(|| EngineError::invalid_input(format!("unknown player {player:?}")))?;
    if let Some(choice) = &state.choice {
        return resolve_choice(state, seat, choice, action, rng);
    }
    let mut b = Builder::new(state, rng);
    match action {
        A::Play { card } => {
            let kind = in_hand(state, player, *card)?;
            match state.phase {
                TurnPhase::Action if kind.is_action() => {
                    if state.actions == 0 {
                        return Err(EngineError::illegal(
                            "no actions left to play an action card",
                        ));
                    }
                }
                TurnPhase::Buy if kind.is_treasure() => {
                    if state.bought {
                        return Err(EngineError::illegal(
                            "treasures are played before the first buy",
                        ));
                    }
                }
                phase => {
                    return Err(EngineError::illegal(format!(
                        "action.card {card} is a {}, which cannot be played in the {} phase",
                        kind.id(),
                        phase_name(phase)
                    )))
                }
            }
            b.play(seat, *card, kind);
        }
        A::PlayAllTreasures {} => {
            if state.phase != TurnPhase::Buy || state.bought {
                return Err(EngineError::illegal(
                    "treasures are played in the buy phase, before the first buy",
                ));
            }
            let treasures: Vec<(InstanceId, Card)> = hand_of(state, player)
                .iter()
                .filter_map(|id| state.card(*id).map(|c| (*id, c)))
                .filter(|(_, c)| c.is_treasure())
                .collect();
            if treasures.is_empty() {
                return Err(EngineError::illegal("there is no treasure in your hand"));
            }
            for (id, card) in treasures {
                b.play(seat, id, card);
            }
        }
        A::Buy { pile } => {
            if state.phase != TurnPhase::Buy {
                return Err(EngineError::illegal(format!(
                    "cards are bought in the buy phase, not the {} phase",
                    phase_name(state.phase)
                )));
            }
            if state.buys == 0 {
                return Err(EngineError::illegal("no buys left"));
            }
            let left = state.pile(*pile).map(|p| p.count).ok_or_else(|| {
                EngineError::illegal(format!(
                    "action.pile {:?} is not a pile of this game's supply",
                    pile.id()
                ))
            })?;
            if left == 0 {
                return Err(EngineError::illegal(format!(
                    "the {:?} pile is empty",
                    pile.id()
                )));
            }
            let cost = pile.cost();
            if cost > state.coins {
                return Err(EngineError::illegal(format!(
                    "{:?} costs {cost}, and you have {} coins",
                    pile.id(),
                    state.coins
                )));
            }
            b.emit(E::BuyCard {
                player: player.to_string(),
                pile: *pile,
                cost,
            });
            b.gain(seat, *pile, super::state::GainTo::Discard);
        }
        A::EndPhase {} => {
            let next = match state.phase {
                TurnPhase::Action => TurnPhase::Buy,
                _ => TurnPhase::Cleanup,
            };
            b.emit(E::PhaseStarted {
                player: player.to_string(),
                phase: next,
            });
        }
        A::ChooseCards { .. } | A::ChoosePile { .. } => {
            return Err(EngineError::illegal("no choice is waiting"));
        }
    }
    Ok(b.events)
}

fn phase_name(phase: TurnPhase) -> &'static str {
    match phase {
        TurnPhase::Action => "action",
        TurnPhase::Buy => "buy",
        TurnPhase::Cleanup => "cleanup",
    }
}

/// What card `id` is, if it is in `player`'s hand.
fn in_hand(state: &DeckBuildingState, player: &str, id: InstanceId) -> Result<Card> {
    if !hand_of(state, player).contains(&id) {
        return Err(EngineError::illegal(format!(
            "action.card {id} is not in {player:?}'s hand"
        )));
    }
    state
        .card(id)
        .ok_or_else(|| EngineError::illegal(format!("action.card {id} is no card")))
}

fn resolve_choice(
    state: &DeckBuildingState,
    seat: usize,
    choice: &CardChoice,
    action: &A,
    rng: &mut GameRng,
) -> Result<Vec<E>> {
    let asked = |what: &str| {
        EngineError::illegal(format!(
            "{} is waiting for {:?} to choose {what}",
            choice.card.id(),
            choice.player
        ))
    };
    match (action, choice.ask) {
        (
            A::ChooseCards { cards },
            ChoiceAsk::Cards {
                purpose: _,
                min,
                max,
                only,
            },
        ) => {
            if cards.len() > MAX_CHOSEN {
                return Err(EngineError::invalid_input(format!(
                    "action.cards has {} ids, at most {MAX_CHOSEN}",
                    cards.len()
                )));
            }
            let n = cards.len() as u32;
            if n < min || n > max {
                let range = if min == max {
                    format!("exactly {min}")
                } else {
                    format!("{min} to {max}")
                };
                return Err(EngineError::illegal(format!(
                    "action.cards has {n} cards; {} asks for {range}",
                    choice.card.id()
                )));
            }
            for (i, id) in cards.iter().enumerate() {
                if cards.iter().take(i).any(|c| c == id) {
                    return Err(EngineError::illegal(format!(
                        "action.cards[{i}] {id} is listed twice"
                    )));
                }
                let card = in_hand(state, &choice.player, *id).map_err(|e| {
                    EngineError::illegal(
                        e.message
                            .replace("action.card", &format!("action.cards[{i}]")),
                    )
                })?;
                if !only.accepts(card) {
                    return Err(EngineError::illegal(format!(
                        "action.cards[{i}] {id} is a {}, which {} does not accept",
                        card.id(),
                        choice.card.id()
                    )));
                }
            }
            let mut b = Builder::new(state, rng);
            b.chose_cards(seat, choice, cards);
            Ok(b.events)
        }
        (A::ChoosePile { pile }, ChoiceAsk::Pile { max_cost, only, to }) => {
            let left = state.pile(*pile).map_or(0, |p| p.count);
            if left == 0 || pile.cost() > max_cost || !only.accepts(*pile) {
                return Err(EngineError::illegal(format!(
                    "action.pile {:?} is not a pile with cards left costing up to {max_cost}{}",
                    pile.id(),
                    if only == super::state::CardFilter::Treasure {
                        " that is a treasure"
                    } else {
                        ""
                    }
                )));
            }
            let mut b = Builder::new(state, rng);
            b.chose_pile(seat, *pile, to);
            Ok(b.events)
        }
        (_, ChoiceAsk::Cards { .. }) => Err(asked("cards (CHOOSE_CARDS)")),
        (_, ChoiceAsk::Pile { .. }) => Err(asked("a pile (CHOOSE_PILE)")),
    }
}
