//! Cards as data: the JSON definitions (`data/cards.json` is the built-in pool; a configuration
//! may add its own), checked and typed once into [`Card`]s, and the [`Catalogue`] of the cards a
//! game uses. Every effect a card names goes through the registry (`registry.rs`).

use super::cost::{CardType, Cost, ManaCost, MAX_AMOUNT};
use super::registry::{
    self, Effect, EffectKind, EffectUse, Place, TargetKind, MAX_EFFECTS, MAX_SUBTYPE,
};
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The longest card id and name, in bytes.
pub const MAX_CARD_ID: usize = 40;
/// The longest card name, in bytes.
pub const MAX_CARD_NAME: usize = 60;
/// The longest rules text, in bytes.
pub const MAX_CARD_TEXT: usize = 400;
/// The most abilities on a card.
pub const MAX_ABILITIES: usize = 8;
/// The most subtypes on a card.
pub const MAX_SUBTYPES: usize = 4;
/// The most targets a spell or ability takes.
pub const MAX_TARGETS: usize = 4;
/// The most card definitions a configuration may add.
pub const MAX_USER_CARDS: usize = 200;

/// A keyword ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Keyword {
    /// Can be blocked only by creatures with flying or reach.
    Flying,
    /// Can attack and use `{T}` abilities the turn it comes under your control.
    Haste,
    /// Can block creatures with flying.
    Reach,
    /// Attacking does not tap it.
    Vigilance,
    /// It cannot attack.
    Defender,
}

/// What a triggered ability listens for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TriggerWhen {
    /// This permanent enters the battlefield.
    Enters,
    /// Another creature enters the battlefield (either player's).
    AnotherCreatureEnters,
    /// Its controller gains life.
    YouGainLife,
    /// The beginning of its controller's upkeep.
    YourUpkeep,
}

/// An ability as a card definition writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum AbilityDefinition {
    /// `cost: effects`, activated by its controller (cost text as `parseCost` reads it). An
    /// ability without targets whose effects all add mana is a mana ability: no stack.
    Activated {
        /// The cost, as cost text (`"{T}"`, `"{1}, Sacrifice this"`).
        cost: String,
        /// What it does when it resolves.
        effects: Vec<EffectUse>,
    },
    /// Goes on the stack the next time a player would receive priority after `when` happens.
    Triggered {
        /// What it listens for.
        when: TriggerWhen,
        /// What it does when it resolves (no targets).
        effects: Vec<EffectUse>,
    },
    /// Holds while the permanent is on the battlefield.
    Static {
        /// The static effects it applies.
        effects: Vec<EffectUse>,
    },
}

/// A card as JSON defines it (`listCards()`; a configuration's `cards`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CardDefinition {
    /// Kebab case, unique, 1 to 40 bytes: `"high-tide"`.
    pub id: String,
    /// The name to show (`"High Tide"`), 1 to 60 bytes.
    pub name: String,
    /// Its types, each once; an instant, a sorcery or a land has no other.
    pub types: Vec<CardType>,
    /// Its subtypes (`"Wizard"`), at most 4, for effects that name one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub subtypes: Vec<String>,
    /// Mana symbols only (`"{1}{U}"`; a free spell `"{0}"`); every card but a land has one.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub mana_cost: Option<String>,
    /// Creatures only, 0 to 99.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub power: Option<i32>,
    /// Creatures only, 0 to 99.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub toughness: Option<i32>,
    /// Its keyword abilities, each once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub keywords: Vec<Keyword>,
    /// A permanent's abilities (at most 8), numbered from 0 by `ACTIVATE_ABILITY`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub abilities: Vec<AbilityDefinition>,
    /// What an instant or sorcery does when it resolves.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub effects: Vec<EffectUse>,
    /// Rules text to show, at most 400 bytes; the engine does not read it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::engine::input::present"
    )]
    #[cfg_attr(feature = "wasm", tsify(optional))]
    pub text: Option<String>,
}

/// An ability, checked and typed.
#[derive(Debug, Clone, PartialEq)]
pub enum AbilityKind {
    /// Activated by its controller for `cost`.
    Activated {
        /// The parsed cost.
        cost: Cost,
        /// A mana ability (no targets, only mana added): it does not use the stack.
        mana: bool,
    },
    /// Triggered when this happens.
    Triggered(TriggerWhen),
    /// A static ability.
    Static,
}

/// An ability of a card, checked and typed.
#[derive(Debug, Clone, PartialEq)]
pub struct Ability {
    /// Activated, triggered or static.
    pub kind: AbilityKind,
    /// What it does, compiled by the registry.
    pub effects: Vec<Effect>,
    /// The targets it takes, in order: its effects' targets one after another.
    pub targets: Vec<TargetKind>,
}

/// A card definition, checked and typed.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    /// The definition it was made from.
    pub def: CardDefinition,
    /// Its mana cost (nothing for a land).
    pub cost: ManaCost,
    /// An instant's or sorcery's effects.
    pub spell: Vec<Effect>,
    /// The targets an instant or sorcery takes, in order.
    pub spell_targets: Vec<TargetKind>,
    /// Its abilities, in the definition's order.
    pub abilities: Vec<Ability>,
}

impl Card {
    /// Checks a definition (`field` names it in messages: `cards[3]`).
    pub fn compile(def: CardDefinition, field: &str) -> Result<Card> {
        let bad = |message: String| EngineError::invalid_config(format!("{field}: {message}"));
        let id = def.id.as_str();
        if !is_kebab(id) {
            return Err(bad(format!(
                "id {:?} is not a kebab-case id of 1 to {MAX_CARD_ID} bytes (\"high-tide\")",
                cut(id)
            )));
        }
        let bad =
            |message: String| EngineError::invalid_config(format!("{field} ({id:?}): {message}"));
        if def.name.trim().is_empty() || def.name.len() > MAX_CARD_NAME {
            return Err(bad(format!("name is not 1 to {MAX_CARD_NAME} bytes")));
        }
        if def.text.as_ref().is_some_and(|t| t.len() > MAX_CARD_TEXT) {
            return Err(bad(format!("text is longer than {MAX_CARD_TEXT} bytes")));
        }
        if def.types.is_empty() || has_duplicates(&def.types) {
            return Err(bad("types is empty or names a type twice".into()));
        }
        if def.subtypes.len() > MAX_SUBTYPES
            || def
                .subtypes
                .iter()
                .any(|s| s.is_empty() || s.len() > MAX_SUBTYPE)
        {
            return Err(bad(format!(
                "subtypes holds more than {MAX_SUBTYPES}, or one not of 1 to {MAX_SUBTYPE} bytes"
            )));
        }
        if has_duplicates(&def.keywords) {
            return Err(bad("keywords names a keyword twice".into()));
        }
        let is = |t: CardType| def.types.contains(&t);
        let instant_like = is(CardType::Instant) || is(CardType::Sorcery);
        if instant_like && def.types.len() > 1 {
            return Err(bad("an instant or sorcery has no other type".into()));
        }
        if is(CardType::Land) && def.types.len() > 1 {
            return Err(bad("a land has no other type".into()));
        }
        let cost = match (&def.mana_cost, is(CardType::Land)) {
            (Some(_), true) => return Err(bad("a land has no manaCost".into())),
            (None, true) => ManaCost::default(),
            (None, false) => {
                return Err(bad("manaCost is missing (a free spell is \"{0}\")".into()))
            }
            (Some(text), false) => {
                let cost =
                    Cost::parse(text).map_err(|e| bad(format!("manaCost: {}", e.message)))?;
                if cost
                    != (Cost {
                        mana: cost.mana,
                        ..Cost::default()
                    })
                {
                    return Err(bad(format!("manaCost {text:?} is not mana symbols only")));
                }
                cost.mana
            }
        };
        let creature = is(CardType::Creature);
        let stat = |v: Option<i32>, name: &str| match (v, creature) {
            (Some(n), true) if (0..=MAX_AMOUNT as i32).contains(&n) => Ok(()),
            (None, false) => Ok(()),
            (Some(_), false) => Err(bad(format!("{name} is only for creatures"))),
            _ => Err(bad(format!(
                "{name} is required for a creature, 0 to {MAX_AMOUNT}"
            ))),
        };
        stat(def.power, "power")?;
        stat(def.toughness, "toughness")?;
        if instant_like == def.effects.is_empty() {
            return Err(bad(if instant_like {
                "an instant or sorcery needs effects".into()
            } else {
                "only an instant or sorcery has effects (a permanent's go in its abilities)".into()
            }));
        }
        let (spell, spell_targets) = effects(&def.effects, EffectKind::OneShot, id, "effects")?;
        if def.abilities.len() > MAX_ABILITIES {
            return Err(bad(format!("has more than {MAX_ABILITIES} abilities")));
        }
        if instant_like && !def.abilities.is_empty() {
            return Err(bad("an instant or sorcery has no abilities".into()));
        }
        let mut abilities = Vec::with_capacity(def.abilities.len());
        for (i, ability) in def.abilities.iter().enumerate() {
            let path = format!("abilities[{i}].effects");
            let compiled = match ability {
                AbilityDefinition::Activated {
                    cost,
                    effects: uses,
                } => {
                    let cost = Cost::parse(cost)
                        .map_err(|e| bad(format!("abilities[{i}].cost: {}", e.message)))?;
                    let (effects, targets) = effects(uses, EffectKind::OneShot, id, &path)?;
                    let mana = targets.is_empty()
                        && effects.iter().all(|e| matches!(e, Effect::AddMana { .. }));
                    Ability {
                        kind: AbilityKind::Activated { cost, mana },
                        effects,
                        targets,
                    }
                }
                AbilityDefinition::Triggered {
                    when,
                    effects: uses,
                } => {
                    let (effects, targets) = effects(uses, EffectKind::OneShot, id, &path)?;
                    if !targets.is_empty() {
                        return Err(bad(format!(
                            "abilities[{i}]: a triggered ability's effects take no target"
                        )));
                    }
                    Ability {
                        kind: AbilityKind::Triggered(*when),
                        effects,
                        targets,
                    }
                }
                AbilityDefinition::Static { effects: uses } => {
                    let (effects, targets) = effects(uses, EffectKind::Static, id, &path)?;
                    Ability {
                        kind: AbilityKind::Static,
                        effects,
                        targets,
                    }
                }
            };
            if compiled
                .effects
                .iter()
                .any(|e| matches!(e, Effect::DelayedTrigger { .. }))
            {
                return Err(bad(format!(
                    "abilities[{i}]: CreateDelayedTrigger is for a spell's effects only"
                )));
            }
            abilities.push(compiled);
        }
        Ok(Card {
            cost,
            spell,
            spell_targets,
            abilities,
            def,
        })
    }

    /// Its card id.
    pub fn id(&self) -> &str {
        &self.def.id
    }
    /// Whether it has this type.
    pub fn is(&self, t: CardType) -> bool {
        self.def.types.contains(&t)
    }
    /// Whether it has this keyword.
    pub fn has(&self, k: Keyword) -> bool {
        self.def.keywords.contains(&k)
    }
    /// Whether it has this subtype.
    pub fn has_subtype(&self, subtype: &str) -> bool {
        self.def.subtypes.iter().any(|s| s == subtype)
    }
    /// A permanent card: it resolves onto the battlefield.
    pub fn is_permanent(&self) -> bool {
        !(self.is(CardType::Instant) || self.is(CardType::Sorcery))
    }
    /// Its printed power (0 for a card that is not a creature).
    pub fn power(&self) -> i32 {
        self.def.power.unwrap_or(0)
    }
    /// Its printed toughness (0 for a card that is not a creature).
    pub fn toughness(&self) -> i32 {
        self.def.toughness.unwrap_or(0)
    }
}

/// Compiles a list of effect uses; returns the effects and the targets they take, in order.
fn effects(
    uses: &[EffectUse],
    kind: EffectKind,
    card: &str,
    path: &str,
) -> Result<(Vec<Effect>, Vec<TargetKind>)> {
    if uses.len() > MAX_EFFECTS {
        return Err(EngineError::invalid_config(format!(
            "card {card:?}: {path} holds more than {MAX_EFFECTS} effects"
        )));
    }
    let mut effects = Vec::with_capacity(uses.len());
    let mut targets = Vec::new();
    for (i, use_) in uses.iter().enumerate() {
        let here = format!("{path}[{i}]");
        let effect = registry::compile(use_, kind, Place { card, path: &here })?;
        targets.extend_from_slice(effect.targets());
        effects.push(effect);
    }
    if targets.len() > MAX_TARGETS {
        return Err(EngineError::invalid_config(format!(
            "card {card:?}: {path} take more than {MAX_TARGETS} targets"
        )));
    }
    Ok((effects, targets))
}

fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_CARD_ID
        && id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

fn has_duplicates<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .any(|(i, a)| items.iter().skip(i + 1).any(|b| a == b))
}

/// At most 40 characters of text from input, for messages.
pub(crate) fn cut(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}...", text.get(..at).unwrap_or("")),
        None => text.to_string(),
    }
}

/// The built-in card pool (`data/cards.json`), parsed once.
pub fn pool() -> &'static [CardDefinition] {
    static POOL: OnceLock<Vec<CardDefinition>> = OnceLock::new();
    POOL.get_or_init(|| serde_json::from_str(include_str!("data/cards.json")).unwrap_or_default())
}

/// A ready deck (`listDecks()`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DeckDefinition {
    /// The deck's id, as `decks` names it (`"blue-tide"`).
    pub id: String,
    /// The name to show.
    pub name: String,
    /// A line on how it plays.
    pub description: String,
    /// How many of each card, by card id.
    #[cfg_attr(feature = "wasm", tsify(type = "Record<string, number>"))]
    pub cards: BTreeMap<String, u32>,
}

impl DeckDefinition {
    /// The deck as a list of card ids, in the order of the ids.
    pub fn list(&self) -> Vec<String> {
        let mut list = Vec::new();
        for (card, n) in &self.cards {
            list.extend(std::iter::repeat(card.clone()).take(*n as usize));
        }
        list
    }
}

/// The ready decks (`data/decks.json`), parsed once.
pub fn decks() -> &'static [DeckDefinition] {
    static DECKS: OnceLock<Vec<DeckDefinition>> = OnceLock::new();
    DECKS.get_or_init(|| serde_json::from_str(include_str!("data/decks.json")).unwrap_or_default())
}

/// The cards a game uses, checked, by id. Crosses (and is saved) as the list of definitions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Vec<CardDefinition>", into = "Vec<CardDefinition>")]
pub struct Catalogue {
    cards: Vec<Card>,
}

impl Catalogue {
    /// Checks the definitions; ids must be distinct.
    pub fn new(defs: Vec<CardDefinition>) -> Result<Catalogue> {
        let mut cards: Vec<Card> = Vec::with_capacity(defs.len());
        for (i, def) in defs.into_iter().enumerate() {
            let card = Card::compile(def, &format!("cards[{i}]"))?;
            if cards.iter().any(|c| c.id() == card.id()) {
                return Err(EngineError::invalid_config(format!(
                    "cards[{i}]: the id {:?} is used by two cards",
                    card.id()
                )));
            }
            cards.push(card);
        }
        cards.sort_by(|a, b| a.def.id.cmp(&b.def.id));
        Ok(Catalogue { cards })
    }

    /// The card with this id.
    pub fn get(&self, id: &str) -> Option<&Card> {
        self.cards
            .binary_search_by(|c| c.def.id.as_str().cmp(id))
            .ok()
            .and_then(|i| self.cards.get(i))
    }

    /// The index of a card id, for [`Catalogue::at`].
    pub fn index_of(&self, id: &str) -> Option<u16> {
        self.cards
            .binary_search_by(|c| c.def.id.as_str().cmp(id))
            .ok()
            .and_then(|i| u16::try_from(i).ok())
    }

    /// The card at an index [`Catalogue::index_of`] gave.
    pub fn at(&self, index: u16) -> Option<&Card> {
        self.cards.get(usize::from(index))
    }

    /// Every card, in the order of their ids.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }
}

impl TryFrom<Vec<CardDefinition>> for Catalogue {
    type Error = EngineError;
    fn try_from(defs: Vec<CardDefinition>) -> Result<Catalogue> {
        Catalogue::new(defs)
    }
}

impl From<Catalogue> for Vec<CardDefinition> {
    fn from(catalogue: Catalogue) -> Vec<CardDefinition> {
        catalogue.cards.into_iter().map(|c| c.def).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::ErrorCode;

    #[test]
    fn the_pool_parses_and_every_card_checks() {
        assert!(pool().len() >= 30, "{} cards", pool().len());
        let catalogue = Catalogue::new(pool().to_vec());
        assert!(catalogue.is_ok(), "{catalogue:?}");
        for id in [
            "island",
            "mountain",
            "forest",
            "plains",
            "swamp",
            "high-tide",
            "ideas-unbound",
            "spark",
            "fireburst",
            "negate",
            "final-rest",
            "fog",
        ] {
            assert!(pool().iter().any(|c| c.id == id), "{id} is in the pool");
        }
    }

    #[test]
    fn every_ready_deck_names_cards_of_the_pool() {
        assert_eq!(decks().len(), 4);
        for deck in decks() {
            assert_eq!(deck.list().len(), 40, "{}", deck.id);
            for card in deck.cards.keys() {
                assert!(pool().iter().any(|c| &c.id == card), "{}: {card}", deck.id);
            }
        }
    }

    #[test]
    fn the_ready_decks_together_use_every_card_of_the_pool() {
        let ids: Vec<&str> = decks().iter().map(|d| d.id.as_str()).collect();
        assert_eq!(
            ids,
            ["blue-tide", "red-green-aggro", "white-black-life", "green-red-ramp"]
        );
        let unused: Vec<&str> = pool()
            .iter()
            .map(|c| c.id.as_str())
            .filter(|id| !decks().iter().any(|d| d.cards.contains_key(*id)))
            .collect();
        assert_eq!(unused, Vec::<&str>::new(), "pool cards in no ready deck");
    }

    #[test]
    fn an_island_has_a_mana_ability_and_spark_a_target() {
        let catalogue = Catalogue::new(pool().to_vec()).unwrap_or_else(|e| panic!("{e}"));
        let island = catalogue.get("island").map(|c| c.abilities[0].kind.clone());
        assert!(matches!(
            island,
            Some(AbilityKind::Activated { mana: true, .. })
        ));
        let spark = catalogue.get("spark").map(|c| c.spell_targets.clone());
        assert_eq!(spark, Some(vec![TargetKind::Any]));
    }

    fn def(json: &str) -> CardDefinition {
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
    }

    #[test]
    fn bad_definitions_are_refused_naming_the_card() {
        let unknown = Card::compile(
            def(
                r#"{"id":"boom","name":"Boom","types":["INSTANT"],"manaCost":"{R}",
                "effects":[{"effect":"Explode"}]}"#,
            ),
            "cards[0]",
        )
        .unwrap_err();
        assert_eq!(unknown.code, ErrorCode::UnknownEffect);
        assert!(unknown
            .message
            .contains("card \"boom\" names the unknown effect \"Explode\""));
        let cases = [
            (
                r#"{"id":"Boom","name":"B","types":["INSTANT"],"manaCost":"{R}","effects":[{"effect":"Destroy"}]}"#,
                "kebab-case",
            ),
            (
                r#"{"id":"b","name":"B","types":["CREATURE"],"manaCost":"{R}","power":1}"#,
                "toughness is required",
            ),
            (
                r#"{"id":"b","name":"B","types":["INSTANT"],"manaCost":"{R}, {T}","effects":[{"effect":"Destroy"}]}"#,
                "not mana symbols only",
            ),
            (
                r#"{"id":"b","name":"B","types":["LAND"],"manaCost":"{R}"}"#,
                "a land has no manaCost",
            ),
            (
                r#"{"id":"b","name":"B","types":["SORCERY"],"manaCost":"{R}"}"#,
                "needs effects",
            ),
            (
                r#"{"id":"b","name":"B","types":["INSTANT"],"manaCost":"{R}","effects":[{"effect":"DealDamage"}]}"#,
                "\"amount\" is missing",
            ),
        ];
        for (json, message) in cases {
            let e = Card::compile(def(json), "cards[0]").unwrap_err();
            assert_eq!(e.code, ErrorCode::InvalidConfig, "{json}");
            assert!(e.message.contains(message), "{json}: {}", e.message);
        }
    }

    #[test]
    fn a_catalogue_round_trips_through_its_definitions() {
        let catalogue = Catalogue::new(pool().to_vec()).unwrap_or_else(|e| panic!("{e}"));
        let json = serde_json::to_string(&catalogue).unwrap_or_default();
        let back: Catalogue = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, catalogue);
    }
}
