#!/usr/bin/env bash
# The one setup step behind `npm start`, `npm test` and `npm run bench`: installs only what is
# missing (seconds when everything is present).
#   - Rust's wasm32 target (rustup), or Debian rustc-web + build-std when rustup cannot add it
#   - wasm-bindgen-cli at exactly Cargo.lock's version, wasm-pack, wasm-opt (npm binaryen)
#   - Debian chromium + chromium-driver
#   - the npm packages of package-lock.json
#   - with --engines (npm test, npm run balance): Debian's stockfish, gnugo and gnubg
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--engines" ]; then
  bash scripts/setup-engines.sh
fi

bash scripts/setup-toolchain.sh --project .

# npm packages: `npm ci` when node_modules is missing or older than the lockfile.
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "[setup] npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  touch "$stamp"
else
  echo "[setup] npm packages: present"
fi
