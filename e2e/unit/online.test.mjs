// Online play's page code without a browser: the signalling server's address, STUN
// servers, room codes, the invite link, the online words in three languages, and how the
// lobby names a seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signalUrl, iceServers, normalise, isRoomId, Session } from '../../www/js/online/session.js';
import { words, wordsIn } from '../../www/js/words/online.js';
import { refusalKey, breachKey, refusalText } from '../../www/js/words/refusals.js';
import { seatText, roomSeats, hostAway } from '../../www/js/online/lobby.js';
import { readParams } from '../../www/js/page/config.js';

const params = (q) => new URLSearchParams(q);

test('the signalling server: signal= first, else matchbox_server beside the page', () => {
  assert.equal(signalUrl(params('signal=wss://signal.example.org/'), { protocol: 'https:', hostname: 'x' }), 'wss://signal.example.org');
  assert.equal(signalUrl(params(''), { protocol: 'http:', hostname: '127.0.0.1' }), 'ws://127.0.0.1:3536');
  assert.equal(signalUrl(params(''), { protocol: 'https:', hostname: 'ludo.example.org' }), 'wss://ludo.example.org:3536');
  assert.throws(() => signalUrl(params('signal=javascript:alert(1)'), { protocol: 'http:', hostname: 'x' }), /ws:\/\/ or wss:\/\//);
});

test('the site\'s config.json: its server, or its port on the page\'s host; the URL still comes first', () => {
  const here = { protocol: 'http:', hostname: '192.0.2.7' };
  assert.equal(signalUrl(params(''), here, { signalPort: 3600 }), 'ws://192.0.2.7:3600');
  assert.equal(signalUrl(params(''), { protocol: 'https:', hostname: 'a.org' }, { signalPort: 3600 }), 'wss://a.org:3600');
  assert.equal(signalUrl(params(''), here, { signal: 'wss://signal.example.org' }), 'wss://signal.example.org');
  assert.equal(signalUrl(params('signal=ws://127.0.0.1:9'), here, { signal: 'wss://signal.example.org' }), 'ws://127.0.0.1:9');
  assert.equal(signalUrl(params(''), here, { signalPort: /** @type {any} */ ('x') }), 'ws://192.0.2.7:3536');
  assert.deepEqual(iceServers(params(''), { ice: 'stun:s.example.org:3478' }), ['stun:s.example.org:3478']);
  assert.deepEqual(iceServers(params('ice=none'), { ice: 'stun:s.example.org:3478' }), []);
});

test('a room code is 16 characters of Crockford\'s base 32', () => {
  assert.equal(isRoomId(normalise('9TD1-z450 x7bf-RE34')), true);
  for (const bad of ['hello-world', 'helloworld', '9td1z450x7bfre3', '9td1z450x7bfre345', '9td1z450x7bfre3u', 'ilou0000000000000'.slice(0, 16)]) {
    assert.equal(isRoomId(normalise(bad)), false, bad);
  }
});

test('every refusal and breach code the room sends has its words; others read as a refusal', () => {
  const codes = ['intent.outOfTurn', 'intent.notYourSeat', 'intent.unknownMove', 'intent.stale', 'intent.malformed', 'intent.tooLarge', 'rate.limited', 'room.full', 'seat.taken'];
  const t = wordsIn('pt', (k) => k);
  for (const code of codes) assert.equal(refusalKey(code), `refused.${code}`);
  assert.equal(t(refusalKey('intent.outOfTurn')), 'não é a sua vez');
  assert.equal(refusalKey('something.new'), 'refused.other');
  assert.equal(refusalKey(undefined), 'refused.other');
  for (const code of ['host.illegal', 'host.dice', 'host.position', 'host.snapshot', 'host.history']) assert.equal(breachKey(code), `breach.${code}`);
  const de = wordsIn('de', (k) => k);
  assert.match(de('onlineBroke', { why: de(breachKey('host.history')) }), /^Die Seite des Gastgebers hat die Regeln gebrochen \(sie hat schon gespielte Züge umgeschrieben\)/);
});

test('a refusal is worded from its code in the player\'s language, never from its English reason', () => {
  const pt = wordsIn('pt', (k) => k);
  const de = wordsIn('de', (k) => k);
  // thrown by this page's room (the online module's Error), or sent by the host (a note)
  const thrown = Object.assign(new Error('roll: it is not this page\'s turn'), { code: 'intent.outOfTurn' });
  assert.equal(refusalText(thrown, pt), 'Não é possível: não é a sua vez');
  assert.equal(refusalText(thrown, de), 'Nicht möglich: du bist nicht am Zug');
  const name = { t: 'refused', code: 'hello.name', max: 40, reason: 'seat: a name has 1 to 40 characters and no control characters' };
  assert.equal(refusalText(name, de, true), 'Der Gastgeber hat abgelehnt: ein Name hat 1 bis 40 Zeichen, ohne Steuerzeichen');
  assert.equal(refusalText(name, pt, true), 'O anfitrião recusou: um nome tem de 1 a 40 caracteres, sem caracteres de controle');
  // a code this page does not know, or an error with none: said plainly, still in the language
  assert.equal(refusalText({ code: 'future.code', reason: 'something new' }, pt, true), 'O anfitrião recusou: o anfitrião não pôde aceitar isso');
  assert.equal(refusalText(new Error('boom'), de), 'Nicht möglich: das Online-Spiel konnte das nicht tun');
  for (const r of [thrown, name]) assert.ok(!refusalText(r, pt).includes(r instanceof Error ? r.message : r.reason));
});

test('STUN and TURN servers: ice= as a list, none, or the public STUN servers', () => {
  assert.deepEqual(iceServers(params('ice=none')), []);
  assert.deepEqual(iceServers(params('ice=stun:a.org:3478,turn:b.org')), ['stun:a.org:3478', 'turn:b.org']);
  assert.equal(iceServers(params('')).length, 2);
});

test('a typed room code becomes the room id, and the id reads back as the code', () => {
  assert.equal(normalise(' 9TD1-z450 x7bf-RE34 '), '9td1z450x7bfre34');
  // the letters a code never holds are read as the digits they look like
  assert.equal(normalise('9TDI-Z45O x7bf-RE3L'), '9td1z450x7bfre31');
  assert.equal(isRoomId(normalise('9tdl-z45o-x7bf-re3i')), true);
  assert.equal(isRoomId(normalise('9tdu-z450-x7bf-re34')), false, 'a u is no digit');
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

test('the turn timer: turnTime= in seconds from 10 to 120 or off, 30 by default', async () => {
  const { turnTime } = await import('../../www/js/online/page.js');
  assert.equal(turnTime(params('')), 30_000);
  assert.equal(turnTime(params('turnTime=45')), 45_000);
  assert.equal(turnTime(params('turnTime=off')), 0);
  assert.equal(turnTime(params('turnTime=0')), 0);
  for (const bad of ['5', '121', 'x', '12.5']) assert.equal(turnTime(params(`turnTime=${bad}`)), 30_000, bad);
  assert.equal(turnTime(params('turnTimeMs=1500')), 1500);
});

test('a room names every seat no name was typed for in the host\'s language, a friend\'s too (a computer may play it)', async () => {
  const { useLang, setLang, t } = await import('../../www/js/words/i18n.js');
  const choice = { preset: 'classic', rules: {}, seed: '', seats: [{ kind: 'person', name: '' }, { kind: 'friend' }, { kind: 'hard', name: 'Bo' }, { kind: 'friend', name: '' }] };
  for (const [code, player] of [['de', 'Spieler'], ['pt', 'Jogador'], ['en', 'Player']]) {
    await useLang(code);
    assert.deepEqual(roomSeats(choice, wordsIn(code, t)), [
      { kind: 'person', name: `${player} 1` },
      { kind: 'friend', name: `${player} 2` },
      { kind: 'computer', level: 'hard', name: 'Bo' },
      { kind: 'friend', name: `${player} 4` },
    ], code);
  }
  setLang('en');
});

test('a seat is this page\'s to play only when no computer plays it: not while its turn is played out after it was taken mid-turn, nor while idle', async () => {
  const { plays } = await import('../../www/js/online/prompt.js');
  const seat = (o) => ({ kind: 'friend', taken: true, present: true, away: false, idle: false, ...o });
  const st = (s1, more = {}) => /** @type {any} */ ({ stage: 'playing', role: 'friend', seat: 1, paused: false, breach: null, seats: [seat({ kind: 'person' }), s1], ...more });
  assert.equal(plays(st(seat({})), 1), true);
  assert.equal(plays(st(seat({})), 0), false, 'another seat');
  assert.equal(plays(st(seat({ away: true })), 1), false, 'taken mid-turn: the computer plays the turn out');
  assert.equal(plays(st(seat({ idle: true })), 1), false, 'idle');
  assert.equal(plays(st(seat({}), { paused: true }), 1), false, 'the host is away');
  assert.equal(plays(st(seat({}), { role: 'host', seat: null }), 0), true, 'the host plays its person');
});

test('a friend’s or a watcher’s lobby says when the host’s page has gone, by the host’s name, in the reader’s language', () => {
  const st = (more = {}) => /** @type {any} */ ({ stage: 'lobby', role: 'friend', seat: 1, paused: true, seats: [{ kind: 'person', name: 'Hana' }, { kind: 'friend', name: 'Ana' }], ...more });
  assert.equal(hostAway(st(), wordsIn('en')), 'Hana is away.');
  assert.equal(hostAway(st({ role: 'spectator', seat: null }), wordsIn('de')), 'Hana ist weg.');
  assert.equal(hostAway(st({ paused: false }), wordsIn('en')), '', 'the host is there');
  assert.equal(hostAway(st({ role: 'host', seat: null }), wordsIn('en')), '', 'the host’s own lobby');
  assert.equal(hostAway(null, wordsIn('en')), '');
});

test('a page chats from its seat once the game is on, and not while the host is away (nobody would hear it)', async () => {
  const { chatSeat } = await import('../../www/js/online/prompt.js');
  const st = (more = {}) => /** @type {any} */ ({ stage: 'playing', role: 'friend', seat: 1, paused: false, seats: [{ kind: 'person' }, { kind: 'friend' }], ...more });
  assert.equal(chatSeat(st()), 1);
  assert.equal(chatSeat(st({ stage: 'over' })), 1, 'at the results too');
  assert.equal(chatSeat(st({ role: 'host', seat: null })), 0, 'the host from its person');
  assert.equal(chatSeat(st({ stage: 'lobby' })), null, 'not in the lobby');
  assert.equal(chatSeat(st({ role: 'spectator', seat: null })), null, 'not a watcher');
  assert.equal(chatSeat(st({ paused: true })), null, 'not while the host is away');
  assert.equal(chatSeat(null), null);
});
