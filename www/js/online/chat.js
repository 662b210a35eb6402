// Quick chat in a room's game: a button opens a menu of the room's fixed phrases and
// emotes (their ids come from the online module, `chatSayings()`), each sent as its id
// and shown in the reader's own language, in a bubble by the sender's corner of the board
// for a few seconds, told through the page's live region and kept in the menu's list.
// Each player can mute each other seat, for the room (sessionStorage). The host alone
// decides what is said: a message is shown when its broadcast comes back.
import { el, $, adoptCss } from '../page/dom.js';
import { sayings } from './session.js';
import { icon } from '../page/sound.js';
import { chatSeat } from './prompt.js';

/** @typedef {import('./session.js').RoomStatus} RoomStatus */
/** @typedef {import('./session.js').Note} Note */
/** @typedef {import('./page.js').Online} Online */

/** The emotes among the ids: shown as themselves, told by their word. */
const EMOTES = /** @type {Record<string, string>} */ ({ thumbsUp: '👍', laugh: '😂', wow: '😮', sad: '😢' });

/** How long a bubble stays over the board, in milliseconds. */
const BUBBLE_MS = 6000;

/** The most lines the menu's list keeps. */
const KEEP = 30;

const COLOURS = ['red', 'green', 'yellow', 'blue', 'purple', 'orange'];

const CSS = `
.chat-bar { display: flex; flex-direction: column; gap: 6px; margin: 6px 0; }
.chat-menu { position: relative; z-index: 3; background: var(--bg, #fff); display: flex; flex-wrap: wrap; gap: 4px; padding: 6px; border: 1px solid var(--line, #ccc); border-radius: 8px; }
.chat-menu .chat-emote { font-size: 1.2rem; line-height: 1; }
.chat-menu .chat-mutes, .chat-menu .chat-history { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; }
.chat-menu .chat-mute { display: inline-flex; align-items: center; gap: 4px; }
.chat-menu .chat-mute svg { width: 1.2em; height: 1.2em; }
.chat-menu .chat-mute[aria-pressed="true"] { background: var(--fg, #111); color: var(--bg, #fff); border-color: var(--fg, #111); }
.chat-menu .chat-history { flex-direction: column; list-style: none; font-size: 0.85rem; max-height: 8em; overflow: auto; }
.chat-bubble {
  position: absolute; z-index: 2; transform: translate(-50%, -50%); max-width: 46%; pointer-events: none;
  padding: 4px 10px; border-radius: 14px; background: #fff; color: #111; font-weight: 600;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.3); overflow-wrap: anywhere; text-align: center;
}
.chat-bubble b { display: block; font-size: 0.75em; color: #555; }
@media (prefers-reduced-motion: no-preference) {
  .chat-bubble { animation: chat-in 0.2s ease-out; }
  @keyframes chat-in { from { opacity: 0; transform: translate(-50%, -30%); } to { opacity: 1; transform: translate(-50%, -50%); } }
}
`;

let styled = false;

/** The seats muted in room `room` on this page. */
const muteKey = (/** @type {string} */ room) => `online.mute.${room}`;

/** @param {string} room */
function muted(room) {
  try {
    const seats = JSON.parse(sessionStorage.getItem(muteKey(room)) ?? '[]');
    return new Set(Array.isArray(seats) ? seats.filter(Number.isInteger) : []);
  } catch {
    return new Set();
  }
}

/**
 * @param {string} room
 * @param {number} seat
 * @param {boolean} on
 */
function setMuted(room, seat, on) {
  const seats = muted(room);
  if (on) seats.add(seat);
  else seats.delete(seat);
  try {
    sessionStorage.setItem(muteKey(room), JSON.stringify([...seats]));
  } catch {
    // storage refused: the mute lasts as long as the page
  }
}

/** What a saying reads as: an emote as itself, a phrase in the reader's language. */
function shown(/** @type {Online} */ online, /** @type {string} */ say) {
  return EMOTES[say] ?? online.t(`chat.${say}`);
}

/** The chat of the room on the page, made on first use. */
class Chat {
  /** @param {Online} online */
  constructor(online) {
    this.online = online;
    if (!styled) {
      adoptCss(CSS);
      styled = true;
    }
    this.button = el('button', {
      type: 'button',
      id: 'chat-open',
      class: 'btn small',
      'aria-expanded': 'false',
      'aria-controls': 'chat-menu',
      onclick: () => this.toggle(this.menu.hidden),
    });
    this.menu = el('div', { id: 'chat-menu', class: 'chat-menu', role: 'group', hidden: true, onkeydown: (/** @type {KeyboardEvent} */ e) => this.key(e) });
    this.history = el('ol', { id: 'chat-history', class: 'chat-history' });
    this.bar = el('div', { class: 'chat-bar' }, this.button, this.menu);
    this.drawn = '';
    /** the room whose chat this is */
    this.room = '';
    /** @type {Map<number, ReturnType<typeof setTimeout>>} when each seat's bubble hides */
    this.timers = new Map();
    $('online-status').after(this.bar);
  }

  /** The room is left: no bar, no bubble, nothing kept. */
  leave() {
    this.room = '';
    this.drawn = '';
    this.toggle(false);
    this.history.replaceChildren();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const b of $('board-wrap').querySelectorAll('.chat-bubble')) b.remove();
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    this.toggle(false);
    this.button.focus();
  }

  /** @param {boolean} open */
  toggle(open) {
    this.menu.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    if (open) this.menu.querySelector('button')?.focus();
  }

  /** Shows the button for a player's page in a game, and the menu as the room stands. */
  render(/** @type {RoomStatus | null} */ st) {
    const { t } = this.online;
    const seat = chatSeat(st);
    this.bar.hidden = seat === null;
    if (seat === null && !this.menu.hidden) this.toggle(false);
    if (!st || seat === null) return;
    // drawn again only when it changes, so that a key press in the menu keeps its place
    const mutes = muted(st.room);
    const drawn = JSON.stringify([t('chatOpen'), seat, st.seats.map((s) => [s.kind, s.name, s.taken]), [...mutes]]);
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    this.button.textContent = t('chatOpen');
    this.menu.setAttribute('aria-label', t('chatOpen'));
    const says = sayings().map((say) =>
      el('button', { type: 'button', class: `btn small${EMOTES[say] ? ' chat-emote' : ''}`, 'data-say': say, 'aria-label': t(`chat.${say}`), onclick: () => this.say(say) }, shown(this.online, say)),
    );
    const others = st.seats.map((s, i) => ({ s, i })).filter(({ s, i }) => i !== seat && (s.kind === 'person' || (s.kind === 'friend' && s.taken)));
    // a muted seat's toggle is drawn pressed, with a struck loudspeaker, and says so in its title
    const toggles = others.map(({ s, i }) =>
      el(
        'button',
        { type: 'button', class: 'btn small ghost chat-mute', 'aria-pressed': String(mutes.has(i)), title: mutes.has(i) ? t('chatMuted', { name: s.name }) : '', onclick: () => this.mute(st.room, i) },
        icon(!mutes.has(i)),
        t('chatMute', { name: s.name }),
      ),
    );
    this.menu.replaceChildren(...says, el('div', { class: 'chat-mutes' }, ...toggles), this.history);
  }

  /** @param {string} say */
  say(say) {
    this.online.act(() => this.online.session?.room.say(say));
  }

  /**
   * @param {string} room
   * @param {number} seat
   */
  mute(room, seat) {
    setMuted(room, seat, !muted(room).has(seat));
    const focused = [...this.menu.querySelectorAll('.chat-mutes button')].indexOf(/** @type {Element} */ (document.activeElement));
    this.render(this.online.status);
    if (focused >= 0) /** @type {HTMLElement | undefined} */ (this.menu.querySelectorAll('.chat-mutes button')[focused])?.focus();
  }

  /**
   * A seat said something: shown by its corner, told, and kept (unless the seat is muted).
   * @param {number} seat
   * @param {string} say
   */
  heard(seat, say) {
    const { online } = this;
    const st = online.status;
    if (!st || muted(st.room).has(seat)) return;
    const name = st.seats[seat]?.name ?? '';
    const line = online.t('chatSaid', { name, say: EMOTES[say] ? `${EMOTES[say]} ${online.t(`chat.${say}`)}` : shown(online, say) });
    this.history.append(el('li', {}, line));
    while (this.history.children.length > KEEP) this.history.firstElementChild?.remove();
    online.app.announce(line);
    this.bubble(seat, name, shown(online, say));
  }

  /**
   * @param {number} seat
   * @param {string} name
   * @param {string} text
   */
  bubble(seat, name, text) {
    const wrap = $('board-wrap');
    // one bubble per seat, kept for the next message
    let b = /** @type {HTMLElement | null} */ (wrap.querySelector(`.chat-bubble[data-seat="${seat}"]`));
    if (!b) {
      b = el('p', { class: 'chat-bubble', 'data-seat': String(seat), 'aria-hidden': 'true' });
      wrap.append(b);
    }
    const [x, y] = this.corner(seat);
    b.style.left = `${x}%`;
    b.style.top = `${y}%`;
    b.replaceChildren(el('b', {}, name), text);
    // shown again, so that the entrance plays again for a new message
    b.hidden = true;
    void b.offsetWidth;
    b.hidden = false;
    clearTimeout(this.timers.get(seat));
    const shownBubble = b;
    this.timers.set(
      seat,
      setTimeout(() => (shownBubble.hidden = true), BUBBLE_MS),
    );
  }

  /** Where a seat's corner is over the board, in percent: the middle of its base. */
  corner(/** @type {number} */ seat) {
    try {
      const view = JSON.parse(this.online.session?.room.view() ?? 'null');
      const side = view?.sides.find((/** @type {{ seat: number | null }} */ s) => s.seat === seat);
      const geo = this.online.app.geometry(view);
      const base = geo.bases[COLOURS.indexOf(side.colour)];
      // points are in half squares: the board is twice its size across
      const mid = (/** @type {number} */ k) => (base.reduce((a, p) => a + p[k], 0) / base.length / (geo.size * 2)) * 100;
      return [mid(0), mid(1)];
    } catch {
      return [50, 12];
    }
  }
}

/** @type {Chat | null} */
let chat = null;

/**
 * Shows or hides the chat for the room on the page (`st` null: no room's game).
 * @param {RoomStatus | null} st
 * @param {Online} online
 */
export function chatBar(st, online) {
  if (!st && !chat) return;
  chat ??= new Chat(online);
  chat.online = online;
  if (!st) chat.leave();
  else if (st.room !== chat.room) {
    // another room: nothing said in the last one is kept
    chat.leave();
    chat.room = st.room;
  }
  chat.render(st);
}

/**
 * Takes the chat's notes: a line said, or a chat message refused. Whether it took it.
 * @param {Online} online
 * @param {Note & { say?: string }} n
 */
export function chatNote(online, n) {
  if (n.t === 'chat' && n.seat !== undefined && n.say) {
    chatBar(online.status, online);
    chat?.heard(n.seat, n.say);
    return true;
  }
  if (n.t === 'refused' && n.code?.startsWith('chat.')) {
    const text = n.code === 'chat.rateLimited' ? online.t('chatSlow') : online.refused(n, true);
    online.app.message(text, true);
    return true;
  }
  return false;
}
