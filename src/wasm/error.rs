//! `ArbiterError`: the one error every export throws, a real JS `Error` subclass with a `code`.

use crate::engine::error::EngineError;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export class ArbiterError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "ArbiterError";
    this.code = code;
  }
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = ArbiterError, extends = js_sys::Error)]
    type JsArbiterError;

    #[wasm_bindgen(constructor, js_class = "ArbiterError")]
    fn new(code: &str, message: &str) -> JsArbiterError;
}

#[wasm_bindgen(typescript_custom_section)]
const ARBITER_ERROR_TS: &str = r#"
/**
 * What every arbiter function throws: a real `Error` (with a stack) whose `name` is
 * `"ArbiterError"` and whose `code` is a stable {@link ErrorCode}. Narrow `unknown` with
 * {@link isArbiterError}.
 */
export interface ArbiterError extends Error {
    name: "ArbiterError";
    code: ErrorCode;
}
"#;

impl From<EngineError> for JsValue {
    fn from(error: EngineError) -> JsValue {
        JsArbiterError::new(error.code.as_str(), &error.message).into()
    }
}

/// True when `value` is an error thrown by arbiter.
///
/// ```ts
/// try { game.submit("O", { cell: 4 }); }
/// catch (e) { if (isArbiterError(e) && e.code === "NOT_YOUR_TURN") showHint(e.message); else throw e; }
/// ```
#[wasm_bindgen(js_name = isArbiterError, unchecked_return_type = "value is ArbiterError")]
pub fn is_arbiter_error(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue) -> bool {
    value.is_instance_of::<JsArbiterError>()
}
