// A question the player answers before something that cannot be taken back (resigning): a small
// modal dialog of the frame's, Escape or "Keep playing" saying no.
import { $ } from "./dom.js";

/** Asks `question`; resolves true only if the player chose `yes` (the confirming button's label). */
export function ask(question: string, yes: string): Promise<boolean> {
  const dialog = $<HTMLDialogElement>("ask");
  $("ask-text").textContent = question;
  $("ask-yes").textContent = yes;
  dialog.returnValue = "";
  dialog.showModal();
  $("ask-no").focus();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
  });
}
