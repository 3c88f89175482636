// The backgammon page on the shell: the board with the cube (table.ts), the move list and the end
// (log.ts), the prompt (your roll, the dice left, the turns that could not move, the cube's
// decisions), the confirmation of the move that passes the dice, the resignation offered for one,
// two or three times the cube, and GNU Backgammon's match text to copy, download and load. Every
// rule comes from the engine.
import init, { BackgammonGame } from "arbiter-rules/backgammon";
import type { BackgammonAction, BackgammonConfig, BackgammonEvent, BackgammonState } from "arbiter-rules/backgammon";
import { playable } from "../shell/controller.js";
import { retold } from "../shell/history.js";
import type { Words } from "../shell/types.js";
import { CHECKERS, colour, describeBackgammonEnd, moveLines, points, pointsText, readLog, RESIGN_KINDS, rollText, saidLine, turnLine } from "./log.js";
import { BackgammonTable, checkers } from "./table.js";
import { playerName, verdict } from "../shell/names.js";
import "./backgammon.css";

/** The cube's value when the game's log starts (a position may start with a turned cube). */
function startingCube(game: BackgammonGame): number {
  const taken = game.events().find((e) => e.event.type === "DoubleTaken")?.event;
  return taken?.type === "DoubleTaken" ? taken.value / 2 : game.view().state.cube?.value ?? 1;
}

const has = (legal: BackgammonAction[], type: BackgammonAction["type"]): boolean => legal.some((a) => a.type === type);

/** What you are asked when the cube or an offer waits for you; null when it is a move. */
export function cubeQuestion(state: BackgammonState, legal: BackgammonAction[]): string | null {
  const value = state.cube?.value ?? 1;
  if (has(legal, "TAKE")) return `The bot doubles to ${value * 2}: Take or Drop?`;
  if (has(legal, "ACCEPT_RESIGNATION") && state.offer?.type === "RESIGN") {
    return `The bot offers to resign ${RESIGN_KINDS[state.offer.points] ?? "the game"} (${points(state.offer.points * value)}): Accept or Decline?`;
  }
  if (has(legal, "ROLL")) return has(legal, "DOUBLE") ? `Roll, or double to ${value * 2}?` : "Roll the dice.";
  return null;
}

const words: Words<BackgammonGame, BackgammonAction, BackgammonEvent> = {
  playerName,
  prompt(game, turn) {
    const record = readLog(game.events().map((e) => e.event));
    const players = game.players;
    // The turns since your last one with a move (before this one, if your dice are rolled): say
    // which could not move.
    const notes: string[] = [];
    const current = record.turns.at(-1);
    const rolled = current?.player === turn.you && !current.passed;
    for (let i = record.turns.length - (rolled ? 2 : 1); i >= 0; i--) {
      const t = record.turns[i];
      if (!t || (t.player === turn.you && t.moves.length > 0)) break;
      if (t.moves.length === 0 && t.passed) {
        notes.unshift(t.player === turn.you ? `No move possible for you with ${rollText(t.dice)}: your turn passed.`
          : `No move possible for the bot with ${rollText(t.dice)}.`);
      }
    }
    const state = game.view(turn.you || null).state;
    const cube = cubeQuestion(state, turn.legal);
    if (cube !== null) {
      return [...notes, has(turn.legal, "ROLL") ? `Your turn (${colour(players, turn.you)}): ${cube.charAt(0).toLowerCase()}${cube.slice(1)}` : cube].join(" ");
    }
    const seat = state.players.indexOf(turn.you);
    // The roll in the state (a game set up from a position may start with its dice given).
    const roll = state.roll ?? current?.dice;
    let ask = `Your move (${colour(players, turn.you)}): you rolled ${roll ? rollText(roll) : "?"}`;
    if (current && current.moves.length > 0) ask += `; dice left: ${state.dice.join(" ")}`;
    ask += ".";
    const onBar = state.bar[seat] ?? 0;
    if (onBar > 0) ask += onBar === 1 ? " Enter your checker from the bar first." : ` Enter your ${checkers(onBar)} from the bar first.`;
    return [...notes, ask].join(" ");
  },
  progress: (game) => `turn ${Math.max(1, readLog(game.events().map((e) => e.event)).turns.length)}`,
  endSentence: (game, outcome) => describeBackgammonEnd(outcome, game.players),
  endDetail(game, outcome, you) {
    const said = verdict(outcome, you);
    const loser = outcome.results.find((r) => r.outcome === "LOSS");
    const off = loser?.metrics?.borneOff ?? 0;
    const left = loser ? ` ${colour(game.players, loser.player)} bore off ${off} of ${CHECKERS}.` : "";
    return `${said} ${pointsText(outcome, game.view(you || null).state)}.${left}`;
  },
  metrics: [],
  history: {
    title: "Moves",
    narrator: retold((events, game) => moveLines(events, game.players, startingCube(game))),
    steps: true,
    viewing(past) {
      // The past game's last step, as the move list says it: a turn as far as it went then (its
      // roll alone: that player to play it), or the cube's action or an offer.
      const record = readLog(past.events().map((e) => e.event), startingCube(past));
      const item = record.items.at(-1);
      if (!item) return "Viewing the opening";
      if (!("turn" in item)) return `Viewing: ${saidLine(item, past.players)}`;
      const turn = record.turns[item.turn];
      if (!turn) return "Viewing the opening";
      if (turn.moves.length === 0 && !turn.passed) {
        const opening = item.turn === 0 && record.opening.length > 0 ? "the opening: " : "";
        return `Viewing ${opening}${colour(past.players, turn.player)} to play ${rollText(turn.dice)}`;
      }
      return `Viewing the position after ${turnLine(turn, past.players)}`;
    },
  },
  // GNU Backgammon's match text: during the game (whole turns) and at the end.
  exportText: { label: "match", extension: "mat", text: (game) => game.matchText() },
};

const table = new BackgammonTable();

export const page = playable<BackgammonGame, BackgammonConfig, BackgammonAction, BackgammonEvent>({
  init,
  setup: {
    intro: "Backgammon against the bot, a money game: hitting, the bar, bearing off, gammons and backgammons, " +
      "and the doubling cube if you like. The game rolls the dice. Click one of your checkers, then one of the " +
      "highlighted points (or the tray, to bear off), or drag it; each checker move can be taken back until the " +
      "last one of your turn, which passes the dice and asks you to confirm. Or load a GNU Backgammon match " +
      "file (below) to look through it or play it on.",
    fields: [{
      name: "side",
      legend: "Your checkers (the opening roll decides who starts)",
      choices: [{ value: "0", label: "White" }, { value: "1", label: "Black" }, { value: "random", label: "Either, at random" }],
    }, {
      name: "cube",
      legend: "Doubling cube",
      choices: [
        { value: "on", label: "On: a money game with the Jacoby rule (gammons count once the cube has been turned)" },
        { value: "off", label: "Off: every game for 1, 2 or 3 points" },
      ],
      hint: "With the cube, before rolling you may double the stakes; the other player takes (and owns the cube) or drops (and loses what was at stake).",
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
  create: (settings, seed) => new BackgammonGame({ seed, cube: settings.options.cube !== "off" }),
  load: (save) => BackgammonGame.load(save),
  // One money game from a match file, replayed with its dice; the engine's message names a bad line.
  importText: (text) => BackgammonGame.fromMatchText(text),
  board: table,
  words,
  stepMs: 300,
  takeBack: true,
  // An offer, as in GNU Backgammon: for a single game, a gammon or a backgammon, times the cube;
  // the bot accepts or declines it (then the turn goes on as it was).
  resign: {
    action: { type: "RESIGN" },
    label: "Offer to resign",
    confirm: "Offer to resign? Choose what you give up; the bot accepts your offer or declines it, and then the game goes on.",
    choices(game, you) {
      const value = game.view(you || null).state.cube?.value ?? 1;
      return ([1, 2, 3] as const).map((k) => {
        const kind = RESIGN_KINDS[k] ?? "";
        const times = value > 1 ? ` (${k} × the cube at ${value})` : "";
        return { label: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}: ${points(k * value)}${times}`, action: { type: "RESIGN", points: k } };
      });
    },
    // On your turn, when no offer waits for your answer (a double: take or drop it first).
    allowed: (game, you) => game.currentPlayer === you && !game.view(you || null).state.offer,
  },
  // Before your roll (Roll or Double), the bot's turn since your last action rolled its dice:
  // the engine cannot take that back.
  whyNotBack: (game, you) => game.currentPlayer === you && has(game.legalActions(you), "ROLL") ? "the bot's dice were rolled since your last move" : null,
  needsConfirm: (game, action) => table.needsConfirm(game, action),
  auto: (game, you, legal) => table.auto(game, you, legal),
});
