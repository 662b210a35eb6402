// Whom a room's game waits for, said over the board on every page: the seat on turn by
// name ("Waiting for Ana…"), with the seconds it has left by the host's clock when the
// room has a turn timer; and who may act on this page now (play a seat, chat).

/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./lobby.js').Words} Words */

/**
 * Whether a person at this screen plays `seat` now: not while the game is paused or
 * broken, nor while a computer keeps the seat or plays its turn out.
 * @param {RoomStatus | null} st
 * @param {number} seat
 */
export function plays(st, seat) {
  // a seat the computer keeps (idle) or plays for now (away: its turn taken over mid-turn
  // is played out) is not this page's to play
  if (!st || st.stage !== 'playing' || st.paused || st.breach || st.seats[seat]?.idle || st.seats[seat]?.away) return false;
  return st.role === 'host' ? st.seats[seat]?.kind === 'person' : st.seat === seat;
}

/**
 * Whether the computer keeps this page's seat after missed turns.
 * @param {RoomStatus | null} st
 */
export function idleAt(st) {
  if (!st || st.stage !== 'playing') return false;
  if (st.role === 'host') return st.seats.some((s) => s.kind === 'person' && s.idle);
  return st.seat !== null && st.seat !== undefined && Boolean(st.seats[st.seat]?.idle);
}

/**
 * The seat this page's person chats from, or null: none before the room's game starts,
 * for a page that watches, and while the host is away (every message goes through the
 * host, so nobody would hear it: the chat waits with the game).
 * @param {RoomStatus | null} st
 */
export function chatSeat(st) {
  if (!st || st.stage === 'lobby' || st.paused) return null;
  if (st.role === 'host') {
    const i = st.seats.findIndex((s) => s.kind === 'person');
    return i < 0 ? null : i;
  }
  return st.role === 'friend' ? (st.seat ?? null) : null;
}

/**
 * The line, or '' while the game is not being played.
 * @param {RoomStatus} st
 * @param {{ seat: number, ends: number } | null} clock the turn timer running, if any
 * @param {number | undefined} onTurn the seat on turn in this page's game
 * @param {Words} t
 * @param {number} now
 */
export function waitLine(st, clock, onTurn, t, now) {
  if (st.stage !== 'playing' || st.breach || st.paused) return '';
  const seat = clock?.seat ?? onTurn;
  if (seat === undefined) return '';
  const mine = st.role === 'host' ? st.seats[seat]?.kind === 'person' : st.seat === seat;
  const name = st.seats[seat]?.name ?? '';
  if (!clock) return mine ? t('onlineYourTurn') : t('onlineWaiting', { name });
  const s = Math.max(0, Math.ceil((clock.ends - now) / 1000));
  return mine ? t('onlineYourTime', { s }) : t('onlineWaitingFor', { name, s });
}

/**
 * The room's turn timer in milliseconds: `turnTime=` in seconds (10 to 120, or 0 or `off`
 * for none), 30 by default; `turnTimeMs=` for tests.
 * @param {URLSearchParams} params
 */
export function turnTime(params) {
  const ms = Number(params.get('turnTimeMs'));
  if (params.has('turnTimeMs') && Number.isInteger(ms) && ms >= 0 && ms <= 120_000) return ms;
  const given = params.get('turnTime');
  if (given === 'off' || given === '0') return 0;
  const s = Number(given);
  return given !== null && Number.isInteger(s) && s >= 10 && s <= 120 ? s * 1000 : 30_000;
}
