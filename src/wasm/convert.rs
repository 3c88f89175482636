//! Conversions at the boundary. Input is decoded inside each function (never at the ABI, which
//! cannot report failure), and every failure becomes `INVALID_INPUT` naming the field path.

use crate::engine::error::{EngineError, Result};
use serde::{de::DeserializeOwned, Serialize};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// A parameter that takes data: its name in messages and the most JSON text it may take, in
/// characters (UTF-16 code units), checked before the text is copied into wasm memory.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    pub name: &'static str,
    pub max_json: u32,
}

pub const KIB: u32 = 1 << 10;
pub const MIB: u32 = 1 << 20;
/// A game's configuration (a ships catalogue included).
pub const CONFIG: Param = Param {
    name: "config",
    max_json: MIB,
};
pub const ACTION: Param = Param {
    name: "action",
    max_json: 64 * KIB,
};
/// `replay`'s actions, and a save (its configuration and actions).
pub const ACTIONS: Param = Param {
    name: "actions",
    max_json: 16 * MIB,
};
pub const SAVED: Param = Param {
    name: "saved",
    max_json: 16 * MIB,
};
pub const OPTIONS: Param = Param {
    name: "options",
    max_json: 4 * KIB,
};
pub const RULESET: Param = Param {
    name: "ruleset",
    max_json: KIB,
};
/// The most characters a string parameter (a player id, a seed) may have.
pub const MAX_STRING_PARAM: u32 = KIB;

/// The JS string `text` copied into wasm, if it has at most `max` characters.
fn bounded(text: &JsValue, max: u32) -> Option<std::result::Result<String, u32>> {
    let js = text.dyn_ref::<js_sys::JsString>()?;
    let length = js.length();
    Some(if length > max {
        Err(length)
    } else {
        Ok(String::from(js))
    })
}

#[wasm_bindgen(inline_js = r#"
// Never throws: what the caller's value throws (a getter, a proxy, toJSON, a cycle) comes back as
// "\0" and a short reason, which no JSON text starts with.
export function toJson(value, keepNonFinite) {
  try {
    if (!keepNonFinite) return JSON.stringify(value);
    // Non-finite numbers would become null; keep them visible in error messages instead.
    return JSON.stringify(value, (_key, v) =>
      typeof v === "number" && !Number.isFinite(v) ? String(v) : v);
  } catch (e) {
    return "\0" + reason(e);
  }
}
function reason(e) {
  try {
    const message = e instanceof Error ? e.message : e;
    return String(message).slice(0, 200);
  } catch {
    return "unknown reason";
  }
}
export function toJsonWithin(value, max) {
  try {
    const text = JSON.stringify(value);
    return typeof text === "string" && text.length <= max ? text : undefined;
  } catch {
    return undefined;
  }
}
const wellFormed = typeof String.prototype.isWellFormed === "function"
  ? (s) => s.isWellFormed()
  : (s) => !/[\ud800-\udfff]/.test(s) || /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(s);
export function stringWithin(value, max) {
  return typeof value === "string" && value.length <= max && wellFormed(value) ? value : undefined;
}
export function isWellFormed(value) {
  return typeof value === "string" && wellFormed(value);
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = toJson)]
    fn to_json(value: &JsValue, keep_non_finite: bool) -> JsValue;
    /// The fast paths: one call each, the text copied into wasm only when it is short enough.
    #[wasm_bindgen(js_name = toJsonWithin)]
    fn to_json_within(value: &JsValue, max: u32) -> Option<String>;
    #[wasm_bindgen(js_name = isWellFormed)]
    fn is_well_formed(value: &JsValue) -> bool;
    #[wasm_bindgen(js_name = stringWithin)]
    fn string_within(value: &JsValue, max: u32) -> Option<String>;
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
pub fn decode<T: DeserializeOwned>(value: JsValue, param: Param) -> Result<T> {
    // One call for input that fits and decodes; anything else takes the long way, which names
    // what is wrong.
    if let Some(text) = to_json_within(&value, param.max_json) {
        if let Ok(value) = serde_json::from_str(&text) {
            return Ok(value);
        }
    }
    decode_json(&value, param, false).map_err(|fast| {
        // The retry only words the message: it never accepts what the fast path refused (a
        // string field would take "Infinity" as a string).
        match decode_json::<T>(&value, param, true) {
            Err(named) => named,
            Ok(_) => EngineError::invalid_input(format!(
                "{} (the value was NaN or Infinity)",
                fast.message
            )),
        }
    })
}

/// [`decode`] for the value of every move (an action): a small plain value is first written
/// straight into wasm memory (see input.rs), which decodes it about 0.25 µs sooner. Only there,
/// as each type decoded so adds its own decoder to the module.
pub fn decode_written<T: DeserializeOwned>(value: JsValue, param: Param) -> Result<T> {
    if let Some(value) = super::input::decode(&value) {
        return Ok(value);
    }
    decode(value, param)
}

fn decode_json<T: DeserializeOwned>(
    value: &JsValue,
    param: Param,
    keep_non_finite: bool,
) -> Result<T> {
    let what = param.name;
    let text = to_json(value, keep_non_finite);
    let text = match bounded(&text, param.max_json) {
        Some(Ok(text)) if text.starts_with('\0') => {
            return Err(EngineError::invalid_input(format!(
                "{what}: cannot be read as JSON ({})",
                text.trim_start_matches('\0').to_lowercase()
            )))
        }
        Some(Ok(text)) => text,
        Some(Err(length)) => {
            return Err(EngineError::invalid_input(format!(
                "{what} is {length} characters of JSON, above the limit of {}",
                param.max_json
            )))
        }
        None => {
            return Err(EngineError::invalid_input(format!(
                "{what}: expected a value, got {}",
                describe(value)
            )))
        }
    };
    // The fast path decodes without tracking the path; only a failure decodes again to name it.
    if let Ok(value) = serde_json::from_str(&text) {
        return Ok(value);
    }
    let mut deserializer = serde_json::Deserializer::from_str(&text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let path = e.path().to_string();
        let place = if path == "." {
            what.to_string()
        } else if path.starts_with('[') {
            format!("{what}{path}")
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
pub fn decode_ts<T: Tsify + DeserializeOwned>(value: &Ts<T>, param: Param) -> Result<T>
where
    T::JsType: JsCast,
{
    decode(value.js_value(), param)
}

/// Encodes a value as plain JS (objects for maps, numbers for integers, null for None), exactly as
/// `JSON.parse` would from serde_json's text, through the faster tape (see `tape.rs`).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue> {
    let written = super::tape::write(value)
        .map_err(|e| EngineError::internal(format!("cannot encode the result: {e}")))?;
    give_memory();
    // The addresses fit in 32 bits: wasm32 memory.
    let js = read_tape(
        written.tape.as_ptr() as u32,
        written.tape.len() as u32,
        written.value_len,
        written.text.as_ptr() as u32,
        written.text.len() as u32,
        written.ascii(),
        written.added,
        written.added_shapes,
    );
    super::tape::recycle(written);
    Ok(js)
}

/// Hands `tape.js` the module's memory, once.
pub fn give_memory() {
    MEMORY_GIVEN.with(|given| {
        if !given.replace(true) {
            set_memory(&wasm_bindgen::memory());
        }
    });
}

thread_local! {
    static MEMORY_GIVEN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[wasm_bindgen(module = "/src/wasm/tape.js")]
extern "C" {
    #[wasm_bindgen(js_name = setMemory)]
    fn set_memory(memory: &JsValue);
    /// Reads the tape in place, from wasm memory.
    #[wasm_bindgen(js_name = readTape)]
    #[allow(clippy::too_many_arguments)]
    fn read_tape(
        tape: u32,
        tape_len: u32,
        value_len: u32,
        text: u32,
        text_len: u32,
        ascii: bool,
        added: u32,
        added_shapes: u32,
    ) -> JsValue;
}

/// Encodes a value as its tsify type.
pub fn encode<T: Tsify + Serialize>(value: &T) -> Result<Ts<T>>
where
    T::JsType: JsCast,
{
    to_js(value).map(Ts::new_unchecked)
}

/// A string parameter of at most [`MAX_STRING_PARAM`] characters, checked (a non-string would
/// otherwise throw a bare `TypeError`).
pub fn string(value: &JsValue, what: &str) -> Result<String> {
    if let Some(text) = string_within(value, MAX_STRING_PARAM) {
        return Ok(text);
    }
    match bounded(value, MAX_STRING_PARAM) {
        Some(Ok(_)) if !is_well_formed(value) => Err(EngineError::invalid_input(format!(
            "{what} is not a well-formed string: it has a lone surrogate"
        ))),
        Some(Ok(text)) => Ok(text),
        Some(Err(length)) => Err(EngineError::invalid_input(format!(
            "{what} is a string of {length} characters, above the limit of {MAX_STRING_PARAM}"
        ))),
        None => Err(EngineError::invalid_input(format!(
            "{what} must be a string, got {}",
            describe(value)
        ))),
    }
}

thread_local! {
    /// The players of the game made last.
    static LAST_PLAYERS: std::cell::RefCell<Option<Players>> = const { std::cell::RefCell::new(None) };
}

/// A game's player ids, and the same as JS strings, made once per game.
pub struct Players {
    js: js_sys::Array,
    ids: Vec<String>,
}

impl std::fmt::Debug for Players {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.ids).finish()
    }
}

impl Players {
    pub fn new(ids: &[String]) -> Self {
        // Games in a row mostly have the same players: their array is made once (it is only
        // read, never handed out).
        let recent = LAST_PLAYERS.with(|last| match &*last.borrow() {
            Some(players) if players.ids == ids => Some(players.js.clone()),
            _ => None,
        });
        let js = recent.unwrap_or_else(|| {
            // One call for all of them (an array of strings cannot fail to encode).
            let js: js_sys::Array =
                to_js(ids).map_or_else(|_| js_sys::Array::new(), |a| a.unchecked_into());
            LAST_PLAYERS.with(|last| {
                last.replace(Some(Players {
                    js: js.clone(),
                    ids: ids.to_vec(),
                }))
            });
            js
        });
        Players {
            js,
            ids: ids.to_vec(),
        }
    }

    /// A player argument: one of the game's players, found without copying its text; or else
    /// whatever string it is (the game then refuses an unknown player); or `INVALID_INPUT`.
    pub fn player(&self, value: &JsValue) -> Result<std::borrow::Cow<'_, str>> {
        let found = usize::try_from(self.js.index_of(value, 0)).ok();
        match found.and_then(|i| self.ids.get(i)) {
            Some(id) => Ok(std::borrow::Cow::Borrowed(id)),
            None => string(value, "player").map(std::borrow::Cow::Owned),
        }
    }

    /// The JS string of a player id.
    pub fn js(&self, id: &str) -> JsValue {
        match self.ids.iter().position(|p| p == id) {
            Some(i) => self.js.get(i as u32),
            None => JsValue::from_str(id),
        }
    }
}

/// A count or index parameter: a non-negative integer that fits in 32 bits.
pub fn count(value: &JsValue, what: &str) -> Result<u32> {
    let Some(n) = value.as_f64() else {
        return Err(EngineError::invalid_input(format!(
            "{what} must be a number, got {}",
            describe(value)
        )));
    };
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) {
        Ok(n as u32)
    } else {
        Err(EngineError::invalid_input(format!(
            "{what} is {n}, expected a non-negative integer"
        )))
    }
}

/// A short description of a JS value for messages: its JSON, or its type.
fn describe(value: &JsValue) -> String {
    match js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| bounded(&s, 60))
    {
        Some(Ok(json)) => json,
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
    decode(value, SAVED).map_err(|e| EngineError::invalid_save(e.message))
}
