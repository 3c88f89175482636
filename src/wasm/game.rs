//! Every game's JS class, through one set of raw functions: a game is a handle into this module,
//! its kind an index into [`RulesetKind::ALL`] (the table of games), and each call visits the
//! game's type ([`RulesetKind::visit`]). The classes themselves are TypeScript (`js/game.ts`),
//! which keeps the handle private, refuses a call on a freed or busy game, writes the input and
//! reads the result (see [`call`](super::call)).

use super::call::{answer, fail, finish, finish_input, take_input, RETRY_JSON};
use crate::ai::{self, BotOptions};
use crate::engine::error::{EngineError, Result};
use crate::engine::event::ActionRecord;
use crate::engine::game::{Game, SeenBy};
use crate::engine::save::GameSave;
use crate::rulesets::{Listed, RulesetKind, Visit};
use serde::Deserialize;
use std::any::Any;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// A live game, and the generation of its slot (a handle names both, so a handle to a freed game
/// never reaches the game made in its slot later).
struct Slot {
    generation: u32,
    game: Option<Box<dyn Any>>,
}

thread_local! {
    static GAMES: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
    static FREE: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// A handle: the slot's index in the low 32 bits, its generation above (exact as a JS number).
fn handle(index: u32, generation: u32) -> f64 {
    f64::from(generation) * 4_294_967_296.0 + f64::from(index)
}

fn parts(handle: f64) -> Option<(usize, u32)> {
    if !(handle >= 0.0 && handle.fract() == 0.0 && handle < 9_007_199_254_740_992.0) {
        return None;
    }
    let index = (handle % 4_294_967_296.0) as usize;
    let generation = (handle / 4_294_967_296.0).floor() as u32;
    Some((index, generation))
}

/// Keeps `game`: its handle and its players (what its JS object holds, and what a game's own
/// raw function that makes a game, such as an import, answers).
pub(crate) fn keep<G: Listed>(game: Game<G>) -> (f64, Vec<String>) {
    let players = game.players().to_vec();
    (super::call::made(insert(game)), players)
}

/// Answers a game made by a game's own function (an import) as `rawNew` answers a new one: its
/// handle and players, kept; or the error.
pub fn finish_made<G: Listed>(game: Result<Game<G>>) -> u32 {
    super::call::finish(game.map(keep))
}

/// Keeps `game` and answers its handle.
fn insert<G: Listed>(game: Game<G>) -> f64 {
    let game: Box<dyn Any> = Box::new(game);
    let reused = FREE.with(|f| f.borrow_mut().pop());
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        match reused.and_then(|i| games.get_mut(i as usize).map(|slot| (i, slot))) {
            Some((index, slot)) => {
                slot.generation = slot.generation.wrapping_add(1) & 0x1F_FFFF;
                slot.game = Some(game);
                handle(index, slot.generation)
            }
            None => {
                let index = games.len() as u32;
                games.push(Slot {
                    generation: 0,
                    game: Some(game),
                });
                handle(index, 0)
            }
        }
    })
}

/// Runs `f` on the game `handle` names, a game of `G`.
pub fn with<G: Listed, T>(handle: f64, f: impl FnOnce(&mut Game<G>) -> Result<T>) -> Result<T> {
    GAMES.with(|games| {
        let mut games = games.borrow_mut();
        match held(&mut games, handle).and_then(|game| game.downcast_mut::<Game<G>>()) {
            Some(game) => f(game),
            None => Err(not_held(G::NAME)),
        }
    })
}

/// The game `handle` names, of any kind.
#[inline(never)]
fn held(games: &mut [Slot], handle: f64) -> Option<&mut dyn Any> {
    let (index, generation) = parts(handle)?;
    let slot = games.get_mut(index)?;
    if slot.generation != generation {
        return None;
    }
    Some(&mut **slot.game.as_mut()?)
}

#[inline(never)]
fn not_held(name: &str) -> EngineError {
    EngineError::invalid_input(format!(
        "no {name} game is held for this handle: it was freed, or is another game's"
    ))
}

/// The status of `f` on the game `handle` names (it writes its own result), or the failure to
/// find it.
fn on<G: Listed>(handle: f64, f: impl FnOnce(&mut Game<G>) -> u32) -> u32 {
    match with::<G, _>(handle, |game| Ok(f(game))) {
        Ok(status) => status,
        Err(e) => fail(&e),
    }
}

fn kind(index: u32) -> Result<RulesetKind> {
    RulesetKind::ALL
        .get(index as usize)
        .copied()
        .ok_or_else(|| EngineError::invalid_input(format!("no game of kind {index}")))
}

/// The names of the games built in, in the order their kinds number them.
#[wasm_bindgen(js_name = rawKinds)]
pub fn raw_kinds() -> u32 {
    let names: Vec<&str> = RulesetKind::ALL.iter().map(|k| k.as_str()).collect();
    answer(&names)
}

/// Frees a game: its handle names nothing afterwards.
#[wasm_bindgen(js_name = rawFree)]
pub fn raw_free(handle: f64) {
    if let Some((index, generation)) = parts(handle) {
        let freed = GAMES.with(|games| {
            let mut games = games.borrow_mut();
            match games.get_mut(index) {
                Some(slot) if slot.generation == generation && slot.game.is_some() => {
                    slot.game = None;
                    true
                }
                _ => false,
            }
        });
        if freed {
            FREE.with(|f| f.borrow_mut().push(index as u32));
        }
    }
}

/// One call on a game of any kind: `run` visits the game's type.
fn visit(kind_index: u32, call: impl Visit<Output = u32>) -> u32 {
    match kind(kind_index) {
        Ok(kind) => kind.visit(call),
        Err(e) => fail(&e),
    }
}

/// A player argument: its index among the game's players (`index` ≥ 0), or its text.
fn player<G: Listed>(game: &Game<G>, index: i32, text: Option<String>) -> Result<String> {
    player_of(game.players(), index, &text).map(str::to_string)
}

/// A player argument, borrowed (for the calls that only read the game: no copy of the id).
#[inline(never)]
fn player_of<'a>(players: &'a [String], index: i32, text: &'a Option<String>) -> Result<&'a str> {
    match (usize::try_from(index).ok(), text) {
        (Some(i), _) => players
            .get(i)
            .map(String::as_str)
            .ok_or_else(|| EngineError::invalid_input(format!("player {i} is not in this game"))),
        (None, Some(text)) => Ok(text),
        (None, None) => Err(EngineError::invalid_input("player: no value was given")),
    }
}

macro_rules! raw_call {
    (
        $(#[$doc:meta])*
        $js:ident => fn $name:ident($($arg:ident: $ty:ty),*) |$G:ident| $body:block
    ) => {
        $(#[$doc])*
        #[wasm_bindgen(js_name = $js)]
        pub fn $name(kind: u32, $($arg: $ty),*) -> u32 {
            struct Call { $($arg: $ty),* }
            impl Visit for Call {
                type Output = u32;
                #[allow(unused_variables)]
                fn visit<$G: Listed>(self) -> u32 {
                    let Call { $($arg),* } = self;
                    $body
                }
            }
            visit(kind, Call { $($arg),* })
        }
    };
}

/// `replay`'s input: a configuration and its actions.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Replay<C, A> {
    config: Option<C>,
    actions: Vec<ActionRecord<A>>,
}

raw_call! {
    /// A new game from the pending configuration (none or null: the defaults): its handle and
    /// players.
    rawNew => fn raw_new(written: u32) |G| {
        finish_input(take_input::<Option<G::Config>>("config", written).and_then(|config| {
            config
                .map(|config| Game::<G>::new(config.unwrap_or_default()).map(keep))
                .transpose()
        })
        .map_err(config_error))
    }
}

/// A configuration's decoding error is `INVALID_CONFIG`.
fn config_error(e: EngineError) -> EngineError {
    if e.code == crate::engine::error::ErrorCode::InvalidInput {
        EngineError::invalid_config(e.message)
    } else {
        e
    }
}

raw_call! {
    /// A game rebuilt from the pending `{ config, actions }`.
    rawReplay => fn raw_replay(written: u32) |G| {
        // A fault in the configuration is INVALID_CONFIG, as the constructor says it.
        let replay = take_input::<Replay<G::Config, G::Action>>("", written).map_err(|e| {
            if e.message.starts_with("config") { config_error(e) } else { e }
        });
        finish_input(replay.and_then(|replay| {
            replay
                .map(|r| Game::<G>::replay(r.config.unwrap_or_default(), &r.actions).map(keep))
                .transpose()
        }))
    }
}

raw_call! {
    /// A game loaded from the pending save.
    rawLoad => fn raw_load(written: u32) |G| {
        let saved = take_input::<GameSave<G::Config, G::Action>>("saved", written)
            .map_err(|e| EngineError::invalid_save(e.message));
        finish_input(saved.and_then(|saved| saved.map(|s| Game::<G>::load(s).map(keep)).transpose()))
    }
}

raw_call! {
    /// Submits the pending action for the player; the log entries it caused.
    rawSubmit => fn raw_submit(written: u32, handle: f64, index: i32, text: Option<String>) |G| {
        let result = with::<G, _>(handle, |game| {
            let player = player(game, index, text)?;
            // Kept for a game that filters what the player is told (no copy otherwise).
            let viewer = if G::HIDES { player.clone() } else { String::new() };
            // The game refuses a finished game's action before the action is decoded.
            let mut retry = false;
            let events = game.submit_with(|| match take_input::<G::Action>("action", written)? {
                Some(action) => Ok((player, action)),
                None => {
                    retry = true;
                    Err(EngineError::invalid_input("action"))
                }
            });
            match events {
                Err(_) if retry => Ok(None),
                Err(e) => Err(e),
                // As the player may see them: a pass may hand back the other player's draw.
                Ok(entries) if !G::HIDES => Ok(Some(answer(entries))),
                Ok(entries) => Ok(Some(answer(&SeenBy::<G> { entries, viewer: Some(viewer.as_str()) }))),
            }
        });
        match result {
            Ok(Some(status)) => status,
            Ok(None) => RETRY_JSON,
            Err(e) => fail(&e),
        }
    }
}

raw_call! {
    /// `GAME_FINISHED` once the game is over (what `submit` answers first, before its input is
    /// looked at), else nothing: for input the TypeScript side refuses before it crosses.
    rawSubmitGuard => fn raw_submit_guard(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| match game.is_finished() {
            true => Err(EngineError::game_finished()),
            false => Ok(()),
        }))
    }
}

raw_call! {
    /// The actions the player may submit now.
    rawLegalActions => fn raw_legal_actions(handle: f64, index: i32, text: Option<String>) |G| {
        finish(with::<G, _>(handle, |game| game.legal_actions(player_of(game.players(), index, &text)?)))
    }
}

raw_call! {
    /// The bot's action for the player, with the pending options (or none).
    rawBotAction => fn raw_bot_action(written: u32, handle: f64, index: i32, text: Option<String>, options: bool) |G| {
        let options = if options {
            take_input::<BotOptions>("options", written)
        } else {
            Ok(Some(BotOptions::default()))
        };
        finish_input(options.and_then(|options| match options {
            None => Ok(None),
            Some(options) => with::<G, _>(handle, |game| {
                let player = player(game, index, text)?;
                ai::bot_action(game, &player, &options).map(Some)
            }),
        }))
    }
}

raw_call! {
    /// Takes the last action back: the action (and who played it) taken back.
    rawUndo => fn raw_undo(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| game.undo()))
    }
}

raw_call! {
    /// Whether `rawUndo` would take an action back (1) or not (0).
    rawCanUndo => fn raw_can_undo(handle: f64) |G| {
        with::<G, _>(handle, |game| Ok(game.can_undo())).map_or(0, u32::from)
    }
}

raw_call! {
    /// A new game: the game `handle` names as it was after `n` actions (read-only); its handle
    /// and players.
    rawStepTo => fn raw_step_to(handle: f64, n: u32) |G| {
        // Kept once `with` is done with the table of games.
        finish(with::<G, _>(handle, |game| game.step_to(n as usize)).map(keep))
    }
}

raw_call! {
    /// The player to act, as an index among the players; -1 once the game is over.
    rawCurrentPlayer => fn raw_current_player(handle: f64) |G| {
        with::<G, _>(handle, |game| {
            let current = game.current_player();
            Ok(current.and_then(|p| game.players().iter().position(|q| q == p)))
        })
        .ok()
        .flatten()
        .map_or(u32::MAX, |i| i as u32)
    }
}

raw_call! {
    /// The turn number (0 for a handle that names no game).
    rawTurn => fn raw_turn(handle: f64) |G| {
        with::<G, _>(handle, |game| Ok(game.turn())).unwrap_or(0)
    }
}

raw_call! {
    /// The game's status.
    rawStatus => fn raw_status(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| Ok(game.status())))
    }
}

raw_call! {
    /// The game's outcome, or null.
    rawOutcome => fn raw_outcome(handle: f64) |G| {
        on::<G>(handle, |game| answer(&game.outcome()))
    }
}

raw_call! {
    /// The players, in seating order.
    rawPlayers => fn raw_players(handle: f64) |G| {
        on::<G>(handle, |game| answer(game.players()))
    }
}

raw_call! {
    /// The referee's whole game: configuration, facts, state, RNG, actions and hash.
    rawExportState => fn raw_export_state(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| game.export()))
    }
}

raw_call! {
    /// The view of the player (`index`/`text`), or a spectator's when `spectator`.
    rawView => fn raw_view(handle: f64, index: i32, text: Option<String>, spectator: bool) |G| {
        finish(with::<G, _>(handle, |game| {
            let viewer = if spectator { None } else { Some(player_of(game.players(), index, &text)?) };
            game.view(viewer)
        }))
    }
}

raw_call! {
    /// The state hash, as 16 hex digits.
    rawStateHash => fn raw_state_hash(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| Ok(game.state_hash()?.to_string())))
    }
}

raw_call! {
    /// The log from `since`: the referee's whole log for viewer -1, else as the player at index
    /// `viewer` may see it (the TypeScript side turns a player's id into their index).
    rawEvents => fn raw_events(handle: f64, since: u32, viewer: i32) |G| {
        let answered = with::<G, _>(handle, |game| {
            let entries = game.log_since(since as usize);
            let Ok(index) = usize::try_from(viewer) else {
                return Ok(answer(entries));
            };
            let viewer = game.players().get(index).ok_or_else(|| {
                EngineError::invalid_input(format!("player {index} is not in this game"))
            })?;
            // A game that hides nothing answers its log as it is (and builds no filter).
            Ok(match G::HIDES {
                false => answer(entries),
                true => answer(&SeenBy::<G> { entries, viewer: Some(viewer) }),
            })
        });
        answered.unwrap_or_else(|e| fail(&e))
    }
}

raw_call! {
    /// Every action submitted, in order.
    rawActions => fn raw_actions(handle: f64) |G| {
        on::<G>(handle, |game| answer(game.actions()))
    }
}

raw_call! {
    /// A save of the game.
    rawSave => fn raw_save(handle: f64) |G| {
        finish(with::<G, _>(handle, |game| game.save()))
    }
}

/// Declares a game's raw `perft` (`js_name`), for a game that implements
/// [`Perft`](crate::engine::perft::Perft).
#[doc(hidden)] // bindings plumbing: each game's bindings module declares its raw perft with it
#[macro_export]
macro_rules! raw_perft {
    ($game:ty, $js:ident) => {
        /// The number of move sequences of length `depth` from the current position.
        #[::wasm_bindgen::prelude::wasm_bindgen(js_name = $js)]
        pub fn raw_perft(handle: f64, depth: u32) -> u32 {
            $crate::wasm::call::finish($crate::wasm::game::with::<$game, _>(handle, |game| {
                // Exact as a JS number: a count below 2^53.
                game.perft(depth).map(|n| n as f64)
            }))
        }
    };
}
