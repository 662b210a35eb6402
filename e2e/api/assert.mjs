// The assertions of the API cases (cases.mjs), the same in Node and in the browsers: a
// few of node:assert's, for plain data.

export class AssertionError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

/** @param {unknown} v */
const show = (v) => {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'symbol' || typeof v === 'function' || v === undefined) return String(v);
  try {
    const text = JSON.stringify(v);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(v);
  }
};

/** @param {string | undefined} message @param {string} what */
const say = (message, what) => (message ? `${message}: ${what}` : what);

/** @param {unknown} value @param {string} [message] */
export function ok(value, message) {
  if (!value) throw new AssertionError(say(message, `expected a truthy value, got ${show(value)}`));
}

/** `Object.is`. @param {unknown} actual @param {unknown} expected @param {string} [message] */
export function equal(actual, expected, message) {
  if (!Object.is(actual, expected)) throw new AssertionError(say(message, `${show(actual)} !== ${show(expected)}`));
}

/**
 * Where two plain values first differ, as a path, or null.
 * @param {unknown} a @param {unknown} b @param {string} path
 * @returns {string | null}
 */
function difference(a, b, path) {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = difference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return a.length === b.length ? null : `${path} has ${a.length} entries, not ${b.length}`;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const x = /** @type {Record<string, unknown>} */ (a);
    const y = /** @type {Record<string, unknown>} */ (b);
    for (const k of Object.keys(x)) {
      if (!(k in y)) return `${path}.${k} is not expected`;
      const d = difference(x[k], y[k], `${path}.${k}`);
      if (d) return d;
    }
    const missing = Object.keys(y).find((k) => !(k in x));
    return missing === undefined ? null : `${path}.${missing} is missing`;
  }
  return `${path || 'the value'}: ${show(a)}, expected ${show(b)}`;
}

/** Equal plain data (arrays, objects, primitives). @param {unknown} actual @param {unknown} expected @param {string} [message] */
export function deepEqual(actual, expected, message) {
  const d = difference(actual, expected, '');
  if (d) throw new AssertionError(say(message, d));
}

/** @param {string} message @returns {never} */
export function fail(message) {
  throw new AssertionError(message);
}
