// A room's journey: a room set up from a seed (people.mjs), then seeded random steps among
// what its pages offer (steps.mjs), each followed by the invariants on every open page
// (checks.mjs). A journey that breaks one is shrunk as the page's own journeys are
// (journeys/shrink.mjs): replayed with steps left out, each step making the same choices
// from its own seed, until no step can go and the same promise still breaks. The pages
// meet over real WebRTC, whose timing no seed fixes: a replay walks the same steps, not
// always to the same dice.
import { expect } from '@playwright/test';
import { Dice } from '../../journeys/random.mjs';
import { describe, choose, shrinkPlan, reportPlan } from '../../journeys/shrink.mjs';
import { setUp, opened, lookAt, hostSave, ready, closeAll } from './people.mjs';
import { ROOM_ACTIONS } from './steps.mjs';
import { broken, HOST_GONE_WITHIN } from './checks.mjs';

/** @typedef {import('../../journeys/shrink.mjs').Step} Step */
/** @typedef {import('../../journeys/shrink.mjs').Taken} Taken */
/** @typedef {import('../../journeys/shrink.mjs').Failure} Failure */
/** @typedef {import('./people.mjs').Room} Room */
/** @typedef {import('./steps.mjs').Seen} Seen */

/** How many steps a journey goes on once its host has left the room for good. */
const AFTER_THE_HOST = 3;

/** @param {unknown} e */
const firstLine = (e) => String(/** @type {Error} */ (e)?.message ?? e).split('\n').filter(Boolean).slice(0, 12).join(' / ');

/**
 * What every open page shows now, and the host's autosave.
 * @param {Room} r
 * @returns {Promise<Seen>}
 */
async function see(r) {
  const looks = new Map();
  for (const p of opened(r)) looks.set(p, await lookAt(/** @type {import('@playwright/test').Page} */ (p.page)));
  return { looks, save: await hostSave(r) };
}

/**
 * The invariants after a step, on every open page: looked at again while broken, for as
 * long as a guest's page may take to say that its host has gone (the pages hear of a step
 * a moment apart).
 * @param {Room} r
 */
async function check(r) {
  /** @type {string[]} */
  let found = [];
  const now = async () => {
    try {
      for (const p of opened(r)) await ready(/** @type {import('@playwright/test').Page} */ (p.page), 3000);
      const { looks, save } = await see(r);
      return (found = await broken(r, looks, save));
    } catch (e) {
      return (found = [`a page could not be read: ${firstLine(e)}`]);
    }
  };
  try {
    await expect.poll(now, { timeout: HOST_GONE_WITHIN, intervals: [100, 250, 500] }).toEqual([]);
  } catch {
    // still broken after the pages had time to hear of the step: `found` says how
  }
  return found;
}

/**
 * Walks one room's journey: `plan` given (a replay), its steps in order, each skipped
 * when no page offers it then; else `length` steps chosen by the seed.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ seed: number, length?: number, plan?: Step[], without?: string[], log?: (line: string) => void }} options
 *   `without`: actions never taken (those of a fault known and not fixed yet)
 * @returns {Promise<{ taken: Taken[], failure: Failure | null, near: boolean }>}
 */
export async function walkRoom(browser, { seed, length = 12, plan, without = [], log = () => {} }) {
  const dice = new Dice(seed);
  /** @type {Taken[]} */
  const taken = [];
  /** @type {Room | undefined} */
  let r;
  try {
    try {
      r = await setUp(browser, dice, new Dice(seed ^ 0x5eed5));
    } catch (e) {
      return { taken, near: false, failure: { at: 0, problems: [`the room could not be set up: ${firstLine(e)}`] } };
    }
    const room = r;
    log(`room journey ${seed}: ${room.near ? 'a room of two near its end' : `${room.people.length - 1} guests${room.six ? ', six arms in teams' : ''}`}, ${room.people.map((p) => `${p.name} in ${p.lang}`).join(', ')}`);
    const count = plan ? plan.length : length;
    /** the steps taken when the host left the room: a few more show the guests' pages after it */
    let left = Infinity;
    for (let i = 0; i < count && taken.length < left + AFTER_THE_HOST; i++) {
      if (room.hostGone?.how === 'left') left = Math.min(left, taken.length);
      /** @type {Seen} */
      let seen;
      try {
        seen = await see(room);
      } catch (e) {
        return { taken, near: room.near, failure: { at: Math.max(0, taken.length - 1), problems: [`a page could not be read: ${firstLine(e)}`] } };
      }
      const offered = ROOM_ACTIONS.filter((a) => !without.includes(a.name) && a.offered(seen, room));
      if (!offered.length) break;
      const chosen = choose({ dice, offered, planned: plan?.[i], taken });
      if (!chosen) continue;
      const { step, action } = chosen;
      try {
        step.said = (await action.run(room, new Dice(step.seed), seen)) || undefined;
      } catch (e) {
        return { taken, near: room.near, failure: { at: taken.length - 1, problems: [`the step failed: ${firstLine(e)}`] } };
      }
      log(`room journey ${seed}, step ${taken.length}: ${describe(step)} [offered: ${offered.map((a) => a.name).join(', ')}]`);
      const problems = await check(room);
      if (problems.length) return { taken, near: room.near, failure: { at: taken.length - 1, problems } };
    }
    return { taken, near: room.near, failure: null };
  } finally {
    if (r) await closeAll(r);
  }
}

/**
 * Shrinks a failing room's journey to the shortest plan found that still breaks a promise
 * of the same kind, within `budget` milliseconds.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ seed: number, plan: Step[], failure: Failure, budget: number, log?: (line: string) => void }} options
 */
export function shrinkRoom(browser, { seed, plan, failure, budget, log }) {
  return shrinkPlan({ plan, failure, budget, log, replay: (candidate) => walkRoom(browser, { seed, plan: candidate }) });
}

/**
 * The report of a failing room's journey: its seed, what broke, the shortest steps found.
 * @param {number} seed
 * @param {{ plan: Taken[], failure: Failure, runs: number }} shrunk
 * @param {number} length the failing journey's own length
 */
export function reportRoom(seed, shrunk, length) {
  return reportPlan(
    {
      title: `Room journey ${seed} broke a promise at step ${length}`,
      from: "from the seed's room: its board and seats, its people's languages, who takes which seat in the lobby",
      replay: (plan) => `node scripts/journeys.mjs --rooms --seed ${seed} --plan '${JSON.stringify(plan)}'`,
    },
    shrunk,
  );
}
