#!/usr/bin/env bash
# Installs what building (and, with --test, testing) needs on Debian 12, skipping
# whatever is already installed. Called by play.sh and test.sh; safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

want_browsers=false
[[ "${1:-}" == "--test" ]] && want_browsers=true

# The wasm-bindgen version pinned in Cargo.toml (wasm-pack needs the same CLI).
wasm_bindgen_version=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)

has() { command -v "$1" >/dev/null 2>&1; }
step() { printf '\033[1m== %s\033[0m\n' "$*"; }

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  step "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qF " $wasm_bindgen_version"; then
  step "installing wasm-bindgen-cli $wasm_bindgen_version"
  # --locked can fail when a registry lacks one exact locked dependency; then let
  # cargo pick compatible versions.
  cargo install wasm-bindgen-cli --version "$wasm_bindgen_version" --locked ||
    cargo install wasm-bindgen-cli --version "$wasm_bindgen_version"
fi

if ! has wasm-pack; then
  step "installing wasm-pack"
  cargo install wasm-pack --locked || cargo install wasm-pack
fi

# The signalling server of online play, pinned (scripts/play.sh runs it beside the page;
# the online browser tests start their own).
matchbox_version=0.15.0
if ! cargo install --list | grep -qx "matchbox_server v$matchbox_version:"; then
  step "installing matchbox_server $matchbox_version"
  cargo install matchbox_server --version "$matchbox_version" --locked ||
    cargo install matchbox_server --version "$matchbox_version"
fi

if $want_browsers; then
  # Chromium's headless shell runs the browser suites (e2e/chromium.mjs); the full
  # browser is for Lighthouse and for watching a test with --headed.
  if ! has chromium || ! has chromium-headless-shell || ! has chromedriver || ! has firefox; then
    step "installing Chromium, its headless shell, ChromeDriver and Firefox"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium chromium-headless-shell chromium-driver firefox-esr
  fi
  if ! has geckodriver; then
    step "installing geckodriver"
    cargo install geckodriver --locked || cargo install geckodriver
  fi
fi

# npm packages: binaryen's wasm-opt (Debian's is too old for wasm-bindgen's output) and
# Playwright for the browser end-to-end tests.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  step "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
