#!/usr/bin/env bash
# Benchmarks: native (cargo bench), wasm in Node (release package) side by side with the
# baselines (plain JS, boardgame.io, chess.js), the package as users get it (every entry point,
# a second bundler, every page's network log, the verified crate), then the report.
set -euo pipefail
cd "$(dirname "$0")/.."

# The baselines' npm packages (boardgame.io, chess.js) live in bench/, apart from the project's own so that
# `npm test` never installs them: `npm ci` there when bench/node_modules is missing or older than
# bench/package-lock.json.
stamp=bench/node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ bench/package-lock.json -nt "$stamp" ]; then
  echo "[bench] npm ci in bench/ (baselines)"
  (cd bench && npm ci --no-audit --no-fund --loglevel=error)
  touch "$stamp"
else
  echo "[bench] baseline npm packages: present"
fi

echo "== native"
cargo bench --bench native --quiet
cargo bench --bench classic --quiet
echo "== wasm (release package) and baselines"
bash scripts/build.sh all
node bench/sizes.mjs
node bench/wasm.mjs
node bench/classic.mjs
echo "== the package as users get it: every entry point in a new app, esbuild, every page's network log"
node --test tests/package/
node bench/bundlers.mjs
node_modules/.bin/vite build --config www/vite.config.ts --logLevel warn
NETWORK_GAMES=all node --test tests/e2e/network.test.mjs
echo "== the crate, verified (cargo package builds it from the .crate alone)"
cargo package --allow-dirty --quiet
node scripts/crate.mjs --check
echo "== the bots' think time in Chromium"
node bench/think.mjs
echo "== report"
node bench/report.mjs
