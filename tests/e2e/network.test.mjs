// Each game's page loads its own game's engine and no other: from the network log of a game
// played against the bot (the page and the bot's worker), the only wasm fetched is that game's
// entry point's (pkg/<game>/wasm), byte for byte. `npm test` builds the chess and tic-tac-toe
// entry points (the other pages then fall back to the whole package: see www/vite.config.ts);
// `npm run bench` builds them all and checks every page (NETWORK_GAMES=all).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { pageGames } from "../../www/games.mjs";
import { launch, openPage, serve, stop } from "./browser.mjs";

const PORT = 4196;
const wanted = process.env.NETWORK_GAMES === "all" ? pageGames().map((g) => g.name) : ["chess", "tictactoe"];
const games = wanted.filter((name) => existsSync(`pkg/${name}/wasm/arbiter_bg.wasm`));

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

test("the entry points this run checks are built", () => {
  assert.deepEqual(games, wanted, "pkg/ holds each checked game's own entry point (scripts/build.sh <game>)");
});

for (const name of games) {
  test(`the ${name} page and its bot fetch ${name}'s wasm alone`, async () => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const wasm = new Map();
    context.on("response", async (response) => {
      if (!new URL(response.url()).pathname.endsWith(".wasm")) return;
      wasm.set(response.url(), response.body().catch(() => null));
    });
    try {
      const { page, errors } = await openPage(context, `http://127.0.0.1:${PORT}/play.html?game=${name}&speed=0&seed=network`);
      // The setup's defaults; your first action, then the bot's answer: the bot's worker has
      // loaded its engine too.
      await page.click("#start");
      await page.waitForSelector("body[data-waiting=you]", { timeout: 60000 });
      if (await page.isVisible("#confirm-box")) await page.click("#confirm");
      else await page.evaluate(() => window.arbiterTurn.play(0));
      if (await page.isVisible("#confirm-box")) await page.click("#confirm");
      await page.waitForFunction(() => (document.querySelector("#think-time")?.textContent ?? "") !== "", null, { timeout: 60000 });
      assert.deepEqual(errors, []);
      const own = readFileSync(`pkg/${name}/wasm/arbiter_bg.wasm`);
      const fetched = [...wasm.keys()];
      assert.ok(fetched.length >= 1, "the page fetched its engine");
      for (const url of fetched) {
        const body = await wasm.get(url);
        assert.ok(body !== null && Buffer.compare(body, own) === 0, `${url} is ${name}'s own entry point's wasm, and no other game's`);
      }
    } finally {
      await context.close();
    }
  });
}
