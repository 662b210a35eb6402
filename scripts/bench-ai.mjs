// How long a computer level takes to decide in headless Chromium: plays the same seeded
// games as `cargo run --release --bin bench-ai` (the level against three easy in every
// preset) through the JavaScript API, and times every `chooseMove()` of the level's seat
// with at least two legal moves, and `hints()` at the same moments.
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

const { browser, page, close } = await openPage(pkg);
try {
  const result = await page.evaluate(
    async ({ presets, games, level }) => {
      const { default: init, Game } = await import('/ludo.js');
      await init();
      const out = { isolated: self.crossOriginIsolated, presets: {} };
      if (level === 'expert') {
        for (const preset of presets) Game.loadExpert(new Uint8Array(await (await fetch(`/${preset}.bin`)).arrayBuffer()));
      }
      const allPresets = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'];
      for (const preset of presets) {
        const p = allPresets.indexOf(preset);
        const choose = [];
        const hints = [];
        for (let i = 0; i < games; i++) {
          // The same options as the native benchmark (src/bin/bench-ai.rs).
          const seats = [0, 1, 2, 3].map((s) => ({ computer: s === i % 4 ? level : 'easy' }));
          const game = new Game({ preset, seed: 1000 * (p + 1) + i, seats });
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
        out.presets[preset] = { choose, hints };
      }
      return out;
    },
    { presets, games, level },
  );

  const summary = (ms) => {
    ms.sort((a, b) => a - b);
    const n = ms.length;
    if (n === 0) return 'no decisions';
    const at = (q) => ms[Math.round((n - 1) * q)].toFixed(2).padStart(6);
    return `${String(n).padStart(5)} decisions: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms`;
  };
  const version = browser.version();
  console.log(`${level} level in headless Chromium ${version}; ${games} games per preset against three easy` +
    (result.isolated ? '' : ' (not cross-origin isolated: timer resolution 0.1 ms)'));
  const all = { choose: [], hints: [] };
  for (const preset of presets) {
    const { choose, hints } = result.presets[preset];
    console.log(`${preset.padEnd(10)} choose ${summary(choose)}`);
    console.log(`${''.padEnd(10)} hints  ${summary(hints)}`);
    all.choose.push(...choose);
    all.hints.push(...hints);
  }
  console.log(`${'all'.padEnd(10)} choose ${summary(all.choose)}`);
  console.log(`${''.padEnd(10)} hints  ${summary(all.hints)}`);
} finally {
  await close();
}
