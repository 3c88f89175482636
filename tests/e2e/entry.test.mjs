// A front end that imports only `arbiter-rules/chess`: a fresh Vite + strict TypeScript app, with
// the packed package installed by name (tests/package/apps.mjs), compiles with
// tsc --strict, holds chess's own wasm and no other game's, and plays a move in Chromium.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { execFileSync } from "node:child_process";
import { build, preview } from "vite";
import { launch, stop } from "./browser.mjs";
import { app as installed } from "../package/apps.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const PKG = join(ROOT, "pkg");

function files(dir) {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

test("an app that imports only arbiter-rules/chess builds with strict types, holds only chess's wasm, and plays", async () => {
  // The package as installed from its tarball: its own directory, with its exports.
  const app = installed("e2e-chess", {});
  try {
    mkdirSync(join(app, "src"));
    writeFileSync(join(app, "index.html"), '<!doctype html><meta charset="utf-8"><title>chess</title><body><pre id="out"></pre><script type="module" src="./src/main.ts"></script>');
    writeFileSync(join(app, "src", "main.ts"), `
import init, { ChessGame, isArbiterError, type ChessEndReason, type GameOutcome } from "arbiter-rules/chess";

await init();
const game = new ChessGame({ players: ["you", "bot"] });
game.submit("you", { type: "MOVE", uci: "e2e4" });
const reply = game.botAction("bot", { level: "easy" });
game.submit("bot", reply);
const outcome: GameOutcome<ChessEndReason> | null = game.outcome;
let refused = "";
try {
  game.submit("bot", { type: "MOVE", uci: "e7e5" });
} catch (e) {
  if (isArbiterError(e)) refused = e.code;
}
document.getElementById("out")!.textContent = JSON.stringify({ fen: game.fen(), outcome, refused, turn: game.turn });
document.body.dataset.ready = "true";
`);
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({
      compilerOptions: {
        target: "es2022", module: "esnext", moduleResolution: "bundler", strict: true, noEmit: true,
        skipLibCheck: false, lib: ["es2022", "dom"],
      },
      include: ["src"],
    }));
    execFileSync(join(ROOT, "node_modules", ".bin", "tsc"), ["-p", app], { stdio: "inherit" });
    await build({ root: app, logLevel: "warn", build: { outDir: "dist", target: "es2022" } });

    const wasm = files(join(app, "dist")).filter((f) => f.endsWith(".wasm"));
    assert.equal(wasm.length, 1, `one wasm in the build: ${wasm.join(", ")}`);
    const chess = readFileSync(join(PKG, "chess", "wasm", "arbiter_bg.wasm"));
    assert.ok(readFileSync(wasm[0]).equals(chess), "the build's wasm is chess's own");
    assert.ok(chess.length < readFileSync(join(PKG, "wasm", "arbiter_bg.wasm")).length / 2, "smaller than the whole package's");

    const server = await preview({ root: app, logLevel: "warn", build: { outDir: "dist" }, preview: { port: 4197, host: "127.0.0.1", strictPort: true } });
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto("http://127.0.0.1:4197/");
      await page.waitForSelector("body[data-ready=true]", { timeout: 20000 });
      const out = JSON.parse(await page.textContent("#out"));
      assert.match(out.fen, / w KQkq - \d+ 2$/, "white to move after e2e4 and the bot's reply");
      assert.equal(out.outcome, null);
      assert.equal(out.refused, "NOT_YOUR_TURN");
      assert.equal(typeof out.turn, "number");
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await stop(server);
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});
