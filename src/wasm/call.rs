//! How every call crosses between JavaScript and wasm, the other half of `js/boundary.ts`.
//!
//! - **Input**: before a call that takes data, the TypeScript side writes the value into this
//!   module's scratch buffers (a plain value, see `input.rs`) or hands its JSON text
//!   ([`input_json`]); the call decodes the pending input with serde ([`take_input`]).
//! - **Output**: a call writes its result with the serde serializer of `tape.rs`, leaves the
//!   written value in place, describes it in the `HEADER`, and answers a status: [`OK`] (the
//!   result is on the tape), [`FAILED`] (the tape holds `{ code, message }`), or [`RETRY_JSON`]
//!   (the written input did not decode: send its JSON text, which words the error).
//!
//! No data layout is written twice: both directions are serde on this side and one generic
//! reader and writer on the other, and names (field names, enum variants) cross as text.

use crate::engine::error::{EngineError, ErrorCode, Result};
use serde::{de::DeserializeOwned, Serialize};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

/// The call succeeded; its result (if any) is on the tape.
pub const OK: u32 = 0;
/// The call failed; the tape holds `{ code, message }`.
pub const FAILED: u32 = 1;
/// The written input did not decode: send it again as JSON text.
pub const RETRY_JSON: u32 = 2;

/// The numbers [`HEADER`] holds, describing the value on the tape.
const HEADER_LEN: usize = 8;

thread_local! {
    /// The last result's description: the tape's address and length, the value's length, the
    /// text's address and length, whether it is ASCII, and the names and shapes it adds.
    static HEADER: RefCell<[f64; HEADER_LEN]> = const { RefCell::new([0.0; HEADER_LEN]) };
    /// The last result, kept until the next call so that JavaScript reads it in place.
    static LAST: RefCell<Option<super::tape::Written>> = const { RefCell::new(None) };
    /// The code of the last failure, and the last game handle answered (for the module's tests).
    static LAST_FAILURE: Cell<Option<ErrorCode>> = const { Cell::new(None) };
    static LAST_HANDLE: Cell<Option<f64>> = const { Cell::new(None) };
    /// The pending input's JSON text, when the TypeScript side sent text.
    static JSON: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Where the header is (an address in this module's memory, of `HEADER_LEN` numbers).
#[wasm_bindgen(js_name = rawHeader)]
pub fn raw_header() -> u32 {
    HEADER.with(|h| h.as_ptr() as u32)
}

/// The next call's input as JSON text (at most the parameter's limit, checked there).
#[wasm_bindgen(js_name = rawInputJson)]
pub fn input_json(text: String) {
    JSON.with(|j| j.replace(Some(text)));
}

/// The pending input, decoded: `Ok(None)` when the written value does not decode (the caller
/// answers [`RETRY_JSON`]); an error naming the field for JSON text that does not.
/// `written` is how many numbers of the scratch buffers the TypeScript side wrote (the first the
/// text's length), or 0 when it sent JSON text ([`input_json`]). `what` names the parameter in
/// messages (`action`, `config`...); its size was checked before it crossed.
pub fn take_input<T: DeserializeOwned>(what: &str, written: u32) -> Result<Option<T>> {
    if written > 0 {
        JSON.with(|j| j.take());
        return Ok(super::input::decode_written(written as usize));
    }
    match JSON.with(|j| j.take()) {
        Some(text) => decode_json(&text, what).map(Some),
        None => Err(EngineError::invalid_input(format!(
            "{what}: no value was given"
        ))),
    }
}

/// Decodes JSON text, naming the field of a failure: `input.players[0].health: invalid type:
/// floating point \`3.5\`, expected u32`.
/// (One decoder, tracking the path as it goes: JSON text is the slow path already, taken only for
/// input the scratch buffers do not take, and a second decoder for each type would cost size.)
pub fn decode_json<T: DeserializeOwned>(text: &str, what: &str) -> Result<T> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| json_error(e, what))
}

/// The error of JSON text that does not decode, naming its place.
#[inline(never)]
fn json_error(e: serde_path_to_error::Error<serde_json::Error>, what: &str) -> EngineError {
    let path = e.path().to_string();
    let place = if path == "." {
        what.to_string()
    } else if what.is_empty() {
        path
    } else if path.starts_with('[') {
        format!("{what}{path}")
    } else {
        format!("{what}.{path}")
    };
    let inner = e.into_inner();
    // serde_json appends the position in the JSON text, which means nothing to the caller.
    let position = format!(" at line {} column {}", inner.line(), inner.column());
    let message = inner.to_string();
    let message = message.strip_suffix(&*position).unwrap_or(&message);
    EngineError::invalid_input(format!("{place}: {message}"))
}

/// The code of the last call that failed.
pub fn last_failure() -> Option<ErrorCode> {
    LAST_FAILURE.with(|l| l.get())
}

/// The handle of the last game made.
pub fn last_handle() -> Option<f64> {
    LAST_HANDLE.with(|l| l.get())
}

/// Notes the handle of a game just made ([`last_handle`]).
pub fn made(handle: f64) -> f64 {
    LAST_HANDLE.with(|l| l.set(Some(handle)));
    handle
}

/// Writes `value` as the call's result and answers [`OK`].
pub fn answer<T: Serialize + ?Sized>(value: &T) -> u32 {
    release();
    match super::tape::write(value) {
        Ok(written) => {
            keep(written);
            OK
        }
        Err(e) => unencoded(e),
    }
}

/// A result that did not encode (an engine bug): the failure.
#[inline(never)]
fn unencoded(e: super::tape::Error) -> u32 {
    fail(&EngineError::internal(format!(
        "cannot encode the result: {e}"
    )))
}

/// Writes `error` as the call's result and answers [`FAILED`].
#[inline(never)]
pub fn fail(error: &EngineError) -> u32 {
    LAST_FAILURE.with(|l| l.set(Some(error.code)));
    #[derive(Serialize)]
    struct Failure<'a> {
        code: &'a str,
        message: &'a str,
    }
    let failure = Failure {
        code: error.code.as_str(),
        message: &error.message,
    };
    // A struct of two strings always writes.
    release();
    if let Ok(written) = super::tape::write(&failure) {
        keep(written);
    }
    FAILED
}

/// The status of a call: its result written, or its error.
pub fn finish<T: Serialize>(result: Result<T>) -> u32 {
    match result {
        Ok(value) => answer(&value),
        Err(e) => fail(&e),
    }
}

/// A call that takes input: `Ok(None)` from `body` (its input did not decode from the written
/// form) answers [`RETRY_JSON`].
pub fn finish_input<T: Serialize>(result: Result<Option<T>>) -> u32 {
    match result {
        Ok(Some(value)) => answer(&value),
        Ok(None) => RETRY_JSON,
        Err(e) => fail(&e),
    }
}

/// Gives the last result's buffers back for the next one (before it is written).
#[inline(never)]
fn release() {
    if let Some(last) = LAST.with(|l| l.take()) {
        super::tape::recycle(last);
    }
}

/// Keeps a written result until the next call, described in the [`HEADER`].
#[inline(never)]
fn keep(written: super::tape::Written) {
    // The addresses fit in 32 bits: wasm32 memory.
    let header = [
        written.tape.as_ptr() as usize as f64,
        written.tape.len() as f64,
        f64::from(written.value_len),
        written.text.as_ptr() as usize as f64,
        written.text.len() as f64,
        if written.ascii() { 1.0 } else { 0.0 },
        f64::from(written.added),
        f64::from(written.added_shapes),
    ];
    HEADER.with(|h| h.replace(header));
    LAST.with(|l| l.replace(Some(written)));
}
