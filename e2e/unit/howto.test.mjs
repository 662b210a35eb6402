// "How to play" on the rules sheet, without a browser: the lines the sheet chooses from a
// game's rule switches (rules.js, howTo), their pictures, in every language. (The sheet
// itself, its pictures drawn and the table of switches below: e2e/howto.spec.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { howTo } from '../../www/js/screens/rules.js';
import { useLang, setLang } from '../../www/js/words/i18n.js';

/** The view of a new game of `preset` (two seats), with `rules` changed from the preset. */
function viewOf(preset, rules = {}) {
  const base = Game.presets().find((p) => p.name === preset);
  const game = new Game({ preset, seed: 3, seats: [{ name: 'Ana' }, { name: 'Bo', computer: 'easy' }], rules: { ...base.rules, ...rules } });
  try {
    return game.view();
  } finally {
    game.free();
  }
}

/** What each preset's lines must tell (a part of a line) and the pictures in order. */
const PRESETS = {
  classic: { says: ['A pawn leaves its base on a 6', 'Sixes are kept', 'Three sixes in a row lose the turn', 'may not stand on one square', 'exact number'], pics: ['goal', 'enter', 'six', 'capture', 'noShare', 'exact'] },
  velvet: { says: ['Places go by points', 'Not on the safe squares', 'A capture earns an extra roll', 'as many as you like', 'reaching home earns an extra roll'], pics: ['goal', 'enter', 'six', 'safe', 'stacks', 'exact'] },
  brazilian: { says: ['on a 1 or 6 and goes as far as the die shows', 'make a tower', 'to the end and back again'], pics: ['goal', 'enter', 'six', 'capture', 'towers', 'bounce'] },
  mensch: { says: ['One pawn begins on the start square', 'Clear your start square first', 'a die that can bring one out must'], pics: ['goal', 'enter', 'six', 'capture', 'noShare', 'exact'] },
  rewards: { says: ['Coloured squares help or hurt the pawn that lands on them'], pics: ['goal', 'enter', 'six', 'capture', 'special', 'exact'] },
};

test('every preset: 3 to 6 lines, each with its picture, that say its rules', () => {
  setLang('en');
  for (const [preset, { says, pics }] of Object.entries(PRESETS)) {
    const lines = howTo(viewOf(preset));
    assert.deepEqual(lines.map((l) => l.pic), pics, preset);
    assert.ok(lines.length >= 3 && lines.length <= 6, preset);
    const text = lines.map((l) => l.lines.join(' ')).join('\n');
    for (const s of [...says, 'Land on a rival pawn to send it back to its base.']) assert.ok(text.includes(s), `${preset} says "${s}"`);
    for (const l of lines) assert.ok(l.lines.length > 0 && l.lines.every((x) => x.length > 10), `${preset}: ${l.pic} has its words`);
  }
});

test('the lines follow the house rules', () => {
  setLang('en');
  const plain = howTo(viewOf('mensch'));
  const house = howTo(viewOf('mensch', { bounceBack: true, captureBonus: true }));
  assert.equal(house.find((l) => l.pic === 'bounce')?.lines[0], 'A pawn goes home with the exact number; a higher die takes it to the end and back again.');
  assert.ok(!plain.some((l) => l.pic === 'bounce'));
  assert.ok(house.find((l) => l.pic === 'capture')?.lines.includes('A capture earns an extra roll.'));
  assert.ok(!plain.find((l) => l.pic === 'capture')?.lines.includes('A capture earns an extra roll.'));
});

test('every line in every language: the same pictures, words of its own, no placeholder left', async () => {
  for (const preset of [...Object.keys(PRESETS), 'mensch+house']) {
    const view = preset === 'mensch+house' ? viewOf('mensch', { bounceBack: true, captureBonus: true, homeBonus: true, compulsoryCapture: true }) : viewOf(preset);
    setLang('en');
    const english = howTo(view);
    for (const lang of ['pt', 'de']) {
      await useLang(lang);
      const lines = howTo(view);
      assert.deepEqual(lines.map((l) => l.pic), english.map((l) => l.pic), `${preset} ${lang}`);
      for (const [i, l] of lines.entries()) {
        assert.equal(l.lines.length, english[i].lines.length, `${preset} ${lang} ${l.pic}`);
        for (const [k, words] of l.lines.entries()) {
          assert.notEqual(words, english[i].lines[k], `${preset} ${lang}: "${words}" is in English`);
          assert.doesNotMatch(words, /\{\w+\}|undefined/, `${preset} ${lang}: "${words}"`);
        }
      }
    }
  }
  setLang('en');
  await useLang('pt');
  const pt = howTo(viewOf('mensch', { bounceBack: true, captureBonus: true }));
  assert.ok(pt.find((l) => l.pic === 'bounce')?.lines[0].includes('um dado maior o leva até o fim e de volta'));
  assert.ok(pt.some((l) => l.lines.includes('Uma captura dá uma jogada extra.')));
  await useLang('de');
  assert.ok(howTo(viewOf('mensch', { captureBonus: true })).some((l) => l.lines.includes('Schlagen gibt einen Extrawurf.')));
  setLang('en');
});
