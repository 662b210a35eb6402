#!/usr/bin/env bash
# Proof of speed and robustness. First one line per preset, for example
#   classic native=123456/s wasm=98765/s ratio=0.80
# random 4-player games per second (the preset's rules, random legal moves, played to
# the end) natively on one core and as WebAssembly in headless Chromium, measured in the
# same run on the very same games (ludo_lab::bench::play_games). Then the robustness runs:
# the fuzzer of the JavaScript-facing API, the move-generation check on random
# positions, and the invariants checked after every step of a million random games per
# preset (every switch changed alone, 2-4 seats) and of the mensch house rules together.
#
# Counts: FUZZ_CALLS (default 300000), MOVEGEN_POSITIONS (100000), INVARIANT_GAMES
# (1000000 per preset). THREADS (default 2) spreads the robustness runs; the speed
# figures always use one core. SPEED_ONLY=1 stops after the speed lines; BOARDS="4:4 6:6"
# adds six-arm games of six players (scripts/bench.mjs). Exits non-zero
# if any run fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
scripts/setup.sh >&2

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "machine: $(nproc) cores, load average $(load) (1, 5, 15 min)"

cargo build --release --quiet -p ludo-lab --bin bench
# The same optimisation as the shipped page (scripts/build.sh), for the lab's playout
# loop (crates/lab with its `wasm` feature: `benchGames`); the shipped module has none.
wasm-pack --quiet build crates/lab --target web --profile wasm-release --no-opt --no-pack \
  --out-dir "$PWD/target/bench-pkg" --out-name ludo -- --features wasm 2>&1 |
  grep -v target_features >&2 || true
wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
  target/bench-pkg/ludo_bg.wasm -o target/bench-pkg/ludo_bg.wasm

bench=target/release/bench
status=0
node scripts/bench.mjs "$bench" target/bench-pkg || status=1
echo "load average after the speed runs: $(load)"
if [[ -n "${SPEED_ONLY:-}" ]]; then
  exit "$status"
fi

export THREADS="${THREADS:-2}"
"$bench" fuzz "${FUZZ_CALLS:-300000}" 1 || status=1
"$bench" movegen "${MOVEGEN_POSITIONS:-100000}" 1 || status=1
"$bench" invariants "${INVARIANT_GAMES:-1000000}" 1 || status=1
echo "load average at the end: $(load)"
exit "$status"
