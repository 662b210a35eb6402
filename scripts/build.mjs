// Assembles dist/ from www/ and the wasm-pack output in pkg/:
//   index.html, style.css, app.js (the page, bundled), worker.js (computer players),
//   chunk-*.js (code both of them use), ludo_bg.wasm, sw.js (the offline cache, with the file list and a version), the
//   manifest and icons, and ludo.html: the whole game in one file (the wasm inside in
//   base64) that plays when opened from disk; loaded on demand: expert/ (the expert
//   level's module from pkg-expert/ and the weights of crates/ai/weights/) and online/.
// Prints the gzipped size of the page (everything but the single-file copy).
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const www = join(root, 'www');
const dist = join(root, 'dist');
const wasmPath = join(root, 'pkg', 'ludo_bg.wasm');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
cpSync(www, dist, { recursive: true, filter: (src) => !src.startsWith(join(www, 'js')) });
cpSync(wasmPath, join(dist, 'ludo_bg.wasm'));

const common = { bundle: true, format: 'esm', minify: true, target: 'es2020', logLevel: 'warning', legalComments: 'none' };

// the style sheet, minified (it is on the first load's path)
const css = (await transform(readFileSync(join(www, 'style.css'), 'utf8'), { loader: 'css', minify: true, target: 'chrome105' })).code;
writeFileSync(join(dist, 'style.css'), css);
// the page's HTML (on the first load's path) without its comments and indentation, and
// without the English words of the elements the page words itself (`data-t`: app.js sets
// each one's text in the page's language before it shows them), but the title, which
// shows while the page loads
const pageHtml = readFileSync(join(www, 'index.html'), 'utf8')
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/\n\s+/g, '\n')
  .replace(/(<(\w+)[^>]*\sdata-t="(?!title")[^"]*"[^>]*>)[^<]*(<\/\2>)/g, '$1$3');
writeFileSync(join(dist, 'index.html'), pageHtml);

// The page's modules loaded on demand (the end screen, the replay, the new-game form, ...)
// each import some of the first load's modules. esbuild puts modules reached from the same
// set of entries in one chunk, so every such module would split the first load into more
// files, each gzipped on its own (about 2.7 KB more in all). Each module the page imports
// with import() is therefore made to import the page's entry too: the first load is then
// app.js and one chunk, and what is loaded on demand stays apart.
const main = join(www, 'js', 'main.js');
// every module a page script names in an import('./…') (the worker's own, expert.js and
// analysing.js, must not run the page), found before the build so that the order in
// which esbuild meets the modules does not matter
// (the page's folders: www/js and those below it but online/ and worker/, which are bundled
// apart)
const onDemand = new Set();
const pageDirs = readdirSync(join(www, 'js'), { recursive: true, withFileTypes: true })
  .filter((d) => d.isDirectory() && !['online', 'worker'].includes(d.name))
  .map((d) => join(d.parentPath, d.name));
for (const dir of [join(www, 'js'), ...pageDirs]) {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'worker.js')) {
    // the code without its comments (JSDoc types name modules with import() too)
    const code = readFileSync(join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [, path] of code.matchAll(/import\(\s*'(\.\.?\/[^']+\.js)'\s*\)/g)) onDemand.add(resolve(dir, path));
  }
}
const firstLoadInOneChunk = {
  name: 'first-load-in-one-chunk',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      if (!onDemand.has(args.path)) return undefined;
      return { contents: `import ${JSON.stringify(main)};\n${readFileSync(args.path, 'utf8')}`, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

// the page and the computer players' worker, sharing the engine's glue code in a chunk
await build({
  ...common,
  entryPoints: { app: main, worker: join(www, 'js', 'worker.js') },
  outdir: dist,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  plugins: [firstLoadInOneChunk],
});

// online play (dist/online/): the module and its wasm, loaded only when a room is opened
// or joined, so neither the first load nor the offline cache carries them.
const online = join(dist, 'online');
mkdirSync(online, { recursive: true });
cpSync(join(root, 'pkg-online', 'ludo_online_bg.wasm'), join(online, 'ludo_online_bg.wasm'));
await build({
  ...common,
  entryPoints: [join(www, 'js', 'online', 'page.js')],
  outfile: join(online, 'online.js'),
});
// the site's settings, read by the module when a room is opened or joined: the build's
// LUDO_SIGNAL and LUDO_ICE, else nothing (scripts/play.sh writes the port of the server it
// starts; a static host edits the file once)
const site = {};
if (process.env.LUDO_SIGNAL) site.signal = process.env.LUDO_SIGNAL;
if (process.env.LUDO_ICE) site.ice = process.env.LUDO_ICE;
writeFileSync(join(online, 'config.json'), `${JSON.stringify(site)}\n`);

// the expert level (dist/expert/): its module (the engine with the expert's network and
// Game.loadExpert) and one weights file per preset, as many as crates/ai/weights/ holds.
// The computer players' worker fetches them only when an expert seat plays or hints are
// asked; the service worker keeps them once fetched, so they are not on the first load.
const expert = join(dist, 'expert');
mkdirSync(expert, { recursive: true });
cpSync(join(root, 'pkg-expert', 'ludo_bg.wasm'), join(expert, 'ludo_bg.wasm'));
await build({ ...common, entryPoints: [join(root, 'pkg-expert', 'ludo.js')], outfile: join(expert, 'ludo.js') });
const weightsDir = join(root, 'crates', 'ai', 'weights');
const weights = existsSync(weightsDir) ? readdirSync(weightsDir).filter((f) => f.endsWith('.bin')).sort() : [];
for (const f of weights) cpSync(join(weightsDir, f), join(expert, f));
const expertFiles = readdirSync(expert).sort().map((f) => `expert/${f}`);

// the service worker: every file of the page, and a version that changes with them (and
// with the expert's files, which it caches when they are first fetched)
const pageFiles = () =>
  readdirSync(dist, { recursive: true })
    .filter((f) => statSync(join(dist, f)).isFile())
    .filter((f) => f !== 'ludo.html' && f !== 'sw.js' && !f.startsWith('online') && !f.startsWith('expert'))
    .sort();
const hash = createHash('sha256');
for (const f of [...pageFiles(), ...expertFiles]) hash.update(f).update(readFileSync(join(dist, f)));
const version = hash.digest('hex').slice(0, 12);
const cached = ['./', ...pageFiles()];
const sw = readFileSync(join(www, 'js', 'sw.js'), 'utf8')
  .replace('__VERSION__', version)
  .replace('__FILES__', JSON.stringify(cached));
writeFileSync(join(dist, 'sw.js'), (await transform(sw, { loader: 'js', minify: true, target: 'es2020' })).code);

// the single file: the expert's module (pkg-expert/: the engine with the expert's network,
// which plays as hard without its weights, `Replay` and `Analysis`) is its only module, so
// that replays work from a file too; the wasm in base64 replaces wasm-source.js; CSS and
// JS go inline, allowed by their hashes in the page's Content-Security-Policy
const expertGlue = join(root, 'pkg-expert', 'ludo.js');
const inlineWasm = {
  name: 'inline-wasm',
  setup(b) {
    b.onResolve({ filter: /pkg\/ludo\.js$/ }, () => ({ path: expertGlue }));
    b.onResolve({ filter: /wasm-source\.js$/ }, () => ({ path: 'wasm-source', namespace: 'inline-wasm' }));
    b.onLoad({ filter: /.*/, namespace: 'inline-wasm' }, () => ({
      loader: 'js',
      contents: `const b64 = ${JSON.stringify(readFileSync(join(root, 'pkg-expert', 'ludo_bg.wasm')).toString('base64'))};
export const wasmSource = () => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
export const singleFile = true;`,
    }));
  },
};
const single = await build({ ...common, entryPoints: [join(www, 'js', 'main.js')], write: false, plugins: [inlineWasm] });
const js = single.outputFiles[0].text.replaceAll('</script', '<\\/script');
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const icon = `data:image/svg+xml;base64,${readFileSync(join(www, 'icon.svg')).toString('base64')}`;
const csp = `default-src 'none'; script-src ${sha(js)} 'wasm-unsafe-eval'; style-src ${sha(css)}; img-src data: blob:`;
let html = readFileSync(join(www, 'index.html'), 'utf8');
const swap = (from, to) => {
  if (!html.includes(from)) throw new Error(`single-file build: index.html has no ${from}`);
  html = html.replace(from, () => to);
};
swap(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/.exec(html)?.[0] ?? 'CSP meta', `<meta http-equiv="Content-Security-Policy" content="${csp}">`);
swap('<link rel="manifest" href="manifest.webmanifest">\n', '');
swap('<link rel="apple-touch-icon" href="icon-192.png">\n', '');
swap('href="icon.svg"', `href="${icon}"`);
swap('src="icon.svg"', `src="${icon}"`);
swap('<link rel="stylesheet" href="style.css">', `<style>${css}</style>`);
swap('<script type="module" src="app.js"></script>', `<script type="module">${js}</script>`);
writeFileSync(join(dist, 'ludo.html'), html);

// sizes: the page proper (HTML, JS, CSS, wasm) and everything served with it
const gz = (f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const files = [...pageFiles(), 'sw.js'];
const code = (f) => /\.(html|js|css|wasm)$/.test(f);
let total = 0;
let page = 0;
const rows = files.map((f) => {
  const size = gz(f);
  total += size;
  if (code(f)) page += size;
  return [f, size];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [f, size] of rows) console.log(`  ${f.padEnd(22)} ${kb(size).padStart(9)} gzipped`);
console.log(`page size: ${kb(page)} gzipped (HTML, JS, CSS and wasm); ${kb(total)} with the manifest and icons (${files.length} files in dist/, without ludo.html)`);
const onlineGz = ['online/online.js', 'online/ludo_online_bg.wasm'].reduce((n, f) => n + gz(f), 0);
console.log(`online module: ${kb(onlineGz)} gzipped (dist/online/, loaded only when a room is opened or joined)`);
const expertGz = ['expert/ludo.js', 'expert/ludo_bg.wasm'].reduce((n, f) => n + gz(f), 0);
const presets = weights.map((f) => f.replace(/\.bin$/, ''));
console.log(
  `expert module: ${kb(expertGz)} gzipped (dist/expert/, loaded when an expert seat plays or hints are asked); ` +
    (presets.length ? `weights for ${presets.join(', ')}: about ${kb(gz(`expert/${weights[0]}`))} gzipped each` : 'no weights in crates/ai/weights/ (the expert plays as hard)'),
);
console.log(`single file: ludo.html ${kb(statSync(join(dist, 'ludo.html')).size)} (${kb(gz('ludo.html'))} gzipped)`);
