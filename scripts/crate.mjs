// Checks the crate as `cargo package` wrote it (target/package/<name>-<version>.crate): the
// engine's sources with the data they include, the licences and the README, nothing of the
// pages, tests, benches or the npm package, and within crates.io's 10 MB.
//
//   node scripts/crate.mjs --check
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const cargo = readFileSync("Cargo.toml", "utf8");
const field = (name) => new RegExp(`^${name} = "([^"]*)"`, "m").exec(cargo)?.[1] ?? "";
const crate = join("target", "package", `${field("name")}-${field("version")}.crate`);
const prefix = `${field("name")}-${field("version")}/`;
const files = execFileSync("tar", ["-tzf", crate], { encoding: "utf8" }).trim().split("\n").map((f) => f.slice(prefix.length));

const problems = [];
for (const needed of ["Cargo.toml", "src/lib.rs", "README.md", "CHANGELOG.md", "LICENSE-MIT", "LICENSE-APACHE", "src/rulesets/backgammon/weights.bin"]) {
  if (!files.includes(needed)) problems.push(`it lacks ${needed}`);
}
const stray = files.filter((f) => /^(www|tests|bench|benches|examples|scripts|docs|node_modules|pkg)\/|\.(ts|mjs|js)$/.test(f));
if (stray.length > 0) problems.push(`it holds what the crate does not need: ${stray.slice(0, 5).join(", ")}${stray.length > 5 ? "..." : ""}`);
const size = statSync(crate).size;
if (size > 10 * 1024 * 1024) problems.push(`it is ${size} bytes, above crates.io's 10 MiB`);
if (problems.length > 0) {
  console.error(`[crate] ${crate}: ${problems.join("; ")}`);
  process.exit(1);
}
console.log(`[crate] ${crate}: ${files.length} files, ${(size / 1024).toFixed(0)} KiB`);
