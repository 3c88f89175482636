#!/usr/bin/env bash
# Builds the npm package into pkg/ (release, wasm-opt -O3, --target web).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/wasm-env.sh wasm-pack --log-level warn build --mode force --release --target web \
  --out-dir pkg --out-name arbiter . -- --features wasm
echo "[build] pkg/ ready: $(wc -c < pkg/arbiter_bg.wasm) bytes of wasm"
