// Shared by the page tests (here and in each game's page folder, www/src/<name>/): Debian's
// Chromium through playwright-core, the built demo (www/dist, from `vite build`) served by vite
// preview, and the built package (pkg/) in Node.
import { mkdirSync, readFileSync } from "node:fs";
import { preview } from "vite";
import { chromium } from "playwright-core";

export const ARTIFACTS = "test-results";

/** The built package (pkg/), its wasm loaded: how a test makes the game a page resumes. */
export async function engine() {
  const pkg = await import("arbiter-rules");
  await pkg.default();
  return pkg;
}

export async function serve(port) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return preview({ configFile: "www/vite.config.ts", logLevel: "warn", preview: { port, host: "127.0.0.1", strictPort: true } });
}

export function stop(server) {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.httpServer.closeAllConnections?.();
    server.httpServer.close(() => resolve());
  });
}

export function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
}

/** A page that records uncaught errors and console errors into `errors`. */
export async function openPage(context, url, ready = "body[data-ready=true]") {
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 20000 });
  return { page, errors };
}

/** A new context and page at `url` whose localStorage holds `value` under `key` before the
 * page's script runs, on the first load only (a reload sees what the page itself saved):
 * how the page tests resume a game made in Node. */
export async function seededPage(browser, url, key, value, viewport = { width: 1100, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(([k, v]) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(k, v);
      sessionStorage.setItem("seeded", "1");
    }
  }, [key, value]);
  return { context, ...(await openPage(context, url)) };
}

/** Waits until it is the player's turn or the game is over (the classic pages' body flags). */
export const waitForUs = (page) => page.waitForSelector("body[data-waiting=you], body[data-status=FINISHED]", { timeout: 60000 });
/** The move list's lines. */
export const moveLines = (page) => page.locator("#log-list li").allTextContents();
/** New game from the bar, as a player does: a game in progress asks first, and Yes leaves it. */
export async function newGame(page) {
  await page.click("#new-game");
  await page.waitForSelector("#ask[open], #setup:not([hidden])");
  if (await page.isVisible("#ask[open]")) await page.click("#ask-yes");
  await page.waitForSelector("#setup:not([hidden])");
}

/** Resigns as a player does: the Resign button, then Yes in the shell's question. */
export async function resign(page) {
  await page.click("#resign");
  await page.waitForSelector("#ask[open]");
  await page.click("#ask-yes");
}
