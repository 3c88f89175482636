// Deck-building: what the list of games and the how-to-play panel show; the page itself loads
// with `load()`.
import { svg } from "../shell/svg.js";
import type { GameModule } from "../shell/types.js";

/** The picture's supply: a pile's colour and cost, two rows. */
const PILES: [string, number][][] = [
  [["#f6e7a8", 0], ["#f6e7a8", 3], ["#f6e7a8", 6], ["#d3ead0", 2], ["#d3ead0", 5], ["#d3ead0", 8]],
  [["#ecebe6", 3], ["#ecebe6", 4], ["#f5d2c8", 4], ["#cfe0f5", 2], ["#ecebe6", 5]],
];

export const game: GameModule = {
  meta: {
    name: "deckbuilding",
    title: "Deck-building",
    blurb: "Start with copper and estates, buy better cards as you go, and race up to three bots to the Provinces.",
    howToPlay: {
      goal: "Have the most victory points when the game ends. Victory points come from the Estates (1), Duchies (3), Provinces (6) and Gardens you own; each Curse (a Witch gives them) costs you 1.",
      turn: "Everyone starts with 7 Coppers and 3 Estates and draws 5 cards. Your turn: the action phase (play one action card, more with +Actions), the buy phase (play treasures for coins, then buy one card costing up to your coins, more with +Buy), then cleanup (everything goes to your discard pile and you draw 5). Your deck is reshuffled from your discard pile when it runs out, so what you buy comes back.",
      end: "The game ends after the turn in which the Provinces run out, or any three supply piles are empty, or the round limit is reached. The most victory points wins; a tie shares the win.",
      controls: "Click an action card in your hand to play it, and a highlighted pile in the supply to buy it; End actions and End buys move on. Your treasures are played for you when your buy phase starts (a switch turns this off: then Play all treasures, or click them one by one). When a card asks for a choice, pick cards in your hand (or a highlighted pile), then confirm. Undo takes back your own last action within your turn, unless it drew or shuffled cards; it never undoes a bot's. Keys: 1 to 9 play (or pick) the card in that place of your hand, B moves to the next pile you can buy (Enter buys it), T plays all treasures, E ends the phase, U undoes. Under the supply: the trash, and each bot's last turn in one line.",
    },
    drawPicture(root) {
      root.setAttribute("viewBox", "0 0 120 80");
      root.append(svg("rect", { x: 0, y: 0, width: 120, height: 80, rx: 4, fill: "#f4f1ea" }));
      PILES.forEach((row, r) => row.forEach(([fill, cost], i) => {
        const width = r === 0 ? 17 : 20.6;
        const x = 4 + i * (width + 2);
        const y = 5 + r * 36;
        root.append(svg("rect", { x, y, width, height: 31, rx: 2, fill, stroke: "#8c8576", "stroke-width": 0.6 }));
        root.append(svg("circle", { cx: x + width - 4.5, cy: y + 4.5, r: 3.2, fill: "#e2b93b", stroke: "#a07f18", "stroke-width": 0.4 }));
        root.append(svg("text", { x: x + width - 4.5, y: y + 6, "font-size": 4.2, "font-weight": 700, "text-anchor": "middle", fill: "#2b2200" }, String(cost)));
      }));
    },
  },
  load: async () => (await import("./page.js")).page,
};
