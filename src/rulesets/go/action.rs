//! What a Go player can do, and how a point's coordinates are read from JSON (custom serde, so
//! that a wrong value is named with its field: `x is -1, expected a whole number from 0 to 18`;
//! serde's own path to the field is lost inside the action's tagged enum).

use super::board::{Stone, MAX_SIZE};
use super::GoEndReason;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use std::fmt;

/// A Go action. Points are 0-based: `x` from the left, `y` from the top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub enum GoAction {
    /// A stone of your colour on an empty point: not suicide (unless it captures), and not
    /// remaking any earlier position of the game (positional superko).
    Play {
        /// The column, from 0 at the left.
        #[serde(deserialize_with = "read_x")]
        x: u32,
        /// The row, from 0 at the top.
        #[serde(deserialize_with = "read_y")]
        y: u32,
    },
    /// Pass; two passes in a row end the game. (An empty struct, not a unit variant: serde then
    /// refuses unknown keys here too.)
    Pass {},
    /// Resign: the other player wins. Either player, at any time; never listed as legal.
    Resign {},
    /// In a counting: toggles the group of the stone at (`x`, `y`) between dead and alive (its
    /// stones connected through each other and through empty points). Clears both acceptances.
    MarkDead {
        /// The column of a stone of the group, from 0 at the left.
        #[serde(deserialize_with = "read_x")]
        x: u32,
        /// The row of a stone of the group, from 0 at the top.
        #[serde(deserialize_with = "read_y")]
        y: u32,
    },
    /// In a counting: accept the marking as it stands; when both players have, the dead stones
    /// are taken off and the board is counted.
    AcceptScore {},
    /// In a counting: play on (the player who would have moved after the second pass moves).
    /// The second resume of a game ends it with the engine's proposal instead.
    Resume {},
    /// A result imported from a game record that the board does not give (an SGF's `RE[W+T]`,
    /// or `RE[B+3.5]` on a game whose play had not stopped): `winner` (absent for a draw),
    /// `reason` (`AGREEMENT`, a draw; `TIME_FORFEIT`; `FORFEIT`; `RECORDED_SCORE`, with the
    /// winner's margin in half points if the record gives one). No player may submit it
    /// (`ILLEGAL_ACTION`: it would end any game at will): it comes only with a game read from
    /// SGF, a replay or a load. Never listed, never taken back.
    #[serde(rename_all = "camelCase")]
    RecordResult {
        /// The winner's colour; absent for a draw.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        winner: Option<Stone>,
        /// Why the record says the game ended.
        reason: GoEndReason,
        /// The winner's margin in half points, where the record gives one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        margin_half_points: Option<u32>,
    },
}

/// Reads one coordinate: any whole number that fits a `u32` (the judge then checks it against
/// the board's size); anything else is refused naming `field` and the value.
struct Coordinate {
    field: &'static str,
}

impl Coordinate {
    fn refuse<E: de::Error>(&self, value: impl fmt::Display) -> E {
        E::custom(format_args!(
            "{} is {value}, expected a whole number from 0 to {}",
            self.field,
            MAX_SIZE - 1
        ))
    }
}

impl<'de> Visitor<'de> for Coordinate {
    type Value = u32;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} as a whole number", self.field)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| self.refuse(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| self.refuse(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<u32, E> {
        Err(self.refuse(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<u32, E> {
        Err(self.refuse(format_args!("{v:?}")))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<u32, E> {
        Err(self.refuse(v))
    }
    fn visit_unit<E: de::Error>(self) -> Result<u32, E> {
        Err(self.refuse("null"))
    }
    fn visit_none<E: de::Error>(self) -> Result<u32, E> {
        Err(self.refuse("null"))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, _seq: A) -> Result<u32, A::Error> {
        Err(self.refuse("an array"))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, _map: A) -> Result<u32, A::Error> {
        Err(self.refuse("an object"))
    }
}

fn read_x<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    d.deserialize_any(Coordinate { field: "x" })
}

fn read_y<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    d.deserialize_any(Coordinate { field: "y" })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> Result<GoAction, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn coordinates_read_whole_numbers() {
        assert_eq!(
            parse(r#"{"type":"PLAY","x":3,"y":18}"#),
            Ok(GoAction::Play { x: 3, y: 18 })
        );
        // Past the board but a u32: read here, refused by the judge with the board's size.
        assert_eq!(
            parse(r#"{"type":"PLAY","x":4294967295,"y":0}"#),
            Ok(GoAction::Play { x: u32::MAX, y: 0 })
        );
    }

    #[test]
    fn wrong_coordinates_are_named_with_their_field() {
        for (json, named) in [
            (r#"{"type":"PLAY","x":-1,"y":0}"#, "x is -1,"),
            (r#"{"type":"PLAY","x":0,"y":3.5}"#, "y is 3.5,"),
            (r#"{"type":"PLAY","x":"a","y":0}"#, r#"x is "a","#),
            (
                r#"{"type":"PLAY","x":4294967296,"y":0}"#,
                "x is 4294967296,",
            ),
            (r#"{"type":"PLAY","x":1,"y":null}"#, "y is null,"),
            (r#"{"type":"PLAY","x":true,"y":1}"#, "x is true,"),
            (r#"{"type":"PLAY","x":[1],"y":1}"#, "x is an array,"),
            (r#"{"type":"PLAY","x":1,"y":{}}"#, "y is an object,"),
        ] {
            let e = parse(json).expect_err(json);
            assert!(e.contains(named), "{json}: {e}");
            assert!(
                e.contains("expected a whole number from 0 to 18"),
                "{json}: {e}"
            );
        }
        assert!(parse(r#"{"type":"PLAY","x":1}"#).is_err());
        assert!(parse(r#"{"type":"PLAY","x":1,"y":1,"z":1}"#).is_err());
    }
}
