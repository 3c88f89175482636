// A game's file (chess's PGN): offered at the end to copy or download, during the game in the
// history panel's header (to analyse a game in progress elsewhere), and read back by the setup's
// Load (pasted or from a file). The game's page writes and reads the text; no format here.
import { $ } from "./dom.js";
import { errorText } from "./errors.js";

export interface Exporter<G> {
  label: string;
  extension: string;
  text(game: G): string;
}

/** Points the Copy and Download buttons `ids` at the text of the game `game()` gives then. */
function wire<G>(exporter: Exporter<G>, game: () => G | null, name: string, ids: { copy: string; download: string; note: string }): void {
  const say = (text: string): void => void ($(ids.note).textContent = text);
  const text = (): string | null => {
    const now = game();
    if (!now) return null;
    try {
      return exporter.text(now);
    } catch (e) {
      say(`The ${exporter.label} could not be written (${errorText(e)}).`);
      return null;
    }
  };
  say("");
  $(ids.copy).onclick = () => {
    const value = text();
    if (value === null) return;
    navigator.clipboard.writeText(value).then(() => {
      say("Copied.");
      setTimeout(() => $(ids.note).textContent === "Copied." && say(""), 4000);
    }, (e: unknown) => say(`Could not copy (${errorText(e)}).`));
  };
  $(ids.download).onclick = () => {
    const value = text();
    if (value === null) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([value], { type: "text/plain" }));
    link.download = `${name}.${exporter.extension}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
}

/** Fills the end box's export line for `game`, or hides it. */
export function offerExport<G>(exporter: Exporter<G> | undefined, game: G | null, name: string): void {
  const box = $("end-export");
  box.hidden = !exporter || !game;
  if (!exporter || !game) return;
  $("export-copy").textContent = `Copy ${exporter.label}`;
  $("export-download").textContent = `Download ${exporter.label}`;
  wire(exporter, () => game, name, { copy: "export-copy", download: "export-download", note: "export-note" });
}

/** Shows the history panel's Copy and Download of the game being played (`game()` when clicked),
 * or hides them for a game with no export. */
export function offerLiveExport<G>(exporter: Exporter<G> | undefined, game: () => G | null, name: string): void {
  $("history-export").hidden = !exporter;
  if (!exporter) return;
  $("history-copy").textContent = `Copy ${exporter.label}`;
  $("history-copy").title = `Copy the game so far as ${exporter.label}`;
  $("history-download").title = `Download the game so far as ${exporter.label}`;
  wire(exporter, game, name, { copy: "history-copy", download: "history-download", note: "history-export-note" });
}

/** Shows the setup's Load (titled with the format) and calls `load` with the text chosen. */
export function offerImport(label: string | null, load: (text: string) => void, extension?: string): void {
  $("load").hidden = label === null;
  if (label === null) return;
  $("load-title").textContent = `Load a game (${label})`;
  if (extension) $<HTMLInputElement>("load-file").accept = `.${extension},text/plain`;
  $<HTMLInputElement>("load-file").addEventListener("change", async (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) $<HTMLTextAreaElement>("load-text").value = await file.text();
  });
  $("load-start").addEventListener("click", () => {
    const text = $<HTMLTextAreaElement>("load-text").value.trim();
    if (text) load(text);
  });
}
