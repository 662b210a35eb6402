// Entry point: loads the engine, starts the page, registers the offline cache.
import { loadEngine } from './engine.js';
import { App, firstLang } from './controller.js';
import { bindInput } from './events.js';
import { singleFile } from './wasm-source.js';
import { t, useLang } from './i18n.js';

async function main() {
  const loading = document.getElementById('loading');
  // the language's words come while the engine loads: the page shows no other language
  const words = useLang(firstLang()).then(() => {
    if (loading) loading.textContent = t('loading');
  });
  let Game;
  try {
    [Game] = await Promise.all([loadEngine(), words]);
  } catch (e) {
    await words;
    console.warn(e);
    if (loading) loading.textContent = t('errEngine');
    return;
  }
  const app = new App(Game);
  bindInput(app);
  app.boot();
  if (!singleFile && 'serviceWorker' in navigator && location.protocol.startsWith('http')) {
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }
}

main();
