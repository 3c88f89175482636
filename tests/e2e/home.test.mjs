// The page `npm start` opens: the list of games, each on its own page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, serve, stop } from "./browser.mjs";

let browser;
let server;

before(async () => {
  browser = await launch();
  server = await serve(4186);
});

after(async () => {
  await stop(server);
  await browser?.close();
});

test("the home page lists every game, and each link opens its page", async () => {
  const context = await browser.newContext();
  const { page, errors } = await openPage(context, "http://127.0.0.1:4186/");
  const links = await page.locator("#games a").evaluateAll((a) => a.map((x) => x.getAttribute("href")));
  assert.deepEqual(links, ["./ships.html", "./duel.html", "./deckbuilding.html", "./chess.html", "./go.html", "./backgammon.html", "./playground.html"]);
  for (const href of links) {
    const response = await page.goto(new URL(href, "http://127.0.0.1:4186/").href);
    assert.equal(response?.status(), 200, href);
    await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
    // Its own page, not the list served in its place.
    const name = href.slice(2, -".html".length);
    assert.match((await page.title()).replace(/-/g, ""), new RegExp(name, "i"), href);
  }
  // The ships game keeps its parameters on its own page.
  await page.goto("http://127.0.0.1:4186/ships.html?speed=0&seed=home");
  await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
  assert.deepEqual(errors, []);
  await context.close();
});
