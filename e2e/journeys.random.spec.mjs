// Seeded random journeys over the real page (e2e/journeys/): at each step one of the
// things a person can do then, and after it the invariants. The gate walks a few seeds,
// the ones that once found a fault among them; `node scripts/journeys.mjs` walks many
// (JOURNEY_SEEDS, JOURNEY_STEPS; JOURNEY_PLAN replays one shrunk journey; JOURNEY_SIX_ARMS
// is the share of links to a game on six arms, in teams when 4 or 6 play: 0.2).
import { test, expect } from '@playwright/test';
import { walk, shrink, report } from './journeys/journey.mjs';

/**
 * Seeds of the gate: walked every time. 1 and 3 found that a reload lost the language a
 * person chose (the address's `lang=` won), 1 that a replay kept the players' names in the
 * language it was opened in.
 */
const GATE = [1, 2, 3, 4];

/**
 * The shrunk journeys of faults found (each failed before its fix), replayed step by step
 * in the gate: short, and sure to walk the same way whatever the random choices elsewhere.
 * @type {{ seed: number, found: string, plan: [string, number][] }[]}
 */
const REGRESSIONS = [
  { seed: 1, found: 'a replay kept the names the page gave in the language it was opened in', plan: [['open a file', 4213581821], ['watch the replay', 4272732017], ['switch language', 1734070562]] },
  { seed: 3, found: 'a reload gave back the language of the address, not the one chosen', plan: [['switch language', 321813351], ['reload', 2066654158]] },
  {
    seed: 1,
    found: 'back to the game from the new-game form, Roll stayed disabled: the game waited for a roll nobody could make',
    plan: [['start from the form', 2906872543], ['new game', 566594588], ['back to the game', 700134711]],
  },
  {
    seed: 21,
    found: 'a language switched while a replay was on show left the game under it in the old one: after New game its names the page gave were still English',
    plan: [['switch language', 2000155027], ['open a file', 2530139843], ['roll', 1428589035], ['reload', 548738975], ['watch the replay', 256133487], ['switch language', 3110367017], ['new game', 3373370747]],
  },
  {
    seed: 30,
    found: 'a window narrowed to a phone from a wide analysis left the board scrolled out of view',
    plan: [
      ['start from the form', 1864896192], ['resize', 1901627953], ['save to a file', 3779968664], ['undo', 787192183], ['resize', 1001667857], ['undo', 3377673221], ['open a file', 1620370723], ['roll', 1852970047],
      ['watch the replay', 1980247645], ['replay: analyse', 2197323151], ['replay: step forward', 812559440], ['analysis: previous mistake', 2443947704], ['replay: to the end', 3637855182], ['replay: to the start', 665644652], ['resize', 4104859702],
    ],
  },
  {
    seed: 8,
    found: 'on a phone, in a game of six in teams, the players list pushed Hint and Undo below the screen, so pressing Undo scrolled the board out of view; and the names were squeezed into broken words beside who plays them',
    plan: [['embed', 2989100903], ['resize', 1025700714], ['undo', 258291021]],
  },
  {
    seed: 58,
    found: 'a message placed for a window of another size stayed where it was, out of view, after the window changed size',
    plan: [['open a file', 2362820415], ['resize', 3773156284], ['resize', 2788689680], ['resize', 1859237027], ['close the message', 1619519620]],
  },
];
const seeds = process.env.JOURNEY_SEEDS ? process.env.JOURNEY_SEEDS.split(',').map(Number) : GATE;
const length = Number(process.env.JOURNEY_STEPS) || 30;
/** @type {import('./journeys/journey.mjs').Step[] | undefined} */
const plan = process.env.JOURNEY_PLAN ? JSON.parse(process.env.JOURNEY_PLAN).map(([action, seed]) => ({ action, seed })) : undefined;
/** How long a failing journey may be shrunk, in seconds. */
const shrinkFor = Number(process.env.JOURNEY_SHRINK_SECONDS ?? 240);
const verbose = Boolean(process.env.JOURNEY_VERBOSE);

for (const seed of seeds) {
  test(`journey ${seed}: ${plan ? `${plan.length} planned` : length} steps`, async ({ browser, baseURL }) => {
    // a step may wait a minute for computers; shrinking a failure takes its own time
    test.setTimeout(60_000 + length * 20_000 + shrinkFor * 1000);
    const log = verbose ? (/** @type {string} */ line) => console.log(line) : undefined;
    const base = /** @type {string} */ (baseURL);
    const { taken, failure } = await walk(browser, { seed, length, plan, baseURL: base, log });
    if (!failure) return;
    const steps = taken.slice(0, failure.at + 1).filter((s) => !s.skipped);
    const shrunk = shrinkFor > 0 ? await shrink(browser, { seed, plan: steps, failure, baseURL: base, budget: shrinkFor * 1000, log }) : { plan: steps, failure, runs: 0 };
    const text = report(seed, shrunk, failure.at + 1);
    console.log(text);
    expect(failure.problems, text).toEqual([]);
  });
}

if (!process.env.JOURNEY_SEEDS) {
  for (const { seed, found, plan: steps } of REGRESSIONS) {
    test(`journey ${seed}, shrunk: ${found}`, async ({ browser, baseURL }) => {
      const { failure } = await walk(browser, { seed, plan: steps.map(([action, s]) => ({ action, seed: s })), baseURL: /** @type {string} */ (baseURL) });
      expect(failure?.problems ?? []).toEqual([]);
    });
  }
}
