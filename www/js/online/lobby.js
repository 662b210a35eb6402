// The room's lobby screen: for the host the invite link (with a copy button), the room
// code and its QR code, the seats and the start; for a friend a name, the free seats
// and the wait for the start. Names from other players go in as text only (el()).
import { el, adoptCss } from '../page/dom.js';

/** The lobby's styles, added to the page when it is first shown (online play's own). */
const CSS = `
.lobby { max-width: 760px; margin: 0 auto; }
.lobby .field { display: grid; gap: 4px; flex: 1 1 220px; }
.lobby .invite .row input { flex: 1 1 200px; font: inherit; padding: 5px 6px; border-radius: 6px; border: 1px solid var(--line); background: var(--card); color: var(--fg); min-width: 0; }
.lobby .code { font-family: ui-monospace, monospace; font-size: 1.2rem; letter-spacing: 0.05em; }
.lobby .qr { width: 148px; height: 148px; display: block; margin: 4px 0 10px; }
.lobby-seats { padding-left: 1.4em; }
.lobby-seats li { margin: 4px 0; }
.lobby-why { color: var(--muted, inherit); }
.lobby-note:empty { display: none; }
`;
let styled = false;

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./session.js').SeatInfo} SeatInfo */
/** @typedef {(key: string, params?: Record<string, unknown>) => string} Words */
/** @typedef {import('../screens/form.js').Choice} Choice */
/**
 * What the lobby asks of the room.
 * @typedef {{ sit: (name: string, seat: number) => void, start: (fill: boolean) => void,
 *   back: () => void, turnTime: (ms: number) => void }} LobbyActions
 */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The invite link's QR code as an SVG element (dark modules on a light square).
 * @param {{ width: number, path: string }} qr
 * @param {string} label
 */
export function qrSvg(qr, label) {
  const svg = document.createElementNS(SVG, 'svg');
  const size = qr.width + 8;
  svg.setAttribute('viewBox', `-4 -4 ${size} ${size}`);
  svg.setAttribute('class', 'qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const back = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ x: -4, y: -4, width: size, height: size, fill: '#fff' })) back.setAttribute(k, String(v));
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', qr.path);
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  return svg;
}

/**
 * How a seat reads in the lobby.
 * @param {SeatInfo} s
 * @param {number} i
 * @param {RoomStatus} st
 * @param {Words} t
 */
export function seatText(s, i, st, t) {
  const you = st.role === 'host' ? s.kind === 'person' : st.seat === i;
  if (s.kind === 'computer') return t(s.level);
  if (s.kind === 'open') return t('onlineSeatOpen');
  if (s.kind === 'person') return you ? t('onlineSeatYou', { name: s.name }) : s.name;
  if (!s.taken) return t('onlineSeatFree');
  if (you) return t('onlineSeatYou', { name: s.name });
  return s.present ? s.name : t('onlineSeatAway', { name: s.name });
}

/**
 * "with Hana": a seat's partners in a room in teams (the engine's `partners` in the
 * status), or '' without teams.
 * @param {RoomStatus} st
 * @param {number} seat
 * @param {Words} t
 */
export function partnerText(st, seat, t) {
  const team = st.partners?.find((seats) => seats.includes(seat)) ?? [];
  const names = team.filter((s) => s !== seat).map((s) => st.seats[s]?.name || t('playerN', { n: s + 1 }));
  return names.length ? t('withPartner', { name: names.join(' & ') }) : '';
}

/**
 * A seat as a line of the lobby's list: how it reads, and its partners in teams.
 * @param {SeatInfo} s
 * @param {number} i
 * @param {RoomStatus} st
 * @param {Words} t
 */
const seatLine = (s, i, st, t) => [seatText(s, i, st, t), partnerText(st, i, t)].filter(Boolean).join(' · ');

/**
 * The name of the room's host: its first person's seat.
 * @param {RoomStatus} st
 * @param {Words} t
 */
export function hostName(st, t) {
  return st.seats.find((s) => s.kind === 'person')?.name || t('onlineTheHost');
}

/**
 * What a friend's or a watcher's lobby says while the host's page is gone (closed, or its
 * connection lost) and the room waits for it: the host is away. Nothing otherwise.
 * @param {RoomStatus | null} st
 * @param {Words} t
 */
export function hostAway(st, t) {
  return st?.paused && st.role !== 'host' ? t('onlineAway', { name: hostName(st, t) }) : '';
}

/**
 * @param {SeatInfo} s
 */
const isFree = (s) => (s.kind === 'friend' && !s.taken) || s.kind === 'open';

/**
 * What the lobby is called: for a friend, who invites to which rules and how many; at a
 * quick match's table, which rules and how many (strangers are not invited by anyone).
 * @param {RoomStatus | null} st
 * @param {Words} t
 * @param {boolean} quick
 */
function title(st, t, quick) {
  const preset = t(`preset_${st?.options?.preset ?? 'classic'}`);
  if (quick && st?.joined) return t('onlineQuickTable', { preset, n: st.seats.length });
  if (!st || st.role === 'host' || !st.joined) return t('playWithFriends');
  return t('onlineInvites', { host: hostName(st, t), preset, n: st.seats.length });
}

/**
 * Draws the lobby into `box`: the host's invite, seats and start; a friend's invitation,
 * with a name and one press to take a seat; a watcher's line.
 * @param {HTMLElement} box
 * @param {{ session: Session | null, status: RoomStatus | null, name: string, note: string,
 *   actions: LobbyActions, t: Words, nameLength: number, quick?: boolean }} state
 *   `quick`: a quick match's table (no invite: its seats go to the next who press);
 *   `nameLength`: the longest name, the engine's (`Game.limits()`), which rooms share
 */
export function renderLobby(box, { session, status: st, name, note, actions, t, nameLength, quick = false }) {
  if (!styled) {
    adoptCss(CSS);
    styled = true;
  }
  const parts = [el('h2', { id: 'lobby-title' }, title(st, t, quick))];
  if (session && st?.role === 'host' && !quick) parts.push(invite(session, t));
  if (session && st?.joined) {
    parts.push(seatList(st, t));
    if (st.role === 'host') parts.push(turnTimeField(st, actions, t), startRow(st, actions, t));
    else if (st.role === 'spectator' && st.stage !== 'over' && st.seats.some(isFree)) parts.push(nameForm(st, name, actions, t, nameLength));
    else {
      const wait = st.role === 'friend' ? t('onlineWaitStart', { host: hostName(st, t) }) : t('onlineWatchingGame', { host: hostName(st, t) });
      parts.push(el('p', { id: 'lobby-wait', class: 'lobby-wait' }, wait));
    }
  }
  parts.push(el('p', { id: 'lobby-note', class: 'lobby-note', role: 'status' }, note || hostAway(st, t)));
  parts.push(el('p', { class: 'row' }, el('button', { type: 'button', id: 'lobby-back', class: 'btn small', onclick: actions.back }, t('onlineBack'))));
  box.replaceChildren(el('div', { class: 'card lobby-card' }, ...parts));
}

/**
 * A name (the one kept from last time, if any) and one press to take a free seat: the
 * first, or with more than one free the one chosen (in teams, who the partner is).
 * @param {RoomStatus} st
 * @param {string} name
 * @param {LobbyActions} actions
 * @param {Words} t
 * @param {number} nameLength the longest name (the engine's, which rooms share)
 */
function nameForm(st, name, actions, t, nameLength) {
  const input = /** @type {HTMLInputElement} */ (
    el('input', { id: 'lobby-name', type: 'text', maxlength: nameLength, autocomplete: 'nickname', value: name, required: true })
  );
  const free = st.seats.flatMap((s, i) => (isFree(s) ? [i] : []));
  const seatName = (/** @type {number} */ i) => [t('onlineSeatN', { n: i + 1 }), partnerText(st, i, t)].filter(Boolean).join(' · ');
  const seat = /** @type {HTMLSelectElement} */ (el('select', { id: 'lobby-seat' }, ...free.map((i) => el('option', { value: String(i) }, seatName(i)))));
  const form = el(
    'form',
    { class: 'row', onsubmit: (/** @type {Event} */ e) => (e.preventDefault(), actions.sit(input.value, Number(seat.value))) },
    el('label', { class: 'field' }, el('span', {}, t('onlineYourName')), input),
    free.length > 1 && el('label', { class: 'field' }, el('span', {}, t('onlineWhichSeat')), seat),
    el('button', { type: 'submit', id: 'lobby-join', class: 'btn primary' }, t('onlineTakeSeat')),
  );
  return form;
}
/**
 * @param {Session} session
 * @param {Words} t
 */
function invite(session, t) {
  const link = session.inviteLink();
  const field = /** @type {HTMLInputElement} */ (el('input', { id: 'lobby-link', type: 'text', readonly: true, value: link }));
  const copy = el('button', { type: 'button', id: 'lobby-copy', class: 'btn small' }, t('onlineCopy'));
  copy.addEventListener('click', async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(link);
      copy.textContent = t('onlineCopied');
    } catch {
      copy.textContent = t('onlineCopySelect');
    }
  });
  return el(
    'div',
    { class: 'invite' },
    el('label', { class: 'field' }, el('span', {}, t('onlineInvite')), el('span', { class: 'row' }, field, copy)),
    el('p', {}, t('onlineCode'), ' ', el('strong', { id: 'lobby-code', class: 'code' }, session.code())),
    qrSvg(session.qr(), t('onlineQr')),
  );
}

/**
 * The seats, and how many are taken ("2 of 4").
 * @param {RoomStatus} st
 * @param {Words} t
 */
function seatList(st, t) {
  const seated = st.seats.filter((s) => !isFree(s)).length;
  return el(
    'div',
    {},
    el('p', { id: 'lobby-count' }, t('onlineSeated', { n: seated, of: st.seats.length })),
    el(
      'ol',
      { id: 'lobby-seats', class: 'lobby-seats' },
      ...st.seats.map((s, i) => el('li', { dataset: { seat: String(i) } }, el('span', {}, seatLine(s, i, st, t)))),
    ),
  );
}

/** The turn timers a host may choose, in seconds (0: no limit). */
const TURN_TIMES = [0, 10, 15, 20, 30, 45, 60, 90, 120];

/**
 * The host's turn timer for the room: 10 to 120 s per roll or move, or no limit.
 * @param {RoomStatus} st
 * @param {LobbyActions} actions
 * @param {Words} t
 */
function turnTimeField(st, actions, t) {
  const ms = st.turnTime ?? 0;
  const secs = TURN_TIMES.includes(ms / 1000) ? TURN_TIMES : [...TURN_TIMES, ms / 1000].sort((a, b) => a - b);
  const options = secs.map((s) => el('option', { value: String(s * 1000), selected: s * 1000 === ms }, s ? t('onlineSeconds', { s }) : t('onlineTurnOff')));
  const select = /** @type {HTMLSelectElement} */ (el('select', { id: 'lobby-turn-time' }, ...options));
  select.addEventListener('change', () => actions.turnTime(Number(select.value)));
  return el('p', { class: 'row' }, el('label', { class: 'field' }, el('span', {}, t('onlineTurnTime')), select));
}

/**
 * The host's start, and while it cannot be pressed, why.
 * @param {RoomStatus} st
 * @param {LobbyActions} actions
 * @param {Words} t
 */
function startRow(st, actions, t) {
  const ready = st.seats.some((s) => s.kind === 'friend' && s.taken && s.present);
  const free = st.seats.some((s) => s.kind === 'friend' && !s.taken);
  const why = ready ? {} : { 'aria-describedby': 'lobby-start-why' };
  return el(
    'div',
    {},
    el(
      'div',
      { class: 'row end' },
      free && el('button', { type: 'button', id: 'lobby-start-open', class: 'btn', disabled: !ready, onclick: () => actions.start(false), ...why }, t('onlineStartOpen')),
      el('button', { type: 'button', id: 'lobby-start', class: 'btn primary', disabled: !ready, onclick: () => actions.start(true), ...why }, free ? t('onlineStartFill') : t('start')),
    ),
    !ready && el('p', { id: 'lobby-start-why', class: 'lobby-why' }, t('onlineStartWhy')),
  );
}

/**
 * The seats of a room for a new-game choice, each named in the host's language where no
 * name was typed: a friend's seat too, whose name the friend's own replaces when taking
 * it, and which a computer keeps when it plays the seat (left open, or filled at the start).
 * @param {Choice} choice
 * @param {Words} t
 */
export function roomSeats(choice, t) {
  return choice.seats.map((s, i) => {
    const name = s.name?.trim() || t('playerN', { n: i + 1 });
    if (s.kind === 'person' || s.kind === 'friend') return { kind: s.kind, name };
    return { kind: 'computer', level: s.kind, name };
  });
}

/** A room on the page. */
