// The games the API cases play and the fixtures they are held against: the same games as
// the native tests (tests/support/replay.rs, computer.rs and expert.rs, which these
// tables follow; a table that drifts from them fails its case, as its games then end
// otherwise than the fixtures say), and the same hashes.

/**
 * The games replayed with a fixed choice rule (tests/support/replay.rs, `GAMES`): preset,
 * seed, seats and rule switches.
 * @type {[string, number, number, Record<string, unknown>][]}
 */
export const REPLAY_GAMES = [
  ['classic', 2026, 4, {}],
  ['velvet', 2027, 4, {}],
  ['brazilian', 2028, 4, {}],
  ['mensch', 2029, 4, {}],
  ['rewards', 2030, 4, {}],
  ['classic', 2031, 2, { safeSquares: true, stacking: true, captureBonus: true }],
  ['velvet', 2032, 3, { bankSixes: true, playOn: true, scoreRanking: false }],
  ['brazilian', 2033, 2, { towers: false, barriers: true, homeBonus: true }],
  [
    'mensch',
    2034,
    2,
    {
      twoColoursEach: true,
      captureBackwards: true,
      threeRolls: true,
      noSkippingInFinish: true,
      barriers: true,
      compulsoryCapture: true,
    },
  ],
  [
    'mensch',
    2035,
    3,
    {
      neutralColour: true,
      captureBackwards: true,
      threeRolls: true,
      noSkippingInFinish: true,
      barriers: true,
      compulsoryCapture: true,
    },
  ],
  ['rewards', 2036, 3, { board: 'ludo', enterOn: [1, 6], enterToDie: true, bounceBack: true }],
  ['mensch', 2037, 4, { specialSquares: true, firstTurn: 'random', startPawns: 0 }],
];

/** The games between computer players (tests/support/computer.rs): preset and seed. */
export const COMPUTER_GAMES = /** @type {const} */ ([
  ['velvet', 2031],
  ['mensch', 2032],
]);

/** The seats of every computer game. */
export const COMPUTER_SEATS = [{ computer: 'hard' }, { computer: 'medium' }, { computer: 'easy' }, { computer: 'hard' }];

/** The expert's games (tests/support/expert.rs): every preset whose weights are committed. */
export const EXPERT_GAMES = /** @type {const} */ ([
  ['classic', 4101],
  ['velvet', 4102],
  ['brazilian', 4103],
  ['mensch', 4104],
  ['rewards', 4105],
]);

/** Moves played per expert game (the game may end sooner). */
export const EXPERT_MOVES = 60;

/** @param {string} preset @param {number} seed */
export const expertOptions = (preset, seed) => ({
  preset,
  seed,
  seats: [{ computer: 'expert' }, { computer: 'expert' }, { computer: 'expert' }, { computer: 'expert' }],
});

/**
 * FNV-1a over lines, each followed by a newline, as 16 hexadecimal digits (`replay::fnv`).
 * In two 32-bit halves: the prime is 2^40 + 0x1b3.
 * @param {string[]} lines
 */
export function fnv(lines) {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (const line of lines) {
    for (const b of new TextEncoder().encode(`${line}\n`)) {
      lo = (lo ^ b) >>> 0;
      const low = lo * 0x1b3;
      hi = (hi * 0x1b3 + Math.floor(low / 0x100000000) + ((lo << 8) >>> 0)) >>> 0;
      lo = low >>> 0;
    }
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/**
 * A value as serde_json writes it (`Value::to_string`): compact, object keys sorted, as
 * the native tests hash a final `state()`.
 * @param {unknown} v
 * @returns {string}
 */
export function sortedJson(v) {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = /** @type {Record<string, unknown>} */ (v);
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The hash of a final state that the fixtures hold, `state HASH`. @param {unknown} state */
export const stateHash = (state) => fnv([sortedJson(state)]);

/**
 * A fixture line with the part the cases cannot compute, the log's English lines (the
 * engine's `log_lines`, not exported), left out: `N lines HASH` becomes `…`. They are a
 * function of the final state, whose hash is compared; the native tests check them.
 * @param {string} line
 */
export const withoutLines = (line) => line.replace(/\b\d+ lines [0-9a-f]{16}\b|(?<=^\S+ \d+ )\d+ [0-9a-f]{16}\b/, '…');
