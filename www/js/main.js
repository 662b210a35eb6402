// Entry point: loads the engine, starts the page, registers the offline cache.
import { loadEngine } from './engine.js';
import { App } from './controller.js';
import { bindInput } from './events.js';
import { bindSheets } from './sheets.js';
import { singleFile } from './wasm-source.js';
import { messageOf } from './dom.js';

async function main() {
  let Game;
  try {
    Game = await loadEngine();
  } catch (e) {
    const loading = document.getElementById('loading');
    if (loading) loading.textContent = `The game could not load: ${messageOf(e)}`;
    return;
  }
  const app = new App(Game);
  bindInput(app);
  bindSheets(app);
  app.boot();
  if (!singleFile && 'serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }
}

main();
