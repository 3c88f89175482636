// The package's generated declarations against the committed copy in tests/types/: the whole
// package's (pkg/*.d.ts) and those of the game entry points `npm test` builds (pkg/chess/,
// pkg/tictactoe/: each names only its own game's types). `--check` (npm test) fails on any
// difference, `--write` (npm run update-types) copies them.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PKG = "pkg";
const COPY = "tests/types";
/** The entry points whose declarations are committed: "" is the whole package. */
const ENTRIES = ["", "chess", "tictactoe"];

const declarations = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".d.ts")).map((f) => join(dir, f)) : []);
const built = ENTRIES.flatMap((e) => declarations(join(PKG, e)).map((f) => f.slice(PKG.length + 1)));
const mode = process.argv[2];
if (mode === "--write") {
  rmSync(COPY, { recursive: true, force: true });
  for (const e of ENTRIES) mkdirSync(join(COPY, e), { recursive: true });
  for (const f of built) writeFileSync(join(COPY, f), readFileSync(join(PKG, f)));
} else if (mode === "--check") {
  for (const e of ENTRIES.slice(1)) {
    if (!existsSync(join(PKG, e))) {
      console.error(`[types] pkg/${e}/ is missing: build it (bash scripts/build.sh ${ENTRIES.slice(1).join(" ")})`);
      process.exit(1);
    }
  }
  const committed = ENTRIES.flatMap((e) => declarations(join(COPY, e)).map((f) => f.slice(COPY.length + 1)));
  const differ = [...new Set([...built, ...committed])].filter((f) =>
    !existsSync(join(PKG, f)) || !existsSync(join(COPY, f)) || readFileSync(join(PKG, f), "utf8") !== readFileSync(join(COPY, f), "utf8"));
  if (differ.length > 0) {
    console.error(`[types] pkg's declarations differ from tests/types/ in ${differ.join(", ")}: review (diff -ru tests/types pkg), then npm run update-types`);
    process.exit(1);
  }
} else {
  throw new Error("usage: node scripts/types.mjs --check | --write");
}
