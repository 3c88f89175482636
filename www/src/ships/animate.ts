// End of Turn Resolution, shown from its events: the effects are grouped by the fleet they come
// from and the fleet they land on, each group floats its total over its target while its ships
// light up, then the health bars move to their new values. However many effects there are, the
// whole animation takes at most about three seconds, and a click skips it.
import type { LogEntry, ShipsEvent } from "arbiter-rules/ships";

/** The most a resolution's animation lasts, in milliseconds (groups, then the bars). */
export const RESOLUTION_BUDGET_MS = 3000;

/** Waits that a click can cut short: once skipped, every wait ends at once. */
export class Skipper {
  private skipped = false;
  private wake = new Set<() => void>();

  skip(): void {
    this.skipped = true;
    for (const wake of this.wake) wake();
    this.wake.clear();
  }

  wait(ms: number): Promise<void> {
    if (this.skipped || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.add(done);
    });
  }

  get isSkipped(): boolean {
    return this.skipped;
  }
}

function panel(player: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.fleet[data-player="${CSS.escape(player)}"]`);
}

function float(player: string, text: string, kind: string, ms: number): void {
  const target = panel(player)?.querySelector(".floats");
  if (!target) return;
  const number = document.createElement("span");
  number.className = `float-number ${kind}`;
  number.textContent = text;
  number.style.animationDuration = `${Math.max(ms * 3, 1)}ms`;
  target.append(number);
  setTimeout(() => number.remove(), Math.max(ms * 3, 1));
}

function highlight(shipIds: Iterable<string>, ms: number): void {
  for (const shipId of shipIds) {
    const card = document.querySelector<HTMLElement>(`.ship[data-ship="${CSS.escape(shipId)}"]`);
    if (!card) continue;
    card.classList.add("firing");
    setTimeout(() => card.classList.remove("firing"), Math.max(ms, 1));
  }
}

/** The effects of one source fleet on one target fleet. */
interface Group {
  target: string;
  damage: number;
  heal: number;
  ships: Set<string>;
}

/** Groups the applied effects by (source player, target player), in order of first appearance. */
export function groupEffects(entries: LogEntry<ShipsEvent>[]): Group[] {
  const groups = new Map<string, Group>();
  for (const { event } of entries) {
    if (event.type !== "EffectApplied") continue;
    const key = `${event.sourcePlayerId}\u0000${event.targetPlayerId}`;
    let group = groups.get(key);
    if (!group) {
      group = { target: event.targetPlayerId, damage: 0, heal: 0, ships: new Set() };
      groups.set(key, group);
    }
    if (event.effectType === "DAMAGE") group.damage += event.value;
    else group.heal += event.value;
    group.ships.add(event.sourceShipId);
  }
  return [...groups.values()];
}

function showHealth(player: string, to: number): void {
  const meter = panel(player)?.querySelector<HTMLElement>(".health");
  const bar = meter?.querySelector<HTMLElement>(".bar");
  const max = Number(meter?.getAttribute("aria-valuemax") ?? 35);
  if (!meter || !bar) return;
  bar.style.width = `${(100 * to) / max}%`;
  bar.classList.toggle("low", to <= max / 4);
  meter.setAttribute("aria-valuenow", String(to));
  const value = meter.querySelector(".value");
  if (value) value.textContent = `${to} / ${max}`;
}

/**
 * Plays the resolution part of `entries`. `step` is the longest a group lasts in ms (0: instant);
 * with many groups each lasts less, so the whole stays within RESOLUTION_BUDGET_MS.
 */
export async function animateResolution(entries: LogEntry<ShipsEvent>[], step: number, skipper: Skipper): Promise<void> {
  const groups = groupEffects(entries);
  // Each group takes one step, and the bars two at the end.
  const ms = Math.min(step, Math.floor(RESOLUTION_BUDGET_MS / (groups.length + 2)));
  for (const group of groups) {
    if (skipper.isSkipped) break;
    highlight(group.ships, ms);
    if (group.damage > 0) float(group.target, `−${group.damage}`, "damage", ms);
    if (group.heal > 0) float(group.target, `+${group.heal}`, "heal", ms);
    await skipper.wait(ms);
  }
  for (const { event } of entries) {
    if (event.type === "HealthChanged") showHealth(event.player, event.to);
    if (event.type === "PlayerDefeated") panel(event.player)?.classList.add("defeated");
  }
  await skipper.wait(ms * 2); // let the bars finish moving
}
