// The package as a user gets it: `npm pack`'s tarball of pkg/, installed into new folders under
// target/apps/ (`npm install <tarball> --offline`: the package has no dependencies), with the
// repository's own Vite and TypeScript run on them (no download per run).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const PKG = join(ROOT, "pkg");
const APPS = join(ROOT, "target", "apps");
const BIN = join(ROOT, "node_modules", ".bin");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

let tarball = null;

/** The packed package (`npm pack pkg`), packed once per process: its path. */
export function pack() {
  if (tarball !== null) return tarball;
  const out = join(ROOT, "target", "pack");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [info] = JSON.parse(execFileSync(NPM, ["pack", PKG, "--json", "--pack-destination", out], { cwd: ROOT, encoding: "utf8" }));
  tarball = join(out, info.filename);
  return tarball;
}

/** The files the tarball holds (`npm pack --dry-run`'s list), relative to the package. */
export function packedFiles() {
  const [info] = JSON.parse(execFileSync(NPM, ["pack", PKG, "--json", "--dry-run"], { cwd: ROOT, encoding: "utf8" }));
  return info.files.map((f) => f.path).sort();
}

/**
 * A new folder target/apps/<name> holding `files` (path -> text) and the tarball installed as a
 * dependency, as `npm install arbiter-rules` would: its path.
 */
export function app(name, files) {
  const dir = join(APPS, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `app-${name}`, private: true, type: "module" }, null, 2));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  execFileSync(NPM, ["install", pack(), "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], { cwd: dir, stdio: "pipe" });
  return dir;
}

/** Runs the repository's TypeScript compiler on a project; its output if it fails. */
export function tsc(project) {
  try {
    execFileSync(join(BIN, "tsc"), ["-p", project], { encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (e) {
    return `${e.stdout ?? ""}${e.stderr ?? ""}` || String(e);
  }
}

/** Builds an app with the repository's Vite: the files of its dist/. */
export function viteBuild(dir) {
  execFileSync(join(BIN, "vite"), ["build", "--logLevel", "warn"], { cwd: dir, stdio: "pipe" });
  return walk(join(dir, "dist"));
}

function walk(dir) {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
}

/** Runs a Node script in `dir`; its standard output. */
export function node(dir, script, args = []) {
  return execFileSync(process.execPath, [script, ...args], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** gzip -9 size of a file's bytes, as bench/sizes.mjs counts them. */
export function gzipped(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The entry points built into pkg/: "" for the whole package, then each game's name. */
export function builtEntries() {
  const manifest = JSON.parse(readFileSync(join(PKG, "package.json"), "utf8"));
  return Object.keys(manifest.exports)
    .filter((k) => k !== "./package.json" && !k.endsWith("/wasm") && k !== "./wasm")
    .map((k) => k.slice(2));
}

export { cpSync, resolve, readFileSync };
