// The page shell's controller, one lifecycle for every game: resume the stored game or show the
// setup; then the turn loop (your actions from the board, the bots' from their worker, the
// actions the page plays for you), each action's events told in the history and shown by the
// board; confirmation, take-back (done on a copy, so a refusal leaves the game untouched),
// resignation (confirmed first), the end screen with the game's export, looking back through the
// history (stepping.ts), and save after every action. A game loaded from a file is read first
// (review): its players as the file names them, no bot moving, the history to step through,
// and "play on from here against the bot" on the side you choose. No rules: the engine decides.
import type { GameSave, LogEntry } from "arbiter-rules";
import { BotClient } from "../bot/client.js";
import { ask, choose } from "./ask.js";
import { $, formatMs, sleep } from "./dom.js";
import { errorText } from "./errors.js";
import { closeEnd, renderEnd } from "./end.js";
import type { Frame } from "./frame.js";
import { Guide } from "./guide.js";
import { History } from "./history.js";
import { buildSetup, readSetup, showLevelTimes } from "./setup.js";
import { actionBounds, Stepping } from "./stepping.js";
import { TakeBack } from "./takeback.js";
import { offerExport, offerImport, offerLiveExport } from "./transfer.js";
import { LEVEL_NAMES } from "./levels.js";
import { forget, restore, storageKey, store } from "./storage.js";
import type { EngineGame, GameMeta, GamePage, OutcomeOf, Parts, Playable, SaveOf, Settings, Tone, Turn } from "./types.js";

/** For the page tests that play every game alike (tests/e2e/pages.test.mjs): what the board offers
 * you now, and playing one of those as the board would. */
export interface OfferedTurn {
  /** Your legal actions, but for resigning (the shell's button); empty when it is not your turn. */
  offered(): unknown[];
  /** Plays `offered()[index]` through the board's path (confirmation included); does not wait. */
  play(index: number): void;
}

declare global {
  interface Window {
    arbiterTurn?: OfferedTurn;
  }
}

const params = new URLSearchParams(location.search);
/** `?speed=N`: N ms for every pause and animation step (0: none), instead of each game's own. */
const SPEED = params.has("speed") ? Math.max(0, Number(params.get("speed")) || 0) : null;

/** A game's page, ready to start in a frame. */
export function playable<G extends EngineGame<C, A, E>, C, A, E>(page: GamePage<G, C, A, E>): Playable {
  return { init: async () => { await page.init(); }, start: (frame, meta) => new Shell(page, frame, meta).start() };
}

class Shell<G extends EngineGame<C, A, E>, C, A, E> {
  private game: G | null = null;
  private settings: Settings = { seat: 0, level: "normal", options: {} };
  private readonly bot: BotClient<GameSave<C, A>, A>;
  private readonly history: History<G, E>;
  /** Bumped by every new game, so the answers of an abandoned game's bot are ignored. */
  private generation = 0;
  private busy = false;
  private calibrated = false;
  /** Your action waiting for your confirmation. */
  private pending: A | null = null;
  /** Looking back through the history, if the game's words allow it. */
  private readonly stepping: Stepping<G> | null;
  /** The position a take-back left: the page does not play for you there (you took it back). */
  private tookBackTo: string | null = null;
  private readonly back: TakeBack<G, C, A, E>;
  private readonly stepMs: number;
  /** Where the game is saved in localStorage. */
  private readonly key: string;
  private readonly name: string;

  constructor(private readonly page: GamePage<G, C, A, E>, frame: Frame, meta: GameMeta) {
    this.bot = new BotClient(page.worker());
    this.back = new TakeBack(page);
    this.history = new History(() => page.words.history.narrator(), page.words.history.title, page.words.history.numbered ?? true);
    this.stepMs = SPEED ?? page.stepMs;
    this.key = storageKey(meta.name);
    this.name = meta.name;
    const steps = page.words.history.steps === true;
    this.stepping = steps ? new Stepping(() => this.game, () => this.viewed(), frame.table) : null;
    this.history.onPick = (at) => this.stepping?.to(at);
    this.history.steppable(steps);
    document.title = `${meta.title} · arbiter`;
    document.body.dataset.game = meta.name;
    $("title").textContent = meta.title;
    buildSetup(page.setup);
    const guide = new Guide(meta, () => page.guide?.(this.game) ?? []);
    $("setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      this.newGame();
    });
    $("new-game").addEventListener("click", () => void this.leave());
    $("end-new").addEventListener("click", () => this.showSetup());
    $("end-close").addEventListener("click", () => closeEnd(!$("end").classList.contains("closed")));
    $("end-look").addEventListener("click", () => closeEnd(true));
    // The game so far, from the history panel (the game being played, not a past one looked at).
    offerLiveExport(page.words.exportText, () => this.game, meta.name);
    const importText = page.importText?.bind(page);
    // Load is titled with the format the game exports ("PGN"), if it names one.
    offerImport(importText ? page.words.exportText?.label ?? "text" : null, (text) => {
      const { settings } = readSetup(page.setup);
      // Read first: the file's game is nobody's until you play on from one of its positions.
      this.settings = { ...settings, review: true };
      try {
        if (importText) this.begin(importText(text));
        this.note("Game loaded: step through its moves, or play on from a position against the bot.", "info");
      } catch (e) {
        this.showSetup(`The game could not be loaded (${errorText(e)}).`);
      }
    }, page.words.exportText?.extension);
    $("take-back").addEventListener("click", () => this.takeBack());
    this.reviewSides(page);
    $("resign").addEventListener("click", () => void this.resign());
    $("resign").textContent = page.resign?.label ?? "Resign";
    if (page.takeBack === "own") $("take-back").textContent = "Undo";
    $("confirm").addEventListener("click", () => this.confirm());
    $("cancel").addEventListener("click", () => this.dropPending());
    const parts: Parts = {
      bar: frame.bar, table: frame.table, turnPanel: frame.turnPanel, prompt: frame.prompt, controls: frame.controls,
      history: frame.history, speed: SPEED,
      say: (text) => ($("status-line").textContent = text),
      note: (text, tone) => this.note(text, tone),
      goOn: () => void this.advance(),
      setting: (name) => this.settings.options[name],
      setSetting: (name, value) => {
        this.settings = { ...this.settings, options: { ...this.settings.options, [name]: value } };
        this.persist();
      },
      openGuide: (at) => guide.open(at),
    };
    page.board.mount(parts);
  }

  /** After a step through the history: the board draws the past game, or the live one again. */
  private viewed(): void {
    this.page.board.reset?.();
    if (this.stepping?.past) closeEnd(true);
    this.render();
  }

  /** Resumes the stored game if there is one, else shows the setup. */
  start(): void {
    const stored = restore<C, A>(this.key);
    if (!stored) return this.showSetup();
    try {
      this.settings = stored.settings;
      // A save read back from storage: the engine's load checks it whole.
      this.begin(this.page.load(stored.save as SaveOf<G>));
      const where = this.game ? this.page.words.progress(this.game) : "";
      const over = this.game?.status === "FINISHED";
      this.note(`${over ? "Finished game reopened" : "Game resumed"}${where ? ` (${where})` : ""}.`, "info");
    } catch (e) {
      forget(this.key);
      this.showSetup(`Your saved game could not be resumed (${errorText(e)}). Start a new one.`);
    }
  }

  /** Your player: none while a loaded game is read (review). */
  private you(): string {
    if (this.settings.review) return "";
    return this.game?.players[this.settings.seat] ?? "";
  }

  /** The review's buttons, one per side of the setup's `side` field ("As White", "As Black"). */
  private reviewSides(page: GamePage<G, C, A, E>): void {
    const side = page.setup.fields.find((f) => f.name === "side");
    const seats = side?.choices.filter((c) => /^\d+$/.test(c.value)) ?? [{ value: "0", label: "First" }, { value: "1", label: "Second" }];
    $("review-sides").replaceChildren(...seats.map((c) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "main";
      button.dataset.seat = c.value;
      const label = typeof c.label === "function" ? c.label() : c.label;
      button.textContent = `As ${label.replace(/\s*\(.*\)$/, "")}`;
      button.addEventListener("click", () => this.playOn(Number(c.value), button.textContent ?? ""));
      return button;
    }));
  }

  /** Plays on against the bot from the position shown (the one stepped to, or the last), as
   * `seat`: a live game from that position's save, yours from now on. */
  private playOn(seat: number, label: string): void {
    const game = this.game;
    if (!game || !this.settings.review || this.busy) return;
    const shown = this.stepping?.past?.game ?? game;
    if (shown.status === "FINISHED") return this.note("The game is over here: step back to a position to play on from it.");
    try {
      const copy = this.page.load(shown.save() as SaveOf<G>);
      this.settings = { ...this.settings, seat, review: false };
      this.begin(copy);
      this.note(`Playing on from here against the bot, ${label.replace(/^As /, "as ")}.`, "info");
    } catch (e) {
      this.note(`Could not play on from here: ${errorText(e)}`);
    }
  }

  private showSetup(notice = ""): void {
    this.generation++;
    this.bot.cancel();
    this.stepping?.drop();
    this.game?.free();
    this.game = null;
    this.busy = false;
    this.pending = null;
    window.arbiterTurn = undefined;
    forget(this.key);
    $("setup").hidden = false;
    $("game").hidden = true;
    $("setup-notice").textContent = notice;
    this.thinking(null);
    this.flags();
    if (!this.calibrated) {
      this.calibrated = true; // after bot.cancel(), which forgets pending requests
      showLevelTimes(this.bot, this.page.setup.calibration);
    }
  }

  /** New game from the bar: a game still being played is left (and forgotten) only once the
   * player says so. */
  private async leave(): Promise<void> {
    const playing = this.game?.status === "ACTIVE";
    if (playing && !(await ask("Leave this game for a new one? It cannot be resumed.", "New game"))) return;
    this.showSetup();
  }

  private newGame(): void {
    const { settings, seed } = readSetup(this.page.setup);
    this.settings = settings;
    try {
      this.begin(this.page.create(settings, seed));
      this.note("");
    } catch (e) {
      this.showSetup(`The game could not start (${errorText(e)}).`);
    }
  }

  private begin(game: G): void {
    this.generation++;
    this.stepping?.drop();
    this.game?.free();
    this.game = game;
    this.busy = false;
    this.pending = null;
    this.back.reset();
    this.page.board.reset?.();
    $("setup").hidden = true;
    $("game").hidden = false;
    window.scrollTo(0, 0); // the setup's Start or Load may have been scrolled to: the game from its top
    $("think-time").textContent = "";
    this.retell(game);
    this.persist();
    this.render();
    void this.advance();
  }

  /** Tells the whole log again: action by action, for a history that can be stepped through. */
  private retell(game: G): void {
    const entries = game.events(0, this.you() || null);
    const actions = game.actions();
    if (!this.stepping) return this.history.reset(game, entries, actions.length);
    this.history.reset(game, entries, actionBounds<G, C, A, E>(game, (save) => this.page.load(save as SaveOf<G>)));
  }

  private persist(): void {
    const game = this.game;
    if (!game) return;
    store(this.key, { settings: this.settings, save: game.save(), status: game.status, progress: this.page.words.progress(game) });
  }

  private note(text: string, tone: Tone = "problem"): void {
    const notice = $("notice");
    notice.textContent = text;
    notice.dataset.tone = tone;
  }

  /** Attributes the page tests wait on; FINISHED only once the last action has been shown. */
  private flags(): void {
    const game = this.game;
    const body = document.body.dataset;
    body.status = game ? (this.busy ? "ACTIVE" : game.status) : "SETUP";
    body.waiting = game && !this.busy && game.currentPlayer === this.you() ? "you" : "";
    body.hash = game ? game.stateHash() : "";
    body.you = game ? this.you() : "";
  }

  private render(): void {
    const game = this.game;
    if (!game) return;
    const you = this.you();
    const yours = !this.busy && this.pending === null && game.status === "ACTIVE" && game.currentPlayer === you;
    const turn: Turn<A> = { you, legal: yours ? game.legalActions(you) : [], busy: this.busy, play: (a, hold) => this.act(a, hold) };
    const past = this.stepping?.past ?? null;
    // A past game is drawn read-only: nothing is legal on it and nothing can be played.
    if (past) this.page.board.render(past.game, { you, legal: [], busy: true, past: true, play: async () => {} });
    else this.page.board.render(game, turn);
    $("viewing").hidden = past === null;
    if (past) $("viewing-text").textContent = this.page.words.history.viewing?.(past.game, past.n) ?? `Viewing move ${past.n}`;
    this.history.mark(past?.n ?? null);
    document.body.dataset.viewing = past ? String(past.n) : "";
    this.offer(past ? { ...turn, legal: [] } : turn);
    const over = game.outcome !== null && !this.busy;
    // Looking back, the live game's prompt ("your move") would invite a move the past board refuses.
    const reviewing = this.settings.review === true;
    const status = reviewing ? "A loaded game: click a move or use the arrow keys to step through it."
      : past ? "Looking back: click the board, press End or Back to the game to return."
      : over ? "Game over." : this.pending !== null ? "Confirm your move, or take it back."
      : yours ? this.page.words.prompt(game, turn) : this.busy ? "" : this.page.words.waiting?.(game, you) ?? "";
    $("status-line").textContent = status;
    $("confirm-box").hidden = this.pending === null;
    // Take back after the end too, where the rules of play ended the game (a mate, a count).
    const active = game.status === "ACTIVE" && !reviewing;
    const undoable = active || (game.status === "FINISHED" && !reviewing && !past && game.canUndo());
    $("take-back").hidden = !this.page.takeBack || !undoable;
    $<HTMLButtonElement>("take-back").disabled = (!yours && !over) && this.pending === null || !this.canTakeBack(game);
    $("resign").hidden = !this.page.resign || !active;
    $<HTMLButtonElement>("resign").disabled = !active || (this.page.resign?.allowed?.(game, you) ?? true) === false;
    renderEnd(this.page.words, game, over ? (game.outcome as OutcomeOf<G> | null) : null, you);
    if (over) offerExport(this.page.words.exportText, game, this.name);
    $("review").hidden = !reviewing;
    if (reviewing) {
      const shown = past?.game ?? game;
      const ended = shown.status === "FINISHED";
      for (const b of document.querySelectorAll<HTMLButtonElement>("#review-sides button")) b.disabled = ended || this.busy;
      $("review-hint").textContent = ended ? "The game is over here: step back to a position to play on from it."
        : past ? "From the position shown, with the moves up to it." : "From the last position, with every move so far.";
    }
    this.flags();
  }

  /** Sets window.arbiterTurn to what this turn offers you (nothing while it is not yours). */
  private offer(turn: Turn<A>): void {
    const resign = this.page.resign ? JSON.stringify(this.page.resign.action) : null;
    const offered = turn.legal.filter((a) => JSON.stringify(a) !== resign);
    window.arbiterTurn = {
      offered: () => offered,
      play: (index) => {
        const action = offered[index];
        if (action === undefined) throw new Error(`no action ${index} is offered (${offered.length} are)`);
        void turn.play(action);
      },
    };
  }

  private canTakeBack(game: G): boolean {
    if (!this.page.takeBack) return false;
    if (this.pending !== null) return true;
    return this.back.whyNot(game, this.you()) === null;
  }

  private takeBack(): void {
    const game = this.game;
    if (!game || this.busy) return;
    if (this.pending !== null) return this.dropPending();
    const copy = this.back.undone(game, this.you());
    if (typeof copy === "string") return this.note(`Cannot take back further: ${copy}`);
    this.note("");
    this.generation++;
    game.free();
    this.game = copy;
    this.back.reset();
    this.tookBackTo = copy.stateHash();
    this.page.board.reset?.();
    this.stepping?.drop();
    this.retell(copy);
    this.persist();
    this.render();
    void this.advance();
  }

  /** The move waiting for Confirm is dropped; what was played of it in one go (a sum's first
   * steps) is then your last move, taken back together. */
  private dropPending(): void {
    this.pending = null;
    this.back.dropped(this.game?.actions().length ?? 0);
    this.render();
  }

  private async resign(): Promise<void> {
    const resign = this.page.resign;
    if (!this.game || !resign || this.game.status !== "ACTIVE") return;
    const choices = resign.choices?.(this.game, this.you()) ?? [];
    const picked = await choose(resign.confirm ?? `${resign.label} this game?`, resign.label, choices.map((c) => c.label));
    const game = this.game;
    if (picked === null || !game || game.status !== "ACTIVE" || resign.allowed?.(game, this.you()) === false) return;
    this.stepping?.back();
    this.generation++; // the bot's pending answer no longer matters
    this.bot.cancel();
    this.busy = false;
    this.pending = null;
    this.thinking(null);
    void this.submit(choices[picked]?.action ?? resign.action);
  }

  /** Your action, from the board. */
  private async act(action: A, hold = false): Promise<void> {
    const game = this.game;
    if (!game || this.busy) return;
    if (this.page.needsConfirm?.(game, action)) {
      this.pending = action;
      return this.render();
    }
    await this.submit(action, hold);
  }

  private async confirm(): Promise<void> {
    const action = this.pending;
    this.pending = null;
    if (action !== null) await this.submit(action);
  }

  private async submit(action: A, hold = false): Promise<void> {
    const game = this.game;
    if (!game || this.busy) return;
    const generation = this.generation;
    this.busy = true;
    this.note("");
    this.stepping?.drop(); // your action (a Pass from the panel) brings the live game back
    const at = game.actions().length;
    try {
      const entries = game.submit(this.you(), action);
      this.back.played(at, hold);
      await this.show(game, entries);
    } catch (e) {
      this.note(`That did not work: ${errorText(e)}`);
      this.back.refused();
    }
    if (generation !== this.generation) return;
    this.busy = false;
    this.render();
    if (!hold) await this.advance();
  }

  /** The events of an action as you may see them: a bot's own answer holds its cards. */
  private yours(game: G, entries: LogEntry<E>[]): LogEntry<E>[] {
    const first = entries[0];
    return first === undefined ? [] : game.events(first.seq, this.you() || null);
  }

  /** After an action: save, tell it, draw it, and let the board show it. */
  private async show(game: G, entries: LogEntry<E>[]): Promise<void> {
    this.persist();
    this.history.append(game, entries, game.actions().length);
    this.render();
    // A past game on the board: the live action is not animated over it.
    if (!this.stepping?.past) await this.page.board.present?.(game, entries);
  }

  /** The game goes on until you must decide or it is over: the bots, and what the page plays for you. */
  private async advance(): Promise<void> {
    const generation = this.generation;
    const game = this.game;
    // A loaded game being read: no one plays it until you play on.
    if (!game || this.busy || this.settings.review) return;
    this.busy = true;
    this.flags();
    try {
      while (game.status === "ACTIVE") {
        const player = game.currentPlayer;
        if (player === null) break;
        const mine = player === this.you();
        // Only the bot's worker asks about the bot's cards: its legal actions included.
        const auto = mine && this.tookBackTo !== game.stateHash();
        const action = mine ? (auto ? this.page.auto?.(game, player, game.legalActions(player)) : null) ?? undefined
          : await this.think(game, player);
        if (generation !== this.generation || action === undefined) return; // a new game, or yours to decide
        await this.show(game, this.yours(game, game.submit(player, action)));
        if (generation !== this.generation) return;
        if (!mine && this.stepMs > 0 && !this.page.quiet?.(action)) {
          await sleep(this.stepMs);
          if (generation !== this.generation) return;
        }
      }
    } catch (e) {
      if (generation === this.generation) this.note(`The bot failed: ${errorText(e)}`);
    } finally {
      if (generation === this.generation) {
        this.thinking(null);
        this.busy = false;
        this.render();
      }
    }
  }

  /** The bot's decision, from its worker. */
  private async think(game: G, player: string): Promise<A> {
    this.thinking(player);
    const save = game.save();
    const started = performance.now();
    const action = await this.bot.think({ save, player, level: this.settings.level, seed: save.stateHash });
    const level = this.settings.level;
    $("think-time").textContent = `${this.page.words.playerName(player, this.you())} took ${formatMs(performance.now() - started)} ` +
      `to decide (${LEVEL_NAMES[level]}: ${this.page.setup.levels.notes[level]}).`;
    this.thinking(null);
    return action;
  }

  private thinking(player: string | null): void {
    $("thinking").hidden = player === null;
    if (player === null) return;
    $("thinking-who").textContent = this.page.words.playerName(player, this.you());
    $("status-line").textContent = "";
  }
}
