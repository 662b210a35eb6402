// What the player reads when something cannot be done: the engine's real refusals (read
// by their code and field) and the URL's bad parameters become sentences in the page's
// language, free of the engine's field names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { useLang, setLang } from '../../www/js/words/i18n.js';
import { readParams } from '../../www/js/page/config.js';
import { paramText, refusal, refusalOf, listText } from '../../www/js/words/messages.js';

const LANGS = ['en', 'pt', 'de'];
const INTERNALS = /options\.|rules\.|state\.|seats\[|expected|got |new Game|fromState|\{\w+\}/;

/** The engine's refusal of `make()`, as thrown. */
function thrown(make) {
  try {
    make();
  } catch (e) {
    return e;
  }
  throw new Error('the engine accepted it');
}

/** Runs `fn` with console.warn collected (the engine's words go there for developers). */
function quietly(fn) {
  const warned = [];
  const warn = console.warn;
  console.warn = (m) => warned.push(m);
  try {
    return { out: fn(), warned };
  } finally {
    console.warn = warn;
  }
}

test('a bad URL parameter is named with what it accepts, in every language', async () => {
  const known = { presets: Game.presets().map((p) => p.name), switches: Game.switches(), nameLength: Game.limits().nameLength };
  const { bad } = readParams('?seats=9&preset=chess&seed=x&lang=fr&speed=warp&enterOn=[7]&captureBonus=yes&startPawns=9', known);
  assert.equal(bad.length, 8);
  for (const code of LANGS) {
    await useLang(code);
    const texts = bad.map(paramText);
    for (const [i, text] of texts.entries()) {
      assert.ok(text.includes(`${bad[i].name}=${bad[i].value}`), `${code}: ${text}`);
      assert.ok(!/\{\w+\}/.test(text), `${code}: unfilled placeholder in ${text}`);
    }
    // in the order preset, seats, seed, lang, speed, autoMove, then the switches
    assert.match(texts[0], /classic.+velvet.+brazilian.+mensch.+rewards/, texts[0]);
    assert.match(texts[1], /2.+6.+person.+easy.+medium.+hard.+expert.+friend/, `${code}: ${texts[1]}`);
    assert.match(texts[2], /0.+9007199254740991/, texts[2]);
    assert.match(texts[3], /en.+pt.+de/, texts[3]);
    assert.match(texts[4], /slow.+normal.+fast.+instant/, texts[4]);
    assert.match(texts[5], /1.+6/, texts[5]);
    assert.match(texts[6], /0.+1/, texts[6]);
    assert.match(texts[7], /true.+false/, texts[7]);
  }
  setLang('en');
  assert.equal(paramText(bad[1]), 'The link’s “seats=9” cannot be used: seats takes 2 to 6 players separated by commas, each person, easy, medium, hard, expert, or friend.');
});

test('the engine\'s refusals read as sentences in the player\'s language, without its field names', async () => {
  const cases = [
    ['start', () => new Game({ rules: { stacking: true, towers: true } }), { en: /Stacks and Towers cannot be played together/, de: /Stapel und Türme/ }],
    ['start', () => new Game({ seats: 9 }), { en: /2 to 4 players/, pt: /2 a 4 jogadores/, de: /2 bis 4 Spieler/ }],
    ['start', () => new Game({ seats: [{ name: 'x'.repeat(41) }, {}] }), { en: /name of player 1/ }],
    ['start', () => new Game({ seed: 'abc' }), { en: /seed/, pt: /semente/, de: /Startwert/ }],
    ['start', () => new Game({ rules: { enterOn: [7] } }), { en: /house rule “Leave the base on”/ }],
    ['start', () => new Game({ rules: { teleport: true } }), { en: /house rule “teleport”/ }],
    ['start', () => new Game({ seats: [{}, { computer: 'grandmaster' }] }), { en: /2 to 4 players/ }],
    ['file', () => Game.fromState({ version: 99 }), { en: /another version/ }],
    ['file', () => Game.fromState({ nothing: true }), { en: /not a saved Ludo game/, pt: /não é um jogo de Ludo salvo/ }],
    ['resume', () => Game.fromState(null), { en: /could not be restored/ }],
  ];
  const edited = new Game({ seed: 5, seats: [{ computer: 'easy' }, { computer: 'easy' }] });
  for (let i = 0; i < 30 && edited.view().phase !== 'over'; i++) {
    if (edited.view().phase === 'roll') edited.roll();
    else edited.applyMove(edited.chooseMove());
  }
  const st = edited.state();
  const turn = st.log.findLastIndex((e) => e.type === 'turn');
  st.log[turn] = { ...st.log[turn], side: (st.log[turn].side + 1) % 4 };
  cases.push(['file', () => Game.fromState(st), { en: /changed after saving/ }]);
  for (const code of LANGS) {
    await useLang(code);
    for (const [kind, make, expected] of cases) {
      const error = thrown(make);
      const { out, warned } = quietly(() => refusal(kind, error, Game.limits())());
      assert.ok(!INTERNALS.test(out), `${code}: "${out}" shows the engine's words`);
      assert.ok(out.length > 20 && /[.!?]$/.test(out), `${code}: "${out}" is a sentence`);
      if (expected[code]) assert.match(out, expected[code], `${code}: ${out}`);
      assert.equal(warned.length, 1, 'the engine\'s message goes to the console');
      assert.ok(String(warned[0]).includes(error.message));
    }
  }
  setLang('en');
});

test('every refusal is an Error with a code and the field at fault, its message naming no call', () => {
  const calls = /new Game|fromState|fromPosition|applyMove|chooseMove|hints:|roll:|logEntries|geometryOf|viewAt|outcomeAt/;
  const game = new Game({ seed: 3, seats: 2 });
  const cases = [
    [() => new Game({ seats: [{ name: 'x'.repeat(41) }, {}] }), 'seats.name', 'seats[0].name'],
    [() => new Game({ seats: 7 }), 'seats.count', 'seats'],
    [() => new Game({ preset: 'chess' }), 'preset.unknown', 'preset'],
    [() => new Game({ seed: -1 }), 'seed', 'seed'],
    [() => new Game({ rules: { towers: 'yes' } }), 'rules.value', 'rules.towers'],
    [() => new Game({ colour: 'red' }), 'args.field', 'colour'],
    [() => Game.fromState({ version: 3 }), 'save.version', 'state.version'],
    [() => Game.fromState({ version: 1 }), 'args.field', 'state.preset'],
    [() => game.applyMove(0), 'move.notDue', undefined],
    [() => game.applyMove('x'), 'move.id', undefined],
    [() => game.logEntries(5, 2), 'log.range', 'from'],
    [() => Game.geometryOf('hex'), 'board.unknown', undefined],
  ];
  for (const [make, code, field] of cases) {
    const e = thrown(make);
    assert.ok(e instanceof Error, String(e));
    assert.equal(e.code, code, e.message);
    assert.equal(e.field, field, e.message);
    assert.ok(!calls.test(e.message), e.message);
  }
  const combined = thrown(() => new Game({ rules: { stacking: true, towers: true } }));
  assert.deepEqual(refusalOf(combined), { code: 'rules.combine', fields: ['rules.stacking', 'rules.towers'] });
  assert.deepEqual(refusalOf(new Error('not the engine\'s')), { code: '', fields: [] });
  game.free();
});

test('lists are joined in the page\'s language', async () => {
  await useLang('de');
  assert.equal(listText(['a', 'b', 'c']), 'a, b oder c');
  await useLang('pt');
  assert.equal(listText(['a', 'b'], 'and'), 'a e b');
  setLang('en');
  assert.equal(listText(['a', 'b', 'c']), 'a, b, or c');
});
