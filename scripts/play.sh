#!/usr/bin/env bash
# Installs what is missing, builds the game and serves it at http://127.0.0.1:${PORT:-8000}/
# with the signalling server of online play beside it (matchbox_server on
# ${SIGNAL_PORT:-3536}, where the page looks for it by default).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
scripts/setup.sh
scripts/build.sh
port="${PORT:-8000}"
signal_port="${SIGNAL_PORT:-3536}"
matchbox_server "127.0.0.1:$signal_port" >/dev/null 2>&1 &
signal_pid=$!
trap 'kill "$signal_pid" 2>/dev/null' EXIT
echo "Ludo is at http://127.0.0.1:$port/  (Ctrl-C stops it)"
echo "Online play signals through ws://127.0.0.1:$signal_port (matchbox_server)"
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
