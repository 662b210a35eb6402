// Entry point: loads the engine, starts the page, registers the offline cache.
import { loadEngine } from './game/engine.js';
import { App, firstLang } from './page/app.js';
import { bindInput } from './page/events.js';
import { bindSheets } from './page/sheets.js';
import { singleFile } from './game/wasm-source.js';
import { t, useLang } from './words/i18n.js';

async function main() {
  const loading = document.getElementById('loading-text');
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
  bindSheets(app);
  await app.boot();
  if (!singleFile && 'serviceWorker' in navigator && location.protocol.startsWith('http')) {
    // the offline cache fills once the page is playing, not while it loads
    const register = () => navigator.serviceWorker.register('sw.js').catch(() => {});
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 1000);
  }
}

main();
