// One page controller for the classic games (chess, Go, backgammon): the setup (your side, the
// bot's strength, the game's own options), the turn loop (your actions from the board, the bot's
// from its worker), take-back, resignation, the end screen, and save/resume. Each game brings a
// `Kit`: how to make and load its game, how to draw its board, and how to say its end. No rules.
import type { ActionRecord, EndReason, GameOutcome, GameSave, GameStatus, Level, LogEntry } from "../../../pkg/arbiter.js";
import { BotClient } from "../bot/client.js";
import { $, errorText, gameSeed, showLevelTimes, sleep, toLevel } from "../page.js";
import { savedGames } from "../storage.js";

const params = new URLSearchParams(location.search);
/** Milliseconds between the bot's actions, so a player can follow them; `?speed=0` for none. */
const STEP_MS = Math.max(0, Number(params.get("speed") ?? 300) || 0);

/** What the controller needs of a game class's instance (every game class has it). */
export interface ClassicGame<Config, Action, Event> {
  readonly currentPlayer: string | null;
  readonly status: GameStatus;
  readonly outcome: GameOutcome<EndReason> | null;
  readonly players: string[];
  legalActions(player: string): Action[];
  submit(player: string, action: Action): LogEntry<Event>[];
  events(since?: number | null): LogEntry<Event>[];
  undo(): ActionRecord<Action>;
  save(): GameSave<Config, Action>;
  stateHash(): string;
  free(): void;
}

/** The player's choices on the setup screen. */
export interface Settings {
  /** Your seat: 0 moves first. */
  seat: number;
  /** The bot's strength. */
  level: Level;
  /** The game's own options (Go's board size), as the form gave them. */
  options: Record<string, string>;
}

/** What a board is told when it draws: whose game it is and how to play. */
export interface Turn<Action> {
  /** Your player id. */
  you: string;
  /** Your legal actions now (empty while the bot thinks or the game is over). */
  legal: Action[];
  /** Submits your action. */
  play(action: Action): void;
}

export interface Kit<G extends ClassicGame<Config, Action, Event>, Config, Action, Event> {
  /** Where the game is saved in localStorage. */
  storageKey: string;
  /** The bot's worker (made by the page, so that Vite bundles it). */
  worker: Worker;
  /** Where the think times are measured, for the setup screen ("in the opening"). */
  calibrationPosition: string;
  create(settings: Settings, seed: string): G;
  load(save: GameSave<Config, Action>): G;
  /** Draws the board and the game's own panels. */
  render(game: G, turn: Turn<Action>): void;
  /** The move list, one line per move, from the whole log. */
  moves(game: G): string[];
  /** The end in words ("White wins by checkmate") and a line of detail. */
  describeEnd(game: G, outcome: GameOutcome<EndReason>, you: string): { sentence: string; detail: string };
  /** What you are asked to do, in words. */
  prompt(game: G, turn: Turn<Action>): string;
  /** Your action that resigns. */
  resign: Action;
  /** Whether an action needs the player's confirmation before it is submitted (backgammon's
   * last checker move of a turn, which passes the dice). */
  needsConfirm?(game: G, action: Action): boolean;
}

interface Stored<Config, Action> {
  settings: Settings;
  save: GameSave<Config, Action>;
}

export class ClassicApp<G extends ClassicGame<Config, Action, Event>, Config, Action, Event> {
  private game: G | null = null;
  private settings: Settings = { seat: 0, level: "normal", options: {} };
  private readonly bot: BotClient<GameSave<Config, Action>, Action>;
  private readonly saved;
  /** Bumped by every new game, so the answers of an abandoned game's bot are ignored. */
  private generation = 0;
  private busy = false;
  private calibrated = false;
  /** An action waiting for your confirmation (`Kit.needsConfirm`). */
  private pending: Action | null = null;

  constructor(private readonly kit: Kit<G, Config, Action, Event>) {
    this.bot = new BotClient(kit.worker);
    this.saved = savedGames<Stored<Config, Action>>(kit.storageKey);
    $("setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const form = new FormData($<HTMLFormElement>("setup-form"));
      const options: Record<string, string> = {};
      for (const [key, value] of form) options[key] = String(value);
      const side = String(form.get("side") ?? "0");
      const seat = side === "random" ? (crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) % 2 : Number(side);
      this.newGame({ seat, level: toLevel(form.get("difficulty")), options });
    });
    for (const id of ["new-game", "end-new"]) $(id).addEventListener("click", () => this.showSetup());
    $("take-back").addEventListener("click", () => this.takeBack());
    $("resign").addEventListener("click", () => this.resign());
    $("confirm").addEventListener("click", () => this.confirm());
    $("cancel").addEventListener("click", () => {
      this.pending = null;
      this.render();
    });
  }

  /** Resumes the saved game if there is one, else shows the setup. */
  start(): void {
    const stored = this.saved.restore();
    if (!stored) return this.showSetup();
    try {
      // A game saved by an earlier page kept a budget of iterations: 60, 500 or 3,000 resume at
      // Easy, Normal or Hard.
      const old = stored.settings as Settings & { iterations?: number };
      this.settings = { seat: old.seat, options: old.options, level: toLevel(old.level ?? old.iterations) };
      this.begin(this.kit.load(stored.save));
      this.note("Game resumed.");
    } catch (e) {
      this.saved.forget();
      this.showSetup(`Your saved game could not be resumed (${errorText(e)}). Start a new one.`);
    }
  }

  private you(): string {
    return this.game?.players[this.settings.seat] ?? "";
  }

  private showSetup(notice = ""): void {
    this.generation++;
    this.bot.cancel();
    this.game?.free();
    this.game = null;
    this.busy = false;
    this.pending = null;
    this.saved.forget();
    $("setup").hidden = false;
    $("game").hidden = true;
    $("setup-notice").textContent = notice;
    this.flags();
    if (!this.calibrated) {
      this.calibrated = true;
      showLevelTimes(this.bot, this.kit.calibrationPosition);
    }
  }

  private newGame(settings: Settings): void {
    this.settings = settings;
    try {
      this.begin(this.kit.create(settings, gameSeed()));
      this.note("");
    } catch (e) {
      this.showSetup(`The game could not start (${errorText(e)}).`);
    }
  }

  private begin(game: G): void {
    this.generation++;
    this.game?.free();
    this.game = game;
    this.busy = false;
    this.pending = null;
    $("setup").hidden = true;
    $("game").hidden = false;
    this.persist();
    this.render();
    void this.advance();
  }

  private persist(): void {
    if (this.game) this.saved.store({ settings: this.settings, save: this.game.save() });
  }

  private note(text: string): void {
    $("notice").textContent = text;
  }

  /** Attributes the page tests wait on. */
  private flags(): void {
    const game = this.game;
    document.body.dataset.status = game ? game.status : "SETUP";
    document.body.dataset.waiting = game && !this.busy && game.currentPlayer === this.you() ? "you" : "";
    document.body.dataset.hash = game ? game.stateHash() : "";
    document.body.dataset.you = game ? this.you() : "";
  }

  private render(): void {
    const game = this.game;
    if (!game) return;
    const you = this.you();
    const yours = !this.busy && this.pending === null && game.status === "ACTIVE" && game.currentPlayer === you;
    const turn: Turn<Action> = { you, legal: yours ? game.legalActions(you) : [], play: (a) => this.act(a) };
    this.kit.render(game, turn);
    const list = $("move-list");
    const lines = this.kit.moves(game);
    list.replaceChildren(...lines.map((text) => Object.assign(document.createElement("li"), { textContent: text })));
    list.scrollTop = list.scrollHeight;
    $("status-line").textContent = game.outcome ? "Game over." : this.pending !== null ? "Confirm your move, or take it back."
      : yours ? this.kit.prompt(game, turn) : "";
    $("confirm-box").hidden = this.pending === null;
    $<HTMLButtonElement>("take-back").disabled = this.busy || game.status !== "ACTIVE" || !this.canTakeBack(game);
    $<HTMLButtonElement>("resign").disabled = game.status !== "ACTIVE";
    const end = game.outcome;
    $("end").hidden = end === null;
    if (end) {
      const { sentence, detail } = this.kit.describeEnd(game, end, you);
      $("end-sentence").textContent = sentence;
      $("end-detail").textContent = detail;
    }
    this.flags();
  }

  /** Whether you have an action of your own to take back, and the game allows the first step
   * back (it refuses to take back an action that rolled dice or drew a card): tried on a copy. */
  private canTakeBack(game: G): boolean {
    if (this.pending !== null) return true;
    const save = game.save();
    if (!save.actions.some((record) => record.player === this.you())) return false;
    const copy = this.kit.load(save);
    try {
      copy.undo();
      return true;
    } catch {
      return false;
    } finally {
      copy.free();
    }
  }

  private act(action: Action): void {
    const game = this.game;
    if (!game || this.busy) return;
    if (this.kit.needsConfirm?.(game, action)) {
      this.pending = action;
      this.render();
      return;
    }
    this.submit(action);
  }

  private confirm(): void {
    const action = this.pending;
    this.pending = null;
    if (action !== null) this.submit(action);
  }

  private submit(action: Action): void {
    const game = this.game;
    if (!game) return;
    this.note("");
    try {
      game.submit(this.you(), action);
      this.persist();
    } catch (e) {
      this.note(`That did not work: ${errorText(e)}`);
    }
    this.render();
    void this.advance();
  }

  /** Takes back your last action (and the bot's replies after it), as far as the game allows:
   * an action that showed something new (dice rolled) cannot be taken back. */
  private takeBack(): void {
    const game = this.game;
    if (!game || this.busy) return;
    if (this.pending !== null) {
      this.pending = null;
      return this.render();
    }
    this.note("");
    const you = this.you();
    try {
      let undone: ActionRecord<Action>;
      do undone = game.undo();
      while (undone.player !== you);
    } catch (e) {
      this.note(`Cannot take back further: ${errorText(e)}`);
    }
    this.persist();
    this.render();
    void this.advance();
  }

  private resign(): void {
    const game = this.game;
    if (!game || game.status !== "ACTIVE") return;
    this.generation++; // the bot's pending answer no longer matters
    this.bot.cancel();
    this.busy = false;
    this.pending = null;
    this.submit(this.kit.resign);
  }

  /** The bot acts until it is your turn or the game is over. */
  private async advance(): Promise<void> {
    const generation = this.generation;
    const game = this.game;
    if (!game || this.busy) return;
    this.busy = true;
    this.flags();
    try {
      while (game.status === "ACTIVE") {
        const player = game.currentPlayer;
        if (player === null || player === this.you()) break;
        const legal = game.legalActions(player);
        let action = legal.length === 1 ? legal[0] : undefined;
        if (action === undefined) {
          $("thinking").hidden = false;
          const save = game.save();
          action = await this.bot.think({ save, player, level: this.settings.level, seed: save.stateHash });
          $("thinking").hidden = true;
        } else if (STEP_MS > 0) await sleep(STEP_MS);
        if (generation !== this.generation || action === undefined) return; // a new game started
        game.submit(player, action);
        this.persist();
        this.render(); // still busy: the board, without your actions
        if (STEP_MS > 0) await sleep(STEP_MS);
        if (generation !== this.generation) return;
      }
    } catch (e) {
      if (generation === this.generation) this.note(`The bot failed: ${errorText(e)}`);
    } finally {
      if (generation === this.generation) {
        $("thinking").hidden = true;
        this.busy = false;
        this.render();
      }
    }
  }
}
