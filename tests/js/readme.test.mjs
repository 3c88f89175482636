// Runs the README's TypeScript snippet against the built package, as a user would, and checks it
// prints what its `// →` comments say.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { readmeSnippet, expectedOutput } from "./readme-snippet.mjs";

test("the README's TypeScript snippet runs and prints what it says", () => {
  const snippet = readmeSnippet();
  const pkg = fileURLToPath(new URL("../../pkg/", import.meta.url));
  const js = ts.transpileModule(snippet, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText.replace(/from "arbiter"/g, `from ${JSON.stringify(pkg + "arbiter.js")}`);
  // In Node the wasm is given as bytes; the snippet's own `await init()` then finds it loaded.
  const prelude = `import { initSync } from ${JSON.stringify(pkg + "arbiter.js")};\n` +
    `import { readFileSync } from "node:fs";\n` +
    `initSync({ module: readFileSync(${JSON.stringify(pkg + "wasm/arbiter_bg.wasm")}) });\n`;
  const dir = fileURLToPath(new URL("../../target/readme-snippet/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(dir + "snippet.mjs", prelude + js);
  const out = execFileSync(process.execPath, [dir + "snippet.mjs"], { encoding: "utf8" });
  const expected = expectedOutput(snippet);
  assert.ok(expected.length >= 5, "the snippet documents its output");
  assert.deepEqual(out.trim().split("\n"), expected);
});
