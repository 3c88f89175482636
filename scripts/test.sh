#!/usr/bin/env bash
# Every test, in order; exits non-zero on the first failure. Run through `npm test`, which sets
# the toolchain up first. Ends with one line: "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."
LOG_DIR=target/test-logs
mkdir -p "$LOG_DIR"
PASSED=0

START=$SECONDS
# Each step's title, with the minutes and seconds since the start (npm test stays under 20 minutes).
step() { printf '\n== [%d:%02d] %s\n' $(((SECONDS - START) / 60)) $(((SECONDS - START) % 60)) "$*"; }

# Runs a test command, shows its output, and adds its passed count to PASSED. Fails if the
# command fails or ran no test at all (a silently skipped suite is a failure).
run() {
  local name="$1"; shift
  local log="$LOG_DIR/$name.log"
  if ! "$@" 2>&1 | tee "$log"; then
    echo "[test] $name FAILED (log: $log)" >&2
    exit 1
  fi
  local n
  n=$(awk '/^test result: ok\./ { s += $4 } /^# pass / { s += $3 } END { print s + 0 }' "$log")
  if grep -q "skipping" "$log" || [ "$n" -eq 0 ]; then
    echo "[test] $name ran no test" >&2
    exit 1
  fi
  echo "[test] $name: $n passed"
  PASSED=$((PASSED + n))
}

step "native: unit, property, conformance and doc tests"
run native cargo test --all-features

step "lint: rustfmt and clippy (bindings included)"
cargo fmt --check
cargo clippy --all-targets --all-features --quiet -- -D warnings

step "package: wasm-pack build (release, as shipped): the whole package and two games' own entry points"
bash scripts/build.sh tictactoe chess

step "types: the generated declarations equal the committed copy"
node scripts/types.mjs --check

step "docs: every export of every entry point built is documented (TypeDoc, warnings as errors)"
node scripts/docs.mjs --check

step "types: a TypeScript consumer and the demo compile with --strict"
node_modules/.bin/tsc -p tests/ts
# With only the default libs of each target and skipLibCheck off, as a new project has them.
for target in es2020 es2022 esnext; do
  node_modules/.bin/tsc -p "tests/ts/tsconfig.$target.json"
done
node_modules/.bin/tsc -p www

# The wasm tests are built as the dev profile builds (the test profile's opt-level and line
# tables are for the native suite's thousands of games): then wasm-pack's two builds, `dev` and
# `test`, are one (a minute less).
AS_DEV=(CARGO_PROFILE_TEST_OPT_LEVEL=0 CARGO_PROFILE_TEST_DEBUG=true)
# Two files: tests/web.rs, the quick cases, runs in Node and in Chromium; tests/node.rs, perft to
# depth 4 and the bots' games (seconds each at opt-level 0), in Node only: in Chromium a case
# holds the page's one thread and the runner's WebDriver calls time out behind it on a busy
# machine. --nocapture shows each case's time ("case <name>: N ms"). Each file is its own run,
# so each must run tests. The runner gives the page 20 s for the whole file by default; the file
# takes a few seconds even on a loaded machine, and 90 s only cuts a hang short.
step "wasm: the JS-facing API in Node (wasm-bindgen-test): the quick cases, then perft and the bots' games"
run wasm-node env "${AS_DEV[@]}" scripts/wasm-env.sh \
  wasm-pack test --mode no-install --node . --features wasm --test web -- --nocapture
run wasm-node-heavy env "${AS_DEV[@]}" scripts/wasm-env.sh \
  wasm-pack test --mode no-install --node . --features wasm --test node -- --nocapture

step "wasm: the quick cases again in headless Chromium"
run wasm-chrome env "${AS_DEV[@]}" WASM_BINDGEN_USE_BROWSER=1 WASM_BINDGEN_TEST_TIMEOUT=90 scripts/wasm-env.sh \
  wasm-pack test --mode no-install --headless --chrome . --features wasm --test web -- --nocapture

step "package: the built package in Node"
run package node --test tests/js/

step "package: the packed tarball installed by name in new apps (Vite + strict TypeScript for chess and tic-tac-toe, Node ESM and require(), TypeScript without the DOM, the guides' examples)"
run consumers env VITE_APPS=chess,tictactoe node --test tests/package/

step "crate: cargo package --no-verify (the .crate as it would be published; npm run bench builds it)"
cargo package --no-verify --allow-dirty --quiet
node scripts/crate.mjs --check

step "page: the demo in Chromium (Playwright): the shared tests and each game's own (www/src/<name>/)"
node_modules/.bin/vite build --config www/vite.config.ts --logLevel warn
run page node --test tests/e2e/ www/src/

step "done"
printf '\n%s passed, 0 failed\n' "$PASSED"
