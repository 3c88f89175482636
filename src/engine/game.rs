//! `Game<R>`: the checked wrapper every ruleset gets. It owns the state, the seeded RNG, the event
//! log and the submitted actions, and guarantees the kernel's promises once for all games:
//! a finished game refuses everything first; a rejected action changes nothing; accepted actions
//! apply their events one at a time; the end check runs over the whole state at check points.

use super::error::{EngineError, Result};
use super::event::{ActionRecord, LogEntry};
use super::outcome::{status_of, GameOutcome, GameStatus};
use super::play::run_events;
use super::player::PlayerId;
use super::rng::GameRng;
use super::ruleset::Ruleset;
use super::view::{GameFacts, GameView};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// The seed used when a configuration gives none: games stay reproducible without one.
pub const DEFAULT_SEED: &str = "arbiter";

/// A stable 64-bit hash of a game's canonical encoding; crosses to JavaScript as 16 hex digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StateHash(pub u64);

impl fmt::Display for StateHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// The export of a game of `R`.
pub type ExportOf<R> = GameExport<
    <R as Ruleset>::Config,
    <R as Ruleset>::State,
    <R as Ruleset>::Action,
    <R as Ruleset>::Reason,
>;

/// Everything about a game, for saving or showing; it keeps working after the end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[cfg_attr(
    feature = "wasm",
    tsify(type_params = "C, S, A, R extends EndReason = EndReason")
)]
#[serde(rename_all = "camelCase")]
pub struct GameExport<C, S, A, R> {
    /// The game's name ([`Ruleset::NAME`]).
    #[cfg_attr(feature = "wasm", tsify(type = "RulesetKind"))]
    pub ruleset: String,
    /// What everyone may know (status, outcome, player to act, turn), as fields of the export.
    #[serde(flatten)]
    pub facts: GameFacts<R>,
    /// The configuration the game was created with.
    pub config: C,
    /// The referee's whole state, hidden information included.
    pub state: S,
    /// The RNG state as 16 hex digits.
    pub rng: String,
    /// Every action played, in order: [`Game::replay`] rebuilds the game from them.
    pub actions: Vec<ActionRecord<A>>,
    /// The state hash, as 16 hex digits.
    pub state_hash: String,
}

/// A game of `R` with the checks every game needs: the one way to play a ruleset.
///
/// [`Game::new`] validates the configuration once. [`Game::submit`] refuses every action once
/// the game is over (`GAME_FINISHED`, before any other check), then checks the player and asks
/// the ruleset's judge; a refused action changes nothing (state, log and hash as they were).
/// The events of an accepted action are applied one at a time through replacement effects and
/// triggers, and the end check sees every player at once. The game keeps the event log, the
/// actions (to replay, save and load it) and a state hash identical natively and in wasm;
/// the export, the views, the log, the status and the outcome keep working after the end.
pub struct Game<R: Ruleset> {
    config: R::Config,
    state: R::State,
    rng: GameRng,
    outcome: Option<GameOutcome<R::Reason>>,
    log: Vec<LogEntry<R::Event>>,
    actions: Vec<ActionRecord<R::Action>>,
    /// The log's length before each action: where each action's events begin.
    pub(super) marks: Vec<usize>,
    /// A position from another game's history ([`Game::step_to`]): read-only.
    pub(super) past: bool,
}

// Derived Clone would demand `R: Clone`; the ruleset itself is only a type-level tag.
impl<R: Ruleset> Clone for Game<R> {
    fn clone(&self) -> Self {
        Game {
            config: self.config.clone(),
            state: self.state.clone(),
            rng: self.rng.clone(),
            outcome: self.outcome.clone(),
            log: self.log.clone(),
            actions: self.actions.clone(),
            marks: self.marks.clone(),
            past: self.past,
        }
    }
}

impl<R: Ruleset> fmt::Debug for Game<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("ruleset", &R::NAME)
            .field("state", &self.state)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

impl<R: Ruleset> Game<R> {
    /// Validates `config` and starts a game (`INVALID_CONFIG` if the configuration is wrong).
    pub fn new(config: R::Config) -> Result<Self> {
        let state = R::setup(&config)?;
        let rng = GameRng::from_seed(R::seed(&config).unwrap_or(DEFAULT_SEED));
        let mut game = Game {
            config,
            state,
            rng,
            outcome: None,
            log: Vec::new(),
            actions: Vec::new(),
            marks: Vec::new(),
            past: false,
        };
        let events = R::start(&game.state, &mut game.rng);
        game.run(events);
        Ok(game)
    }

    /// Rebuilds a game from its configuration and the actions submitted to it, recorded results
    /// ([`Ruleset::is_record`]) included. A rejected action is an error that names its index
    /// (`replay actions[3]: ...`).
    pub fn replay(config: R::Config, actions: &[ActionRecord<R::Action>]) -> Result<Self> {
        let mut game = Self::new(config)?;
        for (i, record) in actions.iter().enumerate() {
            game.submit_checked((record.player.clone(), record.action.clone()), true)
                .map_err(|e| e.context(format_args!("replay actions[{i}]")))?;
        }
        Ok(game)
    }

    /// Submits `action` for `player` and returns the log entries it caused.
    ///
    /// Checks run in this order: the game is finished (`GAME_FINISHED`), the game is a position
    /// from another's history ([`Game::step_to`], `INVALID_INPUT`), the player is not in
    /// the game (`INVALID_INPUT`), the action records an imported result, which no player may
    /// submit ([`Ruleset::is_record`], `ILLEGAL_ACTION`), it is not their turn (`NOT_YOUR_TURN`,
    /// unless the action is one any player may take at any time: [`Ruleset::out_of_turn`]), then
    /// the action is put in the form the log records ([`Ruleset::canonical`]) and the ruleset's
    /// judge checks it (`ILLEGAL_ACTION`, ...). On any error nothing changes.
    pub fn submit(&mut self, player: &str, action: R::Action) -> Result<&[LogEntry<R::Event>]> {
        self.submit_with(|| Ok((player.to_string(), action)))
    }

    /// [`Game::submit`] with input still to decode: `decode` runs after the terminal guard, so
    /// a finished game answers `GAME_FINISHED` even to malformed input.
    pub fn submit_with(
        &mut self,
        decode: impl FnOnce() -> Result<(String, R::Action)>,
    ) -> Result<&[LogEntry<R::Event>]> {
        if self.outcome.is_some() {
            return Err(EngineError::game_finished());
        }
        self.refuse_past("submit an action to")?;
        self.submit_checked(decode()?, false)
    }

    /// Submits a result imported from a game record ([`Ruleset::is_record`]) for `player`, with
    /// every check [`Game::submit`] makes: what a reader of records (`fromPgn`) calls, never a
    /// player. Any other action is submitted as [`Game::submit`] does.
    pub fn submit_record(
        &mut self,
        player: &str,
        action: R::Action,
    ) -> Result<&[LogEntry<R::Event>]> {
        self.submit_checked((player.to_string(), action), true)
    }

    /// The checks and the commit of [`Game::submit_with`], with the input decoded; `records`:
    /// whether a recorded result is accepted (from replay and the readers, never a player).
    fn submit_checked(
        &mut self,
        (player, action): (String, R::Action),
        records: bool,
    ) -> Result<&[LogEntry<R::Event>]> {
        if self.outcome.is_some() {
            return Err(EngineError::game_finished());
        }
        self.refuse_past("submit an action to")?;
        self.player_id(&player)?;
        if !records && R::is_record(&action) {
            return Err(EngineError::illegal(
                "this action records a result imported from a game record: no player may \
                 submit it (it enters a game only with a record read, a replay or a load)",
            ));
        }
        match R::to_act(&self.state) {
            Some(current) if *current == player => {}
            _ if R::out_of_turn(&action) => {}
            Some(current) => {
                return Err(EngineError::not_your_turn(format!(
                    "it is {current:?}'s turn, not {player:?}'s"
                )))
            }
            None => {
                return Err(EngineError::not_your_turn(format!(
                    "no one may act, not {player:?}"
                )))
            }
        }
        // An action typed in another form is judged and recorded in the one form the log keeps.
        let action = R::canonical(&self.state, &action)?.unwrap_or(action);
        // The judge works on a copy of the RNG, so a rejected action leaves it untouched.
        let mut rng = self.rng.clone();
        let events = R::resolve(&self.state, &player, &action, &mut rng)?;
        // Past this point nothing can fail: commit.
        self.rng = rng;
        self.actions.push(ActionRecord { player, action });
        let first = self.log.len();
        self.marks.push(first);
        self.run(events);
        Ok(self.log.get(first..).unwrap_or(&[]))
    }

    /// Applies the events through the ruleset (see [`run_events`]), logging each one.
    fn run(&mut self, events: Vec<R::Event>) {
        let log = &mut self.log;
        let outcome = run_events::<R>(&mut self.state, events, &mut self.rng, |turn, event| {
            push_log(log, turn, event)
        });
        if outcome.is_some() {
            self.outcome = outcome;
        }
    }

    /// The player named `player` (`INVALID_INPUT` if they are not in this game).
    pub fn player_id(&self, player: &str) -> Result<&PlayerId> {
        R::players(&self.state)
            .iter()
            .find(|p| p.as_str() == player)
            .ok_or_else(|| {
                EngineError::invalid_input(format!("player {player:?} is not in this game"))
            })
    }

    /// Every action `player` may submit now; empty once the game is finished.
    pub fn legal_actions(&self, player: &str) -> Result<Vec<R::Action>> {
        let player = self.player_id(player)?;
        if self.outcome.is_some() {
            return Ok(Vec::new());
        }
        Ok(R::legal_actions(&self.state, player))
    }

    /// `FINISHED` exactly when [`Game::outcome`] is `Some`.
    pub fn status(&self) -> GameStatus {
        status_of(self.outcome.as_ref())
    }
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }
    /// `None` until the game is finished.
    pub fn outcome(&self) -> Option<&GameOutcome<R::Reason>> {
        self.outcome.as_ref()
    }
    /// The player to act; `None` once the game is finished.
    pub fn current_player(&self) -> Option<&PlayerId> {
        if self.outcome.is_some() {
            return None;
        }
        R::to_act(&self.state)
    }
    /// Every player, in seating order.
    pub fn players(&self) -> &[PlayerId] {
        R::players(&self.state)
    }
    /// The turn number, from 1 (each game says what a turn is).
    pub fn turn(&self) -> u32 {
        R::turn(&self.state)
    }
    /// The configuration the game was created with, as it was given.
    pub fn config(&self) -> &R::Config {
        &self.config
    }
    /// The referee's whole state, hidden information included (a player's is [`Game::view`]).
    pub fn state(&self) -> &R::State {
        &self.state
    }
    /// The game's random number generator, where it stands now.
    pub fn rng(&self) -> &GameRng {
        &self.rng
    }
    /// The whole event log.
    pub fn log(&self) -> &[LogEntry<R::Event>] {
        &self.log
    }
    /// The log from sequence number `since` on (empty when `since` is past the end).
    pub fn log_since(&self, since: usize) -> &[LogEntry<R::Event>] {
        self.log.get(since..).unwrap_or(&[])
    }
    /// The log from sequence number `since` on as `viewer` may see it (`None`: a spectator):
    /// each event through [`Ruleset::event_for`]. An unknown viewer is an error.
    pub fn events_for(
        &self,
        since: usize,
        viewer: Option<&str>,
    ) -> Result<Vec<LogEntry<Cow<'_, R::Event>>>> {
        let viewer = viewer
            .map(|v| self.player_id(v).map(String::as_str))
            .transpose()?;
        Ok(SeenBy::<R> {
            entries: self.log_since(since),
            viewer,
        }
        .to_vec())
    }
    /// Every action accepted, in order.
    pub fn actions(&self) -> &[ActionRecord<R::Action>] {
        &self.actions
    }

    /// What everyone may know: status, outcome, the player to act, the turn.
    pub fn facts(&self) -> GameFacts<R::Reason> {
        GameFacts {
            status: self.status(),
            outcome: self.outcome.clone(),
            current_player: self.current_player().cloned(),
            turn: self.turn(),
        }
    }

    /// The view of the game for `viewer` (`None`: a spectator); an unknown viewer is an error.
    pub fn view(&self, viewer: Option<&str>) -> Result<GameView<R::View, R::Reason>> {
        let viewer = viewer.map(|v| self.player_id(v).cloned()).transpose()?;
        Ok(GameView {
            facts: self.facts(),
            state: R::view(&self.state, viewer.as_ref()),
            viewer,
        })
    }

    /// A stable hash of the canonical encoding of the ruleset, state, RNG and outcome: equal on
    /// every platform for the same game. (Only fails if an encoder fails: an engine bug.)
    pub fn state_hash(&self) -> Result<StateHash> {
        let mut hasher = HashWriter(xxhash_rust::xxh3::Xxh3::new());
        serde_json::to_writer(
            &mut hasher,
            &(R::NAME, &self.state, &self.rng, &self.outcome),
        )
        .map_err(|e| EngineError::internal(format!("cannot encode the state to hash it: {e}")))?;
        Ok(StateHash(hasher.0.digest()))
    }

    /// The same game with other random results to come: a pair of games that differ only in
    /// what no player may see (tests of hidden information).
    #[cfg(test)]
    pub(crate) fn with_rng(mut self, rng: GameRng) -> Self {
        self.rng = rng;
        self
    }

    /// Everything about the game, including the actions that rebuild it with [`Game::replay`].
    pub fn export(&self) -> Result<ExportOf<R>> {
        Ok(GameExport {
            ruleset: R::NAME.to_string(),
            facts: self.facts(),
            config: self.config.clone(),
            state: self.state.clone(),
            rng: self.rng.to_hex(),
            actions: self.actions.clone(),
            state_hash: self.state_hash()?.to_string(),
        })
    }
}

/// Log entries as `viewer` may see them ([`Ruleset::event_for`]), serialised one by one without
/// a copy of the log: what the JavaScript calls answer.
pub struct SeenBy<'a, R: Ruleset> {
    /// The entries, as the referee's log holds them.
    pub entries: &'a [LogEntry<R::Event>],
    /// Who sees them (`None`: a spectator).
    pub viewer: Option<&'a str>,
}

impl<'a, R: Ruleset> SeenBy<'a, R> {
    /// The entries as the viewer may see them, copied.
    pub fn to_vec(&self) -> Vec<LogEntry<Cow<'a, R::Event>>> {
        self.entries.iter().map(|e| self.entry(e)).collect()
    }
    fn entry(&self, e: &'a LogEntry<R::Event>) -> LogEntry<Cow<'a, R::Event>> {
        LogEntry {
            seq: e.seq,
            turn: e.turn,
            event: match !R::HIDES {
                true => Cow::Borrowed(&e.event),
                false => R::event_for(&e.event, self.viewer),
            },
        }
    }
}

impl<R: Ruleset> Serialize for SeenBy<'_, R> {
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        serializer.collect_seq(self.entries.iter().map(|e| self.entry(e)))
    }
}

/// Logs an event with the turn it happened in (read before it was applied).
fn push_log<E>(log: &mut Vec<LogEntry<E>>, turn: u32, event: E) {
    let seq = u32::try_from(log.len()).unwrap_or(u32::MAX);
    log.push(LogEntry { seq, turn, event });
}

/// Feeds serde_json's output straight into the hasher, without building the string.
struct HashWriter(xxhash_rust::xxh3::Xxh3);

impl std::io::Write for HashWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.update(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
