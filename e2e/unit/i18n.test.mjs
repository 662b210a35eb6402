// The page's words: languages loaded on demand, every switch and preset named and
// explained in every language, the browser's language chosen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { setLang, loadLang, useLang, lang as langInUse, pickLang, switchAbout, switchTitle, t } from '../../www/js/i18n.js';

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
    for (const key of ['roll', 'hint', 'undo', 'tell_noMove', 'log_rollOff', 'special_forward3', 'reason_captures', 'errBadSave']) {
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
