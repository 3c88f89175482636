//! The configuration, checked once into the initial state, and the start: each player's seven
//! coppers and three estates shuffled, five cards drawn, the first seat's turn.

use super::card::Card;
use super::effects::Builder;
use super::event::DeckBuildingEvent;
use super::state::{CardInstance, DeckBuildingState, PlayerCards, SupplyPile, TurnPhase};
use super::trigger::{default_trigger, validate, EndTrigger};
use crate::engine::error::{EngineError, Result};
use crate::engine::player::{validate_player_ids, PlayerId};
use crate::engine::rng::GameRng;
use serde::{Deserialize, Serialize};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
/// The turn threshold when the configuration gives none, and the largest one accepted.
pub const DEFAULT_MAX_TURNS: u32 = 40;
pub const MAX_MAX_TURNS: u32 = 200;

/// A game's `maxTurns` (the game's config and `checkEndTrigger` refuse the same ones).
pub(super) fn check_max_turns(max_turns: u32) -> Result<()> {
    if !(1..=MAX_MAX_TURNS).contains(&max_turns) {
        return Err(EngineError::invalid_config(format!(
            "maxTurns is {max_turns}, expected 1 to {MAX_MAX_TURNS}"
        )));
    }
    Ok(())
}
/// Kingdom piles in a game.
pub const KINGDOM_SIZE: usize = 10;
/// Cards in a hand after cleanup.
pub const HAND_SIZE: usize = 5;

/// A deck-building game's configuration: every field is optional (two players, the default
/// kingdom and end trigger).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeckBuildingConfig {
    /// 2 to 4 players, in seating order (the first takes the first turn); `["p1", "p2"]` by
    /// default.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub players: Option<Vec<PlayerId>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    /// Seed text for the shuffles; the same seed and actions replay the same game.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// 10 distinct kingdom cards (`listKingdomCards()`); default village, smithy, market,
    /// laboratory, festival, cellar, workshop, remodel, militia, moat. The supply adds the base
    /// piles: copper, silver, gold, estate, duchy, province and curse.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "KingdomCard[]"))]
    pub kingdom: Option<Vec<Card>>,
    /// Absent: `{ emptyPileThreshold: 3, keyPiles: ["province"] }`; given, it replaces that
    /// default entirely; `null`: no depletion end, only the turn threshold.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::nullable"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional, type = "EndTrigger | null"))]
    pub end_trigger: Option<Option<EndTrigger>>,
    /// The turn threshold in rounds, 1 to 200 (default 40): reached at the end of the last
    /// seat's turn of that round.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub max_turns: Option<u32>,
}

impl DeckBuildingConfig {
    /// The default game for these players.
    pub fn for_players(players: &[&str]) -> Self {
        DeckBuildingConfig {
            players: Some(players.iter().map(|p| p.to_string()).collect()),
            ..Self::default()
        }
    }

    /// The players, in seating order: `players`, or `"p1"` and `"p2"` by default.
    pub fn player_ids(&self) -> Vec<PlayerId> {
        self.players
            .clone()
            .unwrap_or_else(|| vec!["p1".into(), "p2".into()])
    }
}

/// Curses in the supply per player past the first.
pub const CURSES_PER_OPPONENT: u32 = 10;

/// The size of `card`'s pile with `players` players.
pub fn pile_size(card: Card, players: usize) -> u32 {
    let players = players as u32;
    match card {
        Card::Copper => 60u32.saturating_sub(7 * players),
        Card::Curse => CURSES_PER_OPPONENT * players.saturating_sub(1),
        Card::Silver => 40,
        Card::Gold => 30,
        c if c.is_victory() => {
            if players <= 2 {
                8
            } else {
                12
            }
        }
        _ => 10,
    }
}

fn check_kingdom(kingdom: &[Card]) -> Result<()> {
    if kingdom.len() != KINGDOM_SIZE {
        return Err(EngineError::invalid_config(format!(
            "kingdom has {} cards, expected {KINGDOM_SIZE} distinct kingdom cards",
            kingdom.len()
        )));
    }
    for (i, card) in kingdom.iter().enumerate() {
        if !card.is_kingdom() {
            return Err(EngineError::invalid_config(format!(
                "kingdom[{i}] is {:?}, a base card, not a kingdom card",
                card.id()
            )));
        }
        if kingdom.iter().take(i).any(|c| c == card) {
            return Err(EngineError::invalid_config(format!(
                "kingdom[{i}] {:?} is listed twice",
                card.id()
            )));
        }
    }
    Ok(())
}

/// Checks the configuration and builds the state before the start: each seat's ten starting
/// cards in its discard pile (the start shuffles them into its deck).
pub fn setup(config: &DeckBuildingConfig) -> Result<DeckBuildingState> {
    let players = config.player_ids();
    let n = players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(EngineError::invalid_config(format!(
            "players has {n} players, expected {MIN_PLAYERS} to {MAX_PLAYERS}"
        )));
    }
    validate_player_ids(&players, "players")
        .map_err(|e| EngineError::invalid_config(e.message))?;
    let kingdom = config
        .kingdom
        .clone()
        .unwrap_or_else(|| Card::DEFAULT_KINGDOM.to_vec());
    check_kingdom(&kingdom)?;
    let max_turns = config.max_turns.unwrap_or(DEFAULT_MAX_TURNS);
    check_max_turns(max_turns)?;
    let supply: Vec<SupplyPile> = Card::BASE
        .iter()
        .chain(&kingdom)
        .map(|&card| SupplyPile {
            card,
            count: pile_size(card, n),
        })
        .collect();
    let given = match &config.end_trigger {
        None => Some(default_trigger()),
        Some(t) => t.clone(),
    };
    let end_trigger = match given {
        Some(t) => Some(validate(
            &t,
            supply.len(),
            |name| supply.iter().map(|p| p.card).find(|c| c.id() == name),
            "endTrigger",
        )?),
        None => None,
    };
    let mut cards = Vec::with_capacity(n * 40);
    let mut seats = Vec::with_capacity(n);
    for owner in 0..n {
        let mut seat = PlayerCards::default();
        for card in [Card::Copper; 7].into_iter().chain([Card::Estate; 3]) {
            seat.discard.push(cards.len() as u16);
            cards.push(CardInstance {
                card,
                owner: owner as u8,
            });
        }
        seats.push(seat);
    }
    Ok(DeckBuildingState {
        players,
        seats,
        supply,
        cards,
        trash: Vec::new(),
        active: 0,
        turn: 0,
        phase: TurnPhase::Action,
        actions: 0,
        buys: 0,
        coins: 0,
        bought: false,
        choice: None,
        end_trigger,
        max_turns,
        scores_computed: false,
        ended: false,
    })
}

/// Each seat shuffles and draws five, then the first seat's first turn starts.
pub fn start(state: &DeckBuildingState, rng: &mut GameRng) -> Vec<DeckBuildingEvent> {
    let mut b = Builder::new(state, rng);
    for seat in 0..state.seats.len() {
        b.draw(seat, HAND_SIZE);
    }
    if let Some(first) = state.players.first() {
        b.emit(DeckBuildingEvent::TurnStarted {
            player: first.clone(),
            turn: 1,
        });
        b.emit(DeckBuildingEvent::PhaseStarted {
            player: first.clone(),
            phase: TurnPhase::Action,
        });
    }
    b.events
}
