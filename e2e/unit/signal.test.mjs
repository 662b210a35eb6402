// The one cancellation of a game's pending steps (game/state.js): a wait takes the game's
// signal and stops at once when the game is stopped (Play.stop aborts it), with its reason;
// a wait whose game is already stopped does not begin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sleep, until } from '../../www/js/game/state.js';

test('a sleep stops at once when its game is stopped, and not before', async (t) => {
  // the clock is the test's: nothing here waits on time
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const game = new AbortController();
  let settled = false;
  const long = sleep(60_000, game.signal).finally(() => (settled = true));
  t.mock.timers.tick(59_999);
  await Promise.resolve();
  assert.equal(settled, false, 'the sleep waits while the game runs');
  game.abort(new Error('another game took the board'));
  await assert.rejects(long, /another game took the board/);
  await assert.rejects(sleep(0, game.signal), /another game took the board/);
  // a sleep of a game still on the board ends when its time is up
  const short = sleep(10, new AbortController().signal);
  t.mock.timers.tick(10);
  await short;
});

test('an answer that comes after the game stopped is dropped', async () => {
  const game = new AbortController();
  /** @type {(v: number) => void} */
  let answer = () => {};
  const asked = until(new Promise((resolve) => (answer = resolve)), game.signal);
  game.abort(new Error('stopped'));
  answer(3);
  await assert.rejects(asked, /stopped/);
  assert.equal(await until(Promise.resolve(4), new AbortController().signal), 4);
  await assert.rejects(until(Promise.resolve(5), game.signal), /stopped/);
});
