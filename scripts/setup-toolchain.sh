#!/usr/bin/env bash
# Idempotent setup of the Rust -> wasm32 toolchain (the project's copy of a verified recipe; run via scripts/setup.sh).
# Usage: setup-wasm-toolchain.sh [--project DIR] [--wasm-bindgen-version X]
#                                [--no-browser] [--no-wasm-opt] [--mode auto|prebuilt|build-std]
# Env:   WASM_TC_ROOT (default ~/.wasm-tc), WASM_PACK_VERSION, BINARYEN_NPM_VERSION
# Afterwards run wasm builds/tests through wasm-env.sh (next to this file).
set -euo pipefail

WASM_PACK_VERSION="${WASM_PACK_VERSION:-0.15.1}"
BINARYEN_NPM_VERSION="${BINARYEN_NPM_VERSION:-132.0.0}"
ROOT="${WASM_TC_ROOT:-$HOME/.wasm-tc}"
DEB_RUST_PKGS=(rustc-web cargo-web rust-web-src lld-22)
BROWSER_PKGS=(chromium chromium-driver)
TARGET=wasm32-unknown-unknown

PROJECT="$PWD"; WB_VERSION=""; BROWSER=1; WASM_OPT=1; MODE="${WASM_TC_MODE:-auto}"

say() { printf '[wasm-tc] %s\n' "$*"; }
die() { printf '[wasm-tc] FAILED: %s\n' "$*" >&2; exit 1; }
trap 'die "unexpected error (line $LINENO): $BASH_COMMAND"' ERR

while [ $# -gt 0 ]; do
  case "$1" in
    --project) PROJECT="$2"; shift 2 ;;
    --wasm-bindgen-version) WB_VERSION="$2"; shift 2 ;;
    --no-browser) BROWSER=0; shift ;;
    --no-wasm-opt) WASM_OPT=0; shift ;;
    --mode) MODE="$2"; shift 2 ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    *) die "unknown argument: $1" ;;
  esac
done
case "$MODE" in auto|prebuilt|build-std) ;; *) die "--mode must be auto, prebuilt or build-std" ;; esac
[ -d "$PROJECT" ] || die "project dir not found: $PROJECT"
PROJECT="$(cd "$PROJECT" && pwd)"

mkdir -p "$ROOT/bin" "$ROOT/logs"
# One setup at a time per ROOT.
exec 9>"$ROOT/.lock"
flock 9 || die "cannot lock $ROOT/.lock"

# Run a long command with its output in $ROOT/logs/NAME.log; on failure show the
# log's tail (unless QUIET=1) and return 1.
run_logged() {
  local name="$1"; shift
  local log="$ROOT/logs/$name.log"
  if ! "$@" >"$log" 2>&1; then
    [ "${QUIET:-0}" = 1 ] || tail -n 15 "$log" >&2 || true
    return 1
  fi
}

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
APT_UPDATED=0
apt_missing() {  # prints the packages from "$@" that are not installed
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"
  done
}
apt_install() {  # installs only the missing packages
  local missing
  missing=$(apt_missing "$@" | tr '\n' ' ')
  [ -z "${missing// /}" ] && return 0
  [ -z "$SUDO" ] || command -v sudo >/dev/null || die "need root or sudo to apt-get install $missing"
  if [ "$APT_UPDATED" = 0 ]; then
    say "apt-get update"
    run_logged apt-update $SUDO apt-get update -qq || die "apt-get update failed (log: $ROOT/logs/apt-update.log)"
    APT_UPDATED=1
  fi
  say "apt-get install $missing"
  # shellcheck disable=SC2086
  run_logged apt-install $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing \
    || die "apt-get install $missing failed (log: $ROOT/logs/apt-install.log)"
}

# ---- preconditions ---------------------------------------------------------
command -v node >/dev/null || die "node not found (need Node.js >= 18 for wasm-opt and --node tests)"
command -v npm >/dev/null || die "npm not found"
command -v cargo >/dev/null || command -v rustup >/dev/null || [ -x /usr/bin/cargo ] \
  || apt_install "${DEB_RUST_PKGS[@]}"

# ---- wasm-bindgen version (must equal the crate's Cargo.lock) ---------------
if [ -z "$WB_VERSION" ]; then
  LOCK="$PROJECT/Cargo.lock"
  if [ ! -f "$LOCK" ]; then
    # Cargo.lock may live in a workspace root above the crate.
    d="$PROJECT"
    while [ "$d" != / ] && [ ! -f "$d/Cargo.lock" ]; do d="$(dirname "$d")"; done
    [ -f "$d/Cargo.lock" ] && LOCK="$d/Cargo.lock"
  fi
  if [ ! -f "$LOCK" ]; then
    [ -f "$PROJECT/Cargo.toml" ] || die "no Cargo.toml/Cargo.lock in $PROJECT; pass --project or --wasm-bindgen-version"
    say "no Cargo.lock: running cargo generate-lockfile"
    (cd "$PROJECT" && cargo generate-lockfile -q) || die "cargo generate-lockfile failed in $PROJECT"
    LOCK="$PROJECT/Cargo.lock"
  fi
  WB_VERSION=$(awk '/^\[\[package\]\]/{n=0} /^name = "wasm-bindgen"$/{n=1; next} n && /^version = /{gsub(/"/,"",$3); print $3; exit}' "$LOCK")
  [ -n "$WB_VERSION" ] || die "wasm-bindgen not found in $LOCK (is it a dependency?)"
  say "wasm-bindgen $WB_VERSION (from $LOCK)"
fi

# ---- Rust: prebuilt wasm32 std, or Debian rustc-web + build-std -------------
has_wasm_std() {
  local libdir
  libdir=$(cd "$PROJECT" && rustc --target "$TARGET" --print target-libdir 2>/dev/null) && [ -d "$libdir" ]
}
if [ "$MODE" = auto ]; then
  if command -v rustc >/dev/null && has_wasm_std; then
    MODE=prebuilt
  elif command -v rustup >/dev/null; then
    say "active toolchain has no $TARGET std: trying rustup target add"
    if (cd "$PROJECT" && QUIET=1 run_logged rustup-target timeout 180 rustup target add "$TARGET") && has_wasm_std; then
      MODE=prebuilt
    else
      say "rustup could not add $TARGET ($(grep -m1 -i 'error' "$ROOT/logs/rustup-target.log" || echo timeout)): falling back to Debian rustc-web + build-std"
      MODE=build-std
    fi
  else
    MODE=build-std
  fi
fi
if [ "$MODE" = prebuilt ]; then
  has_wasm_std || die "mode prebuilt, but rustc has no $TARGET std (rustup target add $TARGET)"
  say "rust: $(cd "$PROJECT" && rustc --version) with prebuilt $TARGET std"
else
  apt_install "${DEB_RUST_PKGS[@]}"
  [ -d /usr/lib/rustlib/src/rust/library/std ] || die "rust-web-src missing: /usr/lib/rustlib/src/rust/library/std"
  command -v rust-lld >/dev/null || die "rust-lld not on PATH (package lld-22)"
  mkdir -p "$ROOT/debian-bin"
  for b in cargo rustc rustdoc; do ln -sfn "/usr/bin/$b" "$ROOT/debian-bin/$b"; done
  say "rust: $(/usr/bin/rustc --version) + build-std (Debian rustc-web)"
fi

# ---- host tools via cargo install (run outside the project: no project config) ----
HOST_CARGO=cargo
command -v cargo >/dev/null || HOST_CARGO=/usr/bin/cargo
cargo_install() {  # CRATE VERSION; tries --locked first, log in $ROOT/logs/CRATE.log
  local crate="$1" version="$2"
  say "cargo install $crate $version (cold: ~3-4 min on 2 cores)"
  if (cd "$ROOT" && QUIET=1 run_logged "$crate" "$HOST_CARGO" install --locked --force --root "$ROOT" "$crate" --version "$version"); then
    return 0
  fi
  # A lockfile entry the registry lacks (e.g. a yanked crate) breaks --locked: resolve afresh.
  say "--locked failed ($(grep -m1 '^error' "$ROOT/logs/$crate.log" || echo see log)); retrying without --locked"
  (cd "$ROOT" && run_logged "$crate" "$HOST_CARGO" install --force --root "$ROOT" "$crate" --version "$version") \
    || die "cargo install $crate $version failed (log: $ROOT/logs/$crate.log)"
}
tool_version() { "$ROOT/bin/$1" --version 2>/dev/null | awk '{print $2}'; }

if [ "$(tool_version wasm-bindgen)" = "$WB_VERSION" ] && [ -x "$ROOT/bin/wasm-bindgen-test-runner" ]; then
  say "wasm-bindgen-cli $WB_VERSION: present"
else
  cargo_install wasm-bindgen-cli "$WB_VERSION"
fi
if [ "$(tool_version wasm-pack)" = "$WASM_PACK_VERSION" ]; then
  say "wasm-pack $WASM_PACK_VERSION: present"
else
  cargo_install wasm-pack "$WASM_PACK_VERSION"
fi

# ---- wasm-opt: npm 'binaryen' (Debian's binaryen 108 cannot parse current rustc output) ----
# Without it, set `wasm-opt = false` in [package.metadata.wasm-pack.profile.release] or pass --no-opt.
if [ "$WASM_OPT" = 1 ]; then
  pj="$ROOT/node/node_modules/binaryen/package.json"
  if [ -f "$pj" ] && grep -q "\"version\": \"$BINARYEN_NPM_VERSION\"" "$pj"; then
    say "wasm-opt (npm binaryen $BINARYEN_NPM_VERSION): present"
  else
    say "npm install binaryen@$BINARYEN_NPM_VERSION"
    mkdir -p "$ROOT/node"
    [ -f "$ROOT/node/package.json" ] || echo '{"private": true}' >"$ROOT/node/package.json"
    run_logged npm-binaryen npm install --prefix "$ROOT/node" --no-audit --no-fund --save-exact "binaryen@$BINARYEN_NPM_VERSION" \
      || die "npm install binaryen@$BINARYEN_NPM_VERSION failed (log: $ROOT/logs/npm-binaryen.log)"
  fi
  ln -sfn "$ROOT/node/node_modules/binaryen/bin/wasm-opt" "$ROOT/bin/wasm-opt"
fi

# ---- headless browser for wasm-bindgen-test ----------------------------------
if [ "$BROWSER" = 1 ]; then
  apt_install "${BROWSER_PKGS[@]}"
  cv=$(chromium --version 2>/dev/null | awk '{print $2}'); dv=$(chromedriver --version | awk '{print $2}')
  [ "${cv%%.*}" = "${dv%%.*}" ] || die "chromium $cv and chromedriver $dv differ in major version"
  say "browser: chromium $cv, chromedriver $dv"
fi

say "ready: mode=$MODE root=$ROOT (wasm-pack $WASM_PACK_VERSION, wasm-bindgen $WB_VERSION)"
