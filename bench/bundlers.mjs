// A second bundler besides Vite (`npm run bench` only; esbuild is a baseline package of bench/):
// an app importing only `arbiter-rules/chess` from the packed tarball, bundled by esbuild for the
// browser, the entry's wasm imported as a file (`arbiter-rules/chess/wasm` with esbuild's `file`
// loader, then `init(url)`: esbuild does not follow `new URL(..., import.meta.url)`), holds exactly
// chess's wasm and no `node:fs`. Exits non-zero if not.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { app, PKG } from "../tests/package/apps.mjs";

const dir = app("esbuild-chess", {
  "main.ts": `import init, { ChessGame } from "arbiter-rules/chess";
import wasm from "arbiter-rules/chess/wasm";

await init(new URL(wasm, import.meta.url));
const game = new ChessGame();
game.submit("white", { type: "MOVE", uci: "e2e4" });
document.body.textContent = game.fen();
`,
  "wasm.d.ts": 'declare module "*/wasm" { const url: string; export default url; }\n',
});
await build({
  entryPoints: [join(dir, "main.ts")],
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  outdir: join(dir, "dist"),
  loader: { ".wasm": "file" },
  logLevel: "warning",
});
const out = readdirSync(join(dir, "dist"));
const wasm = out.filter((f) => f.endsWith(".wasm"));
const js = out.filter((f) => f.endsWith(".js")).map((f) => readFileSync(join(dir, "dist", f), "utf8")).join("\n");
const problems = [];
if (wasm.length !== 1) problems.push(`${wasm.length} wasm files: ${wasm.join(", ")}`);
else if (Buffer.compare(readFileSync(join(dir, "dist", wasm[0])), readFileSync(join(PKG, "chess", "wasm", "arbiter_bg.wasm"))) !== 0) {
  problems.push("the wasm is not chess's own entry point's");
}
if (/node:fs|readFile\(/.test(js)) problems.push("node:fs in a browser bundle");
if (problems.length > 0) {
  console.error(`[bundlers] esbuild: ${problems.join("; ")}`);
  process.exit(1);
}
console.log(`[bundlers] esbuild: arbiter-rules/chess bundled with exactly chess's wasm (${wasm[0]}), no node:fs`);
