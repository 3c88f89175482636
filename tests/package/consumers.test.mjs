// The packed package installed by name into new apps, as its users get it (issue 37, section 7):
// a strict Vite + TypeScript app per game entry built here (each dist/ holds exactly one wasm, its
// game's, within its size goal), a Node ESM app (`await init()` with no argument, `require()`,
// every call before `init()` refused with NOT_INITIALIZED, importing touches no DOM global), and
// TypeScript apps without the DOM library under each module resolution.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GOALS } from "../../bench/sizes.mjs";
import { PKG, ROOT, app, builtEntries, gzipped, node, packedFiles, tsc, viteBuild } from "./apps.mjs";

const entries = builtEntries();
const games = entries.filter((e) => e !== "");
/** The game entry points this run checks in a Vite app: every one built (npm test builds two). */
const viteGames = process.env.VITE_APPS ? process.env.VITE_APPS.split(",") : games;

test("the tarball holds the package and no more: README, licences, changelog, guides, every entry's files", () => {
  const files = packedFiles();
  for (const f of ["README.md", "LICENSE", "LICENSE-MIT", "LICENSE-APACHE", "CHANGELOG.md", "package.json", "arbiter.js", "arbiter.node.js", "arbiter.d.ts", "wasm/arbiter_bg.wasm"]) {
    assert.ok(files.includes(f), `the tarball has ${f}`);
  }
  for (const game of games) assert.ok(files.includes(`${game}/wasm/arbiter_bg.wasm`), `the tarball has ${game}'s wasm`);
  assert.deepEqual(files.filter((f) => /\.(rs|map|tsbuildinfo)$|(^|\/)\.gitignore$|^wasm\/package\.json$/.test(f)), [], "no sources or build leftovers");
  // Every relative link of the README and the guides resolves inside the tarball.
  for (const doc of files.filter((f) => f.endsWith(".md"))) {
    // The links of the prose: code (fenced or inline) may hold "](" of its own (SGF, PGN).
    const text = readFileSync(join(PKG, doc), "utf8").replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const path = join(doc, "..", target).replace(/\\/g, "/");
      assert.ok(files.includes(path), `${doc} links to ${target}, which the tarball does not hold`);
    }
  }
  const manifest = JSON.parse(readFileSync(join(PKG, "package.json"), "utf8"));
  assert.equal(manifest.name, "arbiter-rules");
  assert.equal(manifest.license, "MIT OR Apache-2.0");
  assert.ok(manifest.repository?.url && manifest.keywords?.length && manifest.engines?.node, "repository, keywords, engines");
});

for (const game of viteGames) {
  test(`a strict Vite + TypeScript app importing only arbiter-rules/${game} builds with exactly its wasm, within its goal`, () => {
    const dir = app(`vite-${game}`, {
      "index.html": '<!doctype html><html><body><p id="out"></p><script type="module" src="/src/main.ts"></script></body></html>\n',
      "vite.config.mjs": 'export default { build: { target: "es2022" }, logLevel: "warn" };\n',
      "tsconfig.json": JSON.stringify({
        compilerOptions: { target: "es2022", module: "esnext", moduleResolution: "bundler", lib: ["es2022", "dom"], strict: true, noEmit: true, skipLibCheck: false, types: [] },
        include: ["src"],
      }),
      "src/main.ts": VITE_MAIN[game] ?? genericMain(game),
    });
    assert.equal(tsc(join(dir, "tsconfig.json")), "", "the app type-checks with --strict");
    const dist = viteBuild(dir);
    const wasm = dist.filter((f) => f.endsWith(".wasm"));
    assert.equal(wasm.length, 1, `exactly one wasm in dist/: ${wasm.join(", ")}`);
    assert.deepEqual(readFileSync(wasm[0]), readFileSync(join(PKG, game, "wasm", "arbiter_bg.wasm")), `the wasm is ${game}'s own`);
    const js = dist.filter((f) => f.endsWith(".js")).map((f) => readFileSync(f, "utf8")).join("\n");
    assert.ok(!/node:fs|readFile\(/.test(js), "no node:fs in a browser bundle");
    const goal = GOALS[game];
    if (goal !== undefined && game !== "backgammon") {
      const size = gzipped(wasm[0]);
      assert.ok(size <= goal * 1000, `${game}'s wasm is ${size} bytes gzipped, above its goal of ${goal} KB`);
    }
  });
}

const VITE_MAIN = {
  chess: `import init, { ChessGame, isArbiterError, type GameOutcome, type ChessEndReason } from "arbiter-rules/chess";

await init();
const game = new ChessGame();
game.submit("white", { type: "MOVE", uci: "e2e4" });
const outcome: GameOutcome | null = game.outcome;
const reason: ChessEndReason | undefined = game.outcome?.reason;
try { game.submit("white", { type: "MOVE", uci: "e2e4" }); } catch (e) { if (isArbiterError(e)) console.log(e.code); }
document.querySelector("#out")!.textContent = \`\${game.fen()} \${outcome?.type ?? ""} \${reason ?? ""}\`;
`,
  tictactoe: `import init, { TicTacToeGame, type GameOutcome, type TicTacToeEndReason } from "arbiter-rules/tictactoe";

await init();
const game = new TicTacToeGame();
game.submit("X", { cell: 4 });
const outcome: GameOutcome<TicTacToeEndReason> | null = game.outcome;
document.querySelector("#out")!.textContent = \`\${game.currentPlayer} \${outcome?.type ?? "playing"}\`;
`,
};

/** A game class's name from the game's name: "connect-four" -> ConnectFourGame. */
const className = (game) => ({ deckbuilding: "DeckBuildingGame", tictactoe: "TicTacToeGame" })[game]
  ?? `${game.split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("")}Game`;

function genericMain(game) {
  const cls = className(game);
  return `import init, { ${cls} } from "arbiter-rules/${game}";

await init();
const game = new ${cls}();
document.querySelector("#out")!.textContent = \`\${game.status} \${game.currentPlayer}\`;
`;
}

test("a Node ESM app: await init() with no argument works for every entry point, and so does require()", () => {
  const dir = app("node-esm", {
    "main.mjs": `const entries = ${JSON.stringify(entries)};
for (const entry of entries) {
  const name = entry === "" ? "arbiter-rules" : "arbiter-rules/" + entry;
  const mod = await import(name);
  await mod.default();
  await mod.default(); // a second call does nothing
  // Each game class of the entry starts a game.
  const classes = Object.values(mod).filter((v) => typeof v === "function" && typeof v.ruleset === "string");
  const started = classes.filter((Class) => new Class().status === "ACTIVE");
  console.log(name, started.length > 0 && started.length === classes.length);
}
`,
    "main.cjs": `const { default: init, TicTacToeGame } = require(${JSON.stringify(games.includes("tictactoe") ? "arbiter-rules/tictactoe" : "arbiter-rules")});
init().then(() => {
  const game = new TicTacToeGame();
  game.submit("X", { cell: 0 });
  console.log("require", game.currentPlayer);
});
`,
  });
  const lines = node(dir, "main.mjs").trim().split("\n");
  assert.deepEqual(lines, entries.map((e) => `${e === "" ? "arbiter-rules" : `arbiter-rules/${e}`} true`));
  assert.equal(node(dir, "main.cjs").trim(), "require O");
});

test("before init() every function throws NOT_INITIALIZED naming init(), and importing touches no DOM global", () => {
  const dir = app("node-before-init", {
    "main.mjs": `// Every DOM global a module might touch on import throws when read.
for (const name of ["window", "document", "navigator", "location", "self", "fetch", "XMLHttpRequest", "localStorage", "HTMLElement"]) {
  Object.defineProperty(globalThis, name, { configurable: true, get() { throw new Error("touched " + name); } });
}
const entries = ${JSON.stringify(entries)};
const results = [];
for (const entry of entries) {
  const mod = await import(entry === "" ? "arbiter-rules" : "arbiter-rules/" + entry);
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value !== "function" || name === "default" || name === "initSync" || name === "isArbiterError") continue;
    const calls = /^[A-Z]/.test(name)
      ? [() => new value(), ...Object.getOwnPropertyNames(value).filter((k) => typeof value[k] === "function" && k !== "prototype").map((k) => () => value[k]("x", []))]
      : [() => value("tictactoe", 1, "x"), () => value()];
    for (const call of calls) {
      try { call(); results.push(entry + " " + name + ": no error"); }
      catch (e) { if (!(mod.isArbiterError(e) && e.code === "NOT_INITIALIZED" && e.message.includes("init()"))) results.push(entry + " " + name + ": " + (e?.code ?? e)); }
    }
  }
}
console.log(JSON.stringify(results));
`,
  });
  assert.deepEqual(JSON.parse(node(dir, "main.mjs")), [], "every call before init() is NOT_INITIALIZED");
});

const NO_DOM_MAIN = (entry) => `import init, { initSync, isArbiterError, type ArbiterError, type ErrorCode, type GameOutcome, type GameStatus, type PlayerResult } from "${entry}";

export async function start(): Promise<GameStatus | null> {
  await init();
  const outcome: GameOutcome | null = null;
  const results: PlayerResult[] = [];
  let code: ErrorCode | null = null;
  try { initSync(new Uint8Array(0)); } catch (e) { if (isArbiterError(e)) code = (e as ArbiterError).code; }
  return outcome === null && results.length === 0 && code === null ? null : "FINISHED";
}
`;

for (const [name, options] of [
  ["bundler", { module: "esnext", moduleResolution: "bundler", types: [] }],
  ["node16", { module: "node16", moduleResolution: "node16", types: [] }],
  ["nodenext", { module: "nodenext", moduleResolution: "nodenext", types: [] }],
  ["nodenext-node-types", { module: "nodenext", moduleResolution: "nodenext", types: ["node"], typeRoots: [join(ROOT, "node_modules", "@types")] }],
  ["bundler-node-types", { module: "esnext", moduleResolution: "bundler", types: ["node"], typeRoots: [join(ROOT, "node_modules", "@types")] }],
]) {
  test(`TypeScript without the DOM library compiles against every entry point (${name})`, () => {
    const files = {};
    for (const entry of entries) {
      const spec = entry === "" ? "arbiter-rules" : `arbiter-rules/${entry}`;
      files[`src/${entry || "all"}.ts`] = NO_DOM_MAIN(spec);
    }
    files["tsconfig.json"] = JSON.stringify({
      compilerOptions: { target: "es2022", lib: ["es2022"], strict: true, noEmit: true, skipLibCheck: false, ...options },
      include: ["src"],
    });
    const dir = app(`ts-${name}`, files);
    assert.equal(tsc(join(dir, "tsconfig.json")), "");
  });
}

test("the package's own files exist for every entry point: arbiter.js, arbiter.node.js, arbiter.d.ts, the wasm", () => {
  for (const entry of entries) {
    for (const f of ["arbiter.js", "arbiter.node.js", "arbiter.d.ts", "wasm/arbiter_bg.wasm"]) {
      assert.ok(existsSync(join(PKG, entry, f)), `${entry || "(root)"}/${f}`);
    }
  }
  assert.ok(ROOT);
});
