// Tic-tac-toe: what the list of games and the how-to-play panel show; the page itself loads
// with `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

export const game: GameModule = {
  meta: {
    name: "tictactoe",
    title: "Tic-tac-toe",
    blurb: "Three in a row on a 3 × 3 grid: the smallest game here, against the bot, with take-back.",
    howToPlay: {
      goal: "Be the first to get three of your marks in a row: across, down or diagonally.",
      turn: "X moves first; you and the bot take turns putting a mark in an empty cell.",
      end: "The game ends when a line of three is made (its maker wins) or when the board is full without one (a draw).",
      controls: "Click an empty cell to put your mark there. Take back undoes your last mark and the bot's answer.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 90 90");
      for (const i of [1, 2]) {
        root.append(svg("line", { x1: i * 30, y1: 6, x2: i * 30, y2: 84, stroke: "#1d2330", "stroke-width": 3, "stroke-linecap": "round" }));
        root.append(svg("line", { x1: 6, y1: i * 30, x2: 84, y2: i * 30, stroke: "#1d2330", "stroke-width": 3, "stroke-linecap": "round" }));
      }
      const x = (c: number, r: number) => {
        const [cx, cy] = [c * 30 + 15, r * 30 + 15];
        for (const d of [[-8, -8, 8, 8], [-8, 8, 8, -8]] as const) {
          root.append(svg("line", { x1: cx + d[0], y1: cy + d[1], x2: cx + d[2], y2: cy + d[3], stroke: "#2f5fb8", "stroke-width": 4, "stroke-linecap": "round" }));
        }
      };
      const o = (c: number, r: number) => root.append(svg("circle", { cx: c * 30 + 15, cy: r * 30 + 15, r: 9, fill: "none", stroke: "#c0392b", "stroke-width": 4 }));
      x(0, 0);
      x(1, 1);
      o(2, 0);
      o(0, 2);
      x(2, 2);
    },
  },
  load: async () => (await import("./page.js")).page,
};
