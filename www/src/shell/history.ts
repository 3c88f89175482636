// The history panel (the move list, the event log): the game's narrator tells each action's
// events as lines, appended as they come; a line whose text the narrator changed later (a move
// pair, a turn that grows) is redrawn. After a take-back the whole log is told again.
import type { LogEntry } from "../../../pkg/arbiter.js";
import { $, el } from "./dom.js";
import type { LogLine, Narrator } from "./types.js";

export class History<G, Event> {
  private shown: { line: LogLine; item: HTMLLIElement; text: string }[] = [];
  private narrator: Narrator<G, Event>;

  constructor(private readonly make: () => Narrator<G, Event>, title: string, numbered: boolean) {
    this.narrator = make();
    $("history-title").textContent = title;
    $("log-list").classList.toggle("unnumbered", !numbered);
  }

  /** Starts over with `game`'s whole log. */
  reset(game: G, entries: LogEntry<Event>[]): void {
    this.narrator = this.make();
    this.shown = [];
    $("log-list").replaceChildren();
    this.append(game, entries);
  }

  /** Adds the lines of `entries` and redraws the lines that changed. */
  append(game: G, entries: LogEntry<Event>[]): void {
    const list = $("log-list");
    for (const line of this.narrator.lines(game, entries)) {
      const item = el("li", line.className ?? "");
      for (const [k, v] of Object.entries(line.data ?? {})) item.dataset[k] = v;
      list.append(item);
      this.shown.push({ line, item, text: "" });
    }
    for (const shown of this.shown) {
      if (shown.text !== shown.line.text) {
        shown.item.textContent = shown.line.text;
        shown.text = shown.line.text;
      }
    }
    $("log-count").textContent = String(this.shown.length);
    list.scrollTop = list.scrollHeight;
  }
}

/** A narrator for a game whose history is cheap to tell again from the whole game (the classic
 * games' move lists): each call tells it all, changes the lines already shown and adds the rest. */
export function retold<G, Event>(tell: (game: G) => string[]): () => Narrator<G, Event> {
  return () => {
    const lines: LogLine[] = [];
    return {
      lines(game) {
        const texts = tell(game);
        texts.forEach((text, i) => {
          const line = lines[i];
          if (line) line.text = text;
        });
        const added = texts.slice(lines.length).map((text) => ({ text }));
        lines.push(...added);
        return added;
      },
    };
  };
}
