// The journeys' dice: mulberry32, a small seeded generator, so that a seed gives the same
// journey again (the same actions, and the same choices inside each action).

/**
 * A generator of numbers in [0, 1) from a 32-bit seed.
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Choices made with one generator. */
export class Dice {
  /** @param {number} seed */
  constructor(seed) {
    this.next = mulberry32(seed);
  }

  /** A whole number from 0 to n - 1. @param {number} n */
  int(n) {
    return Math.floor(this.next() * n);
  }

  /**
   * One of `list`.
   * @template T
   * @param {readonly T[]} list
   * @returns {T}
   */
  pick(list) {
    return list[this.int(list.length)];
  }

  /** True with probability `p`. @param {number} p */
  chance(p) {
    return this.next() < p;
  }

  /** A fresh 32-bit seed (for a step's own choices). */
  seed() {
    return this.int(2 ** 32);
  }
}
