// Node side of the memory checks (memory.test.mjs, memory-gc.mjs): the games they play, from the
// table of games, a tiny static server for the built package (pkg/), the in-page workload
// (memory-workload.js) and each game's own (www/src/<name>/memory-workload.js), and a page that
// loads them.
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { pathToFileURL } from "node:url";
import { readGames } from "../../scripts/games.mjs";
import { pageFolder } from "../../www/games.mjs";

const ROOT = new URL("../../", import.meta.url);
const TYPES = { ".js": "text/javascript", ".wasm": "application/wasm", ".ts": "text/plain" };
const WORKLOAD = "/tests/e2e/memory-workload.js";

/** A game whose page folder has no memory workload of its own plays the generic one: this many
 * games in the run (a tenth of that again in the warm-up), this many per page.evaluate. */
export const GENERIC = { games: 100, chunk: 10 };

/**
 * The games the memory checks play, in the table's order: `{ name, ruleset, workload, games,
 * chunk }`, `workload` being the address of the game's own workload (its page folder's
 * memory-workload.js, which says its `games` and `chunk`) or null for the generic one.
 */
export async function memoryGames() {
  const games = [];
  for (const { name, ruleset } of readGames()) {
    const file = `${pageFolder(name)}memory-workload.js`;
    const own = existsSync(file) ? await import(pathToFileURL(file).href) : null;
    games.push({
      name, ruleset, workload: own ? `/www/src/${name}/memory-workload.js` : null,
      games: own?.games ?? GENERIC.games, chunk: own?.chunk ?? GENERIC.chunk,
    });
  }
  return games;
}

/** The page: the workload, set up with `games`, as `window.workload`. */
const page = (games) => `<!doctype html><meta charset="utf-8"><title>arbiter memory</title><link rel="icon" href="data:,"><body>
<script type="module">
  import * as workload from "${WORKLOAD}";
  await workload.setup(${JSON.stringify(games.map(({ name, ruleset, workload }) => ({ name, ruleset, workload })))});
  window.workload = workload;
  document.body.dataset.ready = "true";
</script>`;

/**
 * Serves `/` (the page, playing `games` from memoryGames()), `/pkg/...`, the workload and the
 * games' own on 127.0.0.1:`port` (0: any free port). Resolves to the node:http server.
 */
export function serveStatic(port, games) {
  const files = new Set([WORKLOAD, ...games.flatMap((g) => (g.workload ? [g.workload] : []))]);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(games));
      return;
    }
    const allowed = (path.startsWith("/pkg/") || files.has(path)) && !path.includes("..");
    try {
      if (!allowed) throw new Error("not served");
      const body = await readFile(new URL(`.${path}`, ROOT));
      res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream", "cache-control": "no-store" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

export function closeServer(server) {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * Opens the workload page of `server` in a fresh context of `browser`; resolves once the package
 * is loaded. `errors` collects uncaught page errors and console errors.
 */
export async function openWorkloadPage(browser, server) {
  const { port } = server.address();
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector("body[data-ready=true]", { state: "attached", timeout: 20000 }).catch((e) => {
    throw new Error(`the workload page did not load: ${errors.join("; ") || e.message}`);
  });
  return { context, page, errors };
}
