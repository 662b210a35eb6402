// The page as one model, without the DOM: the screen on show, the role of the person at
// this screen in the game on it, the state of the room that game belongs to, and whether
// the page is embedded. Every change of screen or role is a named transition with its
// guard (`take`), and what each screen offers in each role (`offers`) follows from the
// model alone. The engine stays the authority for the game (whose turn, which moves):
// the model holds only what the page shows and who may do what on it.

/**
 * `loading` until the page knows what to show; `form` the new-game form; `lobby` a room's
 * lobby (or the word that its host has gone); `quick` quick match's wait; `game` the
 * board; `replay` a game played back; `analysis` the replay with its analysis; `end` the
 * results over the board.
 * @typedef {'loading' | 'form' | 'lobby' | 'quick' | 'game' | 'replay' | 'analysis' | 'end'} Screen
 */
/**
 * `alone` one person against computers (or none: computers only), `people` several people
 * at this screen, and in a room: `host`, `friend` (a seat of the host's room), `watcher`.
 * @typedef {'alone' | 'people' | 'host' | 'friend' | 'watcher'} Role
 */
/**
 * `none` no room; `lobby` a room before its game; `playing`; `over` its game has ended;
 * `closed` its host has gone.
 * @typedef {'none' | 'lobby' | 'playing' | 'over' | 'closed'} Room
 */
/**
 * @typedef {{ screen: Screen, role: Role, room: Room, embed: boolean, game: boolean,
 *   back: Screen | null }} Model
 *   `game`: a game is on the board (the form may go back to it); `back`: the screen a
 *   replay, its analysis or the results go back to
 */
/** @typedef {{ role?: Role, over?: boolean }} Arg */
/** @typedef {{ model: Model } | { refused: string }} Taken */

export const SCREENS = /** @type {const} */ (['loading', 'form', 'lobby', 'quick', 'game', 'replay', 'analysis', 'end']);
export const ROLES = /** @type {const} */ (['alone', 'people', 'host', 'friend', 'watcher']);
export const ROOMS = /** @type {const} */ (['none', 'lobby', 'playing', 'over', 'closed']);

/**
 * The page before it shows anything.
 * @param {{ embed?: boolean }} [how]
 * @returns {Model}
 */
export function initial({ embed = false } = {}) {
  return { screen: 'loading', role: 'alone', room: 'none', embed, game: false, back: null };
}

/**
 * Whether the page belongs to a room that is still there (its host has not gone).
 * @param {Model} m
 */
export const inRoom = (m) => m.room !== 'none' && m.room !== 'closed';

/**
 * The role of the person at this screen in a game of these seats played here: several
 * people, or one (or none) against the computers.
 * @param {{ computer?: string | null, kind?: string }[]} seats a game's seats or a choice's
 * @returns {Role}
 */
export function localRole(seats) {
  const people = seats.filter((s) => (s.kind === undefined ? !s.computer : s.kind === 'person')).length;
  return people > 1 ? 'people' : 'alone';
}

/** The screens a game is on the board in (the results too, over the board). */
const BOARD = new Set(['game', 'replay', 'analysis', 'end']);

/**
 * Leaving a room comes first: refused while the page is in one.
 * @param {Model} m
 */
const outOfRoom = (m) => (inRoom(m) ? 'room.leaveFirst' : null);

/**
 * Each transition: its guard (null, or the code of the refusal) and the model after it.
 * @type {Record<string, { guard: (m: Model, arg: Arg) => string | null, to: (m: Model, arg: Arg) => Partial<Model> }>}
 */
const TRANSITIONS = {
  // the new-game form: a room is left first (its host confirms, and the room is told)
  newGame: { guard: outOfRoom, to: () => ({ screen: 'form' }) },
  // the form's way back to the game under it
  cancel: {
    guard: (m) => (m.screen !== 'form' ? 'screen.notForm' : !m.game ? 'screen.noGame' : outOfRoom(m)),
    to: () => ({ screen: 'game' }),
  },
  // a game at this screen: from the form, a link, a resumed save, Play again
  start: { guard: outOfRoom, to: (_, { role }) => ({ screen: 'game', role: localRole1(role), room: 'none', game: true, back: null }) },
  // a saved game opened from a file takes the board: never into a room's game
  openFile: {
    guard: (m) => (inRoom(m) ? (m.role === 'host' ? 'room.leaveFirst' : 'file.inRoom') : null),
    to: (_, { role }) => ({ screen: 'game', role: localRole1(role), room: 'none', game: true, back: null }),
  },
  // the same players again: in a room only its host starts the next game (rematch)
  playAgain: {
    guard: (m) => (inRoom(m) ? 'room.rematchByHost' : !m.game ? 'screen.noGame' : null),
    to: () => ({ screen: 'game', back: null }),
  },
  hostRoom: { guard: outOfRoom, to: () => ({ screen: 'lobby', role: 'host', room: 'lobby', game: false, back: null }) },
  quickMatch: { guard: outOfRoom, to: () => ({ screen: 'quick', role: 'alone', room: 'none', game: false, back: null }) },
  // a room met by its link or code: a friend with a seat (kept from before) or a watcher
  join: {
    guard: outOfRoom,
    to: (_, { role }) => ({ screen: 'lobby', role: role === 'friend' ? 'friend' : 'watcher', room: 'lobby', game: false, back: null }),
  },
  takeSeat: {
    guard: (m) => (m.role !== 'watcher' ? 'seat.notWatching' : m.room !== 'lobby' && m.room !== 'playing' ? 'room.notOpen' : null),
    to: () => ({ role: 'friend' }),
  },
  // the room's game starts (or its next one): every page of the room shows the board
  roomStarts: {
    guard: (m) => (!inRoom(m) ? 'room.none' : null),
    to: () => ({ screen: 'game', room: 'playing', game: true, back: null }),
  },
  // the host starts the room's next game
  rematch: {
    guard: (m) => (m.role !== 'host' || !inRoom(m) ? 'room.rematchByHost' : m.room !== 'over' ? 'room.notOver' : null),
    to: () => ({ screen: 'game', room: 'playing', back: null }),
  },
  // the page leaves its room (a host's is told first): back to the new-game form
  leave: {
    guard: (m) => (m.room === 'none' ? 'room.none' : null),
    to: () => ({ screen: 'form', role: 'alone', room: 'none', game: false, back: null }),
  },
  // the room's host has gone: the game ends here, said in the lobby with the way back
  hostGone: {
    guard: (m) => (m.role !== 'friend' && m.role !== 'watcher' ? 'room.notGuest' : !inRoom(m) ? 'room.none' : null),
    to: () => ({ screen: 'lobby', room: 'closed', game: false, back: null }),
  },
  // a host that did not answer in time connects after all (a slow network, a loaded
  // machine): the guest's page, still listening, is back in the room's lobby
  hostFound: {
    guard: (m) => (m.room !== 'closed' ? 'room.notClosed' : m.role !== 'friend' && m.role !== 'watcher' ? 'room.notGuest' : null),
    to: () => ({ screen: 'lobby', room: 'lobby', game: false, back: null }),
  },
  // the game on the board is over: the results
  end: {
    guard: (m) => (!m.game ? 'screen.noGame' : m.screen !== 'game' && m.screen !== 'end' ? 'screen.notHere' : null),
    to: (m) => ({ screen: 'end', room: inRoom(m) ? 'over' : m.room, back: 'game' }),
  },
  // a game played back: the one on the board once it is over, or a saved one (from the form)
  replay: {
    guard: (m) => (m.room === 'playing' ? 'room.playing' : m.screen === 'lobby' || m.screen === 'quick' ? 'screen.notHere' : null),
    to: (m) => ({ screen: 'replay', back: m.screen === 'replay' || m.screen === 'analysis' ? m.back : m.screen === 'loading' ? 'form' : m.screen }),
  },
  analyse: {
    guard: (m) => (m.room === 'playing' ? 'room.playing' : m.screen === 'replay' || m.screen === 'end' || m.screen === 'analysis' ? null : 'screen.notHere'),
    to: (m) => ({ screen: 'analysis', back: m.screen === 'end' ? 'end' : m.back }),
  },
  // back from a replay, its analysis or the results to the screen they came from
  back: {
    guard: (m) => (m.screen === 'replay' || m.screen === 'analysis' || m.screen === 'end' ? null : 'screen.noBack'),
    to: (m) => {
      const to = m.screen === 'end' ? 'game' : (m.back ?? 'game');
      return { screen: to, back: to === 'end' ? 'game' : null };
    },
  },
};

/**
 * A role a game at this screen may have (else one person).
 * @param {Role | undefined} role
 * @returns {Role}
 */
function localRole1(role) {
  return role === 'people' ? 'people' : 'alone';
}

/** The transitions' names. */
export const ACTIONS = Object.keys(TRANSITIONS);

/**
 * Takes a transition: the model after it, or the refusal's code.
 * @param {Model} model
 * @param {string} action
 * @param {Arg} [arg]
 * @returns {Taken}
 */
export function take(model, action, arg = {}) {
  const tr = TRANSITIONS[action];
  if (!tr) return { refused: 'action.unknown' };
  const why = tr.guard(model, arg);
  if (why) return { refused: why };
  return { model: { ...model, ...tr.to(model, arg) } };
}

/**
 * What the page offers on this screen in this role: the buttons shown, the keys that act,
 * the file picker and a file dropped on the page.
 * @typedef {{ roll: boolean, move: boolean, undo: boolean, hint: boolean, save: boolean,
 *   open: boolean, drop: boolean, newGame: boolean, replay: boolean, analyse: boolean,
 *   playAgain: boolean, rematch: boolean, chat: boolean, leave: boolean, cancel: boolean }} Offers
 */

/**
 * @param {Model} m
 * @returns {Offers}
 */
export function offers(m) {
  const local = !inRoom(m) && m.room !== 'closed';
  const seated = m.role !== 'watcher';
  const board = BOARD.has(m.screen) && m.game;
  const live = m.screen === 'game' && m.game;
  return {
    // the game's own actions, for a person who plays in it (the engine says when)
    roll: live && seated,
    move: live && seated,
    // a room's players see Undo, and why it cannot be used there; at the end Undo and Hint
    // stay in their places, unusable (Undo says the game is over), so the panel keeps its
    // layout under the results
    undo: (live || (m.screen === 'end' && m.game)) && seated,
    hint: (live || (m.screen === 'end' && m.game)) && seated,
    // a room's game is the host's: its friends and watchers neither save nor open one
    save: board && (local || m.role === 'host'),
    open: (m.screen === 'form' || board) && local,
    drop: (m.screen === 'form' || board) && local,
    newGame: m.screen !== 'loading',
    replay: m.screen === 'end' && m.room !== 'playing',
    analyse: (m.screen === 'end' || m.screen === 'replay') && m.room !== 'playing',
    playAgain: m.screen === 'end' && local,
    rematch: m.screen === 'end' && m.role === 'host' && m.room === 'over',
    chat: inRoom(m) && seated && (m.screen === 'game' || m.screen === 'end'),
    leave: m.room !== 'none',
    cancel: m.screen === 'form' && m.game && local,
  };
}

/**
 * Whether `action` can be taken now: a transition whose guard lets it, or something the
 * screen offers in this role.
 * @param {Model} m
 * @param {string} action
 */
export function can(m, action) {
  if (action in TRANSITIONS) return !('refused' in take(m, action));
  const offered = /** @type {Record<string, boolean>} */ (/** @type {unknown} */ (offers(m)));
  return offered[action] === true;
}
