//! `game_class!`: one JS class per ruleset, all from this one wrapper around `Game<R>`.
//! Each method converts its input, calls one `Game` method and converts the result.

/// Declares a `#[wasm_bindgen]` class wrapping `Game<$ruleset>`. The string arguments are the
/// TypeScript names of the ruleset's types, so every method gets an exact signature.
macro_rules! game_class {
    (
        $(#[$doc:meta])*
        $js_struct:ident as $js_name:ident,
        ruleset = $ruleset:ty,
        new_config = $new_config:ty,
        config_ts = $config_ts:tt,
        action = $action_ts:tt,
        actions = $actions_ts:tt,
        log = $log_ts:tt,
        record = $record_ts:tt,
        records = $records_ts:tt,
        view = $view_ts:tt,
        export = $export_ts:tt,
        save = $save_ts:tt $(,)?
    ) => {
        $(#[$doc])*
        #[wasm_bindgen(js_name = $js_name)]
        #[derive(Debug)]
        pub struct $js_struct {
            game: $crate::engine::game::Game<$ruleset>,
        }

        #[wasm_bindgen(js_class = $js_name)]
        impl $js_struct {
            /// Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
            #[wasm_bindgen(constructor)]
            pub fn new(config: $new_config) -> Result<$js_struct, JsValue> {
                let config = decode_config($crate::wasm::convert::ConfigArg::value(config))?;
                Ok($js_struct { game: $crate::engine::game::Game::new(config)? })
            }

            /// Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
            /// an intact save of this game: malformed, another ruleset or version, altered, or
            /// inconsistent (its actions do not rebuild the state it records).
            pub fn load(
                #[wasm_bindgen(unchecked_param_type = $save_ts)] saved: JsValue,
            ) -> Result<$js_struct, JsValue> {
                let saved = $crate::wasm::convert::decode_save(saved)?;
                Ok($js_struct { game: $crate::engine::game::Game::load(saved)? })
            }

            /// A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
            /// rebuilds it. Works after the end.
            #[wasm_bindgen(unchecked_return_type = $save_ts)]
            pub fn save(&self) -> Result<JsValue, JsValue> {
                Ok(to_js(&self.game.save()?)?)
            }

            /// Takes back the last action and returns it. Random results come out the same when it
            /// is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action.
            #[wasm_bindgen(unchecked_return_type = $record_ts)]
            pub fn undo(&mut self) -> Result<JsValue, JsValue> {
                Ok(to_js(&self.game.undo()?)?)
            }

            /// The action the bot (MCTS, from `player`'s view) would play now; it does not play it.
            /// The same options and game give the same action. Throws `GAME_FINISHED`,
            /// `NOT_YOUR_TURN`, or `INVALID_INPUT` for an unknown player or bad options.
            #[wasm_bindgen(js_name = botAction, unchecked_return_type = $action_ts)]
            pub fn bot_action(
                &self,
                player: &JsString,
                options: Option<Ts<$crate::ai::BotOptions>>,
            ) -> Result<JsValue, JsValue> {
                let player = string(player, "player")?;
                let options = match options {
                    Some(o) => $crate::wasm::convert::decode_ts(&o, "options")?,
                    None => $crate::ai::BotOptions::default(),
                };
                Ok(to_js(&$crate::ai::bot_action(&self.game, &player, &options)?)?)
            }

            /// Rebuilds a game from its configuration and its actions (see `actions()`).
            pub fn replay(
                #[wasm_bindgen(unchecked_param_type = $config_ts)] config: JsValue,
                #[wasm_bindgen(unchecked_param_type = $records_ts)] actions: JsValue,
            ) -> Result<$js_struct, JsValue> {
                let config = decode_config(Some(config))?;
                let actions: Vec<_> = decode(actions, "actions")?;
                Ok($js_struct { game: $crate::engine::game::Game::replay(config, &actions)? })
            }

            /// Submits `action` for `player` and returns the log entries it caused. A finished game
            /// throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
            #[wasm_bindgen(unchecked_return_type = $log_ts)]
            pub fn submit(
                &mut self,
                player: &JsString,
                #[wasm_bindgen(unchecked_param_type = $action_ts)] action: JsValue,
            ) -> Result<JsValue, JsValue> {
                let events = self
                    .game
                    .submit_with(|| Ok((string(player, "player")?, decode(action, "action")?)))?;
                Ok(to_js(events)?)
            }

            /// Every action `player` may submit now (empty when it is not their turn, or at the end).
            #[wasm_bindgen(js_name = legalActions, unchecked_return_type = $actions_ts)]
            pub fn legal_actions(&self, player: &JsString) -> Result<JsValue, JsValue> {
                let player = string(player, "player")?;
                Ok(to_js(&self.game.legal_actions(&player)?)?)
            }

            /// `"ACTIVE"` or `"FINISHED"`.
            #[wasm_bindgen(getter)]
            pub fn status(&self) -> Result<Ts<GameStatus>, JsValue> {
                Ok(encode(&self.game.status())?)
            }

            /// How the game ended; `null` while it is being played.
            #[wasm_bindgen(getter, unchecked_return_type = "GameOutcome | null")]
            pub fn outcome(&self) -> Result<JsValue, JsValue> {
                Ok(to_js(&self.game.outcome())?)
            }

            /// The player to act; `null` once the game is finished.
            #[wasm_bindgen(getter, js_name = currentPlayer, unchecked_return_type = "string | null")]
            pub fn current_player(&self) -> JsValue {
                self.game.current_player().map_or(JsValue::NULL, |p| JsValue::from_str(p))
            }

            /// The turn number.
            #[wasm_bindgen(getter)]
            pub fn turn(&self) -> u32 {
                self.game.turn()
            }

            /// The players, in seating order.
            #[wasm_bindgen(getter, unchecked_return_type = "string[]")]
            pub fn players(&self) -> Result<JsValue, JsValue> {
                Ok(to_js(self.game.players())?)
            }

            /// Everything about the game, including the actions that rebuild it. Works after the end.
            #[wasm_bindgen(js_name = exportState, unchecked_return_type = $export_ts)]
            pub fn export_state(&self) -> Result<JsValue, JsValue> {
                Ok(to_js(&self.game.export()?)?)
            }

            /// The game as `player` may see it; without a player, as a spectator sees it.
            #[wasm_bindgen(unchecked_return_type = $view_ts)]
            pub fn view(&self, player: Option<JsString>) -> Result<JsValue, JsValue> {
                let viewer = player.map(|p| string(&p, "player")).transpose()?;
                Ok(to_js(&self.game.view(viewer.as_deref())?)?)
            }

            /// A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
            #[wasm_bindgen(js_name = stateHash)]
            pub fn state_hash(&self) -> Result<String, JsValue> {
                Ok(self.game.state_hash()?.to_string())
            }

            /// The event log, from sequence number `since` (default 0) on.
            #[wasm_bindgen(unchecked_return_type = $log_ts)]
            pub fn events(&self, since: Option<f64>) -> Result<JsValue, JsValue> {
                let since = since.map(|s| count(s, "since")).transpose()?.unwrap_or(0);
                Ok(to_js(self.game.log_since(since as usize))?)
            }

            /// The actions submitted so far, for `replay`.
            #[wasm_bindgen(unchecked_return_type = $records_ts)]
            pub fn actions(&self) -> Result<JsValue, JsValue> {
                Ok(to_js(self.game.actions())?)
            }
        }
    };
}

pub(crate) use game_class;
