#!/usr/bin/env bash
# Trains the expert's network for one preset from scratch by self-play, as the committed
# weights were trained, and writes crates/ai/weights/PRESET.bin and its learning curve
# crates/ai/weights/PRESET.curve.csv (win rate of the network against three hard players
# every 50,000 games). Deterministic for the seed and game count; about an hour on two
# cores. Then redraw the curves: node scripts/plot-curves.mjs > docs/expert-learning.svg
#   scripts/train-expert.sh classic [GAMES] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:?usage: scripts/train-expert.sh PRESET [GAMES] [SEED]}"
games="${2:-300000}"
seed="${3:-1}"
cargo build --release -p ludo-lab --bin train-expert
target/release/train-expert --preset "$preset" --games "$games" --seed "$seed" \
  --every 50000 --eval-games 300 \
  --out "crates/ai/weights/$preset.bin" --csv "crates/ai/weights/$preset.curve.csv"
