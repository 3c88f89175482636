//! Costs as data: the pure model and its parser (`parseCost` in JavaScript). Knows nothing of a
//! game: whether a player can pay a cost, and the events that pay it, are the judge's.
//!
//! Cost text is the cards' own: comma-separated parts, each one of
//! - mana symbols: `{2}{U}{U}` (a number is generic mana; `W U B R G` the colours, `C` colourless);
//! - `{T}`: tap the permanent the ability belongs to;
//! - `Pay N life`;
//! - `Sacrifice this`, or `Sacrifice a creature` (`a`/`an` and a card type);
//! - `Discard a card`, or `Discard N cards`.
//!
//! Each kind of part may appear once. Text the parser does not know is `INVALID_INPUT` naming
//! the part. [`Cost`]'s `Display` writes the canonical text, which parses back to the same cost.

use crate::engine::error::{EngineError, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest cost text taken, in bytes: more than the canonical text of the largest cost.
pub const MAX_COST_TEXT: usize = 512;
/// The most of a written amount (generic mana, life, cards to discard).
pub const MAX_AMOUNT: u32 = 99;
/// The most symbols of one colour (`{U}` twenty times).
pub const MAX_SYMBOLS: u32 = 20;

/// A card type, as costs and effects name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CardType {
    /// A land: played (not cast), once a turn; taps for mana.
    Land,
    /// A creature: a permanent that attacks and blocks.
    Creature,
    /// An artifact: a permanent.
    Artifact,
    /// An enchantment: a permanent.
    Enchantment,
    /// An instant: a spell cast whenever you have priority.
    Instant,
    /// A sorcery: a spell cast in your main phase with an empty stack.
    Sorcery,
}

impl CardType {
    /// Every card type.
    pub const ALL: [CardType; 6] = [
        CardType::Land,
        CardType::Creature,
        CardType::Artifact,
        CardType::Enchantment,
        CardType::Instant,
        CardType::Sorcery,
    ];

    /// The lowercase word cost text uses (`creature`).
    pub fn word(self) -> &'static str {
        match self {
            CardType::Land => "land",
            CardType::Creature => "creature",
            CardType::Artifact => "artifact",
            CardType::Enchantment => "enchantment",
            CardType::Instant => "instant",
            CardType::Sorcery => "sorcery",
        }
    }
}

/// Mana to pay: generic (at most 99) and each colour (at most 20 symbols).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ManaCost {
    /// Any mana (`{2}`).
    pub generic: u32,
    /// White symbols (`{W}`).
    #[serde(rename = "W")]
    pub white: u32,
    /// Blue symbols (`{U}`).
    #[serde(rename = "U")]
    pub blue: u32,
    /// Black symbols (`{B}`).
    #[serde(rename = "B")]
    pub black: u32,
    /// Red symbols (`{R}`).
    #[serde(rename = "R")]
    pub red: u32,
    /// Green symbols (`{G}`).
    #[serde(rename = "G")]
    pub green: u32,
    /// Colourless mana specifically (`{C}`).
    #[serde(rename = "C")]
    pub colorless: u32,
}

impl ManaCost {
    /// The symbols in the order cost text writes them, with their amounts.
    fn coloured(&self) -> [(char, u32); 6] {
        [
            ('C', self.colorless),
            ('W', self.white),
            ('U', self.blue),
            ('B', self.black),
            ('R', self.red),
            ('G', self.green),
        ]
    }

    fn slot(&mut self, symbol: char) -> Option<&mut u32> {
        Some(match symbol {
            'W' => &mut self.white,
            'U' => &mut self.blue,
            'B' => &mut self.black,
            'R' => &mut self.red,
            'G' => &mut self.green,
            'C' => &mut self.colorless,
            _ => return None,
        })
    }

    /// The mana value: every mana in the cost.
    pub fn total(&self) -> u32 {
        self.generic + self.coloured().iter().map(|(_, n)| n).sum::<u32>()
    }

    /// Whether it costs no mana.
    pub fn is_zero(&self) -> bool {
        self.total() == 0
    }
}

/// What a sacrifice cost takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Sacrifice {
    /// The permanent the ability belongs to (`Sacrifice this`).
    This,
    /// One permanent of a type that its controller chooses (`Sacrifice a creature`).
    #[serde(rename_all = "camelCase")]
    OneOf {
        /// The type the sacrificed permanent must have.
        card_type: CardType,
    },
}

/// A structured cost. Every part is optional; a cost with no part costs nothing (`{0}`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    /// The mana to pay (all zero: none).
    pub mana: ManaCost,
    /// `{T}`.
    pub tap: bool,
    /// `Pay N life`.
    pub life: u32,
    /// `Sacrifice ...`; `null` without.
    #[cfg_attr(feature = "wasm", tsify(type = "Sacrifice | null"))]
    pub sacrifice: Option<Sacrifice>,
    /// `Discard N cards`: how many cards, chosen by the payer.
    pub discard: u32,
}

impl Cost {
    /// Parses cost text (see the module's documentation).
    pub fn parse(text: &str) -> Result<Cost> {
        if text.len() > MAX_COST_TEXT {
            return Err(EngineError::invalid_input(format!(
                "cost is {} bytes, above the limit of {MAX_COST_TEXT}",
                text.len()
            )));
        }
        if text.trim().is_empty() {
            return Err(EngineError::invalid_input(
                "cost is empty (a cost of nothing is \"{0}\")",
            ));
        }
        let mut cost = Cost::default();
        let mut seen = Parts::default();
        for part in text.split(',').map(str::trim) {
            let unknown =
                || EngineError::invalid_input(format!("cost part {part:?} is not a cost"));
            let twice =
                |kind: &str| EngineError::invalid_input(format!("cost has two {kind} parts"));
            if part.starts_with('{') {
                let symbols = symbols(part).ok_or_else(unknown)?;
                if symbols == ["T"] {
                    if std::mem::replace(&mut seen.tap, true) {
                        return Err(twice("{T}"));
                    }
                    cost.tap = true;
                } else {
                    if std::mem::replace(&mut seen.mana, true) {
                        return Err(twice("mana"));
                    }
                    cost.mana = mana(part, &symbols)?;
                }
            } else if let Some(rest) = part.strip_prefix("Pay ") {
                let amount = rest.strip_suffix(" life").ok_or_else(unknown)?;
                if std::mem::replace(&mut seen.life, true) {
                    return Err(twice("life"));
                }
                cost.life = number(part, amount)?;
            } else if let Some(rest) = part.strip_prefix("Sacrifice ") {
                if std::mem::replace(&mut seen.sacrifice, true) {
                    return Err(twice("sacrifice"));
                }
                cost.sacrifice = Some(if rest == "this" {
                    Sacrifice::This
                } else {
                    let word = rest
                        .strip_prefix("a ")
                        .or_else(|| rest.strip_prefix("an "))
                        .ok_or_else(unknown)?;
                    let card_type = CardType::ALL
                        .into_iter()
                        .find(|t| t.word() == word)
                        .ok_or_else(unknown)?;
                    Sacrifice::OneOf { card_type }
                });
            } else if let Some(rest) = part.strip_prefix("Discard ") {
                if std::mem::replace(&mut seen.discard, true) {
                    return Err(twice("discard"));
                }
                cost.discard = match rest {
                    "a card" => 1,
                    _ => {
                        let amount = rest.strip_suffix(" cards").ok_or_else(unknown)?;
                        number(part, amount)?
                    }
                };
                if cost.discard == 0 {
                    return Err(unknown());
                }
            } else {
                return Err(unknown());
            }
        }
        Ok(cost)
    }
}

/// Which kinds of part a cost has had so far.
#[derive(Default)]
struct Parts {
    mana: bool,
    tap: bool,
    life: bool,
    sacrifice: bool,
    discard: bool,
}

/// The symbols of `{2}{U}{U}`, or `None` if the part is not only symbols.
fn symbols(part: &str) -> Option<Vec<&str>> {
    let mut rest = part;
    let mut out = Vec::new();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('{')?;
        let (symbol, after) = inner.split_once('}')?;
        if symbol.is_empty() || symbol.contains('{') {
            return None;
        }
        out.push(symbol);
        rest = after;
    }
    Some(out)
}

fn mana(part: &str, symbols: &[&str]) -> Result<ManaCost> {
    let mut mana = ManaCost::default();
    let mut generic_seen = false;
    for symbol in symbols {
        if symbol.bytes().all(|b| b.is_ascii_digit()) {
            if std::mem::replace(&mut generic_seen, true) {
                return Err(EngineError::invalid_input(format!(
                    "cost part {part:?} has two generic amounts"
                )));
            }
            mana.generic = number(part, symbol)?;
            continue;
        }
        let mut chars = symbol.chars();
        let slot = match (chars.next(), chars.next()) {
            (Some(c), None) => mana.slot(c),
            _ => None,
        };
        let Some(slot) = slot else {
            return Err(EngineError::invalid_input(format!(
                "cost part {part:?}: {{{symbol}}} is not a mana symbol"
            )));
        };
        *slot += 1;
        if *slot > MAX_SYMBOLS {
            return Err(EngineError::invalid_input(format!(
                "cost part {part:?} has more than {MAX_SYMBOLS} {{{symbol}}}"
            )));
        }
    }
    Ok(mana)
}

/// A decimal amount from 0 to [`MAX_AMOUNT`], written without sign or leading zeros.
fn number(part: &str, digits: &str) -> Result<u32> {
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    match digits.parse::<u32>() {
        Ok(n) if canonical && n <= MAX_AMOUNT => Ok(n),
        _ => Err(EngineError::invalid_input(format!(
            "cost part {part:?}: {digits:?} is not an amount from 0 to {MAX_AMOUNT}"
        ))),
    }
}

impl fmt::Display for ManaCost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.generic > 0 || self.is_zero() {
            write!(f, "{{{}}}", self.generic)?;
        }
        for (symbol, n) in self.coloured() {
            for _ in 0..n {
                write!(f, "{{{symbol}}}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Cost {
    /// The canonical text: mana, `{T}`, life, sacrifice, discard, in that order; `{0}` for a
    /// cost of nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        let nothing_else =
            !self.tap && self.life == 0 && self.sacrifice.is_none() && self.discard == 0;
        if !self.mana.is_zero() || nothing_else {
            parts.push(self.mana.to_string());
        }
        if self.tap {
            parts.push("{T}".into());
        }
        if self.life > 0 {
            parts.push(format!("Pay {} life", self.life));
        }
        match self.sacrifice {
            Some(Sacrifice::This) => parts.push("Sacrifice this".into()),
            Some(Sacrifice::OneOf { card_type }) => {
                let word = card_type.word();
                let article = if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                parts.push(format!("Sacrifice {article} {word}"));
            }
            None => {}
        }
        match self.discard {
            0 => {}
            1 => parts.push("Discard a card".into()),
            n => parts.push(format!("Discard {n} cards")),
        }
        f.write_str(&parts.join(", "))
    }
}

// proptest is a native dev-dependency.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "cost_tests.rs"]
mod tests;
