// The Chromium every browser suite runs in: Debian's chromium-headless-shell, Chromium's
// headless build without the full browser around it (scripts/setup.sh installs it). The
// same engine lays out, draws and runs the page; the suites take about two thirds of the
// full browser's time in it (BENCHMARKS.md, "The headless shell"). LUDO_CHROMIUM=/usr/bin/chromium
// runs them in the full browser, which `--headed` needs.
export const chromiumPath = process.env.LUDO_CHROMIUM || '/usr/bin/chromium-headless-shell';
