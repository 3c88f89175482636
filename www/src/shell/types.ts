// What a game brings to the page shell. Its `game.ts` exports a `GameModule`: the meta the list of
// games and the how-to-play panel show, and `load()`, which only the game's own page calls, for
// its setup options, its board (drawing and input) and its words. The shell does the rest: the
// setup screen, the bot's worker, save and resume, take-back, resignation, the end screen and
// errors. No rules here or in a board: the engine answers legality, outcomes and the bot's moves.
import type { ActionRecord, EndReason, GameOutcome, GameSave, GameStatus, Level, LogEntry } from "arbiter-rules";
import type { Frame } from "./frame.js";

/** A short text on how to play, one paragraph per part. */
export interface HowToPlay {
  goal: string;
  turn: string;
  end: string;
  controls: string;
}

export interface GameMeta {
  /** The name in addresses and storage: `play.html?game=<name>`. */
  name: string;
  /** "Chess". */
  title: string;
  /** One line for the list of games. */
  blurb: string;
  howToPlay: HowToPlay;
  /** Draws a picture of the board into `svg` (setting its own `viewBox`), for the list of games. */
  drawPicture(svg: SVGSVGElement): void;
}

/** What a game's `game.ts` exports as `game`. */
export interface GameModule {
  meta: GameMeta;
  /** The game's page: loaded (with its styles) only by its own page. */
  load(): Promise<Playable>;
}

/** A game page ready to run in a frame (made by `playable()` in controller.ts). */
export interface Playable {
  /** Loads the engine of the page's own entry point (`init` of `arbiter-rules/<game>`). A page's
   * modules ask the engine nothing as they load: only once this is done. */
  init(): Promise<void>;
  start(frame: Frame, meta: GameMeta): void;
}

/** How a game object's game ended, typed by its own entry point (its reasons and metrics). */
export type OutcomeOf<G extends Outcomes> = NonNullable<G["outcome"]>;

/** A game object's outcome: any game's, each narrowed by its entry point. */
export interface Outcomes {
  readonly outcome: GameOutcome<EndReason> | null;
}

/** The save a game object makes (typed by its own entry point). */
export type SaveOf<G extends { save(): unknown }> = ReturnType<G["save"]>;

/** What the shell needs of a game class's instance (every class in the package has it). */
export interface EngineGame<Config, Action, Event> {
  readonly currentPlayer: string | null;
  readonly status: GameStatus;
  readonly outcome: GameOutcome<EndReason> | null;
  readonly players: string[];
  legalActions(player: string): Action[];
  submit(player: string, action: Action): LogEntry<Event>[];
  events(since?: number | null, viewer?: string | null): LogEntry<Event>[];
  undo(): ActionRecord<Action>;
  /** Whether `undo()` would succeed, answered without trying it. */
  canUndo(): boolean;
  actions(): ActionRecord<Action>[];
  /** A new, read-only game as it was after `n` actions (free it when done). */
  stepTo(n: number): this;
  save(): GameSave<Config, Action>;
  stateHash(): string;
  free(): void;
}

/** The player's choices on the setup screen. */
export interface Settings {
  /** Your seat: 0 moves first. A setup field named `side` chooses it ("random": either). */
  seat: number;
  /** The bots' strength. */
  level: Level;
  /** The game's own fields, as the form gave them (Go's board size, the number of bots). */
  options: Record<string, string>;
  /** A game loaded from a file, read rather than played: no seat is yours and no bot moves, the
   * players are named as the file names them, until you play on from a position. */
  review?: boolean;
}

export interface Choice {
  value: string;
  /** The choice's words; a function when they come from the engine (asked once it is loaded). */
  label: string | (() => string);
}

/** One group of radio buttons on the setup screen; the default is `checked`, else the first choice. */
export interface SetupField {
  name: string;
  legend: string;
  choices: Choice[];
  checked?: string;
  hint?: string;
}

export interface SetupSpec {
  /** The setup screen's opening paragraph. */
  intro: string;
  fields: SetupField[];
  /** The strength field: what a level buys, per level ("40 positions"). */
  levels: { legend: string; notes: Record<Level, string>; hint?: string };
  /** Where each level's think time is measured ("in the opening"). */
  calibration: string;
  /** Whether the game deals or rolls: the setup then offers a seed. */
  seeded: boolean;
  /** How many seats the form's options make (the bots chosen and you; 2 if not given): a `side`
   * of "random" takes any of them, "last" the last. */
  seats?(options: Record<string, string>): number;
}

/** What a board is told when it draws. */
export interface Turn<Action> {
  /** Your player id. */
  you: string;
  /** Your legal actions now: empty while a bot acts, while a move waits for confirmation, once over. */
  legal: Action[];
  /** Whether the shell is busy (a bot thinking, an animation playing). */
  busy: boolean;
  /** Whether the game drawn is a past one being looked at (nothing can be played on it). */
  past?: boolean;
  /** Plays your action; with `hold`, the game does not go on after it (more of yours follow). */
  play(action: Action, hold?: boolean): Promise<void>;
}

/** The places a board fills, and what it may ask of the shell. */
/** A notice's kind: a refusal or an error, or news (a game resumed, the bot's answer). */
export type Tone = "problem" | "info";

export interface Parts {
  /** The header's middle (turn, phases). */
  bar: HTMLElement;
  /** Where the board goes. */
  table: HTMLElement;
  /** The status, notice and buttons (in the side column unless the board moves it). */
  turnPanel: HTMLElement;
  /** Inside the turn panel, under the notice: the board's prompts. */
  prompt: HTMLElement;
  /** Inside the turn panel's row of buttons: the board's own (Pass, Claim a draw). */
  controls: HTMLElement;
  /** The history panel (in the side column unless the board moves it). */
  history: HTMLElement;
  /** Replaces the status line (an animation says what it shows). */
  say(text: string): void;
  /** Shows a notice: a refusal or an error (in the notice colour), or `"info"` news in the ink's. */
  note(text: string, tone?: Tone): void;
  /** Lets the game go on (a setting that decides what is automatic changed). */
  goOn(): void;
  /** One of the game's settings (`Settings.options`), and changing one: saved with the game. */
  setting(name: string): string | undefined;
  setSetting(name: string, value: string): void;
  /** Opens the how-to-play panel, at the section with this id if given. */
  openGuide(at?: string): void;
  /** `?speed=`: milliseconds a step of an animation lasts, when the address gives it. */
  speed: number | null;
}

export interface Board<G, Action, Event> {
  /** Builds the board's elements (once). */
  mount(parts: Parts): void;
  /** Draws the game. */
  render(game: G, turn: Turn<Action>): void;
  /** Shows what an action caused (an animation, flashes); the shell waits for it. */
  present?(game: G, entries: LogEntry<Event>[]): Promise<void>;
  /** A new game (or a resumed one) starts: forget what was picked. */
  reset?(): void;
}

/** One line of the history; a narrator may change a line's text later (a line that grows). */
export interface LogLine {
  text: string;
  /** The number of actions after which the line's position stands (the move, or the last move
   * of a line of several): a click looks at the game then. The history sets it to the action
   * the line was told (or last changed) with, unless the narrator does. */
  at?: number;
  className?: string;
  /** `data-` attributes, for tests and styling. */
  data?: Record<string, string>;
}

/** Tells the log in order, one action's events at a time (on resume too, for a game whose
 * history can be stepped through; else the whole log at once). `actions`: how many actions the
 * game had once these entries happened. */
export interface Narrator<G, Event> {
  lines(game: G, entries: LogEntry<Event>[], actions: number): LogLine[];
}

/** A game's words: names, prompts, the end, the history. */
export interface Words<G extends Outcomes, Action, Event> {
  /** "You", "The bot", "Bot 1". */
  playerName(player: string, you: string): string;
  /** What you are asked to do, on your turn. */
  prompt(game: G, turn: Turn<Action>): string;
  /** What the status says while nobody is asked and no bot thinks ("You were defeated"). */
  waiting?(game: G, you: string): string;
  /** Where the game is ("turn 5", "move 12"): for "Game resumed" and the list of games. */
  progress(game: G): string;
  /** The end screen's headline and the line under it. */
  endSentence(game: G, outcome: OutcomeOf<G>, you: string): string;
  endDetail?(game: G, outcome: OutcomeOf<G>, you: string): string;
  /** The ranking's columns after rank and player, from each result's metrics; none: no ranking. */
  metrics: { key: string; label: string }[];
  /** The history panel's title ("Moves"), a narrator for a game from its start, and whether its
   * lines are numbered (moves are; an event log is not). */
  history: {
    title: string;
    narrator(): Narrator<G, Event>;
    numbered?: boolean;
    /** Whether the player may step through the game's history (the list's lines, the arrow
     * keys): the board then draws past games, read-only. */
    steps?: boolean;
    /** What the bar says while the game after `n` actions is shown (`past`): "after 12. Nf3". */
    viewing?(past: G, n: number): string;
  };
  /** The game's file to copy or download at the end (chess's PGN): its label ("PGN"), its file
   * name's extension, and the text. */
  exportText?: { label: string; extension: string; text(game: G): string };
}

/** Everything a game's page brings; `playable()` makes it run. */
export interface GamePage<G extends EngineGame<Config, Action, Event>, Config, Action, Event> {
  /** `init` of the page's own entry point (`arbiter-rules/<game>`). */
  init(): Promise<unknown>;
  setup: SetupSpec;
  /** The bot's worker (made by the game's code, so that Vite bundles it). */
  worker(): Worker;
  create(settings: Settings, seed: string): G;
  /** The game of a save its class made (`ReturnType<G["save"]>`: the save of the page's own entry point). */
  load(save: SaveOf<G>): G;
  board: Board<G, Action, Event>;
  words: Words<G, Action, Event>;
  /** Milliseconds after each bot action, so a player can follow them (`?speed=` overrides). */
  stepMs: number;
  /** Whether take-back is offered (the engine still decides how far back it may go); "own": an
   * Undo of your own last action alone, never one another player's action followed. */
  takeBack: boolean | "own";
  /** Why take-back cannot work now, known to the game without trying it (backgammon before your
   * roll: the bot's turn since your last action rolled dice), or null. */
  whyNotBack?(game: G, you: string): string | null;
  /** Your action that gives up, the button's label, and a question to confirm it; `choices`:
   * the actions to choose among in that question instead (the first by default), with their
   * labels (backgammon's offer of one, two or three times the cube); `allowed`: whether it may be
   * played now (else the button is disabled; by default whenever the game goes on). */
  resign?: {
    action: Action;
    label: string;
    confirm?: string;
    choices?(game: G, you: string): { label: string; action: Action }[];
    allowed?(game: G, you: string): boolean;
  };
  /** An action the page plays for you without asking (the duel's automatic passes), or null. */
  auto?(game: G, you: string, legal: Action[]): Action | null;
  /** Whether a bot's action is not worth a pause (the duel's passes of priority). */
  quiet?(action: Action): boolean;
  /** Whether an action waits for your confirmation (backgammon's move that passes the dice). */
  needsConfirm?(game: G, action: Action): boolean;
  /** Extra sections for the how-to-play panel (ships' catalogue), from the game being played. */
  guide?(game: G | null): HTMLElement[];
  /** A game from a file's text (chess's PGN), offered by the setup's Load: it may throw. */
  importText?(text: string): G;
}
