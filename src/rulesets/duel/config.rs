//! The duel's configuration, checked once into the initial state, and the events that start a
//! game: who starts, the shuffles and the opening hands, or a scenario's set position.

use super::card::{cut, decks, pool, CardDefinition, Catalogue, MAX_USER_CARDS};
use super::combat::CombatDamageMode;
use super::event::DuelEvent;
use super::ids;
use super::state::{CardObject, Combat, DuelState, Permanent, Seat, Step, Zone, UNINDEXED};
use crate::engine::error::{EngineError, Result};
use crate::engine::game::DEFAULT_SEED;
use crate::engine::player::{validate_player_ids, PlayerId};
use crate::engine::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// Starting life when the configuration gives none.
pub const DEFAULT_LIFE: i32 = 20;
/// The most starting life (and the most and least life in a scenario: ±999).
pub const MAX_LIFE: i32 = 999;
/// The most cards in a deck.
pub const MAX_DECK: usize = 100;
/// The most cards in a scenario's zones altogether.
pub const MAX_SCENARIO_CARDS: usize = 400;
/// The longest instance id in a scenario.
pub const MAX_INSTANCE_ID: usize = 40;
/// The opening hand.
pub const OPENING_HAND: usize = 7;

/// A deck: a ready deck's id (`listDecks()`) or a list of card ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum DeckChoice {
    /// A ready deck's id (`"blue-tide"`).
    Ready(String),
    /// Card ids, 1 to 100 cards (a card id once per copy).
    List(Vec<String>),
}

/// A card in a scenario, with the caller's instance id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScenarioCard {
    /// Unique in the scenario: letters, digits, `-` and `_`, up to 40.
    pub id: String,
    /// The card's definition id.
    pub card: String,
    /// Battlefield only.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub tapped: bool,
    /// Battlefield only: it came under its controller's control this turn.
    #[serde(default)]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub summoning_sick: bool,
}

/// One player's side of a scenario; every zone is empty unless given.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScenarioPlayer {
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    /// Their life, -999 to 999; the configuration's `startingLife` when absent.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub life: Option<i32>,
    /// The cards in their hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub hand: Vec<ScenarioCard>,
    /// Their permanents, in the order they entered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub battlefield: Vec<ScenarioCard>,
    /// Top first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub library: Vec<ScenarioCard>,
    /// Their graveyard, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub graveyard: Vec<ScenarioCard>,
    /// Their exiled cards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub exile: Vec<ScenarioCard>,
}

/// A set position to start from instead of shuffled decks (tests, puzzles, tutorials). The
/// game starts at the beginning of `step` as it normally would; no shuffle, no opening draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scenario {
    /// Whose turn it is.
    pub active_player: PlayerId,
    /// The step the game starts at the beginning of.
    pub step: Step,
    /// Default 1.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub turn: Option<u32>,
    /// Each player's side, by id (a player left out has every zone empty).
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, ScenarioPlayer>"))]
    pub players: BTreeMap<PlayerId, ScenarioPlayer>,
}

/// A duel's configuration: every field is optional (two players with the default decks).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DuelConfig {
    /// Exactly two players; `["p1", "p2"]` by default.
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
    /// Seed text for the shuffles, the first player and the cards' ids; the same seed and
    /// actions replay the same game.
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub seed: Option<String>,
    /// 1 to 999 (default 20).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub starting_life: Option<i32>,
    /// Who takes the first turn; chosen by the seeded RNG when absent (`FirstPlayerChosen`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub first_player: Option<PlayerId>,
    /// Each player's deck; default `blue-tide` for the first player, `red-green-aggro` for the
    /// second.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(
        feature = "wasm",
        tsify(optional, type = "Record<string, string | string[]>")
    )]
    pub decks: Option<BTreeMap<PlayerId, DeckChoice>>,
    /// Card definitions of your own, checked like the built-in ones, at most 200.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub cards: Option<Vec<CardDefinition>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    /// A set position to start from instead of the decks (not with `decks`).
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub scenario: Option<Scenario>,
    /// Who divides the damage of an attacker blocked by two or more creatures: `"ask"` the
    /// attacking player (`ASSIGN_COMBAT_DAMAGE`), or `"default"` (the default) the default
    /// division, without asking.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub combat_damage: Option<CombatDamageMode>,
    /// The London mulligan at the start of the game (default `true`; a scenario never has it):
    /// each player, the starting player first, keeps their hand (`KEEP`, putting as many cards
    /// as mulligans taken on the bottom) or shuffles it away and draws seven again (`MULLIGAN`).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub mulligan: Option<bool>,
}

impl DuelConfig {
    /// Two players with the default decks, no seed.
    pub fn for_players(players: [&str; 2]) -> DuelConfig {
        DuelConfig {
            players: Some(players.iter().map(|p| p.to_string()).collect()),
            ..DuelConfig::default()
        }
    }

    /// The players, in seating order: `players`, or `"p1"` and `"p2"` by default.
    pub fn player_ids(&self) -> Vec<PlayerId> {
        self.players
            .clone()
            .unwrap_or_else(|| vec!["p1".into(), "p2".into()])
    }
}

/// All the definitions a game may use: the pool, then the configuration's own (a clash of ids
/// is an error).
fn all_definitions(config: &DuelConfig) -> Result<Vec<CardDefinition>> {
    let mut defs = pool().to_vec();
    let user = config.cards.as_deref().unwrap_or(&[]);
    if user.len() > MAX_USER_CARDS {
        return Err(EngineError::invalid_config(format!(
            "cards holds {} definitions, above the limit of {MAX_USER_CARDS}",
            user.len()
        )));
    }
    for (i, card) in user.iter().enumerate() {
        if defs.iter().any(|d| d.id == card.id) {
            return Err(EngineError::invalid_config(format!(
                "cards[{i}]: the id {:?} is already a card",
                cut(&card.id)
            )));
        }
        defs.push(card.clone());
    }
    Ok(defs)
}

/// Checks the configuration once and builds the initial state (`INVALID_CONFIG`, or
/// `UNKNOWN_EFFECT` for a card naming an effect the registry does not know).
pub fn setup(config: &DuelConfig) -> Result<DuelState> {
    let players = &config.player_ids();
    if players.len() != 2 {
        return Err(EngineError::invalid_config(format!(
            "players holds {} players; a duel has exactly 2",
            players.len()
        )));
    }
    validate_player_ids(players, "players").map_err(|e| EngineError::invalid_config(e.message))?;
    let life = config.starting_life.unwrap_or(DEFAULT_LIFE);
    if !(1..=MAX_LIFE).contains(&life) {
        return Err(EngineError::invalid_config(format!(
            "startingLife is {life}, expected 1 to {MAX_LIFE}"
        )));
    }
    if let Some(first) = &config.first_player {
        if !players.contains(first) {
            return Err(EngineError::invalid_config(format!(
                "firstPlayer {:?} is not one of the players",
                cut(first)
            )));
        }
    }
    // Every definition is checked, so a bad card is refused even when no deck uses it.
    let all = Catalogue::new(all_definitions(config)?)?;
    let key = ids::key_of(config.seed.as_deref().unwrap_or(DEFAULT_SEED));
    let (lists, scenario) = match &config.scenario {
        Some(_) if config.decks.is_some() => {
            return Err(EngineError::invalid_config(
                "scenario and decks are given together: a scenario sets every card itself",
            ))
        }
        Some(s) => (scenario_lists(s, players, &all)?, true),
        None => (deck_lists(config, &all, key)?, false),
    };
    // The game's catalogue: the cards it uses.
    let mut used: Vec<CardDefinition> = Vec::new();
    for list in &lists {
        for (_, card, _) in list {
            if !used.iter().any(|d| d.id == *card) {
                if let Some(c) = all.get(card) {
                    used.push(c.def.clone());
                }
            }
        }
    }
    let catalogue = Arc::new(Catalogue::new(used)?);
    let mut state = DuelState {
        players: players.clone(),
        seats: Vec::new(),
        cards: BTreeMap::new(),
        battlefield: Vec::new(),
        stack: Vec::new(),
        turn: 0,
        // The configured starting player decides on their hand first.
        active: config
            .first_player
            .as_ref()
            .and_then(|f| players.iter().position(|p| p == f))
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(0),
        step: Step::Untap,
        priority: None,
        passes: 0,
        combat: Combat::default(),
        effects: Vec::new(),
        delayed: Vec::new(),
        triggered: Vec::new(),
        choice: None,
        next_id: 1,
        id_key: key,
        skip_first_draw: !scenario,
        mulligan_phase: !scenario && config.mulligan.unwrap_or(true),
        first_player: config.first_player.as_ref().and_then(|f| {
            players
                .iter()
                .position(|p| p == f)
                .and_then(|i| u8::try_from(i).ok())
        }),
        catalogue,
        combat_damage: config.combat_damage.unwrap_or_default(),
    };
    // Each card's serial is its place in the lists, in seat order (the deck lists' ids are
    // made from the same count).
    let mut serial = 0;
    for (seat, (player, list)) in players.iter().zip(&lists).enumerate() {
        let owner = seat as u8;
        let mut side = Seat {
            player: player.clone(),
            life,
            library: Vec::new(),
            hand: Vec::new(),
            graveyard: Vec::new(),
            exile: Vec::new(),
            pool: Default::default(),
            lands_played: 0,
            drew_from_empty: false,
            lost: None,
            deck: list.iter().map(|(_, card, _)| card.clone()).collect(),
            mulligans: 0,
            kept: false,
        };
        side.deck.sort();
        for (id, card, zone) in list {
            let def = state.catalogue.index_of(card).unwrap_or(UNINDEXED);
            state.cards.insert(
                id.clone(),
                CardObject {
                    card: card.clone(),
                    owner,
                    def,
                    serial,
                },
            );
            serial += 1;
            match zone {
                Placed::Library => side.library.push(id.clone()),
                Placed::Hand => side.hand.push(id.clone()),
                Placed::Graveyard => side.graveyard.push(id.clone()),
                Placed::Exile => side.exile.push(id.clone()),
                Placed::Battlefield { tapped, sick } => {
                    state.battlefield.push(Permanent {
                        id: id.clone(),
                        card: card.clone(),
                        controller: owner,
                        tapped: *tapped,
                        summoning_sick: *sick,
                        damage: 0,
                        plus_counters: 0,
                        minus_counters: 0,
                        since: state.next_id,
                        def,
                    });
                    state.next_id += 1;
                }
            }
        }
        state.seats.push(side);
    }
    if let Some(s) = &config.scenario {
        for (seat, player) in players.iter().enumerate() {
            if let (Some(p), Some(side)) = (s.players.get(player), state.seats.get_mut(seat)) {
                if let Some(l) = p.life {
                    side.life = l;
                }
            }
        }
        state.active = state.seat_of(&s.active_player).unwrap_or(0);
        state.turn = s.turn.unwrap_or(1);
        state.step = s.step;
    }
    Ok(state)
}

/// Where a card starts.
#[derive(Debug, Clone, Copy)]
enum Placed {
    Library,
    Hand,
    Graveyard,
    Exile,
    Battlefield { tapped: bool, sick: bool },
}

/// Each player's cards as (instance id, card id, where), in seat order.
type Lists = Vec<Vec<(String, String, Placed)>>;

fn deck_lists(config: &DuelConfig, all: &Catalogue, key: u32) -> Result<Lists> {
    let decks_given = config.decks.as_ref();
    if let Some(given) = decks_given {
        if let Some(other) = given.keys().find(|p| !config.player_ids().contains(p)) {
            return Err(EngineError::invalid_config(format!(
                "decks names {:?}, who is not one of the players",
                cut(other)
            )));
        }
    }
    let defaults = ["blue-tide", "red-green-aggro"];
    let mut lists = Vec::new();
    let mut next = 0;
    for (seat, player) in config.player_ids().iter().enumerate() {
        let field = format!("decks.{}", cut(player));
        let choice = decks_given.and_then(|d| d.get(player));
        let cards: Vec<String> = match choice {
            None => ready(defaults.get(seat).copied().unwrap_or("blue-tide"), &field)?,
            Some(DeckChoice::Ready(id)) => ready(id, &field)?,
            Some(DeckChoice::List(list)) => list.clone(),
        };
        if cards.is_empty() || cards.len() > MAX_DECK {
            return Err(EngineError::invalid_config(format!(
                "{field} holds {} cards, expected 1 to {MAX_DECK}",
                cards.len()
            )));
        }
        let mut list = Vec::with_capacity(cards.len());
        for (i, card) in cards.into_iter().enumerate() {
            if all.get(&card).is_none() {
                return Err(EngineError::invalid_config(format!(
                    "{field}[{i}] is {:?}, which is not a card (listCards() and the config's cards)",
                    cut(&card)
                )));
            }
            list.push((ids::id_of(key, next), card, Placed::Library));
            next += 1;
        }
        lists.push(list);
    }
    Ok(lists)
}

fn ready(id: &str, field: &str) -> Result<Vec<String>> {
    decks()
        .iter()
        .find(|d| d.id == id)
        .map(|d| d.list())
        .ok_or_else(|| {
            let known: Vec<&str> = decks().iter().map(|d| d.id.as_str()).collect();
            EngineError::invalid_config(format!(
                "{field} is {:?}, which is not a ready deck ({})",
                cut(id),
                known.join(", ")
            ))
        })
}

fn scenario_lists(s: &Scenario, players: &[PlayerId], all: &Catalogue) -> Result<Lists> {
    if !players.contains(&s.active_player) {
        return Err(EngineError::invalid_config(format!(
            "scenario.activePlayer {:?} is not one of the players",
            cut(&s.active_player)
        )));
    }
    if let Some(other) = s.players.keys().find(|p| !players.contains(p)) {
        return Err(EngineError::invalid_config(format!(
            "scenario.players names {:?}, who is not one of the players",
            cut(other)
        )));
    }
    if s.turn == Some(0) {
        return Err(EngineError::invalid_config(
            "scenario.turn is 0; turns start at 1",
        ));
    }
    let empty = ScenarioPlayer::default();
    let mut seen: Vec<&str> = Vec::new();
    let mut lists = Vec::new();
    for player in players {
        let side = s.players.get(player).unwrap_or(&empty);
        let base = format!("scenario.players.{}", cut(player));
        if let Some(life) = side.life {
            if !(-MAX_LIFE..=MAX_LIFE).contains(&life) {
                return Err(EngineError::invalid_config(format!(
                    "{base}.life is {life}, expected -{MAX_LIFE} to {MAX_LIFE}"
                )));
            }
        }
        let mut list = Vec::new();
        let zones: [(&str, &Vec<ScenarioCard>, Zone); 5] = [
            ("library", &side.library, Zone::Library),
            ("hand", &side.hand, Zone::Hand),
            ("battlefield", &side.battlefield, Zone::Battlefield),
            ("graveyard", &side.graveyard, Zone::Graveyard),
            ("exile", &side.exile, Zone::Exile),
        ];
        for (name, cards, zone) in zones {
            for (i, c) in cards.iter().enumerate() {
                let field = format!("{base}.{name}[{i}]");
                if seen.len() >= MAX_SCENARIO_CARDS {
                    return Err(EngineError::invalid_config(format!(
                        "scenario holds more than {MAX_SCENARIO_CARDS} cards"
                    )));
                }
                let id_ok = !c.id.is_empty()
                    && c.id.len() <= MAX_INSTANCE_ID
                    && c.id
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
                if !id_ok {
                    return Err(EngineError::invalid_config(format!(
                        "{field}.id {:?} is not 1 to {MAX_INSTANCE_ID} letters, digits, - or _",
                        cut(&c.id)
                    )));
                }
                if seen.contains(&c.id.as_str()) {
                    return Err(EngineError::invalid_config(format!(
                        "{field}.id {:?} is used twice",
                        c.id
                    )));
                }
                seen.push(&c.id);
                if all.get(&c.card).is_none() {
                    return Err(EngineError::invalid_config(format!(
                        "{field}.card {:?} is not a card (listCards() and the config's cards)",
                        cut(&c.card)
                    )));
                }
                if zone != Zone::Battlefield && (c.tapped || c.summoning_sick) {
                    return Err(EngineError::invalid_config(format!(
                        "{field}: tapped and summoningSick are for the battlefield only"
                    )));
                }
                let placed = match zone {
                    Zone::Library => Placed::Library,
                    Zone::Hand => Placed::Hand,
                    Zone::Graveyard => Placed::Graveyard,
                    Zone::Exile => Placed::Exile,
                    _ => Placed::Battlefield {
                        tapped: c.tapped,
                        sick: c.summoning_sick,
                    },
                };
                list.push((c.id.clone(), c.card.clone(), placed));
            }
        }
        lists.push(list);
    }
    Ok(lists)
}

/// The events that start a game: in a deck game, who starts (unless configured), each library
/// shuffled, seven cards each, then the first turn; in a scenario, its step begins.
pub fn start(state: &DuelState, rng: &mut GameRng) -> Vec<DuelEvent> {
    if !state.skip_first_draw {
        return vec![DuelEvent::StepStarted { step: state.step }];
    }
    let mut events = Vec::new();
    let first = match state.first_player.and_then(|s| state.player(s)) {
        Some(p) => p.clone(),
        None => {
            let p = state
                .players
                .get(rng.index(state.players.len()))
                .cloned()
                .unwrap_or_default();
            events.push(DuelEvent::FirstPlayerChosen { player: p.clone() });
            p
        }
    };
    for seat in &state.seats {
        let mut order = seat.library.clone();
        rng.shuffle(&mut order);
        let hand: Vec<String> = order.iter().take(OPENING_HAND).cloned().collect();
        events.push(DuelEvent::ShuffleLibrary {
            player: seat.player.clone(),
            order: Some(order),
        });
        for card in hand {
            events.push(DuelEvent::DrawCard {
                player: seat.player.clone(),
                card: card.into(),
                to: Zone::Hand,
            });
        }
    }
    if state.mulligan_phase {
        // The first turn starts when both players have kept (super::mulligan).
        return events;
    }
    events.push(DuelEvent::TurnStarted {
        player: first,
        turn: 1,
    });
    events.push(DuelEvent::StepStarted { step: Step::Untap });
    events
}
