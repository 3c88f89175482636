// The duel: what the list of games and the how-to-play panel show; the page itself loads with
// `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

/** A card at (x, y) in a mana colour, turned when tapped. */
function card(root: SVGSVGElement, x: number, y: number, fill: string, tapped = false): void {
  const node = svg("rect", { x, y, width: 14, height: 19, rx: 1.5, fill, stroke: "#5c5547", "stroke-width": 0.6 });
  if (tapped) node.setAttribute("transform", `rotate(90 ${x + 7} ${y + 9.5})`);
  root.append(node);
  root.append(svg("rect", { x: x + 2, y: y + 3, width: 10, height: 6, fill: "#ffffff88" }));
}

export const game: GameModule = {
  meta: {
    name: "duel",
    title: "Duel",
    blurb: "A card duel with a stack, priority, triggers and replacement effects: pick your deck and the bot's, and play against it.",
    howToPlay: {
      goal: "Bring the bot's life from 20 to 0 (or have it draw from an empty library) before it does the same to you.",
      turn: "A turn runs through its steps: untap, upkeep, draw, a first main phase, combat (attackers, blockers, damage), a second main phase, the end. In a main phase you may play one land and cast creatures and sorceries; instants and abilities may be used whenever you have priority. Lands tap for mana, which pays for spells and empties at the end of each step. Spells go on the stack and resolve when both players pass in a row.",
      end: "A player at 0 life or less, or who had to draw from an empty library, loses; if both lose at once it is a draw. Conceding ends the game at once.",
      controls: "Cards you can use are outlined in green: click one to play it (a card that needs lands tapped first taps them for you); a card with several actions asks which, each once, and a target is chosen by clicking it (a card, a player's life or a spell on the stack). Pass gives priority to the bot. In combat, click creatures to attack, or choose blockers from the lists (creatures of the same name are numbered). Cards slide from zone to zone as they move; a click skips the animation. The page passes for you where MTG Arena would; the Stops panel adds steps, and Full control stops at every priority.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 120 80");
      root.append(svg("rect", { x: 0, y: 0, width: 120, height: 80, rx: 4, fill: "#f4f1ea" }));
      card(root, 8, 6, "#f5d2c8");
      card(root, 26, 6, "#d3ead0", true);
      card(root, 48, 6, "#f5d2c8");
      root.append(svg("rect", { x: 6, y: 34, width: 108, height: 12, rx: 2, fill: "#fff", stroke: "#c9c2b2", "stroke-width": 0.6 }));
      root.append(svg("text", { x: 60, y: 42, "font-size": 6, "text-anchor": "middle", fill: "#1f2430" }, "Stack: Fireburst → the bot"));
      card(root, 16, 54, "#cfe0f5");
      card(root, 36, 54, "#cfe0f5", true);
      card(root, 58, 54, "#e4e2de");
      for (const [x, y, life] of [[100, 12, "14"], [100, 66, "17"]] as const) {
        root.append(svg("circle", { cx: x, cy: y, r: 8, fill: "#fff", stroke: "#c9c2b2" }));
        root.append(svg("text", { x, y: y + 2.5, "font-size": 8, "font-weight": 700, "text-anchor": "middle", fill: "#1f2430" }, life));
      }
    },
  },
  load: async () => (await import("./page.js")).page,
};
