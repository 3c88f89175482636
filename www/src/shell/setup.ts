// The setup screen from a game's spec: its own fields (radio groups), the bots' strength with what
// each level costs on this device, and a seed for the games that deal or roll. `?seed=` fills the
// seed in (the same deal, dice and bot replies), and is used by games without a seed field too.
import type { Level } from "arbiter-rules";
import type { BotClient } from "../bot/client.js";
import { $, el, formatMs, randomSeed } from "./dom.js";
import { errorText } from "./errors.js";
import { LEVEL_NAMES, toLevel } from "./levels.js";
import type { Settings, SetupField, SetupSpec } from "./types.js";

const LEVELS = Object.entries(LEVEL_NAMES) as [Level, string][];

function radio(name: string, value: string, checked: boolean, label: string, note?: HTMLElement): HTMLLabelElement {
  const input = el("input");
  input.type = "radio";
  input.name = name;
  input.value = value;
  input.checked = checked;
  const node = el("label");
  node.append(input, ` ${label}`);
  if (note) node.append(" ", note);
  return node;
}

function fieldset(field: SetupField): HTMLFieldSetElement {
  const box = el("fieldset");
  box.dataset.field = field.name;
  box.append(el("legend", "", field.legend));
  const checked = field.choices.some((c) => c.value === field.checked) ? field.checked : field.choices[0]?.value;
  for (const c of field.choices) box.append(radio(field.name, c.value, c.value === checked, typeof c.label === "function" ? c.label() : c.label));
  if (field.hint) box.append(el("p", "hint", field.hint));
  return box;
}

/** Fills the setup screen from `spec`. */
export function buildSetup(spec: SetupSpec): void {
  $("setup-intro").textContent = spec.intro;
  $("setup-fields").replaceChildren(...spec.fields.map(fieldset));
  $("levels-legend").textContent = spec.levels.legend;
  $("level-choices").replaceChildren(...LEVELS.map(([level, name]) => {
    const note = el("span", "level-note", spec.levels.notes[level]);
    note.dataset.level = level;
    return radio("difficulty", level, level === "normal", name, note);
  }));
  if (spec.levels.hint) $("levels").append(el("p", "hint", spec.levels.hint));
  $("seed-field").hidden = !spec.seeded;
  $<HTMLInputElement>("seed").value = new URLSearchParams(location.search).get("seed") ?? "";
}

/** The settings and seed the form gives. */
export function readSetup(spec: SetupSpec): { settings: Settings; seed: string } {
  const form = new FormData($<HTMLFormElement>("setup-form"));
  const options: Record<string, string> = {};
  for (const [key, value] of form) if (key !== "difficulty" && key !== "seed") options[key] = String(value);
  const side = options.side ?? "0";
  const seats = spec.seats?.(options) ?? 2;
  const seat = side === "random" ? (crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) % seats
    : side === "last" ? seats - 1 : Math.min(seats - 1, Number(side) || 0);
  const typed = String(form.get("seed") ?? "").trim();
  const seed = typed || (new URLSearchParams(location.search).get("seed") ?? randomSeed());
  return { settings: { seat, level: toLevel(form.get("difficulty")), options }, seed };
}

/** Fills each level's note with what a decision at that level costs on this device, after its
 * own text (the level's budget), and says where it was measured. */
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
