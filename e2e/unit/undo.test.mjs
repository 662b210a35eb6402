// Undo's words: why it cannot be used, and whose move it takes back when several people
// play at one screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useLang, setLang } from '../../www/js/words/i18n.js';
import { undoBlocked, undoTitle, undoWhose } from '../../www/js/game/undo.js';

const seats = [{ name: 'Ana', computer: null }, { name: 'Bo', computer: null }, { name: 'Cy', computer: 'easy' }];
/** A state whose undo point is before the move of `mover`, now `onTurn` to play. */
const state = (/** @type {number} */ mover, /** @type {number} */ onTurn, list = seats) =>
  /** @type {any} */ ({ view: { phase: 'roll', seats: list, seatOnTurn: onTurn }, undo: { phase: 'move', seats: list, seatOnTurn: mover } });

test('with several people at one screen, Undo names whose move it takes back', async () => {
  await useLang('en');
  // Ana is on turn; the last move a person made was Bo's
  const st = state(1, 0);
  assert.equal(undoBlocked(st), null);
  assert.equal(undoWhose(st), 'Bo');
  assert.equal(undoTitle(st), 'Undo takes back Bo\'s last move.');
  assert.equal(undoBlocked({ ...st, undo: null }), 'Nothing to take back yet: Undo takes back the last move a person made.');
  await useLang('de');
  assert.equal(undoTitle(st), 'Zurücknehmen nimmt den letzten Zug von Bo zurück.');
  await useLang('pt');
  assert.equal(undoTitle(st), 'Desfazer volta o último movimento de Bo.');
  setLang('en');
});

test('one person against computers: Undo takes back "your" move, and says so', async () => {
  await useLang('en');
  const alone = [{ name: 'You', computer: null }, { name: 'Player 2', computer: 'easy' }];
  const st = state(0, 0, alone);
  assert.equal(undoWhose(st), null);
  assert.equal(undoTitle(st), '');
  assert.equal(undoBlocked({ ...st, undo: null }), 'Nothing to take back yet: Undo takes back your last move.');
});
