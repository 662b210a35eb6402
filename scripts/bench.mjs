// The speed half of scripts/bench.sh: random 4-player games per second for every preset,
// natively (crates/lab/src/bin/bench.rs, one core) and as wasm in headless Chromium, in one run.
// Both play the very same games (ludo_lab::bench::play_games) and must report the same
// number of rolls and moves. Measurements alternate native and wasm, ROUNDS times, and
// the fastest of each counts, so a burst of load on the machine hurts both alike.
//
// BOARDS (default "4:4") lists the boards as ARMS:SEATS, e.g. BOARDS="4:4 6:6 6:4" adds
// six-arm games of six and of four players (lines then name the board).
//
// usage: node scripts/bench.mjs NATIVE_BINARY PKG_DIR
import { spawnSync } from 'node:child_process';
import { openPage } from './bench-page.mjs';

const [native, pkg] = process.argv.slice(2);
const presets = (process.env.PRESETS || 'classic velvet brazilian mensch rewards').split(/\s+/);
const rounds = Number(process.env.ROUNDS || 3);
const seconds = Number(process.env.SECONDS_PER_RUN || 1);
const seed = 1;
const boards = (process.env.BOARDS || '4:4').split(/\s+/).map((b) => b.split(':').map(Number));

function runNative(preset, games, [arms, seats]) {
  const board = ['--arms', String(arms), '--seats', String(seats)];
  const r = spawnSync(native, ['speed', preset, String(games), String(seed), ...board], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${native} failed: ${r.stderr}`);
  const [time, steps] = r.stdout.trim().split(' ');
  return { time: Number(time), steps: Number(steps) };
}

const { page, close } = await openPage(pkg);
try {
  await page.evaluate(async () => {
    const m = await import('./ludo.js');
    await m.default();
    window.bench = m.benchGames;
  });
  const runWasm = (preset, games, [arms, seats]) =>
    page.evaluate(
      ([preset, games, seed, arms, seats]) => {
        const t0 = performance.now();
        const steps = window.bench(preset, games, seed, arms, seats);
        return { time: (performance.now() - t0) / 1000, steps };
      },
      [preset, games, seed, arms, seats],
    );

  let failed = false;
  for (const preset of presets) {
    for (const board of boards) {
      // Size the run so the native side takes about SECONDS_PER_RUN.
      const probe = runNative(preset, 500, board);
      const games = Math.max(500, Math.round((500 * seconds) / Math.max(probe.time, 1e-6)));
      // Let the browser compile the hot code with its optimising tier first.
      await runWasm(preset, Math.min(games, 2000), board);
      let bestNative = Infinity;
      let bestWasm = Infinity;
      for (let r = 0; r < rounds; r++) {
        const n = runNative(preset, games, board);
        const w = await runWasm(preset, games, board);
        if (n.steps !== w.steps) {
          console.error(`${preset} ${board.join(':')}: native played ${n.steps} rolls and moves, wasm ${w.steps}`);
          failed = true;
        }
        bestNative = Math.min(bestNative, n.time);
        bestWasm = Math.min(bestWasm, w.time);
      }
      const nativeRate = games / bestNative;
      const wasmRate = games / bestWasm;
      const named = boards.length > 1 ? ` arms=${board[0]} seats=${board[1]}` : '';
      console.log(
        `${preset}${named} native=${Math.round(nativeRate)}/s wasm=${Math.round(wasmRate)}/s ratio=${(wasmRate / nativeRate).toFixed(2)}`,
      );
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  await close();
}
