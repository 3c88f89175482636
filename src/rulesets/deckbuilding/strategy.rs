//! The fixed strategies the deck-building bot is measured against (`npm run balance`,
//! tests/bots.rs): random play, Big Money, Smithy Big Money, and the bot's rollout policy alone.

use super::action::DeckBuildingAction as A;
use super::bot::{policy, turn_of, Owned};
use super::card::Card;
use super::ruleset::DeckBuilding;
use super::state::DeckBuildingState;
use crate::engine::player::PlayerId;
use crate::engine::rng::GameRng;

/// Big Money's buy: a province with 8 coins or more, gold with 6 or 7, silver with 3 to 5.
fn big_money_buy(_state: &DeckBuildingState, _seat: usize, coins: u32) -> Option<Card> {
    match coins {
        8.. => Some(Card::Province),
        6 | 7 => Some(Card::Gold),
        3..=5 => Some(Card::Silver),
        _ => None,
    }
}

/// Smithy Big Money's second smithy waits until after this turn of its own.
pub const SECOND_SMITHY_AFTER: u32 = 6;

/// Smithy Big Money's buy: Big Money's, but a smithy the first time it has 4 or 5 coins, and a
/// second with 4 or 5 coins after its sixth turn; never a third.
fn smithy_money_buy(state: &DeckBuildingState, seat: usize, coins: u32) -> Option<Card> {
    let smithies = Owned::of(state, seat).count(Card::Smithy);
    // The buyer is the player whose turn it is: the round is its own turn number.
    let wanted = smithies == 0 || (smithies == 1 && state.turn > SECOND_SMITHY_AFTER);
    let open = state.pile(Card::Smithy).is_some_and(|p| p.count > 0);
    if (4..=5).contains(&coins) && wanted && open {
        return Some(Card::Smithy);
    }
    big_money_buy(state, seat, coins)
}

/// Smithy Big Money's action: a smithy, if one is in hand.
fn play_smithy(state: &DeckBuildingState, seat: usize) -> Option<A> {
    let hand = state.seats.get(seat)?;
    let card = *hand
        .hand
        .iter()
        .find(|id| state.card(**id) == Some(Card::Smithy))?;
    (state.actions > 0).then_some(A::Play { card })
}

/// The fixed strategies the deck-building bot is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// Play all treasures; buy a province with 8 coins, gold with 6 or 7, silver with 3 to 5,
    /// nothing else; never play actions (a choice an attack forces on it is the policy's).
    BigMoney,
    /// Big Money, plus a smithy bought the first time it has 4 or 5 coins and a second with 4
    /// or 5 coins after its sixth turn (never more), played whenever drawn: the classic
    /// yardstick of a simple good strategy.
    SmithyMoney,
    /// The bot's rollout policy on its own, without search.
    Policy,
}

impl Strategy {
    /// Every strategy.
    pub const ALL: [Strategy; 4] = [
        Strategy::Random,
        Strategy::BigMoney,
        Strategy::SmithyMoney,
        Strategy::Policy,
    ];

    /// The strategy in words, for reports.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Random => "random",
            Strategy::BigMoney => "big money",
            Strategy::SmithyMoney => "smithy big money",
            Strategy::Policy => "the rollout policy alone",
        }
    }
}

impl crate::ai::Strategy<DeckBuilding> for Strategy {
    fn choose(self, state: &DeckBuildingState, player: &PlayerId, rng: &mut GameRng) -> Option<A> {
        match self {
            Strategy::Random => {
                crate::ai::playout::random_legal::<DeckBuilding>(state, player, rng)
            }
            Strategy::Policy => policy(state, player),
            Strategy::BigMoney => turn_of(state, player, |_, _| None, big_money_buy),
            Strategy::SmithyMoney => turn_of(state, player, play_smithy, smithy_money_buy),
        }
    }
}

/// Who plays a seat in a measured deck-building game.
pub type Seat = crate::ai::Seat<Strategy>;
