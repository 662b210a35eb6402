// The moments of a game as the page tells them, without a browser: every step of whole
// games of every preset gets sentences in each language; the cues follow the outcome's
// summaries (a capture where the pawn lands, the foul, no legal move, each special
// square, each place); classic's banked sixes are taught when they happen; the hand of
// dice matches the engine's dice in hand; the log's turn lines come out the same whether
// drawn whole or a step at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { Flow, playOut } from '../../www/js/flow.js';
import { tell, handOf, homeFrom, listText } from '../../www/js/moments.js';
import { logBook } from '../../www/js/logbook.js';
import { setLang, useLang, loadLang, t } from '../../www/js/i18n.js';
import { pointOf, parseLabel, sideColour } from '../../www/js/state.js';

const computers = (n) => Array.from({ length: n }, (_, i) => ({ name: ['Ana', 'Bo', 'Cy', 'Di'][i], computer: 'easy' }));
const GAMES = [
  { preset: 'classic', seed: 3, seats: computers(4) },
  { preset: 'classic', seed: 8, seats: computers(2) },
  { preset: 'velvet', seed: 2, seats: computers(3) },
  { preset: 'brazilian', seed: 5, seats: computers(4) },
  { preset: 'mensch', seed: 6, seats: computers(4), rules: { threeRolls: true, compulsoryCapture: true } },
  { preset: 'mensch', seed: 4, seats: computers(3), rules: { neutralColour: true } },
  { preset: 'rewards', seed: 7, seats: computers(4) },
  { preset: 'rewards', seed: 11, seats: computers(4) },
];

/** Plays a seeded game to its end; `each(step, flow)` sees every step. */
async function play(options, each) {
  const flow = new Flow(new Game(options));
  await playOut(flow, () => flow.game.chooseMove(), (step) => each(step, flow));
  return flow;
}

test('every step of whole games is told in sentences, in each language', async () => {
  for (const code of ['pt', 'de']) assert.ok(await loadLang(code), `the ${code} table loads`);
  for (const options of GAMES) {
    const geo = Game.geometryOf(options.preset === 'mensch' || options.preset === 'rewards' ? 'mensch' : 'ludo');
    const flow = await play(options, (step) => {
      for (const lang of ['en', 'pt', 'de']) {
        setLang(lang);
        const { text, caption } = tell(step, geo);
        const where = `${options.preset} ${lang}: "${text}"`;
        assert.ok(text.length > 8, where);
        assert.match(text, /[.!]$/, `${where} ends a sentence`);
        assert.doesNotMatch(text + caption, /\{\w+\}|tell_|teach_|undefined|NaN/, where);
        assert.ok(text.includes(step.before.seats[step.before.turn].name) || /^(Nobody|Ninguém|Niemand)/.test(text), `${where} names who played`);
      }
    });
    setLang('en');
    flow.free();
  }
});

test('the cues follow the outcome: captures where the pawn lands, fouls, no move, specials, places', async () => {
  const seen = new Set();
  for (const options of GAMES) {
    const geo = Game.geometryOf(options.preset === 'mensch' || options.preset === 'rewards' ? 'mensch' : 'ludo');
    const flow = await play(options, ({ outcome, before, after }) => {
      const { moments } = tell({ outcome, before, after }, geo);
      const kinds = moments.map((m) => m.kind);
      for (const k of kinds) seen.add(k);
      const move = outcome.events.find((e) => e.type === 'move');
      if (outcome.captures) {
        const cue = moments.find((m) => m.kind === 'capture');
        assert.ok(cue, 'a capture has its cue');
        const { side, k } = parseLabel(move.pawn);
        assert.deepEqual(cue.at, pointOf(geo, sideColour(before, side), k, move.to), 'where the capturing pawn lands');
        assert.equal(cue.pawn, move.pawn);
      }
      assert.equal(kinds.includes('foul'), Boolean(outcome.foul));
      assert.equal(kinds.includes('noMove'), Boolean(outcome.noLegalMove));
      const specials = moments.filter((m) => m.kind === 'reward' || m.kind === 'penalty').map((m) => m.effect);
      assert.deepEqual(specials, (outcome.specials ?? []).map((s) => s.effect));
      assert.deepEqual(moments.filter((m) => m.kind === 'finish').map((m) => m.place), (outcome.finished ?? []).map((f) => f.place));
      if (move?.kind === 'enter' && !outcome.captures) assert.ok(kinds.includes('enter'));
      for (const m of moments) assert.ok(Number.isFinite(m.at[0]) && Number.isFinite(m.at[1]), `${m.kind} has a place on the board`);
      void after;
    });
    flow.free();
  }
  for (const k of ['capture', 'enter', 'home', 'six', 'extra', 'noMove', 'foul', 'reward', 'penalty', 'finish', 'skip']) {
    assert.ok(seen.has(k), `the games show a ${k} cue`);
  }
});

// RULINGS.md, presets table: classic "rolls after a six: banked: roll again before moving";
// "three sixes in a row: foul: the turn ends, no move, banked dice are lost".
test('classic: a banked six is taught in one line, the second six warns of the third, the third is the foul', async () => {
  setLang('en');
  const geo = Game.geometryOf('ludo');
  const said = { first: 0, second: 0, foul: 0 };
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const flow = await play({ preset: 'classic', seed, seats: computers(4) }, ({ outcome, before, after }) => {
      const roll = outcome.events.find((e) => e.type === 'roll');
      if (!roll) return;
      const told = tell({ outcome, before, after }, geo);
      const name = before.seats[before.turn].name;
      if (outcome.foul) {
        said.foul++;
        assert.equal(before.sixesInRow, 2);
        assert.equal(told.caption, t('tell_foul', { name, next: after.seats[after.turn].name }));
      } else if (roll.die === 6 && after.phase === 'roll' && after.side === roll.side) {
        assert.ok(told.text.startsWith(`${name} rolled a 6 and can roll again.`), told.text);
        const second = after.sixesInRow === 2;
        assert.equal(told.caption, second ? 'Second six! Roll once more — a third six loses the turn.' : 'Six! Roll again — up to three sixes; a third six loses the turn.');
        said[second ? 'second' : 'first']++;
      } else {
        assert.ok(!told.caption.includes('Six!'), told.caption);
      }
    });
    flow.free();
  }
  assert.ok(said.first > 5 && said.second > 0 && said.foul > 0, JSON.stringify(said));
});

test('sentences read as sentences in each language', async () => {
  const geo = Game.geometryOf('ludo');
  const before = new Game({ preset: 'classic', seed: 1, seats: [{ name: 'Red' }, { name: 'Green' }] }).view();
  const roll = (die, after) => ({ outcome: { events: [{ type: 'roll', side: before.side, die }], ...after.o }, before, after: { ...before, ...after.v } });
  const rollAgain = roll(6, { o: {}, v: { phase: 'roll', dice: [6], sixesInRow: 1 } });
  const other = before.seats[1 - before.turn].name;
  const name = before.seats[before.turn].name;
  const noMove = roll(3, { o: { noLegalMove: true, turnPassed: true }, v: { turn: 1 - before.turn, side: 1 - before.side } });
  const expected = {
    en: [`${name} rolled a 6 and can roll again.`, `${name} rolled a 3. No legal move: the turn passes to ${other}.`],
    pt: [`${name} tirou 6 e joga de novo.`, `${name} tirou 3. Nenhum movimento possível: a vez passa para ${other}.`],
    de: [`${name} hat eine 6 gewürfelt und darf noch einmal würfeln.`, `${name} hat eine 3 gewürfelt. Kein Zug möglich: ${other} ist an der Reihe.`],
  };
  for (const [lang, [again, none]] of Object.entries(expected)) {
    await useLang(lang);
    assert.ok(tell(rollAgain, geo).text.startsWith(again), tell(rollAgain, geo).text);
    assert.equal(tell(noMove, geo).text, none);
  }
  setLang('en');
  assert.equal(listText(['E', 'F']), 'E and F');
});

test('the hand of dice: the dice to play are the engine\'s, played ones are marked until the next roll', async () => {
  for (const options of GAMES.slice(0, 4)) {
    const flow = await play(options, ({ outcome, after }, f) => {
      const hand = handOf(after, f.log);
      const live = hand.filter((d) => d.state === 'live').map((d) => d.v).sort();
      assert.deepEqual(live, [...after.dice].sort(), `${options.preset}: the live dice are the dice in hand`);
      const move = outcome.events.find((e) => e.type === 'move');
      if (move && !outcome.turnPassed && after.dice.length) assert.ok(hand.some((d) => d.state === 'used' && d.v === move.die), 'the die just played is marked');
      if (outcome.turnPassed) assert.ok(hand.every((d) => d.state === 'old'), 'after the turn the dice are old');
    });
    flow.free();
  }
});

test('the log: one line per turn, the same drawn whole or a step at a time', async () => {
  setLang('en');
  for (const options of GAMES) {
    const geo = Game.geometryOf(options.preset === 'mensch' || options.preset === 'rewards' ? 'mensch' : 'ludo');
    /** @type {import('../../www/js/logbook.js').LogLine[]} */
    let shown = [];
    const flow = await play(options, (step, f) => {
      const from = shown.length ? shown[shown.length - 1].start : 0;
      shown = shown.filter((l) => l.start < from).concat(logBook(f.log, from, step.after, geo));
    });
    const whole = logBook(flow.log, 0, flow.view, geo);
    assert.deepEqual(shown, whole, options.preset);
    const turns = flow.log.filter((e) => e.type === 'turn').length;
    assert.equal(whole.filter((l) => l.kind === 'turn' && l.name).length, turns, 'a line for each turn');
    assert.equal(whole.at(-1).text, 'Game over');
    for (const l of whole) assert.doesNotMatch(l.text, /\{\w+\}|lg_|undefined/, l.text);
    const home = homeFrom(geo);
    const homes = flow.log.filter((e) => e.type === 'move' && e.to >= home && e.from < home).length;
    assert.equal(whole.map((l) => l.text).join(' ').split('reaches home').length - 1, homes, 'each pawn reaching home is said');
    flow.free();
  }
});
