// The deck-building page on the shell: the board (board.ts), the log told by the narrator
// (describe.ts), the prompt for each phase and choice, the end with the ranking by victory points,
// and the setup (bots, kingdom, length). Every rule comes from the engine.
import init, { DeckBuildingGame } from "arbiter-rules/deckbuilding";
import type { DeckBuildingAction, DeckBuildingConfig, DeckBuildingEvent, KingdomCard } from "arbiter-rules/deckbuilding";
import { playable } from "../shell/controller.js";
import type { Words } from "../shell/types.js";
import { DeckBuildingBoard } from "./board.js";
import { cardDef, cardName, kingdomCards, plural } from "./cards.js";
import { HUMAN, Narrator, choiceWords, endSentence, playerName, reasonWords } from "./describe.js";
import "./deckbuilding.css";

/** How many bots the setup asks for (1 to 3). */
const botCount = (options: Record<string, string>): number => Math.min(3, Math.max(1, Number(options.bots ?? 1) || 1));

const board = new DeckBuildingBoard();

/** Rounds in a short game. */
const SHORT_GAME = 12;

/** A small seeded PRNG (mulberry32) over a text, for a random kingdom that the seed repeats. */
function random(text: string): () => number {
  let a = 0;
  for (const ch of text) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ten kingdom cards drawn by the seed, cheapest first (as the supply is usually laid out). */
function randomKingdom(seed: string): KingdomCard[] {
  const rand = random(`kingdom:${seed}`);
  const pool = kingdomCards().map((c) => c.id as KingdomCard);
  const kingdom: KingdomCard[] = [];
  while (kingdom.length < 10 && pool.length > 0) kingdom.push(...pool.splice(Math.floor(rand() * pool.length), 1));
  return kingdom.sort((a, b) => cardDef(a).cost - cardDef(b).cost || cardName(a).localeCompare(cardName(b)));
}

const words: Words<DeckBuildingGame, DeckBuildingAction, DeckBuildingEvent> = {
  playerName: (player) => playerName(player),
  prompt(game, turn) {
    const view = game.view(HUMAN).state;
    const legal = turn.legal;
    if (view.choice) return `${choiceWords(view.choice, view.players[view.active])}.`;
    if (view.phase === "ACTION") return "Your action phase: click an action card to play it, or end your actions.";
    const buys = legal.filter((a) => a.type === "BUY").length;
    if (legal.some((a) => a.type === "PLAY_ALL_TREASURES")) return "Your buy phase: play your treasures, then click a pile to buy it.";
    if (buys > 0) return `Your buy phase: click a pile to buy it (${view.coins} coin${view.coins === 1 ? "" : "s"} to spend), or end your buys.`;
    return "Your buy phase: nothing you can afford; end your buys.";
  },
  progress: (game) => `round ${Math.max(1, game.view(HUMAN).state.turn)}`,
  endSentence: (_game, outcome) => endSentence(outcome),
  endDetail(game, outcome) {
    const view = game.view(HUMAN).state;
    let detail = "";
    if (outcome.reason === "SUPPLY_DEPLETED") {
      const empty = view.supply.filter((p) => p.count === 0).map((p) => p.card);
      const key = empty.filter((c) => view.endTrigger?.keyPiles.includes(c));
      detail = key.length ? ` (no ${plural(key[0] ?? "province")} left)` : ` (empty piles: ${empty.map((c) => cardName(c)).join(", ")})`;
    } else if (outcome.reason === "TURN_LIMIT") {
      detail = ` (round ${view.maxTurns} is over)`;
    }
    return `The game ended: ${reasonWords(outcome.reason)}${detail}.`;
  },
  metrics: [{ key: "victoryPoints", label: "Victory points" }, { key: "turns", label: "Turns" }],
  history: {
    title: "What happened",
    numbered: false,
    narrator: () => {
      const narrator = new Narrator();
      return { lines: (game, entries) => narrator.lines(game.view(HUMAN).state, entries) };
    },
  },
};

export const page = playable<DeckBuildingGame, DeckBuildingConfig, DeckBuildingAction, DeckBuildingEvent>({
  init,
  setup: {
    intro: "Build a deck as you play. Everyone starts with 7 Coppers and 3 Estates. On your turn, play action cards, " +
      "then play treasures and buy one card (more with +Buy); the cards you buy go to your discard pile and come back " +
      "when your deck is reshuffled. Victory cards score but clog your hand. The game ends when the Provinces or any " +
      "three piles run out (or at the round limit): the most victory points wins.",
    fields: [
      {
        name: "bots",
        legend: "Players",
        choices: [{ value: "1", label: "2 (you and a bot)" }, { value: "2", label: "3 (you and two bots)" }, { value: "3", label: "4 (you and three bots)" }],
      },
      {
        name: "side",
        legend: "Your seat",
        choices: [{ value: "0", label: "First (you start)" }, { value: "last", label: "Last (the bots play before you)" }, { value: "random", label: "At random" }],
        hint: "Later seats get the same number of turns: the game ends only once a round is over.",
      },
      {
        name: "kingdom",
        legend: "Kingdom: the 10 action piles",
        choices: [
          { value: "first", label: "First game: Village, Smithy, Market, Laboratory, Festival, Cellar, Workshop, Remodel, Militia, Moat" },
          { value: "random", label: () => `Random: 10 of ${kingdomCards().map((c) => c.name).join(", ")}` },
        ],
      },
      {
        name: "length",
        legend: "Length",
        choices: [
          { value: "standard", label: "Standard: until the Provinces or three piles run out (at most 40 rounds)" },
          { value: "short", label: `Short: the same, but at most ${SHORT_GAME} rounds` },
        ],
      },
      {
        name: "autoplay",
        legend: "Your treasures",
        choices: [{ value: "on", label: "Played for you when your buy phase starts" }, { value: "off", label: "Played by you (Play all treasures, or one by one)" }],
        hint: "A switch beside the buttons changes this during the game.",
      },
    ],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each decision",
      notes: { easy: "40 positions", normal: "500 positions", hard: "3,000 positions" },
    },
    calibration: "a few rounds into a two-player game",
    seeded: true,
    seats: (options) => botCount(options) + 1,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create(settings, seed) {
    const bots = botCount(settings.options);
    const players = Array.from({ length: bots }, (_, i) => `bot-${i + 1}`);
    players.splice(Math.min(bots, settings.seat), 0, HUMAN);
    const kingdom = settings.options.kingdom === "random" ? randomKingdom(seed) : undefined;
    return new DeckBuildingGame({ players, seed, kingdom, maxTurns: settings.options.length === "short" ? SHORT_GAME : undefined });
  },
  load: (save) => DeckBuildingGame.load(save),
  board,
  words,
  stepMs: 350,
  takeBack: "own",
  auto(game, _you, legal) {
    if (!board.autoplayOn() || !legal.some((a) => a.type === "PLAY_ALL_TREASURES")) return null;
    // Only as the buy phase starts: not once you played a treasure yourself, or bought.
    const view = game.view(HUMAN).state;
    if (view.phase !== "BUY" || view.choice || view.bought) return null;
    const played = view.seats[view.active]?.inPlay ?? [];
    if (played.some((id) => cardDef(view.cards[id]?.card ?? "copper").types.includes("TREASURE"))) return null;
    return { type: "PLAY_ALL_TREASURES" };
  },
});
