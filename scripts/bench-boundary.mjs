// The boundary between the engine and the page, measured: plays a whole game of computer
// seats through the page's own turn flow (www/js/game/flow.js), the computer choices through
// the worker's own code (www/js/worker/think.js: Game.fromPosition(view).chooseMove()) and the
// autosave through the page's store (www/js/page/store.js, in a storage held in memory), with
// every Game call counted: the bytes (JSON.stringify(value).length) and the strings
// (string values and object keys) of what it returns, and of an object handed to it
// (the view the worker rebuilds its game from). Then the same game again the way the page
// used to play it (state() after every step, the worker given state()), for comparison.
//
// usage: node scripts/bench-boundary.mjs [--preset classic] [--seats 4] [--level hard] [--seed 7]
// Needs the built engine in pkg/ (scripts/build.sh). Exits with 1 when a call carries
// more than 8 KB, or the whole game more than 1 MB or 100,000 strings.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { initSync, Game } from '../pkg/ludo.js';
import { Flow, playOut } from '../www/js/game/flow.js';
import { answer } from '../www/js/worker/think.js';
import { GameSaver } from '../www/js/page/store.js';

initSync({ module: readFileSync(new URL('../pkg/ludo_bg.wasm', import.meta.url)) });

/** The limits of the issue: a whole game, and one call. */
export const LIMITS = { bytes: 1_000_000, strings: 100_000, call: 8 * 1024 };

/** Strings in a value: its string values and its objects' keys. */
export function stringCount(v) {
  if (typeof v === 'string') return 1;
  if (Array.isArray(v)) return v.reduce((n, x) => n + stringCount(x), 0);
  if (v && typeof v === 'object') return Object.entries(v).reduce((n, [, x]) => n + 1 + stringCount(x), 0);
  return 0;
}

/** Counts, per thread and per method, the calls and what crosses with them. */
export class Meter {
  constructor() {
    this.rows = new Map();
  }

  /** One call: `value` is what crossed (a result, or an object handed in). */
  record(thread, method, value) {
    const key = `${thread} ${method}`;
    const row = this.rows.get(key) ?? { thread, method, calls: 0, bytes: 0, strings: 0, largest: 0 };
    const bytes = value === undefined ? 0 : JSON.stringify(value).length;
    row.calls++;
    row.bytes += bytes;
    row.strings += stringCount(value);
    row.largest = Math.max(row.largest, bytes);
    this.rows.set(key, row);
  }

  /** Totals over the rows of `thread` (all threads when left out). */
  total(thread) {
    const rows = [...this.rows.values()].filter((r) => !thread || r.thread === thread);
    return {
      calls: rows.reduce((n, r) => n + r.calls, 0),
      bytes: rows.reduce((n, r) => n + r.bytes, 0),
      strings: rows.reduce((n, r) => n + r.strings, 0),
      largest: rows.reduce((n, r) => Math.max(n, r.largest), 0),
    };
  }
}

/**
 * The Game class with every call counted under `thread`: results, and object arguments
 * (options, saves and views handed to the engine); games it makes are counted too.
 */
function counted(meter, thread) {
  const wrap = (game) =>
    new Proxy(game, {
      get(target, name) {
        const v = target[name];
        if (typeof v !== 'function' || name === 'free') return typeof v === 'function' ? v.bind(target) : v;
        return (...args) => {
          const result = v.apply(target, args);
          meter.record(thread, name, result);
          return result;
        };
      },
    });
  const made = (name, arg, make) => {
    meter.record(thread, name, arg);
    return wrap(make());
  };
  return {
    create: (options) => made('new Game', options, () => new Game(options)),
    fromPosition: (view) => made('fromPosition', view, () => Game.fromPosition(view)),
    fromState: (state) => made('fromState', state, () => Game.fromState(state)),
    geometryOf: (board) => {
      const g = Game.geometryOf(board);
      meter.record(thread, 'geometryOf', g);
      return g;
    },
  };
}

/** localStorage in memory, counting the characters written. */
export function memoryStorage() {
  const items = new Map();
  const s = {
    written: 0,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => {
      s.written += String(v).length;
      items.set(k, String(v));
    },
    removeItem: (k) => items.delete(k),
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
  return s;
}

const seatsOf = (n, level) => Array.from({ length: n }, () => ({ computer: level }));

/**
 * Plays a game of computers the page's way: one `view()` at the start, then each
 * outcome; the worker gets the view; autosave after every step. Returns the meter, the
 * game's length and the autosave's writes.
 */
export async function measure({ preset = 'classic', seats = 4, level = 'hard', seed = 7 } = {}) {
  const meter = new Meter();
  const page = counted(meter, 'page');
  const worker = counted(meter, 'worker');
  const storage = memoryStorage();
  globalThis.localStorage = storage;
  const flow = new Flow(page.create({ preset, seats: seatsOf(seats, level), seed }));
  page.geometryOf(flow.view.board);
  const saver = new GameSaver('game');
  saver.save(flow.view, flow.log, null);
  let steps = 0;
  let largestWrite = 0;
  await playOut(
    flow,
    (view) => answer(worker, 'choose', view),
    () => {
      const before = storage.written;
      saver.save(flow.view, flow.log, null);
      largestWrite = Math.max(largestWrite, storage.written - before);
      steps++;
    },
  );
  flow.game.stats();
  const end = { logLength: flow.view.logLength, ranking: flow.view.ranking };
  flow.free();
  delete globalThis.localStorage;
  return { meter, steps, end, storage: { written: storage.written, largest: largestWrite } };
}

/**
 * The same game the way the page played before: `state()` after every roll and move,
 * and the worker given `state()`, rebuilt with `fromState`; the autosave a whole
 * `{ state, undo }` every step.
 */
export function measureOld({ preset = 'classic', seats = 4, level = 'hard', seed = 7 } = {}) {
  const meter = new Meter();
  const page = counted(meter, 'page');
  const worker = counted(meter, 'worker');
  const game = page.create({ preset, seats: seatsOf(seats, level), seed });
  let st = game.state();
  page.geometryOf(st.board);
  let written = 0;
  let largest = 0;
  while (st.phase !== 'over') {
    if (st.phase === 'roll') {
      game.roll();
      game.lastOutcome();
    } else {
      const copy = worker.fromState(game.state());
      const id = copy.chooseMove();
      copy.free();
      game.applyMove(id);
    }
    st = game.state();
    const save = JSON.stringify({ state: st, undo: null }).length;
    written += save;
    largest = Math.max(largest, save);
  }
  game.stats();
  const end = { logLength: st.log.length, ranking: st.ranking };
  game.free();
  return { meter, end, storage: { written, largest } };
}

const kb = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`);
const num = (n) => n.toLocaleString('en-GB');

function printRows(meter) {
  console.log(`  ${'thread'.padEnd(7)}${'call'.padEnd(14)}${'calls'.padStart(7)}${'bytes'.padStart(12)}${'strings'.padStart(11)}${'largest'.padStart(10)}`);
  for (const r of meter.rows.values()) {
    console.log(`  ${r.thread.padEnd(7)}${r.method.padEnd(14)}${num(r.calls).padStart(7)}${kb(r.bytes).padStart(12)}${num(r.strings).padStart(11)}${kb(r.largest).padStart(10)}`);
  }
}

function printTotal(name, t) {
  console.log(`  ${name.padEnd(28)}${num(t.calls).padStart(7)} calls ${kb(t.bytes).padStart(10)} ${num(t.strings).padStart(10)} strings, largest call ${kb(t.largest)}`);
}

/** Prints one game's figures; returns the limits it broke. */
export function report(options, now, old) {
  const { preset, seats, level, seed } = options;
  console.log(`The boundary between the engine and the page: ${preset}, ${seats} ${level} computer seats, seed ${seed}`);
  console.log(`(${num(now.steps)} rolls and moves, ${num(now.end.logLength)} log entries)\n`);
  printRows(now.meter);
  console.log('');
  printTotal("the page's thread", now.meter.total('page'));
  printTotal("the worker (fromPosition)", now.meter.total('worker'));
  const all = now.meter.total();
  printTotal('the whole game', all);
  console.log(`  limits: ${kb(LIMITS.bytes)} and ${num(LIMITS.strings)} strings in all, ${kb(LIMITS.call)} a call\n`);
  console.log('The same game as the page played it before (state() after every step, the worker given state()):');
  printTotal("the page's thread", old.meter.total('page'));
  printTotal("the worker (fromState)", old.meter.total('worker'));
  const before = old.meter.total();
  printTotal('the whole game', before);
  console.log(`  now: ${(before.bytes / all.bytes).toFixed(0)}× fewer bytes, ${(before.strings / all.strings).toFixed(0)}× fewer strings\n`);
  console.log(`Autosave: ${kb(now.storage.written)} written over the game, at most ${kb(now.storage.largest)} a step`);
  console.log(`  before: ${kb(old.storage.written)} written, at most ${kb(old.storage.largest)} a step\n`);
  const broken = [];
  if (all.largest > LIMITS.call) broken.push(`a call carried ${kb(all.largest)} (limit ${kb(LIMITS.call)})`);
  if (all.bytes > LIMITS.bytes) broken.push(`the game carried ${kb(all.bytes)} (limit ${kb(LIMITS.bytes)})`);
  if (all.strings > LIMITS.strings) broken.push(`the game carried ${num(all.strings)} strings (limit ${num(LIMITS.strings)})`);
  return broken;
}

function parseArgs(argv) {
  const o = { preset: 'classic', seats: 4, level: 'hard', seed: 7 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in o) || argv[i + 1] === undefined) throw new Error(`unknown option ${argv[i]}`);
    o[name] = typeof o[name] === 'number' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return o;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  const now = await measure(options);
  const old = measureOld(options);
  if (JSON.stringify(now.end) !== JSON.stringify(old.end)) throw new Error('the two ways of playing gave different games');
  const broken = report(options, now, old);
  for (const b of broken) console.log(`OVER THE LIMIT: ${b}`);
  process.exitCode = broken.length ? 1 : 0;
}
