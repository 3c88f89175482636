// End of Turn Resolution, shown from its events: each effect floats its number over its target,
// one at a time; then the health bars move to their new values.
import type { LogEntry, ShipsEvent } from "../../../pkg/arbiter.js";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

function highlight(shipId: string, ms: number): void {
  const card = document.querySelector<HTMLElement>(`.ship[data-ship="${CSS.escape(shipId)}"]`);
  if (!card) return;
  card.classList.add("firing");
  setTimeout(() => card.classList.remove("firing"), Math.max(ms, 1));
}

/** Plays the resolution part of `entries`; `step` is the delay per effect in ms (0: instant). */
export async function animateResolution(entries: LogEntry<ShipsEvent>[], step: number): Promise<void> {
  for (const { event } of entries) {
    switch (event.type) {
      case "EffectApplied":
        highlight(event.sourceShipId, step);
        float(event.targetPlayerId, event.effectType === "DAMAGE" ? `−${event.value}` : `+${event.value}`,
          event.effectType === "DAMAGE" ? "damage" : "heal", step);
        await wait(step);
        break;
      case "HealthChanged": {
        const meter = panel(event.player)?.querySelector<HTMLElement>(".health");
        const bar = meter?.querySelector<HTMLElement>(".bar");
        const max = Number(meter?.getAttribute("aria-valuemax") ?? 35);
        if (meter && bar) {
          bar.style.width = `${(100 * event.to) / max}%`;
          bar.classList.toggle("low", event.to <= max / 4);
          meter.setAttribute("aria-valuenow", String(event.to));
          const value = meter.querySelector(".value");
          if (value) value.textContent = `${event.to} / ${max}`;
        }
        break;
      }
      case "PlayerDefeated":
        panel(event.player)?.classList.add("defeated");
        break;
      case "ResolutionCompleted":
        await wait(step * 2); // let the bars finish moving
        return;
      default:
        break;
    }
  }
}
