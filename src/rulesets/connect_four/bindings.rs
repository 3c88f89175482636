//! Connect Four's own raw functions (its class is `bindings.ts`): `perft`.

use wasm_bindgen::prelude::*;

crate::raw_perft!(
    crate::rulesets::connect_four::ConnectFour,
    rawConnectFourPerft
);

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    "connect-four": ConnectFourEndReason;
}
/** Connect Four's results carry no metrics. */
export interface GameMetrics {
    "connect-four": never;
}
"#;
