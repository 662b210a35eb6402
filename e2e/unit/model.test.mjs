// The page's model (www/js/page/model.js): each transition and its guard, and what each
// screen offers in each role.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initial, take, can, offers, inRoom, localRole, ACTIONS, SCREENS, ROLES } from '../../www/js/page/model.js';

/** @typedef {import('../../www/js/page/model.js').Model} Model */

/**
 * The model after `actions` from the page's start, each taken (a refusal fails the test).
 * @param {...(string | [string, object])} actions
 * @returns {Model}
 */
function after(...actions) {
  let m = initial();
  for (const a of actions) {
    const [name, arg] = typeof a === 'string' ? [a, {}] : a;
    const r = take(m, name, arg);
    if ('refused' in r) throw new Error(`${name} refused (${r.refused}) from ${JSON.stringify(m)}`);
    m = r.model;
  }
  return m;
}

/**
 * @param {Model} m
 * @param {string} action
 */
const refusal = (m, action, arg = {}) => {
  const r = take(m, action, arg);
  return 'refused' in r ? r.refused : null;
};

const alone = () => after(['start', { role: 'alone' }]);
const hosting = () => after('hostRoom', 'roomStarts');
const friend = () => after(['join', { role: 'friend' }], 'roomStarts');
const watcher = () => after(['join', { role: 'watcher' }], 'roomStarts');

test('a game at this screen: start, the form and back to the game, the end, play again', () => {
  const m = alone();
  assert.deepEqual([m.screen, m.role, m.room, m.game], ['game', 'alone', 'none', true]);
  assert.equal(after(['start', { role: 'people' }]).role, 'people');
  assert.equal(after(['start', { role: 'host' }]).role, 'alone', 'a game at this screen has no room role');
  const form = take(m, 'newGame');
  assert.ok('model' in form && form.model.screen === 'form');
  assert.equal(after(['start', {}], 'newGame', 'cancel').screen, 'game');
  assert.equal(refusal(after('newGame'), 'cancel'), 'screen.noGame');
  assert.equal(refusal(m, 'cancel'), 'screen.notForm');
  const end = after(['start', {}], 'end');
  assert.deepEqual([end.screen, end.room], ['end', 'none']);
  assert.equal(after(['start', {}], 'end', 'back').screen, 'game');
  assert.equal(after(['start', {}], 'end', 'playAgain').screen, 'game');
  assert.equal(refusal(after('newGame'), 'playAgain'), 'screen.noGame');
  // a game that ends under the form does not take the person from it
  assert.equal(refusal(after(['start', {}], 'newGame'), 'end'), 'screen.notHere');
  assert.equal(refusal(after('newGame'), 'end'), 'screen.noGame');
});

test('a saved game opened from a file: at this screen only, never into a room', () => {
  assert.deepEqual([after('newGame', ['openFile', { role: 'people' }]).screen, after('newGame', ['openFile', { role: 'people' }]).role], ['game', 'people']);
  assert.equal(after(['start', {}], 'end', ['openFile', {}]).screen, 'game');
  assert.equal(refusal(friend(), 'openFile'), 'file.inRoom');
  assert.equal(refusal(watcher(), 'openFile'), 'file.inRoom');
  assert.equal(refusal(after(['join', { role: 'friend' }]), 'openFile'), 'file.inRoom');
  assert.equal(refusal(hosting(), 'openFile'), 'room.leaveFirst');
  // once the room is left (or its host has gone and the page left it), files open again
  assert.equal(after(['join', { role: 'friend' }], 'roomStarts', 'hostGone', 'leave', ['openFile', {}]).screen, 'game');
  assert.equal(after('hostRoom', 'leave', ['openFile', {}]).room, 'none');
});

test('a host: opens a room, starts it, ends, rematches; leaves only through leave', () => {
  const lobby = after('hostRoom');
  assert.deepEqual([lobby.screen, lobby.role, lobby.room], ['lobby', 'host', 'lobby']);
  const m = hosting();
  assert.deepEqual([m.screen, m.room, m.game], ['game', 'playing', true]);
  for (const a of ['newGame', 'start', 'hostRoom', 'quickMatch', 'join']) assert.equal(refusal(m, a), 'room.leaveFirst', a);
  assert.equal(refusal(lobby, 'newGame'), 'room.leaveFirst');
  const over = after('hostRoom', 'roomStarts', 'end');
  assert.deepEqual([over.screen, over.room], ['end', 'over']);
  assert.equal(refusal(over, 'playAgain'), 'room.rematchByHost');
  assert.equal(refusal(m, 'rematch'), 'room.notOver');
  const again = after('hostRoom', 'roomStarts', 'end', 'rematch');
  assert.deepEqual([again.screen, again.room, again.role], ['game', 'playing', 'host']);
  const left = after('hostRoom', 'roomStarts', 'leave');
  assert.deepEqual([left.screen, left.role, left.room, left.game], ['form', 'alone', 'none', false]);
  assert.equal(refusal(alone(), 'leave'), 'room.none');
  assert.equal(refusal(m, 'hostGone'), 'room.notGuest');
});

test('a friend and a watcher: join, take a seat, the host gone, a rematch only by the host', () => {
  const w = after(['join', { role: 'watcher' }]);
  assert.deepEqual([w.screen, w.role, w.room], ['lobby', 'watcher', 'lobby']);
  assert.equal(after(['join', {}]).role, 'watcher');
  assert.equal(after(['join', { role: 'watcher' }], 'takeSeat').role, 'friend');
  // a watcher who comes after the start takes a seat left open
  assert.equal(after(['join', { role: 'watcher' }], 'roomStarts', 'takeSeat').role, 'friend');
  assert.equal(refusal(friend(), 'takeSeat'), 'seat.notWatching');
  assert.equal(refusal(after(['join', { role: 'watcher' }], 'roomStarts', 'end'), 'takeSeat'), 'room.notOpen');
  assert.equal(refusal(alone(), 'takeSeat'), 'seat.notWatching');
  for (const m of [friend(), watcher()]) {
    const over = take(m, 'end');
    assert.ok('model' in over);
    assert.equal(refusal(over.model, 'rematch'), 'room.rematchByHost');
    assert.equal(refusal(over.model, 'playAgain'), 'room.rematchByHost');
    // the host's next game takes every page of the room
    const next = take(over.model, 'roomStarts');
    assert.ok('model' in next && next.model.room === 'playing' && next.model.screen === 'game');
    const gone = take(m, 'hostGone');
    assert.ok('model' in gone);
    assert.deepEqual([gone.model.screen, gone.model.room, inRoom(gone.model)], ['lobby', 'closed', false]);
    assert.equal(refusal(gone.model, 'hostGone'), 'room.none');
    assert.equal(refusal(gone.model, 'roomStarts'), 'room.none');
    // from the closed room, a new game is one step; leaving is still possible
    assert.equal(after(['join', {}], 'roomStarts', 'hostGone', 'newGame').screen, 'form');
    // a host that did not answer in time and connects after all: back in the lobby
    const found = take(gone.model, 'hostFound');
    assert.ok('model' in found);
    assert.deepEqual([found.model.screen, found.model.room, found.model.role, inRoom(found.model)], ['lobby', 'lobby', m.role, true]);
    assert.equal(refusal(m, 'hostFound'), 'room.notClosed');
  }
  assert.equal(refusal(alone(), 'hostFound'), 'room.notClosed');
  assert.equal(refusal(alone(), 'roomStarts'), 'room.none');
});

test('quick match: from the form, out of any room', () => {
  const q = after('newGame', 'quickMatch');
  assert.deepEqual([q.screen, q.role, q.room], ['quick', 'alone', 'none']);
  assert.equal(after('newGame', 'quickMatch', 'hostRoom').role, 'host');
  assert.equal(after('newGame', 'quickMatch', ['join', { role: 'friend' }]).role, 'friend');
  assert.equal(refusal(q, 'replay'), 'screen.notHere');
});

test('replay and analysis: of a game over or a saved one, back to where they came from', () => {
  const fromEnd = after(['start', {}], 'end', 'replay');
  assert.deepEqual([fromEnd.screen, fromEnd.back], ['replay', 'end']);
  assert.equal(after(['start', {}], 'end', 'replay', 'back').screen, 'end');
  assert.equal(after(['start', {}], 'end', 'replay', 'back', 'back').screen, 'game');
  assert.equal(after(['start', {}], 'end', 'analyse').screen, 'analysis');
  assert.equal(after(['start', {}], 'end', 'analyse', 'back').screen, 'end');
  assert.equal(after(['start', {}], 'end', 'replay', 'analyse', 'back').screen, 'end');
  assert.equal(after('newGame', 'replay', 'back').screen, 'form');
  assert.equal(after('replay').back, 'form');
  assert.equal(refusal(alone(), 'analyse'), 'screen.notHere');
  assert.equal(refusal(alone(), 'back'), 'screen.noBack');
  assert.equal(refusal(hosting(), 'replay'), 'room.playing');
  assert.equal(refusal(friend(), 'analyse'), 'room.playing');
  assert.equal(after(['join', {}], 'roomStarts', 'end', 'replay').screen, 'replay');
  assert.equal(refusal(after('hostRoom'), 'replay'), 'screen.notHere');
});

test('an unknown action is refused; can() agrees with take() and offers()', () => {
  assert.equal(refusal(initial(), 'fly'), 'action.unknown');
  for (const m of [initial(), alone(), hosting(), friend(), watcher(), after(['start', {}], 'end')]) {
    for (const a of ACTIONS) assert.equal(can(m, a), !('refused' in take(m, a)), a);
    // a button offered whose transition has a guard first (New game in a room leaves it
    // first) is the transition's to say
    for (const [k, v] of Object.entries(offers(m))) if (!ACTIONS.includes(k)) assert.equal(can(m, k), v, k);
  }
  assert.equal(initial({ embed: true }).embed, true);
  assert.equal(after(['start', {}]).embed, false);
});

test('localRole: several people at one screen, or one (or none) against computers', () => {
  assert.equal(localRole([{ computer: null }, { computer: 'easy' }]), 'alone');
  assert.equal(localRole([{ computer: null }, { computer: null }]), 'people');
  assert.equal(localRole([{ kind: 'person' }, { kind: 'person' }, { kind: 'hard' }]), 'people');
  assert.equal(localRole([{ kind: 'easy' }, { kind: 'hard' }]), 'alone');
});

/** What each screen offers in each role, as a table: a row per screen × role. */
const TABLE = {
  // screen/role          roll undo hint save open drop newG rply anly agan rmch chat leav
  'game/alone': '        1    1    1    1    1    1    1    0    0    0    0    0    0',
  'game/people': '       1    1    1    1    1    1    1    0    0    0    0    0    0',
  'game/host': '         1    1    1    1    0    0    1    0    0    0    0    1    1',
  'game/friend': '       1    1    1    0    0    0    1    0    0    0    0    1    1',
  'game/watcher': '      0    0    0    0    0    0    1    0    0    0    0    0    1',
  'end/alone': '         0    1    1    1    1    1    1    1    1    1    0    0    0',
  'end/host': '          0    1    1    1    0    0    1    1    1    0    1    1    1',
  'end/friend': '        0    1    1    0    0    0    1    1    1    0    0    1    1',
  'end/watcher': '       0    0    0    0    0    0    1    1    1    0    0    0    1',
  'form/alone': '        0    0    0    0    1    1    1    0    0    0    0    0    0',
  'lobby/host': '        0    0    0    0    0    0    1    0    0    0    0    0    1',
  'lobby/friend': '      0    0    0    0    0    0    1    0    0    0    0    0    1',
  'lobby/watcher': '     0    0    0    0    0    0    1    0    0    0    0    0    1',
  'quick/alone': '       0    0    0    0    0    0    1    0    0    0    0    0    0',
  'replay/alone': '      0    0    0    1    1    1    1    0    1    0    0    0    0',
  'analysis/alone': '    0    0    0    1    1    1    1    0    0    0    0    0    0',
  'closed/friend': '     0    0    0    0    0    0    1    0    0    0    0    0    1',
};
const COLUMNS = ['roll', 'undo', 'hint', 'save', 'open', 'drop', 'newGame', 'replay', 'analyse', 'playAgain', 'rematch', 'chat', 'leave'];
/** @type {Record<string, () => Model>} */
const REACH = {
  'game/alone': alone,
  'game/people': () => after(['start', { role: 'people' }]),
  'game/host': hosting,
  'game/friend': friend,
  'game/watcher': watcher,
  'end/alone': () => after(['start', {}], 'end'),
  'end/host': () => after('hostRoom', 'roomStarts', 'end'),
  'end/friend': () => after(['join', { role: 'friend' }], 'roomStarts', 'end'),
  'end/watcher': () => after(['join', { role: 'watcher' }], 'roomStarts', 'end'),
  'form/alone': () => after('newGame'),
  'lobby/host': () => after('hostRoom'),
  'lobby/friend': () => after(['join', { role: 'friend' }]),
  'lobby/watcher': () => after(['join', { role: 'watcher' }]),
  'quick/alone': () => after('newGame', 'quickMatch'),
  'replay/alone': () => after(['start', {}], 'end', 'replay'),
  'analysis/alone': () => after(['start', {}], 'end', 'analyse'),
  'closed/friend': () => after(['join', { role: 'friend' }], 'roomStarts', 'hostGone'),
};

test('what each screen offers in each role', () => {
  for (const [row, bits] of Object.entries(TABLE)) {
    const m = REACH[row]();
    const [screen, role] = row.split('/');
    if (screen !== 'closed') assert.deepEqual([m.screen, m.role], [screen, role], row);
    const got = offers(m);
    const want = bits.trim().split(/\s+/).map((b) => b === '1');
    assert.deepEqual(
      COLUMNS.map((c) => `${c}=${/** @type {any} */ (got)[c]}`),
      COLUMNS.map((c, i) => `${c}=${want[i]}`),
      row,
    );
  }
  // every screen and every role is in the table
  const rows = Object.keys(TABLE).map((r) => r.split('/'));
  for (const s of SCREENS.filter((x) => x !== 'loading')) assert.ok(rows.some(([y]) => y === s), s);
  for (const r of ROLES) assert.ok(rows.some(([, x]) => x === r), r);
  // moving a pawn is offered with the roll; cancelling only on the form over a game here
  assert.equal(offers(alone()).move, true);
  assert.equal(offers(watcher()).move, false);
  assert.equal(offers(after(['start', {}], 'newGame')).cancel, true);
  assert.equal(offers(after('newGame')).cancel, false);
  assert.equal(offers(initial()).newGame, false);
});
