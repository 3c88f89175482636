// Small helpers for the pages: elements by id, new elements, error text, pauses, times, seeds and
// levels. No rules.
import { isArbiterError } from "../../../pkg/arbiter.js";
import type { Level } from "../../../pkg/arbiter.js";

/** The element with this id (the page's frame is fixed: a missing one is a bug, said so). */
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

/** A button that does `onClick`. */
export function button(text: string, onClick: () => void, className = ""): HTMLButtonElement {
  const b = el("button", className, text);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

/** "ILLEGAL_ACTION: …" for the engine's errors, the text of anything else. */
export function errorText(e: unknown): string {
  return isArbiterError(e) ? `${e.code}: ${e.message}` : e instanceof Error ? e.message : String(e);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A fresh random seed. */
export function randomSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");
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
