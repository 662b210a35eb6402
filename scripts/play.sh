#!/usr/bin/env bash
# Installs what is missing, builds the game and serves it at http://127.0.0.1:${PORT:-8000}/
# with the signalling server of online play beside it (matchbox_server on
# ${SIGNAL_PORT:-3536}). The page finds that server by dist/online/config.json, which this
# script writes. LUDO_NO_BUILD=1 serves dist/ as it was last built.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
if [ "${LUDO_NO_BUILD:-}" != 1 ]; then
  scripts/setup.sh
  scripts/build.sh
fi
port="${PORT:-8000}"
signal_port="${SIGNAL_PORT:-3536}"
case "$signal_port" in '' | *[!0-9]*) echo "SIGNAL_PORT must be a port number" >&2; exit 1 ;; esac
# the page dials the server this script starts, on the page's own host
printf '{"signalPort":%s}\n' "$signal_port" >dist/online/config.json
matchbox_server "127.0.0.1:$signal_port" >/dev/null 2>&1 &
signal_pid=$!
trap 'kill "$signal_pid" 2>/dev/null' EXIT
echo "Ludo is at http://127.0.0.1:$port/  (Ctrl-C stops it)"
echo "Online play signals through ws://127.0.0.1:$signal_port (matchbox_server)"
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
