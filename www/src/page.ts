// Small helpers every game page uses: elements by id, new elements, error text, seeds, and the
// setup screen's think times per level. No rules.
import { isArbiterError } from "../../pkg/arbiter.js";
import type { Level } from "../../pkg/arbiter.js";
import type { BotClient } from "./bot/client.js";

/** The element with this id (the page's HTML is fixed: a missing one is a bug, said so). */
export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing from the page`);
  return node as T;
};

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** "ILLEGAL_ACTION: …" for the engine's errors, the text of anything else. */
export function errorText(e: unknown): string {
  return isArbiterError(e) ? `${e.code}: ${e.message}` : String(e);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** `?seed=` if the address gives one (the same deal, dice and bot replies), else a fresh one. */
export function gameSeed(): string {
  return new URLSearchParams(location.search).get("seed") ??
    Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");
}

/** Fills each `.level-note` (with `data-level`: easy, normal or hard) with what a decision at
 * that level costs on this device, after its own text (the level's budget), and `#level-times`
 * with where it was measured (`position`). */
export function showLevelTimes<S, A>(bot: BotClient<S, A>, position: string): void {
  const notes = [...document.querySelectorAll<HTMLElement>(".level-note")];
  const levels = notes.map((n) => toLevel(n.dataset.level));
  const budgets = notes.map((n) => n.textContent ?? "");
  bot.calibrate(levels).then((times) => {
    notes.forEach((note, i) => {
      const ms = times[i];
      if (ms !== undefined) note.textContent = `${budgets[i]}, about ${formatMs(ms)} a decision`;
    });
    $("level-times").textContent = `Times measured on this device, for one decision ${position}.`;
  }, (e: unknown) => {
    $("level-times").textContent = `Think times could not be measured (${errorText(e)}).`;
  });
}

/** A level from a form or a stored setting: "easy", "normal" or "hard"; a number is a budget of
 * iterations saved by an earlier version of the page (60 or less is Easy, 500 or less Normal,
 * more is Hard); anything else is Normal. */
export function toLevel(value: unknown): Level {
  if (value === "easy" || value === "normal" || value === "hard") return value;
  const n = Number(value);
  if (typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(n))) {
    return n <= 60 ? "easy" : n <= 500 ? "normal" : "hard";
  }
  return "normal";
}
