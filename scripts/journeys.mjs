#!/usr/bin/env node
// Walks many seeded random journeys over the built page (dist/) in Chromium, and prints
// each failure's seed and its shrunk steps. Usage:
//   node scripts/journeys.mjs --seeds 200 --steps 100      seeds 1 to 200, 100 steps each
//   node scripts/journeys.mjs --from 500 --seeds 50        seeds 500 to 549
//   node scripts/journeys.mjs --seed 17 --plan '[["roll",123]]'   replays one shrunk journey
//   node scripts/journeys.mjs --rooms --seeds 50 --steps 30   rooms' journeys (e2e/online/
//     journeys.online.mjs: a host and guests over real WebRTC; needs matchbox_server)
// Options: --workers N (1), --shrink SECONDS (240; 0: no shrinking), --verbose (each step),
// --near-end SHARE (rooms: the share that start near their game's end, 0.2), --six-arms
// SHARE (the share of links to a game on six arms, 0.2; of rooms not near their end, on six
// arms in teams, 0.25), --without 'ACTION,…' (rooms: actions never taken, such as those of
// a fault known and not fixed).
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
const rooms = args.includes('--rooms');
// the rooms' variables are the page's with ROOM_ before them
const prefix = rooms ? 'ROOM_JOURNEY' : 'JOURNEY';
const env = {
  ...process.env,
  [`${prefix}_SEEDS`]: seeds.join(','),
  [`${prefix}_STEPS`]: option('steps', rooms ? '30' : '60'),
  [`${prefix}_SHRINK_SECONDS`]: option('shrink', '240'),
  ...(args.includes('--plan') ? { [`${prefix}_PLAN`]: option('plan', '[]') } : {}),
  ...(args.includes('--verbose') ? { [`${prefix}_VERBOSE`]: '1' } : {}),
  ...(args.includes('--near-end') ? { ROOM_JOURNEY_NEAR_END: option('near-end', '0.2') } : {}),
  ...(args.includes('--six-arms') ? { [`${prefix}_SIX_ARMS`]: option('six-arms', rooms ? '0.25' : '0.2') } : {}),
  ...(args.includes('--without') ? { ROOM_JOURNEY_WITHOUT: option('without', '') } : {}),
};
const [config, spec] = rooms ? ['e2e/online/playwright.config.mjs', 'e2e/online/journeys.online.mjs'] : ['e2e/playwright.config.mjs', 'e2e/journeys.random.spec.mjs'];
const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('npx', ['playwright', 'test', '--config', config, spec, '--workers', option('workers', '1'), '--reporter', 'line'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
