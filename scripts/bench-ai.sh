#!/usr/bin/env bash
# Times the `hard` level's decisions (and hints) natively and in headless Chromium, on the
# same seeded games: hard against three easy, in every preset; then the `expert` level's
# in headless Chromium, on the same games with expert in hard's seat, for every preset
# whose weights are in crates/ai/weights/; then hard on four arms (against three easy) and
# on six (against five easy) in a worker, in the expert's module, as the page plays them.
#
#   scripts/bench-ai.sh [GAMES_PER_PRESET]   (default 6)
#
# The browser builds are the page's: the wasm-release profile, then binaryen's wasm-opt -O3
# (the expert's with --features expert, as scripts/build.sh builds pkg-expert/).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
games="${1:-6}"
out=target/bench-ai
expert=target/bench-ai-expert

[[ -x node_modules/.bin/wasm-opt ]] || npm ci --no-audit --no-fund

# The same optimisation as scripts/build.sh (binaryen's wasm-opt, never Debian's older one).
optimise() {
  node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "$1" -o "$1"
}

echo "== native"
cargo run --quiet --release -p ludo-lab --bin bench-ai -- --games "$games"

echo
echo "== headless Chromium"
wasm-pack --quiet build --target web --profile wasm-release --no-opt --no-pack \
  --out-dir "$out" --out-name ludo
optimise "$out/ludo_bg.wasm"
node scripts/bench-ai.mjs "$out" "$games"

echo
echo "== the expert level in headless Chromium"
wasm-pack --quiet build --target web --profile wasm-release --no-opt --no-pack \
  --out-dir "$expert" --out-name ludo -- --features expert
optimise "$expert/ludo_bg.wasm"
shopt -s nullglob
weights=(crates/ai/weights/*.bin)
if ((${#weights[@]} == 0)); then
  echo "no weights in crates/ai/weights/: nothing to time"
  exit 0
fi
cp "${weights[@]}" "$expert/"
node scripts/bench-ai.mjs "$expert" "$games" expert

echo
echo "== hard on four and on six arms, in a worker as the page's computer players run"
# The page plays six-arm games with the expert's module (the first load has no six arms).
BOARDS="4:4 6:6" WORKER=1 node scripts/bench-ai.mjs "$expert" "$games" hard
