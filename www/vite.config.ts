import { existsSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { pageFolder, pageGames } from "./games.mjs";

const GAMES_ID = "virtual:games";

/** `virtual:games` (typed in src/games.d.ts): the games that have a page, in the table's order
 * (src/rulesets/mod.rs), each with a loader of its game.ts: only these are bundled. */
function gamesList(): Plugin {
  const table = fileURLToPath(new URL("../src/rulesets/mod.rs", import.meta.url));
  return {
    name: "arbiter-games",
    resolveId: (id) => (id === GAMES_ID ? `\0${GAMES_ID}` : undefined),
    load(id) {
      if (id !== `\0${GAMES_ID}`) return undefined;
      this.addWatchFile(table);
      const names = pageGames().map((g) => g.name);
      const loaders = names.map((name) =>
        `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${pageFolder(name)}game.ts`)}).then((m) => m.game),`);
      return `export const GAMES = ${JSON.stringify(names)};\nexport const loaders = {\n${loaders.join("\n")}\n};\n`;
    },
  };
}

/**
 * `arbiter-rules/<game>` where pkg/ holds that game's own entry point, else that game's part of
 * the whole package: its class's module and the loader, with every game's wasm (`npm test`
 * builds two games' entry points; `npm start` and `npm run bench` build them all). Not the whole
 * package's index, which re-exports every game: a page would then evaluate other pages' modules.
 */
function ownEntryOrWhole(): Plugin {
  const pkg = fileURLToPath(new URL("../pkg/", import.meta.url));
  const PREFIX = "\0arbiter-whole:";
  return {
    name: "arbiter-entry-points",
    enforce: "pre",
    resolveId(id) {
      const m = /^arbiter-rules\/([a-z][a-z0-9-]*)$/.exec(id);
      if (!m || existsSync(`${pkg}${m[1]}/arbiter.js`)) return undefined;
      return `${PREFIX}${m[1]}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const game = pageGames().find((g) => g.name === id.slice(PREFIX.length));
      if (!game) return undefined;
      return [
        `export { default, initSync, isArbiterError } from ${JSON.stringify(`${pkg}boundary.js`)};`,
        `export * from ${JSON.stringify(`${pkg}${game.module}.js`)};`,
      ].join("\n");
    },
  };
}

/** Emits sw.js with the list of the built files it precaches: every page's code and styles, but no
 * game's wasm, which the service worker caches when that game is first played (a visit to one
 * game downloads that game's engine alone). */
function serviceWorker(): Plugin {
  return {
    name: "arbiter-service-worker",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const assets = ["./", ...files.filter((f) => !f.endsWith(".wasm"))];
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const template = readFileSync(new URL("./sw-template.js", import.meta.url), "utf8");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: template.replace("__VERSION__", version).replace("__ASSETS__", JSON.stringify(assets)),
      });
    },
  };
}

// The pages import the package by its name, each game's page and bot worker its own entry point
// (`arbiter-rules/<game>`); scripts/build.sh links node_modules/arbiter-rules to ../pkg.
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  server: { fs: { allow: [".."] } },
  worker: { format: "es", plugins: () => [ownEntryOrWhole()] },
  plugins: [ownEntryOrWhole(), gamesList(), serviceWorker()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    rollupOptions: {
      input: {
        index: new URL("./index.html", import.meta.url).pathname,
        play: new URL("./play.html", import.meta.url).pathname,
        playground: new URL("./playground.html", import.meta.url).pathname,
      },
    },
  },
});
