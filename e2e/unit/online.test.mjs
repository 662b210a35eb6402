// Online play's page code without a browser: the signalling server's address, STUN
// servers, room codes, the invite link, the online words in three languages, and how the
// lobby names a seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signalUrl, iceServers, normalise, Session } from '../../www/js/online/session.js';
import { words, wordsIn } from '../../www/js/online/words.js';
import { seatText } from '../../www/js/online/lobby.js';
import { readParams } from '../../www/js/config.js';

const params = (q) => new URLSearchParams(q);

test('the signalling server: signal= first, else matchbox_server beside the page', () => {
  assert.equal(signalUrl(params('signal=wss://signal.example.org/'), { protocol: 'https:', hostname: 'x' }), 'wss://signal.example.org');
  assert.equal(signalUrl(params(''), { protocol: 'http:', hostname: '127.0.0.1' }), 'ws://127.0.0.1:3536');
  assert.equal(signalUrl(params(''), { protocol: 'https:', hostname: 'ludo.example.org' }), 'wss://ludo.example.org:3536');
  assert.throws(() => signalUrl(params('signal=javascript:alert(1)'), { protocol: 'http:', hostname: 'x' }), /ws:\/\/ or wss:\/\//);
});

test('STUN and TURN servers: ice= as a list, none, or the public STUN servers', () => {
  assert.deepEqual(iceServers(params('ice=none')), []);
  assert.deepEqual(iceServers(params('ice=stun:a.org:3478,turn:b.org')), ['stun:a.org:3478', 'turn:b.org']);
  assert.equal(iceServers(params('')).length, 2);
});

test('a typed room code becomes the room id, and the id reads back as the code', () => {
  assert.equal(normalise(' 9TD1-z450 x7bf-RE34 '), '9td1z450x7bfre34');
  const s = Object.create(Session.prototype);
  s.id = '9td1z450x7bfre34';
  assert.equal(s.code(), '9td1-z450-x7bf-re34');
  const link = s.inviteLink({ origin: 'https://ludo.example.org', pathname: '/play/', search: '?lang=de&seats=person,friend&signal=wss://s.example.org' });
  assert.equal(link, 'https://ludo.example.org/play/?room=9td1z450x7bfre34&lang=de&signal=wss%3A%2F%2Fs.example.org');
});

test('?room= and friend seats are read from the URL', () => {
  const p = readParams('?room=new&seats=person,friend,hard');
  assert.equal(p.room, 'new');
  assert.deepEqual(p.seats?.map((s) => s.kind), ['person', 'friend', 'hard']);
});

test('every online word exists in English, Portuguese and German, with the same placeholders', () => {
  const keys = Object.keys(words.en);
  for (const lang of ['pt', 'de']) {
    assert.deepEqual(Object.keys(words[lang]).sort(), [...keys].sort(), lang);
    for (const k of keys) {
      const holes = (text) => (text.match(/\{\w+\}/g) ?? []).sort();
      assert.deepEqual(holes(words[lang][k]), holes(words.en[k]), `${lang}.${k}`);
    }
  }
  const t = wordsIn('de', (k) => `page:${k}`);
  assert.equal(t('onlineDiceVerified', { n: 12 }), 'Würfel geprüft (12 Würfe nachgerechnet).');
  assert.equal(t('roll'), 'page:roll', 'the page\'s own words for the rest');
});

test('the lobby names each seat from this page\'s point of view', () => {
  const t = wordsIn('en', (k) => ({ medium: 'Computer: medium' })[k] ?? k);
  const seat = (o) => ({ kind: 'friend', name: 'Ana', level: 'medium', taken: true, present: true, away: false, ...o });
  const host = { role: 'host', seat: null };
  assert.equal(seatText(seat({ kind: 'person', name: 'Hana' }), 0, host, t), 'Hana (you)');
  assert.equal(seatText(seat({ taken: false }), 1, host, t), 'Free: waiting for a friend');
  assert.equal(seatText(seat({ present: false }), 1, host, t), 'Ana (away)');
  assert.equal(seatText(seat({ kind: 'computer' }), 2, host, t), 'Computer: medium');
  assert.equal(seatText(seat({}), 1, { role: 'friend', seat: 1 }, t), 'Ana (you)');
  assert.equal(seatText(seat({ kind: 'open', taken: false }), 3, host, t), 'Open: a computer plays until a friend takes it');
});
