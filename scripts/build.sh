#!/usr/bin/env bash
# Builds the npm package into pkg/ (release, --target web): the whole package (every game) at
# pkg/, and with game names as arguments, each game's own entry point at pkg/<game>/ (a wasm
# built with that game's Cargo feature alone). `all` builds every game of the table
# (scripts/games.mjs). ARBITER_PKG_DIR=dir builds into another directory instead.
#
# Each entry point's wasm keeps its function names in target/sizes/<entry>.wasm (wasm-opt -g),
# and ships without them (scripts/wasm-names.mjs drops the custom sections alone: names, and the
# toolchain's notes); bench/sizes.mjs profiles the named copy. target/sizes/<entry>.json says
# how the entry was built.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${ARBITER_PKG_DIR:-pkg}"
# ARBITER_PROFILE=dev builds unoptimised wasm in a fraction of the time (for working on the
# TypeScript side; never what ships).
profile="${ARBITER_PROFILE:-release}"
node scripts/games.mjs --check

# How each entry point is optimised: the release profile's opt-level (Cargo.toml: 3), wasm-opt's
# level, and LLVM's inline threshold (`-C llvm-args=-inline-threshold=N`; none: the opt-level's
# own). The whole package, and every game without a `src/rulesets/<module>/wasm-profile`, is built
# for speed: opt-level 3, wasm-opt -O3. A game with a size goal (bench/sizes.mjs) its speed-first
# build misses says otherwise in that file (`node scripts/games.mjs --profile <name>` reads it):
# tic-tac-toe's speed hardly matters (opt-level "z", -Oz and more passes); ships is built for size
# (opt-level "s": its bot about a quarter slower); the duel loses a little speed at opt-level 2
# inlining less (about a seventh for its random games).

# One entry point into $1: the wasm with the features $2 (wasm-bindgen's glue in $1/wasm/), then
# its TypeScript (scripts/build-js.mjs; $3 the game, or none for every game).
build_one() {
  local dir="$1" features="$2" game="${3:-}"
  shift 3
  local entry="${game:-arbiter}" opt_level=3 wasm_opt=-O3 inline=""
  if [ -n "$game" ]; then
    IFS=$'\t' read -r opt_level inline wasm_opt <<< "$(node scripts/games.mjs --profile "$game")"
    if [ "$inline" = - ]; then inline=""; fi
  fi
  # The crates' sources are named from their registry folder (`serde_json-1.0.154/src/read.rs`),
  # not the build machine's (panic locations are data in the wasm).
  local flags=() folder
  for folder in "${registries[@]}"; do
    flags+=("\"--remap-path-prefix=$folder/=\"")
  done
  if [ -n "$inline" ]; then
    flags+=("\"-C\"" "\"llvm-args=-inline-threshold=$inline\"")
  fi
  local config=(--config "profile.release.opt-level=$opt_level"
    --config "build.rustflags=[$(IFS=,; echo "${flags[*]}")]")
  rm -rf "$dir/wasm"
  scripts/wasm-env.sh wasm-pack --log-level warn build --mode force "--$profile" --no-opt --target web \
    --out-dir "$dir/wasm" --out-name arbiter . -- "$@" --features "$features" "${config[@]}"
  # wasm-pack writes the package files into its output directory: the package's are ours.
  rm -f "$dir/wasm/package.json" "$dir/wasm/README.md" "$dir/wasm/.gitignore" "$dir/wasm/"LICENSE*
  mkdir -p target/sizes
  if [ "$profile" = dev ]; then wasm_opt=-O0; fi
  # shellcheck disable=SC2086 # the flags, one word each
  scripts/wasm-env.sh wasm-opt $wasm_opt -g --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals "$dir/wasm/arbiter_bg.wasm" -o "target/sizes/$entry.wasm"
  node scripts/wasm-names.mjs "target/sizes/$entry.wasm" "$dir/wasm/arbiter_bg.wasm"
  printf '{ "optLevel": "%s", "wasmOpt": "%s", "inlineThreshold": "%s" }\n' "${opt_level//\"/}" "$wasm_opt" "$inline" \
    > "target/sizes/$entry.json"
  node scripts/build-js.mjs "$dir" $game
  echo "[build] $dir/ ready: $(wc -c < "$dir/wasm/arbiter_bg.wasm") bytes of wasm ($(gzip -9 -c "$dir/wasm/arbiter_bg.wasm" | wc -c) gzipped)"
}

# Where Cargo unpacks the crates it downloads (one folder per registry).
registries=()
for folder in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*; do
  if [ -d "$folder" ]; then registries+=("$folder"); fi
done
games=()
for arg in "$@"; do
  if [ "$arg" = all ]; then
    mapfile -t games < <(node scripts/games.mjs --list)
  else
    games+=("$arg")
  fi
done

# ARBITER_WHOLE=0 builds only the games' entry points (measuring one game's build).
if [ "${ARBITER_WHOLE:-1}" != 0 ]; then
  build_one "$out" wasm,simulate ""
fi
for game in "${games[@]}"; do
  build_one "$out/$game" "wasm,$game" "$game" --no-default-features
done
node scripts/package.mjs "$out"
# The repository's tests, benches and pages import the package by its name, as its users do:
# node_modules/arbiter-rules is pkg/.
if [ "$out" = pkg ]; then
  mkdir -p node_modules
  ln -sfn ../pkg node_modules/arbiter-rules
fi
