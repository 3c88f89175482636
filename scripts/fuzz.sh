#!/usr/bin/env bash
# `npm run fuzz`: fuzzes every JavaScript entry point of the built package for a fixed time each
# (FUZZ_SECONDS, 60 by default) and prints the cases run and the failures per entry point.
# Builds pkg/ first only if it is missing. Arguments go to tests/js/fuzz/run.mjs
# (--target <name>, --list); FUZZ_SEED, FUZZ_JOBS and FUZZ_PATH are read from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f pkg/arbiter.js ] || [ ! -f pkg/wasm/arbiter_bg.wasm ]; then
  bash scripts/build.sh
fi
exec node tests/js/fuzz/run.mjs "$@"
