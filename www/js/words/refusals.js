// Online play's refusals and breaches in the player's words, from their codes (the
// words themselves are in online.js). No DOM here.
import { words } from './online.js';
import { refusal } from './messages.js';

/**
 * The word of a refusal's code (`refused.other` for a code this page does not know).
 * @param {string | undefined} code
 */
export const refusalKey = (code) => (`refused.${code}` in words.en ? `refused.${code}` : 'refused.other');

/**
 * A refusal of online play in the player's words, from its code and the values beside it
 * (`max` for a name), never from its English `reason`: the host's (a `refused` note) or
 * this page's room's own (an `Error` the online module threw, with its `code`).
 * @param {{ code?: unknown, max?: unknown }} r
 * @param {(key: string, params?: Record<string, unknown>) => string} t online play's words
 * @param {boolean} [host] the host refused (else this page's room)
 */
export function refusalText(r, t, host = false) {
  const code = typeof r.code === 'string' ? r.code : '';
  const key = refusalKey(code);
  const reason = t(key === 'refused.other' && !host ? 'refused.local' : key, { max: r.max });
  return t(host ? 'onlineRefused' : 'onlineCannot', { reason });
}

/**
 * The word of a breach's code.
 * @param {string} code
 */
export const breachKey = (code) => (`breach.${code}` in words.en ? `breach.${code}` : 'breach.host.illegal');

/**
 * A refusal in the player's words: the host's (a `refused` note), or one this page's
 * room threw (an `Error` with its `code`), from its code and the values beside it; the
 * engine's own, when it would not start a game with the room's seats and rules, in the
 * new-game form's words. The English reason goes to the console, never to the player.
 * @param {unknown} e
 * @param {(key: string, params?: Record<string, unknown>) => string} t online play's words
 * @param {import('../../../pkg/ludo.js').Limits} limits the engine's limits (Game.limits())
 * @param {boolean} [host] the host refused
 */
export function roomRefusal(e, t, limits, host = false) {
  const r = /** @type {{ code?: unknown, reason?: unknown, message?: unknown, engine?: unknown, fields?: unknown, max?: unknown }} */ (
    e !== null && typeof e === 'object' ? e : {}
  );
  const english = String(r.reason ?? r.message ?? e);
  if (r.code === 'room.setup' && typeof r.engine === 'string') {
    const fields = Array.isArray(r.fields) ? r.fields : [];
    return refusal('start', Object.assign(new Error(english), { code: r.engine, fields }), limits)();
  }
  console.warn(`Online play: ${typeof r.code === 'string' ? `[${r.code}] ` : ''}${english}`);
  return refusalText(r, t, host);
}
