#!/usr/bin/env node
// Walks many seeded random journeys over the built page (dist/) in Chromium, and prints
// each failure's seed and its shrunk steps. Usage:
//   node scripts/journeys.mjs --seeds 200 --steps 100      seeds 1 to 200, 100 steps each
//   node scripts/journeys.mjs --from 500 --seeds 50        seeds 500 to 549
//   node scripts/journeys.mjs --seed 17 --plan '[["roll",123]]'   replays one shrunk journey
// Options: --workers N (1), --shrink SECONDS (240; 0: no shrinking), --verbose (each step).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
/** The value after `--name`, or `fallback`. @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const count = Number(option('seeds', '50'));
const from = Number(option('from', '1'));
const one = option('seed', '');
const seeds = one ? [Number(one)] : Array.from({ length: count }, (_, i) => from + i);
const env = {
  ...process.env,
  JOURNEY_SEEDS: seeds.join(','),
  JOURNEY_STEPS: option('steps', '60'),
  JOURNEY_SHRINK_SECONDS: option('shrink', '240'),
  ...(args.includes('--plan') ? { JOURNEY_PLAN: option('plan', '[]') } : {}),
  ...(args.includes('--verbose') ? { JOURNEY_VERBOSE: '1' } : {}),
};
const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.mjs', 'e2e/journeys.random.spec.mjs', '--workers', option('workers', '1'), '--reporter', 'line'],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
