// What every kind of journey shares (the page's alone, journey.mjs; a room's,
// e2e/online/journeys/): choosing an action by its weight, the signature of a broken
// promise, and shrinking a failing plan to the shortest that still breaks it (delta
// debugging: halves, then quarters, … then single steps), whatever replays a plan.

/** @typedef {{ action: string, seed: number }} Step a step as planned: what to do, and the seed of its own choices */
/** @typedef {Step & { said?: string, skipped?: boolean }} Taken a step as taken: what it chose, or skipped when not offered */
/** @typedef {{ at: number, problems: string[] }} Failure */
/** @typedef {(plan: Step[]) => Promise<{ taken: Taken[], failure: Failure | null }>} Replay */

/**
 * The signature of a broken promise: its sentence without the quoted words and numbers
 * (a shrunk journey must break the same promise, not the same words).
 * @param {string} problem
 */
export const kindOf = (problem) => problem.replace(/"[^"]*"/g, '""').replace(/\d+/g, 'N').slice(0, 120);

/** A step as a line of the list. @param {Taken} s */
export const describe = (s) => `${s.action}${s.said ? ` (${s.said})` : ''}${s.skipped ? ' [not offered: skipped]' : ''}`;

/**
 * One of the actions, by their weights.
 * @template {{ weight: number }} A
 * @param {import('./random.mjs').Dice} dice
 * @param {A[]} actions
 * @returns {A}
 */
export function weighted(dice, actions) {
  const total = actions.reduce((s, a) => s + a.weight, 0);
  let x = dice.next() * total;
  for (const a of actions) {
    x -= a.weight;
    if (x < 0) return a;
  }
  return actions[actions.length - 1];
}

/**
 * The step to take now among the actions offered, put on the list of steps `taken`: the
 * plan's next step when replaying (null when it is not offered now: it is listed as
 * skipped), else one chosen by the dice with a seed of its own.
 * @template {{ name: string, weight: number }} A
 * @param {{ dice: import('./random.mjs').Dice, offered: A[], planned?: Step, taken: Taken[] }} options
 * @returns {{ step: Taken, action: A } | null}
 */
export function choose({ dice, offered, planned, taken }) {
  const action = planned ? offered.find((a) => a.name === planned.action) : weighted(dice, offered);
  if (!action) {
    taken.push({ .../** @type {Step} */ (planned), skipped: true });
    return null;
  }
  /** @type {Taken} */
  const step = planned ? { ...planned } : { action: action.name, seed: dice.seed() };
  taken.push(step);
  return { step, action };
}

/**
 * Shrinks a failing plan: the shortest found that still breaks a promise of the same
 * kind when `replay`ed, within `budget` milliseconds.
 * @param {{ plan: Step[], failure: Failure, budget: number, replay: Replay, log?: (line: string) => void }} options
 * @returns {Promise<{ plan: Taken[], failure: Failure, runs: number }>}
 */
export async function shrinkPlan({ plan, failure, budget, replay, log = () => {} }) {
  const kinds = new Set(failure.problems.map(kindOf));
  const until = Date.now() + budget;
  let best = { plan: /** @type {Taken[]} */ (plan), failure };
  let runs = 0;
  /** Whether `candidate` still fails the same way (and keeps it as the best when so). @param {Step[]} candidate */
  const fails = async (candidate) => {
    runs++;
    const { taken, failure: f } = await replay(candidate);
    const same = f && f.problems.some((p) => kinds.has(kindOf(p)));
    log(`shrink run ${runs}: ${candidate.length} steps, ${same ? 'fails the same way' : 'passes or fails otherwise'}`);
    if (same && f) best = { plan: taken.slice(0, f.at + 1), failure: f };
    return Boolean(same);
  };
  let steps = plan.map(({ action, seed: s }) => ({ action, seed: s }));
  let parts = 2;
  while (steps.length > 1 && Date.now() < until) {
    const size = Math.ceil(steps.length / parts);
    let cut = false;
    for (let from = 0; from < steps.length && Date.now() < until; from += size) {
      const candidate = [...steps.slice(0, from), ...steps.slice(from + size)];
      if (candidate.length && (await fails(candidate))) {
        // keep only the steps taken up to the failure, the skipped ones left out
        steps = best.plan.filter((s) => !s.skipped).map(({ action, seed: s }) => ({ action, seed: s }));
        parts = Math.max(parts - 1, 2);
        cut = true;
        break;
      }
    }
    if (!cut) {
      if (size === 1) break;
      parts = Math.min(parts * 2, steps.length);
    }
  }
  return { plan: best.plan.filter((s) => !s.skipped), failure: best.failure, runs };
}

/**
 * The report of a failing journey: what broke, the shortest steps found, and how to
 * replay them.
 * @param {{ title: string, from: string, replay: (plan: [string, number][]) => string }} how
 *   `title`: the first line; `from`: where the steps start; `replay`: the command for a plan
 * @param {{ plan: Taken[], failure: Failure, runs: number }} shrunk
 */
export function reportPlan({ title, from, replay }, shrunk) {
  const lines = [
    `${title} (shrunk to ${shrunk.plan.length} steps in ${shrunk.runs} runs):`,
    ...shrunk.failure.problems.map((p) => `  ✗ ${p}`),
    `The steps (${from}):`,
    ...shrunk.plan.map((s, i) => `  ${i + 1}. ${describe(s)}`),
    `Replay: ${replay(shrunk.plan.map((s) => [s.action, s.seed]))}`,
  ];
  return lines.join('\n');
}
