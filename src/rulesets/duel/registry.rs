//! The effect registry: every effect a card may use is described in `data/effects.json` (shipped
//! in the crate: `name`, `requiredModifiers`, `optionalModifiers`, `requiredChoices`,
//! `requiredTargets`), and has a handler here that turns a use of it (`{ effect, modifiers }`)
//! into a typed [`Effect`], checking every modifier. How each [`Effect`] resolves into events is
//! `resolve.rs`'s. A name the registry does not know is `UNKNOWN_EFFECT`; a missing, unknown or
//! malformed modifier is `INVALID_CONFIG`; both name the card and the effect.

use super::cost::MAX_AMOUNT;
use super::mana::Mana;
use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What a target may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TargetKind {
    /// A player or a creature.
    Any,
    /// A creature on the battlefield.
    Creature,
    /// A player.
    Player,
    /// A spell on the stack.
    Spell,
}

/// A choice the player makes when the effect resolves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChoiceKind {
    /// Cards from their hand (`CHOOSE_CARDS`).
    CardsInHand,
}

/// Whether an effect happens once (spells, activated and triggered abilities) or holds while its
/// permanent is on the battlefield (static abilities).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EffectKind {
    /// Happens once, when its spell or ability resolves.
    OneShot,
    /// Holds while its permanent is on the battlefield (a static ability's).
    Static,
}

/// One registered effect, as `data/effects.json` describes it (`listEffects()`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EffectMetadata {
    /// The name a card's `effect` gives (`"DealDamage"`).
    pub name: String,
    /// One-shot or static: where a card may use it.
    pub kind: EffectKind,
    /// What it does, in a sentence.
    pub description: String,
    /// The modifiers every use must give (`"amount"`).
    pub required_modifiers: Vec<String>,
    /// The modifiers a use may give.
    pub optional_modifiers: Vec<String>,
    /// The choices its player makes when it resolves.
    pub required_choices: Vec<ChoiceKind>,
    /// The targets it takes, in order, chosen when its spell or ability is put on the stack.
    pub required_targets: Vec<TargetKind>,
}

/// A use of an effect in a card definition: `{ "effect": "DealDamage", "modifiers": { "amount": 2 } }`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EffectUse {
    /// A registered effect's name (`listEffects()`).
    pub effect: String,
    /// The effect's modifiers: numbers, words, and for `CreateDelayedTrigger` the `effects`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(
        feature = "wasm",
        tsify(optional, type = "Record<string, number | string | EffectUse[]>")
    )]
    pub modifiers: BTreeMap<String, Value>,
}

/// Who `DealDamageToEach` hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Recipients {
    /// Every player (`"PLAYER"`).
    EachPlayer,
    /// Every opponent of its controller (`"OPPONENT"`).
    EachOpponent,
    /// Every creature on the battlefield (`"CREATURE"`).
    EachCreature,
}

/// Who loses life in `LoseLife`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    /// Its controller (`"YOU"`, the default).
    You,
    /// Every opponent of its controller (`"EACH_OPPONENT"`).
    EachOpponent,
}

/// A counter a permanent can carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub enum Counter {
    /// `"+1/+1"`: +1 power and +1 toughness each.
    #[serde(rename = "+1/+1")]
    Plus,
    /// `"-1/-1"`: -1 power and -1 toughness each.
    #[serde(rename = "-1/-1")]
    Minus,
}

/// When a delayed trigger fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DelayedAt {
    /// The beginning of the next end step (this turn's, if it has not begun).
    NextEndStep,
    /// The beginning of the next upkeep.
    NextUpkeep,
}

/// An effect, checked and typed: what the card's JSON said, ready to resolve.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// `AddMana`: add `amount` mana of one kind to your pool (a mana ability: no stack).
    AddMana {
        /// The kind of mana.
        mana: Mana,
        /// How much (1 by default).
        amount: u32,
    },
    /// `DealDamage`: deal `amount` damage to any target (a player or a creature).
    DealDamage {
        /// How much.
        amount: u32,
    },
    /// `DealDamageToEach`: deal `amount` damage to each player, opponent or creature.
    DealDamageToEach {
        /// How much, to each.
        amount: u32,
        /// Who is dealt it.
        recipients: Recipients,
    },
    /// `DrawCards`: you draw `amount` cards.
    DrawCards {
        /// How many.
        amount: u32,
    },
    /// `DiscardCards`: you discard `amount` cards of your choice (your whole hand if it holds
    /// no more).
    DiscardCards {
        /// How many.
        amount: u32,
    },
    /// `GainLife`: you gain `amount` life.
    GainLife {
        /// How much.
        amount: u32,
    },
    /// `LoseLife`: you, or each opponent, lose `amount` life (not damage).
    LoseLife {
        /// How much.
        amount: u32,
        /// Who loses it.
        who: Who,
    },
    /// `CounterSpell`: target spell leaves the stack without resolving.
    CounterSpell,
    /// `Destroy`: destroy target creature.
    Destroy,
    /// `ReturnToHand`: return target creature to its owner's hand.
    ReturnToHand,
    /// `PumpUntilEndOfTurn`: target creature gets +power/+toughness until end of turn.
    Pump {
        /// Added to its power (may be negative).
        power: i32,
        /// Added to its toughness (may be negative).
        toughness: i32,
    },
    /// `AddCounters`: put `amount` counters on target creature.
    AddCounters {
        /// Which counter.
        counter: Counter,
        /// How many.
        amount: u32,
    },
    /// `AddCountersToThis`: put `amount` counters on this permanent.
    AddCountersToThis {
        /// Which counter.
        counter: Counter,
        /// How many.
        amount: u32,
    },
    /// `ExtraManaUntilEndOfTurn`: until end of turn, a land of `land_subtype` tapped for mana
    /// adds one more `mana` (a replacement of `AddMana`).
    ExtraMana {
        /// The land subtype (`"Island"`).
        land_subtype: String,
        /// The kind of the extra mana.
        mana: Mana,
    },
    /// `PreventCombatDamageThisTurn`: prevent all combat damage this turn.
    PreventCombatDamage,
    /// `CreateDelayedTrigger`: at the next end step or upkeep, `effects` happen once.
    DelayedTrigger {
        /// When it fires.
        at: DelayedAt,
        /// What happens then.
        effects: Vec<Effect>,
    },
    /// `ExileInsteadOfGraveyard` (static): a card that would go to a graveyard is exiled
    /// instead, while this permanent is on the battlefield.
    ExileInsteadOfGraveyard,
}

impl Effect {
    /// The targets this effect takes, in order (one per entry).
    pub fn targets(&self) -> &'static [TargetKind] {
        match self {
            Effect::DealDamage { .. } => &[TargetKind::Any],
            Effect::CounterSpell => &[TargetKind::Spell],
            Effect::Destroy
            | Effect::ReturnToHand
            | Effect::Pump { .. }
            | Effect::AddCounters { .. } => &[TargetKind::Creature],
            _ => &[],
        }
    }
}

/// Checks one modifier: the value it holds, typed, or why not.
type Compile = fn(&Modifiers<'_>) -> Result<Effect>;

/// Every registered effect's handler, by name; `data/effects.json` describes the same names.
const HANDLERS: [(&str, Compile); 17] = [
    ("AddMana", |m| {
        Ok(Effect::AddMana {
            mana: m.mana("mana")?,
            amount: m.optional_amount("amount", 1)?,
        })
    }),
    ("DealDamage", |m| {
        Ok(Effect::DealDamage {
            amount: m.amount("amount")?,
        })
    }),
    ("DealDamageToEach", |m| {
        Ok(Effect::DealDamageToEach {
            amount: m.amount("amount")?,
            recipients: match m.word("recipients", &["PLAYER", "OPPONENT", "CREATURE"])? {
                "PLAYER" => Recipients::EachPlayer,
                "OPPONENT" => Recipients::EachOpponent,
                _ => Recipients::EachCreature,
            },
        })
    }),
    ("DrawCards", |m| {
        Ok(Effect::DrawCards {
            amount: m.amount("amount")?,
        })
    }),
    ("DiscardCards", |m| {
        Ok(Effect::DiscardCards {
            amount: m.amount("amount")?,
        })
    }),
    ("GainLife", |m| {
        Ok(Effect::GainLife {
            amount: m.amount("amount")?,
        })
    }),
    ("LoseLife", |m| {
        let who = match m.value("who") {
            None => Who::You,
            Some(_) => match m.word("who", &["YOU", "EACH_OPPONENT"])? {
                "YOU" => Who::You,
                _ => Who::EachOpponent,
            },
        };
        Ok(Effect::LoseLife {
            amount: m.amount("amount")?,
            who,
        })
    }),
    ("CounterSpell", |_| Ok(Effect::CounterSpell)),
    ("Destroy", |_| Ok(Effect::Destroy)),
    ("ReturnToHand", |_| Ok(Effect::ReturnToHand)),
    ("PumpUntilEndOfTurn", |m| {
        Ok(Effect::Pump {
            power: m.signed("power")?,
            toughness: m.signed("toughness")?,
        })
    }),
    ("AddCounters", |m| {
        Ok(Effect::AddCounters {
            counter: m.counter("counter")?,
            amount: m.amount("amount")?,
        })
    }),
    ("AddCountersToThis", |m| {
        Ok(Effect::AddCountersToThis {
            counter: m.counter("counter")?,
            amount: m.amount("amount")?,
        })
    }),
    ("ExtraManaUntilEndOfTurn", |m| {
        Ok(Effect::ExtraMana {
            land_subtype: m.subtype("landSubtype")?,
            mana: m.mana("mana")?,
        })
    }),
    ("PreventCombatDamageThisTurn", |_| {
        Ok(Effect::PreventCombatDamage)
    }),
    ("CreateDelayedTrigger", |m| {
        let at = match m.word("at", &["NEXT_END_STEP", "NEXT_UPKEEP"])? {
            "NEXT_END_STEP" => DelayedAt::NextEndStep,
            _ => DelayedAt::NextUpkeep,
        };
        Ok(Effect::DelayedTrigger {
            at,
            effects: m.nested("effects")?,
        })
    }),
    ("ExileInsteadOfGraveyard", |_| {
        Ok(Effect::ExileInsteadOfGraveyard)
    }),
];

/// The most effects in one list (a spell's, an ability's, a delayed trigger's).
pub const MAX_EFFECTS: usize = 8;
/// The longest subtype, in bytes.
pub const MAX_SUBTYPE: usize = 32;

/// The registry's metadata, from `data/effects.json`, parsed once. (A test checks it parses and
/// names exactly the handlers' effects; were it ever broken, no effect would be known.)
pub fn metadata() -> &'static [EffectMetadata] {
    static METADATA: OnceLock<Vec<EffectMetadata>> = OnceLock::new();
    METADATA
        .get_or_init(|| serde_json::from_str(include_str!("data/effects.json")).unwrap_or_default())
}

/// Where an effect use sits, for messages: the card and the path in its definition.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place<'a> {
    pub card: &'a str,
    pub path: &'a str,
}

/// Checks a use of an effect and types it. `kind` is what the place allows (one-shot effects in
/// spells and activated or triggered abilities, static ones in static abilities).
pub(crate) fn compile(use_: &EffectUse, kind: EffectKind, place: Place<'_>) -> Result<Effect> {
    compile_at(use_, kind, place, 0)
}

fn compile_at(use_: &EffectUse, kind: EffectKind, place: Place<'_>, depth: u32) -> Result<Effect> {
    let Place { card, path } = place;
    let name = use_.effect.as_str();
    let meta = metadata().iter().find(|m| m.name == name);
    let handler = HANDLERS.iter().find(|(n, _)| *n == name);
    let (Some(meta), Some((_, handler))) = (meta, handler) else {
        return Err(EngineError::unknown_effect(format!(
            "card {card:?} names the unknown effect {:?} at {path}.effect (known: {})",
            truncate(name),
            known_names()
        )));
    };
    let here = |message: String| {
        EngineError::invalid_config(format!(
            "card {card:?}, effect {name:?} at {path}: {message}"
        ))
    };
    if meta.kind != kind {
        return Err(here(match kind {
            EffectKind::Static => "is not a static effect: a static ability cannot use it".into(),
            EffectKind::OneShot => "is a static effect: only a static ability can use it".into(),
        }));
    }
    for required in &meta.required_modifiers {
        if !use_.modifiers.contains_key(required) {
            return Err(here(format!(
                "the required modifier {required:?} is missing"
            )));
        }
    }
    for key in use_.modifiers.keys() {
        let known = meta
            .required_modifiers
            .iter()
            .chain(&meta.optional_modifiers);
        if !known.clone().any(|k| k == key) {
            let known: Vec<&str> = known.map(String::as_str).collect();
            return Err(here(format!(
                "modifiers.{} is not a modifier of this effect (its modifiers: {})",
                truncate(key),
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )));
        }
    }
    handler(&Modifiers {
        map: &use_.modifiers,
        place,
        name,
        depth,
    })
    .map_err(|e| match e.code {
        crate::engine::error::ErrorCode::UnknownEffect => e,
        _ => here(e.message),
    })
}

fn known_names() -> String {
    let names: Vec<&str> = HANDLERS.iter().map(|(n, _)| *n).collect();
    names.join(", ")
}

/// At most 40 characters of a name from input, for messages.
fn truncate(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}...", text.get(..at).unwrap_or("")),
        None => text.to_string(),
    }
}

/// A use's modifiers, read by type. Errors are bare (`modifiers.amount is ...`); `compile` puts
/// the card and the effect in front.
struct Modifiers<'a> {
    map: &'a BTreeMap<String, Value>,
    place: Place<'a>,
    name: &'a str,
    depth: u32,
}

impl Modifiers<'_> {
    fn value(&self, key: &str) -> Option<&Value> {
        self.map.get(key)
    }
    fn bad(&self, key: &str, expected: &str) -> EngineError {
        let shown = self
            .value(key)
            .map(|v| truncate(&v.to_string()))
            .unwrap_or_else(|| "missing".into());
        EngineError::invalid_config(format!("modifiers.{key} is {shown}, expected {expected}"))
    }
    fn integer(&self, key: &str, min: i64, max: i64) -> Result<i64> {
        self.value(key)
            .and_then(Value::as_i64)
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| self.bad(key, &format!("an integer from {min} to {max}")))
    }
    fn amount(&self, key: &str) -> Result<u32> {
        Ok(self.integer(key, 0, i64::from(MAX_AMOUNT))? as u32)
    }
    fn optional_amount(&self, key: &str, default: u32) -> Result<u32> {
        match self.value(key) {
            None => Ok(default),
            Some(_) => self.amount(key),
        }
    }
    fn signed(&self, key: &str) -> Result<i32> {
        let max = i64::from(MAX_AMOUNT);
        Ok(self.integer(key, -max, max)? as i32)
    }
    fn word<'w>(&self, key: &str, words: &[&'w str]) -> Result<&'w str> {
        let text = self.value(key).and_then(Value::as_str);
        words
            .iter()
            .find(|w| Some(**w) == text)
            .copied()
            .ok_or_else(|| self.bad(key, &format!("one of {}", words.join(", "))))
    }
    fn mana(&self, key: &str) -> Result<Mana> {
        let word = self.word(key, &["W", "U", "B", "R", "G", "C"])?;
        Mana::ALL
            .into_iter()
            .find(|m| m.symbol() == word)
            .ok_or_else(|| self.bad(key, "a mana symbol"))
    }
    fn counter(&self, key: &str) -> Result<Counter> {
        Ok(match self.word(key, &["+1/+1", "-1/-1"])? {
            "+1/+1" => Counter::Plus,
            _ => Counter::Minus,
        })
    }
    fn subtype(&self, key: &str) -> Result<String> {
        self.value(key)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty() && s.len() <= MAX_SUBTYPE)
            .map(str::to_string)
            .ok_or_else(|| self.bad(key, &format!("a subtype of 1 to {MAX_SUBTYPE} bytes")))
    }
    /// A list of effect uses (a delayed trigger's), checked in turn; one level deep.
    fn nested(&self, key: &str) -> Result<Vec<Effect>> {
        let expected = format!("a list of 1 to {MAX_EFFECTS} effect uses");
        let list = self
            .value(key)
            .and_then(Value::as_array)
            .filter(|l| (1..=MAX_EFFECTS).contains(&l.len()))
            .ok_or_else(|| self.bad(key, &expected))?;
        let mut effects = Vec::with_capacity(list.len());
        for (i, value) in list.iter().enumerate() {
            let use_: EffectUse = serde_json::from_value(value.clone()).map_err(|e| {
                EngineError::invalid_config(format!(
                    "modifiers.{key}[{i}] is not an effect use: {e}"
                ))
            })?;
            if self.depth >= 1 || use_.effect == self.name {
                return Err(EngineError::invalid_config(format!(
                    "modifiers.{key}[{i}] nests a {:?}: a delayed trigger's effects cannot create another",
                    use_.effect
                )));
            }
            let path = format!("{}.modifiers.{key}[{i}]", self.place.path);
            let place = Place {
                card: self.place.card,
                path: &path,
            };
            let effect = compile_at(&use_, EffectKind::OneShot, place, self.depth + 1)?;
            if !effect.targets().is_empty() {
                return Err(EngineError::invalid_config(format!(
                    "modifiers.{key}[{i}] uses {:?}, which takes a target: a delayed trigger's effects take none",
                    use_.effect
                )));
            }
            effects.push(effect);
        }
        Ok(effects)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::error::ErrorCode;

    fn use_of(json: &str) -> EffectUse {
        serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"))
    }
    fn place() -> Place<'static> {
        Place {
            card: "test-card",
            path: "effects[0]",
        }
    }

    #[test]
    fn the_metadata_names_exactly_the_handlers() {
        let described: Vec<&str> = metadata().iter().map(|m| m.name.as_str()).collect();
        let handled: Vec<&str> = HANDLERS.iter().map(|(n, _)| *n).collect();
        assert_eq!(described, handled);
    }

    #[test]
    fn a_use_compiles_into_its_typed_effect() {
        let e = compile(
            &use_of(r#"{"effect":"DealDamage","modifiers":{"amount":2}}"#),
            EffectKind::OneShot,
            place(),
        );
        assert_eq!(e, Ok(Effect::DealDamage { amount: 2 }));
        let delayed = compile(
            &use_of(
                r#"{"effect":"CreateDelayedTrigger","modifiers":{"at":"NEXT_END_STEP",
                "effects":[{"effect":"DiscardCards","modifiers":{"amount":3}}]}}"#,
            ),
            EffectKind::OneShot,
            place(),
        );
        assert_eq!(
            delayed,
            Ok(Effect::DelayedTrigger {
                at: DelayedAt::NextEndStep,
                effects: vec![Effect::DiscardCards { amount: 3 }]
            })
        );
    }

    #[test]
    fn an_unknown_effect_names_the_card_and_the_effect() {
        let e = compile(
            &use_of(r#"{"effect":"Explode"}"#),
            EffectKind::OneShot,
            place(),
        )
        .unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownEffect);
        assert!(e.message.starts_with(
            "card \"test-card\" names the unknown effect \"Explode\" at effects[0].effect"
        ));
        let nested = compile(
            &use_of(
                r#"{"effect":"CreateDelayedTrigger","modifiers":{"at":"NEXT_UPKEEP",
                "effects":[{"effect":"Vanish"}]}}"#,
            ),
            EffectKind::OneShot,
            place(),
        )
        .unwrap_err();
        assert_eq!(nested.code, ErrorCode::UnknownEffect);
        assert!(nested
            .message
            .contains("effects[0].modifiers.effects[0].effect"));
    }

    #[test]
    fn modifiers_are_checked_by_name_and_type() {
        let cases = [
            (
                r#"{"effect":"DealDamage"}"#,
                "the required modifier \"amount\" is missing",
            ),
            (
                r#"{"effect":"DealDamage","modifiers":{"amount":2,"power":1}}"#,
                "modifiers.power is not a modifier of this effect (its modifiers: amount)",
            ),
            (
                r#"{"effect":"DealDamage","modifiers":{"amount":-1}}"#,
                "modifiers.amount is -1, expected an integer from 0 to 99",
            ),
            (
                r#"{"effect":"AddMana","modifiers":{"mana":"X"}}"#,
                "modifiers.mana is \"X\", expected one of W, U, B, R, G, C",
            ),
            (
                r#"{"effect":"CreateDelayedTrigger","modifiers":{"at":"NEXT_END_STEP","effects":[]}}"#,
                "modifiers.effects is [], expected a list of 1 to 8 effect uses",
            ),
            (
                r#"{"effect":"CreateDelayedTrigger","modifiers":{"at":"NEXT_END_STEP",
                "effects":[{"effect":"DealDamage","modifiers":{"amount":1}}]}}"#,
                "which takes a target",
            ),
        ];
        for (json, message) in cases {
            let e = compile(&use_of(json), EffectKind::OneShot, place()).unwrap_err();
            assert_eq!(e.code, ErrorCode::InvalidConfig, "{json}");
            assert!(
                e.message.starts_with("card \"test-card\", effect ") && e.message.contains(message),
                "{json}: {}",
                e.message
            );
        }
    }

    #[test]
    fn static_and_one_shot_effects_keep_to_their_places() {
        let fog = use_of(r#"{"effect":"PreventCombatDamageThisTurn"}"#);
        assert!(compile(&fog, EffectKind::Static, place()).is_err());
        let rest = use_of(r#"{"effect":"ExileInsteadOfGraveyard"}"#);
        assert!(compile(&rest, EffectKind::OneShot, place()).is_err());
        assert_eq!(
            compile(&rest, EffectKind::Static, place()),
            Ok(Effect::ExileInsteadOfGraveyard)
        );
    }
}
