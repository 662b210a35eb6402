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
  // a sentence's own wording for "you" (KEY_you, KEY_toYou) is a language's own choice
  const own = /_(you|toYou)$/;
  const base = (/** @type {Record<string, string>} */ words) => Object.keys(words).filter((k) => !own.test(k)).sort();
  const english = tables.en.words;
  for (const code of ['en', 'pt', 'de']) {
    const words = tables[code].words;
    for (const [key, text] of Object.entries(words).filter(([k]) => own.test(k))) {
      const of = key.replace(own, '');
      assert.ok(of in words, `${code}: ${key} is a wording of an existing text`);
      const allowed = holes(words[of]).filter((h) => h !== (key.endsWith('_you') ? 'name' : 'next'));
      for (const h of holes(text)) assert.ok(allowed.includes(h), `${code}: ${key} has only ${of}'s other placeholders`);
    }
  }
  for (const code of ['pt', 'de']) {
    const words = tables[code].words;
    assert.deepEqual(base(words), base(english), `${code}: the same keys as English`);
    for (const [key, text] of Object.entries(english).filter(([k]) => !own.test(k))) assert.deepEqual(holes(words[key]), holes(text), `${code}: placeholders of ${key}`);
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

test('a sentence about the one person playing here is said to them, in every language', async () => {
  await loadLang('pt');
  await loadLang('de');
  const cases = {
    en: ['You roll again.', 'Your turn', 'No legal move: the turn passes to you.', 'Ana rolls again.'],
    pt: ['Você joga de novo.', 'Sua vez', 'Nenhum movimento possível: a vez passa para você.', 'Ana joga de novo.'],
    de: ['Du darfst noch einmal würfeln.', 'Du bist am Zug', 'Kein Zug möglich: du bist an der Reihe.', 'Ana darf noch einmal würfeln.'],
  };
  for (const [code, [again, turn, passes, other]] of Object.entries(cases)) {
    setLang(code);
    const you = t('youName');
    assert.equal(t('tell_again', { name: you }), again, code);
    assert.equal(t('turnOf', { name: you }), turn, code);
    assert.equal(t('tell_noMove', { next: you }), passes, code);
    assert.equal(t('tell_again', { name: 'Ana' }), other, code);
  }
  setLang('en');
});
