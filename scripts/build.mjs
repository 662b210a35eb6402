// Assembles dist/ from www/ and the wasm-pack output in pkg/, and prints the page's
// gzipped size.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const www = join(root, 'www');
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
cpSync(www, dist, { recursive: true, filter: (src) => !src.startsWith(join(www, 'js')) });
cpSync(join(root, 'pkg', 'ludo_bg.wasm'), join(dist, 'ludo_bg.wasm'));

await build({
  entryPoints: [join(www, 'js', 'main.js')],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  outfile: join(dist, 'app.js'),
  logLevel: 'warning',
});

const files = readdirSync(dist, { recursive: true }).filter((f) => statSync(join(dist, f)).isFile());
let total = 0;
for (const f of files) total += gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
console.log(`page size: ${(total / 1024).toFixed(1)} KB gzipped (${files.length} files in dist/)`);
