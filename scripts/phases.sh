# The test command's phases (sourced by scripts/test.sh): `phase ID NAME COMMAND…` runs a
# command as a named phase and times it; when the script ends, passed or failed, a table
# gives each phase's time beside its usual time (scripts/phase-times.txt, measured on a
# quiet 2-core machine) and names every phase that took more than twice as long, so the
# change that slows the command down is seen at once.

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

# Seconds since a time taken from $EPOCHREALTIME, to a tenth.
elapsed() {
  awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'
}

usual_secs() {
  awk -v id="$1" '$1 == id { print $2 }' scripts/phase-times.txt 2>/dev/null
}

phase_report() {
  local status=$?
  local i usual slow=()
  printf '\n\033[1m== time of each phase\033[0m\n'
  printf '%-34s %8s %8s\n' phase seconds usual
  for i in "${!phase_ids[@]}"; do
    usual=$(usual_secs "${phase_ids[$i]}")
    printf '%-34s %8s %8s\n' "${phase_ids[$i]}" "${phase_secs[$i]}" "${usual:--}"
    if [[ -n $usual ]] && awk -v s="${phase_secs[$i]}" -v u="$usual" 'BEGIN { exit !(s > 2 * u) }'; then
      slow+=("${phase_ids[$i]} (${phase_names[$i]}): ${phase_secs[$i]} s, usually $usual s")
    fi
  done
  local total
  total=$(elapsed "$phases_began")
  printf '%-34s %8s %8s   (%s min)\n' total "$total" "$(awk '$1 !~ /^#/ { s += $2 } END { print s }' scripts/phase-times.txt 2>/dev/null)" \
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
