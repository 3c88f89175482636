// The Go page on the shell: the goban and its buttons (table.ts), the words (words.ts), and the
// setup (your stones, the board's size). Every rule comes from the engine.
import { GoGame } from "../../../pkg/arbiter.js";
import type { GoAction, GoConfig, GoEvent } from "../../../pkg/arbiter.js";
import { playable } from "../shell/controller.js";
import { GoTable } from "./table.js";
import { words } from "./words.js";
import "./go.css";

export const page = playable<GoGame, GoConfig, GoAction, GoEvent>({
  setup: {
    intro: "Go against the bot. Click an intersection to place a stone; only the points where you may " +
      "play take a stone (suicide and retaking a ko at once are not offered). Two passes in a row stop play " +
      "for the count, as on a Go server: the engine proposes the dead stones, you click a group to mark it " +
      "dead or alive, and when both of you accept, the dead stones come off as prisoners; or you resume play. " +
      "The count is by area: your stones plus the empty points only your stones reach, and White adds a komi " +
      "of 7.5. The move limit (three moves per point) ends the game with the engine's count.",
    fields: [
      {
        name: "side",
        legend: "Your stones",
        choices: [{ value: "0", label: "Black (you move first)" }, { value: "1", label: "White (komi 7.5)" }, { value: "random", label: "Either, at random" }],
      },
      {
        name: "size",
        legend: "Board size",
        choices: [{ value: "9", label: "9 × 9 (a quick game)" }, { value: "13", label: "13 × 13" }, { value: "19", label: "19 × 19 (the full board)" }],
      },
    ],
    levels: {
      legend: "Bot strength: how many games the bot plays out to the end before each move",
      notes: { easy: "300 playouts", normal: "4,000 playouts", hard: "25,000 playouts" },
      hint: "The playouts are counted on 9 × 9: on the larger boards the bot plays fewer, longer ones in about the same time, so it is weaker there.",
    },
    calibration: "in the opening of a 9 × 9 game",
    seeded: false,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create: (settings) => new GoGame({ size: Number(settings.options.size ?? 9) }),
  load: (save) => GoGame.load(save),
  board: new GoTable(),
  // The move list steps through the game (the shell's history, lines told action by action).
  words: { ...words, history: { ...words.history, steps: true } },
  stepMs: 300,
  takeBack: true,
  resign: { action: { type: "RESIGN" }, label: "Resign" },
});
