#!/usr/bin/env bash
# Lighthouse (npm `lighthouse`, pinned in package.json) on a game in progress, as a phone
# and as a desktop. Each form factor runs RUNS times (default 5) and the run with the
# median performance score is reported, as Lighthouse advises for a noisy machine: the
# score of every category, what costs points, and the range of the performance scores.
# Exits non-zero unless every category of the median runs is 100.
#
# Run by hand after scripts/build.sh (it builds when dist/ is missing). The page is served
# gzipped as a web host serves it (scripts/serve.mjs); the reports go to
# target/lighthouse/ (<form>-<run>.report.html and .json).
#
#   scripts/lighthouse.sh                  # both form factors
#   RUNS=1 scripts/lighthouse.sh mobile    # one run of one of them
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
runs="${RUNS:-5}"

[[ -f dist/index.html ]] || scripts/build.sh
out=target/lighthouse
mkdir -p "$out"
rm -f "$out/address" "$out"/*.report.*

node scripts/serve.mjs >"$out/address" &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 100); do [[ -s $out/address ]] && break; sleep 0.1; done
base=$(cat "$out/address")

# a game in progress: a person against three computer players
url="${base}?preset=classic&seats=person,medium,medium,medium&seed=7"
status=0
forms=("$@")
[[ ${#forms[@]} -gt 0 ]] || forms=(mobile desktop)
for form in "${forms[@]}"; do
  preset=()
  [[ $form == desktop ]] && preset=(--preset=desktop)
  for run in $(seq "$runs"); do
    lighthouse "$url" "${preset[@]}" --quiet \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
      --output=json --output=html --output-path="$out/$form-$run" >/dev/null
  done
  node -e '
    const [form, ...files] = process.argv.slice(1);
    const reports = files.map((f) => require(f));
    const perf = (r) => r.categories.performance.score;
    reports.sort((a, b) => perf(a) - perf(b));
    const median = reports[Math.floor(reports.length / 2)];
    const cats = Object.values(median.categories);
    const range = reports.map((r) => Math.round(perf(r) * 100)).join(" ");
    console.log(`${form}: ` + cats.map((c) => `${c.title} ${Math.round(c.score * 100)}`).join(", ") + ` (median of ${reports.length} runs; performance ${range})`);
    for (const c of cats.filter((x) => x.score < 1)) {
      for (const ref of c.auditRefs) {
        const a = median.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`  ${c.title}: ${a.id} ${a.displayValue ?? ""} (score ${a.score})`);
      }
    }
    process.exit(cats.every((c) => c.score === 1) ? 0 : 1);
  ' "$form" $(for run in $(seq "$runs"); do echo "$PWD/$out/$form-$run.report.json"; done) || status=1
done
exit $status
