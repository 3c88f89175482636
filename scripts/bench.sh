#!/usr/bin/env bash
# Benchmarks: native (cargo bench), wasm in Node (release package), then the report.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== native"
cargo bench --bench native --quiet
echo "== wasm (release package)"
bash scripts/build.sh
node bench/wasm.mjs
echo "== report"
node bench/report.mjs
