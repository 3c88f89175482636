import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { defineConfig, type Plugin } from "vite";

/** Emits sw.js with the list of every built file, so the service worker can precache them all. */
function serviceWorker(): Plugin {
  return {
    name: "arbiter-service-worker",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort();
      const assets = ["./", ...files];
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

// The pages import the package straight from ../pkg (wasm-pack's output).
export default defineConfig({
  root: import.meta.dirname,
  base: "./",
  server: { fs: { allow: [".."] } },
  worker: { format: "es" },
  plugins: [serviceWorker()],
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
