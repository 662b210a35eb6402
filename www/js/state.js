// What the board shows, derived from the engine's state() and geometry(): where each
// pawn is drawn, how pawns sharing a square are laid out, which way a pawn walks when
// the position changes, and what a click means. Pure functions, no DOM: the rules stay
// in the engine, this only reads its answers.

/** The colours in the engine's order; geometry arrays are indexed the same way. */
export const COLOURS = ['red', 'green', 'yellow', 'blue'];

/** Radius of a pawn alone on its square, in half cells (a cell is 2 half cells). */
export const PAWN_RADIUS = 0.74;

/** The side and the pawn index (0–3) of a pawn letter: 'A' → side 0 pawn 0, 'F' → 1, 1. */
export function parseLabel(label) {
  const n = label.charCodeAt(0) - 65;
  return { side: n >> 2, k: n & 3 };
}

/** The colour index (0–3) a side plays. */
export function sideColour(state, side) {
  return COLOURS.indexOf(state.sides[side].colour);
}

/** Every pawn in play: `{ label, side, k, colour, pos, seat }`. */
export function pawnList(state) {
  const out = [];
  state.sides.forEach((s, side) => {
    const colour = COLOURS.indexOf(s.colour);
    for (let k = 0; k < 4; k++) {
      out.push({ label: s.pawns[k], side, k, colour, pos: state.pawns[side][k], seat: s.seat });
    }
  });
  return out;
}

/** Where a pawn at a path position is drawn, in half cells (the base spot for position 0). */
export function pointOf(geo, colour, k, pos) {
  return pos === 0 ? geo.bases[colour][k] : geo.paths[colour][pos];
}

const key = (p) => `${p[0]},${p[1]}`;

/** Offsets (in half cells) and radius for the i-th of n pawns sharing one square. */
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
 */
export function layout(state, geo) {
  const groups = new Map();
  for (const p of pawnList(state)) {
    const pt = pointOf(geo, p.colour, p.k, p.pos);
    const g = groups.get(key(pt)) || [];
    g.push({ ...p, pt });
    groups.set(key(pt), g);
  }
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

/** Path positions walked from a to b, one square at a time (both ends included). */
export function walk(a, b) {
  const out = [a];
  if (b === 0 && a !== 0) {
    out.push(0); // back to base: one jump
    return out;
  }
  const step = b > a ? 1 : -1;
  for (let p = a; p !== b; ) {
    p += step;
    out.push(p);
  }
  return out;
}

/**
 * How each pawn gets from its place in `before` to its place in `after`: a list of
 * `{ label, colour, k, positions, phase }`, `positions` being the path positions it
 * passes through. The log entries of the change (`events`) give the way (a bounce goes
 * to home and back, a special square moves the pawn on, a capture sends a pawn home);
 * whatever they leave unexplained walks straight from the old position to the new one.
 * Phase 0 pawns walk first, phase 1 pawns (those sent back to base) after them.
 */
export function planRoutes(before, after, events, geo) {
  const old = new Map(pawnList(before).map((p) => [p.label, p]));
  const routes = [];
  for (const p of pawnList(after)) {
    const o = old.get(p.label);
    if (!o) continue;
    let positions = [o.pos];
    let sentHome = false;
    let walked = false;
    const go = (to) => {
      const at = positions[positions.length - 1];
      if (to !== at) positions = positions.concat(walk(at, to).slice(1));
    };
    for (const e of events || []) {
      if (e.pawn !== p.label) continue;
      if (e.type === 'move') {
        go(e.from);
        if (e.kind === 'bounce') go(geo.goal);
        go(e.to);
        walked = true;
      } else if (e.type === 'special') {
        go(e.to);
        walked = true;
      } else if (e.type === 'capture' || e.type === 'forfeit') {
        go(0);
        sentHome = !walked;
      }
    }
    go(p.pos);
    if (positions.length > 1) {
      routes.push({ label: p.label, colour: p.colour, k: p.k, positions, phase: sentHome ? 1 : 0 });
    }
  }
  return routes;
}

/** The squares of a route as drawn points, in half cells. */
export function routePoints(route, geo) {
  return route.positions.map((pos) => pointOf(geo, route.colour, route.k, pos));
}

/** For each legal move, where its pawn is drawn now and where it would land. */
export function moveSpots(moves, state, geo, spots) {
  return moves.map((m) => {
    const { side, k } = parseLabel(m.pawn);
    const colour = sideColour(state, side);
    const to = pointOf(geo, colour, k, m.to);
    return { move: m, from: spots.get(m.pawn), to, toKey: key(to) };
  });
}

// Moves that differ only in which interchangeable pawn goes (several pawns in a base,
// in a stack or a tower) look the same on the board.
const sameLook = (a, b) =>
  a.side === b.side && a.from === b.from && a.to === b.to && a.kind === b.kind && a.die === b.die;

/**
 * What a click means. `hit` is `{ pawn: 'A' }` or `{ target: 'x,y' }`; `selected` is
 * the pawn letter picked by an earlier click, or null. Returns `{ play: id }`,
 * `{ select: letter }` (the pawn has several moves: show them), `{ choose: [letters] }`
 * (several pawns could land there: pick one) or `null` (nothing to do there).
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

/** The next move id when cycling through the legal moves by keyboard (wraps round). */
export function cycle(moves, current, delta) {
  if (moves.length === 0) return null;
  const at = moves.findIndex((m) => m.id === current);
  if (at < 0) return delta < 0 ? moves[moves.length - 1].id : moves[0].id;
  return moves[(at + delta + moves.length) % moves.length].id;
}

/** Whether the seat on turn is played by the computer. */
export function computerOnTurn(state) {
  return state.phase !== 'over' && Boolean(state.seats[state.turn].computer);
}

/** Whether any seat is played by the computer (undo is offered in such games). */
export function hasComputer(state) {
  return state.seats.some((s) => Boolean(s.computer));
}

/** The dice to show: the unused dice of the turn, or else the last die rolled. */
export function diceShown(state) {
  if (state.dice.length) return { values: state.dice.slice(), fresh: true };
  for (let i = state.log.length - 1; i >= 0; i--) {
    const e = state.log[i];
    if (e.type === 'roll') return { values: [e.die], fresh: false };
    if (e.type === 'turn' && i < state.log.length - 1) break;
  }
  return { values: [], fresh: false };
}

/** The name shown for a side: its seat's name, or null for the neutral colour. */
export function sideSeat(state, side) {
  const seat = state.sides[side]?.seat;
  return seat === null || seat === undefined ? null : seat;
}

/** The colours each seat plays (two with twoColoursEach, none for the neutral colour). */
export function seatColours(state) {
  const out = state.seats.map(() => []);
  state.sides.forEach((s, side) => {
    if (s.seat !== null && s.seat !== undefined) out[s.seat].push(sideColour(state, side));
  });
  return out;
}
