// The Go page on the shell: the goban and its buttons (table.ts), the words (words.ts), the setup
// (your stones, the board's size, a handicap and the komi), and the game as SGF (copied or
// downloaded during the game and at the end; loaded in the setup, to play on against the bot).
// Every rule comes from the engine: which handicaps a board takes is asked of it (a config it
// refuses is not offered), and so are the handicap stones' points.
import init, { GoGame } from "arbiter-rules/go";
import type { GoAction, GoConfig, GoEvent } from "arbiter-rules/go";
import { playable } from "../shell/controller.js";
import type { Playable, Settings } from "../shell/types.js";
import { GoTable } from "./table.js";
import { words } from "./words.js";
import "./go.css";

const SIZES = ["9", "13", "19"];
const HANDICAPS = ["0", "2", "3", "4", "5", "6", "7", "8", "9"];
const KOMIS = ["0.5", "5.5", "6.5", "7.5"];

/** The game's configuration from the setup's fields: a handicap of "0" is none. */
export function goConfig(options: Record<string, string>): GoConfig {
  const config: GoConfig = { size: Number(options.size ?? 9) };
  const handicap = Number(options.handicap ?? 0);
  if (handicap >= 2) config.handicap = handicap;
  if (options.komi !== undefined) config.komi = Number(options.komi);
  return config;
}

const allowed = new Map<string, boolean>();
/** Whether the engine takes `handicap` stones on a `size` board (asked once: a refused config). */
export function handicapAllowed(size: number, handicap: number): boolean {
  if (handicap < 2) return true;
  const key = `${size} ${handicap}`;
  let ok = allowed.get(key);
  if (ok === undefined) {
    try {
      new GoGame({ size, handicap }).free();
      ok = true;
    } catch {
      ok = false; // INVALID_CONFIG: more stones than the board has fixed points for
    }
    allowed.set(key, ok);
  }
  return ok;
}

/** The setup's handicap follows the board size (only what the engine takes), and the komi
 * follows the handicap (7.5 without, 0.5 with, as the engine's defaults) until you choose one. */
function wireSetup(): void {
  const form = document.getElementById("setup-form") as HTMLFormElement | null;
  if (!form) return;
  const radios = (name: string): HTMLInputElement[] => [...form.querySelectorAll<HTMLInputElement>(`input[name=${name}]`)];
  const value = (name: string): string => radios(name).find((r) => r.checked)?.value ?? "";
  let komiChosen = false;
  /** Your side says who moves first and who has the stones, as the handicap and komi stand. */
  const sideLabels = (): void => {
    const stones = Number(value("handicap"));
    const labels: Record<string, string> = stones >= 2
      ? { "0": `Black (starts with the ${stones} handicap stones; White moves first)`, "1": `White (you move first, against ${stones} stones)` }
      : { "0": "Black (you move first)", "1": `White (adds the komi, ${value("komi")})` };
    for (const r of radios("side")) {
      const text = labels[r.value];
      if (text !== undefined && r.nextSibling) r.nextSibling.textContent = ` ${text}`;
    }
  };
  const follow = (): void => {
    const size = Number(value("size") || 9);
    for (const r of radios("handicap")) {
      const ok = handicapAllowed(size, Number(r.value));
      r.disabled = !ok;
      r.closest("label")?.classList.toggle("unavailable", !ok);
      const none = radios("handicap")[0];
      if (!ok && r.checked && none) none.checked = true;
    }
    if (!komiChosen) {
      const komi = Number(value("handicap")) >= 2 ? "0.5" : "7.5";
      for (const r of radios("komi")) r.checked = r.value === komi;
    }
    sideLabels();
  };
  form.addEventListener("change", (e) => {
    if ((e.target as HTMLInputElement).name === "komi") komiChosen = true;
    follow();
  });
  follow();
}

const table = new GoTable();

const shell = playable<GoGame, GoConfig, GoAction, GoEvent>({
  init,
  setup: {
    intro: "Go against the bot. Click an intersection to place a stone; only the points where you may " +
      "play take a stone (suicide and retaking a ko at once are not offered). Two passes in a row stop play " +
      "for the count, as on a Go server: the engine proposes the dead stones, you click a group to mark it " +
      "dead or alive, and when both of you accept, the dead stones come off as prisoners; or you resume play. " +
      "The count is by area: your stones plus the empty points only your stones reach, and White adds the komi. " +
      "With a handicap, Black starts with that many stones on the board and White moves first. " +
      "The move limit (three moves per point) ends the game with the engine's count. " +
      "Or load a game from SGF (below) to look through it or play it on.",
    fields: [
      {
        name: "side",
        legend: "Your stones",
        choices: [
          { value: "0", label: "Black (you move first)" },
          { value: "1", label: "White (adds the komi)" },
          { value: "random", label: "Either, at random" },
        ],
      },
      {
        name: "size",
        legend: "Board size",
        choices: [{ value: "9", label: "9 × 9 (a quick game)" }, { value: "13", label: "13 × 13" }, { value: "19", label: "19 × 19 (the full board)" }]
          .filter((c) => SIZES.includes(c.value)),
      },
      {
        name: "handicap",
        legend: "Handicap: stones Black starts with",
        choices: HANDICAPS.map((h) => ({ value: h, label: h === "0" ? "None" : h })),
        hint: "White moves first after a handicap. The count gives no points back for the stones: area plus komi.",
      },
      {
        name: "komi",
        legend: "Komi: points added to White's count",
        choices: KOMIS.map((k) => ({ value: k, label: k })),
        checked: "7.5",
        hint: "Usually 7.5, and 0.5 with a handicap.",
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
  create: (settings: Settings) => new GoGame(goConfig(settings.options)),
  load: (save) => GoGame.load(save),
  // The main line of the file's first game; the engine's message names a bad node and move.
  importText: (text) => GoGame.fromSgf(text),
  board: table,
  // The move list steps through the game (the shell's history, lines told action by action).
  words: {
    ...words,
    history: { ...words.history, steps: true },
    exportText: { label: "SGF", extension: "sgf", text: (game) => game.sgf() },
  },
  stepMs: 300,
  takeBack: true,
  // On a phone, 13 × 13 and 19 × 19 have points smaller than a fingertip: a tap shows the stone,
  // and Confirm plays it.
  needsConfirm: (game, action) => table.confirms(game, action),
  resign: { action: { type: "RESIGN" }, label: "Resign" },
});

export const page: Playable = {
  init: () => shell.init(),
  start(frame, meta) {
    shell.start(frame, meta);
    wireSetup();
  },
};
