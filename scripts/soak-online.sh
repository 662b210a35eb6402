#!/usr/bin/env bash
# The soak test of online play (BENCHMARKS.md, "Online soak"): starts one matchbox_server
# on loopback (SIGNAL_PORT, 3537 by default), builds crates/soak (outside the workspace:
# a native WebRTC stack that the test command never builds) and runs ROOMS rooms of SEATS
# pages (10 of 4) for SECS seconds (60), niced. Arguments after the script's go to the
# soak itself (e.g. --think 150 --stall 20). Exits non-zero when an event was lost or a
# room stalled.
#   scripts/soak-online.sh                       # about a minute
#   ROOMS=50 SECS=600 scripts/soak-online.sh     # 50 rooms of 4 for 10 minutes
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
root="$PWD"
signal_port="${SIGNAL_PORT:-3537}"
command -v matchbox_server >/dev/null || scripts/setup.sh
(cd crates/soak && CARGO_TARGET_DIR="$root/target/soak" nice -n 10 cargo build --release --locked)
matchbox_server "127.0.0.1:$signal_port" >/dev/null 2>&1 &
signal_pid=$!
trap 'kill "$signal_pid" 2>/dev/null' EXIT
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$signal_port") 2>/dev/null && break
  sleep 0.1
done
echo "$(cargo install --list | grep -o "^matchbox_server v[0-9.]*") pid $signal_pid on 127.0.0.1:$signal_port; $(nproc) cores"
SMOL_THREADS="${SMOL_THREADS:-$(nproc)}" nice -n 10 "$root/target/soak/release/ludo-soak" \
  --rooms "${ROOMS:-10}" --seats "${SEATS:-4}" --secs "${SECS:-60}" \
  --signal "ws://127.0.0.1:$signal_port" --server-pid "$signal_pid" "$@"
