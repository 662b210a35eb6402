#!/usr/bin/env bash
# Installs what is missing and runs every test, each check at the cheapest level that can
# catch its fault: formatting and lints; the native tests (rules, saves, computer players,
# online rooms, fuzzing: bounded and seeded); one release build of the WebAssembly, which
# every later phase uses; the page's type-check, lint and its tests without a browser (the
# page's model, its words, the API through the built module); then what only browsers
# show: the page's journeys in Chromium, the page and the API in Firefox, and online play
# over WebRTC. At its end it prints each phase's time against its usual time
# (scripts/phase-times.txt) and names a phase that took more than twice as long (and over
# 5 s longer).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
. scripts/phases.sh

# Clippy's lints, with warnings as errors, checked while the workspace's crates build
# (the way `cargo clippy` runs it, as rustc's wrapper), so no build is done twice: the
# native tests' build lints every crate and target (as `cargo clippy --workspace
# --all-targets -- -D warnings` does), and the page's build lints the WebAssembly modules
# (the page's, the expert's and online play's) for the browser.
linted() {
  RUSTC_WORKSPACE_WRAPPER="$(rustc --print sysroot)/bin/clippy-driver" \
    CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" "$@"
}

build() {
  linted scripts/build.sh
  if grep -q benchGames pkg/ludo.js; then
    echo "the shipped page's wasm exports the benchmark (build it without --features bench)" >&2
    return 1
  fi
  if grep -q loadExpert pkg/ludo.js; then
    echo "the page's first module carries the expert (it belongs in pkg-expert/ only)" >&2
    return 1
  fi
}

lint() {
  tsc -p tsconfig.json
  tsc -p tsconfig.sw.json
  eslint --max-warnings 0 .
}

# On two cores every phase keeps both busy. The machine, not waiting, sets the pace: the
# browser suites alone fill both cores, so they run as one Playwright run that shares its
# two workers (e2e/browsers.config.mjs) rather than beside each other, which took longer.
#
# The native tests first, optimised as release is without its link-time optimisation
# (Cargo.toml, `test-fast`): they need only Rust, so they build while the set-up checks
# the rest and the WebAssembly builds.
phase_bg native "native tests (and clippy)" linted cargo test --workspace --profile test-fast --quiet

phase setup "install what is missing" scripts/setup.sh --test

phase fmt "cargo fmt --check" cargo fmt --check

phase build "build the page (and clippy for the browser): the one release build every later phase uses" build

# What needs the build and one core each, side by side.
phase_bg lint "type-check and lint the page (tsc against pkg/ludo.d.ts, eslint)" lint
phase_bg firefox "the page and the API's cases in Firefox" node --test e2e/firefox/
phase node "the page's model and words, and the API's cases on the built module, without a browser" \
  node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON --test e2e/unit/ e2e/api/
phase_wait native
# The API's fuzzer through the built module's exports (a Node process holds pkg-expert/),
# built by the native phase.
phase api-fuzz "the API fuzzer on the built module's exports" \
  linted cargo test --profile test-fast --quiet --test all -- --ignored exports_fuzz
phase_wait lint firefox

phase chromium "Chromium: online play over WebRTC through a local matchbox_server, the API's cases, and the page's journeys, drawing, touch, focus and offline play" \
  npx playwright test --config e2e/browsers.config.mjs

step "all tests passed"
