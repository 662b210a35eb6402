// What a screen reader hears after each step: whole sentences in each language, for
// every kind of step of whole games of every preset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './engine.mjs';
import { useLang, setLang } from '../../www/js/i18n.js';
import { stepSpeech } from '../../www/js/speech.js';

/** Every step of a seeded game played by the engine: [events, view after, actor's name]. */
function steps(options) {
  const game = new Game(options);
  const out = [];
  for (let i = 0; i < 5000 && game.view().phase !== 'over'; i++) {
    const before = game.view();
    const actor = before.seats[before.turn].name;
    const outcome = before.phase === 'roll' ? (game.roll(), game.lastOutcome()) : game.applyMove(game.chooseMove());
    out.push([outcome.events, game.view(), actor]);
  }
  return { steps: out, goal: Game.geometryOf(game.view().board).goal };
}

const GAMES = Game.presets().map((p) => steps({ preset: p.name, seed: 9, seats: [{ computer: 'easy', name: 'Ana' }, { computer: 'easy', name: 'Bo' }, { computer: 'easy', name: 'Cy' }] }));

test('every step is told in sentences, in every language', async () => {
  for (const code of ['en', 'pt', 'de']) {
    await useLang(code);
    for (const { steps: list, goal } of GAMES) {
      for (const [events, after, actor] of list) {
        const text = stepSpeech(events, after, actor, goal);
        assert.ok(text.length > 0, `${code}: nothing said for ${JSON.stringify(events)}`);
        assert.ok(!/\{\w+\}|undefined|!\.|\.\.|→/.test(text), `${code}: "${text}"`);
        for (const sentence of text.split(/(?<=[.!?]) /)) assert.match(sentence, /^\p{Lu}.*[.!?]$/u, `${code}: "${sentence}" in "${text}"`);
      }
    }
  }
  setLang('en');
});

test('a roll says what it means: roll again, no move, the three-sixes foul', () => {
  setLang('en');
  const all = GAMES.flatMap(({ steps: list, goal }) => list.map(([events, after, actor]) => stepSpeech(events, after, actor, goal)));
  assert.ok(all.some((s) => /^(Ana|Bo|Cy) rolled a 6 and can roll again\.$/.test(s)), 'a banked six (classic)');
  assert.ok(all.some((s) => /^(Ana|Bo|Cy) rolled a [1-5] and cannot move\. Now it is (Ana|Bo|Cy)’s turn\.$/.test(s)));
  assert.ok(all.some((s) => /^(Ana|Bo|Cy) brings pawn [A-L] into play\.$/.test(s)));
  assert.ok(all.some((s) => / moves pawn [A-L] from square \d+ to square \d+\./.test(s)));
  assert.ok(all.some((s) => /’s pawn [A-L] is captured and goes back to base\./.test(s)));
  assert.ok(all.some((s) => /lands on a (reward|penalty) square/.test(s)));
  assert.ok(all.some((s) => /has every pawn home and takes place 1\./.test(s)));
  const foul = stepSpeech([{ type: 'roll', side: 0, die: 6 }, { type: 'foul', side: 0 }, { type: 'turn', side: 1, round: 3 }], GAMES[0].steps[0][1], 'Ana', 57);
  assert.equal(foul, 'Ana rolled a third six in a row and loses the turn. Now it is Bo’s turn.');
});
