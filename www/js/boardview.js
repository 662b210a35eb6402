// The board on the page: its size, the animation frames, and what each frame shows (the
// pawns where the animator has them, whose turn it is, the last move, the legal moves of
// a person's turn). The drawing itself is render.js's.
import { $, reducedMotion } from './dom.js';
import { speeds } from './config.js';
import { Animator } from './anim.js';
import { BoardRenderer } from './render.js';
import { sideColour } from './state.js';

/** @typedef {import('./controller.js').App} App */
/** @typedef {import('./state.js').Spot} Spot */
/** @typedef {import('../../pkg/ludo.js').Point} Point */
/** @typedef {import('./render.js').Focus} Focus */

export class BoardView {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    this.renderer = new BoardRenderer(/** @type {HTMLCanvasElement} */ ($('board')));
    this.animator = new Animator(() => this.requestFrame());
    this.frameQueued = false;
    this.watchHeights();
  }

  /**
   * Keeps the CSS variables --bar-h and --controls-h at the heights of the header and of
   * the controls under the board: style.css sizes the board with them, so the board and
   * the Roll button fit the screen together, whatever the controls hold.
   */
  watchHeights() {
    const root = document.documentElement.style;
    const bar = document.querySelector('body > header');
    const controls = $('controls');
    const measure = () => {
      if (bar instanceof HTMLElement) root.setProperty('--bar-h', `${bar.offsetHeight}px`);
      if (controls.offsetHeight) root.setProperty('--controls-h', `${controls.offsetHeight}px`);
    };
    const watcher = new ResizeObserver(measure);
    if (bar) watcher.observe(bar);
    watcher.observe(controls);
  }

  /** The factor of every animation's duration: 0 for no animation. */
  motion() {
    return reducedMotion() ? 0 : speeds[this.app.settings.speed];
  }

  /** Sizes the canvas to its box (on load, resize, and when the board is shown). */
  layout() {
    const wrap = $('board-wrap');
    if (!this.app.play.geo || $('play').hidden) return;
    const css = Math.floor(wrap.clientWidth);
    if (css <= 0) return;
    this.renderer.resize(css, globalThis.devicePixelRatio || 1);
    this.app.input.updateHits();
    this.requestFrame();
  }

  requestFrame() {
    if (this.frameQueued) return;
    this.frameQueued = true;
    requestAnimationFrame((now) => {
      this.frameQueued = false;
      this.drawFrame(now);
    });
  }

  /** @param {number} now */
  drawFrame(now) {
    const { play, input } = this.app;
    const { view, geo } = play;
    if (!geo || !view || !this.renderer.css) return;
    const moving = this.animator.frame(now);
    const motion = this.motion() > 0;
    const showMoves = play.awaiting === 'move' && !this.animator.busy;
    /** @type {Set<string>} */
    let movable = new Set();
    /** @type {Point[]} */
    const targets = [];
    /** @type {Focus | null} */
    let focus = null;
    if (showMoves) {
      const spots = input.visibleSpots();
      movable = new Set(spots.map((s) => s.move.pawn));
      const seen = new Set();
      for (const s of spots) {
        if (seen.has(s.toKey)) continue;
        seen.add(s.toKey);
        targets.push(s.to);
      }
      const c = play.spots.find((s) => s.move.id === input.cursor);
      if (c) focus = { from: c.from, to: c.to };
    }
    this.renderer.draw({
      geo,
      specials: view.specialSquares,
      pawns: this.animator.spots,
      movable,
      targets,
      focus,
      turnColours: view.phase === 'over' ? [] : [sideColour(view, view.side)],
      towers: view.rules.towers ? this.towers() : [],
      trail: this.animator.busy ? null : play.trail,
      time: now,
      motion,
    });
    if (moving || (showMoves && motion)) this.requestFrame();
  }

  /**
   * Pairs of pawns of one side alone on one track square (brazilian towers), left first.
   * @returns {[Spot, Spot][]}
   */
  towers() {
    const goal = this.app.play.geo?.goal ?? 0;
    /** @type {Map<string, Spot[]>} */
    const cells = new Map();
    for (const p of this.animator.spots.values()) {
      if (p.pos < 1 || p.pos >= goal) continue;
      const list = cells.get(p.cell) ?? [];
      list.push(p);
      cells.set(p.cell, list);
    }
    /** @type {[Spot, Spot][]} */
    const out = [];
    for (const g of cells.values()) {
      if (g.length !== 2 || g[0].side !== g[1].side) continue;
      out.push(g[0].x < g[1].x ? [g[0], g[1]] : [g[1], g[0]]);
    }
    return out;
  }
}
