// The duel page in Debian's Chromium, played as a person would: a whole game against the bot to
// its end screen, a reload mid-game that resumes the same game, and the game offline after one
// visit (the service worker). Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, launch, openPage, serve, stop, resign } from "../../../tests/e2e/browser.mjs";

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(4191);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

const newContext = () => browser.newContext({ viewport: { width: 1280, height: 1000 } });

/** Starts a game with `deck`, the bot at Easy. */
async function startGame(page, deck = "red-green-aggro") {
  await page.waitForSelector("#setup:not([hidden])");
  await page.check(`input[name=deck][value="${deck}"]`);
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
}

/** Waits until you may act or the game is over; returns "you" or "FINISHED". */
async function waitForUs(page) {
  await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
  return (await page.getAttribute("body", "data-status")) === "FINISHED" ? "FINISHED" : "you";
}

/** One decision, as a simple aggressive player: play what a click plays (a land, a spell, its
 * first target), attack with everything, never block, divide damage by default, discard the
 * first cards; otherwise pass. */
async function decide(page, stuck) {
  const prompt = page.locator("#prompt button");
  const labels = await prompt.allTextContents();
  const click = async (locator) => { await locator.click(); return true; };
  // The opening hand: kept as dealt.
  const keep = page.locator("#actions button", { hasText: "Keep this hand" });
  if (await keep.count() > 0) return click(keep);
  if (labels.some((l) => l.startsWith("Attack with everything"))) return click(prompt.filter({ hasText: "Attack with everything" }));
  if (labels.includes("Declare blockers")) return click(prompt.filter({ hasText: "Declare blockers" }));
  if (labels.includes("Assign")) return click(prompt.filter({ hasText: "Assign" }));
  const target = page.locator(".target");
  if (!stuck && await target.count() > 0) return click(target.first());
  if (labels.at(-1) === "Cancel" && stuck) return click(prompt.last());
  if (labels.some((l) => l.startsWith("Discard"))) {
    const hand = page.locator("#you .hand .card.playable");
    while (await page.locator("#prompt button.declare:disabled").count() > 0) await hand.nth(await page.locator("#you .hand .card.picked").count()).click();
    return click(page.locator("#prompt button.declare"));
  }
  if (labels.length > 0 && labels.at(-1) === "Cancel") return click(prompt.first());
  const playable = page.locator("#you .hand .card.playable");
  if (!stuck && await playable.count() > 0) return click(playable.first());
  return click(page.locator("#actions button.pass"));
}

test("a whole game against the bot plays to a clear end screen", async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, "http://127.0.0.1:4191/play.html?game=duel&speed=0&seed=whole-game");
  await startGame(page);
  await page.screenshot({ path: `${ARTIFACTS}/duel-start.png`, fullPage: true });
  let moves = 0;
  let lastHash = "";
  let repeats = 0;
  while ((await waitForUs(page)) === "you") {
    const hash = await page.getAttribute("body", "data-hash");
    repeats = hash === lastHash ? repeats + 1 : 0;
    lastHash = hash;
    await decide(page, repeats >= 2);
    moves += 1;
    if (moves === 12) await page.screenshot({ path: `${ARTIFACTS}/duel-mid.png`, fullPage: true });
    assert.ok(moves < 1500, "the game ends");
  }
  await page.waitForSelector("#end:not([hidden])");
  assert.equal(await page.isVisible("#resign"), false, "no concede button after the end");
  const sentence = await page.textContent("#end-sentence");
  assert.match(sentence, /^(You win!|The bot wins!) \((You|The bot) (lost due to having 0 or less life|drew from an empty library|conceded)\)$|^Draw! \(both players lost at the same time\)$/);
  assert.ok(Number(await page.textContent("#log-count")) > 100);
  await page.screenshot({ path: `${ARTIFACTS}/duel-end.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reload mid-game resumes the same game; conceding ends it", async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, "http://127.0.0.1:4191/play.html?game=duel&speed=0&seed=reload");
  await startGame(page, "blue-tide");
  for (let i = 0; i < 12 && (await waitForUs(page)) === "you"; i++) await decide(page, false);
  await waitForUs(page);
  const hash = await page.getAttribute("body", "data-hash");
  const turn = await page.textContent("#turn");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.getAttribute("body", "data-hash"), hash);
  assert.equal(await page.textContent("#turn"), turn);
  assert.match(await page.textContent("#notice"), /Game resumed/);
  await resign(page);
  await page.waitForSelector("body[data-status=FINISHED]");
  assert.equal(await page.textContent("#end-sentence"), "The bot wins! (You conceded)");
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the duel loads and plays with the server gone", async () => {
  const offline = await serve(4192);
  const context = await newContext();
  const { page } = await openPage(context, "http://127.0.0.1:4192/play.html?game=duel&speed=0&seed=offline");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // The game's engine, fetched before the service worker took the page, is cached too.
  await page.waitForSelector("html[data-engines-kept=true]", { state: "attached", timeout: 20000 });
  await stop(offline);
  assert.equal(await fetch("http://127.0.0.1:4192/").then(() => "up", () => "down"), "down");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  await startGame(page);
  // Play until the bot has acted once: its worker loads from the cache too.
  for (let i = 0; i < 30 && (await waitForUs(page)) === "you"; i++) await decide(page, false);
  assert.ok(Number(await page.textContent("#log-count")) > 20);
  await context.close();
});
