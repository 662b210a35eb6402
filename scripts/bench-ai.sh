#!/usr/bin/env bash
# Times the `hard` level's decisions (and hints) natively and in headless Chromium, on the
# same seeded games: hard against three easy, in every preset.
#
#   scripts/bench-ai.sh [GAMES_PER_PRESET]   (default 6)
#
# The browser build is the page's: the wasm-release profile, then binaryen's wasm-opt -O3.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
games="${1:-6}"
out=target/bench-ai

[[ -x node_modules/.bin/wasm-opt ]] || npm ci --no-audit --no-fund

echo "== native"
cargo run --quiet --release -p ludo-lab --bin bench-ai -- --games "$games"

echo
echo "== headless Chromium"
wasm-pack --quiet build --target web --profile wasm-release --no-opt --no-pack \
  --out-dir "$out" --out-name ludo
# The same optimisation as scripts/build.sh (binaryen's wasm-opt, never Debian's older one).
node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
  "$out/ludo_bg.wasm" -o "$out/ludo_bg.wasm"
node scripts/bench-ai.mjs "$out" "$games"
