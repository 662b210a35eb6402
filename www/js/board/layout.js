// What the board shows, derived from the engine's view() and geometry(): where each
// pawn is drawn, how pawns sharing a square are laid out, the ways the engine's outcome
// gives the pawns as the animator walks them, and what a click means. Pure functions,
// no DOM: the rules stay in the engine, this only reads its answers.

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').Point} Point */
/** @typedef {import('../../../pkg/ludo.js').Route} EngineRoute */
/** @typedef {import('../../../pkg/ludo.js').HandDie} HandDie */
/** @typedef {Pick<GameView, 'sides' | 'seats'>} Players the seats and the colours they play */
/** @typedef {Pick<GameView, 'sides' | 'pawns'>} Pawns where every side's pawns are */
/** @typedef {{ colour: number, from: Point, to: Point }} Trail */
/**
 * A pawn as drawn: its letter, colour index, side, index within the side, path position,
 * centre and radius in half cells, its slot `i` of the `n` pawns on its square `cell`,
 * and while it moves, `lift` (drawn above the others).
 * @typedef {{ label: string, colour: number, side: number, k: number, pos: number,
 *   x: number, y: number, r: number, i: number, n: number, cell: string, lift?: number }} Spot
 */
/** @typedef {{ label: string, colour: number, k: number, positions: number[], phase: number }} Route */
/** @typedef {{ move: LegalMove, from: Spot, to: Point, toKey: string }} MoveSpot */

/** The colours in the engine's order; geometry arrays are indexed the same way. */
export const COLOURS = ['red', 'green', 'yellow', 'blue', 'purple', 'orange'];

/** Radius of a pawn alone on its square, in half cells (a cell is 2 half cells). */
export const PAWN_RADIUS = 0.74;

/**
 * The side and the pawn index (0–3) of a pawn letter: 'A' → side 0 pawn 0, 'F' → 1, 1.
 * @param {string} label
 */
export function parseLabel(label) {
  const n = label.charCodeAt(0) - 65;
  return { side: n >> 2, k: n & 3 };
}

/**
 * The colour index (0–3) a side plays.
 * @param {Pick<GameView, 'sides'>} state
 * @param {number} side
 */
export function sideColour(state, side) {
  return COLOURS.indexOf(state.sides[side].colour);
}

/** @typedef {{ label: string, side: number, k: number, colour: number, pos: number, seat: number | null }} Pawn */

/**
 * Every pawn in play.
 * @param {Pawns} state
 * @returns {Pawn[]}
 */
export function pawnList(state) {
  /** @type {Pawn[]} */
  const out = [];
  state.sides.forEach((s, side) => {
    const colour = COLOURS.indexOf(s.colour);
    for (let k = 0; k < 4; k++) {
      out.push({ label: s.pawns[k], side, k, colour, pos: state.pawns[side][k], seat: s.seat });
    }
  });
  return out;
}

/**
 * Where a pawn at a path position is drawn, in half cells (the base spot for position 0).
 * @param {Geometry} geo
 * @param {number} colour
 * @param {number} k
 * @param {number} pos
 * @returns {Point}
 */
export function pointOf(geo, colour, k, pos) {
  return pos === 0 ? geo.bases[colour][k] : geo.paths[colour][pos];
}

/** @param {Point} p */
const key = (p) => `${p[0]},${p[1]}`;

/**
 * Offsets (in half cells) and radius for the i-th of n pawns sharing one square.
 * @param {number} i
 * @param {number} n
 */
export function stackSlot(i, n) {
  if (n <= 1) return { dx: 0, dy: 0, r: PAWN_RADIUS };
  if (n === 2) return { dx: i === 0 ? -0.46 : 0.46, dy: 0, r: 0.56 };
  if (n <= 4) {
    return { dx: i % 2 ? 0.48 : -0.48, dy: i < 2 ? -0.48 : 0.48, r: 0.5 };
  }
  const j = Math.min(i, 8);
  return { dx: ((j % 3) - 1) * 0.6, dy: (Math.floor(j / 3) - 1) * 0.6, r: 0.3 };
}

/**
 * Where every pawn is drawn: a Map from letter to `{ x, y, r, colour, pos, label, i, n,
 * cell }`, where pawns sharing a square get smaller slots so each letter stays readable
 * (velvet stacks, brazilian towers, finished pawns at home).
 * @param {Pawns} state
 * @param {Geometry} geo
 * @returns {Map<string, Spot>}
 */
export function layout(state, geo) {
  /** @type {Map<string, (Pawn & { pt: Point })[]>} */
  const groups = new Map();
  for (const p of pawnList(state)) {
    const pt = pointOf(geo, p.colour, p.k, p.pos);
    const g = groups.get(key(pt)) || [];
    g.push({ ...p, pt });
    groups.set(key(pt), g);
  }
  /** @type {Map<string, Spot>} */
  const out = new Map();
  for (const [cell, g] of groups) {
    g.sort((a, b) => (a.label < b.label ? -1 : 1));
    g.forEach((p, i) => {
      const s = stackSlot(i, g.length);
      out.set(p.label, {
        label: p.label,
        colour: p.colour,
        side: p.side,
        k: p.k,
        pos: p.pos,
        x: p.pt[0] + s.dx,
        y: p.pt[1] + s.dy,
        r: s.r,
        i,
        n: g.length,
        cell,
      });
    });
  }
  return out;
}

/**
 * The routes of a step as the animator walks them: each pawn's way square by square as
 * the engine's outcome gives it (`outcome.routes`), with the pawn's colour and index.
 * Phase 0 pawns walk first, phase 1 pawns (those sent back to base) after them.
 * @param {EngineRoute[] | undefined} routes
 * @param {Pick<GameView, 'sides'>} view
 * @returns {Route[]}
 */
export function routesOf(routes, view) {
  return (routes ?? []).map((r) => {
    const { side, k } = parseLabel(r.pawn);
    return { label: r.pawn, colour: sideColour(view, side), k, positions: r.path, phase: r.sentBack ? 1 : 0 };
  });
}

/**
 * The way back over steps already walked (Undo): the engine's routes of each step (its
 * outcome's), reversed, the last step first, each pawn's ways joined into one walk. A
 * pawn sent back to its base comes out of it to the square it was taken on.
 * @param {EngineRoute[][]} steps the engine's routes of each step, in the order played
 * @param {Pick<GameView, 'sides'>} view
 * @returns {Route[]}
 */
export function routesBack(steps, view) {
  /** @type {Map<string, number[]>} */
  const ways = new Map();
  for (const routes of [...steps].reverse()) {
    // within a step the pawns sent back went last: they come back first
    const order = [...routes].sort((a, b) => Number(Boolean(b.sentBack)) - Number(Boolean(a.sentBack)));
    for (const r of order) {
      const back = [...r.path].reverse();
      const way = ways.get(r.pawn);
      ways.set(r.pawn, way ? [...way, ...back.slice(1)] : back);
    }
  }
  return routesOf(
    [...ways].map(([pawn, path]) => ({ pawn, path })),
    view,
  );
}

/**
 * The squares of a route as drawn points, in half cells.
 * @param {Route} route
 * @param {Geometry} geo
 */
export function routePoints(route, geo) {
  return route.positions.map((pos) => pointOf(geo, route.colour, route.k, pos));
}

/**
 * For each legal move, where its pawn is drawn now and where it would land.
 * @param {LegalMove[]} moves
 * @param {Pick<GameView, 'sides'>} state
 * @param {Geometry} geo
 * @param {Map<string, Spot>} spots
 * @returns {MoveSpot[]}
 */
export function moveSpots(moves, state, geo, spots) {
  return moves.map((m) => {
    const { side, k } = parseLabel(m.pawn);
    const colour = sideColour(state, side);
    const to = pointOf(geo, colour, k, m.to);
    const from = spots.get(m.pawn);
    if (!from) throw new Error(`pawn ${m.pawn} is not on the board`);
    return { move: m, from, to, toKey: key(to) };
  });
}

// Moves that differ only in which interchangeable pawn goes (several pawns in a base,
// in a stack or a tower) look the same on the board.
/** @type {(a: LegalMove, b: LegalMove) => boolean} */
export const sameLook = (a, b) =>
  a.side === b.side && a.from === b.from && a.to === b.to && a.kind === b.kind && a.die === b.die;

/**
 * The legal moves with one of each look: the first of moves that differ only in which of
 * several alike pawns goes.
 * @template {LegalMove} M
 * @param {M[]} moves
 * @returns {M[]}
 */
export const distinctMoves = (moves) => moves.filter((m, i) => moves.findIndex((o) => sameLook(o, m)) === i);

/**
 * What a click means. `hit` is `{ pawn: 'A' }` or `{ target: 'x,y' }`; `selected` is
 * the pawn letter picked by an earlier click, or null. Returns `{ play: id }`,
 * `{ select: letter }` (the pawn has several moves: show them), `{ choose: [letters] }`
 * (several pawns could land there: pick one) or `null` (nothing to do there).
 * @param {Pick<MoveSpot, 'move' | 'toKey'>[]} spots
 * @param {{ pawn?: string, target?: string }} hit
 * @param {string | null} selected
 * @returns {{ play: number } | { select: string } | { choose: string[] } | null}
 */
export function resolveClick(spots, hit, selected) {
  if (hit.pawn) {
    const mine = spots.filter((s) => s.move.pawn === hit.pawn);
    if (mine.length === 0) return null;
    if (mine.length === 1) return { play: mine[0].move.id };
    return { select: hit.pawn };
  }
  let here = spots.filter((s) => s.toKey === hit.target);
  if (selected) {
    const own = here.filter((s) => s.move.pawn === selected);
    if (own.length) here = own;
  }
  if (here.length === 0) return null;
  if (here.every((s) => sameLook(s.move, here[0].move))) return { play: here[0].move.id };
  return { choose: [...new Set(here.map((s) => s.move.pawn))] };
}

/**
 * The next move id when cycling through the legal moves by keyboard (wraps round).
 * @param {{ id: number }[]} moves
 * @param {number | null} current
 * @param {number} delta
 * @returns {number | null}
 */
export function cycle(moves, current, delta) {
  if (moves.length === 0) return null;
  const at = moves.findIndex((m) => m.id === current);
  if (at < 0) return delta < 0 ? moves[moves.length - 1].id : moves[0].id;
  return moves[(at + delta + moves.length) % moves.length].id;
}

/**
 * Whether the seat on turn is played by the computer.
 * @param {Pick<GameView, 'phase' | 'seats' | 'seatOnTurn'>} state
 */
export function computerOnTurn(state) {
  return state.phase !== 'over' && Boolean(state.seats[state.seatOnTurn].computer);
}

/**
 * Whether any seat is played by the computer (undo is offered in such games).
 * @param {Pick<GameView, 'seats'>} state
 */
export function hasComputer(state) {
  return state.seats.some((s) => Boolean(s.computer));
}

/**
 * The dice of the hand the panel shows for the player on turn: the engine's hand without
 * the dice of a hand that is over (`old`: the turn passed, or none could be used), which
 * are shown only while the roll that ended it is told. None before the player rolls.
 * @param {HandDie[]} hand
 */
export function handOnShow(hand) {
  return hand.filter((d) => d.state !== 'old');
}

/**
 * The dice in hand still to be played: the engine's hand's `live` dice (the page reads the
 * dice in hand from `hand` alone, never from the saved position's `dice`).
 * @param {HandDie[]} hand
 * @returns {number[]}
 */
export function inHand(hand) {
  return hand.filter((d) => d.state === 'live').map((d) => d.die);
}

/**
 * Where the last move of the log started and ended, to mark them on the board until the
 * next one; null before the first move.
 * @param {Players} view
 * @param {LogEntry[]} log
 * @param {Geometry} geo
 * @returns {Trail | null}
 */
export function lastTrail(view, log, geo) {
  for (let i = log.length - 1; i >= 0; i--) {
    const m = log[i];
    if (m.type !== 'move') continue;
    const { side, k } = parseLabel(m.pawn);
    const colour = sideColour(view, side);
    return { colour, from: pointOf(geo, colour, k, m.from), to: pointOf(geo, colour, k, m.to) };
  }
  return null;
}

/**
 * The colours each seat plays (two with twoColoursEach, none for the neutral colour).
 * @param {Players} state
 * @returns {number[][]}
 */
export function seatColours(state) {
  /** @type {number[][]} */
  const out = state.seats.map(() => []);
  state.sides.forEach((s, side) => {
    if (s.seat !== null && s.seat !== undefined) out[s.seat].push(sideColour(state, side));
  });
  return out;
}

/**
 * Whether the line over the board goes to its top rather than its foot: to the side with
 * fewer pawns under the line's band (a sixth of the board), and on a tie away from where
 * the moment happens.
 * @param {Point | null} at where the moment happens, in half cells
 * @param {{ x: number, y: number }[]} pawns where the pawns stand, in half cells
 * @param {number} size the board's side, in half cells
 */
export function captionAtTop(at, pawns, size) {
  const band = size / 6;
  const atTop = pawns.filter((p) => p.y < band).length;
  const atFoot = pawns.filter((p) => p.y > size - band).length;
  if (atTop !== atFoot) return atTop < atFoot;
  return (at?.[1] ?? 0) > size / 2;
}
