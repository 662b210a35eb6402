#!/usr/bin/env bash
# The engine's speed here against an earlier commit, natively, in one run:
#
#   scripts/compare-speed.sh [COMMIT] [ROUNDS]     (default f6fe6f5, 10 rounds)
#
# Builds the benchmark of COMMIT in a temporary worktree, then times the same random games
# (`bench speed PRESET 20000 1`) with both binaries, alternating, ROUNDS times per preset,
# and prints the fastest time of each and their ratio. Both must play the same number of
# rolls and moves (the same games), or the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."
old_commit="${1:-f6fe6f5}"
rounds="${2:-10}"
old_tree="$(mktemp -d)/old"
trap 'git worktree remove --force "$old_tree" >/dev/null 2>&1 || true' EXIT
git worktree add --quiet --detach "$old_tree" "$old_commit"
if [[ -d "$old_tree/crates/lab" ]]; then
  (cd "$old_tree" && cargo build --release --quiet -p ludo-lab --bin bench)
  old_bench="$old_tree/target/release/bench"
else
  (cd "$old_tree" && cargo build --release --quiet --example bench)
  old_bench="$old_tree/target/release/examples/bench"
fi
cargo build --release --quiet -p ludo-lab --bin bench
new_bench=target/release/bench
echo "preset     $old_commit (s)  here (s)  here/old"
for preset in classic velvet brazilian mensch rewards; do
  best_old=999 best_new=999
  for _ in $(seq "$rounds"); do
    read -r t_old steps_old < <("$old_bench" speed "$preset" 20000 1)
    read -r t_new steps_new < <("$new_bench" speed "$preset" 20000 1)
    if [[ "$steps_old" != "$steps_new" ]]; then
      echo "$preset: $steps_old rolls and moves before, $steps_new now" >&2
      exit 1
    fi
    best_old=$(awk -v a="$best_old" -v b="$t_old" 'BEGIN { print (b < a) ? b : a }')
    best_new=$(awk -v a="$best_new" -v b="$t_new" 'BEGIN { print (b < a) ? b : a }')
  done
  awk -v p="$preset" -v o="$best_old" -v n="$best_new" \
    'BEGIN { printf "%-10s %12.4f %9.4f %9.3f\n", p, o, n, n / o }'
done
