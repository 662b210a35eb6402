// The lab's API fuzzer (crates/lab/src/fuzz.rs) through the real exports: the bridge
// between `tests/exports_fuzz.rs`, which runs the fuzzer, and the built module held here
// (module.mjs: pkg-expert/, or LUDO_API_MODULE). One JSON request a line on stdin, one
// answer a line on stdout:
//   {"op": "new" | "fromState" | "fromPosition", "arg": ARG}      → {"ok": game id}
//   {"op": "geometryOf", "board": "ludo"} | {"op": "catalogue"}   → {"ok": value}
//   {"op": "roll" | "applyMove" | "chooseMove" | "legalMoves" | "lastOutcome" | "state"
//         | "view" | "logEntries" | "views" | "free", "game": id, "arg"?: ARG, "to"?: ARG}
//   {"op": "kinds"} → {"ok": the names of jsonly.mjs's values}
// where ARG is {"json": value} or {"js": "Cyclic"} (a value only JavaScript has, made
// here by jsonly.mjs). A refusal answers {"refused": {"code", "field", "message"}}. What
// no export may do answers {"broken": what happened}, which fails the test: throw
// anything but an `Error` with a code and a message, or trap.
import { createInterface } from 'node:readline';
import { ludo } from './module.mjs';
import { JS_ONLY } from './jsonly.mjs';

const { Game } = ludo;
/** @type {Map<number, import('../../pkg-expert/ludo.js').Game>} */
const games = new Map();
let next = 1;

/** A request that makes no sense: the test's fault, not the module's. */
class Broken extends Error {}

/** @param {{ json?: unknown, js?: string } | undefined} arg @returns {any} */
function value(arg) {
  if (arg === undefined) return undefined;
  if ('js' in arg) {
    const make = JS_ONLY[/** @type {string} */ (arg.js)];
    if (!make) throw new Broken(`no value only JavaScript has is called ${arg.js}`);
    return make();
  }
  return arg.json;
}

/** @param {import('../../pkg-expert/ludo.js').Game} g */
const keep = (g) => {
  games.set(next, g);
  return next++;
};

/** @param {any} r */
function call(r) {
  const g = r.game === undefined ? undefined : games.get(r.game);
  if (r.game !== undefined && !g) throw new Broken(`no game ${r.game}`);
  const game = /** @type {import('../../pkg-expert/ludo.js').Game} */ (g);
  switch (r.op) {
    case 'kinds':
      return Object.keys(JS_ONLY);
    case 'new':
      return keep(new Game(value(r.arg)));
    case 'fromState':
      return keep(Game.fromState(value(r.arg)));
    case 'fromPosition':
      return keep(Game.fromPosition(value(r.arg)));
    case 'geometryOf':
      return Game.geometryOf(r.board);
    case 'catalogue':
      return [Game.presets(), Game.switches()];
    case 'roll':
      return game.roll();
    case 'applyMove':
      return game.applyMove(value(r.arg));
    case 'chooseMove':
      return game.chooseMove();
    case 'legalMoves':
      return game.legalMoves();
    case 'lastOutcome':
      return game.lastOutcome();
    case 'state':
      return game.state();
    case 'view':
      return game.view();
    case 'logEntries':
      return game.logEntries(value(r.arg), value(r.to));
    case 'views':
      return [game.stats(), game.geometry()];
    case 'free':
      game.free();
      games.delete(r.game);
      return null;
    default:
      throw new Broken(`no call ${r.op}`);
  }
}

/** What a call threw: a refusal, or what no export may throw. @param {unknown} e */
function thrown(e) {
  if (e instanceof Broken) return { broken: e.message };
  if (e instanceof WebAssembly.RuntimeError) return { broken: `the module trapped: ${e.message}` };
  if (!(e instanceof Error)) return { broken: `threw something that is not an Error: ${typeof e} ${String(e)}` };
  const { code, field } = /** @type {Error & { code?: unknown, field?: unknown }} */ (e);
  if (typeof code !== 'string' || code === '') return { broken: `threw an Error without a code: ${e.name}: ${e.message}` };
  if (e.message.trim() === '') return { broken: `threw an Error without a message (${code})` };
  return { refused: { code, field: typeof field === 'string' ? field : null, message: e.message } };
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  let answer;
  try {
    const ok = call(JSON.parse(line));
    answer = { ok: ok === undefined ? null : ok };
  } catch (e) {
    answer = thrown(e);
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
