#!/usr/bin/env bash
# Builds the npm package into pkg/ (release, wasm-opt -O3, --target web): the whole package
# (every game) at pkg/, and with game names as arguments, each game's own entry point at
# pkg/<game>/ (a wasm built with that game's Cargo feature alone). `all` builds every game of
# the table (scripts/games.mjs). ARBITER_PKG_DIR=dir builds into another directory instead.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${ARBITER_PKG_DIR:-pkg}"
node scripts/games.mjs --check

# One entry point into $1: the wasm with the features $2 (wasm-bindgen's glue in $1/wasm/), then
# its TypeScript (scripts/build-js.mjs; $3 the game, or none for every game).
build_one() {
  local dir="$1" features="$2" game="${3:-}"
  shift 3
  rm -rf "$dir/wasm"
  scripts/wasm-env.sh wasm-pack --log-level warn build --mode force --release --target web \
    --out-dir "$dir/wasm" --out-name arbiter . -- "$@" --features "$features"
  # wasm-pack writes the package files into its output directory: the package's are ours.
  rm -f "$dir/wasm/package.json" "$dir/wasm/README.md" "$dir/wasm/.gitignore"
  node scripts/build-js.mjs "$dir" $game
  echo "[build] $dir/ ready: $(wc -c < "$dir/wasm/arbiter_bg.wasm") bytes of wasm ($(gzip -9 -c "$dir/wasm/arbiter_bg.wasm" | wc -c) gzipped)"
}

games=()
for arg in "$@"; do
  if [ "$arg" = all ]; then
    mapfile -t games < <(node scripts/games.mjs --list)
  else
    games+=("$arg")
  fi
done

build_one "$out" wasm ""
for game in "${games[@]}"; do
  build_one "$out/$game" "wasm,$game" "$game" --no-default-features
done
node scripts/package.mjs "$out"
