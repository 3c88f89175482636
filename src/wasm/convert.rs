//! Conversions at the boundary. Input is decoded inside each function (never at the ABI, which
//! cannot report failure), and every failure becomes `INVALID_INPUT` naming the field path.

use crate::engine::error::{EngineError, Result};
use serde::{de::DeserializeOwned, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function toJson(value, keepNonFinite) {
  if (!keepNonFinite) return JSON.stringify(value);
  // Non-finite numbers would become null; keep them visible in error messages instead.
  return JSON.stringify(value, (_key, v) =>
    typeof v === "number" && !Number.isFinite(v) ? String(v) : v);
}
"#)]
extern "C" {
    #[wasm_bindgen(catch, js_name = toJson)]
    fn to_json(value: &JsValue, keep_non_finite: bool) -> std::result::Result<JsValue, JsValue>;
}

/// Decodes `value` into `T`; `what` names the parameter (`input`, `action`...). Errors read
/// like `input.players[0].health: invalid type: floating point \`3.5\`, expected u32`.
///
/// The value goes through `JSON.stringify` and serde_json rather than serde-wasm-bindgen's
/// deserializer, because the latter only looks up the fields it knows: a misspelt field
/// (`maxHeath`) would pass silently instead of failing `deny_unknown_fields`.
///
/// The fast path is a plain `JSON.stringify`, which turns `NaN` into `null`; every field refuses
/// `null` (see [`present`](crate::engine::input::present)), so such input fails, and the error
/// path encodes it again keeping `NaN` visible, to name the value in the message.
pub fn decode<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T> {
    decode_json(&value, what, false).map_err(|fast| {
        // The retry only words the message: it never accepts what the fast path refused (a
        // string field would take "Infinity" as a string).
        match decode_json::<T>(&value, what, true) {
            Err(named) => named,
            Ok(_) => EngineError::invalid_input(format!(
                "{} (the value was NaN or Infinity)",
                fast.message
            )),
        }
    })
}

fn decode_json<T: DeserializeOwned>(
    value: &JsValue,
    what: &str,
    keep_non_finite: bool,
) -> Result<T> {
    let text = to_json(value, keep_non_finite).map_err(|e| {
        let reason = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()));
        EngineError::invalid_input(format!(
            "{what}: cannot be read as JSON ({})",
            reason
                .unwrap_or_else(|| "unknown reason".into())
                .to_lowercase()
        ))
    })?;
    let Some(text) = text.as_string() else {
        return Err(EngineError::invalid_input(format!(
            "{what}: expected a value, got {}",
            describe(value)
        )));
    };
    let mut deserializer = serde_json::Deserializer::from_str(&text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let path = e.path().to_string();
        let place = if path == "." {
            what.to_string()
        } else {
            format!("{what}.{path}")
        };
        let message = e.into_inner().to_string();
        // serde_json appends a position in the JSON text, which means nothing to the caller.
        let message = message
            .rsplit_once(" at line ")
            .map_or(message.as_str(), |(m, _)| m);
        EngineError::invalid_input(format!("{place}: {message}"))
    })
}

/// Decodes a tsify-typed parameter.
pub fn decode_ts<T: Tsify + DeserializeOwned>(value: &Ts<T>, what: &str) -> Result<T>
where
    T::JsType: JsCast,
{
    decode(value.js_value(), what)
}

/// Encodes a value as plain JS (objects for maps, numbers for integers, null for None).
///
/// Through a JSON string and `JSON.parse`: measured several times faster than building the
/// objects field by field across the boundary (see BENCHMARKS.md).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue> {
    let text = serde_json::to_string(value)
        .map_err(|e| EngineError::internal(format!("cannot encode the result: {e}")))?;
    js_sys::JSON::parse(&text)
        .map_err(|_| EngineError::internal("cannot decode the encoded result".to_string()))
}

/// Encodes a value as its tsify type.
pub fn encode<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>>
where
    T::JsType: JsCast,
{
    to_js(value).map(Ts::new_unchecked)
}

/// A string parameter, checked (a non-string would otherwise throw a bare `TypeError`).
pub fn string(value: &JsValue, what: &str) -> Result<String> {
    value.as_string().ok_or_else(|| {
        EngineError::invalid_input(format!("{what} must be a string, got {}", describe(value)))
    })
}

/// A count or index parameter: a non-negative integer that fits in 32 bits.
pub fn count(value: f64, what: &str) -> Result<u32> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= f64::from(u32::MAX) {
        Ok(value as u32)
    } else {
        Err(EngineError::invalid_input(format!(
            "{what} is {value}, expected a non-negative integer"
        )))
    }
}

/// A short description of a JS value for messages: its JSON, or its type.
fn describe(value: &JsValue) -> String {
    match js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
    {
        Some(json) if json.len() <= 60 => json,
        _ => value
            .js_typeof()
            .as_string()
            .unwrap_or_else(|| "a value".into()),
    }
}

/// A constructor's configuration argument, required (`Ts<T>`) or optional (`Option<Ts<T>>`),
/// as the value to decode (`None` when absent).
pub trait ConfigArg {
    fn value(self) -> Option<JsValue>;
}

impl<T: Tsify> ConfigArg for Ts<T>
where
    T::JsType: JsCast,
{
    fn value(self) -> Option<JsValue> {
        Some(self.js_value())
    }
}

impl<T: Tsify> ConfigArg for Option<Ts<T>>
where
    T::JsType: JsCast,
{
    fn value(self) -> Option<JsValue> {
        self.map(|c| c.js_value())
    }
}

/// Decodes a save: any malformed save is `INVALID_SAVE`, not `INVALID_INPUT`.
pub fn decode_save<T: DeserializeOwned>(value: JsValue) -> Result<T> {
    decode(value, "saved").map_err(|e| EngineError::invalid_save(e.message))
}
