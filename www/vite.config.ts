import { defineConfig } from "vite";

// The page imports the package straight from ../pkg (wasm-pack's output).
export default defineConfig({
  root: import.meta.dirname,
  server: { fs: { allow: [".."] } },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
});
