// The history panel (the move list, the event log): the game's narrator tells each action's
// events as lines, appended as they come; a line whose text the narrator changed later (a move
// pair, a turn that grows) is redrawn. After a take-back the whole log is told again, one action
// at a time, so that every line knows the action it stands after (`LogLine.at`): a click on such
// a line asks to look at the game as it was then.
import type { LogEntry } from "arbiter-rules";
import { $, el } from "./dom.js";
import type { LogLine, Narrator } from "./types.js";

interface Shown {
  line: LogLine;
  item: HTMLLIElement;
  text: string;
}

export class History<G, Event> {
  private shown: Shown[] = [];
  private narrator: Narrator<G, Event>;
  private steps = false;
  /** Called with a line's action count when the line is clicked. */
  onPick: (at: number) => void = () => {};

  constructor(private readonly make: () => Narrator<G, Event>, title: string, numbered: boolean) {
    this.narrator = make();
    $("history-title").textContent = title;
    $("log-list").classList.toggle("unnumbered", !numbered);
  }

  /** Starts over with `game`'s whole log: told at once after `bounds` actions, or action by
   * action when `bounds[k]` is the log's length after k actions. */
  reset(game: G, entries: LogEntry<Event>[], bounds: number[] | number): void {
    this.narrator = this.make();
    this.shown = [];
    $("log-list").replaceChildren();
    if (typeof bounds === "number") return this.append(game, entries, bounds);
    // k = 0: the events of the setup (backgammon's opening roll), before any action.
    bounds.forEach((to, k) => {
      const from = bounds[k - 1] ?? 0;
      const told = entries.filter((e) => e.seq >= from && e.seq < to);
      if (k === 0 || told.length > 0) this.append(game, told, k);
    });
  }

  /** Adds the lines of `entries` (the events of the game's `actions`-th action) and redraws the
   * lines that changed: a line added or changed stands after that action unless its narrator
   * said otherwise. */
  append(game: G, entries: LogEntry<Event>[], actions: number): void {
    const list = $("log-list");
    for (const line of this.narrator.lines(game, entries, actions)) {
      const item = el("li", line.className ?? "");
      for (const [k, v] of Object.entries(line.data ?? {})) item.dataset[k] = v;
      line.at ??= actions;
      const pick = (): void => {
        if (line.at !== undefined) this.onPick(line.at);
      };
      item.addEventListener("click", pick);
      if (this.steps) {
        item.tabIndex = 0; // reachable with Tab, picked with Enter, as a button would be
        item.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            pick();
          }
        });
      }
      list.append(item);
      this.shown.push({ line, item, text: "" });
    }
    for (const shown of this.shown) {
      if (shown.text !== shown.line.text) {
        shown.item.textContent = shown.line.text;
        shown.text = shown.line.text;
      }
      if (shown.line.at !== undefined) shown.item.dataset.at = String(shown.line.at);
    }
    $("log-count").textContent = String(this.shown.length);
    list.scrollTop = list.scrollHeight;
  }

  /** Marks the line that holds the position after `at` actions (null: the live game). */
  mark(at: number | null): void {
    const line = at === null ? undefined : this.shown.find((s) => (s.line.at ?? -1) >= at);
    for (const s of this.shown) s.item.classList.toggle("viewed", s === line);
    $("log-list").classList.toggle("stepping", at !== null);
    line?.item.scrollIntoView({ block: "nearest" });
  }

  /** Whether lines can be clicked to look back (the narrator tells action by action). */
  steppable(on: boolean): void {
    this.steps = on;
    $("log-list").classList.toggle("steppable", on);
    $("history-hint").hidden = !on;
  }
}

/** A narrator for a game whose history is cheap to tell again from its events (the classic
 * games' move lists): each call tells all the events it has been given so far, changes the
 * lines already shown (a changed line now stands after this action) and adds the rest. */
export function retold<G, Event>(tell: (events: Event[], game: G) => string[]): () => Narrator<G, Event> {
  return () => {
    const lines: LogLine[] = [];
    const events: Event[] = [];
    return {
      lines(game, entries, actions) {
        events.push(...entries.map((e) => e.event));
        const texts = tell(events, game);
        texts.forEach((text, i) => {
          const line = lines[i];
          if (line && line.text !== text) {
            line.text = text;
            line.at = actions;
          }
        });
        const added = texts.slice(lines.length).map((text) => ({ text, at: actions }));
        lines.push(...added);
        return added;
      },
    };
  };
}
