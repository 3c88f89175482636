//! `BackgammonGame`.

use wasm_bindgen::prelude::*;

crate::wasm::game_class::game_class! {
    /// Backgammon for two players (default `"white"` and `"black"`), without the doubling cube.
    /// Dice are rolled by the game (`OpeningRoll`, `DiceRolled` events); each `MOVE` moves one
    /// checker, in the mover's own numbering (points 1 to 24, home board 1 to 6, moving down):
    /// `from` a point or `"bar"`, `to` a point or `"off"`. `{ type: "RESIGN" }` ends the game
    /// from either player at any time. `undo()` takes back a checker move within a turn, never
    /// the move that rolled the next dice.
    ///
    /// ```ts
    /// const game = new BackgammonGame({ players: ["you", "bot"], seed: "s" });
    /// const player = game.currentPlayer!;
    /// game.legalActions(player); // [{ type: "MOVE", from: 24, to: 21 }, ...]
    /// game.submit(player, { type: "MOVE", from: 13, to: 10 });
    /// ```
    JsBackgammonGame as BackgammonGame,
    ruleset = crate::rulesets::backgammon::Backgammon,
    config = optional crate::rulesets::backgammon::BackgammonConfig,
    config_ts = "BackgammonConfig | null | undefined",
    action = "BackgammonAction",
    actions = "BackgammonAction[]",
    log = "LogEntry<BackgammonEvent>[]",
    record = "ActionRecord<BackgammonAction>",
    records = "ActionRecord<BackgammonAction>[]",
    view = "GameView<BackgammonState, BackgammonEndReason>",
    export = "GameExport<BackgammonConfig, BackgammonState, BackgammonAction, BackgammonEndReason>",
    save = "GameSave<BackgammonConfig, BackgammonAction>",
    outcome = "GameOutcome<BackgammonEndReason> | null",
}

#[wasm_bindgen(typescript_custom_section)]
const END_REASONS_TS: &str = r#"
export interface EndReasons {
    backgammon: BackgammonEndReason;
}
"#;
