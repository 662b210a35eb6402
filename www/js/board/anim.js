// Every change of position goes through Animator.run: it compares where the pawns are
// drawn with where the new position puts them and tweens the difference, square by
// square along each pawn's route. Frames are drawn by the caller's requestAnimationFrame
// loop, which asks `frame(now)` for the pawns' current spots.
import { routePoints, PAWN_RADIUS } from './layout.js';
import { timing } from '../page/config.js';

/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('./layout.js').Spot} Spot */
/** @typedef {import('./layout.js').Route} Route */
/** @typedef {'step' | 'home'} Hop */
/** @typedef {{ t: number, x: number, y: number, r: number, hop: Hop | null }} Key */
/** @typedef {{ label: string, keys: Key[], next: number, lift: number, positions?: number[] }} Track */
/**
 * @typedef {{ routes: Route[], geo: Geometry, target: Map<string, Spot>, factor?: number,
 *   onHop?: (kind: Hop) => void }} Tween
 */

/** @param {number} u */
const ease = (u) => (u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2);

export class Animator {
  /**
   * `redraw()` asks for a frame; `now()` gives the time in milliseconds.
   * @param {() => void} redraw
   * @param {() => number} [now]
   */
  constructor(redraw, now = () => performance.now()) {
    this.redraw = redraw;
    this.now = now;
    /** @type {Map<string, Spot>} where each pawn is drawn now */
    this.spots = new Map();
    /** @type {Map<string, Spot>} where the running tween ends */
    this.target = new Map();
    /** @type {Track[] | null} */
    this.tracks = null;
    /** @type {(() => void) | null} */
    this.done = null;
    /** @type {(kind: Hop) => void} */
    this.onHop = () => {};
  }

  /** Whether a tween is running. */
  get busy() {
    return this.tracks !== null;
  }

  /**
   * Shows a position at once (a new game, a restored save).
   * @param {Map<string, Spot>} spots
   */
  set(spots) {
    this.finish();
    this.spots = new Map(spots);
    this.redraw();
  }

  /** Ends a running tween at its last frame. */
  finish() {
    if (!this.tracks) return;
    this.spots = new Map(this.target);
    this.tracks = null;
    const done = this.done;
    this.done = null;
    done?.();
  }

  /**
   * Tweens from the spots drawn now to `target` (a Map from letter to spot), walking the
   * `routes` (state.routesOf: the engine's outcome's ways). `factor` scales every duration (0 = no animation);
   * `onHop(kind)` is called as a pawn reaches each square ('step') or its base ('home').
   * Resolves when the pawns stand still.
   * @param {Tween} tween
   * @returns {Promise<void>}
   */
  run({ routes, geo, target, factor = 1, onHop = () => {} }) {
    this.finish();
    this.target = target;
    if (factor <= 0) {
      this.spots = new Map(target);
      this.redraw();
      return Promise.resolve();
    }
    /** @type {Track[]} */
    const tracks = [];
    let phase0 = 0;
    /** @type {(route: Route, start: number) => number} */
    const plan = (route, start) => {
      const pts = routePoints(route, geo);
      const to = target.get(route.label);
      const from = this.spots.get(route.label) ?? to;
      if (!from || !to) return start;
      /** @type {Key[]} */
      const keys = [{ t: start, x: from.x, y: from.y, r: from.r, hop: null }];
      let t = start;
      for (let i = 1; i < pts.length; i++) {
        const last = i === pts.length - 1;
        const home = route.positions[i] === 0;
        t += (home ? timing.jump : timing.step) * factor;
        keys.push({
          t,
          x: last ? to.x : pts[i][0],
          y: last ? to.y : pts[i][1],
          r: last ? to.r : PAWN_RADIUS,
          hop: home ? 'home' : 'step',
        });
      }
      tracks.push({ label: route.label, keys, next: 1, lift: 2 - route.phase, positions: route.positions });
      return t;
    };
    const t0 = this.now();
    for (const r of routes) if (r.phase === 0) phase0 = Math.max(phase0, plan(r, t0));
    if (phase0 === 0) phase0 = t0;
    for (const r of routes) if (r.phase === 1) plan(r, phase0);
    // pawns that only shift within a shared square slide into their new slots
    const routed = new Set(routes.map((r) => r.label));
    for (const [label, to] of target) {
      const from = this.spots.get(label);
      if (routed.has(label) || !from || (from.x === to.x && from.y === to.y && from.r === to.r)) continue;
      /** @type {Key[]} */
      const keys = [
        { t: phase0, x: from.x, y: from.y, r: from.r, hop: null },
        { t: phase0 + timing.step * factor, x: to.x, y: to.y, r: to.r, hop: null },
      ];
      tracks.push({ label, keys, next: 1, lift: 0 });
    }
    this.tracks = tracks;
    this.onHop = onHop;
    return new Promise((resolve) => {
      this.done = resolve;
      this.redraw();
    });
  }

  /**
   * When (ms) the running tween brings pawn `label` to path position `pos`; null when it
   * does not (no tween, or the pawn does not go there).
   * @param {string} label
   * @param {number} pos
   * @returns {number | null}
   */
  arrival(label, pos) {
    const tr = this.tracks?.find((x) => x.label === label && x.positions);
    const i = tr?.positions?.indexOf(pos, 1) ?? -1;
    return tr && i > 0 ? tr.keys[i].t : null;
  }

  /**
   * Advances the tween to time `now`; returns true while more frames are needed.
   * @param {number} now
   */
  frame(now) {
    if (!this.tracks) return false;
    let running = false;
    for (const tr of this.tracks) {
      const { keys } = tr;
      while (tr.next < keys.length && keys[tr.next].t <= now) {
        const hop = keys[tr.next].hop;
        if (hop) this.onHop(hop);
        tr.next++;
      }
      const base = this.target.get(tr.label);
      if (!base) continue;
      if (tr.next >= keys.length) {
        this.spots.set(tr.label, { ...base });
        continue;
      }
      running = true;
      const a = keys[tr.next - 1];
      const b = keys[tr.next];
      const u = now <= a.t ? 0 : ease((now - a.t) / (b.t - a.t));
      this.spots.set(tr.label, {
        ...base,
        x: a.x + (b.x - a.x) * u,
        y: a.y + (b.y - a.y) * u,
        r: a.r + (b.r - a.r) * u,
        lift: now >= keys[0].t ? tr.lift : 0,
      });
    }
    if (!running) this.finish();
    return running;
  }
}
