#!/usr/bin/env bash
# Builds the game into dist/: the WebAssembly module (optimised by binaryen's wasm-opt,
# never Debian's older one), the bundled page, and the single-file ludo.html.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

wasm-pack --quiet build --target web --profile wasm-release --no-opt --no-pack --out-dir pkg --out-name ludo
# The features Rust enables by default for wasm32-unknown-unknown.
wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
  pkg/ludo_bg.wasm -o pkg/ludo_bg.wasm
node scripts/build.mjs
