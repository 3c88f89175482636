// Connect Four: what the list of games and the how-to-play panel show; the page itself loads
// with `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

export const game: GameModule = {
  meta: {
    name: "connect-four",
    title: "Connect Four",
    blurb: "Drop discs into seven columns, four in a row wins: against a bot that blocks your threats and sets its own, with take-back.",
    howToPlay: {
      goal: "Be the first to get four of your discs in a row: across, up, or diagonally either way.",
      turn: "Red moves first; you and the bot take turns dropping a disc into one of the seven columns. It falls to the lowest empty cell of that column.",
      end: "The game ends when a disc makes four in a row (its player wins) or when all 42 cells are full without one (a draw).",
      controls: "Click a column that is not full to drop your disc there. The last disc has a dot; the winning four are ringed. Take back undoes your last disc and the bot's answer.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 98 86");
      root.append(svg("rect", { x: 0, y: 0, width: 98, height: 86, rx: 8, fill: "#2456a6" }));
      // Bottom row first: the discs as they fell (0: empty, 1: red, 2: yellow); red's
      // diagonal from the third column is ringed.
      const rows = [
        [0, 0, 1, 2, 1, 2, 0],
        [0, 0, 0, 1, 2, 1, 0],
        [0, 0, 0, 2, 1, 2, 0],
        [0, 0, 0, 0, 0, 1, 0],
        [0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
      ];
      const fill = ["#f2efe8", "#d13b2e", "#f2c230"];
      rows.forEach((row, r) => row.forEach((disc, c) => {
        const four = disc === 1 && c - r === 2;
        root.append(svg("circle", { cx: 10 + c * 13, cy: 76 - r * 13, r: 5.2, fill: fill[disc] ?? fill[0], ...(four ? { stroke: "#fff", "stroke-width": 1.6 } : {}) }));
      }));
    },
  },
  load: async () => (await import("./page.js")).page,
};
