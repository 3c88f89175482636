// The duel page on the shell: the board (board.ts), the words (describe.ts), the event log, the
// automatic passes, conceding, and the setup (your deck and the bot's). Every rule comes from the engine.
import init, { DuelGame } from "arbiter-rules/duel";
import type { DuelAction, DuelConfig, DuelEvent } from "arbiter-rules/duel";
import { playable } from "../shell/controller.js";
import type { Words } from "../shell/types.js";
import { DuelBoard } from "./board.js";
import { BOT, HUMAN, describeEvent, endSentence, who } from "./describe.js";
import "./duel.css";

const words: Words<DuelGame, DuelAction, DuelEvent> = {
  playerName: (player) => who(player),
  prompt(game, turn) {
    const view = game.view(HUMAN).state;
    const kind = turn.legal[0]?.type;
    if (kind === "DECLARE_ATTACKERS") return "Choose your attackers (click creatures), then declare.";
    if (kind === "DECLARE_BLOCKERS") return "Choose blockers, then declare.";
    if (kind === "ASSIGN_COMBAT_DAMAGE") return "Divide your attacker's combat damage among its blockers.";
    if (kind === "CHOOSE_CARDS") return `Choose ${view.choice?.count ?? 0} card(s) to discard.`;
    return view.stack.length > 0 ? "Respond, or pass to let the top of the stack resolve." : "Your priority: play, cast, tap, or pass.";
  },
  progress: (game) => `turn ${game.view(HUMAN).state.turn}`,
  endSentence: (_game, outcome) => endSentence(outcome),
  metrics: [{ key: "life", label: "Life" }, { key: "permanents", label: "Permanents" }, { key: "cardsInHand", label: "Cards in hand" }],
  history: {
    title: "Event log",
    numbered: false,
    narrator: () => ({
      lines(game, entries) {
        const view = game.view(HUMAN).state;
        const told = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
        return entries.map(({ seq, turn, event }) => ({ text: `[${turn}] ${told(describeEvent(view, event))}`, data: { seq: String(seq), type: event.type } }));
      },
    }),
  },
};

const board = new DuelBoard();

/** The ready decks (`listDecks()`), each in one line; both players choose among them. */
export const DECKS = [
  { value: "red-green-aggro", label: "Red-Green Aggro: hasty creatures, burn and pump" },
  { value: "blue-tide", label: "Blue Tide: Islands, High Tide, Ideas Unbound, counterspells and flyers" },
  { value: "white-black-life", label: "White-Black Life: life gained grows the Lion, removal, cards for life" },
  { value: "green-red-ramp", label: "Green-Red Ramp: Elvish Mystic into big creatures, Fog and reach, Lava Spike" },
];

export const page = playable<DuelGame, DuelConfig, DuelAction, DuelEvent>({
  init,
  setup: {
    intro: "A card duel against the bot: play lands, tap them for mana, cast creatures and spells, attack. " +
      "Both players get priority in every step; the stack resolves when both pass. Bring the bot to 0 life " +
      "(or let it draw from an empty library) to win.",
    fields: [
      { name: "deck", legend: "Your deck", choices: DECKS, checked: "red-green-aggro" },
      { name: "botDeck", legend: "The bot's deck (the same as yours is allowed)", choices: DECKS, checked: "blue-tide" },
    ],
    levels: {
      legend: "Bot strength: how many positions the bot searches before each decision",
      notes: { easy: "60 positions", normal: "500 positions", hard: "2,000 positions" },
    },
    calibration: "four turns into a game",
    seeded: true,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create(settings, seed) {
    const deck = (name: string, fallback: string) => DECKS.find((d) => d.value === settings.options[name])?.value ?? fallback;
    const decks = { [HUMAN]: deck("deck", "red-green-aggro"), [BOT]: deck("botDeck", "blue-tide") };
    return new DuelGame({ players: [HUMAN, BOT], seed, decks, combatDamage: "ask" });
  },
  load: (save) => DuelGame.load(save),
  board,
  words,
  stepMs: 300,
  takeBack: false,
  resign: { action: { type: "RESIGN" }, label: "Concede", confirm: "Concede this game?" },
  auto: (game, _you, legal) => board.auto(game, legal),
  quiet: (action) => action.type === "PASS_PRIORITY",
});
