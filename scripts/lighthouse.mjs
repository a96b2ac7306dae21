// Lighthouse on the host's production build (issue #18, Bar): performance, accessibility, best practices and SEO of
// the public pages, with Lighthouse's default mobile emulation and throttling, in Debian's Chromium. Not part of
// `pnpm test` (about 15 s a page); the figures go in the host's notes.
//
//   pnpm lighthouse                      builds the host, then audits /, /pricing (and /text-image once it exists)
//   pnpm lighthouse --no-build /faq      audits the existing apps/host/dist, on the pages given
//   pnpm lighthouse --json out.json      also writes every audit that lost points
//
// Without --origin the build is served as a static host would serve it: gzip, the app's index.html for every path
// that is not a file, no API. With --origin it audits a running `pnpm start` (the real server serving the production
// build; nothing is built), and can sign in first (issue #29, Bar):
//
//   pnpm lighthouse --origin http://127.0.0.1:5650 / /pricing
//   pnpm lighthouse --origin http://127.0.0.1:5650 --sign-in demo@mediakit.local / /user/dashboard /user/image/generate
//
// --sign-in EMAIL[:PASSWORD] signs in with the server's own POST /api/v1/login and puts the token where the app keeps
// it (localStorage `token` of that origin); without a password it is read from the demo accounts the server wrote on
// its first start (MEDIAKIT_DATA_DIR/demo-accounts.txt, .mediakit/ by default). Signed in, Lighthouse keeps the
// origin's storage (the browser's HTTP cache is still emptied before each page), the default pages are /,
// /user/dashboard and /user/image/generate, and a page fails when it ends anywhere else (a redirect to /login) or the
// server refused the session (GET /api/v1/user 401).
//
// Exits non-zero when a page is under the bar: performance 95, accessibility, best practices and SEO 100.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/host/dist');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const valueFlags = ['--json', '--origin', '--sign-in'];
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const jsonAt = valueOf('--json');
const givenOrigin = valueOf('--origin')?.replace(/\/+$/, '');
const signInAs = valueOf('--sign-in');
const pages = args.filter((arg, index) => arg.startsWith('/') && !valueFlags.includes(args[index - 1]));
const bar = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

for (const flag of valueFlags) {
  if (args.includes(flag) && !valueOf(flag)) fail(`${flag} needs a value.`);
}
if (signInAs && !givenOrigin) fail('--sign-in needs --origin: the static build has no API to sign in to.');
if (givenOrigin && !/^https?:\/\/[^/]+$/.test(givenOrigin))
  fail(`--origin ${givenOrigin}: give e.g. http://127.0.0.1:5650`);

if (!givenOrigin && !args.includes('--no-build')) {
  const built = spawnSync('pnpm', ['build:host'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!givenOrigin && !existsSync(join(dist, 'index.html'))) fail('No apps/host/dist: run `pnpm build:host` first.');

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
if (!givenOrigin) await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = givenOrigin ?? `http://127.0.0.1:${server.address().port}`;
if (givenOrigin) {
  const answer = await fetch(origin).catch((error) =>
    fail(`Nothing answers at ${origin} (${error.cause?.code ?? error.message}): is \`pnpm start\` running?`),
  );
  if (!answer.ok) fail(`${origin} answered ${answer.status}.`);
}
const session = signInAs ? await signIn(signInAs) : undefined;

const defaultPages = session
  ? ['/', '/user/dashboard', '/user/image/generate']
  : ['/', '/pricing', ...(existsSync(join(root, 'apps/host/src/public/TextImagePage.tsx')) ? ['/text-image'] : [])];
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
const devtools = await new Promise((resolve, reject) => {
  let output = '';
  browser.stderr.on('data', (chunk) => {
    output += chunk;
    const match = /DevTools listening on (ws:\/\/[^:]+:(\d+)\/\S+)/.exec(output);
    if (match) resolve({ url: match[1], port: Number(match[2]) });
  });
  browser.on('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
});
const port = devtools.port;

const failures = [];
const report = {};
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${chromium}`,
  );
  console.log(
    `${origin}${session ? `, signed in as ${session.email}` : givenOrigin ? ', signed out' : ' (static build)'}`,
  );
  if (session)
    await inBrowserTab(`${origin}/robots.txt`, (send) =>
      send('Runtime.evaluate', { expression: `localStorage.setItem('token', ${JSON.stringify(session.token)})` }),
    );
  const audited = pages.length ? pages : defaultPages;
  const column = Math.max(14, ...audited.map((page) => page.length));
  console.log(['page'.padEnd(column), 'performance', 'accessibility', 'best practices', 'SEO'].join('  '));
  for (const page of audited) {
    // Lighthouse empties the browser's cache with the origin's storage; keeping the session, the cache is ours to empty.
    if (session) await inBrowserTab('about:blank', (send) => send('Network.clearBrowserCache'));
    const result = await lighthouse(`${origin}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(bar),
      onlyAudits: ['network-requests'],
      disableStorageReset: Boolean(session),
    });
    const { categories, audits } = result.lhr;
    const wrongPage = session && whyNotSignedIn(page, result.lhr);
    if (wrongPage) {
      console.log(`${page.padEnd(column)}  NOT AUDITED AS SIGNED IN: ${wrongPage}`);
      failures.push(`${page}: ${wrongPage}`);
      continue;
    }
    const scores = Object.fromEntries(
      Object.keys(bar).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    console.log(
      [
        page.padEnd(column),
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
    // Signed out, a guarded page is the sign-in page it redirects to: say so beside its scores.
    const shown = new URL(result.lhr.finalDisplayedUrl);
    if (shown.pathname !== new URL(page, origin).pathname) console.log(`    shown: ${shown.pathname}${shown.search}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(`    ${metrics.map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '-'}`).join(', ')}`);
    // How fast the machine was during the run (Lighthouse's CPU benchmark; this 2-core machine running a test suite
    // measured 1000-1550): performance is simulated from the observed CPU time, so a busy machine lowers it.
    const benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
    console.log(`    benchmark index ${benchmarkIndex}`);
    // What the largest paint was: the element to make appear sooner.
    const lcpElement = JSON.stringify(audits['lcp-breakdown-insight']?.details ?? {}).match(
      /"snippet":"((?:[^"\\]|\\.)*)"/,
    )?.[1];
    if (lcpElement) console.log(`    largest contentful paint element: ${JSON.parse(`"${lcpElement}"`).slice(0, 160)}`);
    report[page] = { scores, lost, lcpElement, benchmarkIndex };
    for (const [id, minimum] of Object.entries(bar)) {
      if (scores[id] < minimum) failures.push(`${page}: ${id} ${scores[id]} < ${minimum}`);
    }
  }
} finally {
  // Chromium writes its profile until it has exited: only then can the profile go.
  const exited = new Promise((resolve) =>
    browser.exitCode === null && browser.signalCode === null ? browser.once('exit', resolve) : resolve(),
  );
  browser.kill();
  await exited;
  if (!givenOrigin) server.close();
  rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
}
if (jsonAt) writeFileSync(jsonAt, JSON.stringify(report, null, 2));
if (failures.length) console.log(`\nUnder the bar: ${failures.join('; ')}`);
process.exit(failures.length ? 1 : 0);

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** EMAIL[:PASSWORD] signed in with the server's own login call; without a password, the demo account's. */
async function signIn(given) {
  const at = given.indexOf(':');
  const email = at < 0 ? given : given.slice(0, at);
  const password = at < 0 ? demoPassword(email) : given.slice(at + 1);
  const answer = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password, remember: true }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok || typeof body.token !== 'string') {
    fail(`Signing in as ${email} failed: ${answer.status} ${body.message ?? answer.statusText}`);
  }
  return { email, token: body.token };
}

function demoPassword(email) {
  const dataDir = process.env.MEDIAKIT_DATA_DIR ?? '.mediakit';
  const file = isAbsolute(dataDir) ? join(dataDir, 'demo-accounts.txt') : join(root, dataDir, 'demo-accounts.txt');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const password = lines.map((line) => line.split('\t')).find(([, account]) => account === email)?.[2];
  return password ?? fail(`No password for ${email} in ${file}: give --sign-in ${email}:PASSWORD`);
}

/** Why the audited page is not `page` signed in: it ended elsewhere, or the server refused the session. */
function whyNotSignedIn(page, lhr) {
  const wanted = new URL(page, origin);
  const shown = new URL(lhr.finalDisplayedUrl);
  if (shown.origin !== wanted.origin || shown.pathname.replace(/\/$/, '') !== wanted.pathname.replace(/\/$/, '')) {
    return `it ended at ${shown.pathname}${shown.search} instead (the session refused, or not allowed there)`;
  }
  const refused = (lhr.audits['network-requests']?.details?.items ?? []).find(
    (item) => new URL(item.url).pathname === '/api/v1/user' && (item.statusCode === 401 || item.statusCode === 403),
  );
  return refused ? `GET /api/v1/user answered ${refused.statusCode}` : undefined;
}

/** Runs `work` with a DevTools session on a new tab at `url` (after it loaded), then closes the tab. */
async function inBrowserTab(url, work) {
  const socket = new WebSocket(devtools.url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`Cannot reach Chromium at ${devtools.url}`));
  });
  let lastId = 0;
  const pending = new Map();
  const events = [];
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    const waiting = pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    } else for (const listener of events) listener(message);
  };
  const command =
    (sessionId) =>
    (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        pending.set(id, { method, resolve, reject });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      });
  const send = command(undefined);
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  try {
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const inTab = command(sessionId);
    if (url !== 'about:blank') {
      await inTab('Page.enable');
      const loaded = new Promise((resolve) =>
        events.push(
          (message) => message.sessionId === sessionId && message.method === 'Page.loadEventFired' && resolve(),
        ),
      );
      await inTab('Page.navigate', { url });
      await loaded;
    }
    return await work(inTab);
  } finally {
    await send('Target.closeTarget', { targetId });
    socket.close();
  }
}
