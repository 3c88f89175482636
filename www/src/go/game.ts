// Go: what the list of games and the how-to-play panel show; the page itself loads with `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";
import { starPoints } from "./board.js";

/** The picture's stones on 9 × 9, row by row from the top. */
const PICTURE = [
  ".........",
  "...W.....",
  "..BW..W..",
  "..B.WB...",
  "...BB.W..",
  "..B......",
  "......B..",
  ".........",
  ".........",
];

export const game: GameModule = {
  meta: {
    name: "go",
    title: "Go",
    blurb: "Surround territory and capture stones on a 9 × 9, 13 × 13 or 19 × 19 board, counted by area with komi, against the bot.",
    howToPlay: {
      goal: "Control more of the board than the bot: at the end, each side counts its stones plus the empty points only its stones surround (area scoring), and White adds the komi (7.5 points, or 0.5 with a handicap, unless the setup chooses another).",
      turn: "Black plays first, unless Black has handicap stones (2 to 9, chosen in the setup, on the points GNU Go uses): then White does. Then you take turns placing one stone on an empty intersection, or passing. Stones of one colour joined along the lines form a group; a group whose last liberty (empty neighbouring point) is filled is captured. You may not play a stone that would have no liberty without capturing (suicide), nor retake a ko at once.",
      end: "Two passes in a row stop play for the count: the engine proposes the dead stones, either player may mark a group dead or alive, and when both accept, the dead stones come off as prisoners and the board is counted. The count is drawn on the board: a small square of its owner's colour on each point of territory, a grey dot on each dame (a neutral point, counted for neither), and a red cross on each dead stone, its point counted for the other side. Resigning ends the game at once; so does the move limit (three moves per point), with the engine's count.",
      controls: "Click an intersection to place a stone (a ghost stone shows where you may play; an empty point that is not offered says why beside the board when you point at it or tap it). On a phone, where the points of 13 × 13 and 19 × 19 are smaller than a fingertip, a tap shows your stone and Confirm plays it (tap another point to move it). Pass, Accept and Resume play sit beside the board; Take back undoes your last move and the bot's answer (after the count too). Click a move in the list, or use the arrow keys, to look at an earlier position. Copy SGF (over the move list, and at the end) gives the game to another tool; Load a game, in the setup, opens an SGF pasted or from a .sgf file to be read, its players named as the file names them: step through its moves, then Play on from here against the bot, as either side, from the position shown.",
    },
    drawPicture(root) {
      const n = PICTURE.length;
      root.setAttribute("viewBox", `0 0 ${n + 1} ${n + 1}`);
      root.append(svg("rect", { x: 0, y: 0, width: n + 1, height: n + 1, rx: 0.3, fill: "#dcb46c" }));
      for (let i = 1; i <= n; i++) {
        root.append(svg("line", { x1: 1, y1: i, x2: n, y2: i, stroke: "#3b2a14", "stroke-width": 0.05 }));
        root.append(svg("line", { x1: i, y1: 1, x2: i, y2: n, stroke: "#3b2a14", "stroke-width": 0.05 }));
      }
      for (const [x, y] of starPoints(n)) root.append(svg("circle", { cx: x + 1, cy: y + 1, r: 0.1, fill: "#3b2a14" }));
      PICTURE.forEach((row, y) => [...row].forEach((point, x) => {
        if (point === ".") return;
        root.append(svg("circle", {
          cx: x + 1, cy: y + 1, r: 0.46, fill: point === "B" ? "#151515" : "#f7f4ec", stroke: point === "B" ? "#000" : "#8a8270", "stroke-width": 0.04,
        }));
      }));
    },
  },
  load: async () => (await import("./page.js")).page,
};
