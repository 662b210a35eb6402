// How long a game's analysis takes in headless Chromium: plays seeded classic games of
// four computer players through the expert's module, then times `Analysis.fromState`
// and `run` in chunks of 40 steps, as the page's worker runs it (www/js/analysing.js).
//
// usage: node scripts/bench-analysis.mjs [EXPERT_DIR] [GAMES] [LEVEL]
//   EXPERT_DIR holds the expert's module (ludo.js, ludo_bg.wasm) and classic.bin, as
//   scripts/build.sh leaves them in dist/expert (the default); LEVEL plays the games
//   (medium by default: quick to play, as long as other games).
import { openPage } from './bench-page.mjs';

const dir = process.argv[2] ?? 'dist/expert';
const games = Number(process.argv[3] ?? 3);
const level = process.argv[4] ?? 'medium';

const { browser, page, close } = await openPage(dir);
try {
  const runs = await page.evaluate(
    async ({ n, who }) => {
      const { default: init, Game, Analysis } = await import('/ludo.js');
      await init();
      Game.loadExpert(new Uint8Array(await (await fetch('/classic.bin')).arrayBuffer()));
      const out = [];
      for (let i = 0; i < n; i++) {
        const seats = [0, 1, 2, 3].map(() => ({ computer: who }));
        const game = new Game({ preset: 'classic', seed: 700 + i, seats });
        let decisions = 0;
        while (game.lastOutcome().phase !== 'over') {
          if (game.lastOutcome().phase === 'roll') game.roll();
          else {
            decisions++;
            game.applyMove(game.chooseMove());
          }
        }
        const state = game.state();
        game.free();
        const t = performance.now();
        const a = Analysis.fromState(state);
        let p;
        do p = a.run(40);
        while (!p.finished);
        const result = a.result();
        a.free();
        out.push({ ms: performance.now() - t, steps: p.total, decisions, choices: result.decisions.length, judge: result.judge });
      }
      return out;
    },
    { n: games, who: level },
  );
  console.log(`game analysis in headless Chromium ${browser.version()}: classic, four ${level} players`);
  for (const [i, r] of runs.entries()) {
    console.log(`game ${i}: ${r.steps} steps, ${r.decisions} decisions (${r.choices} with a choice), judge ${r.judge}: ${(r.ms / 1000).toFixed(2)} s`);
  }
} finally {
  await close();
}
