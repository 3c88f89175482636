// The TypeScript examples of the package's README (docs/package.md) and of every guide in docs/,
// run as their readers would run them: each ```ts block is a module of its own in an app that
// installed the packed package by name, type-checked with --strict, then run in Node; a line's
// `// → text` comment is what its console.log prints. A block opened with ```ts no-run is only
// type-checked (a Worker's code, a fragment of a page).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, app, builtEntries, node, tsc } from "./apps.mjs";

/** Every ```ts block of the docs: `{ doc, index, code, run }`. */
function snippets() {
  const out = [];
  for (const doc of readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).sort()) {
    const text = readFileSync(join(ROOT, "docs", doc), "utf8");
    let index = 0;
    for (const m of text.matchAll(/^```ts( no-run)?\n([\s\S]*?)^```$/gm)) {
      index += 1;
      out.push({ doc, index, code: m[2], run: m[1] === undefined });
    }
  }
  return out;
}

/** What a block says it prints: its `// → ...` comments, in order. */
const expected = (code) => [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trim());
const fileOf = (s) => `${s.doc.replace(/\.md$/, "")}-${s.index}`;

const blocks = snippets();
/** Game entry points pkg/ holds (npm test builds two; npm run bench builds all). An example of a
 * game whose entry is not built runs against the whole package, which exports the same names. */
const built = new Set(builtEntries());
const missing = (text) => [...new Set([...text.matchAll(/"arbiter-rules\/([a-z-]+)(?:\/wasm)?"/g)].map((m) => m[1]))].filter((e) => !built.has(e));
const toWhole = (text) => text.replace(/"arbiter-rules\/([a-z-]+)(\/wasm)?"/g, (all, entry, wasm) => (built.has(entry) ? all : `"arbiter-rules${wasm ?? ""}"`));

test("the docs have examples, and every runnable one says what it prints", () => {
  assert.ok(blocks.length >= 10, `${blocks.length} examples in docs/`);
  for (const s of blocks.filter((b) => b.run)) {
    assert.ok(expected(s.code).length > 0, `${s.doc} example ${s.index} says what it prints (a // → comment)`);
  }
});

test("every example type-checks with --strict against the installed package, and prints what it says", () => {
  const files = {
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        target: "es2022", module: "nodenext", moduleResolution: "nodenext", lib: ["es2022", "dom", "esnext.disposable"],
        strict: true, skipLibCheck: false, outDir: "out", rootDir: "src",
        types: ["node"], typeRoots: [join(ROOT, "node_modules", "@types")],
      },
      include: ["src"],
    }),
  };
  for (const s of blocks) files[`src/${fileOf(s)}.ts`] = `export {};\n${toWhole(s.code)}`;
  const unbuilt = [...new Set(blocks.flatMap((b) => missing(b.code)))];
  if (unbuilt.length > 0) console.log(`# examples of ${unbuilt.join(", ")} run against the whole package (their entry points are not built)`);
  const dir = app("docs", files);
  assert.equal(tsc(join(dir, "tsconfig.json")), "", "the examples compile");
  for (const s of blocks.filter((b) => b.run)) {
    let out;
    try {
      out = node(dir, join("out", `${fileOf(s)}.js`));
    } catch (e) {
      assert.fail(`${s.doc} example ${s.index} failed: ${e.stderr ?? e}`);
    }
    assert.deepEqual(out.trim().split("\n"), expected(s.code), `${s.doc} example ${s.index} prints what it says`);
  }
});
