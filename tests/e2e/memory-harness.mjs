// Node side of the memory checks (memory.test.mjs, memory-gc.mjs): a tiny static server for the
// built package (pkg/) and the in-page workload (memory-workload.js), and a page that loads them.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname } from "node:path";

const ROOT = new URL("../../", import.meta.url);
const TYPES = { ".js": "text/javascript", ".wasm": "application/wasm", ".ts": "text/plain" };
const PAGE = `<!doctype html><meta charset="utf-8"><title>arbiter memory</title><link rel="icon" href="data:,"><body>
<script type="module">
  import * as workload from "/tests/e2e/memory-workload.js";
  window.workload = workload;
  document.body.dataset.ready = "true";
</script>`;

/**
 * Serves `/` (the page), `/pkg/...` and `/tests/e2e/memory-workload.js` on 127.0.0.1:`port`
 * (0: any free port). Resolves to the node:http server.
 */
export function serveStatic(port) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
      return;
    }
    const allowed = (path.startsWith("/pkg/") || path === "/tests/e2e/memory-workload.js") && !path.includes("..");
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
  await page.waitForSelector("body[data-ready=true]", { state: "attached", timeout: 20000 });
  return { context, page, errors };
}
