// A game's file (chess's PGN): offered at the end to copy or download, and read back by the
// setup's Load (pasted or from a file). The game's page writes and reads the text; no format here.
import { $ } from "./dom.js";
import { errorText } from "./errors.js";

export interface Exporter<G> {
  label: string;
  extension: string;
  text(game: G): string;
}

/** Fills the end box's export line for `game`, or hides it. */
export function offerExport<G>(exporter: Exporter<G> | undefined, game: G | null, name: string): void {
  const box = $("end-export");
  box.hidden = !exporter || !game;
  if (!exporter || !game) return;
  $("export-copy").textContent = `Copy ${exporter.label}`;
  $("export-download").textContent = `Download ${exporter.label}`;
  const text = (): string | null => {
    try {
      return exporter.text(game);
    } catch (e) {
      $("export-note").textContent = `The ${exporter.label} could not be written (${errorText(e)}).`;
      return null;
    }
  };
  $("export-note").textContent = "";
  $("export-copy").onclick = () => {
    const value = text();
    if (value === null) return;
    navigator.clipboard.writeText(value).then(() => ($("export-note").textContent = "Copied."),
      (e: unknown) => ($("export-note").textContent = `Could not copy (${errorText(e)}).`));
  };
  $("export-download").onclick = () => {
    const value = text();
    if (value === null) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([value], { type: "text/plain" }));
    link.download = `${name}.${exporter.extension}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
}

/** Shows the setup's Load (titled with the format) and calls `load` with the text chosen. */
export function offerImport(label: string | null, load: (text: string) => void): void {
  $("load").hidden = label === null;
  if (label === null) return;
  $("load-title").textContent = `Load a game (${label})`;
  $<HTMLInputElement>("load-file").addEventListener("change", async (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) $<HTMLTextAreaElement>("load-text").value = await file.text();
  });
  $("load-start").addEventListener("click", () => {
    const text = $<HTMLTextAreaElement>("load-text").value.trim();
    if (text) load(text);
  });
}
