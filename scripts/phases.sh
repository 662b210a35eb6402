# The test command's phases (sourced by scripts/test.sh): `phase ID NAME COMMAND…` runs a
# command as a named phase and times it; when the script ends, passed or failed, a table
# gives each phase's time beside its usual time (scripts/phase-times.txt, measured in a
# fresh clone on a 2-core machine with the other core busy) and names every phase that
# took more than twice as long (and over 5 s longer), so the change that slows the command
# down is seen at once.

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

phase_ids=()
phase_names=()
phase_secs=()
phase_running=""
phases_began=$EPOCHREALTIME

phase() {
  local id=$1 name=$2
  shift 2
  step "$name"
  phase_running=$name
  local began=$EPOCHREALTIME
  "$@"
  phase_ids+=("$id")
  phase_names+=("$name")
  phase_secs+=("$(elapsed "$began")")
  phase_running=""
}

# `phase_bg ID NAME COMMAND…` starts a phase beside the ones that follow (its output is
# kept in target/phases/ID.log and shown when `phase_wait ID` finds it ended): a phase
# that mostly waits on browsers can run beside one that mostly computes, on two cores.
declare -A bg_pid=() bg_name=() bg_began=()
phase_bg() {
  local id=$1 name=$2
  shift 2
  step "$name (started beside what follows)"
  mkdir -p target/phases
  rm -f "target/phases/$id.end"
  bg_name[$id]=$name
  bg_began[$id]=$EPOCHREALTIME
  (
    trap 'echo "$EPOCHREALTIME" > "target/phases/'"$id"'.end"' EXIT
    "$@"
  ) > "target/phases/$id.log" 2>&1 &
  bg_pid[$id]=$!
}

phase_wait() {
  local id status
  for id in "$@"; do
    status=0
    wait "${bg_pid[$id]}" || status=$?
    unset "bg_pid[$id]"
    step "${bg_name[$id]} (its output)"
    cat "target/phases/$id.log"
    phase_ids+=("$id")
    phase_names+=("${bg_name[$id]}")
    phase_secs+=("$(awk -v a="${bg_began[$id]}" -v b="$(cat "target/phases/$id.end")" 'BEGIN { printf "%.1f", b - a }')")
    if ((status != 0)); then
      phase_running=${bg_name[$id]}
      return "$status"
    fi
  done
}

# A process and everything it started.
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Seconds since a time taken from $EPOCHREALTIME, to a tenth.
elapsed() {
  awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'
}

usual_secs() {
  [[ -f scripts/phase-times.txt ]] || return 0
  awk -v id="$1" '$1 == id { print $2 }' scripts/phase-times.txt
}

phase_report() {
  local status=$?
  local i usual slow=()
  for i in "${!bg_pid[@]}"; do
    printf '\n\033[1m== %s (stopped: an earlier phase failed; its output so far)\033[0m\n' "${bg_name[$i]}"
    kill_tree "${bg_pid[$i]}"
    tail -n 40 "target/phases/$i.log"
  done
  printf '\n\033[1m== time of each phase\033[0m\n'
  printf '%-34s %8s %8s\n' phase seconds usual
  for i in "${!phase_ids[@]}"; do
    usual=$(usual_secs "${phase_ids[$i]}")
    printf '%-34s %8s %8s\n' "${phase_ids[$i]}" "${phase_secs[$i]}" "${usual:--}"
    # twice as long, and by more than 5 s: a phase of a second may take two on a busy machine
    if [[ -n $usual ]] && awk -v s="${phase_secs[$i]}" -v u="$usual" 'BEGIN { exit !(s > 2 * u && s > u + 5) }'; then
      slow+=("${phase_ids[$i]} (${phase_names[$i]}): ${phase_secs[$i]} s, usually $usual s")
    fi
  done
  local total usual_total=-
  total=$(elapsed "$phases_began")
  if [[ -f scripts/phase-times.txt ]]; then
    usual_total=$(usual_secs total)
  fi
  printf '%-34s %8s %8s   (%s min)\n' total "$total" "${usual_total:--}" \
    "$(awk -v s="$total" 'BEGIN { printf "%d:%02d", s / 60, s % 60 }')"
  for i in "${slow[@]}"; do
    printf '\033[1mslower than twice its usual time: %s\033[0m\n' "$i"
  done
  if [[ -n $phase_running ]]; then
    printf '\033[1mfailed in: %s\033[0m\n' "$phase_running"
  fi
  return "$status"
}
trap phase_report EXIT
