// The ships game against bots: setup, the turn loop (you in the page, the bots in a worker),
// resolution animation, the event log, the end screen, and save/resume.
import { ShipsGame } from "../../../pkg/arbiter.js";
import type { GameSave, LogEntry, ShipsAction, ShipsConfig, ShipsEvent } from "../../../pkg/arbiter.js";
import { Skipper, animateResolution } from "./animate.js";
import { BotClient } from "../bot/client.js";
import { errorText, formatMs, gameSeed, showLevelTimes, toLevel } from "../page.js";
import { HUMAN, describeEvent, playerName } from "./describe.js";
import { type Settings, forget, restore, store } from "./storage.js";
import { $, renderActions, renderEnd, renderFleets, renderHeader, type Shown } from "./view.js";

/** Milliseconds per group of effects (fewer when there are many); `?speed=0` plays resolutions instantly. */
const STEP_MS = Math.max(0, Number(new URLSearchParams(location.search).get("speed") ?? 600) || 0);


export class ShipsApp {
  private game: ShipsGame | null = null;
  private settings: Settings = { bots: 1, level: "normal" };
  private bot = new BotClient<GameSave<ShipsConfig, ShipsAction>, ShipsAction>(new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }));
  /** Bumped by every new game, so the answers of an abandoned game's bot are ignored. */
  private generation = 0;
  private busy = false;

  constructor() {
    $("setup-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const form = new FormData($<HTMLFormElement>("setup-form"));
      this.newGame({ bots: Number(form.get("bots")), level: toLevel(form.get("difficulty")) });
    });
    for (const id of ["new-game", "end-new"]) $(id).addEventListener("click", () => this.showSetup());
  }

  /** Resumes the saved game if there is one, else shows the setup. */
  start(): void {
    const stored = restore();
    if (!stored) return this.showSetup();
    try {
      // A game saved by an earlier page kept a budget of iterations: it resumes at the level
      // it was (60 or less Easy, 500 or less Normal, more Hard).
      const old = stored.settings as Settings & { iterations?: number };
      this.settings = { bots: old.bots, level: toLevel(old.level ?? old.iterations) };
      this.begin(ShipsGame.load(stored.save));
      this.note(`Game resumed (turn ${this.game?.turn ?? 1}).`);
    } catch (e) {
      forget();
      this.showSetup(`Your saved game could not be resumed (${errorText(e)}). Start a new one.`);
    }
  }

  /** Fills in what each difficulty level costs on this device (once per page). */
  private calibrated = false;
  private calibrate(): void {
    if (this.calibrated) return;
    this.calibrated = true;
    showLevelTimes(this.bot, "a few turns into a two-player game");
  }

  private showSetup(notice = ""): void {
    this.generation++;
    this.bot.cancel();
    this.game?.free();
    this.game = null;
    this.busy = false;
    forget();
    $("setup").hidden = false;
    $("game").hidden = true;
    $("setup-notice").textContent = notice;
    this.flags();
    this.calibrate(); // after bot.cancel(), which forgets pending requests
  }

  private newGame(settings: Settings): void {
    this.settings = settings;
    const players = [HUMAN, ...Array.from({ length: settings.bots }, (_, i) => `bot${i + 1}`)];
    // `?seed=` replays the same dice (and, the bots being seeded by the position, the same game).
    const seed = gameSeed();
    this.begin(new ShipsGame({ players, seed }));
    this.note("");
  }

  private begin(game: ShipsGame): void {
    this.generation++;
    this.game?.free();
    this.game = game;
    this.busy = false;
    $("setup").hidden = true;
    $("game").hidden = false;
    $("log-list").replaceChildren();
    this.appendLog(game.events());
    this.persist();
    this.render();
    void this.advance();
  }

  private persist(): void {
    if (this.game) store({ settings: this.settings, save: this.game.save() });
  }

  private note(text: string): void {
    $("notice").textContent = text;
  }

  private flags(): void {
    const game = this.game;
    // FINISHED only once the last resolution has been shown.
    document.body.dataset.status = game && !this.busy ? game.status : game ? "ACTIVE" : "SETUP";
    document.body.dataset.waiting = game && !this.busy && game.currentPlayer === HUMAN ? HUMAN : "";
  }

  /** Draws the game; `override` shows a resolution in progress (then the end screen waits). */
  private render(override: Partial<Shown> = {}): void {
    const game = this.game;
    if (!game) return;
    const state = game.view(HUMAN).state;
    const shown: Shown = { state, acting: game.currentPlayer, ...override };
    renderHeader(shown);
    renderFleets(shown);
    const yours = !this.busy && game.currentPlayer === HUMAN;
    renderActions(state, yours ? game.legalActions(HUMAN) : [], (a) => void this.play(a));
    if (override.phase !== undefined) return;
    renderEnd(game.outcome);
    const status = $("status-line");
    if (game.status === "FINISHED") status.textContent = "Game over.";
    else if (yours) status.textContent = `Your turn: ${state.phase === "BUILD" ? "build ships with your energy" : "use your ships' powers"}, then end your part of the phase.`;
    else if (state.fleets.find((f) => f.player === HUMAN)?.defeatedOnTurn != null) status.textContent = "You were defeated. The bots play on…";
    this.flags();
  }

  private appendLog(entries: LogEntry<ShipsEvent>[]): void {
    const game = this.game;
    if (!game) return;
    const state = game.view(HUMAN).state;
    const list = $("log-list");
    for (const { seq, turn, event } of entries) {
      const item = document.createElement("li");
      item.dataset.seq = String(seq);
      item.dataset.type = event.type;
      if (event.type === "EffectApplied") {
        // For tests and tools: what landed where, without parsing the sentence.
        item.dataset.target = event.targetPlayerId;
        item.dataset.effect = event.effectType;
        item.dataset.value = String(event.value);
      }
      item.textContent = `[turn ${turn}] ${describeEvent(state, event)}`;
      list.append(item);
    }
    $("log-count").textContent = String(list.childElementCount);
    list.scrollTop = list.scrollHeight;
  }

  /** Shows what an action caused: the log, and the resolution effect by effect. */
  private async present(entries: LogEntry<ShipsEvent>[]): Promise<void> {
    this.appendLog(entries);
    const start = entries.findIndex((e) => e.event.type === "PhaseStarted" && e.event.phase === "END_OF_TURN");
    if (start >= 0) {
      const before = new Map<string, number>();
      let turn: number | undefined;
      for (const { event } of entries) {
        if (event.type === "HealthChanged") before.set(event.player, event.from);
        if (event.type === "ResolutionCompleted") turn = event.turn;
      }
      this.render({ health: before, phase: "END_OF_TURN", acting: null, turn });
      $("status-line").textContent = "End of Turn Resolution… (click to skip)";
      // A click or a key anywhere skips the animation.
      const skipper = new Skipper();
      const skip = () => skipper.skip();
      document.addEventListener("pointerdown", skip, true);
      document.addEventListener("keydown", skip, true);
      try {
        await animateResolution(entries.slice(start), STEP_MS, skipper);
      } finally {
        document.removeEventListener("pointerdown", skip, true);
        document.removeEventListener("keydown", skip, true);
      }
    }
  }

  /** Your action, from a button. */
  private async play(action: ShipsAction): Promise<void> {
    const game = this.game;
    if (!game || this.busy) return;
    this.busy = true;
    this.flags();
    this.note(""); // "Game resumed", or the last error, is old news once you act
    try {
      const entries = game.submit(HUMAN, action);
      this.persist();
      await this.present(entries);
    } catch (e) {
      this.note(`That did not work: ${errorText(e)}`);
    }
    this.busy = false;
    this.render();
    await this.advance();
  }

  /** Lets the bots act until it is your turn or the game is over. */
  private async advance(): Promise<void> {
    const generation = this.generation;
    const game = this.game;
    if (!game || this.busy) return;
    this.busy = true;
    this.flags();
    try {
      while (game.status === "ACTIVE" && game.currentPlayer !== HUMAN) {
        const player = game.currentPlayer;
        if (player === null) break;
        const legal = game.legalActions(player);
        let action = legal.length === 1 ? legal[0] : undefined;
        if (action === undefined) {
          this.render({ acting: player });
          this.thinking(player);
          const save = game.save();
          const started = performance.now();
          action = await this.bot.think({ save, player, level: this.settings.level, seed: save.stateHash });
          this.thought(player, performance.now() - started);
          this.thinking(null);
        }
        if (generation !== this.generation || action === undefined) return; // a new game started
        const entries = game.submit(player, action);
        this.persist();
        await this.present(entries);
        if (generation !== this.generation) return;
      }
    } catch (e) {
      if (generation === this.generation) this.note(`The bot failed: ${errorText(e)}`);
    } finally {
      this.thinking(null);
      if (generation === this.generation) {
        this.busy = false;
        this.render();
      }
    }
  }

  /** Shows how long the bot's last decision took (it searched its level's positions). */
  private thought(player: string, ms: number): void {
    const positions = { easy: "40", normal: "500", hard: "3,000" }[this.settings.level];
    $("think-time").textContent =
      `${playerName(player)} searched ${positions} positions in ${formatMs(ms)}.`;
  }

  private thinking(player: string | null): void {
    const indicator = $("thinking");
    indicator.hidden = player === null;
    if (player !== null) {
      $("thinking-who").textContent = playerName(player);
      $("status-line").textContent = "";
    }
  }
}
