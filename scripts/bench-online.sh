#!/usr/bin/env bash
# Online play's latency: three headless Chromium pages (the host, two friends, and a
# computer seat) play a whole game over WebRTC through a local matchbox_server; for every
# roll and move a friend clicks, the time until the event is drawn on all three pages
# (the next animation frame after it was applied). Prints the median, 95th percentile
# and maximum in milliseconds. Needs a build (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
runs="${RUNS:-1}"
for i in $(seq "$runs"); do
  npx playwright test --config e2e/online/playwright.config.mjs -g "three browsers" --reporter=dot >/dev/null
  echo "run $i: $(cat e2e/test-results/online-latency.json)"
done
