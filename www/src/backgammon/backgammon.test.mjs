// The backgammon page in Debian's Chromium, played as a person would: a late game (bearing off
// nearly done, from a save the page resumes, made here with the package) played out by clicking
// to the end screen, from Black's side; against the bot from the setup: a checker move taken back
// within the turn, the confirmation of the move that passes the dice (cancelled, then given), a
// move by drag, a reload that resumes, resignation; and a roll with no possible move, said so.
// Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, openPage, serve, stop, moveLines, seededPage, waitForUs, resign } from "../../../tests/e2e/browser.mjs";

const { BackgammonGame } = await engine();

const PORT = 4202;
const URL_BASE = `http://127.0.0.1:${PORT}/play.html?game=backgammon&speed=0`;
const KEY = "arbiter.backgammon.v1";

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

/** `seat`'s checkers on its own point `p` (negative: the other side's). */
const onPoint = (state, seat, p) => (seat === 0 ? 1 : -1) * state.board[seat === 0 ? p - 1 : 24 - p];
const pips = (state, seat) => {
  let total = 25 * state.bar[seat];
  for (let p = 1; p <= 24; p++) total += p * Math.max(0, onPoint(state, seat, p));
  return total;
};

/**
 * Plays seeded games by the first legal move until `found(game, events)` holds after an action;
 * returns that game's save (the page's bot then plays on from it).
 */
function findSave(prefix, found) {
  for (let i = 0; i < 500; i++) {
    const game = new BackgammonGame({ seed: `${prefix}-${i}` });
    while (game.status === "ACTIVE") {
      const player = game.currentPlayer;
      const events = game.submit(player, game.legalActions(player)[0]).map((e) => e.event);
      if (game.status === "ACTIVE" && found(game, events)) {
        const save = game.save();
        game.free();
        return save;
      }
    }
    game.free();
  }
  throw new Error(`no game of ${prefix} reached the position`);
}

/** The page's stored game: `save`, with you in `seat`, the bot at the page's lowest strength. */
const stored = (save, seat) => JSON.stringify({ settings: { seat, iterations: 60, options: {} }, save });

/** A page whose saved game is `value` (set before the page's script runs); `forced`: the switch
 * that plays forced moves ("on" by default, "off"), set before every load. */
async function resumePage(value, { forced = null, viewport = { width: 1100, height: 850 } } = {}) {
  if (forced === null) return seededPage(browser, URL_BASE, KEY, value, viewport);
  const context = await browser.newContext({ viewport });
  await context.addInitScript(([k, v, f]) => {
    localStorage.setItem("arbiter.backgammon.forced", f);
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(k, v);
      sessionStorage.setItem("seeded", "1");
    }
  }, [KEY, value, forced]);
  return { context, ...(await openPage(context, URL_BASE)) };
}

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const point = (p) => `#board [data-point="${p}"]`;
const lines = moveLines;
const hash = (page) => page.getAttribute("body", "data-hash");

test("a late game resumed from Black's side and played out by clicking, bearing off to the end screen", async () => {
  // Black at the start of a turn with 11 or more checkers off and a lead of 30 pips or more.
  const save = findSave("late", (game, events) => {
    const state = game.exportState().state;
    return events.at(-1).type === "DiceRolled" && game.currentPlayer === "black" && state.off[1] >= 11 && pips(state, 0) - pips(state, 1) > 30;
  });
  const state = BackgammonGame.load(save).exportState().state;
  // Every move by click here: the page does not play the forced ones.
  const { context, page, errors } = await resumePage(stored(save, 1), { forced: "off" });
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "black");
  assert.equal(await page.getAttribute("body", "data-hash"), save.stateHash);
  assert.match(await page.textContent("#status-line"), /^Your move \(Black\): you rolled \d-\d\.$/);
  // Seen from Black's side: every point in Black's numbering, the home board bottom right.
  for (let p = 1; p <= 24; p++) {
    const n = onPoint(state, 1, p);
    const cell = page.locator(point(p));
    assert.equal(await cell.getAttribute("data-count"), String(Math.abs(n)), `point ${p}`);
    assert.equal(await cell.getAttribute("data-owner"), n > 0 ? "you" : n < 0 ? "them" : "", `point ${p}`);
  }
  const box = async (p) => page.locator(point(p)).boundingBox();
  const [one, six, twelve, thirteen, twentyFour] = await Promise.all([1, 6, 12, 13, 24].map(box));
  assert.ok(one.x > six.x && one.y > thirteen.y && six.x > twelve.x, "1 to 6 bottom right, 7 to 12 bottom left");
  assert.ok(twentyFour.x > thirteen.x && twentyFour.y < one.y, "13 to 24 along the top, from the left");
  assert.equal(await page.getAttribute(point("off"), "data-count"), String(state.off[1]));
  const [a, b] = state.roll;
  assert.deepEqual(await page.locator("#board .dice .die").evaluateAll((d) => d.map((x) => Number(x.dataset.value))), a === b ? [a, a, a, a] : [a, b]);
  assert.match(await page.textContent("#you-line"), new RegExp(`You · Black${pips(state, 1)} pips · ${state.off[1]} off`));
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-late.png` });

  // Play it out: the tray when bearing off is possible, else the first highlighted point.
  let borneOff = 0;
  for (let moves = 0; (await page.getAttribute("body", "data-status")) !== "FINISHED"; moves++) {
    assert.ok(moves < 60, "the game ends");
    await waitForUs(page);
    if ((await page.getAttribute("body", "data-status")) === "FINISHED") break;
    await page.locator("#board .movable").first().click();
    const off = page.locator(`${point("off")}.target`);
    if (await off.count()) {
      await off.click();
      borneOff++;
    } else {
      await page.locator("#board .target").first().click();
    }
    if (await page.isVisible("#confirm-box")) {
      assert.equal(await page.textContent("#status-line"), "Confirm your move, or take it back.");
      await page.click("#confirm");
    }
  }
  assert.ok(borneOff > 0, "checkers were borne off by clicking the tray");
  const final = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  const outcome = BackgammonGame.load(final.save).outcome;
  assert.equal(outcome.winner, "black");
  assert.equal(outcome.reason, "BORNE_OFF");
  const points = outcome.results[0].metrics.points;
  assert.equal(await page.textContent("#end-sentence"), "Black wins by bearing off");
  const words = { 1: "1 point", 2: "Gammon: 2 points", 3: "Backgammon: 3 points" }[points];
  assert.equal(await page.textContent("#end-detail"), `You win. ${words}. White bore off ${outcome.results[1].metrics.borneOff} of 15.`);
  assert.equal(await page.getAttribute(point("off"), "data-count"), "15");
  assert.ok((await lines(page)).some((l) => /^Black \d-\d: .*\/off/.test(l)), "the move list shows the bearing off");
  assert.equal(await page.isDisabled("#resign"), true);
  // The end screen leaves the final position in view: beside the board, not over it.
  assert.equal(await page.isVisible("#end"), true);
  assert.ok(!overlap(await page.locator("#end").boundingBox(), await page.locator("#board").boundingBox()), "the end screen does not cover the board");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-end.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the bot: a move taken back within the turn, the confirmation (by drag, taken back, then given), a reload that resumes, resignation", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 850 } });
  // The moves of this test by hand: no forced move played or proposed by the page.
  await context.addInitScript(() => localStorage.setItem("arbiter.backgammon.forced", "off"));
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=e2e`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-you"), "white");
  const start = await hash(page);
  const before = await lines(page);
  assert.match(before[0], /^Opening roll: White \d, Black \d/);
  assert.match(before.at(-1), /^White \d-\d$/, "your turn, no move yet");
  assert.equal(await page.locator("#board .die:not(.used)").count() >= 2, true);

  // One checker move, then taken back.
  const from = await page.locator("#board .movable").first().getAttribute("data-point");
  await page.click(point(from));
  assert.equal(await page.locator(`${point(from)}.selected`).count(), 1);
  const to = await page.locator("#board .target").first().getAttribute("data-point");
  await page.click(point(to));
  assert.equal(await page.isVisible("#confirm-box"), false, "the first move of two passes nothing");
  assert.equal(await page.locator("#board .die.used").count(), 1, "the used die is dimmed");
  const moved = await hash(page);
  assert.notEqual(moved, start);
  assert.equal((await lines(page)).at(-1), `${before.at(-1)}: ${from}/${to}`);
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await hash(page), start, "the move is taken back");
  assert.deepEqual(await lines(page), before);

  // Again, then the move that ends the turn: by drag, which asks for confirmation first.
  await page.click(point(from));
  await page.click(point(to));
  const second = await page.locator("#board .movable").first().getAttribute("data-point");
  await page.click(point(second));
  const dest = await page.locator("#board .target").first().getAttribute("data-point");
  await page.click(point(second)); // put it down again
  const countBefore = Number(await page.getAttribute(point(dest), "data-count"));
  await page.dragAndDrop(point(second), point(dest));
  await page.waitForSelector("#confirm-box:not([hidden])");
  assert.equal(await page.textContent("#status-line"), "Confirm your move, or take it back.");
  assert.equal(await hash(page), moved, "nothing is played before the confirmation");
  assert.equal(Number(await page.getAttribute(point(dest), "data-count")), countBefore + 1, "the board shows the move waiting");
  assert.equal(await page.locator("#board .die.used").count(), 2);
  // One way back: Take back (as the status line says), no Cancel beside Confirm.
  assert.equal(await page.isVisible("#cancel"), false, "no second way to cancel");
  assert.deepEqual(await page.locator("#confirm-box button:visible").allTextContents(), ["Confirm"]);
  assert.equal(await page.isEnabled("#take-back"), true);
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-confirm.png` });
  await page.click("#take-back");
  assert.equal(await page.isVisible("#confirm-box"), false);
  assert.equal(Number(await page.getAttribute(point(dest), "data-count")), countBefore);
  assert.equal(await page.getAttribute("body", "data-waiting"), "you");
  await page.click(point(second));
  await page.click(point(dest));
  await page.click("#confirm");
  await waitForUs(page);
  const after = await lines(page);
  assert.equal(after[before.length - 1], `${before.at(-1)}: ${from}/${to} ${second}/${dest}`);
  assert.match(after[before.length], /^Black \d-\d: \S+/, "the bot played its turn");
  assert.match(after.at(-1), /^White \d-\d$/);
  // Your new roll came with the bot's last move: nothing of this turn to take back yet.
  assert.equal(await page.isDisabled("#take-back"), true, "the roll cannot be taken back");
  const resumed = await hash(page);

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await hash(page), resumed, "the same game resumed");
  assert.match(await page.textContent("#notice"), /resumed/);
  assert.deepEqual(await lines(page), after);

  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^The bot wins\. 1 point\./);
  assert.equal((await lines(page)).at(-1), "White resigns");
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a roll with no possible move passes by itself, and the page says so", async () => {
  // White's roll passed at once, right after Black's move: the bot (Black) is to play.
  const save = findSave("nomove", (game, events) =>
    events.some((e, i) => e.type === "DiceRolled" && e.player === "white" && events[i + 1]?.type === "TurnPassed"));
  const passed = BackgammonGame.load(save).events().map((e) => e.event)
    .findLast((e, i, all) => e.type === "DiceRolled" && e.player === "white" && all[i + 1]?.type === "TurnPassed");
  const roll = `${Math.max(...passed.dice)}-${Math.min(...passed.dice)}`;
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.ok((await lines(page)).includes(`White ${roll}: no move possible`));
  if ((await page.getAttribute("body", "data-status")) === "ACTIVE") {
    assert.match(await page.textContent("#status-line"), new RegExp(`^No move possible for you with ${roll}: your turn passed\\.`));
  }
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-no-move.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

/** A new game (seeds `prefix-0`, `prefix-1`, ...) whose opening roll gave White the first turn. */
function whiteStarts(prefix) {
  for (let i = 0; ; i++) {
    const game = new BackgammonGame({ seed: `${prefix}-${i}` });
    const white = game.currentPlayer === "white";
    const save = game.save();
    game.free();
    if (white) return save;
  }
}

test("a checker moved by the sum of both dice in one drag, then in one click: the engine's two moves in turn", async () => {
  const save = whiteStarts("sum");
  const game = BackgammonGame.load(save);
  const legal = game.legalActions("white").filter((a) => a.type === "MOVE");
  // Asked of the engine: a place one checker reaches by both dice and by neither die alone.
  const ways = [];
  for (const first of legal) {
    const copy = BackgammonGame.load(save);
    copy.submit("white", first);
    for (const second of copy.legalActions("white")) {
      if (second.type === "MOVE" && second.from === first.to && !legal.some((m) => m.from === first.from && m.to === second.to)) {
        ways.push({ from: first.from, mid: first.to, to: second.to });
      }
    }
    copy.free();
  }
  game.free();
  const { from, to } = ways[0];
  const mids = ways.filter((w) => w.from === from && w.to === to).map((w) => w.mid);
  const { context, page, errors } = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(page);
  const before = await lines(page);

  // By drag: the first move is played, the second waits for the confirmation.
  const there = Number(await page.getAttribute(point(to), "data-count"));
  await page.dragAndDrop(point(from), point(to));
  await page.waitForSelector("#confirm-box:not([hidden])");
  const dragged = (await lines(page)).at(-1);
  assert.match(dragged, new RegExp(`^White \\d-\\d: ${from}/(${mids.join("|")})\\*?$`), "the first of the two moves is played");
  assert.equal(Number(await page.getAttribute(point(to), "data-count")), there + 1, "the board shows the checker arrived, waiting");
  await page.click("#take-back");
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await hash(page), save.stateHash, "both moves taken back");
  assert.deepEqual(await lines(page), before);

  // By click: the checker, then the place the sum reaches (highlighted like the others).
  await page.click(point(from));
  assert.equal(await page.locator(`${point(to)}.target`).count(), 1, `${to} is offered from ${from}`);
  await page.click(point(to));
  await page.waitForSelector("#confirm-box:not([hidden])");
  await page.click("#confirm");
  await waitForUs(page);
  const played = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY)).save.actions.slice(save.actions.length, save.actions.length + 2);
  const [one, two] = played.map((r) => r.action);
  assert.equal(one.from, from);
  assert.ok(mids.includes(one.to));
  assert.deepEqual(two, { type: "MOVE", from: one.to, to });
  assert.match((await lines(page))[before.length - 1], new RegExp(`^White \\d-\\d: ${from}/${one.to}\\*? ${one.to}/${to}\\*?$`));
  assert.deepEqual(errors, []);
  await context.close();
});

test("forced moves play themselves with the switch on, and wait for you with it off", async () => {
  // White to start a turn with exactly one legal move.
  const save = findSave("forced", (game, events) => events.at(-1).type === "DiceRolled" && game.currentPlayer === "white" &&
    game.legalActions("white").filter((a) => a.type === "MOVE").length === 1);
  const [only] = BackgammonGame.load(save).legalActions("white").filter((a) => a.type === "MOVE");

  // Off: nothing is played; the one move is offered.
  const off = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(off.page);
  assert.equal(await hash(off.page), save.stateHash, "the page waits");
  assert.equal(await off.page.isChecked("#auto-forced"), false);
  assert.equal(await off.page.locator("#board .movable").count(), 1);
  assert.equal(await off.page.getAttribute("#board .movable", "data-point"), String(only.from));
  // Switched on: the move plays at once, and the choice is remembered.
  await off.page.check("#auto-forced");
  await off.page.waitForFunction((h) => document.body.dataset.hash !== h, save.stateHash);
  assert.equal(await off.page.evaluate(() => localStorage.getItem("arbiter.backgammon.forced")), "on");
  assert.deepEqual(off.errors, []);
  await off.context.close();

  // On (the default): played by itself on resuming, and said.
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  assert.equal(await page.isChecked("#auto-forced"), true, "on by default");
  const actions = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY)).save.actions;
  assert.deepEqual(actions[save.actions.length].action, only, "the only move was played for you");
  assert.match(await page.textContent("#forced-said"), new RegExp(`^Forced move played for you: ${only.from}/${only.to}\\*? \\(the only move possible\\)\\.$`));
  assert.ok((await lines(page)).some((l) => l.startsWith("White ") && l.includes(`${only.from}/${only.to}`)), "in the move list");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-forced.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("several checkers on the bar are said in the plural", async () => {
  const save = findSave("bar", (game, events) => events.at(-1).type === "DiceRolled" && game.currentPlayer === "white" &&
    game.exportState().state.bar[0] >= 2 && game.legalActions("white").length > 1);
  const n = BackgammonGame.load(save).exportState().state.bar[0];
  const { context, page, errors } = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(page);
  assert.match(await page.textContent("#status-line"), new RegExp(`Enter your ${n} checkers from the bar first\\.$`));
  assert.match(await page.textContent("#you-line"), new RegExp(`· ${n} checkers on the bar`));
  assert.equal(await page.getAttribute("#board .bar-stack.you", "aria-label"), `the bar: ${n} checkers of yours`);
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-bar.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone (390 × 844): moves by large buttons, and the end screen off the board", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript(() => localStorage.setItem("arbiter.backgammon.forced", "off"));
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=phone`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  await waitForUs(page);
  const start = await hash(page);
  // The points are narrower than a finger here; the strip's buttons are not.
  assert.ok((await page.locator(point(13)).boundingBox()).width < 40, "(the points are narrow on a phone)");
  assert.equal(await page.isVisible("#move-strip"), true);
  const keys = page.locator("#move-strip .strip-key");
  assert.ok(await keys.count() > 0);
  for (const box of await keys.evaluateAll((k) => k.map((b) => b.getBoundingClientRect().toJSON()))) {
    assert.ok(box.width >= 40 && box.height >= 40, `a button of ${box.width} × ${box.height}`);
  }
  const from = await keys.first().getAttribute("data-place");
  await keys.first().tap();
  const target = page.locator("#move-strip .strip-key.target").first();
  const to = await target.getAttribute("data-place");
  const box = await target.boundingBox();
  assert.ok(box.width >= 40 && box.height >= 40);
  await target.tap();
  await page.waitForFunction((h) => document.body.dataset.hash !== h || !document.querySelector("#confirm-box[hidden]"), start);
  if (await page.isVisible("#confirm-box")) await page.tap("#confirm");
  await waitForUs(page);
  assert.ok((await lines(page)).some((l) => new RegExp(`^White \\d-\\d: ${from}/\\d+\\*?( |$)`).test(l) || l.includes(`${from}/${to}`)), "the move was played");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-phone.png`, fullPage: true });
  await page.tap("#resign");
  await page.waitForSelector("#ask[open]");
  await page.tap("#ask-yes");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.ok(!overlap(await page.locator("#end").boundingBox(), await page.locator("#board").boundingBox()), "the end screen does not cover the board");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-phone-end.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a forced last move after one of yours is proposed for confirmation, not played", async () => {
  // White has moved once this turn; the one move left passes the dice.
  const save = findSave("last", (game, events) => {
    if (game.currentPlayer !== "white" || !events.some((e) => e.type === "CheckerMoved" && e.player === "white")) return false;
    const moves = game.legalActions("white").filter((a) => a.type === "MOVE");
    if (moves.length !== 1) return false;
    const copy = BackgammonGame.load(game.save());
    const ends = copy.submit("white", moves[0]).some((e) => e.event.type === "TurnPassed");
    copy.free();
    return ends;
  });
  const [only] = BackgammonGame.load(save).legalActions("white").filter((a) => a.type === "MOVE");
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  await page.waitForSelector("#confirm-box:not([hidden])");
  assert.equal(await hash(page), save.stateHash, "nothing played before the confirmation");
  assert.equal(await page.textContent("#forced-said"), `Your last move is forced: ${only.from}/${only.to}. Confirm it, or take it back.`);
  assert.equal(await page.getAttribute("#board", "data-pending"), "true");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-forced-last.png` });
  // Taken back: not proposed again; the move is yours to make.
  await page.click("#take-back");
  assert.equal(await page.isVisible("#confirm-box"), false);
  assert.equal(await page.textContent("#forced-said"), "");
  assert.equal(await page.locator("#board .movable").count(), 1);
  await page.click(point(only.from));
  await page.click(point(only.to));
  await page.waitForSelector("#confirm-box:not([hidden])");
  await page.click("#confirm");
  await waitForUs(page);
  const actions = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY)).save.actions;
  assert.deepEqual(actions[save.actions.length].action, only);
  assert.deepEqual(errors, []);
  await context.close();
});
