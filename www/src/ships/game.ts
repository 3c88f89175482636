// Ships: what the list of games and the how-to-play panel show; the page itself loads with
// `load()` (the catalogue of ships is the engine's, shown from there).
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

/** A ship's silhouette at (x, y), pointing right (or left), in a fleet's colour. */
function ship(root: SVGSVGElement, x: number, y: number, size: number, colour: string, left: boolean): void {
  const d = left ? -1 : 1;
  root.append(svg("polygon", {
    points: `${x + d * size},${y} ${x - d * size * 0.7},${y - size * 0.55} ${x - d * size * 0.35},${y} ${x - d * size * 0.7},${y + size * 0.55}`,
    fill: colour,
  }));
}

export const game: GameModule = {
  meta: {
    name: "ships",
    title: "Ships",
    blurb: "Build a fleet and outlast up to three bots. Health changes only at the end of each turn, when every effect resolves at once.",
    howToPlay: {
      goal: "Keep your fleet's health above 0 longer than the bots': bring every other fleet's health to 0, or have the most health when the last turn (30) is over. Everyone starts at 30 health, at most 35.",
      turn: "Each turn has three phases. Build: every player gains 2 to 4 energy (unspent energy carries over), then in turn builds ships with it, or passes. Battle: in turn, players use their ships' powers (charges, solar powers, First Strike). End of Turn Resolution: every effect queued this turn and every continuous power of the ships afloat resolves at once; health changes only here.",
      end: "A fleet whose health reaches 0 in a resolution is out. The last fleet left wins; if the last ones fall together it is a draw, and those who fall in the same resolution share a rank. After turn 30 the healthiest fleet wins; a tie at the top is a draw.",
      controls: "On your turn, your legal actions are the buttons under the fleets; each build button says what its ship does. End building and End battle finish your part of a phase. A click anywhere skips a resolution's animation. Take back undoes your last action and what the bots did after it. The Ship catalogue lists every ship.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 120 80");
      root.append(svg("rect", { x: 0, y: 0, width: 120, height: 80, rx: 4, fill: "#0f1524" }));
      for (const [x, y] of [[12, 10], [40, 70], [70, 14], [100, 60], [110, 20], [25, 45], [85, 38]]) {
        root.append(svg("circle", { cx: x ?? 0, cy: y ?? 0, r: 0.8, fill: "#8a95ad" }));
      }
      for (const [x, y, s] of [[22, 22, 7], [16, 40, 9], [26, 58, 6]]) ship(root, x ?? 0, y ?? 0, s ?? 6, "#6d9cff", false);
      for (const [x, y, s] of [[98, 26, 8], [104, 50, 6], [92, 62, 7]]) ship(root, x ?? 0, y ?? 0, s ?? 6, "#ef7355", true);
      root.append(svg("line", { x1: 34, y1: 40, x2: 84, y2: 30, stroke: "#ffd75e", "stroke-width": 1.2, "stroke-dasharray": "3 2" }));
      root.append(svg("rect", { x: 8, y: 72, width: 40, height: 4, rx: 2, fill: "#2a1b22" }));
      root.append(svg("rect", { x: 8, y: 72, width: 31, height: 4, rx: 2, fill: "#2fb36b" }));
      root.append(svg("rect", { x: 72, y: 72, width: 40, height: 4, rx: 2, fill: "#2a1b22" }));
      root.append(svg("rect", { x: 72, y: 72, width: 14, height: 4, rx: 2, fill: "#c8412f" }));
    },
  },
  load: async () => (await import("./page.js")).page,
};
