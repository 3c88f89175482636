// The backgammon page on the shell: the board (table.ts), the move list and the end (log.ts), the
// prompt (your roll, the dice left, the turns that could not move), and the confirmation of the
// move that passes the dice. Every rule comes from the engine.
import { BackgammonGame } from "../../../pkg/arbiter.js";
import type { BackgammonAction, BackgammonConfig, BackgammonEvent } from "../../../pkg/arbiter.js";
import { playable } from "../shell/controller.js";
import { retold } from "../shell/history.js";
import type { Words } from "../shell/types.js";
import { CHECKERS, colour, describeBackgammonEnd, moveLines, pointsText, readLog, rollText, turnLine } from "./log.js";
import { BackgammonTable, checkers } from "./table.js";
import "./backgammon.css";

const words: Words<BackgammonGame, BackgammonAction, BackgammonEvent> = {
  playerName: (player, you) => (player === you ? "You" : "The bot"),
  prompt(game, turn) {
    const record = readLog(game.events().map((e) => e.event));
    const current = record.turns.at(-1);
    // The turns since your last one with a move: say which could not move.
    const notes: string[] = [];
    for (let i = record.turns.length - 2; i >= 0; i--) {
      const t = record.turns[i];
      if (!t || (t.player === turn.you && t.moves.length > 0)) break;
      if (t.moves.length === 0 && t.passed) {
        notes.unshift(t.player === turn.you ? `No move possible for you with ${rollText(t.dice)}: your turn passed.`
          : `No move possible for the bot with ${rollText(t.dice)}.`);
      }
    }
    const state = game.view(turn.you).state;
    const seat = state.players.indexOf(turn.you);
    let ask = `Your move (${colour(turn.you)}): you rolled ${current ? rollText(current.dice) : "?"}`;
    if (current && current.moves.length > 0) ask += `; dice left: ${state.dice.join(" ")}`;
    ask += ".";
    const onBar = state.bar[seat] ?? 0;
    if (onBar > 0) ask += onBar === 1 ? " Enter your checker from the bar first." : ` Enter your ${checkers(onBar)} from the bar first.`;
    return [...notes, ask].join(" ");
  },
  progress: (game) => `turn ${Math.max(1, readLog(game.events().map((e) => e.event)).turns.length)}`,
  endSentence: (_game, outcome) => describeBackgammonEnd(outcome),
  endDetail(_game, outcome, you) {
    const verdict = outcome.type === "DRAW" ? "A draw." : outcome.winner === you ? "You win." : "The bot wins.";
    const loser = outcome.results.find((r) => r.outcome === "LOSS");
    const off = loser?.metrics?.borneOff ?? 0;
    const left = loser ? ` ${colour(loser.player)} bore off ${off} of ${CHECKERS}.` : "";
    return `${verdict} ${pointsText(outcome)}.${left}`;
  },
  metrics: [],
  history: {
    title: "Moves",
    narrator: retold((events, game) => moveLines(events, game.players)),
    steps: true,
    viewing(past) {
      // The last turn played in the past game, as far as it went then.
      const played = readLog(past.events().map((e) => e.event)).turns.filter((t) => t.moves.length > 0 || t.passed).at(-1);
      return played ? `Viewing the position after ${turnLine(played)}` : "Viewing the opening";
    },
  },
};

const table = new BackgammonTable();

export const page = playable<BackgammonGame, BackgammonConfig, BackgammonAction, BackgammonEvent>({
  setup: {
    intro: "Backgammon against the bot, without the doubling cube: hitting, the bar, bearing off, gammons and " +
      "backgammons. The game rolls the dice. Click one of your checkers, then one of the highlighted points " +
      "(or the tray, to bear off), or drag it; each checker move can be taken back until the last one of your " +
      "turn, which passes the dice and asks you to confirm.",
    fields: [{
      name: "side",
      legend: "Your checkers (the opening roll decides who starts)",
      choices: [{ value: "0", label: "White" }, { value: "1", label: "Black" }, { value: "random", label: "Either, at random" }],
    }],
    levels: {
      legend: "Bot strength: how far ahead the bot looks (with its trained network) when it plans each turn",
      notes: {
        easy: "the network's favourite play, no look ahead",
        normal: "its best plays looked at one roll ahead",
        hard: "its best plays looked at two rolls ahead",
      },
    },
    calibration: "on the first roll of a game",
    seeded: true,
  },
  worker: () => new Worker(new URL("./bot.worker.ts", import.meta.url), { type: "module" }),
  create: (_settings, seed) => new BackgammonGame({ seed }),
  load: (save) => BackgammonGame.load(save),
  board: table,
  words,
  stepMs: 300,
  takeBack: true,
  // An offer to resign for one point, on your turn: the bot accepts or declines it.
  resign: { action: { type: "RESIGN" }, label: "Offer to resign" },
  needsConfirm: (game, action) => table.needsConfirm(game, action),
  auto: (game, you, legal) => table.auto(game, you, legal),
});
