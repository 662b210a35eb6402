// The expert level in the computer players' worker: its module (dist/expert/: the engine
// with the expert's network and Game.loadExpert) and each preset's weights file, fetched
// once, when a decision for an expert seat or hints first need them. When they cannot
// load, the worker answers with its own engine, where `expert` plays as `hard`, and says
// why (the page tells the player once: computer.js). No DOM here.

/** @typedef {typeof import('../../../pkg/ludo.js').Game} GameClass */
/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {GameClass & { loadExpert(bytes: Uint8Array): string }} ExpertGameClass */
/** @typedef {InstanceType<GameClass> & { expertReady?: () => boolean, expertUnready?: () => string | undefined }} ExpertGame */
/**
 * Why the expert does not play: no network and its files not kept in the browser
 * (`offline`), a request that failed (`network`), an HTTP error (`http`, with its status),
 * a weights file the engine refused (`damaged`; `foreign`: made for another version of
 * its network), its module not starting (`module`), house
 * rules too far from every preset for its network (`rules`), six arms or teams, which it
 * has no network for (`six`); on the page: no worker to
 * run it (`worker`), the single-file build (`singleFile`).
 * @typedef {{ reason: 'offline' | 'network' | 'http' | 'damaged' | 'foreign' | 'module' | 'rules' | 'six' | 'worker' | 'singleFile', status?: number }} ExpertFailure
 */
/**
 * How the loader reaches the expert's files: `module()` imports and starts the module and
 * gives its Game class, `weights(preset)` fetches `expert/PRESET.bin`, `online()` is
 * navigator.onLine. The worker gives the real ones, the tests their own.
 * @typedef {{ module: () => Promise<ExpertGameClass>, weights: (preset: string) => Promise<Response>, online: () => boolean }} ExpertSource
 */
/**
 * `Game`: the module's Game class, the expert's network loaded for the game's preset; or
 * why not (`failure`). `Module`: the module's Game class whenever the module itself
 * loaded, network or not (hints come from it: the network's chance, else `hard`'s).
 * @typedef {({ Game: ExpertGameClass, failure?: undefined } | { Game?: undefined, failure: ExpertFailure }) & { Module?: ExpertGameClass }} ExpertAnswer
 */

/**
 * A failure's reason, from what was thrown while loading.
 * @param {unknown} e
 * @param {() => boolean} online
 * @returns {ExpertFailure}
 */
function failureOf(e, online) {
  if (e && typeof e === 'object' && 'reason' in e) return /** @type {ExpertFailure} */ (e);
  // fetch() and import() reject with a TypeError when nothing came back
  if (e instanceof TypeError) return { reason: online() ? 'network' : 'offline' };
  return { reason: 'module' };
}

/**
 * Loads the expert's module and weights once each (a failure is kept too: the expert
 * then plays as `hard` until the page is loaded again).
 * @param {ExpertSource} source
 */
export function expertLoader(source) {
  /** @type {Promise<ExpertGameClass> | null} */
  let module = null;
  /** @type {Map<string, Promise<ExpertGameClass>>} */
  const presets = new Map();

  /** @param {string} preset */
  const load = async (preset) => {
    module ??= source.module();
    const Game = await module;
    const res = await source.weights(preset);
    if (!res.ok) throw { reason: 'http', status: res.status };
    const bytes = new Uint8Array(await res.arrayBuffer());
    try {
      Game.loadExpert(bytes);
    } catch (e) {
      const error = /** @type {Partial<import('../../../pkg/ludo.js').GameError>} */ (e instanceof Error ? e : {});
      console.warn(`Ludo expert: ${e instanceof Error ? e.message : String(e)}`);
      // a sound file made for another version of the network, or a damaged one
      throw { reason: error.code === 'expert.foreign' ? 'foreign' : 'damaged' };
    }
    return Game;
  };

  return {
    /**
     * The expert module's Game class, ready for `view`'s game, or why not.
     * @param {GameView} view
     * @returns {Promise<ExpertAnswer>}
     */
    async forGame(view) {
      if (!presets.has(view.preset)) presets.set(view.preset, load(view.preset));
      let Game;
      try {
        Game = await /** @type {Promise<ExpertGameClass>} */ (presets.get(view.preset));
      } catch (e) {
        const failure = failureOf(e, source.online);
        const Module = await module?.catch(() => undefined);
        return Module ? { failure, Module } : { failure };
      }
      /** @type {ExpertGame} */
      const game = Game.fromPosition(view);
      try {
        // the weights are the preset's; rules far from it have no network
        if (game.expertReady && !game.expertReady()) {
          // no network for six arms or teams yet (`expertUnready()` names the switch)
          const six = ['arms', 'teams'].includes(game.expertUnready?.() ?? '');
          return { failure: { reason: six ? 'six' : 'rules' }, Module: Game };
        }
      } finally {
        game.free();
      }
      return { Game, Module: Game };
    },
  };
}
