// Words for the deck-building page: player names, the log (events grouped into lines, never
// naming a card another player drew or discarded in cleanup, never showing a shuffle's order),
// what a choice asks for, and the end screen.
import type {
  Card, CardChoice, DeckBuildingEvent, DeckBuildingView, EndReason, GameOutcome, HiddenCard, LogEntry, TurnPhase, PlayerZone,
} from "arbiter-rules/deckbuilding";
import type { LogLine as ShownLine } from "../shell/types.js";
import { cardDef, cardName, countedList } from "./cards.js";

export const HUMAN = "you";

/** "You", "Bot 1"... from the ids the page uses ("you", "bot-1"...). */
export function playerName(id: string): string {
  if (id === HUMAN) return "You";
  const bot = /^bot-(\d+)$/.exec(id);
  return bot ? `Bot ${bot[1]}` : id;
}

/** "your", "Bot 1's". */
export const possessive = (id: string): string => (id === HUMAN ? "your" : `${playerName(id)}'s`);

export const PHASE_WORDS: Record<TurnPhase, string> = { ACTION: "action phase", BUY: "buy phase", CLEANUP: "cleanup" };

/** One line of the log, with the type of the event that starts it (for tests and styling). */
export interface LogLine extends ShownLine {
  type: DeckBuildingEvent["type"];
  turn: number;
  seq: number;
}

/** A run of like events told on one line ("You drew 3 Coppers and an Estate."). */
interface Run { key: string; cards: Card[]; line: LogLine; render: (cards: Card[]) => string }
/** The last card (or run of treasures) played: its line gathers the `+` amounts that follow. */
interface Played { line: LogLine; who: string; cards: Card[]; treasures: boolean; coins: number; plus: string[] }

/**
 * Tells the log in order, one action's events at a time. It keeps the phase (cleanup discards go
 * unnamed) and the last line it may still add to: a choice made later can add to the line of
 * the card that asked (Moneylender's +3 coins), so the caller refreshes its last few lines.
 */
export class Narrator {
  private phase: TurnPhase = "ACTION";
  private run: Run | null = null;
  private played: Played | null = null;
  private last: LogLine | null = null;
  /** Whether the player whose turn it is bought anything yet. */
  private bought = false;

  /** The new lines for `entries` (one action's events, or the whole log on resume). */
  lines(view: DeckBuildingView, entries: LogEntry<DeckBuildingEvent>[]): LogLine[] {
    const out: LogLine[] = [];
    let run = this.run;
    let played = this.played;
    const lastLine = () => out.at(-1) ?? this.last;
    // A hidden card (another player's draw) is never named: its run only counts it.
    const card = (id: number | HiddenCard<PlayerZone>): Card => (typeof id === "number" ? view.cards[id]?.card : undefined) ?? "copper";
    const push = (seq: number, turn: number, type: DeckBuildingEvent["type"], text: string): LogLine => {
      const line = { text, type, turn, seq, className: type === "TurnStarted" ? "round" : "", data: { seq: String(seq), type } };
      out.push(line);
      run = null;
      return line;
    };
    /** Adds a card to the run `key`, or starts it. */
    const group = (seq: number, turn: number, type: DeckBuildingEvent["type"], key: string, c: Card, render: (cards: Card[]) => string) => {
      if (run?.key === key) {
        run.cards.push(c);
        run.line.text = run.render(run.cards);
        return;
      }
      const line = push(seq, turn, type, render([c]));
      run = { key, cards: [c], line, render };
    };
    const retell = () => {
      if (!played) return;
      const plus = played.coins > 0 ? [...played.plus, `+${played.coins} coin${played.coins === 1 ? "" : "s"}`] : played.plus;
      played.line.text = `${played.who} played ${countedList(played.cards)}${plus.length ? ` (${plus.join(", ")})` : ""}.`;
    };
    for (const { seq, turn, event: e } of entries) {
      switch (e.type) {
        case "TurnStarted":
          played = null;
          this.bought = false;
          push(seq, turn, e.type, `Round ${e.turn}: ${possessive(e.player)} turn`);
          break;
        case "PhaseStarted":
          this.phase = e.phase;
          run = null;
          if (e.phase === "CLEANUP" && !this.bought) push(seq, turn, e.type, `${playerName(e.player)} bought nothing.`);
          break;
        case "ShuffleDeck":
          push(seq, turn, e.type, `${playerName(e.player)} shuffled ${e.player === HUMAN ? "your" : "their"} discard pile into a new deck.`);
          break;
        case "DrawCard": {
          const who = playerName(e.player);
          if (e.player === HUMAN) group(seq, turn, e.type, `draw:${e.player}`, card(e.card), (cs) => `You drew ${countedList(cs)}.`);
          else group(seq, turn, e.type, `draw:${e.player}`, card(e.card), (cs) => `${who} drew ${cs.length === 1 ? "a card" : `${cs.length} cards`}.`);
          break;
        }
        case "PlayCard": {
          const c = card(e.card);
          const who = playerName(e.player);
          const treasure = cardDef(c).types.includes("TREASURE");
          // Treasures played one after the other share a line (PLAY_ALL_TREASURES).
          if (treasure && played?.treasures && played.who === who && played.line === lastLine()) played.cards.push(c);
          else played = { line: push(seq, turn, e.type, ""), who, cards: [c], treasures: treasure, coins: 0, plus: [] };
          retell();
          break;
        }
        case "CoinsAdded":
          if (played) played.coins += e.amount;
          retell();
          break;
        case "ActionsAdded":
          played?.plus.push(`+${e.amount} action${e.amount === 1 ? "" : "s"}`);
          retell();
          break;
        case "BuysAdded":
          played?.plus.push(`+${e.amount} buy${e.amount === 1 ? "" : "s"}`);
          retell();
          break;
        case "BuyCard":
          this.bought = true;
          push(seq, turn, e.type, `${playerName(e.player)} bought ${countedList([e.pile])} for ${e.cost}.`);
          break;
        case "GainCard": {
          // A buy's gain was said with the buy.
          if (lastLine()?.type === "BuyCard" && lastLine()?.seq === seq - 1) break;
          push(seq, turn, e.type, `${playerName(e.player)} gained ${countedList([e.pile])}${e.to === "HAND" ? ` to ${e.player === HUMAN ? "your" : "their"} hand` : ""}.`);
          break;
        }
        case "TrashCard":
          group(seq, turn, e.type, `trash:${e.player}`, card(e.card), (cs) => `${playerName(e.player)} trashed ${countedList(cs)}.`);
          break;
        case "DiscardCard":
          // Cleanup discards are not shown to the other players; a card's discards are.
          if (this.phase === "CLEANUP") break;
          group(seq, turn, e.type, `discard:${e.player}`, card(e.card), (cs) => `${playerName(e.player)} discarded ${countedList(cs)}.`);
          break;
        case "RevealCard":
          push(seq, turn, e.type, `${playerName(e.player)} revealed ${countedList([card(e.card)])} and ${e.player === HUMAN ? "are" : "is"} unaffected.`);
          break;
        case "ChoiceStarted":
        case "ChoiceMade":
        case "ScoresComputed":
          break;
        case "GameEnded":
          push(seq, turn, e.type, `The game is over: ${reasonWords(e.outcome.reason)}.`);
          break;
      }
    }
    this.run = run;
    this.played = played;
    this.last = lastLine();
    return out;
  }
}

export function reasonWords(reason: string): string {
  if (reason === "SUPPLY_DEPLETED") return "supply depleted";
  if (reason === "TURN_LIMIT") return "turn limit reached";
  return reason.toLowerCase().replace(/_/g, " ");
}

/** What a choice asks the player (the page's player), as an instruction: "Chapel: trash up to 4
 * cards from your hand". `attacker`: whose attack it answers. */
export function choiceWords(choice: CardChoice, attacker = ""): string {
  const ask = choice.ask;
  const by = cardName(choice.card);
  if (ask.kind === "PILE") {
    const what = ask.only === "TREASURE" ? "a Treasure" : "a card";
    return `${by}: gain ${what} costing up to ${ask.maxCost}${ask.to === "HAND" ? " to your hand" : ""}`;
  }
  const { min, max, purpose } = ask;
  const noun = ask.only === "COPPER" ? "Copper" : ask.only === "TREASURE" ? "Treasure" : ask.only === "REACTION" ? "Reaction" : "card";
  const count = min === max ? `${min} ${noun}${min === 1 ? "" : "s"}` : min === 0 && max === 1 ? `a ${noun}` : min === 0 ? `up to ${max} ${noun}s` : `${min} to ${max} ${noun}s`;
  const verb = purpose === "DISCARD" ? "discard" : purpose === "TRASH" ? "trash" : "reveal";
  switch (choice.card) {
    case "cellar": return `Cellar: discard any number of cards (0 to ${max}), then draw as many`;
    case "chapel": return `Chapel: trash up to ${max} card${max === 1 ? "" : "s"} from your hand`;
    case "remodel": return "Remodel: trash a card from your hand, then gain a card costing up to 2 more";
    case "moneylender": return "Moneylender: you may trash a Copper for +3 coins";
    case "mine": return "Mine: you may trash a Treasure, then gain a Treasure costing up to 3 more to your hand";
    case "militia": {
      const by = attacker ? `${playerName(attacker)} played Militia` : "Militia attacks";
      return purpose === "REVEAL" ? `${by}: you may reveal a Moat to be unaffected` : `${by}: discard ${count} (down to 3)`;
    }
    default: {
      const may = min === 0 ? "you may " : "";
      return `${by}: ${may}${verb} ${count}`;
    }
  }
}

/** "You win!", "Bot 2 wins!", "Draw between You and Bot 1!". */
export function endSentence(outcome: GameOutcome<EndReason>): string {
  if (outcome.type === "WIN") return outcome.winner === HUMAN ? "You win!" : `${playerName(outcome.winner)} wins!`;
  const first = outcome.results.filter((r) => r.rank === 1).map((r) => playerName(r.player));
  return `Draw between ${first.slice(0, -1).join(", ")} and ${first.at(-1) ?? ""}!`;
}
