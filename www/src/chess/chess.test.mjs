// The chess page in Debian's Chromium, played as a person would: a scripted mate (Fool's mate,
// from a saved game the page resumes, the mating move clicked) to the end screen, closed to step
// through the game; moves by click and by drag against the bot, a reload that resumes,
// take-back and resignation (asked first); a promotion that asks for the piece, over the board;
// castling onto the rook; the history stepped through by click and arrow keys; a1 dark, the
// board flipped (through a reload, not into the next game), the material lines, why a piece
// cannot move, play from the keyboard; PGN copied and loaded. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ARTIFACTS, engine, launch, newGame, openPage, serve, stop, moveLines, seededPage, waitForUs, resign } from "../../../tests/e2e/browser.mjs";

const { ChessGame } = await engine();

const PORT = 4201;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=chess&speed=0`;
const KEY = "arbiter.chess.v1";

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(PORT);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

/** A saved game after `moves` (UCI, both sides), with you in `seat`, as the page stores it. */
function stored(moves, seat, level = "easy") {
  const game = new ChessGame();
  for (const uci of moves) game.submit(game.currentPlayer, { type: "MOVE", uci });
  const save = game.save();
  game.free();
  return JSON.stringify({ settings: { seat, level, options: {} }, save });
}

/** A page whose saved game is `value` (set before the page's script runs). */
const resumePage = (value) => seededPage(browser, URL_BASE, KEY, value, { width: 1100, height: 900 });

const square = (name) => `#board [data-square="${name}"]`;
/** The piece on each of `names` ("" for none). */
const pieces = (page, names) => Promise.all(names.map(async (n) => (await page.getAttribute(square(n), "data-piece")) ?? ""));

test("a scripted mate: Fool's mate, resumed from a save, ends with Black winning by checkmate", async () => {
  const { context, page, errors } = await resumePage(stored(["f2f3", "e7e5", "g2g4"], 1));
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  assert.match(await page.textContent("#status-line"), /Your move \(Black\)/);
  // The board is seen from Black's side: h1 in the top-left corner.
  const first = await page.locator("#board .square").first().getAttribute("data-square");
  assert.equal(first, "h1");
  await page.click(square("d8"));
  assert.equal(await page.locator("#board .square.target").count() > 0, true, "the queen's squares are shown");
  await page.click(square("h4"));
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by checkmate");
  assert.equal(await page.textContent("#end-detail"), "You win. 2 moves.");
  assert.equal(await page.locator(`${square("e1")}.check`).count(), 1, "the mated king is shown in check");
  assert.equal(await page.$eval(square("e1"), (e) => getComputedStyle(e).backgroundColor), "rgb(181, 136, 99)",
    "the glow of check keeps the dark square's colour");
  assert.deepEqual(await page.locator("#log-list li").allTextContents(), ["f3  e5", "g4  Qh4#"]);
  assert.equal(await page.isDisabled("#resign"), true);
  assert.equal(await page.isVisible("#promotion"), false, "no promotion box unless one is asked");
  await page.screenshot({ path: `${ARTIFACTS}/chess-mate.png` });

  // The end box closes to a line, and the final position can be stepped through.
  await page.click("#end-look");
  assert.equal(await page.locator("#end.closed").count(), 1);
  // The closed end line above the board leaves both player lines in the window.
  const you = await page.locator("#you-line").boundingBox();
  assert.ok(you.y + you.height <= 900 && (await page.evaluate(() => scrollY)) === 0, "your line is in the window");
  assert.equal(await page.isVisible("#end-new"), true, "New game stays at hand");
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector("body[data-viewing='3']");
  assert.deepEqual(await pieces(page, ["h4", "d8", "g4"]), ["", "q", "P"]);
  assert.equal(await page.textContent("#viewing-text"), "Viewing 2. g4");
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");
  assert.deepEqual(await pieces(page, ["h4", "d8"]), ["q", ""]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: a move by click and one by drag, a reload that resumes, take-back, resignation", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  await page.click(square("e2"));
  await page.click(square("e4"));
  await waitForUs(page);
  assert.equal(await page.locator("#log-list li").count(), 1);
  assert.match(await page.textContent("#log-list li"), /^e4  \S+/);
  // While a piece is dragged its squares are shown; let go off them, nothing is played.
  const centre = async (name) => {
    const box = await page.locator(square(name)).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  await page.mouse.move(...await centre("g1"));
  await page.mouse.down();
  await page.mouse.move(...await centre("g4"), { steps: 4 });
  const shown = await page.locator("#board .target").evaluateAll((l) => l.map((x) => x.dataset.square));
  assert.ok(shown.includes("f3") && shown.includes("h3"), `the knight's squares are shown during the drag: ${shown}`);
  assert.equal(await page.locator(`${square("g1")}.dragging`).count(), 1, "the knight fades where it stood");
  await page.mouse.move(...await centre("d5"), { steps: 4 });
  await page.mouse.up();
  assert.equal(await page.locator("#log-list li").count(), 1, "a drop off the targets plays nothing");
  assert.equal(await page.locator("#board .target, #board .dragging").count(), 0);
  // A click that moves a little, let go on its own square, picks the piece up as a click does.
  const [x, y] = await centre("g1");
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y - 12, { steps: 4 });
  await page.mouse.up();
  assert.equal(await page.locator(`${square("g1")}.selected`).count(), 1, "the knight stays picked up");
  assert.equal(await page.locator(`${square("f3")}.target`).count(), 1);
  await page.click(square("g1"));
  assert.equal(await page.locator("#board .target").count(), 0, "a click puts it down");
  await page.dragAndDrop(square("g1"), square("f3"));
  await waitForUs(page);
  assert.match(await page.locator("#log-list li").nth(1).textContent(), /^Nf3  \S+/);
  const hash = await page.getAttribute("body", "data-hash");

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-hash"), hash, "the same game resumed");
  assert.match(await page.textContent("#notice"), /resumed/);

  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await page.locator("#log-list li").count(), 1, "Nf3 and the reply taken back");
  assert.equal(await page.getAttribute(square("g1"), "data-piece"), "N");

  // Resigning asks first: "Keep playing" keeps the game going.
  await page.click("#resign");
  await page.waitForSelector("#ask[open]");
  assert.match(await page.textContent("#ask-text"), /Resign/);
  await page.click("#ask-no");
  await page.waitForSelector("#ask", { state: "hidden" });
  assert.equal(await page.getAttribute("body", "data-status"), "ACTIVE");
  assert.equal(await page.getAttribute("body", "data-waiting"), "you");
  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.equal(await page.textContent("#end-detail"), "The bot wins. 1 move.");
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a promotion asks for the piece, and the knight is played", async () => {
  const moves = ["e2e4", "d7d5", "e4d5", "c7c6", "d5c6", "g8f6", "c6b7", "b8d7"];
  const { context, page, errors } = await resumePage(stored(moves, 0));
  await waitForUs(page);
  // The choice shows over the board, in sight at any window height; a click beside it, Cancel or
  // Escape puts the pawn back, and nothing is played.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.click(square("b7"));
  await page.click(square("a8"));
  await page.waitForSelector("#promotion:not([hidden])");
  const [over, board] = await Promise.all([page.locator("#promotion .promote >> nth=0").boundingBox(), page.locator("#board").boundingBox()]);
  assert.ok(over.y >= board.y && over.y + over.height <= board.y + board.height, "the choice is over the board");
  assert.ok(over.y + over.height <= 720, "the choice is in the window");
  await page.click("#promotion-cancel");
  assert.equal(await page.isVisible("#promotion"), false);
  await page.click(square("b7"));
  await page.click(square("a8"));
  await page.keyboard.press("Escape");
  assert.equal(await page.isVisible("#promotion"), false);
  await page.dragAndDrop(square("b7"), square("a8"));
  await page.waitForSelector("#promotion:not([hidden])");
  await page.mouse.click(board.x + 10, board.y + board.height - 10);
  assert.equal(await page.isVisible("#promotion"), false);
  assert.equal(await page.locator("#log-list li").count(), 4, "nothing played");
  assert.equal(await page.getAttribute(square("b7"), "data-piece"), "P");
  await page.click(square("b7"));
  await page.click(square("a8"));
  await page.waitForSelector("#promotion:not([hidden])");
  assert.deepEqual(await page.locator("#promotion .promote").evaluateAll((b) => b.map((x) => x.dataset.piece)).then((p) => p.sort()), ["b", "n", "q", "r"]);
  await page.click('#promotion .promote[data-piece="n"]');
  await waitForUs(page);
  assert.match(await page.locator("#log-list li").nth(4).textContent(), /^bxa8=N/);
  assert.equal(await page.getAttribute(square("a8"), "data-piece"), "N");
  await page.screenshot({ path: `${ARTIFACTS}/chess-promotion.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("castling: the king on its own rook's square castles, by click and by drag", async () => {
  const { context, page, errors } = await resumePage(stored(["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"], 0));
  await waitForUs(page);
  await page.click(square("e1"));
  assert.equal(await page.locator(`${square("h1")}.target`).count(), 1, "the rook's square is a target of the king");
  await page.click(square("h1"));
  await waitForUs(page);
  assert.match((await moveLines(page))[3], /^O-O  \S+/);
  assert.deepEqual(await pieces(page, ["g1", "f1", "h1"]), ["K", "R", ""]);
  await page.click("#take-back");
  await waitForUs(page);
  await page.dragAndDrop(square("e1"), square("h1"));
  await waitForUs(page);
  assert.match((await moveLines(page))[3], /^O-O  \S+/);
  // How to play says so, and how to put a promoting pawn back.
  await page.click("text=How to play");
  assert.match(await page.textContent("#guide-body"), /the king two squares, or onto its rook/);
  assert.match(await page.textContent("#guide-body"), /Cancel, Escape or a click beside the choice puts the pawn back/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the history: a click on a move and the arrow keys show earlier positions, read-only; the game plays on after", async () => {
  const { context, page, errors } = await resumePage(stored(["e2e4", "e7e5", "g1f3", "b8c6"], 0));
  await waitForUs(page);
  assert.deepEqual(await page.locator("#log-list li").evaluateAll((l) => l.map((x) => x.dataset.at)), ["2", "4"]);
  await page.click("#log-list li >> nth=0");
  await page.waitForSelector("body[data-viewing='2']");
  assert.equal(await page.isVisible("#viewing"), true);
  assert.equal(await page.textContent("#viewing-text"), "Viewing 1… e5");
  assert.deepEqual(await pieces(page, ["e4", "e5", "g1", "f3", "b8", "c6"]), ["P", "p", "N", "", "n", ""]);
  assert.equal(await page.locator("#log-list li.viewed").textContent(), "e4  e5");
  assert.equal(await page.locator("#board .movable").count(), 0, "nothing can be played on a past position");
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector("body[data-viewing='1']");
  assert.deepEqual(await pieces(page, ["e4", "e5", "e7"]), ["P", "", "p"]);
  await page.keyboard.press("Home");
  await page.waitForSelector("body[data-viewing='0']");
  assert.deepEqual(await pieces(page, ["e2", "e4"]), ["P", ""]);
  assert.equal(await page.textContent("#viewing-text"), "Viewing the start");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector("body[data-viewing='1']");
  await page.click("#viewing-next");
  await page.waitForSelector("body[data-viewing='2']");
  await page.click("#viewing-prev");
  await page.waitForSelector("body[data-viewing='1']");
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");
  assert.equal(await page.isVisible("#viewing"), false);
  assert.deepEqual(await pieces(page, ["f3", "c6"]), ["N", "n"]);
  await page.focus("#log-list li >> nth=0");
  await page.keyboard.press("Enter");
  await page.waitForSelector("body[data-viewing='2']");
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");

  // A click on the past board goes back to the game without picking a piece; so does the bar's button.
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector("body[data-viewing='3']");
  await page.click(square("d2"));
  await page.waitForSelector("body[data-viewing='']");
  assert.equal(await page.locator("#board .selected").count(), 0);
  await page.keyboard.press("ArrowLeft");
  await page.waitForSelector("body[data-viewing='3']");
  await page.click("#viewing-back");
  await page.waitForSelector("body[data-viewing='']");

  // The game plays on from the live position.
  await page.click(square("d2"));
  await page.click(square("d4"));
  await waitForUs(page);
  assert.match(await page.locator("#log-list li").nth(2).textContent(), /^d4  \S+/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game past its 100th move: the move list's numbers fit beside the moves", async () => {
  // A walk through legal moves, the same each run (the 7th, 14th... of each position's list).
  const game = new ChessGame();
  const moves = [];
  for (let i = 0; i < 200 && game.status === "ACTIVE"; i++) {
    const legal = game.legalActions(game.currentPlayer).filter((a) => a.type === "MOVE");
    moves.push(legal[(i * 7) % legal.length].uci);
    game.submit(game.currentPlayer, { type: "MOVE", uci: moves.at(-1) });
  }
  assert.equal(game.status, "ACTIVE");
  game.free();
  const { context, page, errors } = await resumePage(stored(moves, 0));
  await waitForUs(page);
  assert.equal(await page.locator("#log-list li").count(), 100);
  // The gutter left of the 100th line holds its number, "100.".
  const [gutter, number] = await page.locator("#log-list li >> nth=99").evaluate((li) => {
    const list = li.parentElement;
    const canvas = document.createElement("canvas").getContext("2d");
    canvas.font = getComputedStyle(li).font;
    return [li.getBoundingClientRect().left - list.getBoundingClientRect().left, canvas.measureText("100. ").width];
  });
  assert.ok(gutter >= number, `the number (${number} px) fits in the gutter (${gutter} px)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the board: a1 dark, flipped by a button, the pieces taken and who leads, a piece with no legal move", async () => {
  const { context, page, errors } = await resumePage(stored(["e2e4", "d7d5", "e4d5", "g8f6"], 0));
  await waitForUs(page);
  assert.match(await page.getAttribute(square("a1"), "class"), /\bdark\b/);
  assert.match(await page.getAttribute(square("h1"), "class"), /\blight\b/);
  assert.match(await page.getAttribute(square("d1"), "class"), /\blight\b/, "the queen on her colour");
  assert.equal(await page.locator("#board .square").first().getAttribute("data-square"), "a8");
  assert.equal(await page.getAttribute("#you-line .captured", "data-captured"), "p");
  assert.equal(await page.textContent("#you-line .lead"), "+1");
  assert.equal(await page.getAttribute("#opponent .captured", "data-captured"), "");
  assert.equal(await page.locator("#opponent .lead").count(), 0);
  assert.equal(await page.locator(`${square("f6")}.last`).count(), 1, "the last move is shown");
  await page.click(square("a1"));
  assert.match(await page.textContent("#notice"), /That piece has no legal move/);

  await page.click("#flip");
  assert.equal(await page.locator("#board .square").first().getAttribute("data-square"), "h1");
  assert.match(await page.textContent("#opponent"), /^You · White/, "your line follows your side, now at the top");
  // The board stays turned through a reload (it is saved with the game)...
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.locator("#board .square").first().getAttribute("data-square"), "h1");
  assert.equal(await page.getAttribute("#flip", "aria-pressed"), "true");
  await page.click("#flip");
  assert.equal(await page.locator("#board .square").first().getAttribute("data-square"), "a8");
  // ...and a new game starts with your side at the bottom.
  await page.click("#flip");
  await newGame(page);
  await page.check('input[name=side][value="0"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.locator("#board .square").first().getAttribute("data-square"), "a8");
  assert.equal(await page.getAttribute("#flip", "aria-pressed"), "false");
  // A phone held sideways: the board and both player lines fit the window's height.
  await page.setViewportSize({ width: 844, height: 390 });
  const you = await page.locator("#you-line").boundingBox();
  assert.ok(you.y + you.height <= 390, `your line (bottom ${you.y + you.height} px) is in the window`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a piece that cannot move says why: in check, the bot's piece", async () => {
  // 1. d4 e6 2. Nf3 Bb4+: White is in check.
  const { context, page, errors } = await resumePage(stored(["d2d4", "e7e6", "g1f3", "f8b4"], 0));
  await waitForUs(page);
  assert.equal(await page.locator(`${square("e1")}.check`).count(), 1, "the king in check is shown");
  await page.click(square("h2"));
  assert.match(await page.textContent("#notice"), /You are in check/);
  await page.click(square("a8"));
  assert.match(await page.textContent("#notice"), /the bot's piece/);
  await page.click(square("c2"));
  assert.equal(await page.textContent("#notice"), "", "a piece that can move picks up");
  // From the keyboard: Enter on a square puts down or picks up, and the focus stays on the board for the next key.
  await page.focus(square("c2"));
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#board .selected").count(), 0, "put down");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), "c2");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(`${square("c2")}.selected`).count(), 1, "picked up");
  await page.focus(square("c3"));
  await page.keyboard.press("Enter");
  await waitForUs(page);
  assert.match((await moveLines(page))[2], /^c3  \S+/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), "c3", "the focus survives the bot's answer");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a piece clicked while the bot thinks says it is the bot's turn", async () => {
  const { context, page, errors } = await resumePage(stored([], 1, "hard"));
  await page.waitForSelector("#thinking:not([hidden])");
  await page.click(square("e7"));
  if (await page.isVisible("#thinking")) assert.equal(await page.textContent("#notice"), "It is the bot's turn.");
  assert.deepEqual(errors, []);
  await context.close();
});

// PGN: copied during the game (the history panel) and at the end (the end box), read back in
// Node to the page's state hash; loaded in the setup (pasted or from a file) to play on, a
// finished file shown at its end, a bad file's message in the setup.
const ANNOTATED = readFileSync(new URL("../../../tests/fixtures/chess/python-chess-annotated.pgn", import.meta.url), "utf8");
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, "0")}.${String(d.getDate()).padStart(2, "0")}`;
};
/** The state hash ChessGame.fromPgn gives `text` in Node, and how the game stands. */
function readBack(text) {
  const game = ChessGame.fromPgn(text);
  const facts = { hash: game.stateHash(), status: game.status, reason: game.outcome?.reason ?? null, players: game.players };
  game.free();
  return facts;
}

/** The setup's Load, opened, with `text` pasted (or `file` chosen), in a page with no saved game. */
/** Plays on from the position shown, on `seat`'s side (0 White, 1 Black), from a loaded game being read. */
async function playOn(page, seat) {
  await page.click(`#review-sides button[data-seat="${seat}"]`);
  await page.waitForSelector("#review", { state: "hidden" });
}

async function loadPage(viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const { page, errors } = await openPage(context, URL_BASE);
  await page.waitForSelector("#setup:not([hidden])");
  await page.click("#load-title");
  await page.waitForSelector("#load-text", { state: "visible" });
  return { context, page, errors };
}

test("PGN: Copy during the game and Download at the end give the page's game, read back in Node to its hash", async () => {
  const { context, page, errors } = await resumePage(stored(["e2e4", "e7e5", "g1f3", "b8c6"], 0));
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: `http://127.0.0.1:${PORT}` });
  await waitForUs(page);
  assert.equal(await page.textContent("#history-copy"), "Copy PGN");
  await page.click("#history-copy");
  await page.waitForSelector("#history-export-note:text('Copied.')");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^\[Event "arbiter"\]$/m);
  assert.match(copied, new RegExp(`^\\[Site "http://127\\.0\\.0\\.1:${PORT}"\\]$`, "m"));
  assert.match(copied, new RegExp(`^\\[Date "${today().replace(/\./g, "\\.")}"\\]$`, "m"));
  assert.match(copied, /^\[White "white"\]$/m);
  assert.match(copied, /^\[Result "\*"\]$/m);
  assert.match(copied, /1\. e4 e5 2\. Nf3 Nc6 \*/);
  const live = readBack(copied);
  assert.equal(live.hash, await page.getAttribute("body", "data-hash"));
  assert.equal(live.status, "ACTIVE");

  // Copy while looking back still copies the game being played.
  await page.click("#log-list li >> nth=0");
  await page.waitForSelector("body[data-viewing='2']");
  await page.click("#history-copy");
  assert.equal(readBack(await page.evaluate(() => navigator.clipboard.readText())).hash, live.hash);
  await page.click("#viewing-back");

  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.isVisible("#end-export"), true);
  assert.equal(await page.textContent("#export-copy"), "Copy PGN");
  assert.equal(await page.textContent("#export-download"), "Download PGN");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${ARTIFACTS}/chess-end-pgn.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/chess-end-pgn-phone.png` });
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-download")]);
  assert.equal(download.suggestedFilename(), "chess.pgn");
  const written = readFileSync(await download.path(), "utf8");
  assert.match(written, /^\[Result "0-1"\]$/m);
  assert.match(written, /\{White resigns\} 0-1/);
  const ended = readBack(written);
  assert.equal(ended.hash, await page.getAttribute("body", "data-hash"));
  assert.deepEqual([ended.status, ended.reason], ["FINISHED", "RESIGNATION"]);
  await page.click("#export-copy");
  await page.waitForSelector("#export-note:text('Copied.')");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), written);
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a pasted game with comments and a variation opens to be read, with its players' names; played on from there as White", async () => {
  // The opera game up to 9... b5 (its comments, NAGs and variation kept), not over.
  const text = ANNOTATED.split("10. Nxb5")[0].replace('[Result "1-0"]', '[Result "*"]') + " *";
  const expected = readBack(text);
  assert.equal(expected.status, "ACTIVE");
  const { context, page, errors } = await loadPage({ width: 1280, height: 800 });
  assert.equal(await page.textContent("#load-title"), "Load a game (PGN)");
  assert.equal(await page.getAttribute("#load-file", "accept"), ".pgn,text/plain");
  assert.equal(await page.textContent("#load-start"), "Load");
  await page.check('input[name=difficulty][value="easy"]');
  await page.fill("#load-text", text);
  await page.screenshot({ path: `${ARTIFACTS}/chess-load.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/chess-load-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click("#load-start");
  // Read first: nobody's game, no bot moving, the players as the file names them.
  await page.waitForSelector("#review:not([hidden])");
  assert.equal(await page.getAttribute("body", "data-hash"), expected.hash, "the main line (the comments and variation are the record's)");
  assert.equal(await page.getAttribute("body", "data-you"), "");
  assert.equal(await page.getAttribute("body", "data-waiting"), "");
  assert.equal(await page.textContent("#notice"), "Game loaded: step through its moves, or play on from a position against the bot.");
  assert.equal((await moveLines(page)).length, 9);
  assert.equal((await moveLines(page))[8], "Bg5  b5");
  assert.match(await page.textContent("#you-line"), /^Morphy, Paul · White/);
  assert.match(await page.textContent("#opponent"), /^Duke Karl \/ Count Isouard · Black/);
  assert.match(await page.textContent("#status-line"), /A loaded game: click a move or use the arrow keys/);
  assert.equal(await page.textContent("#review-title"), "Play on from here against the bot");
  assert.deepEqual(await page.$$eval("#review-sides button", (bs) => bs.map((b) => b.textContent)), ["As White", "As Black"]);
  assert.equal(await page.isVisible("#take-back"), false);
  assert.equal(await page.isVisible("#resign"), false);
  await page.screenshot({ path: `${ARTIFACTS}/chess-review.png` });
  await playOn(page, 0);
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "Morphy, Paul");
  assert.equal(await page.textContent("#notice"), "Playing on from here against the bot, as White.");
  assert.match(await page.textContent("#you-line"), /^You · White/);
  assert.match(await page.textContent("#opponent"), /^Bot · Black/);
  assert.match(await page.textContent("#status-line"), /Your move \(White\)/);
  await page.click(square("c3"));
  await page.click(square("b5"));
  await waitForUs(page);
  assert.match((await moveLines(page))[9], /^Nxb5  \S+/, "the bot answered");
  const hash = await page.getAttribute("body", "data-hash");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-hash"), hash, "a game played on is saved and resumed like any other");
  assert.equal(await page.getAttribute("body", "data-you"), "Morphy, Paul");
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a file chosen in the setup, played on as Black: the bot plays on first", async () => {
  const text = ANNOTATED.split("10. Nxb5")[0].replace('[Result "1-0"]', '[Result "*"]') + " *";
  const { context, page, errors } = await loadPage();
  await page.check('input[name=difficulty][value="easy"]');
  await page.setInputFiles("#load-file", { name: "opera.pgn", mimeType: "application/x-chess-pgn", buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector("#load-text").value.includes("Morphy"));
  await page.click("#load-start");
  await page.waitForSelector("#review:not([hidden])");
  await playOn(page, 1);
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "Duke Karl / Count Isouard");
  assert.equal((await moveLines(page)).length, 10, "the bot played White's 10th move");
  assert.match(await page.textContent("#status-line"), /Your move \(Black\)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a finished file opens at its end with its players' names (Morphy's, not 'You win'), stepped through, played on from a position; a resignation in the file is the loser's", async () => {
  const { context, page, errors } = await loadPage();
  await page.setInputFiles("#load-file", new URL("../../../tests/fixtures/chess/python-chess-annotated.pgn", import.meta.url).pathname);
  await page.waitForFunction(() => document.querySelector("#load-text").value.includes("Morphy"));
  await page.click("#load-start");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "White wins by checkmate");
  assert.equal(await page.textContent("#end-detail"), "Morphy, Paul wins. 17 moves.");
  assert.equal(await page.isVisible("#end-export"), true);
  assert.equal(await page.getAttribute("body", "data-hash"), readBack(ANNOTATED).hash);
  await page.screenshot({ path: `${ARTIFACTS}/chess-review-end.png` });
  await page.click("#end-look");
  // At the end nothing is left to play: the buttons wait for a position stepped back to.
  assert.equal(await page.isDisabled('#review-sides button[data-seat="0"]'), true);
  assert.match(await page.textContent("#review-hint"), /step back to a position/);
  await page.keyboard.press("Home");
  await page.waitForSelector("body[data-viewing='0']");
  assert.deepEqual(await pieces(page, ["e2", "d8"]), ["P", "q"]);
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");
  // A position before the mate (the 15th line's), played on as Black.
  await page.click("#log-list li >> nth=14");
  await page.waitForFunction(() => document.body.dataset.viewing !== "");
  assert.equal(await page.isDisabled('#review-sides button[data-seat="1"]'), false);
  assert.equal(await page.textContent("#review-hint"), "From the position shown, with the moves up to it.");
  await page.screenshot({ path: `${ARTIFACTS}/chess-review-step.png` });
  await playOn(page, 1);
  await page.waitForSelector("body[data-you='Duke Karl / Count Isouard']");
  assert.equal(await page.getAttribute("body", "data-viewing"), "");

  // A resignation: 0-1 in a position that is not mate is White's resignation.
  await page.click("#new-game");
  if (await page.isVisible("#ask")) await page.click("#ask-yes");
  await page.waitForSelector("#setup:not([hidden])");
  if (!(await page.isVisible("#load-text"))) await page.click("#load-title");
  await page.fill("#load-text", '[White "Ann"]\n[Black "Ben"]\n[Result "0-1"]\n\n1. e4 e5 2. Nf3 { White gave up here } 0-1\n');
  await page.click("#load-start");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.equal(await page.textContent("#end-detail"), "Ben wins. 2 moves.");
  assert.deepEqual(await moveLines(page), ["e4  e5", "Nf3"]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a bad file shows the engine's message, naming the line and the move, and the page goes on", async () => {
  const { context, page, errors } = await loadPage({ width: 390, height: 844 });
  await page.fill("#load-text", '[Event "x"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n');
  await page.click("#load-start");
  await page.waitForSelector("#setup-notice:not(:empty)");
  assert.equal(await page.textContent("#setup-notice"),
    "The game could not be loaded (INVALID_INPUT: pgn line 4: move 2. Ke3 is not a legal move in this position).");
  assert.equal(await page.isVisible("#setup"), true);
  assert.equal(await page.getAttribute("body", "data-status"), "SETUP");
  await page.screenshot({ path: `${ARTIFACTS}/chess-load-bad-phone.png`, fullPage: true });
  await page.fill("#load-text", "1. e4 e5 2. Nf3 *");
  await page.click("#load-start");
  await page.waitForSelector("#review:not([hidden])");
  await page.screenshot({ path: `${ARTIFACTS}/chess-review-phone.png`, fullPage: true });
  await playOn(page, 0);
  await waitForUs(page);
  const lines = await moveLines(page);
  assert.equal(lines[0], "e4  e5");
  assert.match(lines[1] ?? "", /^Nf3  \S+/, "played on as White, and the bot answered");
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a game from a position with Black to move lists its first move as Black's", async () => {
  const fixture = new URL("../../../tests/fixtures/chess/python-chess-fen.pgn", import.meta.url);
  const { context, page, errors } = await loadPage();
  await page.setInputFiles("#load-file", fixture.pathname);
  await page.waitForFunction(() => document.querySelector("#load-text").value.includes("SetUp"));
  await page.click("#load-start");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.getAttribute("body", "data-hash"), readBack(readFileSync(fixture, "utf8")).hash);
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  const lines = await moveLines(page);
  assert.deepEqual(lines.slice(0, 2), ["…  Rf7", "Nxc5  Nxf2"]);
  assert.equal(lines.at(-1), "Rd1");
  await page.click("#end-look");
  await page.click("#log-list li >> nth=0");
  await page.waitForSelector("body[data-viewing='1']");
  assert.equal(await page.textContent("#viewing-text"), "Viewing 1… Rf7");
  await page.click("#log-list li >> nth=1");
  await page.waitForSelector("body[data-viewing='3']");
  assert.equal(await page.textContent("#viewing-text"), "Viewing 2… Nxf2");
  assert.deepEqual(errors, []);
  await context.close();
});

test("PGN: a game from a position at move 30 numbers its moves from 30", async () => {
  const { context, page, errors } = await loadPage();
  await page.check('input[name=difficulty][value="easy"]');
  await page.fill("#load-text", '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 30"]\n\n30. e4 Kd7 31. e5 *\n');
  await page.click("#load-start");
  await playOn(page, 1);
  await waitForUs(page);
  assert.equal(await page.getAttribute("#log-list", "start"), "30", "the list's first number is the position's");
  assert.deepEqual((await moveLines(page))[0], "e4  Kd7");
  // The material lines show what stands on the board: White a pawn up, nothing "taken" that the position never had.
  assert.equal(await page.getAttribute("#opponent .captured", "data-captured"), "p");
  assert.equal(await page.textContent("#opponent .lead"), "+1");
  assert.equal(await page.getAttribute("#you-line .captured", "data-captured"), "");
  await page.click("#log-list li >> nth=0");
  await page.waitForSelector("body[data-viewing='2']");
  assert.equal(await page.textContent("#viewing-text"), "Viewing 30… Kd7");
  await page.click("#viewing-back");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.textContent("#notice"), "Game resumed (move 31).");
  assert.equal(await page.getAttribute("#log-list", "start"), "30");
  await page.screenshot({ path: `${ARTIFACTS}/chess-from-move-30.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
