// The boundary between the engine and the page (scripts/bench-boundary.mjs) on whole
// games: no call carries much, what crosses per step does not grow with the game, the
// whole game (the page's thread and the worker's) stays under the limits, and the
// autosave writes a bounded amount per step. The bench's own default game (four hard
// seats) is in BENCHMARKS.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { measure, measureOld, stringCount, LIMITS } from '../../scripts/bench-boundary.mjs';

const options = { preset: 'classic', seats: 4, level: 'easy', seed: 7 };

test('strings are counted as string values and object keys', () => {
  assert.equal(stringCount({ a: 'x', b: [1, 'y', { c: null }] }), 5);
  assert.equal(stringCount([1, 2, true, null]), 0);
  assert.equal(stringCount('z'), 1);
});

test('a whole game of four computers: small calls, none growing with the game', async () => {
  const now = await measure(options);
  const methods = [...now.meter.rows.values()].map((r) => `${r.thread} ${r.method}`);
  // the page never asks for the whole game, and the worker rebuilds from the view
  assert.ok(!methods.some((m) => /\b(state|fromState|logLines)$/.test(m)), methods.join(', '));
  assert.ok(methods.includes('worker fromPosition'));
  const all = now.meter.total();
  assert.ok(all.largest <= LIMITS.call, `largest call ${all.largest} bytes`);
  // per step: one outcome (and the view for the worker), whatever the log's length
  for (const r of now.meter.rows.values()) {
    if (['lastOutcome', 'applyMove', 'fromPosition'].includes(r.method)) assert.ok(r.largest <= 1500, `${r.method}: ${r.largest} bytes`);
  }
  assert.ok(all.bytes / now.steps < 1500, `${all.bytes / now.steps} bytes a step`);
  assert.ok(all.bytes <= LIMITS.bytes, `the whole game: ${all.bytes} bytes`);
  assert.ok(all.strings <= LIMITS.strings, `the whole game: ${all.strings} strings`);
  // the autosave rewrites the head and the last chunk, never the whole log
  assert.ok(now.storage.largest < 12_000, `largest autosave ${now.storage.largest}`);

  const old = measureOld(options);
  assert.deepEqual(now.end, old.end, 'the same game both ways');
  assert.ok(old.meter.total().bytes > 30 * all.bytes, 'the old way carried far more');
  assert.ok(old.storage.written > 5 * now.storage.written, 'and wrote far more');
});
