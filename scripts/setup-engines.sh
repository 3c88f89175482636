#!/usr/bin/env bash
# The engines the classic games' bots are measured against, for `npm test` (one short smoke
# exchange with each) and `npm run balance` (the engine lines), never for `npm start`: Debian's
# stockfish (15.1), gnugo (3.8) and gnubg (1.07), installed into /usr/games when missing.
set -euo pipefail

PKGS=(stockfish gnugo gnubg)
say() { printf '[setup] %s\n' "$*"; }

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  say "engines: present (stockfish, gnugo, gnubg in /usr/games)"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
[ -z "$SUDO" ] || command -v sudo >/dev/null || { say "need root or sudo to apt-get install ${missing[*]}" >&2; exit 1; }
log=$(mktemp)
say "apt-get install ${missing[*]}"
# An install from the lists already on the machine first; the lists refreshed only when it fails.
if ! $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$log" 2>&1; then
  say "apt-get update"
  $SUDO apt-get update -qq >>"$log" 2>&1 || { tail -n 15 "$log" >&2; exit 1; }
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >>"$log" 2>&1 \
    || { tail -n 15 "$log" >&2; say "apt-get install ${missing[*]} failed" >&2; exit 1; }
fi
rm -f "$log"
say "engines: installed ${missing[*]}"
