#!/usr/bin/env bash
# Builds the game into dist/: the WebAssembly module (optimised by binaryen's wasm-opt,
# never Debian's older one), the bundled page, the single-file ludo.html, and two modules
# loaded on demand: the expert level's in dist/expert/ (with the weights files of
# crates/ai/weights/) and online play's in dist/online/. LUDO_SIGNAL=wss://… and
# LUDO_ICE=stun:…,… set the online module's default signalling server and STUN/TURN servers.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

# The page's module is built for size with LLVM's own inlining for opt-level "z": the
# `-inline-threshold=160` that .cargo/config.toml gives the other wasm builds is left out
# (empty RUSTFLAGS take the place of the config's), 6.4 KB less gzipped for `hard` deciding
# in 19 ms instead of 12 (BENCHMARKS.md, "First load").
RUSTFLAGS= wasm-pack --quiet build --target web --profile wasm-page --no-opt --no-pack --out-dir pkg --out-name ludo
# The features Rust enables by default for wasm32-unknown-unknown. `optimise FILE [PASSES…]`:
# -O1 by default: LLVM has optimised the modules already; binaryen's -O3 made the expert's
# and online play's modules larger gzipped in 3 times as long, and the expert no faster
# (BENCHMARKS.md, "wasm-opt for the expert's and online modules"). The page's own module
# is built for size: -Oz, then its control flow flattened and rebuilt, -Oz again,
# functions that differ only in constants merged, and -Oz once more, which gzips about 2 KB
# smaller than -Oz alone (BENCHMARKS.md, "First load"); then the producers and
# target-features sections, which no browser reads, are dropped.
optimise() {
  local file=$1
  shift
  wasm-opt "${@:--O1}" --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "$file" -o "$file"
}
optimise pkg/ludo_bg.wasm -Oz --flatten --rereloop -Oz --merge-similar-functions -Oz --strip-producers --strip-target-features
# The expert level's module: the same engine with the expert's network and
# Game.loadExpert, loaded by the computer players' worker only when an expert seat plays
# or hints are asked.
wasm-pack --quiet build --target web --profile wasm-release --no-opt --no-pack --out-dir pkg-expert --out-name ludo -- --features expert
optimise pkg-expert/ludo_bg.wasm
# Online play: its own module, loaded by the page only when a room is opened or joined.
wasm-pack --quiet build crates/online-web --target web --profile wasm-release --no-opt --no-pack --out-dir ../../pkg-online --out-name ludo_online
optimise pkg-online/ludo_online_bg.wasm
node scripts/build.mjs
