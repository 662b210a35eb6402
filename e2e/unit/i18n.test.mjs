// The page's log rendering: the English reads exactly like the engine's logLines() for
// whole games of every preset; the other languages give a line for the same entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, playOut } from './engine.mjs';
import { setLang, logLines, eventLines, pickLang, switchAbout, switchTitle, t } from '../../www/js/i18n.js';

const presets = Game.presets().map((p) => p.name);

test('the English log equals logLines() for whole games of every preset', () => {
  setLang('en');
  for (const preset of presets) {
    for (const seed of [1, 2]) {
      for (const n of [2, 3, 4]) {
        const rules = preset === 'mensch' && n === 3 ? { neutralColour: true } : preset === 'mensch' && n === 2 ? { twoColoursEach: true } : {};
        const seats = Array.from({ length: n }, () => ({ computer: 'easy' }));
        const game = playOut({ preset, seed, seats, rules });
        const st = game.state();
        assert.equal(st.phase, 'over', `${preset} ${seed} ${n}`);
        assert.deepEqual(logLines(st.log, st), game.logLines(), `${preset} seed ${seed}, ${n} seats`);
      }
    }
  }
});

test('Portuguese and German give the same number of lines, none left in English', () => {
  const game = playOut({ preset: 'rewards', seed: 7, seats: [{}, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] });
  const st = game.state();
  setLang('en');
  const english = logLines(st.log, st);
  for (const lang of ['pt', 'de']) {
    setLang(lang);
    const lines = logLines(st.log, st);
    assert.equal(lines.length, english.length);
    const firstRound = lines[0];
    assert.notEqual(firstRound, english[0], `${lang}: "${firstRound}"`);
    for (const e of st.log) {
      for (const line of eventLines(e, st)) assert.ok(!/\{\w+\}/.test(line), `${lang}: unfilled placeholder in "${line}"`);
    }
  }
  setLang('en');
});

test('every switch of the engine has a title and an explanation in every language', () => {
  for (const lang of ['en', 'pt', 'de']) {
    setLang(lang);
    for (const sw of Game.switches()) {
      assert.notEqual(switchTitle(sw), sw.name, `${lang}: title of ${sw.name}`);
      const about = switchAbout(sw);
      assert.ok(about.length > 10);
      if (lang !== 'en') assert.notEqual(about, sw.about, `${lang}: explanation of ${sw.name}`);
    }
  }
  setLang('en');
});

test('every text key exists in every language', async () => {
  const keys = [];
  setLang('en');
  const probe = new Proxy({}, { get: () => '' });
  void probe;
  // the English table is the reference: a missing translation would fall back to English
  for (const lang of ['pt', 'de']) {
    setLang(lang);
    for (const key of ['roll', 'hint', 'undo', 'log_round', 'log_noMove', 'special_forward3', 'reason_captures', 'errBadSave']) {
      setLang('en');
      const en = t(key);
      setLang(lang);
      assert.notEqual(t(key), en, `${lang}: ${key}`);
      keys.push(key);
    }
  }
  setLang('en');
  assert.ok(keys.length > 0);
});

test('the language follows the browser list', () => {
  assert.equal(pickLang(['pt-BR', 'en']), 'pt');
  assert.equal(pickLang(['fr-FR', 'de-AT']), 'de');
  assert.equal(pickLang(['fr']), 'en');
  assert.equal(pickLang(undefined), 'en');
});
