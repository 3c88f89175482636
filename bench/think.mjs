// Think time of the classic games' bots in headless Chromium (Debian's), in a dedicated worker as
// the pages run them: for each game and level, a few seeded games of the bot against a random
// mover, each decision timed (backgammon: each turn). Prints the median and 90th percentile and
// writes target/bench/think.json for bench/report.mjs. Needs the package in pkg/.
import { createServer } from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";

const ROOT = process.cwd();
const TYPES = { ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };

/** The bench's page, the worker and the package, served from the project (nothing else). */
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
  if (path === "/") {
    res.writeHead(200, { "content-type": "text/html" });
    return res.end("<!doctype html><title>think time</title>");
  }
  if (!/^\/(pkg|bench)\//.test(path) || path.includes("..")) {
    res.writeHead(404);
    return res.end();
  }
  try {
    const body = readFileSync(join(ROOT, path));
    res.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = server.address().port;

/** What is measured: each game's levels, in a few games, so many decisions each. */
const PLAN = [
  ...["easy", "normal", "hard"].map((level) => ({ game: "chess", level, games: 2, decisions: 20 })),
  ...["easy", "normal", "hard"].map((level) => ({ game: "go", size: 9, level, games: 2, decisions: 15 })),
  { game: "go", size: 13, level: "normal", games: 1, decisions: 10 },
  { game: "go", size: 19, level: "normal", games: 1, decisions: 8 },
  ...["easy", "normal", "hard"].map((level) => ({ game: "backgammon", level, games: 2, decisions: 15 })),
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-quic"],
});
const figures = { chromium: browser.version(), rows: [] };
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  for (const item of PLAN) {
    const times = await page.evaluate((request) => new Promise((resolve, reject) => {
      const worker = new Worker("/bench/think-worker.js", { type: "module" });
      worker.onmessage = (m) => {
        worker.terminate();
        if (m.data.error) reject(new Error(m.data.error));
        else resolve(m.data.times);
      };
      worker.onerror = (e) => reject(new Error(e.message));
      worker.postMessage(request);
    }), item);
    const sorted = [...times].sort((a, b) => a - b);
    const row = { ...item, decisions: times.length, median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
    figures.rows.push(row);
    const what = item.game === "go" ? `Go ${item.size}×${item.size}` : item.game;
    console.log(`${what.padEnd(10)} ${item.level.padEnd(6)} ${String(times.length).padStart(3)} ${item.game === "backgammon" ? "turns" : "moves"}: median ${row.median.toFixed(0)} ms, 90th percentile ${row.p90.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  server.close();
}
mkdirSync("target/bench", { recursive: true });
writeFileSync("target/bench/think.json", JSON.stringify(figures) + "\n");
