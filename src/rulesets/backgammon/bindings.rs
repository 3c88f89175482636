//! Backgammon's types for JavaScript (its class is `bindings.ts`).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    backgammon: BackgammonEndReason;
}
"#;
