// What an action did, shown on the duel's board after it is drawn: the status line says the
// plays, attacks and blocks in words, each card that moved slides from where it was to where it
// went (flight.ts), damage and life changes float over what they hit, and everything touched
// flashes. An action's animation lasts about a second at most, a click or a key skips it, and
// `?speed=0` shows none.
import type { DuelEvent, DuelView, LogEntry } from "arbiter-rules/duel";
import { el } from "../shell/dom.js";
import { describeEvent } from "./describe.js";
import { Skipper } from "../ships/animate.js";
import { type Snapshot, fly } from "./flight.js";

/** The events worth saying and pausing on (the rest is in the log). */
const TOLD = new Set(["LandPlayed", "SpellCast", "AbilityActivated", "DeclareAttacker", "DeclareBlocker", "DealDamage",
  "SpellCountered", "CombatDamageAssigned", "PlayerLost"]);


const nodes = (selector: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(selector)];
const ofCard = (id: string) => nodes(`[data-id="${CSS.escape(id)}"]`);
const ofLife = (player: string) => nodes(`[data-life="${CSS.escape(player)}"]`);

/** A number that floats up from `node` ("-3", "+2"). */
function float(node: HTMLElement, text: string, kind: string): void {
  const tag = el("span", `float ${kind}`, text);
  tag.setAttribute("aria-hidden", "true");
  node.append(tag);
  tag.addEventListener("animationend", () => tag.remove());
}

/** Each sentence once, a repeated one counted: "Your Raging Goblin attacks (×2)." */
function once(sentences: string[]): string[] {
  const counts = new Map<string, number>();
  for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => (n > 1 ? `${s.replace(/\.$/, "")} (×${n}).` : s));
}

/** Shows `entries` (drawn already; `before`: where the cards were drawn before); `say` puts the
 * words in the status line; `step` is the address's `?speed=` (null: the page's own pace). */
export async function animate(view: DuelView, entries: LogEntry<DuelEvent>[], before: Snapshot | null, step: number | null,
  say: (text: string) => void): Promise<void> {
  // Each a sentence: "The bot's Raging Goblin attacks."
  const told = entries.filter(({ event }) => TOLD.has(event.type)).map(({ event }) => describeEvent(view, event))
    .map((text) => text.charAt(0).toUpperCase() + text.slice(1));
  const ms = step === null ? 900 : Math.min(1000, step * 3);
  if (ms <= 0) return;
  for (const { event } of entries) {
    for (const key of ["card", "permanent", "spell", "source", "attacker", "blocker"] as const) {
      const v = (event as Record<string, unknown>)[key];
      if (typeof v === "string") ofCard(v).forEach((n) => n.classList.add("flash"));
    }
    if (event.type === "LandPlayed" || event.type === "SpellCast") ofCard(event.type === "LandPlayed" ? event.card : event.spell).forEach((n) => n.classList.add("arrive"));
    if (event.type === "MoveCardZone" && typeof event.card === "string" && event.to === "BATTLEFIELD") ofCard(event.newId ?? event.card).forEach((n) => n.classList.add("arrive"));
    if (event.type === "DealDamage") {
      const at = "player" in event.target ? ofLife(event.target.player) : "permanent" in event.target ? ofCard(event.target.permanent) : [];
      at.forEach((n) => float(n, `-${event.amount}`, "damage"));
    }
    if (event.type === "GainLife") ofLife(event.player).forEach((n) => float(n, `+${event.amount}`, "gain"));
    if (event.type === "LoseLife" || event.type === "PayLife") ofLife(event.player).forEach((n) => n.classList.add("flash"));
  }
  // The moves slide in 60% of the action's time, so that they end while its words still show.
  const flight = Math.round(ms * 0.6);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches; // the words and flashes only
  const flights = before && !still ? fly(view, entries, before, flight) : [];
  if (told.length === 0 && flights.length === 0) return;
  if (told.length > 0) say(`${once(told).join(" ")} (click to skip)`);
  const skipper = new Skipper();
  const skip = () => skipper.skip();
  document.addEventListener("pointerdown", skip, true);
  document.addEventListener("keydown", skip, true);
  try {
    await skipper.wait(told.length > 0 ? ms : flight);
  } finally {
    for (const a of flights) a.finish();
    document.removeEventListener("pointerdown", skip, true);
    document.removeEventListener("keydown", skip, true);
    if (told.length > 0) say("");
  }
}
