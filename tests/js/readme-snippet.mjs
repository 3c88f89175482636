// The README's TypeScript snippet: extracted for `tsc --strict` (tests/ts) and run against the
// built package (readme.test.mjs). `node tests/js/readme-snippet.mjs extract FILE` writes it out.
import { readFileSync, writeFileSync } from "node:fs";

const MARKER = "<!-- readme-snippet:";

export function readmeSnippet() {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const start = readme.indexOf(MARKER);
  if (start < 0) throw new Error("README.md has no readme-snippet marker");
  const match = /```ts\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!match) throw new Error("no ```ts block after the readme-snippet marker");
  return match[1];
}

/** The `// → ...` comments of the snippet: what it prints, line by line. */
export function expectedOutput(snippet) {
  return [...snippet.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trim());
}

if (process.argv[2] === "extract") {
  writeFileSync(process.argv[3], "// Generated from README.md by tests/js/readme-snippet.mjs: do not edit.\n" + readmeSnippet());
}
