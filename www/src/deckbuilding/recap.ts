// The opponents' last turns, one short line each ("Bot 1: played Smithy, Silver ×2; bought
// Gold"), read from your events only (`events(since, you)`), a few at a time as the game goes.
import type { Card, DeckBuildingEvent, DeckBuildingGame, LogEntry } from "arbiter-rules/deckbuilding";
import { cardName } from "./cards.js";
import { HUMAN, playerName } from "./describe.js";

/** One player's turn as the others saw it. */
export interface TurnRecap {
  player: string;
  round: number;
  played: Card[];
  bought: Card[];
  gained: Card[];
  trashed: Card[];
}

/** "Silver ×2, Gold" (in the order first seen). */
export function tally(cards: Card[]): string {
  const counts = new Map<Card, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n === 1 ? cardName(c) : `${cardName(c)} ×${n}`)).join(", ");
}

/** "Bot 1: played Smithy, Silver ×2; bought Gold". */
export function recapLine(r: TurnRecap): string {
  const parts = [r.played.length ? `played ${tally(r.played)}` : "played nothing", r.bought.length ? `bought ${tally(r.bought)}` : "bought nothing"];
  if (r.gained.length) parts.push(`gained ${tally(r.gained)}`);
  if (r.trashed.length) parts.push(`trashed ${tally(r.trashed)}`);
  return `${playerName(r.player)}: ${parts.join("; ")}`;
}

/** Follows the log (your events) and keeps each opponent's latest turn. */
export class Recaps {
  private next = 0;
  private readonly latest = new Map<string, TurnRecap>();
  private current: TurnRecap | null = null;

  reset(): void {
    this.next = 0;
    this.latest.clear();
    this.current = null;
  }

  /** Reads the events not read yet; the latest turn of each opponent, in seating order. */
  update(game: DeckBuildingGame, players: string[]): TurnRecap[] {
    const entries: LogEntry<DeckBuildingEvent>[] = game.events(this.next, HUMAN);
    const view = entries.length ? game.view(HUMAN).state : null;
    let lastBuy = -2;
    for (const { seq, event: e } of entries) {
      this.next = seq + 1;
      if (e.type === "TurnStarted") {
        this.current = e.player === HUMAN ? null : { player: e.player, round: e.turn, played: [], bought: [], gained: [], trashed: [] };
        if (this.current) this.latest.set(e.player, this.current);
        continue;
      }
      const r = this.current;
      if (!r || !("player" in e) || e.player !== r.player) continue;
      if (e.type === "PlayCard") r.played.push(view?.cards[e.card]?.card ?? "copper");
      else if (e.type === "BuyCard") {
        r.bought.push(e.pile);
        lastBuy = seq;
      } else if (e.type === "GainCard" && seq !== lastBuy + 1) r.gained.push(e.pile);
      else if (e.type === "TrashCard") r.trashed.push(view?.cards[e.card]?.card ?? "copper");
    }
    return players.filter((p) => p !== HUMAN).flatMap((p) => this.latest.get(p) ?? []);
  }
}
