//! Conversions at the boundary. Input is decoded inside each function (never at the ABI, which
//! cannot report failure), and every failure becomes `INVALID_INPUT` naming the field path.

use crate::engine::error::{EngineError, Result};
use serde::{de::DeserializeOwned, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Decodes `value` into `T`; `what` names the parameter (`input`, `action`...). Errors read
/// like `input.players[0].health: invalid type: floating point \`3.5\`, expected u32`.
pub fn decode<T: DeserializeOwned>(value: JsValue, what: &str) -> Result<T> {
    let deserializer = serde_wasm_bindgen::Deserializer::from(value);
    serde_path_to_error::deserialize(deserializer).map_err(|e| {
        let path = e.path().to_string();
        let place = if path == "." { what.to_string() } else { format!("{what}.{path}") };
        EngineError::invalid_input(format!("{place}: {}", e.into_inner()))
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
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| EngineError::internal(format!("cannot encode the result: {e}")))
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
    match js_sys::JSON::stringify(value).ok().and_then(|s| s.as_string()) {
        Some(json) if json.len() <= 60 => json,
        _ => value.js_typeof().as_string().unwrap_or_else(|| "a value".into()),
    }
}
