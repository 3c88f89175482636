// The page's frame, the same for every game: the bar (title, the game's own turn and phases, How
// to play, New game), the setup screen, the game (the end screen, the board's table, the side
// column with the turn panel and the history), the how-to-play dialog, and the footer. The ids
// are the page's contract with its tests.
import { $ } from "./dom.js";

const FRAME = `
<header class="bar">
  <a class="home" href="./" title="All games">arbiter</a>
  <h1 id="title"></h1>
  <div id="bar-info" class="bar-info"></div>
  <button id="how-to" type="button">How to play</button>
  <button id="new-game" type="button">New game</button>
</header>
<p id="fatal" class="fatal" role="alert" hidden></p>
<section id="setup" hidden>
  <h2>New game</h2>
  <p id="setup-intro"></p>
  <form id="setup-form">
    <div id="setup-fields"></div>
    <fieldset id="levels"><legend id="levels-legend"></legend><div id="level-choices"></div>
      <p id="level-times" class="hint">Measuring how long each level thinks on this device…</p></fieldset>
    <p id="seed-field" class="seed" hidden><label>Seed <input id="seed" name="seed" type="text" autocomplete="off"
      spellcheck="false" placeholder="random"></label> <span class="hint">The same seed gives the same shuffles and rolls.</span></p>
    <button id="start" type="submit" class="main">Start</button>
  </form>
  <details id="load" class="load" hidden><summary id="load-title">Load a game</summary>
    <p class="hint">Paste the game's text or choose its file: it opens at its end, with its players' names, to step through its moves; then you may play on from any of them against the bot, on the side you choose. The file sets the game (its board, its rules); the bot's level is the setting above.</p>
    <textarea id="load-text" rows="6" spellcheck="false"></textarea>
    <p><input id="load-file" type="file"> <button id="load-start" type="button" class="main">Load</button></p>
  </details>
  <p id="setup-notice" class="notice" role="status"></p>
</section>
<section id="game" hidden>
  <div id="end" class="end" hidden role="status">
    <button id="end-close" type="button" class="close" aria-label="Close, to see the board">×</button>
    <h2 id="end-sentence"></h2>
    <p id="end-detail"></p>
    <table id="ranking"></table>
    <p id="end-export" class="end-export" hidden><button id="export-copy" type="button">Copy</button>
      <button id="export-download" type="button">Download</button> <span id="export-note" class="hint" role="status"></span></p>
    <p class="buttons end-buttons"><button id="end-look" type="button">See the board</button>
      <button id="end-new" type="button" class="main">New game</button></p>
  </div>
  <div id="layout" class="layout">
    <div id="table" class="table"></div>
    <aside id="side" class="side-column">
      <div id="viewing" class="viewing" hidden role="status"><span id="viewing-text"></span>
        <span class="steps"><button id="viewing-prev" type="button" aria-label="One move back">‹</button><button id="viewing-next" type="button" aria-label="One move on">›</button></span>
        <button id="viewing-back" type="button" class="main">Back to the game</button>
        <span class="hint">← → step, Home the start, End the game</span></div>
      <div id="turn-panel" class="panel turn-panel">
        <p class="status"><span id="status-line" aria-live="polite"></span>
          <span id="thinking" hidden><span class="spinner" aria-hidden="true"></span> <span id="thinking-who">The bot</span> is thinking…</span></p>
        <p id="notice" class="notice" role="status"></p>
        <div id="prompt-slot" class="prompt-slot"></div>
        <div id="confirm-box" class="confirm-box" hidden><button id="confirm" type="button" class="main">Confirm</button><button id="cancel" type="button">Cancel</button></div>
        <div id="turn-buttons" class="buttons"><span id="controls" class="controls"></span><button id="take-back" type="button">Take back</button><button id="resign" type="button">Resign</button></div>
        <div id="review" class="review" hidden><p id="review-title" class="review-title">Play on from here against the bot</p>
          <p id="review-sides" class="buttons"></p><p id="review-hint" class="hint"></p></div>
        <p id="think-time" class="hint"></p>
      </div>
      <div id="history" class="panel history">
        <h3><span id="history-title">Moves</span> <span class="hint">(<span id="log-count">0</span>)</span>
          <span id="history-export" class="history-export" hidden><button id="history-copy" type="button">Copy</button><button
            id="history-download" type="button">Download</button></span></h3>
        <p id="history-export-note" class="hint history-export-note" role="status"></p>
        <p id="history-hint" class="hint" hidden>Click a move, or use the arrow keys, to look back.</p>
        <ol id="log-list"></ol>
      </div>
    </aside>
  </div>
</section>
<dialog id="ask" class="ask" aria-labelledby="ask-text">
  <form method="dialog"><p id="ask-text"></p><div id="ask-choices" class="ask-choices" hidden></div>
    <p class="buttons"><button id="ask-no" value="no" type="submit">Keep playing</button><button id="ask-yes" value="yes" type="submit" class="main">Yes</button></p></form>
</dialog>
<dialog id="guide" class="guide" aria-labelledby="guide-title">
  <form method="dialog" class="guide-head"><h2 id="guide-title">How to play</h2><button id="guide-close" class="close" aria-label="Close">×</button></form>
  <div id="guide-body"></div>
</dialog>
<footer><a href="./">All games</a> · <a href="./playground.html">Playground: tic-tac-toe and end-of-turn resolution by hand</a></footer>`;

/** The frame's elements the shell and the boards use. */
export interface Frame {
  root: HTMLElement;
  bar: HTMLElement;
  table: HTMLElement;
  side: HTMLElement;
  turnPanel: HTMLElement;
  prompt: HTMLElement;
  controls: HTMLElement;
  history: HTMLElement;
  /** Shows an error that stops the page (no such game, the engine did not load). */
  fatal(text: string): void;
}

/** Builds the frame into `root`. */
export function buildFrame(root: HTMLElement): Frame {
  root.insertAdjacentHTML("beforeend", FRAME);
  return {
    root,
    bar: $("bar-info"),
    table: $("table"),
    side: $("side"),
    turnPanel: $("turn-panel"),
    prompt: $("prompt-slot"),
    controls: $("controls"),
    history: $("history"),
    fatal(text) {
      const box = $("fatal");
      box.textContent = text;
      box.hidden = false;
      for (const id of ["setup", "game", "how-to", "new-game"]) $(id).hidden = true;
      document.body.dataset.status = "ERROR";
    },
  };
}
