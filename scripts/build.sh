#!/usr/bin/env bash
# Builds the npm package into pkg/ (release, wasm-opt -O3, --target web): the whole package
# (every game) at pkg/, and with game names as arguments, each game's own entry point at
# pkg/<game>/ (a wasm built with that game's Cargo feature alone). `all` builds every game of
# the table (scripts/games.mjs). ARBITER_PKG_DIR=dir builds into another directory instead.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${ARBITER_PKG_DIR:-pkg}"
node scripts/games.mjs --check

# One wasm-pack build into $1 with the features $2, then the generated files' post-processing.
build_one() {
  local dir="$1" features="$2"
  shift 2
  # wasm-pack leaves the snippets of earlier builds behind: start without them.
  rm -rf "$dir/snippets"
  scripts/wasm-env.sh wasm-pack --log-level warn build --mode force --release --target web \
    --out-dir "$dir" --out-name arbiter . -- "$@" --features "$features"
  node scripts/postbuild.mjs "$dir/arbiter.d.ts"
  node scripts/postbuild.mjs "$dir/arbiter.js"
  echo "[build] $dir/ ready: $(wc -c < "$dir/arbiter_bg.wasm") bytes of wasm ($(gzip -9 -c "$dir/arbiter_bg.wasm" | wc -c) gzipped)"
}

games=()
for arg in "$@"; do
  if [ "$arg" = all ]; then
    mapfile -t games < <(node scripts/games.mjs --list)
  else
    games+=("$arg")
  fi
done

build_one "$out" wasm
for game in "${games[@]}"; do
  # wasm-pack writes the package files (a nested package.json, README, .gitignore) into every
  # output directory: only the whole package's are kept.
  build_one "$out/$game" "wasm,$game" --no-default-features
  rm -f "$out/$game/package.json" "$out/$game/README.md" "$out/$game/.gitignore"
done
node scripts/package.mjs "$out"
