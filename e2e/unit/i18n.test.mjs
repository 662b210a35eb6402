// The page's log rendering: the English reads exactly like the engine's logLines() for
// whole games of every preset; the other languages give a line for the same entries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, playOut } from './engine.mjs';
import { setLang, loadLang, useLang, lang as langInUse, logLines, eventLines, pickLang, switchAbout, switchTitle, t } from '../../www/js/i18n.js';

test('English is at hand; Portuguese and German are loaded when first used', async () => {
  setLang('de');
  assert.equal(langInUse(), 'en', 'a table not loaded yet is not used');
  assert.equal(await useLang('de'), 'de');
  assert.equal(t('roll'), 'Würfeln');
  assert.equal(await useLang('fr'), 'en', 'an unknown language falls back to English');
  assert.equal(await loadLang('pt'), true);
  setLang('pt');
  assert.equal(t('roll'), 'Jogar o dado');
  setLang('en');
});

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

test('Portuguese and German give the same number of lines, none left in English', async () => {
  const game = playOut({ preset: 'rewards', seed: 7, seats: [{}, { computer: 'easy' }, { computer: 'easy' }, { computer: 'easy' }] });
  const st = game.state();
  setLang('en');
  const english = logLines(st.log, st);
  for (const lang of ['pt', 'de']) {
    await useLang(lang);
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

test('every switch of the engine has a title and an explanation in every language', async () => {
  for (const lang of ['en', 'pt', 'de']) {
    await useLang(lang);
    for (const sw of Game.switches()) {
      assert.notEqual(switchTitle(sw), sw.name, `${lang}: title of ${sw.name}`);
      const about = switchAbout(sw);
      assert.ok(about.length > 10);
      if (lang !== 'en') assert.notEqual(about, sw.about, `${lang}: explanation of ${sw.name}`);
    }
  }
  setLang('en');
});

test('every text key exists in every language, with the same placeholders', async () => {
  const tables = {
    en: await import('../../www/js/lang/en.js'),
    pt: await import('../../www/js/lang/pt.js'),
    de: await import('../../www/js/lang/de.js'),
  };
  const holes = (/** @type {string} */ text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const english = tables.en.words;
  for (const code of ['pt', 'de']) {
    const words = tables[code].words;
    assert.deepEqual(Object.keys(words).sort(), Object.keys(english).sort(), `${code}: the same keys as English`);
    for (const [key, text] of Object.entries(english)) assert.deepEqual(holes(words[key]), holes(text), `${code}: placeholders of ${key}`);
    for (const key of ['roll', 'hint', 'undo', 'log_round', 'log_noMove', 'special_forward3', 'reason_captures', 'errBadSave']) {
      assert.notEqual(words[key], english[key], `${code}: ${key} is translated`);
    }
  }
});

test('the language follows the browser list', () => {
  assert.equal(pickLang(['pt-BR', 'en']), 'pt');
  assert.equal(pickLang(['fr-FR', 'de-AT']), 'de');
  assert.equal(pickLang(['fr']), 'en');
  assert.equal(pickLang(undefined), 'en');
});
