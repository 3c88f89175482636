// The package's generated declarations (pkg/*.d.ts and pkg/wasm/arbiter.d.ts) against the
// committed copy in tests/types/: `--check` (npm test) fails on any difference, `--write` (npm
// run update-types) copies them.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PKG = "pkg";
const COPY = "tests/types";
const files = [
  ...readdirSync(PKG).filter((f) => f.endsWith(".d.ts")),
  "wasm/arbiter.d.ts",
];
const mode = process.argv[2];
if (mode === "--write") {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(join(COPY, "wasm"), { recursive: true });
  for (const f of files) writeFileSync(join(COPY, f), readFileSync(join(PKG, f)));
} else if (mode === "--check") {
  const committed = existsSync(COPY) ? [...readdirSync(COPY).filter((f) => f.endsWith(".d.ts")), ...(existsSync(join(COPY, "wasm")) ? readdirSync(join(COPY, "wasm")).map((f) => `wasm/${f}`) : [])] : [];
  const differ = [...new Set([...files, ...committed])].filter((f) =>
    !existsSync(join(PKG, f)) || !existsSync(join(COPY, f)) || readFileSync(join(PKG, f), "utf8") !== readFileSync(join(COPY, f), "utf8"));
  if (differ.length > 0) {
    console.error(`[types] pkg's declarations differ from tests/types/ in ${differ.join(", ")}: review (diff -ru tests/types pkg), then npm run update-types`);
    process.exit(1);
  }
} else {
  throw new Error("usage: node scripts/types.mjs --check | --write");
}
