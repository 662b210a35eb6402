// Leaving a room, and the room as the page's model (page/model.js): the connection closed,
// the address without the room, the model's `leave` (a host's person confirms first, and
// every page of the room is told), a host gone or never met (`hostGone`), and the page's
// role as the room's status says it (`hostRoom`, `join`, `takeSeat`).
import { askToLeave } from './banner.js';
import { chatBar } from './chat.js';
import { hostName } from './lobby.js';

/** @typedef {import('./page.js').Online} Online */

/** How long a page told that no host answers still listens, in case the host is only slow to connect. */
const JOIN_GIVE_UP = 60_000;

/**
 * Closes the connection to the room (the page's model is the caller's to change).
 * @param {Online} o
 */
export function disconnect(o) {
  clearTimeout(o.joinTimer);
  clearInterval(o.ticker);
  o.ticker = undefined;
  o.clock = null;
  o.app.board.setCountdown(null);
  chatBar(null, o);
  o.session?.close();
  o.session = null;
  o.status = null;
  o.installed = false;
  // a game at this screen shows nothing of the room
  o.renderBanner();
}

/**
 * Leaves the room (the model's `leave`): the connection closes, the address drops it.
 * @param {Online} o
 */
export function leave(o) {
  disconnect(o);
  o.note = '';
  o.quick = false;
  o.wasIdle = false;
  const p = new URLSearchParams(location.search);
  if (p.has('room')) {
    p.delete('room');
    history.replaceState(null, '', p.size ? `?${p}` : location.pathname);
  }
  if (o.app.model.room !== 'none') o.app.take('leave');
}

/**
 * The room's status as the page's model: this page's role in it.
 * @param {Online} o
 */
export function sync(o) {
  const st = o.status;
  if (!st || !o.session) return;
  const role = st.role === 'spectator' ? 'watcher' : st.role;
  const { model } = o.app;
  if (model.room === 'none') o.app.take(role === 'host' ? 'hostRoom' : 'join', { role });
  else if (model.room === 'closed' && st.connected) {
    // a host that did not answer in time has come after all (noHost)
    clearTimeout(o.joinTimer);
    o.note = '';
    o.app.take('hostFound');
  }
  else if (model.role === 'watcher' && role === 'friend') o.app.take('takeSeat');
}

/**
 * The page leaves its room, then `then` runs: a host's person confirms first, and every
 * page of the room is told.
 * @param {Online} o
 * @param {() => void} then
 */
export function confirmLeave(o, then) {
  if (!o.hosting()) return (leave(o), then());
  askToLeave(o.t, () => (leaveRoom(o), then()));
}

/**
 * The host leaves the room for good: the friends' pages are told.
 * @param {Online} o
 */
export function leaveRoom(o) {
  const s = o.session;
  o.session = null;
  s?.leaveRoom();
  leave(o);
}

/**
 * The host has left the room: the game ends here, said in the lobby with the way back.
 * @param {Online} o
 */
export function hostLeft(o) {
  const host = o.status ? hostName(o.status, o.t) : o.t('onlineTheHost');
  if (o.installed) o.app.play.advance();
  disconnect(o);
  o.note = o.t('onlineHostLeft', { host });
  o.app.take('hostGone');
  o.render();
}

/**
 * No host answered the room's code in time: the room does not exist (or is closed), said
 * with the way back. The page still listens a while (`JOIN_GIVE_UP`): a host slow to
 * connect (a slow network, a loaded machine) still seats it (`hostFound`).
 * @param {Online} o
 */
export function noHost(o) {
  if (!o.session || o.status?.connected || o.status?.joined) return;
  const room = o.session.code();
  o.note = o.t('onlineNoHost', { code: room });
  o.app.take('hostGone');
  o.render();
  clearTimeout(o.joinTimer);
  o.joinTimer = setTimeout(() => {
    if (o.status?.connected || o.status?.joined) return;
    disconnect(o);
    o.render();
  }, JOIN_GIVE_UP);
}
