// The ships page on the shell: the board (board.ts), the words (describe.ts), the event log, the
// setup (how many bots), and the catalogue in the how-to-play panel. Every rule comes from the
// engine.
import init, { ShipsGame } from "arbiter-rules/ships";
import type { ShipsAction, ShipsConfig, ShipsEvent } from "arbiter-rules/ships";
import { playable } from "../shell/controller.js";
import type { LogLine, Words } from "../shell/types.js";
import { ShipsBoard } from "./board.js";
import { builtInCatalogue, catalogueSection } from "./catalogue.js";
import { HUMAN, describeEvent, endSentence, playerName } from "./describe.js";
import "./ships.css";

const words: Words<ShipsGame, ShipsAction, ShipsEvent> = {
  playerName: (player) => playerName(player),
  prompt(game) {
    const phase = game.view(HUMAN).state.phase;
    return `Your turn: ${phase === "BUILD" ? "build ships with your energy" : "use your ships' powers"}, then end your part of the phase.`;
  },
  waiting(game) {
    const fleet = game.view(HUMAN).state.fleets.find((f) => f.player === HUMAN);
    return fleet?.defeatedOnTurn != null && game.status === "ACTIVE" ? "You were defeated. The bots play on…" : "";
  },
  progress: (game) => `turn ${Math.max(1, game.turn)}`,
  endSentence: (_game, outcome) => endSentence(outcome),
  metrics: [
    { key: "finalHealth", label: "Final health" },
    { key: "eliminatedOnTurn", label: "Defeated on turn" },
    { key: "shipsAfloat", label: "Ships afloat" },
  ],
  history: {
    title: "Event log",
    numbered: false,
    narrator: () => ({
      lines(game, entries): LogLine[] {
        const state = game.view(HUMAN).state;
        return entries.map(({ seq, turn, event }) => {
          const data: Record<string, string> = { seq: String(seq), type: event.type };
          if (event.type === "EffectApplied") {
            // For tests and tools: what landed where, without parsing the sentence.
            data.target = event.targetPlayerId;
            data.effect = event.effectType;
            data.value = String(event.value);
          }
          return { text: `[turn ${turn}] ${describeEvent(state, event)}`, data };
        });
      },
    }),
  },
};

export const page = playable<ShipsGame, ShipsConfig, ShipsAction, ShipsEvent>({
  init,
  setup: {
    intro: "Build a fleet, fight, and outlast the bots. Health changes only at the end of each turn, when " +
      "every queued effect and every ship's continuous power resolves at once.",
    fields: [{
      name: "bots",
      legend: "Players",
      choices: [{ value: "1", label: "2 (you and a bot)" }, { value: "2", label: "3 (you and two bots)" }, { value: "3", label: "4 (you and three bots)" }],
    }],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each decision",
      notes: { easy: "40 positions", normal: "500 positions", hard: "3,000 positions" },
    },
    calibration: "a few turns into a two-player game",
    seeded: true,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create(settings, seed) {
    const bots = Math.min(3, Math.max(1, Number(settings.options.bots ?? 1) || 1));
    return new ShipsGame({ players: [HUMAN, ...Array.from({ length: bots }, (_, i) => `bot${i + 1}`)], seed });
  },
  load: (save) => ShipsGame.load(save),
  board: new ShipsBoard(),
  words,
  stepMs: 0,
  takeBack: true,
  guide: (game) => [catalogueSection(game ? game.view(null).state.catalogue : builtInCatalogue())],
});
