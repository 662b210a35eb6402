// The quick chat's words: every id the room protocol lists (crates/online/src/chat.rs,
// which the page's menu reads through the online module) reads in English, Portuguese and
// German, and each chat refusal code has its words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { words } from '../../www/js/words/online.js';
import { refusalKey } from '../../www/js/words/refusals.js';

const rust = readFileSync(new URL('../../crates/online/src/chat.rs', import.meta.url), 'utf8');
const list = rust.match(/pub const SAYINGS: \[&str; \d+\] = \[([^\]]*)\]/);
const sayings = [...(list?.[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => m[1]);

test('every chat id of the protocol has its words in every language', () => {
  assert.equal(sayings.length, 10, 'six phrases and four emotes');
  for (const lang of ['en', 'pt', 'de']) {
    for (const say of sayings) assert.ok(words[lang][`chat.${say}`], `${lang}: chat.${say}`);
    assert.ok(words[lang].chatSlow.length > 0, `${lang}: chatSlow`);
  }
  assert.equal(words.de['chat.goodLuck'], 'Viel Glück');
  // no word for an id the protocol does not have
  const listed = Object.keys(words.en).filter((k) => k.startsWith('chat.'));
  assert.deepEqual(listed.sort(), sayings.map((s) => `chat.${s}`).sort());
});

test('the chat refusals read as themselves, not as another refusal', () => {
  for (const code of ['chat.unknown', 'chat.watching', 'chat.rateLimited']) assert.equal(refusalKey(code), `refused.${code}`);
});
