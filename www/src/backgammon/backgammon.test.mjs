// The backgammon page in Debian's Chromium, played as a person would: a late game (bearing off
// nearly done, from a save the page resumes, made here with the package) played out by clicking
// to the end screen, from Black's side; against the bot from the setup: a checker move taken back
// within the turn, the confirmation of the move that passes the dice (cancelled, then given), a
// move by drag, a reload that resumes, resignation; and a roll with no possible move, said so.
// The doubling cube (positions set up with the package's `position` config): the cube shown,
// your double taken or dropped by the bot, the bot's double taken or dropped by you (with
// screenshots at 1280 × 800 and 390 × 844), a resignation offer declined then one accepted; GNU
// Backgammon's match text copied (read back in Node to the page's hash), downloaded and loaded
// (the gnubg fixture at its end, a cut of it played on, a bad file refused).
// Expects `vite build` to have run.
import { test, before, after } from "node:test";
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { ARTIFACTS, engine, launch, newGame, openPage, serve, stop, moveLines, seededPage, waitForUs, resign } from "../../../tests/e2e/browser.mjs";

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
  // Without the cube: each new roll comes with the bot's last move.
  assert.equal(await page.isChecked('input[name=cube][value="on"]'), true, "the cube is on by default");
  await page.check('input[name=cube][value="off"]');
  await page.click("#start");
  assert.equal(await page.locator("#cube").count(), 0, "no cube without it");
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
  // The whole turn said with the move waiting (the move list has only what was played).
  assert.equal(await page.textContent("#waiting-move"), `Your move: ${before.at(-1)}: ${from}/${to} ${second}/${dest}`);
  assert.equal((await lines(page)).at(-1), `${before.at(-1)}: ${from}/${to}`);
  // One way back: Take back (as the status line says), no Cancel beside Confirm.
  assert.equal(await page.isVisible("#cancel"), false, "no second way to cancel");
  assert.deepEqual(await page.locator("#confirm-box button:visible").allTextContents(), ["Confirm"]);
  assert.equal(await page.isEnabled("#take-back"), true);
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-confirm.png` });
  await page.click("#take-back");
  assert.equal(await page.isVisible("#confirm-box"), false);
  assert.equal(await page.isVisible("#waiting-move"), false);
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
  assert.match(await page.textContent("#end-detail"), /^The bot wins\. Resigned, single game: 1 point\./);
  assert.deepEqual((await lines(page)).slice(-2), ["White offers to resign a single game: 1 point", "Black accepts: wins 1 point"]);
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("how to play says the rule of the dice (both if you can, else the larger) and how a sum is taken back", async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 850 } });
  const { page, errors } = await openPage(context, URL_BASE);
  await page.click("#how-to");
  await page.waitForSelector("#guide[open]");
  const turn = await page.textContent('#guide [data-part="turn"] p');
  assert.match(turn, /You must use both dice if you can \(if only one of them can be used, the larger when either could\)/);
  assert.doesNotMatch(turn, /If you cannot use a die, the turn passes/, "not the whole rule");
  // Two moves for the engine, taken back as one (as the sum test below does).
  assert.match(await page.textContent('#guide [data-part="controls"] p'), /24\/13 with 6-5; Take back takes the whole move back/);
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

test("the bot's last move is marked; after a roll it could not move, nothing is (not its move of the turn before)", async () => {
  // White to play right after Black's roll that could not move.
  const save = findSave("bot-passed", (game, events) => {
    const i = events.findLastIndex((e) => e.type === "DiceRolled" && e.player === "black");
    return game.currentPlayer === "white" && events.at(-1).type === "DiceRolled" && events[i + 1]?.type === "TurnPassed" &&
      game.legalActions("white").length > 1;
  });
  const { context, page, errors } = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(page);
  assert.match(await page.textContent("#status-line"), /^No move possible for the bot with \d-\d\./);
  assert.equal(await page.locator("#board .point.last").count(), 0, "no stale mark");
  // Your move and the bot's reply: its landing points marked, each holding a checker of its.
  await page.locator("#board .movable").first().click();
  await page.locator("#board .target").first().click();
  while (await page.isVisible("#board .movable") && !(await page.isVisible("#confirm-box"))) {
    await page.locator("#board .movable").first().click();
    await page.locator("#board .target").first().click();
  }
  if (await page.isVisible("#confirm-box")) await page.click("#confirm");
  await waitForUs(page);
  const bot = (await lines(page)).findLast((l) => l.startsWith("Black "));
  const marked = await page.locator("#board .point.last").evaluateAll((p) => p.map((x) => x.dataset.owner));
  if (/: no move possible$/.test(bot)) assert.deepEqual(marked, []);
  else {
    assert.ok(marked.length > 0, `the bot's move is marked (${bot})`);
    assert.ok(marked.every((owner) => owner === "them"), "only on the bot's checkers");
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("stepping through the history, each step says a new position (a roll: who is to play it)", async () => {
  // White to play, a few turns in.
  const save = findSave("steps", (game, events) => events.at(-1).type === "DiceRolled" && game.currentPlayer === "white" &&
    game.events().filter((e) => e.event.type === "DiceRolled").length >= 5 && game.legalActions("white").length > 1);
  const { context, page, errors } = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(page);
  await page.keyboard.press("Home");
  await page.waitForSelector("body[data-viewing='0']");
  const said = [await page.textContent("#viewing-text")];
  assert.match(said[0], /^Viewing the opening: (White|Black) to play \d-\d$/);
  for (let n = 1; (await page.getAttribute("body", "data-viewing")) !== ""; n++) {
    assert.ok(n < 60);
    await page.click("#viewing-next");
    if ((await page.getAttribute("body", "data-viewing")) === "") break;
    said.push(await page.textContent("#viewing-text"));
    assert.notEqual(said.at(-1), said.at(-2), `step ${n} says something new`);
    // The turn's last checker move so far is marked where it landed (in your numbering).
    const move = said.at(-1).match(/^Viewing the position after (White|Black) \d-\d: .*\/(\d+)\*?$/);
    if (move) {
      const at = move[1] === "White" ? Number(move[2]) : 25 - Number(move[2]);
      assert.equal(await page.locator(`${point(at)}.last`).count(), 1, `${said.at(-1)}: ${at} marked`);
    }
  }
  assert.ok(said.some((s) => /^Viewing (White|Black) to play \d-\d$/.test(s)), "a roll before its moves");
  assert.ok(said.some((s) => /^Viewing the position after (White|Black) \d-\d: \S+/.test(s)));
  assert.deepEqual(errors, []);
  await context.close();
});

test("two forced moves in a row are both said, not only the last", async () => {
  // Two checkers on the bar and 4-4 with one entry point: bar/21 twice, forced, then a choice.
  const position = { board: board({ 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 3, 5: 2 }), bar: [2, 0], off: [0, 0], mover: 0, dice: [4, 4] };
  const save = positionSave(position, "forced-twice");
  const { context, page, errors } = await resumePage(stored(save, 0));
  await waitForUs(page);
  await page.waitForFunction(() => document.querySelector('#board [data-point="21"]')?.getAttribute("data-count") === "2");
  assert.equal(await page.getAttribute("#board .bar-stack.you", "data-count"), "0");
  assert.equal(await page.textContent("#forced-said"), "Forced moves played for you: bar/21 bar/21 (each the only move possible).");
  // Your own move next: no longer news.
  await page.click(point(13));
  await page.click(`${point(9)}.target`);
  assert.equal(await page.textContent("#forced-said"), "");
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

test("on a phone, the players' lines wrap between their parts, never inside one (\"Bot · Black\" whole); the turn's buttons a finger high", async () => {
  // The bot with two checkers on the bar and the cube: its line is longer than the screen.
  const position = { board: board({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 13: 5, 8: 3, 6: 5 }), bar: [0, 2], off: [0, 0], mover: 0, dice: [3, 1], cube: { value: 2, owner: 1 } };
  const { context, page, errors } = await resumePage(stored(positionSave(position, "lines"), 0), { forced: "off", viewport: { width: 390, height: 844 } });
  await waitForUs(page);
  assert.match(await page.textContent("#opponent"), /Bot · Black169 pips · 0 off · 2 checkers on the barowns the cube \(2\)/);
  // Each part's text in one box: a part broken over two lines has two.
  const parts = await page.locator("#opponent > span, #you-line > span").evaluateAll((spans) => spans.filter((s) => s.textContent).map((s) => {
    const range = document.createRange();
    range.selectNodeContents(s);
    return [s.textContent, range.getClientRects().length];
  }));
  assert.equal(parts.length, 6);
  for (const [text, boxes] of parts) assert.equal(boxes, 1, `"${text}" on one line`);
  // 8/5 6/5 by the strip: then Confirm, Take back and the resignation, each a finger high.
  for (const [from, to] of [[8, 5], [6, 5]]) {
    await page.click(`#move-strip .strip-key[data-place="${from}"]`);
    await page.click(`#move-strip .strip-key.target[data-place="${to}"]`);
  }
  await page.waitForSelector("#confirm-box:not([hidden])");
  for (const id of ["#confirm", "#take-back", "#resign"]) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box.height >= 44, `${id}: ${box.width} × ${box.height}`);
  }
  await page.click("#confirm");
  await waitForUs(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the board fits beside the side column at every width (900 px: not over the Roll button), and grows on a large screen", async () => {
  const save = positionSave({ board: START, bar: [0, 0], off: [0, 0], mover: 0 }, "widths");
  for (const viewport of [{ width: 840, height: 760 }, { width: 900, height: 760 }, { width: 1000, height: 760 }, { width: 1280, height: 800 }, { width: 1400, height: 900 }]) {
    const { context, page, errors } = await resumePage(stored(save, 0), { viewport });
    await waitForUs(page);
    const board = await page.locator("#board").boundingBox();
    assert.ok(!overlap(board, await page.locator("#turn-panel").boundingBox()), `${viewport.width}: the board beside the turn panel`);
    // The Roll button is what a click at its middle reaches.
    assert.equal(await page.locator("#cube-roll").evaluate((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
    }), true, `${viewport.width}: Roll can be clicked`);
    const you = await page.locator("#you-line").boundingBox();
    assert.ok(you.y + you.height <= viewport.height, `${viewport.width} × ${viewport.height}: the board and your line in view`);
    if (viewport.width === 1400) assert.ok((await page.locator(point(13)).boundingBox()).width > 50, "larger points on a large screen");
    assert.deepEqual(errors, []);
    await context.close();
  }
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

// The doubling cube, resignation offers and match files.

/** A board in white's numbering from each side's own points: `{ point: checkers }`. */
function board(white, black) {
  const b = Array(24).fill(0);
  for (const [p, n] of Object.entries(white)) b[p - 1] += n;
  for (const [p, n] of Object.entries(black)) b[24 - p] -= n;
  return b;
}

/** A save of a cube game set up from `position` (white is you). */
function positionSave(position, seed) {
  const game = new BackgammonGame({ cube: true, seed, position });
  const save = game.save();
  game.free();
  return save;
}

/** The stored game's outcome. */
async function storedGame(page) {
  const { save } = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY));
  return BackgammonGame.load(save);
}

const START = board({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 });

test("with 3-3, a sum in the middle of the turn (13/7: two moves for the engine) is taken back whole by one Take back", async () => {
  const save = positionSave({ board: START, bar: [0, 0], off: [0, 0], mover: 0, dice: [3, 3] }, "sum-back");
  const game = BackgammonGame.load(save);
  const first = game.legalActions("white").find((a) => a.type === "MOVE" && a.from === 13);
  game.submit("white", first);
  const second = game.legalActions("white").find((a) => a.type === "MOVE" && a.from === first.to);
  game.free();
  const { context, page, errors } = await resumePage(stored(save, 0), { forced: "off" });
  await waitForUs(page);
  const before = await lines(page);
  const count = (p) => page.getAttribute(point(p), "data-count").then(Number);
  const there = await count(second.to);
  await page.click(point(13));
  await page.click(point(second.to));
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.getAttribute("data-count")) === n, [point(second.to), there + 1]);
  await waitForUs(page);
  assert.equal(await page.isHidden("#confirm-box"), true, "two dice are left: no confirmation yet");
  const played = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), KEY)).save.actions.slice(save.actions.length);
  assert.deepEqual(played.map((r) => r.action), [first, second], "the engine's two moves");
  await page.click("#take-back");
  await waitForUs(page);
  assert.equal(await hash(page), save.stateHash, "both moves taken back by one click");
  assert.deepEqual(await lines(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a new game has the cube in the middle; you double and the bot takes: the cube at 2 on its side", async () => {
  const { context, page, errors } = await resumePage(stored(positionSave({ board: START, bar: [0, 0], off: [0, 0], mover: 0 }, "take"), 0));
  await waitForUs(page);
  assert.equal(await page.getAttribute("#cube", "data-value"), "1");
  assert.equal(await page.getAttribute("#cube", "data-owner"), "", "in the middle");
  const cube = await page.locator("#cube").boundingBox();
  const bar = await page.locator("#board .bar-middle").boundingBox();
  assert.ok(overlap(cube, bar), "the centred cube sits on the middle of the bar");
  assert.equal(await page.textContent("#status-line"), "Your turn (White): roll, or double to 2?");
  assert.deepEqual(await page.locator("#cube-box button").allTextContents(), ["Roll", "Double to 2"]);
  assert.equal(await page.isVisible("#roll-dice"), true, "the dice area rolls");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-cube-roll.png` });
  await page.click("#cube-double");
  await page.waitForSelector("#notice:has-text('The bot takes')");
  await waitForUs(page);
  assert.equal(await page.textContent("#notice"), "The bot takes: the cube is at 2, on its side.");
  assert.equal(await page.getAttribute("#cube", "data-value"), "2");
  assert.equal(await page.getAttribute("#cube", "data-owner"), "them");
  const top = await page.locator("#cube").boundingBox();
  assert.ok(top.y < bar.y, "the bot's cube at its end of the bar, the top");
  assert.match(await page.textContent("#opponent"), /owns the cube \(2\)/);
  const list = await lines(page);
  // (A game set up from a position: no opening roll.)
  assert.deepEqual(list.slice(0, 2), ["White doubles to 2", "Black takes: the cube at 2"]);
  assert.match(list[2], /^White \d-\d$/, "then you roll");
  // Your roll followed the take: a move, not the cube, is asked now.
  assert.match(await page.textContent("#status-line"), /^Your move \(White\): you rolled \d-\d\./);
  assert.equal(await page.isVisible("#cube-box"), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("you double in a race you lead by far: the bot drops, and the end says the points", async () => {
  const position = { board: board({ 1: 4, 2: 3, 3: 3 }, { 6: 4, 5: 4, 4: 4 }), bar: [0, 0], off: [5, 3], mover: 0 };
  const { context, page, errors } = await resumePage(stored(positionSave(position, "drop"), 0));
  await waitForUs(page);
  // R rolls: not pressed here; Double by its button.
  await page.click("#cube-double");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "White wins: Black dropped the double");
  assert.equal(await page.textContent("#end-detail"), "You win. A dropped double: 1 point. Black bore off 3 of 15.");
  assert.deepEqual((await lines(page)).slice(-2), ["White doubles to 2", "Black drops: White wins 1 point"]);
  const outcome = (await storedGame(page)).outcome;
  assert.equal(outcome.reason, "DROPPED_DOUBLE");
  assert.equal(outcome.results[0].metrics.points, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The bot (Black) far ahead in a race, to roll with the cube in the middle: it doubles. */
const BOT_DOUBLES = { board: board({ 6: 4, 5: 4, 4: 4 }, { 1: 4, 2: 3, 3: 3 }), bar: [0, 0], off: [3, 5], mover: 1 };

for (const [answer, viewport, shot] of [["take", { width: 1280, height: 800 }, "backgammon-double-prompt"], ["drop", { width: 390, height: 844 }, "backgammon-double-prompt-phone"]]) {
  test(`the bot doubles you and you ${answer} (${viewport.width} × ${viewport.height})`, async () => {
    const save = positionSave(BOT_DOUBLES, `doubled-${answer}`);
    const { context, page, errors } = await resumePage(stored(save, 0), { viewport });
    await waitForUs(page);
    assert.equal(await page.textContent("#status-line"), "The bot doubles to 2: Take or Drop?");
    assert.deepEqual(await page.locator("#cube-box button").allTextContents(), ["Take: play on for 2 points", "Drop: lose 1 point"]);
    assert.equal(await page.getAttribute("#cube", "data-offered"), "true");
    assert.equal(await page.getAttribute("#cube", "data-value"), "2");
    assert.equal(await page.getAttribute("#cube", "data-owner"), "you", "offered in front of you");
    assert.equal(await page.isDisabled("#resign"), true, "no resigning before the double is answered");
    assert.equal((await lines(page)).at(-1), "Black doubles to 2");
    // The prompt and its buttons in view, on a phone too.
    for (const id of ["#cube-box", "#status-line", "#board"]) assert.ok(await page.locator(id).isVisible(), id);
    await page.screenshot({ path: `${ARTIFACTS}/${shot}.png`, fullPage: true });
    if (answer === "take") {
      await page.click("#cube-take");
      await page.waitForFunction(() => document.querySelector("#log-list li:last-child")?.textContent?.startsWith("Black "));
      assert.equal(await page.getAttribute("#cube", "data-owner"), "you");
      assert.equal(await page.getAttribute("#cube", "data-value"), "2");
      assert.equal(await page.getAttribute("#cube", "data-offered"), "");
      assert.ok((await lines(page)).includes("White takes: the cube at 2"));
      assert.match(await page.textContent("#you-line"), /owns the cube \(2\)/);
      // Before your roll, nothing can be taken back (the bot's dice were rolled since).
      await page.waitForSelector("#cube-roll");
      assert.equal(await page.isDisabled("#take-back"), true);
      await page.screenshot({ path: `${ARTIFACTS}/backgammon-cube-yours.png` });
    } else {
      await page.click("#cube-drop");
      await page.waitForSelector("body[data-status=FINISHED]");
      assert.equal(await page.textContent("#end-sentence"), "Black wins: White dropped the double");
      assert.equal(await page.textContent("#end-detail"), "The bot wins. A dropped double: 1 point. White bore off 3 of 15.");
      assert.equal((await lines(page)).at(-1), "White drops: Black wins 1 point");
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a resignation offered: the bot declines a single game, then accepts a backgammon (the cube at 2)", async () => {
  // White (you) with two on the bar against Black's closed-out home, the cube at 2 on Black's side.
  const position = { board: board({ 21: 3, 20: 3, 19: 3, 18: 2, 13: 2 }, { 1: 3, 2: 3, 3: 3 }), bar: [2, 0], off: [0, 6], mover: 0, dice: [5, 4], cube: { value: 2, owner: 1 } };
  const { context, page, errors } = await resumePage(stored(positionSave(position, "resign"), 0), { forced: "off" });
  await waitForUs(page);
  assert.equal(await page.getAttribute("#cube", "data-owner"), "them");
  await page.click("#resign");
  await page.waitForSelector("#ask[open]");
  assert.match(await page.textContent("#ask-text"), /^Offer to resign\?/);
  assert.deepEqual((await page.locator("#ask-choices label").allTextContents()).map((t) => t.trim()),
    ["A single game: 2 points (1 × the cube at 2)", "A gammon: 4 points (2 × the cube at 2)", "A backgammon: 6 points (3 × the cube at 2)"]);
  assert.equal(await page.isChecked('#ask-choices input[value="0"]'), true, "a single game by default");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-resign-offer.png` });
  await page.click("#ask-yes");
  await page.waitForSelector("#notice:has-text('declines')");
  await waitForUs(page);
  assert.equal(await page.textContent("#notice"), "The bot declines: play on.");
  assert.equal(await page.getAttribute("body", "data-status"), "ACTIVE");
  assert.deepEqual((await lines(page)).slice(-2), ["White offers to resign a single game: 2 points", "Black declines: play goes on"]);
  assert.match(await page.textContent("#status-line"), /^Your move \(White\): you rolled 5-4\./, "the turn as it was");

  await page.click("#resign");
  await page.waitForSelector("#ask[open]");
  await page.check('#ask-choices input[value="2"]');
  await page.click("#ask-yes");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^The bot wins\. Resigned, backgammon, the cube at 2: 6 points\./);
  assert.deepEqual((await lines(page)).slice(-2), ["White offers to resign a backgammon: 6 points", "Black accepts: wins 6 points"]);
  assert.equal((await storedGame(page)).outcome.results[0].metrics.points, 6);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the match text copied during the game reads back in Node to the page's position; downloaded as .mat", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { page, errors } = await openPage(context, `${URL_BASE}&seed=match`);
  await page.waitForSelector("#setup:not([hidden])");
  await page.check('input[name=side][value="0"]');
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
  // Play (the first move offered) until you are to roll or double.
  for (let i = 0; !(await page.isVisible("#cube-roll")); i++) {
    assert.ok(i < 40, "a turn of yours with the cube's choice");
    await waitForUs(page);
    if (await page.isVisible("#cube-roll")) break;
    const before = await hash(page);
    if (await page.isVisible("#confirm-box")) await page.click("#confirm");
    else await page.evaluate(() => window.arbiterTurn.play(0));
    // Until the page has taken it (played, or waiting for Confirm), not a fixed time: a busy
    // machine may take longer, and the turn must not be offered twice.
    await page.waitForFunction((h) => document.body.dataset.hash !== h || !document.getElementById("confirm-box").hidden, before);
  }
  await waitForUs(page);
  assert.equal(await page.textContent("#history-copy"), "Copy match");
  await page.click("#history-copy");
  await page.waitForSelector("#history-export-note:has-text('Copied.')");
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /^ 0 point match$/m);
  const again = BackgammonGame.fromMatchText(text);
  assert.equal(again.stateHash(), await hash(page), "the copied game is the page's");
  again.free();
  assert.equal(await page.isDisabled("#take-back"), true, "the bot's dice cannot be taken back");
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#history-download")]);
  assert.equal(download.suggestedFilename(), "backgammon.mat");
  // R rolls.
  await page.keyboard.press("r");
  await page.waitForFunction(() => /^Your move/.test(document.querySelector("#status-line")?.textContent ?? ""));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a GNU Backgammon match file loaded opens at its end with its players' names, to step through; one played on; a bad file is refused", async () => {
  const fixture = "tests/fixtures/backgammon/gnubg-money-game.mat";
  const expected = BackgammonGame.fromMatchText(readFileSync(fixture, "utf8"));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openPage(context, URL_BASE);
  await page.waitForSelector("#setup:not([hidden])");
  assert.equal(await page.textContent("#load-title"), "Load a game (match)");
  await page.click("#load-title");
  await page.setInputFiles("#load-file", fixture);
  await page.waitForFunction(() => document.querySelector("#load-text").value.includes("point match"));
  await page.click("#load-start");
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await hash(page), expected.stateHash());
  assert.equal(await page.textContent("#end-sentence"), "Black wins by resignation");
  assert.match(await page.textContent("#end-detail"), /^root wins\. Resigned, single game, the cube at 2: 2 points\./);
  assert.deepEqual(await page.locator("#end-export button").allTextContents(), ["Copy match", "Download match"]);
  assert.match(await page.textContent("#opponent"), /root · Black/);
  assert.match(await page.textContent("#you-line"), /gnubg · White/);
  assert.equal(await page.getAttribute("body", "data-you"), "");
  const list = await lines(page);
  assert.ok(list.includes("Black doubles to 2") && list.includes("White takes: the cube at 2"), "the cube's actions in the move list");
  assert.equal(await page.getAttribute("#cube", "data-owner"), "you", "gnubg (White, you) took the cube");
  await page.click("#end-look");
  await page.click("#log-list li[data-at] >> nth=3");
  await page.waitForSelector("body[data-viewing]:not([data-viewing=''])");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-loaded.png` });
  await page.keyboard.press("End");
  await page.waitForSelector("body[data-viewing='']");
  expected.free();

  // A game in progress (the fixture's first nine turns) goes on against the bot, you as Black.
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  const cut = readFileSync(fixture, "utf8").split("\n").filter((l) => !/^\s+(1\d|2\d)\)|Wins/.test(l)).join("\n");
  await page.fill("#load-text", cut);
  await page.click("#load-start");
  await page.waitForSelector("#review:not([hidden])");
  assert.equal(await page.getAttribute("body", "data-status"), "ACTIVE");
  await page.screenshot({ path: `${ARTIFACTS}/backgammon-review.png` });
  await page.click('#review-sides button[data-seat="1"]');
  assert.equal(await page.getAttribute("body", "data-you"), "root");
  await waitForUs(page);
  assert.equal(await page.textContent("#notice"), "Playing on from here against the bot, as Black.");

  // A bad file: the engine's message.
  await newGame(page);
  await page.fill("#load-text", " 5 point match\n\n Game 1\n a : 0  b : 0\n  1) 31: 8/5 6/2\n");
  await page.click("#load-start");
  await page.waitForSelector("#setup-notice:has-text('could not be loaded')");
  assert.match(await page.textContent("#setup-notice"), /^The game could not be loaded \(INVALID_INPUT: line 5: 31: 6\/2/);
  assert.deepEqual(errors, []);
  await context.close();
});
