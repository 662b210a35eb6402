#!/usr/bin/env bash
# Online play on a starved machine: the online browser tests, each run REPEAT times (4 by
# default), while BUSY processes (2 by default) keep every core busy, so that pages, the
# signalling server and the test runner fall behind one another as on a loaded CI
# machine. Prints the tests' summary; any stalled game names every page's room status.
# Needs a build (scripts/build.sh). About 12 minutes on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
busy=()
for _ in $(seq "${BUSY:-2}"); do
  sh -c 'while :; do :; done' &
  busy+=($!)
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
npx playwright test --config e2e/online/playwright.config.mjs --repeat-each "${REPEAT:-4}" --reporter=dot
