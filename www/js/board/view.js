// The board on the page: its size, the animation frames, and what each frame shows (the
// pawns where the animator has them, whose turn it is, the last move, the legal moves of
// a person's turn and the die each one uses, the cues of the moments and any other
// effect such as the winner's celebration). It shows the live game, or a replay while
// one is watched (`source`); a change of either's position is drawn here alone (`show`).
// The drawing itself is render.js's and cues.js's.
import { $, reducedMotion } from '../page/dom.js';
import { speeds } from '../page/config.js';
import * as sound from '../page/sound.js';
import { Animator } from './anim.js';
import { BoardRenderer } from './render.js';
import { sideColour, inHand, layout } from './layout.js';
import { Cues } from './cues.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('./layout.js').Spot} Spot */
/** @typedef {import('./render.js').Focus} Focus */
/** @typedef {import('./render.js').Target} Target */
/** @typedef {import('./cues.js').Effect} Effect */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('./layout.js').Trail} Trail */
/** @typedef {import('./layout.js').Route} Route */
/**
 * How a new position is shown: put down at once (`jump`), or walked to along the
 * engine's `routes` at `pace` (a factor of every duration; the page's speed unless given).
 * @typedef {{ routes?: Route[], jump?: boolean, pace?: number }} Show
 */
/**
 * What the board shows when it is not the live game: a replay's `state` (its position,
 * and a decision of its analysis, `advice`); `detach()` takes it off when another game
 * takes the board.
 * @typedef {{ state: { view: GameView | null, geo: Geometry | null, trail: Trail | null, advice?: import('./render.js').Advice | null }, detach: () => void }} Source
 */

export class BoardView {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    this.renderer = new BoardRenderer(/** @type {HTMLCanvasElement} */ ($('board')));
    this.animator = new Animator(() => this.requestFrame());
    this.frameQueued = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} the frame asked for at a later time (frameAt) */
    this.frameTimer = undefined;
    /** the cues of the moments */
    this.cues = new Cues();
    /** @type {Set<Effect>} other effects drawn over the board (the celebration) */
    this.effects = new Set();
    /** @type {Source | null} a replay on the board instead of the live game */
    this.source = null;
    /** when the movable pawns began to pulse, and the moves they pulse for */
    this.pulse = { since: 0, key: '' };
    /** until when (performance.now()) the die in the corner tumbles */
    this.rollUntil = 0;
    this.watchHeights();
  }

  /** The game on the board: the live one, or the replay watched. */
  shown() {
    return this.source?.state ?? this.app.play.state;
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

  /**
   * The factor of every animation's duration: `pace` (the page's speed unless given; 0 for
   * a change shown at once), or 0 with reduced motion.
   * @param {number} [pace]
   */
  motion(pace = speeds[this.app.settings.speed]) {
    return reducedMotion() ? 0 : pace;
  }

  /**
   * Draws a change of the position on show, the one way one is drawn (the live game's
   * `Play.change`, a replay's `Viewer.change`): `view`'s pawns put down at once (`jump`)
   * or walked along `routes` (with reduced motion a walk is one frame), then a frame.
   * Resolves when the pawns stand still (at once when a later change puts them down).
   * @param {GameView | null} view
   * @param {Geometry | null} geo
   * @param {Show} [show]
   * @returns {Promise<void>}
   */
  show(view, geo, { routes, jump = false, pace } = {}) {
    let walk = Promise.resolve();
    if (view && geo && jump) this.animator.set(layout(view, geo));
    else if (view && geo && routes) {
      const target = layout(view, geo);
      walk = this.animator.run({ routes, geo, target, factor: this.motion(pace), onHop: () => sound.play('step') });
    }
    this.requestFrame();
    return walk;
  }

  /** Sizes the canvas to its box (on load, resize, and when the board is shown). */
  layout() {
    const wrap = $('board-wrap');
    if (!this.shown().geo || $('play').hidden) return;
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
    const { view, geo, trail } = this.shown();
    const advice = this.source?.state.advice ?? null;
    if (!geo || !view || !this.renderer.css) return;
    const moving = this.animator.frame(now);
    const motion = this.motion() > 0;
    const showMoves = !this.source && play.state.awaiting === 'move' && !this.animator.busy;
    const pulsing = showMoves && motion && this.pulsing(now, play.state.spots.map((m) => m.move.id).join());
    const rolling = motion && now < this.rollUntil;
    /** @type {Set<string>} */
    let movable = new Set();
    /** @type {Target[]} */
    const targets = [];
    /** @type {Focus | null} */
    let focus = null;
    if (showMoves) {
      const spots = input.visibleSpots();
      movable = new Set(spots.map((s) => s.move.pawn));
      /** @type {Map<string, Target>} */
      const seen = new Map();
      for (const s of spots) {
        const t = seen.get(s.toKey);
        if (t && !t.dice.includes(s.move.die)) t.dice.push(s.move.die);
        if (t) continue;
        const target = { at: s.to, dice: [s.move.die] };
        seen.set(s.toKey, target);
        targets.push(target);
      }
      const c = play.state.spots.find((s) => s.move.id === input.cursor);
      if (c) focus = { from: c.from, to: c.to };
    }
    this.renderer.draw({
      geo,
      marks: {
        specials: view.specialSquares.map((q) => ({ ...q, reward: view.rewards.includes(q.square) })),
        safe: view.safe,
      },
      pawns: this.animator.spots,
      movable,
      targets,
      dieBadges: inHand(view.hand).length > 1,
      focus,
      turnColours: view.phase === 'over' ? [] : [sideColour(view, view.side)],
      blocks: this.blocks(view.blocks),
      trail: this.animator.busy ? null : trail,
      advice: this.animator.busy ? null : advice,
      time: now,
      motion: pulsing,
      // the corner on turn shows its own roll: none before it rolls (the hand then shows the
      // last die of the turn before, `old`)
      die: rolling ? 1 + Math.floor(Math.random() * 6) : lastRoll(view.hand),
    });
    const still = reducedMotion();
    const s = this.renderer.css / (geo.size * 2);
    this.cues.room = { pawns: [...this.animator.spots.values()], size: geo.size * 2 };
    let effects = this.cues.draw(this.renderer.ctx, s, now, still);
    for (const e of this.effects) effects = e.draw(this.renderer.ctx, s, now, still) || effects;
    if (moving || pulsing || rolling || (effects && !still)) this.requestFrame();
    // with reduced motion what is drawn stands still: one frame when a cue begins or ends
    else if (effects) this.frameAt(this.cues.nextChange(now) ?? now + 250);
  }

  /**
   * A frame at page time `at` (the clock of requestAnimationFrame and performance.now()),
   * in place of any frame asked for before by this.
   * @param {number} at
   */
  frameAt(at) {
    clearTimeout(this.frameTimer);
    this.frameTimer = setTimeout(() => this.requestFrame(), Math.max(0, at - performance.now()));
  }

  /**
   * Whether the movable pawns pulse now: for 2 s after these moves appear, then their ring
   * holds still and a page waiting for a person draws no frames.
   * @param {number} now
   * @param {string} key the moves
   */
  pulsing(now, key) {
    if (key !== this.pulse.key) this.pulse = { since: now, key };
    return now - this.pulse.since < 2000;
  }

  /**
   * The die in the corner on turn tumbles for `ms` (none with reduced motion).
   * @param {number} ms
   */
  roll(ms) {
    this.rollUntil = performance.now() + ms;
    this.requestFrame();
  }

  /**
   * Shows a timer round the corner of `seat` while it is on turn, running out at `endsAt`
   * (a Date.now() time); null takes it off. The board is redrawn 4 times a second while
   * it runs, not every frame (countdown.js, loaded on first use).
   * @param {number | null} seat
   * @param {number | null} [endsAt]
   */
  setCountdown(seat, endsAt = null) {
    return import('./countdown.js').then((m) => m.setCountdown(this, seat, endsAt));
  }

  /**
   * Draws an effect over the board until it ends or is taken off.
   * @param {Effect} effect
   */
  addEffect(effect) {
    this.effects.add(effect);
    this.requestFrame();
  }

  /**
   * The pawns that stand as towers or barriers (the view's `blocks`, the engine's), as
   * pairs of spots where they are drawn now, left first.
   * @param {string[]} blocks
   * @returns {[Spot, Spot][]}
   */
  blocks(blocks) {
    const spots = this.animator.spots;
    /** @type {[Spot, Spot][]} */
    const out = [];
    for (const letters of blocks) {
      const [a, b] = [...letters].map((l) => spots.get(l));
      if (!a || !b || a.cell !== b.cell) continue; // still walking
      out.push(a.x < b.x ? [a, b] : [b, a]);
    }
    return out;
  }
}

/**
 * The die of the hand rolled last in this turn, if any.
 * @param {import('../../../pkg/ludo.js').HandDie[]} hand
 */
function lastRoll(hand) {
  const last = hand.at(-1);
  return last && last.state !== 'old' ? last.die : null;
}
