// The values only JavaScript has, by the names of the lab's `JsOnly` (crates/lab/src/
// fuzz.rs): the fuzzer names them, JavaScript makes them. Used by the fuzzer's bridge
// (bridge.mjs, whose test checks that these are exactly the lab's kinds) and by the
// case that offers each to every call that takes data (cases.mjs). Each call makes a
// fresh value.

/** @type {Record<string, () => unknown>} */
export const JS_ONLY = {
  Undefined: () => undefined,
  NaN: () => NaN,
  Infinity: () => Infinity,
  BigInt: () => 5n,
  Function: () =>
    function () {
      return 1;
    },
  Symbol: () => Symbol('ludo'),
  Cyclic: () => {
    /** @type {Record<string, unknown>} */
    const o = { seed: 1 };
    o.rules = o;
    return o;
  },
  Deep: () => {
    /** @type {unknown[]} */
    let a = [];
    for (let i = 0; i < 100000; i++) a = [a];
    return { rules: a };
  },
  ThrowingGetter: () => ({
    get seed() {
      throw new Error('no seed today');
    },
    log: [],
  }),
};
