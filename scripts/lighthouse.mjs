// Lighthouse on the host's production build (issue #18, Bar): performance, accessibility, best practices and SEO of
// the public pages, with Lighthouse's default mobile emulation and throttling, in Debian's Chromium. Not part of
// `pnpm test` (about 15 s a page); the figures go in the host's notes.
//
//   pnpm lighthouse                      builds the host, then audits /, /pricing (and /text-image once it exists)
//   pnpm lighthouse --no-build /faq      audits the existing apps/host/dist, on the pages given
//   pnpm lighthouse --json out.json      also writes every audit that lost points
//
// The build is served as a static host would serve it: gzip, the app's index.html for every path that is not a
// file. Exits non-zero when a page is under the bar: performance 95, accessibility, best practices and SEO 100.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/host/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const jsonAt = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const pages = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--json');
const bar = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

if (!args.includes('--no-build')) {
  const built = spawnSync('pnpm', ['build:host'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No apps/host/dist: run `pnpm build:host` first.');
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  const file = join(dist, path);
  const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  const served = found ? file : join(dist, 'index.html');
  const hashed = found && path.startsWith('/assets/');
  response.writeHead(200, {
    'content-type': types[extname(served)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(served).pipe(createGzip()).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

const defaultPages = [
  '/',
  '/pricing',
  ...(existsSync(join(root, 'apps/host/src/public/TextImagePage.tsx')) ? ['/text-image'] : []),
];
const profile = mkdtempSync(join(tmpdir(), 'mediakit-lighthouse-'));
const browser = spawn(
  chromium,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
const port = await new Promise((resolve, reject) => {
  let output = '';
  browser.stderr.on('data', (chunk) => {
    output += chunk;
    const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
    if (match) resolve(Number(match[1]));
  });
  browser.on('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
});

const failures = [];
const report = {};
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${chromium}`,
  );
  console.log(['page'.padEnd(14), 'performance', 'accessibility', 'best practices', 'SEO'].join('  '));
  for (const page of pages.length ? pages : defaultPages) {
    const result = await lighthouse(`${origin}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(bar),
    });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(bar).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    console.log(
      [
        page.padEnd(14),
        String(scores.performance).padStart(11),
        String(scores.accessibility).padStart(13),
        String(scores['best-practices']).padStart(14),
        String(scores.seo).padStart(3),
      ].join('  '),
    );
    const lost = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => ({
        id: audit.id,
        score: audit.score,
        title: audit.title,
        value: audit.displayValue,
        items: (audit.details?.items ?? [])
          .map((item) => item.node?.snippet ?? item.url ?? item.source?.url)
          .filter(Boolean),
      }));
    for (const audit of lost)
      console.log(`    ${audit.id} (${audit.score}): ${audit.title}${audit.value ? ` — ${audit.value}` : ''}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(`    ${metrics.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '-'}`).join(', ')}`);
    // What the largest paint was: the element to make appear sooner.
    const lcpElement = JSON.stringify(audits['lcp-breakdown-insight']?.details ?? {}).match(
      /"snippet":"((?:[^"\\]|\\.)*)"/,
    )?.[1];
    if (lcpElement) console.log(`    largest contentful paint element: ${JSON.parse(`"${lcpElement}"`).slice(0, 160)}`);
    report[page] = { scores, lost, lcpElement };
    for (const [id, minimum] of Object.entries(bar)) {
      if (scores[id] < minimum) failures.push(`${page}: ${id} ${scores[id]} < ${minimum}`);
    }
  }
} finally {
  browser.kill();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
if (jsonAt) writeFileSync(jsonAt, JSON.stringify(report, null, 2));
if (failures.length) console.log(`\nUnder the bar: ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);
