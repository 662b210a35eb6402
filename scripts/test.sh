#!/usr/bin/env bash
# Installs what is missing and runs every test: formatting and lints, the native tests,
# the API tests in headless Chromium and Firefox, the page's type-check and lint, and
# the browser end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
scripts/setup.sh --test

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
# A busy 2-core machine can take longer than wasm-bindgen-test's default 20 s per test.
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-300}"

step "cargo fmt --check"
cargo fmt --check
step "cargo clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
step "cargo clippy of the online module for the browser"
cargo clippy -p ludo-online-web --target wasm32-unknown-unknown --quiet -- -D warnings
step "native tests"
cargo test --workspace --release --quiet
# With the expert's module (`--features expert`): the expert's choices and its weights
# files are checked in the browsers too.
step "API tests and API fuzzing in headless Chromium"
wasm-pack test --headless --chrome --release -- --features expert --test web --test web_fuzz
step "API tests and API fuzzing in headless Firefox"
wasm-pack test --headless --firefox --release -- --features expert --test web --test web_fuzz
if [[ -d e2e ]]; then
  step "build the page"
  scripts/build.sh
  if grep -q benchGames pkg/ludo.js; then
    echo "the shipped page's wasm exports the benchmark (build it without --features bench)" >&2
    exit 1
  fi
  if grep -q loadExpert pkg/ludo.js; then
    echo "the page's first module carries the expert (it belongs in pkg-expert/ only)" >&2
    exit 1
  fi
  step "type-check and lint the page (tsc against pkg/ludo.d.ts, eslint)"
  tsc -p tsconfig.json
  tsc -p tsconfig.sw.json
  eslint --max-warnings 0 .
  step "page model tests (no browser)"
  node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON --test e2e/unit/
  step "browser end-to-end tests (Chromium)"
  npx playwright test --config e2e/playwright.config.mjs
  step "the page in Firefox"
  node --test e2e/firefox/
  step "online play: browsers over WebRTC through a local matchbox_server"
  npx playwright test --config e2e/online/playwright.config.mjs
fi
step "all tests passed"
