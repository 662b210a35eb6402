// Keeps settings, the last new-game choice and the game in progress in localStorage.
// Storage can be missing or full (private windows, sandboxed embeds): every call then
// fails quietly and says so through `available`.

const PREFIX = 'ludo.';

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether saves survive a reload in this browser. */
export function available() {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(`${PREFIX}probe`, '1');
    s.removeItem(`${PREFIX}probe`);
    return true;
  } catch {
    return false;
  }
}

/** Reads a stored value (parsed JSON), or `fallback` when absent or unreadable. */
export function load(name, fallback = null) {
  try {
    const text = storage()?.getItem(PREFIX + name);
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON; returns false when the browser refused. */
export function save(name, value) {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify(value));
    return Boolean(storage());
  } catch {
    return false;
  }
}

/** Forgets a stored value. */
export function remove(name) {
  try {
    storage()?.removeItem(PREFIX + name);
  } catch {
    // nothing to forget
  }
}

/**
 * The save slot of this page: embeds with different URL options keep separate games
 * (`?preset=mensch&seats=person,hard` has its own), the plain page has one.
 */
export function slotName(search) {
  const p = new URLSearchParams(search);
  p.delete('lang');
  p.sort();
  const q = p.toString();
  return q ? `game?${q}` : 'game';
}
