#!/usr/bin/env bash
# Builds the npm package into pkg/ (release, wasm-opt -O3, --target web); ARBITER_PKG_DIR=dir
# builds into another directory instead.
set -euo pipefail
cd "$(dirname "$0")/.."
# wasm-pack leaves the snippets of earlier builds behind: start without them.
rm -rf "${ARBITER_PKG_DIR:-pkg}/snippets"
scripts/wasm-env.sh wasm-pack --log-level warn build --mode force --release --target web \
  --out-dir "${ARBITER_PKG_DIR:-pkg}" --out-name arbiter . -- --features wasm
node scripts/postbuild.mjs "${ARBITER_PKG_DIR:-pkg}/arbiter.d.ts"
node scripts/postbuild.mjs "${ARBITER_PKG_DIR:-pkg}/arbiter.js"
echo "[build] ${ARBITER_PKG_DIR:-pkg}/ ready: $(wc -c < "${ARBITER_PKG_DIR:-pkg}"/arbiter_bg.wasm) bytes of wasm"
