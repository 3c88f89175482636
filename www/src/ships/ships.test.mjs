// The ships game in Debian's Chromium, played through the page as a person would: a whole game
// against the bot to its end screen, a reload mid-game that resumes, and a reload with the
// server gone (the service worker serves the game offline). Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { ARTIFACTS, launch, openPage, serve, stop } from "../../../tests/e2e/browser.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

async function newContext() {
  return browser.newContext({ viewport: { width: 1200, height: 900 } });
}

/** Starts a game from the setup screen with `bots` bots at Easy strength. */
async function startGame(page, bots = 1) {
  await page.waitForSelector("#setup:not([hidden])");
  await page.check(`input[name=bots][value="${bots}"]`);
  await page.check('input[name=difficulty][value="easy"]');
  await page.click("#start");
}

/** Waits until you may act or the game is over; returns "you" or "FINISHED". */
async function waitForUs(page) {
  await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
  return (await page.getAttribute("body", "data-status")) === "FINISHED" ? "FINISHED" : "you";
}

/** Your move: the first action that is not a pass if there is one, else the pass. */
async function playOnce(page) {
  const buttons = page.locator("#actions button");
  const actions = (await buttons.evaluateAll((b) => b.map((x) => JSON.parse(x.dataset.action))));
  assert.ok(actions.length > 0, "you are offered actions on your turn");
  assert.ok(actions.some((a) => a.type === "PASS"), "passing is always offered");
  const pick = actions.findIndex((a) => a.type !== "PASS");
  await buttons.nth(pick >= 0 ? pick : actions.length - 1).click();
}

test("a whole game against the bot plays to a clear end screen", async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, "http://127.0.0.1:4181/play.html?game=ships&speed=0&seed=whole-game");
  await startGame(page);
  assert.equal(await page.locator(".fleet").count(), 2);
  assert.equal(await page.locator(".fleet .health[aria-valuemax='35']").count(), 2, "health bars on the 0 to 35 scale");
  let moves = 0;
  while ((await waitForUs(page)) === "you") {
    await playOnce(page);
    moves += 1;
    assert.ok(moves < 400, "the game ends");
  }
  const sentence = await page.textContent("#end-sentence");
  assert.match(sentence, /^(You win! \(.+\)|Bot 1 wins! \(You lost: .+\)|Draw! \(.+\))$/);
  assert.equal(await page.isVisible("#end"), true);
  assert.equal(await page.locator("#actions button").count(), 0, "no action is possible after the end");
  assert.equal(await page.locator(".fleet").count(), 2, "the final board stays visible");
  const healths = await page.locator(".fleet .health").evaluateAll((m) => m.map((x) => Number(x.getAttribute("aria-valuenow"))));
  if (sentence.includes("your health reached 0")) assert.equal(healths[0], 0, "you lost at 0 health");
  if (sentence.includes("Every other fleet's health reached 0")) assert.equal(healths[1], 0);
  if (sentence.includes("turn limit")) assert.equal(await page.textContent("#turn"), "30");
  const log = await page.locator("#log-list li").allTextContents();
  assert.ok(log.some((l) => l.includes("End of Turn Resolution")), "the event log shows every event");
  assert.ok(log.at(-1).startsWith("[turn") && log.at(-1).includes("Game over"));
  await page.screenshot({ path: `${ARTIFACTS}/ships-end.png`, fullPage: true });

  // The finished game survives a reload, still finished.
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.textContent("#end-sentence"), sentence);
  assert.equal(await page.locator("#actions button").count(), 0);
  // New game starts over.
  await page.click("#end-new");
  await page.waitForSelector("#setup:not([hidden])");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a reload mid-game resumes the same game, animations included", async () => {
  const context = await newContext();
  const { page, errors } = await openPage(context, "http://127.0.0.1:4181/play.html?game=ships&seed=reload");
  await startGame(page, 2);
  assert.equal(await page.locator(".fleet").count(), 3);
  // Build, end building, end battle: the bots finish the turn and the resolution plays.
  await waitForUs(page);
  await playOnce(page);
  await waitForUs(page);
  await page.click("#actions button.pass");
  await waitForUs(page);
  // Watch the resolution: the effects float over their targets, totalled by source fleet.
  await page.evaluate(() => {
    window.floats = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n.classList?.contains("float-number")) window.floats.push([n.closest(".fleet").dataset.player, n.textContent]);
        }
      }
    }).observe(document.getElementById("fleets"), { childList: true, subtree: true });
  });
  await page.click("#actions button.pass");
  await waitForUs(page);
  const floats = await page.evaluate(() => window.floats);
  const applied = await page.locator("#log-list li[data-type=EffectApplied]").evaluateAll((items) =>
    items.map((i) => [i.dataset.target, i.dataset.effect, Number(i.dataset.value)]));
  assert.ok(applied.length > 0, "this seed resolves effects in turn 1");
  assert.ok(floats.every(([, f]) => /^[−+]\d+$/.test(f)), floats.join(" "));
  assert.ok(floats.length <= applied.length, "effects are grouped");
  // Per target, the floats add up to what the log says was applied.
  const sums = (rows) => {
    const out = {};
    for (const [target, kind, value] of rows) out[`${target} ${kind}`] = (out[`${target} ${kind}`] ?? 0) + value;
    return out;
  };
  assert.deepEqual(sums(floats.map(([target, f]) => [target, f.startsWith("+") ? "HEAL" : "DAMAGE", Number(f.slice(1))])), sums(applied));
  const turn = await page.textContent("#turn");
  assert.equal(turn, "2");
  const logCount = await page.textContent("#log-count");
  const health = await page.locator(".fleet .health").evaluateAll((m) => m.map((x) => x.getAttribute("aria-valuenow")));

  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  await waitForUs(page);
  assert.equal(await page.isVisible("#game"), true, "the game, not the setup");
  assert.match(await page.textContent("#notice"), /Game resumed/);
  assert.equal(await page.textContent("#turn"), turn);
  assert.equal(await page.textContent("#log-count"), logCount);
  assert.deepEqual(await page.locator(".fleet .health").evaluateAll((m) => m.map((x) => x.getAttribute("aria-valuenow"))), health);
  await playOnce(page);
  await waitForUs(page);

  // A damaged save is refused with a message, and the setup is offered.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("arbiter.ships.v1"));
    stored.save.stateHash = "0000000000000000";
    localStorage.setItem("arbiter.ships.v1", JSON.stringify(stored));
  });
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.match(await page.textContent("#setup-notice"), /could not be resumed \(INVALID_SAVE: /);
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the game loads and plays with the server gone", async () => {
  const server = await serve(4182);
  const context = await newContext();
  const url = "http://127.0.0.1:4182/play.html?game=ships&speed=0&seed=offline";
  const { page } = await openPage(context, url);
  // Wait for the service worker to take control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
  // The game's engine, fetched before the service worker took the page, is cached too.
  await page.waitForSelector("html[data-engines-kept=true]", { state: "attached", timeout: 20000 });
  await stop(server);
  const down = await fetch("http://127.0.0.1:4182/").then(() => "up", () => "down");
  assert.equal(down, "down", "the server is really gone");

  await page.reload();
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  await startGame(page);
  // Play a whole turn: the bot thinks in its worker, loaded from the cache too.
  while ((await page.textContent("#turn")) === "1") {
    assert.equal(await waitForUs(page), "you");
    const events = await page.textContent("#log-count");
    await page.click("#actions button.pass");
    // The pass is logged (the bot may answer before this looks again, so watch the log).
    await page.waitForFunction((n) => document.querySelector("#log-count").textContent !== n, events);
    await waitForUs(page);
  }
  assert.equal(await page.textContent("#turn"), "2");
  assert.ok(Number(await page.textContent("#log-count")) > 10);
  await context.close();
});

let server;
before(async () => {
  server = await serve(4181);
});
after(async () => {
  await stop(server);
});
