#!/usr/bin/env bash
# Builds the demo page (www/ -> www/dist) against pkg/ and serves it on http://localhost:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8080}"
node_modules/.bin/vite build --config www/vite.config.ts --logLevel warn
echo "[start] arbiter-rules demo: http://localhost:$PORT/  (Ctrl-C to stop)"
exec node_modules/.bin/vite preview --config www/vite.config.ts --port "$PORT" --strictPort
