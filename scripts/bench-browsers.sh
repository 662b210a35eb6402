#!/usr/bin/env bash
# The Chromium suites' time in Chromium's headless shell, which the test command runs them
# in (e2e/launch.mjs), and in the full browser, one after the other, ROUNDS times (1 by
# default): the whole of e2e/browsers.config.mjs, or the tests whose files match FILTER.
# Prints each run's wall time and how many tests passed. Needs a build (scripts/build.sh).
#   scripts/bench-browsers.sh [ROUNDS] [FILTER…]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
rounds="${1:-1}"
shift || true
for round in $(seq "$rounds"); do
  for browser in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
    start=$EPOCHREALTIME
    result=$(LUDO_CHROMIUM=$browser npx playwright test --config e2e/browsers.config.mjs --reporter=dot "$@" 2>&1 |
      grep -E '^ +[0-9]+ (passed|failed|flaky|skipped)' | tr -s ' \n' ' ' || true)
    printf 'round %d  %-34s %6.1f s %s\n' "$round" "$browser" \
      "$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')" "$result"
  done
done
