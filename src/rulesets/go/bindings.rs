//! `GoGame`.

use wasm_bindgen::prelude::*;

crate::wasm::game_class::game_class! {
    /// Go on a 5×5 to 19×19 board (default 9×9, komi 7.5), counted by area. Black (default
    /// `"black"`) moves first; points are 0-based, `x` from the left, `y` from the top. Suicide
    /// and positional superko are illegal. Two passes in a row start a counting (by agreement,
    /// the default): the engine proposes the dead stones, players toggle groups (`MARK_DEAD`),
    /// accept (`ACCEPT_SCORE`) or resume play (`RESUME`); when both accept, the dead stones come
    /// off and the board is counted (`TERRITORY_SCORING`). With `counting: "area"` two passes
    /// count the board as it stands. `3 * size * size` moves end any game; `RESIGN` is accepted
    /// from either player at any time (`RESIGNATION`).
    ///
    /// ```ts
    /// const game = new GoGame({ players: ["you", "bot"], size: 9, komi: 6.5 });
    /// game.submit("you", { type: "PLAY", x: 4, y: 4 });
    /// game.submit("bot", { type: "PASS" });
    /// game.legalActions("you"); // [{ type: "PLAY", x: 0, y: 0 }, ..., { type: "PASS" }]
    /// game.submit("you", { type: "PASS" }); // a counting: CountingStarted { dead }
    /// game.submit("bot", { type: "ACCEPT_SCORE" });
    /// game.submit("you", { type: "ACCEPT_SCORE" }); // DeadStonesRemoved, Scored, GameEnded
    /// ```
    JsGoGame as GoGame,
    ruleset = crate::rulesets::go::Go,
    config = optional crate::rulesets::go::GoConfig,
    config_ts = "GoConfig | null | undefined",
    action = "GoAction",
    actions = "GoAction[]",
    log = "LogEntry<GoEvent>[]",
    record = "ActionRecord<GoAction>",
    records = "ActionRecord<GoAction>[]",
    view = "GameView<GoState, GoEndReason>",
    export = "GameExport<GoConfig, GoState, GoAction, GoEndReason>",
    save = "GameSave<GoConfig, GoAction>",
    outcome = "GameOutcome<GoEndReason> | null",
}

crate::wasm::game_class::perft_method!(JsGoGame as GoGame);

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    go: GoEndReason;
}
"#;
