// The Go page in Debian's Chromium, played as a person would: a 9×9 game near its end (made here
// with the package, resumed by the page) where you capture a stone by clicking, then pass into
// the counting, mark a group dead (the bot marks it alive again), accept, to the end screen with
// the territory on the board; a draw with an integer komi; a
// ko and a suicide point not offered, each saying why on hover; against the bot from the setup
// (White on 13×13): a move by click, a reload that resumes, take-back, and a pass the bot answers
// to win on the count; the page and its bot with the server gone, to a resignation; and a phone's
// touch screen, where a tap on 19×19's small points waits for Confirm. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ARTIFACTS, engine, launch, openPage, serve, stop, moveLines, seededPage, waitForUs, resign } from "../../../tests/e2e/browser.mjs";

const { GoGame } = await engine();

const PORT = 4203;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=go&speed=0`;
const KEY = "arbiter.go.v1";

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

/**
 * A game whose stones were placed in turn, Black's `black` and White's `white` (a side whose list
 * has run out passes), then the `then` actions; returns its save.
 */
function position(config, black, white, then = []) {
  const game = new GoGame(config);
  for (let i = 0; i < Math.max(black.length, white.length); i++) {
    for (const stones of [black, white]) {
      const point = stones[i];
      game.submit(game.currentPlayer, point ? { type: "PLAY", x: point[0], y: point[1] } : { type: "PASS" });
    }
  }
  for (const action of then) game.submit(game.currentPlayer, action);
  const save = game.save();
  game.free();
  return save;
}

const column = (x) => Array.from({ length: 9 }, (_, y) => [x, y]);

/** The page's stored game: `save`, with you in `seat`, the bot at the page's Normal strength
 * (Easy, searching fewer positions than there are moves, may play on after you pass). */
const stored = (save, seat) => JSON.stringify({ settings: { seat, level: "normal", options: {} }, save });

/** A page whose saved game is `value` (set before the page's script runs). */
const resumePage = (value) => seededPage(browser, URL_BASE, KEY, value, { width: 1100, height: 900 });

const point = (name) => `#board [data-point="${name}"]`;
/** The width of the move list's number for the game's last possible move ("243. ") in the list's
 * font, and the list's left padding, where its numbers are drawn. */
const markerRoom = (page) => page.evaluate(() => {
  const list = document.getElementById("log-list");
  const style = getComputedStyle(list);
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontSize} ${style.fontFamily}`;
  return [context.measureText(`${document.getElementById("facts").dataset.limit}. `).width, parseFloat(style.paddingLeft)];
});
const lines = moveLines;
const hash = (page) => page.getAttribute("body", "data-hash");
/** The game the page has stored (the package reads it). */
async function storedGame(page) {
  const value = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  return GoGame.load(value.save);
}

test("a game near its end: a capture by click, passes to the count, the territory on the board and the end screen", async () => {
  // Black's wall on column D, White's on E; a white stone inside Black's side, in atari (B8).
  const save = position({}, [...column(3), [1, 0], [0, 1], [2, 1]], [...column(4), [1, 1], [7, 2], [7, 6]]);
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  assert.equal(await hash(page), save.stateHash);
  assert.equal(await page.locator("#board .pt").count(), 81);
  assert.equal(await page.getAttribute(point("B8"), "data-stone"), "W");
  assert.equal(await page.locator(`${point("H3")}.last`).count(), 1, "the last move is marked");
  assert.match(await page.textContent("#status-line"), /^Your move \(Black\): click a point, or pass\./);
  assert.match(await page.textContent("#facts"), /9 × 9 · komi 7\.5Move 25 of at most 243Black has captured 0 white stones · White has captured 0 black stones/);
  // Every legal point and only those can take a stone.
  const game = GoGame.load(save);
  const legal = game.legalActions("black").filter((a) => a.type === "PLAY").map((a) => `${a.x},${a.y}`).sort();
  const offered = await page.locator("#board .pt.legal").evaluateAll((p) => p.map((b) => `${b.dataset.x},${b.dataset.y}`));
  assert.deepEqual(offered.sort(), legal);
  game.free();

  await page.click(point("B7"));
  await waitForUs(page);
  const moves = await lines(page);
  assert.equal(moves[24], "B B7, takes 1");
  assert.equal(await page.getAttribute(point("B8"), "data-stone"), "", "the white stone is taken off");
  assert.equal(await page.getAttribute("#you-line", "data-captures"), "1");
  assert.match(await page.textContent("#facts"), /Black has captured 1 white stone · White has captured 0 black stones/);
  assert.match(await page.textContent("#you-line"), /You captured 1 of the bot's stones/, "who captured whom");
  assert.match(await page.textContent("#opponent"), /The bot captured none of your stones/);
  const [number, room] = await markerRoom(page);
  assert.ok(number <= room, `the move list's numbers up to the limit fit its margin (${number} px in ${room})`);
  assert.equal(moves[25], "W pass", "the bot answered: nothing is left to play for");

  // You pass too, and the counting starts with White, who would have moved next: the bot sees
  // the proposal as it sees the board and accepts it; then you count.
  await page.click("#pass");
  await waitForUs(page);
  assert.deepEqual((await lines(page)).slice(-4, -2), ["W pass", "B pass"]);
  assert.match((await lines(page)).at(-2), /^Counting: (no stones|1 stone|\d+ stones) proposed dead$/);
  assert.equal((await lines(page)).at(-1), "W accepts");
  assert.equal(await page.getAttribute("#board", "data-counting"), "true");
  assert.equal(await page.isVisible("#counting-buttons"), true);
  assert.equal(await page.isVisible("#pass"), false);
  assert.match(await page.textContent("#status-line"), /^Counting: the stones marked dead are faded and crossed(; grey dots are dame \(neutral, counted for neither\))?\. Click a group to mark it dead or alive, then Accept \(the bot has accepted this marking\); or Resume play\. If accepted, (Black|White) wins by \d+(\.5)? points?: Black \d+/);
  let counting = (await storedGame(page)).view(null).state.counting;
  const faded = await page.locator("#board .pt[data-dead=true]").evaluateAll((p) => p.map((b) => `${b.dataset.x},${b.dataset.y}`));
  assert.deepEqual(faded.sort(), counting.dead.map((q) => `${q.x},${q.y}`).sort(), "the proposal is drawn faded");
  // The territory as it would be counted, before anyone accepts.
  const preview = await page.locator("#board .pt").evaluateAll((p) => p.map((b) => b.dataset.owner ?? ".").join(""));
  assert.equal(preview, counting.preview.territory);

  // You mark White's stone on H3 dead: its group is every white stone it reaches through White's
  // stones and empty points (the wall on E and H7 too). The bot, which sees them alive, marks
  // them alive again; you accept, and so does the bot.
  await page.click(point("H3"));
  await waitForUs(page);
  const marked = (await storedGame(page)).events().map((e) => e.event).filter((e) => e.type === "DeadStonesMarked");
  assert.equal(marked.length, 2);
  assert.ok(marked[0].points.some((q) => q.x === 7 && q.y === 6) && marked[0].points.some((q) => q.x === 4 && q.y === 0));
  const n = marked[0].points.length;
  assert.deepEqual((await lines(page)).slice(-2), [`B marks ${n} stones dead`, `W marks ${n} stones alive`]);
  counting = (await storedGame(page)).view(null).state.counting;
  assert.deepEqual(counting.dead, [], "the bot's marking: nothing dead");
  assert.equal(counting.toggles, 2);
  await page.screenshot({ path: `${ARTIFACTS}/go-counting.png` });
  await page.click("#accept");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.deepEqual((await lines(page)).slice(-3), ["B accepts", "W accepts", "No dead stones, as both agreed"], "none, not \"0 stones\"");
  const final = await storedGame(page);
  const outcome = final.outcome;
  const score = final.view(null).state.score;
  assert.equal(outcome.reason, "TERRITORY_SCORING");
  const margin = outcome.results[0].metrics.marginHalfPoints;
  const points = margin % 2 ? (margin / 2).toFixed(1) : String(margin / 2);
  assert.equal(await page.textContent("#end-sentence"), `${outcome.winner === "black" ? "Black" : "White"} wins by ${points} points`);
  assert.equal(await page.textContent("#end-detail"),
    `${outcome.winner === "black" ? "You win." : "The bot wins."} Black ${score.black.area} (${score.black.stones} stones + ${score.black.territory} territory); ` +
    `White ${score.white.area} (${score.white.stones} stones + ${score.white.territory} territory) + komi 7.5 = ${score.white.area + 7.5}. ` +
    `No dead stones, as both agreed. ` +
    `Black has captured ${final.view(null).state.captures[0]} white stone${final.view(null).state.captures[0] === 1 ? "" : "s"}; ` +
    `White has captured ${final.view(null).state.captures[1]} black stone${final.view(null).state.captures[1] === 1 ? "" : "s"}.`);
  // The territory on the board, point by point, as the count gives it.
  const owners = await page.locator("#board .pt").evaluateAll((p) => p.map((b) => b.dataset.owner ?? ".").join(""));
  assert.equal(owners, score.territory);
  assert.equal(await page.locator("#board .owner.black").count(), score.black.territory);
  assert.equal(await page.locator("#board .owner.white").count(), score.white.territory);
  assert.ok(score.black.territory > 20 && score.white.territory > 20, "both sides have territory to show");
  assert.equal(await page.isDisabled("#resign"), true);
  assert.equal(await page.isVisible("#counting-buttons"), false);
  await page.screenshot({ path: `${ARTIFACTS}/go-end.png` });
  final.free();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a counting the bot resumed: its pass before it is not one of two in a row, and the page does not say it passed", async () => {
  // Two passes, the count; you accept, the bot resumes play; it is your move again.
  const save = position({}, [[2, 2]], [[6, 6]], [{ type: "PASS" }, { type: "PASS" }, { type: "ACCEPT_SCORE" }, { type: "RESUME" }]);
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.deepEqual((await lines(page)).slice(-2), ["B accepts", "W resumes play"]);
  assert.equal(await page.textContent("#status-line"),
    "The bot resumed play. Your move (Black): click a point, or pass; two passes in a row stop play for the count again.");
  assert.doesNotMatch(await page.textContent("#opponent"), /passed/, "the bot's pass was before the counting");
  assert.match(await page.textContent("#opponent"), /resumed play/);
  assert.equal(await page.isVisible("#pass"), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an integer komi: equal areas are a draw", async () => {
  // Black owns five columns (45), White four (36) with a komi of 9; the bot has just passed.
  const save = position({ komi: 9 }, column(4), column(5), [{ type: "PLAY", x: 0, y: 0 }, { type: "PASS" }]);
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.match(await page.textContent("#status-line"), /^The bot passed\. Play on, or pass too to stop and count/);
  assert.match(await page.textContent("#opponent"), /passed/);
  await page.click("#pass");
  await waitForUs(page);
  await page.click("#accept");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Draw");
  assert.match(await page.textContent("#end-detail"), /^A draw\. Black 45 \(10 stones \+ 35 territory\); White 36 \(9 stones \+ 27 territory\) \+ komi 9 = 45\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a ko and a suicide point are not offered, and say why on hover", async () => {
  // White has just taken the ko at C8 (capturing B8); Black may not retake at once. J1, between
  // two white stones, would be suicide.
  const save = position({}, [[2, 0], [3, 1], [2, 2], [1, 1], [5, 5], [5, 4]], [[1, 0], [0, 1], [1, 2], [7, 8], [8, 7], [2, 1]]);
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.deepEqual((await lines(page)).at(-1), "W C8, takes 1");
  assert.equal(await page.locator(`${point("C8")}.last`).count(), 1, "the last move is marked");
  for (const [name, why] of [["B8", /^B8: ko: the move would repeat an earlier position/], ["J1", /^J1: suicide: the stone would have no liberty/]]) {
    assert.equal(await page.getAttribute(point(name), "data-stone"), "");
    assert.equal(await page.locator(`${point(name)}.legal`).count(), 0, `${name} is not offered`);
    await page.hover(point(name));
    assert.match(await page.textContent("#point-hint"), why);
    await page.click(point(name), { force: true }); // (aria-disabled: playwright would wait)
    assert.equal(await hash(page), save.stateHash, `a click on ${name} plays nothing`);
  }
  await page.hover(point("E5"));
  assert.equal(await page.textContent("#point-hint"), "", "a legal point says nothing");
  await page.hover(point("B8"));
  await page.screenshot({ path: `${ARTIFACTS}/go-ko.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the explanation of an illegal point is in view beside the board at 1280 × 800 and 1400 × 900, and under it on a phone and an upright tablet", async () => {
  // The ko position of the test above, on a laptop's window and on a phone's.
  const save = position({}, [[2, 0], [3, 1], [2, 2], [1, 1], [5, 5], [5, 4]], [[1, 0], [0, 1], [1, 2], [7, 8], [8, 7], [2, 1]]);
  const viewports = [{ width: 1280, height: 800 }, { width: 1400, height: 900 }, { width: 1100, height: 1000 },
    { width: 834, height: 1112 }, { width: 390, height: 844 }];
  for (const viewport of viewports) {
    const { context, page, errors } = await seededPage(browser, URL_BASE, KEY, stored(save, 0), viewport);
    await waitForUs(page);
    const phone = viewport.width < 500;
    // A phone, and a window taller than wide: one column, the side panels under the board.
    const column = phone || viewport.height > viewport.width;
    const board = await page.locator("#board").boundingBox();
    const pass = await page.locator("#pass").boundingBox();
    assert.ok(pass.y >= 0 && pass.y + pass.height <= viewport.height, `Pass is in the window (${JSON.stringify(pass)})`);
    if (column) {
      const panel = await page.locator("#turn-panel").boundingBox();
      assert.ok(panel.y >= board.y + board.height, "the turn panel is under the board");
      assert.ok(board.x + board.width <= panel.x + panel.width + 1, "and no wider");
    }
    if (!phone) {
      // The whole board and both players' lines fit the window.
      assert.ok(board.y + board.height <= viewport.height, `the board fits in ${viewport.height} px (${board.y + board.height})`);
      const you = await page.locator("#you-line").boundingBox();
      assert.ok(you.y + you.height <= viewport.height, "your line is in view");
      // A larger window gives a larger board: its height is used, not a fixed 640 px.
      if (viewport.width >= 1400) assert.ok(board.height > 700, `the board uses the window's height (${board.height} px)`);
      // A narrow window's board leaves the side column (the buttons) uncovered.
      const side = await page.locator("#side").boundingBox();
      if (!column) assert.ok(board.x + board.width <= side.x, `the board ends before the side column (${board.x + board.width}, ${side.x})`);
    }
    // A phone has no hover: a tap says why too.
    if (phone) await page.click(point("J1"), { force: true });
    else await page.hover(point("J1"));
    assert.match(await page.textContent("#point-hint"), /^J1: suicide/);
    const hint = await page.locator("#point-hint").boundingBox();
    const spot = await page.locator(point("J1")).boundingBox();
    assert.ok(hint.y >= 0 && hint.y + hint.height <= viewport.height, `the explanation is in the window (${JSON.stringify(hint)})`);
    assert.ok(spot.y >= 0 && spot.y + spot.height <= viewport.height, "and so is the point");
    if (column) assert.ok(hint.y >= board.y + board.height, "under the board in one column");
    else assert.ok(hint.x >= board.x + board.width && hint.y < board.y + board.height, "beside the board");
    await page.screenshot({ path: `${ARTIFACTS}/go-hint-${viewport.width}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the count explained on the board: each side's territory, the dame, and the dead stone taken off", async () => {
  // Black owns columns A to D, White F to J; column E between the walls is neutral (dame). A lone
  // white stone on B5 inside Black's side is dead. Both passed with the dame left open (a bot
  // would fill them: under area scoring each is a point), and White accepted the engine's
  // proposal: you count.
  const save = position({}, column(3), [...column(5), [1, 4]],
    [{ type: "PLAY", x: 0, y: 0 }, { type: "PASS" }, { type: "PASS" }, { type: "ACCEPT_SCORE" }]);
  const { context, page, errors } = await seededPage(browser, URL_BASE, KEY, stored(save, 0), { width: 1280, height: 800 });
  await waitForUs(page);
  // While counting: the proposal crossed, the column E already marked neutral.
  assert.equal(await page.getAttribute(point("B5"), "data-dead"), "true", "the engine proposes B5 dead");
  assert.equal(await page.locator("#board .pt[data-dame=true]").count(), 9);
  assert.match(await page.textContent("#status-line"), /^Counting: the stones marked dead are faded and crossed; grey dots are dame \(neutral, counted for neither\)\. /);
  assert.match(await page.textContent("#status-line"),
    /If accepted, White wins by 7\.5 points: Black 36 \(10 stones \+ 26 territory\); White 36 \(9 stones \+ 27 territory\) \+ komi 7\.5 = 43\.5\.$/,
    "who the count makes the winner, before you accept");
  assert.equal(await page.isVisible("#count-key"), true, "the key to the marks is shown");
  await page.click("#accept");
  await page.waitForSelector("body[data-status=FINISHED]");
  const final = await storedGame(page);
  const state = final.view(null).state;
  const score = state.score;
  // The dead stone: gone from the board, drawn crossed where it stood, its point Black's.
  assert.equal(await page.getAttribute(point("B5"), "data-stone"), "");
  assert.equal(await page.getAttribute(point("B5"), "data-removed"), "W");
  assert.equal(await page.getAttribute(point("B5"), "data-owner"), "B", "its point counts for Black");
  assert.equal(await page.locator("#board .stone.removed").count(), 1);
  assert.match(await page.getAttribute(point("B5"), "aria-label"), /a dead white stone taken off, Black's territory/);
  // The dame: exactly the empty points the count gives to nobody.
  const dame = [...score.territory].filter((t, i) => t === "." && state.board[i] === ".").length;
  assert.equal(dame, 9);
  const marked = await page.locator("#board .pt[data-dame=true]").evaluateAll((p) => p.map((b) => b.dataset.point).sort());
  assert.deepEqual(marked, ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9"]);
  // Each side's territory, point by point as the count gives it.
  assert.equal(await page.locator("#board .pt").evaluateAll((p) => p.map((b) => b.dataset.owner ?? ".").join("")), score.territory);
  assert.equal(await page.locator("#board .owner.black").count(), score.black.territory);
  assert.equal(await page.locator("#board .owner.white").count(), score.white.territory);
  assert.equal(await page.isVisible("#count-key"), true);
  // The end screen beside the board, not over it, and the key in view beside it.
  const [end, board, key] = await Promise.all(["#end", "#board", "#count-key"].map((s) => page.locator(s).boundingBox()));
  assert.ok(end.x >= board.x + board.width && key.x >= board.x + board.width, "beside the board");
  assert.ok(key.y >= end.y + end.height && key.y + key.height <= 800, "the key is under the end screen, in view");
  // The prisoner is counted as a capture, said with who took whom.
  assert.match(await page.textContent("#end-detail"), /Dead stones: 1 stone taken off as both agreed\. Black has captured 1 white stone; White has captured 0 black stones\./);
  assert.match(await page.textContent("#you-line"), /You captured 1 of the bot's stones/);
  await page.screenshot({ path: `${ARTIFACTS}/go-count.png` });
  final.free();
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: White on 13×13, a move by click, a reload that resumes, take-back, a pass that the bot answers to win", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="1"]');
  await page.check('input[name=size][value="13"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "white");
  assert.equal(await page.getAttribute("#board", "data-size"), "13");
  assert.equal(await page.locator("#board .pt").count(), 169);
  assert.match(await page.textContent("#facts"), /^13 × 13 · komi 7\.5Move 2 of at most 507/);
  const opening = await lines(page);
  assert.match(opening[0], /^B [A-HJ-N]\d+$/, "the bot (Black) opened");
  const start = await hash(page);

  await page.click(point("G7"));
  await waitForUs(page);
  const after = await lines(page);
  assert.equal(after[1], "W G7");
  assert.match(after[2], /^B [A-HJ-N]\d+$/);
  assert.equal(await page.getAttribute(point("G7"), "data-stone"), "W");
  const played = await hash(page);

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await hash(page), played, "the same game resumed");
  assert.match(await page.textContent("#notice"), /resumed/);
  assert.deepEqual(await lines(page), after);

  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await hash(page), start, "your move and the bot's reply are taken back");
  assert.deepEqual(await lines(page), opening);
  assert.equal(await page.getAttribute(point("G7"), "data-stone"), "");

  // Passing so early loses: the bot (Black), ahead by area with its one stone, passes too, and
  // two passes start the counting; you accept (the bot may first resume play over a stone whose
  // fate is open: you pass again), and the game is counted.
  await page.click("#pass");
  await waitForUs(page);
  assert.deepEqual((await lines(page)).slice(1, 3), ["W pass", "B pass"]);
  while ((await page.getAttribute("body", "data-status")) !== "FINISHED") {
    await page.click((await page.isVisible("#counting-buttons")) ? "#accept" : "#pass");
    await waitForUs(page);
  }
  assert.match(await page.textContent("#end-sentence"), /^Black wins by \d+(\.5)? points$/);
  await page.screenshot({ path: `${ARTIFACTS}/go-passed.png` });
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the page loads and the bot answers with the server gone", async () => {
  const offline = await serve(PORT + 1);
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `http://127.0.0.1:${PORT + 1}/play.html?game=go&speed=0&seed=offline`);
  // Wait for the service worker to take control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // The game's engine, fetched before the service worker took the page, is cached too.
  await page.waitForSelector("html[data-engines-kept=true]", { state: "attached", timeout: 20000 });
  await stop(offline);
  const down = await fetch(`http://127.0.0.1:${PORT + 1}/`).then(() => "up", () => "down");
  assert.equal(down, "down", "the server is really gone");

  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  await page.click(point("E5"));
  await waitForUs(page);
  // The bot answered from its worker, loaded from the cache too.
  assert.deepEqual((await lines(page)).slice(0, 1), ["B E5"]);
  assert.equal((await lines(page)).length, 2);
  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "White wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^The bot wins\. Black has captured 0 white stones; White has captured 0 black stones\.$/);
  assert.equal((await lines(page)).at(-1), "B resigns");
  await page.screenshot({ path: `${ARTIFACTS}/go-resigned.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

// Handicap and komi in the setup, and the game as SGF: copied during the game (the history
// panel) and downloaded at the end (the end box), read back in Node to the page's state hash;
// loaded in the setup (pasted or from a file) to play on, a finished file shown at its end, a
// bad file's message in the setup.
const GNUGO = new URL("../../../tests/fixtures/go/gnugo-handicap.sgf", import.meta.url);
/** The state hash GoGame.fromSgf gives `text` in Node, and how the game stands. */
function readBack(text) {
  const game = GoGame.fromSgf(text);
  const facts = { hash: game.stateHash(), status: game.status, reason: game.outcome?.reason ?? null, players: game.players };
  game.free();
  return facts;
}
/** The points where `config`'s game starts with stones, by name, and their colour. */
function startStones(config) {
  const game = new GoGame(config);
  const { board, size } = game.view(null).state;
  game.free();
  const names = [];
  [...board].forEach((s, i) => {
    if (s !== ".") names.push(`${"ABCDEFGHJKLMNOPQRST"[i % size]}${size - Math.floor(i / size)}:${s}`);
  });
  return names;
}
const onBoard = (page) => page.locator("#board .pt[data-stone=B], #board .pt[data-stone=W]")
  .evaluateAll((p) => p.map((b) => `${b.dataset.point}:${b.dataset.stone}`));

test("SGF setup: a handicap game starts with Black's stones on GTP's points, White (the bot) moves first, komi as chosen", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: `http://127.0.0.1:${PORT}` });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=handicap`);
  await page.waitForSelector("#setup:not([hidden])");
  // Every handicap the engine takes on each size is offered, and only those.
  for (const size of [9, 13, 19]) {
    await page.check(`input[name=size][value="${size}"]`);
    for (const h of [2, 3, 4, 5, 6, 7, 8, 9]) {
      let ok = true;
      try { new GoGame({ size, handicap: h }).free(); } catch { ok = false; }
      assert.equal(await page.isDisabled(`input[name=handicap][value="${h}"]`), !ok, `${size}: handicap ${h}`);
    }
  }
  await page.check('input[name=size][value="9"]');
  assert.match(await page.textContent('fieldset[data-field=side]'), /Black \(you move first\)\s*White \(adds the komi, 7\.5\)/);
  assert.equal(await page.isChecked('input[name=handicap][value="0"]'), true, "no handicap by default");
  assert.equal(await page.isChecked('input[name=komi][value="7.5"]'), true, "komi 7.5 without a handicap");
  await page.check('input[name=handicap][value="3"]');
  assert.equal(await page.isChecked('input[name=komi][value="0.5"]'), true, "komi 0.5 with one, as the engine's default");
  assert.match(await page.textContent('fieldset[data-field=side]'), /Black \(starts with the 3 handicap stones; White moves first\)\s*White \(you move first, against 3 stones\)/);
  await page.screenshot({ path: `${ARTIFACTS}/go-setup.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/go-setup-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.check('input[name=komi][value="5.5"]');
  await page.check('input[name=handicap][value="2"]');
  assert.equal(await page.isChecked('input[name=komi][value="5.5"]'), true, "a komi you chose stays");
  await page.check('input[name=handicap][value="3"]');
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  const moves = await lines(page);
  assert.equal(moves.length, 1);
  assert.match(moves[0], /^W [A-HJ]\d$/, "the bot (White) moved first");
  const white = moves[0].slice(2);
  const expected = [...startStones({ size: 9, handicap: 3 }), `${white}:W`].sort();
  assert.deepEqual((await onBoard(page)).sort(), expected, "the handicap stones where the engine puts them, and White's move");
  assert.deepEqual(startStones({ size: 9, handicap: 3 }).sort(), ["C3:B", "C7:B", "G7:B"]);
  assert.match(await page.textContent("#facts"), /^9 × 9 · komi 5\.5 · handicap 3Move 2 of at most 243/);
  assert.match(await page.textContent("#status-line"), /^Your move \(Black\)/);
  await page.screenshot({ path: `${ARTIFACTS}/go-handicap.png` });

  // Copy SGF during the game: read back in Node to the page's hash.
  assert.equal(await page.textContent("#history-copy"), "Copy SGF");
  await page.click("#history-copy");
  await page.waitForSelector("#history-export-note:text('Copied.')");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /SZ\[9\]KM\[5\.5\]/);
  assert.match(copied, /HA\[3\]AB\[cc\]\[gc\]\[cg\]/);
  const live = readBack(copied);
  assert.equal(live.hash, await hash(page));
  assert.equal(live.status, "ACTIVE");

  await page.click(point("E5"));
  await waitForUs(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${ARTIFACTS}/go-handicap-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.isVisible("#end-export"), true);
  assert.equal(await page.textContent("#export-copy"), "Copy SGF");
  assert.equal(await page.textContent("#export-download"), "Download SGF");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#export-download")]);
  assert.equal(download.suggestedFilename(), "go.sgf");
  const written = readFileSync(await download.path(), "utf8");
  assert.match(written, /RE\[W\+R\]/);
  const ended = readBack(written);
  assert.equal(ended.hash, await hash(page));
  assert.deepEqual([ended.status, ended.reason], ["FINISHED", "RESIGNATION"]);
  await page.screenshot({ path: `${ARTIFACTS}/go-end-sgf.png` });
  await page.click("#export-copy");
  await page.waitForSelector("#export-note:text('Copied.')");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), written);
  assert.deepEqual(errors, []);
  await context.close();
});

test("SGF setup: with a handicap and you White, you move first; the bot answers", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=white`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="1"]');
  await page.check('input[name=size][value="13"]');
  await page.check('input[name=handicap][value="4"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "white");
  assert.deepEqual(await lines(page), [], "nobody has moved: White (you) first");
  assert.deepEqual((await onBoard(page)).sort(), startStones({ size: 13, handicap: 4 }).sort());
  assert.match(await page.textContent("#facts"), /^13 × 13 · komi 0\.5 · handicap 4Move 1 /);
  await page.click(point("G7"));
  await waitForUs(page);
  const moves = await lines(page);
  assert.equal(moves[0], "W G7");
  assert.match(moves[1], /^B [A-HJ-N]\d+$/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The setup's Load, opened, in a page with no saved game. */
async function loadPage(viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const { page, errors } = await openPage(context, URL_BASE);
  await page.waitForSelector("#setup:not([hidden])");
  await page.click("#load-title");
  await page.waitForSelector("#load-text", { state: "visible" });
  return { context, page, errors };
}

test("SGF load: GNU Go's finished handicap game opens at its end, read (not yours: no 'You win'), stepped through from its stones", async () => {
  const text = readFileSync(GNUGO, "utf8");
  const { context, page, errors } = await loadPage({ width: 1280, height: 800 });
  assert.equal(await page.textContent("#load-title"), "Load a game (SGF)");
  assert.equal(await page.getAttribute("#load-file", "accept"), ".sgf,text/plain");
  await page.check('input[name=side][value="0"]');
  await page.setInputFiles("#load-file", GNUGO.pathname);
  await page.waitForFunction(() => document.querySelector("#load-text").value.includes("GNU Go"));
  await page.click("#load-start");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await hash(page), readBack(text).hash);
  assert.equal(await page.textContent("#end-sentence"), "Black wins by 38.5 points");
  assert.match(await page.textContent("#end-detail"), /^Black wins\. /);
  assert.equal(await page.getAttribute("body", "data-you"), "");
  assert.equal(await page.isVisible("#review"), true);
  assert.equal(await page.isVisible("#end-export"), true);
  assert.equal((await lines(page))[0], "W F6");
  await page.screenshot({ path: `${ARTIFACTS}/go-load-gnugo.png` });
  await page.click("#end-look");
  await page.keyboard.press("Home");
  await page.waitForSelector("body[data-viewing='0']");
  assert.deepEqual((await onBoard(page)).sort(), ["C3:B", "C7:B", "G7:B"], "the start: GNU Go's three handicap stones");
  assert.equal(await page.textContent("#viewing-text"), "Viewing the start, before the first move");
  // The bar names the move shown as the list does, by the arrow key and by its › button.
  const told = await lines(page);
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector("body[data-viewing='1']");
  assert.equal(await page.textContent("#viewing-text"), `Viewing 1. ${told[0]}`);
  await page.click("#viewing-next");
  await page.waitForSelector("body[data-viewing='2']");
  assert.equal(await page.textContent("#viewing-text"), `Viewing 2. ${told[1]}`);
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");
  // Opened again, the game says where it is: over, not at a move.
  await page.reload();
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#notice"), "Finished game reopened (Black wins by 38.5 points).");
  assert.deepEqual(errors, []);
  await context.close();
});

test("SGF load: a pasted game in progress, played on as White: the bot moves first as Black", async () => {
  // GNU Go's game without its two passes and result: Black is to move.
  const text = readFileSync(GNUGO, "utf8").replace(";B[];W[]", "").replace("RE[B+35.5]", "");
  const expected = readBack(text);
  assert.equal(expected.status, "ACTIVE");
  const { context, page, errors } = await loadPage();
  await page.check('input[name=difficulty][value="easy"]');
  await page.fill("#load-text", text);
  await page.click("#load-start");
  await page.waitForSelector("#review:not([hidden])");
  assert.equal(await page.textContent("#notice"), "Game loaded: step through its moves, or play on from a position against the bot.");
  assert.equal((await lines(page)).length, 37, "the file's moves, and no bot moving while it is read");
  assert.deepEqual(await page.$$eval("#review-sides button", (bs) => bs.map((b) => b.textContent)), ["As Black", "As White"]);
  await page.screenshot({ path: `${ARTIFACTS}/go-review.png` });
  await page.click('#review-sides button[data-seat="1"]');
  await waitForUs(page);
  assert.equal(await page.textContent("#notice"), "Playing on from here against the bot, as White.");
  assert.equal(await page.getAttribute("body", "data-you"), "white");
  const moves = await lines(page);
  assert.equal(moves.length, 38, "the file's 37 moves and the bot's answer");
  assert.match(moves[37], /^B /);
  assert.match(await page.textContent("#facts"), /^9 × 9 · komi 0\.5 · handicap 3/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("SGF load: a bad file shows the engine's message in the setup", async () => {
  const bad = "(;GM[1]FF[4]SZ[9];B[ee];W[ee])";
  let message = "";
  try { GoGame.fromSgf(bad); } catch (e) { message = `${e.code}: ${e.message}`; }
  const { context, page, errors } = await loadPage({ width: 390, height: 844 });
  await page.fill("#load-text", bad);
  await page.click("#load-start");
  await page.waitForSelector("#setup-notice:not(:empty)");
  assert.equal(await page.textContent("#setup-notice"), `The game could not be loaded (${message}).`);
  assert.match(message, /^INVALID_INPUT: sgf: node 3, W\[ee\]/);
  assert.equal(await page.getAttribute("body", "data-status"), "SETUP");
  await page.screenshot({ path: `${ARTIFACTS}/go-load-bad-phone.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone's touch screen: 19 × 19's small points take a stone on Confirm (another tap moves it), 9 × 9's at once; the board as wide as the panels", async () => {
  for (const size of ["19", "9"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page, errors } = await openPage(context, URL_BASE);
    await page.waitForSelector("#setup:not([hidden])");
    await page.check(`input[name=size][value="${size}"]`);
    await page.check('input[name=difficulty][value="easy"]');
    await page.click("#start");
    await waitForUs(page);
    const [board, panel] = await Promise.all(["#board", "#turn-panel"].map((s) => page.locator(s).boundingBox()));
    assert.ok(Math.abs(board.x + board.width - (panel.x + panel.width)) < 1, `${size}: the board's right edge is the panel's (${board.x + board.width}, ${panel.x + panel.width})`);
    const tap = async (name) => {
      const box = await page.locator(point(name)).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const start = await hash(page);
    if (size === "19") {
      assert.ok((await page.locator(point("Q16")).boundingBox()).width < 30, "a point smaller than a fingertip");
      await tap("Q16");
      await page.waitForSelector("#confirm-box:not([hidden])");
      assert.equal(await hash(page), start, "nothing is played yet");
      assert.equal(await page.locator(`${point("Q16")}.tentative`).count(), 1, "the stone is drawn where you tapped");
      assert.equal(await page.textContent("#point-hint"), "Q16: Confirm to play here, or tap another point.");
      await tap("R16");
      assert.equal(await page.locator("#board .pt.tentative").evaluateAll((p) => p.map((b) => b.dataset.point)).then(String), "R16", "another tap moves it");
      assert.equal(await hash(page), start);
      await page.tap("#confirm");
      await waitForUs(page);
      assert.equal((await lines(page))[0], "B R16");
      assert.equal(await page.locator("#board .pt.tentative").count(), 0);
    } else {
      await tap("C3");
      await waitForUs(page);
      assert.equal((await lines(page))[0], "B C3", "9 × 9's points take a finger: played at once");
      assert.equal(await page.isVisible("#confirm-box"), false);
    }
    await page.screenshot({ path: `${ARTIFACTS}/go-phone-touch-${size}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
