// The page's words: languages loaded on demand, every switch and preset named and
// explained in every language, the browser's language chosen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { setLang, loadLang, useLang, lang as langInUse, pickLang, switchAbout, switchTitle, t, SEAT_NAMES, seatName, renameSeats } from '../../www/js/words/i18n.js';
import { say } from '../../www/js/words/analysis.js';
import { wordsIn } from '../../www/js/words/online.js';
import { PALETTE } from '../../www/js/board/pictures.js';
import '../../www/js/board/star.js';

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
    en: await import('../../www/js/words/lang/en.js'),
    pt: await import('../../www/js/words/lang/pt.js'),
    de: await import('../../www/js/words/lang/de.js'),
  };
  const holes = (/** @type {string} */ text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  // a sentence's own wording for "you" (KEY_you, KEY_toYou) or for a count of one
  // (KEY_one) is a language's own choice
  const own = /_(you|toYou|one)$/;
  const base = (/** @type {Record<string, string>} */ words) => Object.keys(words).filter((k) => !own.test(k)).sort();
  const english = tables.en.words;
  for (const code of ['en', 'pt', 'de']) {
    const words = tables[code].words;
    for (const [key, text] of Object.entries(words).filter(([k]) => own.test(k))) {
      const of = key.replace(own, '');
      assert.ok(of in words, `${code}: ${key} is a wording of an existing text`);
      const allowed = holes(words[of]).filter((h) => h !== (key.endsWith('_you') ? 'name' : key.endsWith('_toYou') ? 'next' : ''));
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

test('a count of one is said in the singular, every other count in the plural, in every language', async () => {
  const cases = {
    en: { points: ['1 point', '2 points', '0 points'], luck: 'the dice added 1 point to the chance to win.', loss: '1 point', steps: ['B moving 1 square', 'B moving 4 squares'], watchers: ['1 watching.', '3 watching.'], draws: 'Dice verified (1 draw checked).' },
    pt: { points: ['1 ponto', '2 pontos', '0 pontos'], luck: 'os dados somaram 1 ponto à chance de vencer.', loss: '1 ponto', steps: ['mover B 1 casa', 'mover B 4 casas'], watchers: ['1 assistindo.', '3 assistindo.'], draws: 'Dados verificados (1 sorteio conferido).' },
    de: { points: ['1 Punkt', '2 Punkte', '0 Punkte'], luck: 'die Würfel brachten 1 Punkt Gewinnchance.', loss: '1 Punkt', steps: ['B 1 Feld ziehen', 'B 4 Felder ziehen'], watchers: ['1 schaut zu.', '3 schauen zu.'], draws: 'Würfel geprüft (1 Wurf nachgerechnet).' },
  };
  for (const [code, want] of Object.entries(cases)) {
    await useLang(code);
    assert.deepEqual([1, 2, 0].map((n) => t('points', { n })), want.points, code);
    assert.equal(say(code, 'anLuckGave', { n: 1 }), want.luck, code);
    assert.equal(say(code, 'anPoints', { n: 1 }), want.loss, code);
    assert.deepEqual([1, 4].map((n) => say(code, 'anSteps', { pawn: 'B', n })), want.steps, code);
    const online = wordsIn(code, t);
    assert.deepEqual([1, 3].map((n) => online('onlineWatchers', { n })), want.watchers, code);
    assert.equal(online('onlineDiceVerified', { n: 1 }), want.draws, code);
  }
  setLang('en');
});

test('each colour is named as it is drawn, in every language', async () => {
  // the hue of a colour as #rrggbb, in degrees
  const hue = (/** @type {string} */ hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  };
  // the colour words a person would use for a hue, from red round to violet
  const bands = [[15, 'red'], [45, 'orange'], [70, 'yellow'], [170, 'green'], [260, 'blue'], [330, 'violet'], [360, 'red']];
  const nameOf = (/** @type {number} */ h) => /** @type {string} */ (bands.find(([to]) => h < /** @type {number} */ (to))?.[1]);
  const said = {
    en: { red: 'red', orange: 'orange', yellow: 'yellow', green: 'green', blue: 'blue', violet: 'pink' },
    pt: { red: 'vermelho', orange: 'laranja', yellow: 'amarelo', green: 'verde', blue: 'azul', violet: 'rosa' },
    de: { red: 'Rot', orange: 'Orange', yellow: 'Gelb', green: 'Grün', blue: 'Blau', violet: 'Rosa' },
  };
  for (const [code, names] of Object.entries(said)) {
    await useLang(code);
    for (const c of PALETTE) {
      const seen = nameOf(hue(c.main));
      // a shade's name holds its hue's word: "sky blue", "azul-celeste", "Hellblau"
      const word = names[/** @type {keyof typeof names} */ (seen)];
      const name = t(`colour_${c.name}`);
      assert.ok(name.toLowerCase().includes(word.toLowerCase()), `${code}: the engine's ${c.name} is drawn ${c.main}, ${seen}, named ${name}`);
    }
  }
  setLang('en');
});

test('the names the page gives seats follow the language; typed names stay', async () => {
  for (const code of ['en', 'pt', 'de']) {
    await useLang(code);
    assert.deepEqual([t('youName'), t('playerN', { n: 2 })], [SEAT_NAMES[code].you, SEAT_NAMES[code].player.replace('{n}', '2')], `${code}: the table's names`);
  }
  await useLang('en');
  const seats = [{ name: 'You' }, { name: 'Player 2' }, { name: 'Ana' }, { name: 'Player 2' }];
  await useLang('pt');
  assert.equal(renameSeats(seats), true);
  assert.deepEqual(seats.map((s) => s.name), ['Você', 'Jogador 2', 'Ana', 'Player 2'], 'a seat named after another seat\'s number was typed so');
  await useLang('de');
  renameSeats(seats);
  assert.deepEqual(seats.map((s) => s.name), ['Du', 'Spieler 2', 'Ana', 'Player 2']);
  assert.equal(t('turnOf', { name: seats[0].name }), 'Du bist am Zug', 'the person is spoken to in the new language');
  assert.equal(renameSeats(seats), false, 'nothing left to rename');
  assert.equal(seatName('Jogador 3', 2), 'Spieler 3');
  setLang('en');
});
