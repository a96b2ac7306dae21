// The host's first-load budget (issue #20): what a visitor's browser downloads before the landing page `/` can show,
// in the production build, gzipped. Run after `pnpm build:host` (which runs it): it reads apps/host/dist.
//
// First load = the scripts, module preloads and stylesheets index.html links, the entry's static imports (and their
// CSS, through Vite's manifest), plus the landing route's own chunk when it has one (loaded lazily by the router, but
// always before `/` renders) with its static imports. Each file is gzipped (level 9) and summed. What loads later (the session check when a token is
// stored, the signed-in areas, the drawer, other pages) is not counted, and the script fails if the first load
// contains the markers of code that must stay out of it.
//
//   node scripts/host-size.mjs               the total and each file
//   node scripts/host-size.mjs --breakdown   also the minified bytes per package, from the source maps
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/host/dist');
const limitBytes = 90 * 1024;
/** The landing route's module, as Vite's manifest names it. */
const landingModule = 'src/public/LandingPage.tsx';

/**
 * Strings that only the code kept out of the first load contains: the API client (its requests and session), the
 * in-memory fake backend, the tools' runtime, and react-aria's components (they keep their class names through
 * minification).
 */
const mustNotContain = [
  ['ky', "'TimeoutError'"],
  ['the API client', 'failed to reach the API'],
  ['the fake backend', 'ada@example.com'],
  ['the tools runtime', 'No Mediakit client'],
  ['react-aria', 'react-aria-'],
];

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${join(dist, 'index.html')}: run \`pnpm build:host\` first.`);
  process.exit(1);
}
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: the host's vite.config.ts must keep \`build.manifest\` on.`);
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
  const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (!address || /^(https?:)?\/\//.test(address)) continue;
  if (tag.startsWith('<script') || rel === 'modulepreload' || rel === 'stylesheet')
    files.add(address.replace(/^\//, ''));
}

// A landing page imported statically is in the entry chunk (no manifest key of its own): nothing more to add.
if (!manifest[landingModule] && !existsSync(join(root, 'apps/host', landingModule))) {
  console.error(`${landingModule} does not exist: has the landing route moved? Update landingModule.`);
  process.exit(1);
}
/** A chunk with everything it imports statically, and their CSS. */
const addChunk = (key, seen = new Set()) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => addChunk(imported, seen));
};
// The entry's own static imports, whether or not index.html preloads them.
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addChunk(key);
if (manifest[landingModule]) addChunk(landingModule);

const measured = [...files].map((file) => {
  const contents = readFileSync(join(dist, file));
  return { file, bytes: contents.byteLength, gzipped: gzipSync(contents, { level: 9 }).byteLength, contents };
});
measured.sort((a, b) => b.gzipped - a.gzipped);
const total = measured.reduce((sum, file) => sum + file.gzipped, 0);
const totalOf = (extension) =>
  measured.filter((file) => file.file.endsWith(extension)).reduce((sum, file) => sum + file.gzipped, 0);

console.log(`First load of / (production build, gzipped): ${measured.length} files`);
for (const { file, bytes, gzipped } of measured) {
  console.log(`  ${file.padEnd(48)} ${kB(bytes).padStart(10)} ${kB(gzipped).padStart(10)}`);
}
console.log(`  JavaScript ${kB(totalOf('.js'))}, CSS ${kB(totalOf('.css'))}`);

if (process.argv.includes('--breakdown')) printBreakdown(measured.filter((file) => file.file.endsWith('.js')));

const javascript = measured
  .filter((file) => file.file.endsWith('.js'))
  .map((file) => file.contents.toString('utf8'))
  .join('\n');
const unwanted = mustNotContain.filter(([, marker]) => javascript.includes(marker));
for (const [what, marker] of unwanted) console.error(`The first load contains ${what} ('${marker}').`);

const over = total > limitBytes;
console.log(`${over ? 'OVER' : 'ok'}: first load of / ${kB(total)} gzipped, limit ${kB(limitBytes)}`);
process.exit(over || unwanted.length ? 1 : 0);

/** Minified bytes per package: each generated character is counted for the source its mapping points at. */
function printBreakdown(scripts) {
  const byPackage = new Map();
  let totalBytes = 0;
  for (const { file, contents } of scripts) {
    const mapPath = join(dist, `${file}.map`);
    if (!existsSync(mapPath)) {
      console.log(`  (no source map for ${file}: build with sourcemaps for the breakdown)`);
      continue;
    }
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    const lines = contents.toString('utf8').split('\n');
    const decoded = decodeMappings(map.mappings);
    decoded.forEach((segments, line) => {
      const length = lines[line]?.length ?? 0;
      segments.forEach(([column, source], index) => {
        const end = segments[index + 1]?.[0] ?? length;
        const name = source === undefined ? 'unmapped' : packageOf(map.sources[source]);
        byPackage.set(name, (byPackage.get(name) ?? 0) + (end - column));
        totalBytes += end - column;
      });
    });
  }
  console.log(`\nMinified JavaScript by package (${kB(totalBytes)}):`);
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 256)
      console.log(`  ${name.padEnd(36)} ${kB(bytes).padStart(10)}  ${((bytes / totalBytes) * 100).toFixed(0)}%`);
  }
}

/** The package a source file belongs to, react-aria's many packages counted as one. */
function packageOf(source) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source)?.[1];
  if (dependency) {
    return /^(react-aria|react-stately|@react-aria\/|@react-stately\/|@react-types\/|@internationalized\/|@swc\/helpers)/.test(
      dependency,
    )
      ? 'react-aria (all its packages)'
      : dependency;
  }
  const workspace = /(?:^|\/)(packages\/(?:tools\/|console\/)?[^/]+|apps\/host)\//.exec(source)?.[1];
  // The host's own sources are mapped relative to dist/assets.
  return workspace ?? (/^(\.\.\/)+src\//.test(source) ? `apps/host ${source.replace(/^(\.\.\/)+/, '')}` : source);
}

/** Source map "mappings": per generated line, [generated column, source index] for each segment. */
function decodeMappings(mappings) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = alphabet.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}
