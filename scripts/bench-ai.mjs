// How long a computer level takes to decide in headless Chromium: plays the same seeded
// games as `cargo run --release --bin bench-ai` (the level against three easy in every
// preset) through the JavaScript API, and times every `chooseMove()` of the level's seat
// with at least two legal moves, and `hints()` at the same moments.
//
// BOARDS (default "4:4") lists boards as ARMS:SEATS: BOARDS="4:4 6:6" times the level on
// four arms against three easy and on six arms against five easy (a module with six arms:
// the expert's). WORKER=1 runs the games in a dedicated worker, as the page's computer
// players run, instead of the page's own thread.
//
// usage: node scripts/bench-ai.mjs PKG_DIR [GAMES] [LEVEL]
//   PKG_DIR holds ludo.js and ludo_bg.wasm; LEVEL is hard (the default) or expert, whose
//   module (built with --features expert) loads the weights files PRESET.bin found in
//   PKG_DIR: presets without one are left out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openPage } from './bench-page.mjs';

const pkg = process.argv[2] ?? 'target/bench-ai';
const games = Number(process.argv[3] ?? 6);
const level = process.argv[4] ?? 'hard';
if (!['hard', 'expert'].includes(level)) throw new Error(`bench-ai.mjs: LEVEL is hard or expert, not ${level}`);
const presets = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'].filter((p) => level === 'hard' || existsSync(join(pkg, `${p}.bin`)));
if (presets.length === 0) throw new Error(`bench-ai.mjs: no weights files (PRESET.bin) in ${pkg}`);

const boards = (process.env.BOARDS || '4:4').split(/\s+/).map((b) => b.split(':').map(Number));
const inWorker = process.env.WORKER === '1';

/**
 * Plays the games and times the level's decisions; runs in the page or in a worker.
 * @param {{ presets: string[], games: number, level: string, boards: number[][], origin: string }} job
 */
async function timeDecisions({ presets, games, level, boards, origin }) {
  const { default: init, Game } = await import(`${origin}/ludo.js`);
  await init({ module_or_path: `${origin}/ludo_bg.wasm` });
  const out = { isolated: self.crossOriginIsolated, presets: {} };
  if (level === 'expert') {
    for (const preset of presets) Game.loadExpert(new Uint8Array(await (await fetch(`${origin}/${preset}.bin`)).arrayBuffer()));
  }
  const allPresets = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'];
  for (const preset of presets) {
    for (const [arms, n] of boards) {
      const p = allPresets.indexOf(preset);
      const choose = [];
      const hints = [];
      for (let i = 0; i < games; i++) {
        // The same options as the native benchmark (src/bin/bench-ai.rs).
        const seats = [...Array(n).keys()].map((s) => ({ computer: s === i % n ? level : 'easy' }));
        const rules = arms === 4 ? {} : { rules: { arms } };
        const game = new Game({ preset, seed: 1000 * (p + 1) + i, seats, ...rules });
        if (level === 'expert' && !game.expertReady()) throw new Error(`${preset}: the expert is not ready`);
        for (;;) {
          const state = game.state();
          if (state.phase === 'over') break;
          if (state.phase === 'roll') {
            game.roll();
            continue;
          }
          const timed = state.seats[state.seatOnTurn].computer === level;
          if (timed && game.legalMoves().length >= 2) {
            let t = performance.now();
            const id = game.chooseMove();
            choose.push(performance.now() - t);
            // hints: only in the expert's module
            if (game.hints) {
              t = performance.now();
              game.hints();
              hints.push(performance.now() - t);
            }
            game.applyMove(id);
          } else {
            game.applyMove(game.chooseMove());
          }
        }
        game.free();
      }
      out.presets[`${preset} ${arms}:${n}`] = { choose, hints };
    }
  }
  return out;
}

const { browser, page, close } = await openPage(pkg);
try {
  const job = { presets, games, level, boards };
  const result = await page.evaluate(
    async ({ job, code, inWorker }) => {
      const withOrigin = { ...job, origin: location.origin };
      if (!inWorker) return (0, eval)(`(${code})`)(withOrigin);
      const source = `const run = ${code};\nself.onmessage = async (e) => self.postMessage(await run(e.data));`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
      return new Promise((ok, fail) => {
        worker.onmessage = (e) => ok(e.data);
        worker.onerror = (e) => fail(new Error(e.message));
        worker.postMessage(withOrigin);
      });
    },
    { job, code: timeDecisions.toString(), inWorker },
  );

  const summary = (ms) => {
    ms.sort((a, b) => a - b);
    const n = ms.length;
    if (n === 0) return 'no decisions';
    const at = (q) => ms[Math.round((n - 1) * q)].toFixed(2).padStart(6);
    return `${String(n).padStart(5)} decisions: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms`;
  };
  const version = browser.version();
  console.log(`${level} level in headless Chromium ${version}${inWorker ? ', in a worker' : ''}; ${games} games per preset and board against easy` +
    (result.isolated ? '' : ' (not cross-origin isolated: timer resolution 0.1 ms)'));
  for (const [arms, n] of boards) {
    const all = { choose: [], hints: [] };
    const named = (preset) => (boards.length > 1 ? `${preset} ${arms}:${n}` : preset).padEnd(14);
    if (boards.length > 1) console.log(`-- ${arms} arms, ${n} seats`);
    for (const preset of presets) {
      const { choose, hints } = result.presets[`${preset} ${arms}:${n}`];
      console.log(`${named(preset)} choose ${summary(choose)}`);
      if (hints.length) console.log(`${''.padEnd(14)} hints  ${summary(hints)}`);
      all.choose.push(...choose);
      all.hints.push(...hints);
    }
    console.log(`${named('all')} choose ${summary(all.choose)}`);
    if (all.hints.length) console.log(`${''.padEnd(14)} hints  ${summary(all.hints)}`);
  }
} finally {
  await close();
}
