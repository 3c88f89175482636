// Every game's page, from the table of games: for each game of the table with a page folder
// (www/games.mjs), whether or not its folder has page tests of its own, how to play one click away
// on the setup screen (the goal, a turn, how it ends, the controls), then a short game with the
// setup's defaults: a few of your actions played (what the board offers, through
// window.arbiterTurn) until the bot has answered, how to play opened and closed over the board,
// then resigned (or played out where there is no resigning) to the end screen, and, where the
// history can be stepped through, the end box closed and the game looked back at; no page error. Expects `vite build` to have run.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { pageGames } from "../../www/games.mjs";
import { ARTIFACTS, launch, openPage, serve, stop, resign } from "./browser.mjs";

const PORT = 4189;
/** Your actions played at least, before the end. */
const ACTIONS = 3;
/** Your actions played at most, to reach the bot's answer or the end where there is no resigning. */
const MAX_ACTIONS = 200;

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

/** Waits until you may act (true) or the game is over (false). */
async function yourTurn(page) {
  await page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 30000 });
  return (await page.getAttribute("body", "data-status")) !== "FINISHED";
}

/** Plays the first action the board offers you, confirming it if the page asks (a move the page
 * proposed, backgammon's forced last move, may already wait for the confirmation). */
async function playOne(page, name) {
  if (await page.isVisible("#confirm-box")) return page.click("#confirm");
  const offered = await page.evaluate(() => window.arbiterTurn?.offered().length ?? 0);
  assert.ok(offered > 0, `${name}: actions are offered on your turn`);
  await page.evaluate(() => window.arbiterTurn.play(0));
  if (await page.isVisible("#confirm-box")) await page.click("#confirm");
}

/** Whether the page has said how long the bot took to decide. */
const botAnswered = async (page) => ((await page.textContent("#think-time")) ?? "") !== "";

/** The how-to-play panel's parts, as shown. */
const guideParts = (page) => page.locator("#guide [data-part]").evaluateAll((parts) =>
  parts.map((p) => ({ part: p.dataset.part, title: p.querySelector("h3")?.textContent, text: p.querySelector("p")?.textContent ?? "" })));
const PARTS = [["goal", "The goal"], ["turn", "A turn"], ["end", "How it ends"], ["controls", "The controls"]];

for (const { name } of pageGames()) {
  test(`${name}: how to play, a game with the defaults against the bot, and the end screen`, { timeout: 60000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const { page, errors } = await openPage(context, `http://127.0.0.1:${PORT}/play.html?game=${name}&speed=0&seed=smoke`);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.waitForSelector("#setup:not([hidden])");
    const title = await page.textContent("#title");

    // How to play, from the setup screen: closed at first, one click away, closed with Escape.
    assert.equal(await page.isVisible("#guide"), false, `${name}: closed at first`);
    await page.click("#how-to");
    await page.waitForSelector("#guide[open]");
    assert.equal(await page.textContent("#guide-title"), `How to play: ${title}`);
    const parts = await guideParts(page);
    assert.deepEqual(parts.map((p) => [p.part, p.title]), PARTS, name);
    for (const p of parts) assert.ok(p.text.length >= 60, `${name}: "${p.part}" says something (${p.text})`);
    await page.screenshot({ path: `${ARTIFACTS}/guide-${name}.png` });
    await page.keyboard.press("Escape");
    await page.waitForSelector("#guide", { state: "hidden" });

    await page.click("#start");

    let played = 0;
    while (await yourTurn(page) && (played < ACTIONS || !(await botAnswered(page)))) {
      assert.ok(played < MAX_ACTIONS, `${name}: the bot has not answered after ${played} of your actions`);
      await playOne(page, name);
      played++;
    }
    assert.ok(await botAnswered(page), `${name}: the bot answered`);
    assert.ok(await page.locator("#log-list li").count() > 0, `${name}: the history tells the game`);

    // How to play, over the board, closed with its button, and back to the game.
    await page.click("#how-to");
    await page.waitForSelector("#guide[open]");
    assert.deepEqual((await guideParts(page)).map((p) => [p.part, p.title]), PARTS, name);
    await page.click("#guide-close");
    await page.waitForSelector("#guide", { state: "hidden" });

    if (await yourTurn(page)) {
      if (await page.isVisible("#resign")) {
        await resign(page);
      } else {
        while (await yourTurn(page)) {
          assert.ok(played < MAX_ACTIONS, `${name}: not over after ${played} of your actions, and no resigning`);
          await playOne(page, name);
          played++;
        }
      }
    }
    await page.waitForSelector("body[data-status=FINISHED]");
    await page.waitForSelector("#end:not([hidden])");
    assert.notEqual((await page.textContent("#end-sentence"))?.trim() ?? "", "", `${name}: the end screen says how it ended`);
    await page.screenshot({ path: `${ARTIFACTS}/pages-${name}.png` });

    // A history that can be stepped through: the end box closes, a line shows the game as it
    // was then, Home the start, End the end again.
    if (await page.locator("#log-list.steppable").count()) {
      await page.click("#end-look");
      const at = await page.locator("#log-list li[data-at]").first().getAttribute("data-at");
      await page.click("#log-list li[data-at] >> nth=0");
      await page.waitForSelector(`body[data-viewing='${at}'], body[data-viewing='']`);
      await page.keyboard.press("Home");
      await page.waitForSelector("body[data-viewing='0']");
      assert.equal(await page.isVisible("#viewing"), true, `${name}: the bar says a past position is shown`);
      await page.keyboard.press("End");
      await page.waitForSelector("body[data-viewing='']");
    }
    assert.deepEqual(errors, [], `${name}: no page errors`);
    await context.close();
  });
}
