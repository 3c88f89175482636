//! What a backgammon player can do, and the two ends of a move as JSON: a point number or
//! `"bar"` for `from`, a point number or `"off"` for `to` (custom serde, so that a wrong value
//! is named with its field in the error: `from is "ba", expected a point from 1 to 24 or
//! "bar"`).

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A backgammon action. Point numbers are the mover's own: 1 to 24, home board 1 to 6,
/// moving from higher to lower numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum BackgammonAction {
    /// One checker by one die: from a point (1 to 24) or the bar, to a point (1 to 24) or off.
    /// The die used is the distance (`from - to`; from the bar `25 - to`); bearing off uses the
    /// die equal to `from`, or a larger one when no checker stands on a higher point.
    Move {
        /// The point the checker leaves (1 to 24), or `"bar"`.
        #[cfg_attr(feature = "wasm", tsify(type = "number | \"bar\""))]
        from: MoveFrom,
        /// The point it reaches (1 to 24), or `"off"`.
        #[cfg_attr(feature = "wasm", tsify(type = "number | \"off\""))]
        to: MoveTo,
    },
    /// The player to act offers to resign for `points` (1 by default; 2 a gammon, 3 a
    /// backgammon), times the cube: the opponent is to act until they answer. Never listed.
    Resign {
        #[serde(
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::engine::input::present"
        )]
        /// The points offered before the cube: 1 (a single game, the default), 2 (a gammon) or 3 (a backgammon).
        #[cfg_attr(feature = "wasm", tsify(optional, type = "1 | 2 | 3"))]
        points: Option<u8>,
    },
    /// Accept the opponent's offer to resign: the game ends for the points offered.
    AcceptResignation {},
    /// Decline the opponent's offer to resign: their turn goes on as it was.
    DeclineResignation {},
    /// With the cube, before rolling: roll (listed with `DOUBLE` when doubling is legal).
    Roll {},
    /// With the cube, before rolling: double; the opponent takes or drops.
    Double {},
    /// Take the opponent's double: the cube doubles and passes to you.
    Take {},
    /// Drop the opponent's double: the game ends, the opponent winning the cube's value.
    Drop {},
}

/// Where a moved checker comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum MoveFrom {
    /// The bar (`"bar"`): a hit checker re-entering.
    Bar,
    /// A point number (1 to 24 are on the board; others are refused as `INVALID_INPUT`).
    Point(u32),
}

/// Where a moved checker goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum MoveTo {
    /// Off the board (`"off"`): borne off.
    Off,
    /// A point number (1 to 24 are on the board; others are refused as `INVALID_INPUT`).
    Point(u32),
}

impl fmt::Display for MoveFrom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveFrom::Bar => f.write_str("\"bar\""),
            MoveFrom::Point(p) => write!(f, "{p}"),
        }
    }
}

impl fmt::Display for MoveTo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveTo::Off => f.write_str("\"off\""),
            MoveTo::Point(p) => write!(f, "{p}"),
        }
    }
}

impl Serialize for MoveFrom {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MoveFrom::Bar => s.serialize_str("bar"),
            MoveFrom::Point(p) => s.serialize_u32(*p),
        }
    }
}

impl Serialize for MoveTo {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MoveTo::Off => s.serialize_str("off"),
            MoveTo::Point(p) => s.serialize_u32(*p),
        }
    }
}

/// Reads a point number or the one word `word`; `make` builds the value. Every refusal names
/// the field and the value in the engine's words (`from is "x", expected a point from 1 to 24
/// or "bar"`): serde's own path to the field is lost inside the action's tagged enum.
struct End<T> {
    field: &'static str,
    word: &'static str,
    make: fn(Option<u32>) -> T,
}

impl<T> End<T> {
    fn refuse<E: de::Error>(&self, value: impl fmt::Display) -> E {
        E::custom(format_args!(
            "{} is {value}, expected a point from 1 to 24 or {:?}",
            self.field, self.word
        ))
    }
}

impl<'de, T> Visitor<'de> for End<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} as a point number or {:?}", self.field, self.word)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        u32::try_from(v)
            .map(|p| (self.make)(Some(p)))
            .map_err(|_| self.refuse(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        u32::try_from(v)
            .map(|p| (self.make)(Some(p)))
            .map_err(|_| self.refuse(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T, E> {
        Err(self.refuse(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        if v == self.word {
            Ok((self.make)(None))
        } else {
            Err(self.refuse(format_args!("{v:?}")))
        }
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<T, E> {
        Err(self.refuse(v))
    }
    fn visit_unit<E: de::Error>(self) -> Result<T, E> {
        Err(self.refuse("null"))
    }
    fn visit_none<E: de::Error>(self) -> Result<T, E> {
        Err(self.refuse("null"))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, _seq: A) -> Result<T, A::Error> {
        Err(self.refuse("an array"))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, _map: A) -> Result<T, A::Error> {
        Err(self.refuse("an object"))
    }
}

impl<'de> Deserialize<'de> for MoveFrom {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(End {
            field: "from",
            word: "bar",
            make: |p| p.map_or(MoveFrom::Bar, MoveFrom::Point),
        })
    }
}

impl<'de> Deserialize<'de> for MoveTo {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(End {
            field: "to",
            word: "off",
            make: |p| p.map_or(MoveTo::Off, MoveTo::Point),
        })
    }
}

impl BackgammonAction {
    /// A move from a point or the bar (25) to a point or off (0), in the mover's numbering.
    pub fn from_indices(from: u8, to: u8) -> Self {
        BackgammonAction::Move {
            from: if from == 25 {
                MoveFrom::Bar
            } else {
                MoveFrom::Point(u32::from(from))
            },
            to: if to == 0 {
                MoveTo::Off
            } else {
                MoveTo::Point(u32::from(to))
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<BackgammonAction, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn moves_read_and_write_numbers_and_words() {
        let a = parse(r#"{"type":"MOVE","from":"bar","to":20}"#);
        assert_eq!(a, Ok(BackgammonAction::from_indices(25, 20)));
        let b = parse(r#"{"type":"MOVE","from":3,"to":"off"}"#);
        assert_eq!(b, Ok(BackgammonAction::from_indices(3, 0)));
        let json =
            serde_json::to_string(&BackgammonAction::from_indices(25, 0)).unwrap_or_default();
        assert_eq!(json, r#"{"type":"MOVE","from":"bar","to":"off"}"#);
        assert_eq!(
            parse(r#"{"type":"RESIGN"}"#),
            Ok(BackgammonAction::Resign { points: None })
        );
        assert_eq!(
            parse(r#"{"type":"RESIGN","points":2}"#),
            Ok(BackgammonAction::Resign { points: Some(2) })
        );
        for (json, action) in [
            (r#"{"type":"ACCEPT_RESIGNATION"}"#, BackgammonAction::AcceptResignation {}),
            (r#"{"type":"DECLINE_RESIGNATION"}"#, BackgammonAction::DeclineResignation {}),
            (r#"{"type":"ROLL"}"#, BackgammonAction::Roll {}),
            (r#"{"type":"DOUBLE"}"#, BackgammonAction::Double {}),
            (r#"{"type":"TAKE"}"#, BackgammonAction::Take {}),
            (r#"{"type":"DROP"}"#, BackgammonAction::Drop {}),
        ] {
            assert_eq!(parse(json), Ok(action));
            assert_eq!(serde_json::to_string(&action).ok().as_deref(), Some(json));
        }
        assert!(parse(r#"{"type":"RESIGN","points":null}"#).is_err());
    }

    #[test]
    fn wrong_ends_are_named() {
        let e = parse(r#"{"type":"MOVE","from":"off","to":3}"#).unwrap_err();
        assert!(
            e.contains(r#"from is "off", expected a point from 1 to 24 or "bar""#),
            "{e}"
        );
        let e = parse(r#"{"type":"MOVE","from":5,"to":-1}"#).unwrap_err();
        assert!(
            e.contains(r#"to is -1, expected a point from 1 to 24 or "off""#),
            "{e}"
        );
        let e = parse(r#"{"type":"MOVE","from":5.5,"to":1}"#).unwrap_err();
        assert!(e.contains("from is 5.5,"), "{e}");
        let e = parse(r#"{"type":"MOVE","from":8589934592,"to":1}"#).unwrap_err();
        assert!(e.contains("from is 8589934592,"), "{e}");
        for (json, value) in [
            (r#"{"type":"MOVE","from":6,"to":"bar"}"#, r#"to is "bar""#),
            (r#"{"type":"MOVE","from":true,"to":1}"#, "from is true"),
            (r#"{"type":"MOVE","from":null,"to":1}"#, "from is null"),
            (r#"{"type":"MOVE","from":[6],"to":1}"#, "from is an array"),
            (r#"{"type":"MOVE","from":6,"to":{}}"#, "to is an object"),
        ] {
            let e = parse(json).unwrap_err();
            assert!(e.contains(value), "{json}: {e}");
        }
        assert!(parse(r#"{"type":"MOVE","from":5}"#).is_err());
        assert!(parse(r#"{"type":"MOVE","from":5,"to":1,"die":4}"#).is_err());
        assert!(parse(r#"{"type":"RESIGN","now":true}"#).is_err());
    }
}
