// The JavaScript API of the built module (pkg-expert/, the expert's release build from
// scripts/build.sh, which exports the page's `Game` and `Game.loadExpert`), case by case:
// games play to the end, state round-trips, and every refused call throws an `Error` with
// a `code`, the `field` at fault and a message that says what was wrong (naming no call),
// leaving the game exactly as it was; the same seed gives the native games of
// tests/data/determinism.txt, computers choose as natively (tests/data/computer.txt), the
// expert as natively with the committed weights (tests/data/expert.txt), damaged weights
// are refused; and values only JavaScript has (jsonly.mjs) are refused with a code.
//
// Each case is a function of the module's exports, an assert helper (assert.mjs) and the
// shared data files (`readData`). Run in Node by node.test.mjs (`node --test e2e/api/`),
// in Chromium by chromium.api.mjs and in Firefox by e2e/firefox/api.test.mjs, each
// browser in one page load (index.html).

import { JS_ONLY } from './jsonly.mjs';
import {
  REPLAY_GAMES,
  COMPUTER_GAMES,
  COMPUTER_SEATS,
  EXPERT_GAMES,
  EXPERT_MOVES,
  expertOptions,
  stateHash,
  withoutLines,
} from './games.mjs';

/** @typedef {typeof import('../../pkg-expert/ludo.js')} Ludo */
/** @typedef {import('../../pkg-expert/ludo.js').Game} Game */
/** @typedef {typeof import('./assert.mjs')} Assert */
/**
 * The shared data files: the fixtures of tests/data/ and the committed weights.
 * @typedef {{ determinism: string, computer: string, expert: string, weights: Record<string, Uint8Array> }} Data
 */
/** @typedef {{ name: string, run: (ludo: Ludo, assert: Assert, data: Data) => void }} Case */

/** The files the cases read, by their paths from the repository's root. */
export const FILES = {
  determinism: 'tests/data/determinism.txt',
  computer: 'tests/data/computer.txt',
  expert: 'tests/data/expert.txt',
  ...Object.fromEntries(EXPERT_GAMES.map(([preset]) => [preset, `crates/ai/weights/${preset}.bin`])),
};

/**
 * Reads the data files with `read(path)` (a path from the repository's root).
 * @param {(path: string) => Promise<Uint8Array>} read
 * @returns {Promise<Data>}
 */
export async function readData(read) {
  const text = async (/** @type {string} */ path) => new TextDecoder().decode(await read(path));
  /** @type {Record<string, Uint8Array>} */
  const weights = {};
  for (const [preset] of EXPERT_GAMES) weights[preset] = await read(`crates/ai/weights/${preset}.bin`);
  return {
    determinism: await text(FILES.determinism),
    computer: await text(FILES.computer),
    expert: await text(FILES.expert),
    weights,
  };
}

/** The names of the API's calls, which no refusal's message names. */
const CALLS = [
  'new Game',
  'fromState',
  'fromPosition',
  'applyMove',
  'chooseMove',
  'hints:',
  'roll:',
  'logEntries',
  'loadExpert',
  'geometryOf',
  'viewAt',
  'outcomeAt',
];

/** @typedef {{ code: string, field: string | undefined, message: string }} Refusal */

/**
 * A refusal, which must be a JavaScript `Error` with a code (and a field where one
 * applies) and a message that names no call.
 * @param {Assert} assert @param {unknown} e @returns {Refusal}
 */
function refusal(assert, e) {
  if (!(e instanceof Error)) return assert.fail(`a refusal is an Error, not ${String(e)}`);
  const { code, field } = /** @type {Error & { code?: unknown, field?: unknown }} */ (e);
  if (typeof code !== 'string') return assert.fail(`a refusal has a code: ${e.message}`);
  const r = { code, field: typeof field === 'string' ? field : undefined, message: e.message };
  assert.ok(r.message !== '' && CALLS.every((c) => !r.message.includes(c)), JSON.stringify(r));
  return r;
}

/**
 * What `call` throws, which must be a refusal.
 * @param {Assert} assert @param {() => unknown} call @param {string} what @returns {Refusal}
 */
function refusalOf(assert, call, what) {
  try {
    call();
  } catch (e) {
    return refusal(assert, e);
  }
  return assert.fail(`${what} was accepted`);
}

/** The phase, from `lastOutcome()` (small) rather than `state()` (the whole log). @param {Game} g */
const phase = (g) => g.lastOutcome().phase;

/** A seeded game rolled until a move is due. @param {Ludo} ludo */
function gameWithMoveDue({ Game }) {
  const g = new Game({ preset: 'classic', seed: 11, seats: 2 });
  while (phase(g) !== 'move') g.roll();
  return g;
}

/**
 * Checks that a call is refused with `code`, and changes nothing.
 * @param {Assert} assert @param {Game} g @param {string} code @param {(g: Game) => unknown} call
 */
function refused(assert, g, code, call) {
  const before = JSON.stringify(g.state());
  const r = refusalOf(assert, () => call(g), `expected a refusal ${code}:`);
  assert.equal(r.code, code, JSON.stringify(r));
  assert.equal(JSON.stringify(g.state()), before, 'a refused call changed the game');
}

/** @param {Refusal} r */
const codeAndField = (r) => [r.code, r.field];

/**
 * The ids `chooseMove()` gives for every move of an expert fixture game (the procedure
 * of tests/expert.rs).
 * @param {Ludo} ludo @param {Assert} assert @param {string} preset @param {number} seed
 */
function expertIds({ Game }, assert, preset, seed) {
  const g = new Game(/** @type {import('../../pkg-expert/ludo.js').GameOptions} */ (expertOptions(preset, seed)));
  assert.ok(g.expertReady(), `${preset}: the expert's network is loaded`);
  const ids = [];
  while (phase(g) !== 'over' && ids.length < EXPERT_MOVES) {
    if (phase(g) === 'roll') g.roll();
    else {
      const id = g.chooseMove();
      g.applyMove(id);
      ids.push(id);
    }
  }
  return ids;
}

/** @type {Case[]} */
export const cases = [
  {
    name: 'a whole game plays to the end with a ranking',
    run({ Game }, assert) {
      const g = new Game({ preset: 'classic', seed: 3, seats: 4 });
      for (let i = 0; i < 100_000; i++) {
        const p = phase(g);
        if (p === 'over') break;
        if (p === 'roll') {
          const die = g.roll();
          assert.ok(die >= 1 && die <= 6, `die ${die}`);
        } else {
          g.applyMove(g.chooseMove());
        }
      }
      const state = g.state();
      assert.equal(phase(g), 'over');
      assert.ok(Array.isArray(state.ranking));
      assert.equal(state.ranking.length, 4);
    },
  },
  {
    name: 'six arms and teams play to the end, and their refusals name the fields (RULINGS.md "Six arms and teams")',
    run({ Game }, assert) {
      const names = Game.switches().map((/** @type {{ name: string }} */ s) => s.name);
      assert.ok(names.includes('arms') && names.includes('teams'), 'a module with six arms offers both switches');
      /** @type {[{ arms?: 4 | 6, teams?: boolean }, number][]} */
      const games = [[{ arms: 6 }, 6], [{ arms: 6 }, 5], [{ arms: 6, teams: true }, 6], [{ teams: true }, 4]];
      for (const [rules, seats] of games) {
        const g = new Game({ preset: 'classic', seed: 5, seats, rules });
        const view = g.state();
        assert.equal(view.seats.length, seats, JSON.stringify(rules));
        assert.equal(g.geometry().starts.length, rules.arms ?? 4, `one start square per arm: ${JSON.stringify(rules)}`);
        for (let i = 0; i < 200_000 && phase(g) !== 'over'; i++) {
          if (phase(g) === 'roll') g.roll();
          else g.applyMove(g.chooseMove());
        }
        assert.equal(phase(g), 'over', `${JSON.stringify(rules)}, ${seats} seats, ends`);
      }
      /** @type {[import('../../pkg-expert/ludo.js').GameOptions, string][]} */
      const refusals = [
        [{ seats: 3, rules: { teams: true } }, 'rules.teams'],
        [{ seats: 5, rules: { arms: 6, teams: true } }, 'rules.teams'],
        [{ seats: 5 }, 'seats'],
        [{ rules: { arms: /** @type {any} */ (5) } }, 'rules.arms'],
      ];
      for (const [opts, field] of refusals) {
        const e = /** @type {{ field?: string, fields?: string[] }} */ (refusalOf(assert, () => new Game(opts), JSON.stringify(opts)));
        assert.ok(e.field === field || (e.fields ?? []).includes(field), `${JSON.stringify(opts)} names ${field}: ${JSON.stringify(e)}`);
      }
    },
  },
  {
    name: 'state round-trips through fromState',
    run(ludo, assert) {
      const g = gameWithMoveDue(ludo);
      const restored = ludo.Game.fromState(g.state());
      assert.equal(JSON.stringify(restored.state()), JSON.stringify(g.state()));
      // Through a JSON string too, as a saved file would be.
      const reparsed = ludo.Game.fromState(JSON.parse(JSON.stringify(g.state())));
      assert.equal(JSON.stringify(reparsed.state()), JSON.stringify(g.state()));
    },
  },
  {
    name: 'legal moves are plain objects with the documented fields',
    run(ludo, assert) {
      const g = gameWithMoveDue(ludo);
      const moves = g.legalMoves();
      assert.ok(Array.isArray(moves) && moves.length > 0);
      const m = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (moves[0]));
      for (const key of ['id', 'seat', 'pawn', 'die', 'from', 'to', 'captures', 'kind', 'colour']) {
        assert.ok(m[key] !== undefined, `move lacks ${key}`);
      }
      assert.equal(m.id, 0);
      assert.ok(typeof m.pawn === 'string' && m.pawn.length === 1, `pawn ${String(m.pawn)}`);
    },
  },
  {
    name: 'roll when a move is due is refused',
    run(ludo, assert) {
      refused(assert, gameWithMoveDue(ludo), 'roll.notDue', (g) => g.roll());
    },
  },
  {
    name: 'applyMove when a roll is due is refused',
    run({ Game }, assert) {
      const g = new Game({ seed: 1 });
      refused(assert, g, 'move.notDue', (x) => x.applyMove(0));
      refused(assert, g, 'move.notDue', (x) => x.chooseMove());
      refused(assert, g, 'move.notDue', (x) => x.hints());
    },
  },
  {
    name: 'bad move ids are refused',
    run(ludo, assert) {
      const g = gameWithMoveDue(ludo);
      refused(assert, g, 'move.unknown', (x) => x.applyMove(99));
      for (const id of [-1, 0.5, 'abc', null]) {
        refused(assert, g, 'move.id', (x) => x.applyMove(/** @type {number} */ (/** @type {unknown} */ (id))));
      }
      refused(assert, g, 'args.notData', (x) => x.applyMove(NaN));
    },
  },
  {
    name: 'an unknown preset is refused',
    run({ Game }, assert) {
      // @ts-expect-error: no such preset
      const e = refusalOf(assert, () => new Game({ preset: 'chess' }), 'preset chess');
      assert.deepEqual(codeAndField(e), ['preset.unknown', 'preset']);
      assert.equal(e.message, 'preset: there is no preset "chess"');
    },
  },
  {
    name: 'wrong seat counts are refused',
    run({ Game }, assert) {
      for (const [opts, code, field] of [
        ['{"seats":5}', 'seats.count', 'seats'],
        ['{"seats":1}', 'seats.count', 'seats'],
        ['{"seats":[{}]}', 'seats.count', 'seats'],
        ['{"seats":"four"}', 'seats.count', 'seats'],
        ['{"seats":[{"computer":"grandmaster"},{}]}', 'seats.level', 'seats[0].computer'],
        ['{"seats":[{},{"name":""}]}', 'seats.name', 'seats[1].name'],
      ]) {
        const e = refusalOf(assert, () => new Game(JSON.parse(opts)), opts);
        assert.deepEqual(codeAndField(e), [code, field], opts);
      }
    },
  },
  {
    name: 'bad options are refused',
    run({ Game }, assert) {
      for (const [opts, code, field] of [
        ['{"rules":{"towers":"yes"}}', 'rules.value', 'rules.towers'],
        ['{"rules":{"teleport":true}}', 'rules.unknown', 'rules.teleport'],
        ['{"seed":-4}', 'seed', 'seed'],
        ['{"colour":"red"}', 'args.field', 'colour'],
        ['{"rules":{"towers":true,"barriers":true}}', 'rules.combine', 'rules.towers'],
        ['42', 'args.field', undefined],
      ]) {
        const e = refusalOf(assert, () => new Game(JSON.parse(/** @type {string} */ (opts))), String(opts));
        assert.deepEqual(codeAndField(e), [code, field], opts);
      }
      // Switches that cannot be played together are all named.
      let e;
      try {
        new Game({ rules: { towers: true, barriers: true } });
      } catch (thrown) {
        e = /** @type {{ fields?: unknown }} */ (thrown);
      }
      assert.equal(JSON.stringify(e?.fields), '["rules.towers","rules.barriers"]');
      // A value only JavaScript has.
      const cyclic = JS_ONLY.Cyclic();
      const r = refusalOf(assert, () => new Game(/** @type {{}} */ (cyclic)), 'a cyclic object');
      assert.deepEqual(codeAndField(r), ['args.notData', 'options']);
    },
  },
  {
    name: 'invalid saved states are refused with the field named',
    run(ludo, assert) {
      const good = JSON.stringify(gameWithMoveDue(ludo).state());
      const edit = (/** @type {string} */ from, /** @type {string} */ to) => {
        assert.ok(good.includes(from), `fixture lacks ${from}`);
        return good.replace(from, () => to);
      };
      for (const [state, code, field] of [
        ['[]', 'args.field', 'state'],
        [edit('"version":2', '"version":9'), 'save.version', 'state.version'],
        [edit('"phase":"move"', '"phase":"dance"'), 'args.field', 'state.phase'],
        [edit('"seatOnTurn":', '"seatOnTurnx":'), 'args.field', 'state.seatOnTurnx'],
        [edit('"rng":"', '"rng":"zz'), 'args.field', 'state.rng'],
        [edit('"pawns":[[', '"pawns":[[99,'), 'args.field', 'state.pawns[0]'],
        [edit('"preset":"classic"', '"preset":"ludo"'), 'preset.unknown', 'state.preset'],
        [edit('"sixesInRow":', '"sixesInRow":9,"x":'), 'args.field', 'state.x'],
      ]) {
        const e = refusalOf(assert, () => ludo.Game.fromState(JSON.parse(state)), state);
        assert.deepEqual(codeAndField(e), [code, field], JSON.stringify(e));
      }
      // @ts-expect-error: a JSON string, not the object it holds
      const e = refusalOf(assert, () => ludo.Game.fromState('{}'), 'a string');
      assert.deepEqual(codeAndField(e), ['args.field', 'state']);
    },
  },
  {
    name: 'same seed and choices give the native logs',
    // The fixture's lines also hold the log's English lines (the engine's, not exported):
    // a function of the final state whose hash is compared, checked natively by
    // tests/determinism.rs.
    run({ Game }, assert, data) {
      const got = REPLAY_GAMES.map(([preset, seed, seats, rules]) => {
        const g = new Game(/** @type {import('../../pkg-expert/ludo.js').GameOptions} */ ({ preset, seed, seats, rules }));
        let moves = 0;
        while (phase(g) !== 'over') {
          if (phase(g) === 'roll') g.roll();
          else {
            const n = g.legalMoves().length;
            g.applyMove(moves % n);
            moves++;
          }
        }
        return `${preset} ${seed} ${seats} seats: …, state ${stateHash(g.state())}`;
      });
      const want = data.determinism.split('\n').filter(Boolean).map(withoutLines);
      assert.deepEqual(got, want);
    },
  },
  {
    name: 'hints rank the legal moves as plain objects',
    run(ludo, assert) {
      const g = gameWithMoveDue(ludo);
      const hints = g.hints();
      const moves = g.legalMoves();
      assert.ok(Array.isArray(hints));
      assert.equal(hints.length, moves.length);
      let last = Infinity;
      for (const hint of hints) {
        const h = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (hint));
        for (const key of ['id', 'pawn', 'die', 'from', 'to', 'winChance', 'reason', 'captures', 'text']) {
          assert.ok(h[key] !== undefined, `hint lacks ${key}`);
        }
        const chance = /** @type {number} */ (h.winChance);
        assert.ok(typeof chance === 'number' && chance >= 0 && chance <= 1 && chance <= last, 'ranked best first');
        last = chance;
        const m = moves[/** @type {number} */ (h.id)];
        assert.equal(JSON.stringify(h.pawn), JSON.stringify(m.pawn));
        assert.ok(Array.isArray(h.captures));
      }
    },
  },
  {
    name: 'computer players choose as natively',
    // As above: the fixture's English lines are checked natively (tests/computer_players.rs).
    run({ Game }, assert, data) {
      const got = COMPUTER_GAMES.map(([preset, seed]) => {
        const g = new Game(/** @type {import('../../pkg-expert/ludo.js').GameOptions} */ ({ preset, seed, seats: COMPUTER_SEATS }));
        while (phase(g) !== 'over') {
          if (phase(g) === 'roll') g.roll();
          else g.applyMove(g.chooseMove());
        }
        return `${preset} ${seed} … state ${stateHash(g.state())}`;
      });
      const want = data.computer.split('\n').filter(Boolean).map(withoutLines);
      assert.deepEqual(got, want);
    },
  },
  {
    name: 'a game from its view chooses as the game itself',
    // What the computer players' worker does: it gets the position (`view()`, no log),
    // not the whole game, and must choose exactly as the page's own game would.
    run({ Game }, assert) {
      const g = new Game(/** @type {import('../../pkg-expert/ludo.js').GameOptions} */ ({ preset: 'classic', seed: 77, seats: COMPUTER_SEATS }));
      let compared = 0;
      while (phase(g) !== 'over' && compared < 40) {
        if (phase(g) === 'roll') {
          g.roll();
          continue;
        }
        const view = g.view();
        assert.ok(/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (view)).log === undefined, 'view() carries no log');
        const copy = Game.fromPosition(view);
        const id = g.chooseMove();
        assert.equal(copy.chooseMove(), id);
        assert.equal(JSON.stringify(copy.legalMoves()), JSON.stringify(g.legalMoves()));
        g.applyMove(id);
        compared++;
      }
      assert.equal(compared, 40);
    },
  },
  {
    name: 'the expert chooses as natively with the committed weights',
    run(ludo, assert, data) {
      for (const [preset] of EXPERT_GAMES) {
        assert.equal(ludo.Game.loadExpert(data.weights[preset]), preset);
      }
      const got = EXPERT_GAMES.map(([preset, seed]) => [preset, seed, ...expertIds(ludo, assert, preset, seed)].join(' '));
      assert.equal(got.join('\n') + '\n', data.expert);
    },
  },
  {
    name: 'a damaged or foreign weights file is refused and changes nothing',
    run(ludo, assert, data) {
      const good = data.weights.classic;
      assert.equal(ludo.Game.loadExpert(good), 'classic');
      const before = expertIds(ludo, assert, 'classic', 4101);
      const flipped = good.slice();
      flipped[Math.floor(good.length / 2)] ^= 1;
      const foreign = good.slice();
      foreign[14] ^= 1; // the hidden units
      for (const [bytes, code] of /** @type {[Uint8Array, string][]} */ ([
        [new TextEncoder().encode('PK\x03\x04 a zip file'), 'expert.file'],
        [good.slice(0, Math.floor(good.length / 3)), 'expert.file'],
        [flipped, 'expert.file'],
        [foreign, 'expert.foreign'],
      ])) {
        const e = refusalOf(assert, () => ludo.Game.loadExpert(bytes), `weights for ${code}`);
        assert.equal(e.code, code, JSON.stringify(e));
      }
      // the network loaded before is still the one that plays
      const g = new ludo.Game(/** @type {import('../../pkg-expert/ludo.js').GameOptions} */ (expertOptions('classic', 4101)));
      assert.ok(g.expertReady());
      assert.deepEqual(expertIds(ludo, assert, 'classic', 4101), before);
    },
  },
  {
    name: 'values only JavaScript has are refused with a code',
    // The last of the lab's fuzz tests (crates/lab/src/fuzz.rs, `JsOnly`), here so that
    // every JavaScript engine meets the values: each is offered to every call that takes
    // data, and refused as not plain data without changing the game.
    run({ Game }, assert) {
      const g = new Game({ seed: 11, seats: 2 });
      while (g.state().phase !== 'move') g.roll();
      const before = JSON.stringify(g.state());
      for (const [kind, make] of Object.entries(JS_ONLY)) {
        if (kind === 'Undefined') {
          // A left-out argument: `new Game()` makes a default game.
          new Game(/** @type {undefined} */ (make()));
          continue;
        }
        for (const [what, call] of /** @type {[string, (v: any) => unknown][]} */ ([
          ['new Game', (x) => new Game(x)],
          ['fromState', (x) => Game.fromState(x)],
          ['fromPosition', (x) => Game.fromPosition(x)],
          ['applyMove', (x) => g.applyMove(x)],
        ])) {
          const r = refusalOf(assert, () => call(make()), `${what}(${kind})`);
          assert.equal(r.code, 'args.notData', `${what}(${kind}): ${r.message}`);
        }
        assert.equal(JSON.stringify(g.state()), before, `a refused ${kind} changed the game`);
      }
      // The module still works after all that.
      g.applyMove(g.chooseMove());
    },
  },
];
