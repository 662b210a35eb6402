// How long a game's analysis takes in headless Chromium: plays seeded classic games of
// four computer players through the expert's module, keeps the longest (the most
// decisions: a whole game of four players has about 700 rolls and moves, the longest
// several hundred moves more), then times `Analysis.fromState` and `run` in chunks of 40
// steps, as the page's worker runs it (www/js/worker/analysing.js). The slowest is compared
// with the 20 s allowed (issue 31); the exit code is 1 when over.
//
// usage: node scripts/bench-analysis.mjs [EXPERT_DIR] [GAMES] [LEVEL] [PLAYED]
//   EXPERT_DIR holds the expert's module (ludo.js, ludo_bg.wasm) and classic.bin, as
//   scripts/build.sh leaves them in dist/expert (the default); GAMES (3) are analysed, the
//   longest of PLAYED (20) games played by LEVEL (medium by default: quick to play, as
//   long as other games).
import { openPage } from './bench-page.mjs';

const dir = process.argv[2] ?? 'dist/expert';
const games = Number(process.argv[3] ?? 3);
const level = process.argv[4] ?? 'medium';
const played = Math.max(games, Number(process.argv[5] ?? 20));
const LIMIT_S = 20;

const { browser, page, close } = await openPage(dir);
let slowest = 0;
try {
  const runs = await page.evaluate(
    async ({ n, m, who }) => {
      const { default: init, Game, Analysis } = await import('/ludo.js');
      await init();
      Game.loadExpert(new Uint8Array(await (await fetch('/classic.bin')).arrayBuffer()));
      const all = [];
      for (let i = 0; i < m; i++) {
        const seats = [0, 1, 2, 3].map(() => ({ computer: who }));
        const game = new Game({ preset: 'classic', seed: 700 + i, seats });
        let moves = 0;
        let rolls = 0;
        while (game.lastOutcome().phase !== 'over') {
          if (game.lastOutcome().phase === 'roll') {
            rolls++;
            game.roll();
          } else {
            moves++;
            game.applyMove(game.chooseMove());
          }
        }
        all.push({ seed: 700 + i, state: game.state(), moves, rolls });
        game.free();
      }
      all.sort((a, b) => b.moves - a.moves);
      const out = [];
      for (const g of all.slice(0, n)) {
        const t = performance.now();
        const a = Analysis.fromState(g.state);
        let p;
        do p = a.run(40);
        while (!p.finished);
        const result = a.result();
        a.free();
        out.push({ seed: g.seed, moves: g.moves, rolls: g.rolls, ms: performance.now() - t, steps: p.total, choices: result.decisions.length, judge: result.judge });
      }
      return out;
    },
    { n: games, m: played, who: level },
  );
  console.log(`game analysis in headless Chromium ${browser.version()}: classic, four ${level} players, the ${games} longest of ${played} games`);
  for (const r of runs) {
    slowest = Math.max(slowest, r.ms / 1000);
    console.log(
      `seed ${r.seed}: ${r.steps} steps (${r.rolls} rolls, ${r.moves} moves, ${r.choices} with a choice), judge ${r.judge}: ${(r.ms / 1000).toFixed(2)} s`,
    );
  }
  console.log(`slowest ${slowest.toFixed(2)} s (allowed ${LIMIT_S} s): ${slowest <= LIMIT_S ? 'within' : 'OVER'}`);
} finally {
  await close();
}
if (slowest > LIMIT_S) process.exitCode = 1;
