//! `game_class!`: one JS class per ruleset, all from this one wrapper around `Game<R>`. Each
//! method converts its input, calls one `Game` method and converts the result. A game's bindings
//! are one call of this macro in `src/wasm/<game>.rs`; every path in it is absolute, so that file
//! needs no imports.

/// Declares a `#[wasm_bindgen]` class wrapping `Game<$ruleset>`. The string arguments are the
/// TypeScript names of the ruleset's types, so every method gets an exact signature.
/// `config = required` makes the constructor's configuration mandatory (`INVALID_CONFIG` when
/// missing); `config = optional` accepts none, `undefined` or `null` for the defaults.
macro_rules! game_class {
    (
        $(#[doc = $doc:literal])*
        $js_struct:ident as $js_name:ident,
        ruleset = $ruleset:ty,
        config = $presence:ident $config:ty,
        config_ts = $config_ts:tt,
        action = $action_ts:tt,
        actions = $actions_ts:tt,
        log = $log_ts:tt,
        record = $record_ts:tt,
        records = $records_ts:tt,
        view = $view_ts:tt,
        export = $export_ts:tt,
        save = $save_ts:tt,
        outcome = $outcome_ts:tt $(,)?
    ) => {
        $crate::wasm::game_class::game_class!(@class
            [$(#[doc = $doc])*] $js_struct $js_name $ruleset, $presence $config,
            $config_ts, $action_ts, $actions_ts, $log_ts, $record_ts, $records_ts, $view_ts,
            $export_ts, $save_ts, $outcome_ts
        );
    };
    (@config_arg required $config:ty) => { ::tsify::Ts<$config> };
    (@config_arg optional $config:ty) => { ::core::option::Option<::tsify::Ts<$config>> };
    (@required required) => { true };
    (@required optional) => { false };
    (@class
        [$($doc:tt)*] $js_struct:ident $js_name:ident $ruleset:ty, $presence:ident $config:ty,
        $config_ts:tt, $action_ts:tt, $actions_ts:tt, $log_ts:tt, $record_ts:tt, $records_ts:tt,
        $view_ts:tt, $export_ts:tt, $save_ts:tt, $outcome_ts:tt
    ) => {
        type ConfigArg = $crate::wasm::game_class::game_class!(@config_arg $presence $config);
        const CONFIG_REQUIRED: bool = $crate::wasm::game_class::game_class!(@required $presence);

        /// Decodes the constructor's or `replay`'s configuration: missing is `INVALID_CONFIG`
        /// when it is required, the defaults when not.
        fn decode_config(
            config: ::core::option::Option<::wasm_bindgen::JsValue>,
        ) -> $crate::engine::error::Result<$config> {
            match config {
                Some(value) if !value.is_undefined() && !(value.is_null() && !CONFIG_REQUIRED) => {
                    $crate::wasm::convert::decode(value, $crate::wasm::convert::CONFIG)
                        .map_err(|e| $crate::engine::error::EngineError::invalid_config(e.message))
                }
                _ if CONFIG_REQUIRED => Err($crate::engine::error::EngineError::invalid_config(
                    "config is required",
                )),
                _ => Ok(<$config as ::core::default::Default>::default()),
            }
        }

        $($doc)*
        #[::wasm_bindgen::prelude::wasm_bindgen(js_name = $js_name)]
        #[derive(Debug)]
        pub struct $js_struct {
            game: $crate::engine::game::Game<$ruleset>,
            /// The player ids as JS strings, made once: a player argument is found among them
            /// without copying its text, and `currentPlayer` answers without making a string.
            players: $crate::wasm::convert::Players,
        }

        impl $js_struct {
            fn wrap(game: $crate::engine::game::Game<$ruleset>) -> Self {
                let players = $crate::wasm::convert::Players::new(game.players());
                $js_struct { game, players }
            }
            /// A player argument: one of this game's players, or whatever string it is (the game
            /// then refuses an unknown player), or `INVALID_INPUT`.
            fn player(&self, value: &::wasm_bindgen::JsValue) -> $crate::engine::error::Result<::std::borrow::Cow<'_, str>> {
                self.players.player(value)
            }
        }

        #[::wasm_bindgen::prelude::wasm_bindgen(js_class = $js_name)]
        impl $js_struct {
            /// Starts a game. Throws `INVALID_CONFIG` for a bad configuration.
            #[wasm_bindgen(constructor)]
            pub fn new(config: ConfigArg) -> ::core::result::Result<$js_struct, ::wasm_bindgen::JsValue> {
                let config = decode_config($crate::wasm::convert::ConfigArg::value(config))?;
                Ok($js_struct::wrap($crate::engine::game::Game::new(config)?))
            }

            /// Rebuilds a saved game (see `save()`). Throws `INVALID_SAVE` for anything that is not
            /// an intact save of this game: malformed, another ruleset or version, altered, or
            /// inconsistent (its actions do not rebuild the state it records).
            pub fn load(
                #[wasm_bindgen(unchecked_param_type = $save_ts)] saved: ::wasm_bindgen::JsValue,
            ) -> ::core::result::Result<$js_struct, ::wasm_bindgen::JsValue> {
                let saved = $crate::wasm::convert::decode_save(saved)?;
                Ok($js_struct::wrap($crate::engine::game::Game::load(saved)?))
            }

            /// A save of the game, plain data for `JSON.stringify` and `localStorage`; `load`
            /// rebuilds it. Works after the end.
            #[wasm_bindgen(unchecked_return_type = $save_ts)]
            pub fn save(&self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(&self.game.save()?)?)
            }

            /// Takes back the last action and returns it. Random results come out the same when it
            /// is played again. Throws `GAME_FINISHED` at the end, `ILLEGAL_ACTION` with no action or
            /// when the action revealed hidden information (a card drawn, a deck shuffled, dice rolled).
            #[wasm_bindgen(unchecked_return_type = $record_ts)]
            pub fn undo(&mut self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(&self.game.undo()?)?)
            }

            /// The action the game's bot, deciding from `player`'s view, would play now; it does not
            /// play it. `level` (`"easy"`, `"normal"`: the default, `"hard"`) picks the game's
            /// documented budget; `iterations` sets one in the game's unit instead. The same
            /// options and game give the same action. Throws `GAME_FINISHED`, `NOT_YOUR_TURN`, or
            /// `INVALID_INPUT` for an unknown player or bad options.
            #[wasm_bindgen(js_name = botAction, unchecked_return_type = $action_ts)]
            pub fn bot_action(
                &self,
                player: &::js_sys::JsString,
                options: ::core::option::Option<::tsify::Ts<$crate::ai::BotOptions>>,
            ) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                let player = self.player(player)?;
                let options = match options {
                    Some(o) => $crate::wasm::convert::decode_ts(&o, $crate::wasm::convert::OPTIONS)?,
                    None => $crate::ai::BotOptions::default(),
                };
                Ok($crate::wasm::convert::to_js(&$crate::ai::bot_action(&self.game, &player, &options)?)?)
            }

            /// Rebuilds a game from its configuration and its actions (see `actions()`).
            pub fn replay(
                #[wasm_bindgen(unchecked_param_type = $config_ts)] config: ::wasm_bindgen::JsValue,
                #[wasm_bindgen(unchecked_param_type = $records_ts)] actions: ::wasm_bindgen::JsValue,
            ) -> ::core::result::Result<$js_struct, ::wasm_bindgen::JsValue> {
                let config = decode_config(Some(config))?;
                let actions: ::std::vec::Vec<_> = $crate::wasm::convert::decode(actions, $crate::wasm::convert::ACTIONS)?;
                Ok($js_struct::wrap($crate::engine::game::Game::replay(config, &actions)?))
            }

            /// Submits `action` for `player` and returns the log entries it caused. A finished game
            /// throws `GAME_FINISHED` before any other check; a rejected action changes nothing.
            #[wasm_bindgen(unchecked_return_type = $log_ts)]
            pub fn submit(
                &mut self,
                player: &::js_sys::JsString,
                #[wasm_bindgen(unchecked_param_type = $action_ts)] action: ::wasm_bindgen::JsValue,
            ) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                let players = &self.players;
                let events = self
                    .game
                    .submit_with(|| Ok((players.player(player)?.into_owned(), $crate::wasm::convert::decode_written(action, $crate::wasm::convert::ACTION)?)))?;
                Ok($crate::wasm::convert::to_js(events)?)
            }

            /// Every action `player` may submit now (empty when it is not their turn, or at the end).
            #[wasm_bindgen(js_name = legalActions, unchecked_return_type = $actions_ts)]
            pub fn legal_actions(&self, player: &::js_sys::JsString) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                let player = self.player(player)?;
                Ok($crate::wasm::convert::to_js(&self.game.legal_actions(&player)?)?)
            }

            /// `"ACTIVE"` or `"FINISHED"`.
            #[wasm_bindgen(getter)]
            pub fn status(&self) -> ::core::result::Result<::tsify::Ts<$crate::engine::outcome::GameStatus>, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::encode(&self.game.status())?)
            }

            /// How the game ended; `null` while it is being played.
            #[wasm_bindgen(getter, unchecked_return_type = $outcome_ts)]
            pub fn outcome(&self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(&self.game.outcome())?)
            }

            /// The player to act; `null` once the game is finished.
            #[wasm_bindgen(getter, js_name = currentPlayer, unchecked_return_type = "string | null")]
            pub fn current_player(&self) -> ::wasm_bindgen::JsValue {
                self.game.current_player().map_or(::wasm_bindgen::JsValue::NULL, |p| self.players.js(p))
            }

            /// The turn number.
            #[wasm_bindgen(getter)]
            pub fn turn(&self) -> u32 {
                self.game.turn()
            }

            /// The players, in seating order.
            #[wasm_bindgen(getter, unchecked_return_type = "string[]")]
            pub fn players(&self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(self.game.players())?)
            }

            /// Everything about the game, including the actions that rebuild it. Works after the end.
            #[wasm_bindgen(js_name = exportState, unchecked_return_type = $export_ts)]
            pub fn export_state(&self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(&self.game.export()?)?)
            }

            /// The game as `player` may see it; without a player, as a spectator sees it.
            #[wasm_bindgen(unchecked_return_type = $view_ts)]
            pub fn view(&self, player: ::core::option::Option<::js_sys::JsString>) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                let viewer = player.map(|p| self.player(&p)).transpose()?;
                Ok($crate::wasm::convert::to_js(&self.game.view(viewer.as_deref())?)?)
            }

            /// A stable 64-bit hash of the state as 16 hex digits; equal on every platform.
            #[wasm_bindgen(js_name = stateHash)]
            pub fn state_hash(&self) -> ::core::result::Result<::std::string::String, ::wasm_bindgen::JsValue> {
                Ok(self.game.state_hash()?.to_string())
            }

            /// The event log, from sequence number `since` (default 0) on.
            #[wasm_bindgen(unchecked_return_type = $log_ts)]
            pub fn events(
                &self,
                #[wasm_bindgen(unchecked_optional_param_type = "number | null")] since: ::core::option::Option<::wasm_bindgen::JsValue>,
            ) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                let since = match since {
                    Some(s) if !s.is_null() && !s.is_undefined() => $crate::wasm::convert::count(&s, "since")?,
                    _ => 0,
                };
                Ok($crate::wasm::convert::to_js(self.game.log_since(since as usize))?)
            }

            /// The actions submitted so far, for `replay`.
            #[wasm_bindgen(unchecked_return_type = $records_ts)]
            pub fn actions(&self) -> ::core::result::Result<::wasm_bindgen::JsValue, ::wasm_bindgen::JsValue> {
                Ok($crate::wasm::convert::to_js(self.game.actions())?)
            }
        }
    };
}

pub(crate) use game_class;

/// Adds `perft(depth)` to a class made by [`game_class!`], for the games whose moves are worth
/// counting (deterministic ones).
#[allow(unused_macros)]
macro_rules! perft_method {
    ($js_struct:ident as $js_name:ident) => {
        #[::wasm_bindgen::prelude::wasm_bindgen(js_class = $js_name)]
        impl $js_struct {
            /// The number of move sequences of length `depth` (0 to 10) from the current
            /// position: only moves count (not draw claims or resignations), and a finished game
            /// has none (`perft(0)` is 1). Throws `INVALID_INPUT` for a depth that is not an
            /// integer from 0 to 10, or one that would list the moves of more than 10,000,000
            /// positions (chess: the standard test positions to depth 5 fit, Kiwipete's depth 6
            /// does not), so that no call freezes a page for minutes.
            pub fn perft(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] depth: ::wasm_bindgen::JsValue,
            ) -> ::core::result::Result<f64, ::wasm_bindgen::JsValue> {
                let depth = $crate::wasm::convert::count(&depth, "depth")?;
                // Exact as a JS number: a count below 2^53 (far beyond what depth 10 reaches in
                // the time anyone waits).
                Ok(self.game.perft(depth)? as f64)
            }
        }
    };
}

#[allow(unused_imports)] // a build with no game that counts moves
pub(crate) use perft_method;
