// A question the player answers before something that cannot be taken back (resigning): a small
// modal dialog of the frame's, Escape or "Keep playing" saying no. It may offer a choice among
// several answers (backgammon's resignation for one, two or three times the cube), the first
// chosen by default.
import { $, el } from "./dom.js";

/** Asks `question`; resolves to the index among `choices` (0 when there are none) if the player
 * chose `yes` (the confirming button's label), else null. */
export function choose(question: string, yes: string, choices: string[] = []): Promise<number | null> {
  const dialog = $<HTMLDialogElement>("ask");
  $("ask-text").textContent = question;
  $("ask-yes").textContent = yes;
  const box = $("ask-choices");
  box.replaceChildren(...choices.map((text, i) => {
    const input = el("input");
    input.type = "radio";
    input.name = "ask-choice";
    input.value = String(i);
    input.checked = i === 0;
    const label = el("label");
    label.append(input, ` ${text}`);
    return label;
  }));
  box.hidden = choices.length === 0;
  dialog.returnValue = "";
  dialog.showModal();
  $("ask-no").focus();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      if (dialog.returnValue !== "yes") return resolve(null);
      const picked = box.querySelector<HTMLInputElement>("input:checked");
      resolve(picked ? Number(picked.value) : 0);
    }, { once: true });
  });
}

/** Asks `question`; resolves true only if the player chose `yes` (the confirming button's label). */
export async function ask(question: string, yes: string): Promise<boolean> {
  return (await choose(question, yes)) !== null;
}
