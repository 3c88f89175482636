//! Go's own raw functions (its class is `bindings.ts`): `perft`.

use wasm_bindgen::prelude::*;

crate::raw_perft!(crate::rulesets::go::Go, rawGoPerft);

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    go: GoEndReason;
}
"#;
