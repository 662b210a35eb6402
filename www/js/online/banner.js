// The room's state over the board (whom the game waits for and how long, who is away,
// who watches, the host's breach of the rules), the dice's verification on the results,
// the host's question before leaving a room, the turn's countdown and the names of seats
// taken after the start.
import { $, el } from '../page/dom.js';
import { hostName } from './lobby.js';
import { rematchButton } from './rematch.js';
import { chatBar } from './chat.js';
import { waitLine } from './prompt.js';
import { breachKey } from '../words/refusals.js';

/** @typedef {import('./page.js').Online} Online */
/** @typedef {import('./lobby.js').Words} Words */
/** @typedef {import('./session.js').Note} Note */
/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */

/**
 * The room's state over the board, and the dice's verification on the results.
 * @param {Online} o
 */
export function renderBanner(o) {
  const st = o.status;
  const banner = $('online-status');
  // the room's next game, on the host's results only (the model's rematch)
  const rematch = o.installed && Boolean(st && !st.breach && st.stage === 'over') && o.app.can('rematch');
  rematchButton(rematch, o.t, () => o.app.take('rematch') || o.act(() => o.session?.rematch()));
  chatBar(o.installed ? st : null, o);
  const dice = $('results-dice');
  if (!st || !o.installed) {
    banner.hidden = true;
    dice.hidden = true;
    return;
  }
  const { t } = o;
  const away = st.seats.filter((s) => s.kind === 'friend' && s.taken && !s.present).map((s) => (s.away ? t('onlineAwayComputer', { name: s.name }) : t('onlineAway', { name: s.name })));
  // seats the computer keeps after three missed turns: said to every page, and to the
  // person whose seat it is with the way back
  const here = (/** @type {number} */ i) => (st.role === 'host' ? st.seats[i].kind === 'person' : st.seat === i);
  const idle = st.stage === 'playing' ? st.seats.flatMap((s, i) => (s.idle ? [here(i) ? t('onlineIdleYou') : t('onlineIdle', { name: s.name })] : [])) : [];
  const alarms = [breachText(o), !st.breach && st.paused && t('onlinePaused'), st.waitingForWitness && t('onlineWitness'), ...away, ...idle, o.note].filter(Boolean);
  const watching = st.role === 'spectator' ? t('onlineWatchingGame', { host: hostName(st, t) }) : st.watching ? t('onlineWatchers', { n: st.watching }) : '';
  const lines = [waitLineOf(o, st), ...alarms, watching].filter(Boolean);
  banner.textContent = lines.join(' ');
  banner.hidden = lines.length === 0;
  // only what went wrong is said in the error colour
  banner.classList.toggle('calm', alarms.length === 0);
  dice.hidden = st.stage !== 'over' && !st.dice.fault;
  dice.textContent = st.dice.fault ? t('onlineDiceFault', { reason: t(breachKey('host.dice')) }) : t('onlineDiceVerified', { n: st.dice.checked });
  dice.classList.toggle('error', Boolean(st.dice.fault));
}

/**
 * Asks the host whether to leave the room (its friends' game ends there); `yes` runs if so.
 * @param {Words} t
 * @param {() => void} yes
 */
export function askToLeave(t, yes) {
  document.getElementById('leave-room')?.remove();
  /** @type {HTMLDialogElement} */
  const dialog = /** @type {any} */ (
    el(
      'dialog',
      { id: 'leave-room', class: 'leave-room', 'aria-labelledby': 'leave-room-ask' },
      el('p', { id: 'leave-room-ask' }, t('onlineLeaveAsk')),
      el(
        'p',
        { class: 'row' },
        el('button', { type: 'button', id: 'leave-room-yes', class: 'btn small', onclick: () => (dialog.close(), yes()) }, t('onlineLeaveYes')),
        el('button', { type: 'button', id: 'leave-room-no', class: 'btn small ghost', onclick: () => dialog.close() }, t('onlineLeaveNo')),
      ),
    )
  );
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * The turn timer: every event ends the clock it follows; a clock note starts the next.
 * @param {Online} o
 * @param {Note} n
 */
export function onClock(o, n) {
  if (n.t === 'event' && o.clock) {
    o.clock = null;
    o.app.board.setCountdown(null);
  }
  if (n.t !== 'clock' || n.seat === undefined || n.left === undefined) return;
  o.clock = { seat: n.seat, ends: Date.now() + n.left };
  // the ring round the corner on turn shrinks with the time left
  o.app.board.setCountdown(n.seat, o.clock.ends);
  o.ticker ??= setInterval(() => o.clock && o.renderBanner(), 1000);
}

/**
 * Whom the game waits for (the seat on turn in the room's game), and for how long.
 * @param {Online} o
 * @param {RoomStatus} st
 */
function waitLineOf(o, st) {
  const view = o.session && st.stage === 'playing' ? JSON.parse(o.session.room.view()) : null;
  return waitLine(st, o.clock, view?.seatOnTurn, o.t, Date.now());
}

/**
 * The room's names on the board: a seat taken after the start shows its friend's.
 * @param {Online} o
 */
export function renameSeats(o) {
  const flow = o.app.play.flow;
  const seats = o.status?.seats;
  if (!flow || !seats || !o.installed) return;
  if (flow.view.seats.every((s, i) => !seats[i]?.name || s.name === seats[i].name)) return;
  /** @param {GameView} v */
  const renamed = (v) => ({ ...v, seats: v.seats.map((s, i) => (seats[i]?.name ? { ...s, name: seats[i].name } : s)) });
  o.app.play.change((state) => {
    flow.view = renamed(flow.view);
    if (state.view) state.view = renamed(state.view);
  });
}

/**
 * What a page says of its host's breach of the rules, if any.
 * @param {Online} o
 */
export function breachText(o) {
  const b = o.status?.breach;
  return b ? o.t('onlineBroke', { why: o.t(breachKey(b.code)) }) : '';
}
