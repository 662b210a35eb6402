// The room's lobby screen: for the host the invite link (with a copy button), the room
// code and its QR code, the seats and the start; for a friend a name, the free seats
// and the wait for the start. Names from other players go in as text only (el()).
import { el, adoptCss } from '../dom.js';

/** The lobby's styles, added to the page when it is first shown (online play's own). */
const CSS = `
.lobby { max-width: 760px; margin: 0 auto; }
.lobby .field { display: grid; gap: 4px; flex: 1 1 220px; }
.lobby .invite .row input { flex: 1 1 200px; font: inherit; padding: 5px 6px; border-radius: 6px; border: 1px solid var(--line); background: var(--card); color: var(--fg); min-width: 0; }
.lobby .code { font-family: ui-monospace, monospace; font-size: 1.2rem; letter-spacing: 0.05em; }
.lobby .qr { width: 148px; height: 148px; display: block; margin: 4px 0 10px; }
.lobby-seats { padding-left: 1.4em; }
.lobby-seats li { margin: 4px 0; }
.lobby-seats .take { margin-left: 8px; }
.lobby-note:empty { display: none; }
`;
let styled = false;

/** @typedef {import('./session.js').Session} Session */
/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./session.js').SeatInfo} SeatInfo */
/** @typedef {(key: string, params?: Record<string, unknown>) => string} Words */
/**
 * What the lobby asks of the room.
 * @typedef {{ join: (name: string) => void, takeSeat: (seat: number) => void,
 *   start: (fill: boolean) => void, back: () => void }} LobbyActions
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
 * Draws the lobby into `box`.
 * @param {HTMLElement} box
 * @param {{ session: Session | null, status: RoomStatus | null, name: string, note: string,
 *   actions: LobbyActions, t: Words }} state
 */
export function renderLobby(box, { session, status, name, note, actions, t }) {
  if (!styled) {
    adoptCss(CSS);
    styled = true;
  }
  const parts = [el('h2', { id: 'lobby-title' }, t('playWithFriends'))];
  if (!session || !status || !status.joined) {
    parts.push(nameForm(name, session !== null, actions, t));
  } else {
    if (status.role === 'host') parts.push(invite(session, t));
    parts.push(seatList(status, actions, t));
    parts.push(startRow(status, actions, t));
  }
  parts.push(el('p', { id: 'lobby-note', class: 'lobby-note', role: 'status' }, note));
  parts.push(el('p', { class: 'row' }, el('button', { type: 'button', id: 'lobby-back', class: 'btn small', onclick: actions.back }, t('onlineBack'))));
  box.replaceChildren(el('div', { class: 'card lobby-card' }, ...parts));
}

/**
 * @param {string} name
 * @param {boolean} busy
 * @param {LobbyActions} actions
 * @param {Words} t
 */
function nameForm(name, busy, actions, t) {
  const input = /** @type {HTMLInputElement} */ (
    el('input', { id: 'lobby-name', type: 'text', maxlength: 24, autocomplete: 'nickname', value: name, required: true })
  );
  const form = el(
    'form',
    { class: 'row', onsubmit: (/** @type {Event} */ e) => (e.preventDefault(), actions.join(input.value)) },
    el('label', { class: 'field' }, el('span', {}, t('onlineYourName')), input),
    el('button', { type: 'submit', id: 'lobby-join', class: 'btn primary', disabled: busy }, t('onlineJoin')),
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
 * @param {RoomStatus} st
 * @param {LobbyActions} actions
 * @param {Words} t
 */
function seatList(st, actions, t) {
  const canTake = st.role === 'spectator' && st.stage !== 'over';
  return el(
    'ol',
    { id: 'lobby-seats', class: 'lobby-seats' },
    ...st.seats.map((s, i) => {
      const free = (s.kind === 'friend' && !s.taken) || s.kind === 'open';
      const take = canTake && free && el('button', { type: 'button', class: 'btn small take', onclick: () => actions.takeSeat(i) }, t('onlineTakeSeat'));
      return el('li', { dataset: { seat: String(i) } }, el('span', {}, seatText(s, i, st, t)), take);
    }),
  );
}

/**
 * @param {RoomStatus} st
 * @param {LobbyActions} actions
 * @param {Words} t
 */
function startRow(st, actions, t) {
  if (st.role !== 'host') {
    const wait = st.role === 'spectator' && !st.seats.some((s) => (s.kind === 'friend' && !s.taken) || s.kind === 'open');
    return el('p', { class: 'lobby-wait' }, wait ? t('onlineSpectating') : t('onlineWaitStart'));
  }
  const ready = st.seats.some((s) => s.kind === 'friend' && s.taken && s.present);
  const free = st.seats.some((s) => s.kind === 'friend' && !s.taken);
  return el(
    'div',
    { class: 'row end' },
    free && el('button', { type: 'button', id: 'lobby-start-open', class: 'btn', disabled: !ready, onclick: () => actions.start(false) }, t('onlineStartOpen')),
    el('button', { type: 'button', id: 'lobby-start', class: 'btn primary', disabled: !ready, onclick: () => actions.start(true) }, free ? t('onlineStartFill') : t('start')),
  );
}
