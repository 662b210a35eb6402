// A journey: from a fresh browser profile, seeded random steps among what the page offers,
// each followed by the invariants (invariants.mjs). A journey that breaks one is shrunk:
// replayed with steps left out (halves, then quarters, … then single steps: delta
// debugging), each step making the same choices as before from its own seed, until no
// step can go and the same promise still breaks. The shortest is printed as a list.
import { watch, jitterChunks, expect } from '../helpers.mjs';
import { Dice } from './random.mjs';
import { ACTIONS, LANGS, SIZES } from './actions.mjs';
import { look, settle } from './look.mjs';
import * as invariants from './invariants.mjs';
import { describe, choose, shrinkPlan, reportPlan } from './shrink.mjs';

/** @typedef {import('./actions.mjs').Journey} Journey */
/** @typedef {import('./shrink.mjs').Step} Step */
/** @typedef {import('./shrink.mjs').Taken} Taken */
/** @typedef {import('./shrink.mjs').Failure} Failure */

/** Steps after which the page has no reason to have scrolled the board away on a phone. */
const KEEP_BOARD = new Set(['roll', 'move', 'pick a pawn', 'choose a square', 'hint', 'undo', 'quick play', 'start from the form', 'open a link to a game', 'reload', 'resize', 'open a file']);

/**
 * The browser's randomness made the journey's: the page's `Math.random` and
 * `crypto.getRandomValues` (the engine's seed when a game is started with none, Quick
 * play's) give the same numbers on every load, so a replayed step meets the same dice.
 * @param {number} seed
 */
function seededPage(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  Math.random = () => next() / 4294967296;
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
}

/**
 * Walks one journey: `plan` given (a replay), its steps in order, each skipped when the page
 * does not offer it then; else `length` steps chosen by the seed.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ seed: number, length?: number, plan?: Step[], baseURL: string, log?: (line: string) => void }} options
 * @returns {Promise<{ taken: Taken[], failure: Failure | null }>}
 */
export async function walk(browser, { seed, length = 30, plan, baseURL, log = () => {} }) {
  const dice = new Dice(seed);
  const lang = dice.pick(LANGS);
  const size = dice.pick(SIZES);
  const context = await browser.newContext({ baseURL, viewport: size, locale: 'en-GB', serviceWorkers: 'block', acceptDownloads: true });
  /** @type {Taken[]} */
  const taken = [];
  try {
    // no step waits long for what a person would see at once
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.addInitScript(seededPage, seed);
    const problems = watch(page);
    await jitterChunks(page);
    /** @type {Journey} */
    const j = { page, lang, files: [], problems, embedded: false };
    await page.goto(`/?speed=instant&lang=${lang}`);
    await settle(page);
    const count = plan ? plan.length : length;
    for (let i = 0; i < count; i++) {
      const before = await look(page);
      const chosen = choose({ dice, offered: ACTIONS.filter((a) => a.offered(before, j)), planned: plan?.[i], taken });
      if (!chosen) continue;
      const { step, action } = chosen;
      const seen = problems.length;
      try {
        step.said = (await action.run(j, new Dice(step.seed), before)) || undefined;
        await settle(page);
      } catch (e) {
        const now = await look(page).catch(() => null);
        const where = now ? ` (screen ${now.screen}, turn line "${now.turnText}", offered: ${now.offered.join(' ')})` : '';
        return { taken, failure: { at: taken.length - 1, problems: [...problems.slice(seen), `the step failed: ${firstLine(e)}${where}`] } };
      }
      log(`journey ${seed}, step ${taken.length}: ${describe(step)}`);
      const broken = await check(page, j, step);
      if (broken.length) return { taken, failure: { at: taken.length - 1, problems: broken } };
    }
    return { taken, failure: null };
  } finally {
    await context.close();
  }
}

/**
 * The invariants after a step. The page's errors count at once; the rest is looked at
 * again for a few seconds while broken (the autosave is written after what is shown).
 * @param {import('@playwright/test').Page} page
 * @param {Journey} j
 * @param {Taken} step
 */
async function check(page, j, step) {
  const boardInView = KEEP_BOARD.has(step.action);
  /** @type {string[]} */
  let broken = [];
  const now = async () => {
    if (j.problems.length) return [...j.problems];
    const l = await look(page);
    return [...(await invariants.language(page, l, j)), ...(await invariants.game(page, l)), ...invariants.screen(l, { boardInView })];
  };
  try {
    await expect.poll(async () => (broken = await now()), { timeout: 4000 }).toEqual([]);
  } catch {
    // still broken after the page had time to reach its state: `broken` says how
  }
  return broken;
}

/** @param {unknown} e */
const firstLine = (e) => String(/** @type {Error} */ (e)?.message ?? e).split('\n').filter(Boolean).slice(0, 16).join(' / ');

/**
 * Shrinks a failing journey: the shortest plan found (delta debugging over its steps) that
 * still breaks a promise of the same kind, within `budget` milliseconds.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ seed: number, plan: Step[], failure: Failure, baseURL: string, budget: number, log?: (line: string) => void }} options
 */
export function shrink(browser, { seed, plan, failure, baseURL, budget, log }) {
  return shrinkPlan({ plan, failure, budget, log, replay: (candidate) => walk(browser, { seed, plan: candidate, baseURL }) });
}

/**
 * The report of a failing journey: its seed, what broke, and the shortest steps found.
 * @param {number} seed
 * @param {{ plan: Taken[], failure: Failure, runs: number }} shrunk
 * @param {number} length the failing journey's own length
 */
export function report(seed, shrunk, length) {
  return reportPlan(
    {
      title: `Journey ${seed} broke a promise at step ${length}`,
      from: "from /?speed=instant&lang=…, the seed's first language and screen size",
      replay: (plan) => `node scripts/journeys.mjs --seed ${seed} --plan '${JSON.stringify(plan)}'`,
    },
    shrunk,
  );
}
