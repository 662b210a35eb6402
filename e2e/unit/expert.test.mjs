// The expert level in the page's model: which questions go to the expert, the worker's
// loading of its module and weights (once each, with the reason when they cannot load),
// with the real expert module (pkg-expert/, from scripts/build.sh) and weights files;
// the messages that say why an expert seat plays as hard; the level in URLs and choices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, Game as ExpertGame } from '../../pkg-expert/ludo.js';
import { Game } from './engine.mjs';
import { expertLoader } from '../../www/js/worker/expert.js';
import { wantsExpert } from '../../www/js/worker/think.js';
import { expertText, words } from '../../www/js/words/expert.js';
import { readParams, levels } from '../../www/js/page/config.js';
import { completeChoice, gameOptions } from '../../www/js/screens/choice.js';
import { paramText } from '../../www/js/words/messages.js';
import { setLang } from '../../www/js/words/i18n.js';

initSync({ module: readFileSync(new URL('../../pkg-expert/ludo_bg.wasm', import.meta.url)) });

const weights = (preset) => readFileSync(new URL(`../../crates/ai/weights/${preset}.bin`, import.meta.url));
const seats = (levelsOf) => levelsOf.map((computer) => (computer ? { computer } : {}));

/** A view with a move due for the seat on turn. */
function viewWithMove(options) {
  const game = new Game(options);
  while (game.view().phase !== 'move') game.roll();
  const view = game.view();
  game.free();
  return view;
}

/** A source of the expert's files that counts what it is asked, answering as told. */
function source({ module = async () => ExpertGame, bytes = weights, status = 200, online = true } = {}) {
  const asked = { module: 0, weights: [] };
  return {
    asked,
    module: () => {
      asked.module++;
      return module();
    },
    weights: async (preset) => {
      asked.weights.push(preset);
      const body = status === 200 ? bytes(preset) : 'no';
      return new Response(body, { status });
    },
    online: () => online,
  };
}

test('decisions for expert seats and every hint go to the expert; other decisions do not', () => {
  const view = viewWithMove({ preset: 'mensch', seed: 3, seats: seats(['expert', 'hard']), rules: { firstTurn: 'firstSeat' } });
  assert.equal(view.seats[view.seatOnTurn].computer, 'expert');
  assert.ok(wantsExpert('choose', view));
  assert.ok(wantsExpert('hints', view));
  const other = { ...view, seatOnTurn: 1 - view.seatOnTurn };
  assert.ok(!wantsExpert('choose', other), 'a hard seat decides with the worker\'s own engine');
  assert.ok(wantsExpert('hints', other));
});

test('the module is loaded once, each preset\'s weights once, and the expert answers for the game', async () => {
  const src = source();
  const loader = expertLoader(src);
  const classic = viewWithMove({ preset: 'classic', seed: 4, seats: seats(['expert', 'expert', 'easy', 'hard']) });
  const mensch = viewWithMove({ preset: 'mensch', seed: 4, seats: seats(['expert', 'hard']) });
  const answers = await Promise.all([loader.forGame(classic), loader.forGame(classic), loader.forGame(mensch)]);
  answers.push(await loader.forGame(classic));
  assert.deepEqual(src.asked, { module: 1, weights: ['classic', 'mensch'] });
  for (const a of answers) assert.equal(a.Game, ExpertGame);
  const game = ExpertGame.fromPosition(classic);
  assert.ok(game.expertReady());
  assert.equal(typeof game.chooseMove(), 'number');
  game.free();
});

test('a damaged weights file is refused by the engine: the reason is kept, and asked no more', async () => {
  // one byte changed: the checksum no longer matches
  const damaged = (preset) => Uint8Array.from(weights(preset), (b, i) => (i === 700 ? b ^ 4 : b));
  const src = source({ bytes: damaged });
  const loader = expertLoader(src);
  const view = viewWithMove({ preset: 'velvet', seed: 5, seats: seats(['expert', 'hard']) });
  const warn = console.warn;
  const warned = [];
  console.warn = (m) => warned.push(m);
  try {
    // the module itself loaded: hints come from it, with hard's chance
    assert.deepEqual(await loader.forGame(view), { failure: { reason: 'damaged' }, Module: ExpertGame });
    assert.deepEqual(await loader.forGame(view), { failure: { reason: 'damaged' }, Module: ExpertGame });
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(src.asked.weights, ['velvet'], 'a failure is kept, not fetched again');
  assert.equal(warned.length, 1, 'the engine\'s reason goes to the console, once');
  assert.ok(String(warned[0]).includes('checksum'), warned[0]);

  // a sound file of another version of the network has a reason of its own
  const foreign = () => Uint8Array.from(weights('velvet'), (b, i) => (i === 12 ? 99 : b));
  console.warn = () => {};
  try {
    assert.deepEqual(await expertLoader(source({ bytes: foreign })).forGame(view), { failure: { reason: 'foreign' }, Module: ExpertGame });
  } finally {
    console.warn = warn;
  }

  // a file cut short or with one byte changed is refused too
  for (const bad of [weights('velvet').subarray(0, 1000), Uint8Array.from(weights('velvet'), (b, i) => (i === 500 ? b ^ 1 : b))]) {
    assert.throws(() => ExpertGame.loadExpert(bad), (e) => e instanceof Error && e.code === 'expert.file');
  }
});

test('an HTTP error, a failed request and no network each have their reason', async () => {
  const view = viewWithMove({ preset: 'brazilian', seed: 6, seats: seats(['expert', 'hard']) });
  assert.deepEqual(await expertLoader(source({ status: 404 })).forGame(view), { failure: { reason: 'http', status: 404 }, Module: ExpertGame });
  const unreachable = async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  };
  assert.deepEqual(await expertLoader(source({ module: unreachable })).forGame(view), { failure: { reason: 'network' } });
  assert.deepEqual(await expertLoader(source({ module: unreachable, online: false })).forGame(view), { failure: { reason: 'offline' } });
  const broken = async () => {
    throw new WebAssembly.CompileError('bad magic');
  };
  assert.deepEqual(await expertLoader(source({ module: broken })).forGame(view), { failure: { reason: 'module' } });
});

test('house rules far from the weights\' preset: the expert is not ready, and says so', async () => {
  // rewards' switches under the brazilian preset's name: the weights fetched are
  // brazilian's, the nearest preset is rewards, whose network this file never loads
  const rewards = Game.presets().find((p) => p.name === 'rewards').rules;
  const view = viewWithMove({ preset: 'brazilian', seed: 7, seats: seats(['expert', 'hard']), rules: rewards });
  const src = source();
  assert.deepEqual(await expertLoader(src).forGame(view), { failure: { reason: 'rules' }, Module: ExpertGame });
  assert.deepEqual(src.asked.weights, ['brazilian']);
  // with the right rules the same weights make it ready
  const plain = viewWithMove({ preset: 'brazilian', seed: 7, seats: seats(['expert', 'hard']) });
  assert.equal((await expertLoader(source()).forGame(plain)).Game, ExpertGame);
});

test('why an expert seat plays as hard, in every language', () => {
  const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const code of ['pt', 'de']) {
    assert.deepEqual(Object.keys(words[code]).sort(), Object.keys(words.en).sort(), `${code}: the same keys as English`);
    for (const [key, text] of Object.entries(words.en)) assert.deepEqual(holes(words[code][key]), holes(text), `${code}: ${key}`);
  }
  assert.equal(expertText({ reason: 'damaged' }, 'en'), 'The expert could not load (damaged weights file); it plays as Hard for now.');
  assert.equal(expertText({ reason: 'http', status: 404 }, 'de'), 'Der Experte konnte nicht geladen werden (der Server antwortete mit Fehler 404); er spielt vorerst wie die Stufe „schwer“.');
  assert.match(expertText({ reason: 'singleFile' }, 'pt'), /^O especialista precisa da página completa/);
  assert.equal(expertText({ reason: 'unheard of' }, 'fr'), expertText({ reason: 'module' }, 'en'), 'an unknown reason or language falls back');
  for (const code of ['en', 'pt', 'de']) {
    for (const reason of ['offline', 'network', 'http', 'damaged', 'foreign', 'module', 'rules', 'worker', 'singleFile']) {
      const text = expertText({ reason, status: 500 }, code);
      assert.doesNotMatch(text, /\{|\}|undefined/, `${code} ${reason}: ${text}`);
    }
  }
});

test('the expert is a level of URLs, of the new-game choice and of the engine', () => {
  assert.ok(levels.includes('expert'));
  const known = { presets: Game.presets().map((p) => p.name), switches: Game.switches() };
  const p = readParams('?seats=person,expert,hard,Expert', known);
  assert.deepEqual(p.seats, [{ kind: 'person' }, { kind: 'expert' }, { kind: 'hard' }, { kind: 'expert' }]);
  setLang('en');
  const bad = readParams('?seats=person,genius', known).bad[0];
  assert.match(paramText(bad), /person, easy, medium, hard, expert, or friend/);
  const choice = completeChoice({ preset: 'mensch', seats: [{ kind: 'person' }, { kind: 'expert' }] }, Game.presets(), Game.switches(), Game.limits().nameLength);
  assert.deepEqual(choice.seats.map((s) => s.kind), ['person', 'expert']);
  const game = new Game(gameOptions(choice));
  assert.equal(game.view().seats[1].computer, 'expert');
  game.free();
});

test('on six arms or in teams the expert has no network: it plays as hard in the module that has them, and the page says so once', async () => {
  const loader = expertLoader(source());
  for (const rules of [{ arms: 6 }, { teams: true }]) {
    const game = new ExpertGame({ preset: 'classic', seed: 5, seats: seats(['expert', 'hard', 'easy', 'medium']), rules });
    while (game.view().phase !== 'move') game.roll();
    const view = game.view();
    game.free();
    const answer = await loader.forGame(view);
    assert.deepEqual(answer, { failure: { reason: 'six' }, Module: ExpertGame }, JSON.stringify(rules));
  }
  setLang('en');
  assert.equal(expertText({ reason: 'six' }, 'en'), 'The expert has not learnt six arms or teams yet: in this game it plays as Hard.');
  for (const code of ['pt', 'de']) assert.notEqual(expertText({ reason: 'six' }, code), expertText({ reason: 'six' }, 'en'));
});
