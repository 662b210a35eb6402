// Tells the moments of each step as it is shown, in the live game and in a replay: the
// cues on the board, timed with the pawns' walk (a capture when the pawn lands), their
// sounds, one line over the board, and the sentences for screen readers. What happened
// is read by moments.js from the engine's outcome.
import { $, keepOffBoard } from '../page/dom.js';
import { speeds } from '../page/config.js';
import * as sound from '../page/sound.js';
import { tell } from './moments.js';
import { captionAtTop } from '../board/layout.js';
import { renameSeats } from '../words/i18n.js';
import { sleep } from './state.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('./flow.js').Step} Step */
/** @typedef {import('./moments.js').Told} Told */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */

/** How long a cue stays on the board, and its line over the board, at normal speed (ms). */
export const CUE_MS = 1300;
const CAPTION_MS = 2800;
/** @type {Record<string, string>} the sound of each kind of moment (sound.js) */
const SOUNDS = { capture: 'capture', enter: 'enter', home: 'home', finish: 'home', six: 'six', extra: 'six', reward: 'reward', penalty: 'penalty' };

export class Teller {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.hideTimer = undefined;
  }

  /**
   * Tells what a step did. Call it once the step's tween has started, so the cues of a
   * pawn's arrival wait for it. At the fastest speed there are no cues and no line over
   * the board; the sounds and the sentences remain.
   * `words()` says the step's sentences again, in the language on show then.
   * @param {Step} step
   * @param {Geometry} geo
   * @returns {Told & { words: () => string }}
   */
  tell(step, geo) {
    // the names the page gave follow the language the words are said in
    const words = () => {
      for (const v of [step.before, step.after]) renameSeats(v.seats);
      return tell(step, geo).text;
    };
    const told = { ...tell(step, geo), words };
    const factor = speeds[this.app.settings.speed] ?? 1;
    const { animator, cues } = this.app.board;
    const now = performance.now();
    let first = Infinity;
    for (const m of told.moments) {
      const at = (m.pawn !== undefined && m.pos !== undefined ? animator.arrival(m.pawn, m.pos) : null) ?? now;
      first = Math.min(first, at);
      if (factor > 0) {
        const dur = CUE_MS * Math.min(1.5, Math.max(0.7, factor));
        cues.add({ kind: m.kind, x: m.at[0], y: m.at[1], colour: m.colour, start: at, dur, effect: m.effect, place: m.place });
      }
      this.later(at - now, () => sound.play(SOUNDS[m.kind] ?? 'bad'));
    }
    if (factor > 0 && told.moments.length) this.app.board.requestFrame();
    // the line goes where it covers fewer pawns: the board's foot, or its top when the
    // moment is in the lower half (or fewer pawns stand there)
    const top = captionAtTop(told.moments[0]?.at ?? null, [...animator.target.values()], geo.size * 2);
    if (factor > 0 && told.caption) this.later((first === Infinity ? now : first) - now, () => this.caption(told.caption, top));
    // a line from an earlier step does not outlive it
    else this.hideCaption();
    return told;
  }

  /**
   * Runs `fn` after `ms` (at once when not positive), unless the game's pending steps are
   * stopped first (its signal: another game or position takes the board, a replay jumps).
   * @param {number} ms
   * @param {() => void} fn
   */
  later(ms, fn) {
    if (ms <= 1) return fn();
    sleep(ms, this.app.play.signal).then(fn, () => {});
  }

  /**
   * One line over the board, for a while, at its foot or at its top.
   * @param {string} text
   * @param {boolean} [top]
   */
  caption(text, top = false) {
    const node = $('moment');
    node.textContent = text;
    node.hidden = false;
    // over the header by the board, under the board or beside it: never over its squares
    // (when none has room, at the board's top or foot, where fewer pawns stand)
    keepOffBoard(node, (b, width) => {
      const mid = b.left + b.width / 2;
      const half = Math.max(0, Math.min(mid, width - mid) - 4);
      const across = { left: mid - half, right: width - mid - half };
      return [
        { ...across, top: 4 },
        { ...across, top: b.bottom + 6 },
        { left: b.right + 8, right: 8, top: b.top },
        { left: b.left, right: width - b.right, ...(top ? { top: b.top + b.height * 0.04 } : { top: b.bottom - b.height * 0.04 - node.offsetHeight }) },
      ];
    });
    node.classList.remove('on');
    void node.offsetWidth; // restart the entrance
    node.classList.add('on');
    clearTimeout(this.hideTimer);
    const factor = Math.max(0.7, speeds[this.app.settings.speed] ?? 1);
    this.hideTimer = setTimeout(() => (node.hidden = true), CAPTION_MS * factor);
  }

  /** Takes the line over the board off. */
  hideCaption() {
    clearTimeout(this.hideTimer);
    $('moment').hidden = true;
  }

  /** Takes off what is told on the board (another game or position takes it; what was still to be told waits on the signal, stopped first). */
  clear() {
    this.hideCaption();
    this.app.board.cues.clear();
  }
}
