#!/usr/bin/env bash
# Installs what is missing, builds the game and serves it at http://127.0.0.1:${PORT:-8000}/
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
port="${PORT:-8000}"
echo "Ludo is at http://127.0.0.1:$port/  (Ctrl-C stops it)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
