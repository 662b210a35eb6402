// A timer's countdown round the corner on turn: a ring that shrinks to nothing as the
// time runs out, drawn over the board while the seat it is for is on turn and redrawn 4
// times a second (not every frame). Loaded when a page first sets one
// (boardView.setCountdown(seat, endsAt)).
import { PALETTE } from './pictures.js';
import { sideColour } from './layout.js';
import { box } from './turnmark.js';
import { ringWithin } from './cues.js';

/** @typedef {import('./view.js').BoardView} BoardView */

/**
 * Puts a countdown for `seat` on the board, running out at `endsAt`, in place of the one
 * there; null takes it off.
 * @param {BoardView} board
 * @param {number | null} seat
 * @param {number | null} endsAt
 */
export function setCountdown(board, seat, endsAt) {
  for (const e of board.effects) if (e instanceof Countdown) e.stop();
  if (seat !== null && endsAt !== null) board.addEffect(new Countdown(board, seat, endsAt));
}

class Countdown {
  /**
   * @param {BoardView} board
   * @param {number} seat
   * @param {number} endsAt a Date.now() time
   */
  constructor(board, seat, endsAt) {
    this.board = board;
    this.seat = seat;
    this.endsAt = endsAt;
    this.total = Math.max(1, endsAt - Date.now());
    this.tick = 0;
    this.step();
  }

  /** Asks for a frame now and, while time is left, again in a quarter second. */
  step() {
    this.board.requestFrame();
    if (Date.now() < this.endsAt) this.tick = Number(setTimeout(() => this.step(), 250));
  }

  /** Takes the ring off the board. */
  stop() {
    clearTimeout(this.tick);
    this.board.effects.delete(this);
    this.board.requestFrame();
  }

  /**
   * Draws the ring (the part of the time left, clockwise from the top); asks for no frames.
   * @param {CanvasRenderingContext2D} ctx
   * @param {number} s pixels per half cell
   */
  draw(ctx, s) {
    const { view, geo } = this.board.shown();
    if (!view || !geo || view.phase === 'over' || view.seatOnTurn !== this.seat) return false;
    const left = Math.max(0, Math.min(1, (this.endsAt - Date.now()) / this.total));
    const c = sideColour(view, view.side);
    const [x, y, w, h] = box(geo, c).map((v) => v * s);
    const r = w / 2 + s * 0.6;
    const line = Math.max(3, s * 0.35);
    // whole on the board: a base in a corner (the mensch board's) moves it inwards
    const [cx, cy] = ringWithin(x + w / 2, y + h / 2, r + line / 2, geo.size * 2 * s);
    ctx.beginPath();
    ctx.arc(cx, cy, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * left);
    ctx.lineWidth = line;
    ctx.strokeStyle = PALETTE[c].dark;
    ctx.stroke();
    return false;
  }
}
