// Mediakit in a partner's Next.js app (issue #19): the packed tarballs of api-client, ui, the runtime and two tools,
// installed with npm into a blank app-router project outside the workspace, for the newest Next.js 15 and 16 from the
// npm registry. The page is a server component that renders the tools directly: the image generator and OCR inside
// a small 'use client' provider that creates the client from a baseUrl (a client holds functions and cannot cross
// from server to client), and OCR with no client at all. The root layout imports the packages' CSS and the site's
// own global CSS (the hostile rules of the partner check). It checks that
// - `next build` passes, TypeScript included, with the tsconfig Next writes itself;
// - the HTML `next start` serves already holds the tools (server rendering);
// - in Chromium the tools hydrate with no console error (hydration mismatches included) or page error, show their
//   heading and Generate button, the site's CSS does not reach them, the balance says it is unavailable when the
//   backend answers 503, and nothing is requested from any origin but the site and the backend.
// Run after `pnpm build`. Only the npm registry is reached (npm's cache first); Next's telemetry is off.
//
//   pnpm partner:next               Next.js 15 and 16
//   pnpm partner:next --next 16     one of them; --keep keeps the temp dir
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { checklist, installWithNpm, launchChromium, packPartnerPackages, run } from './partner-site.mjs';

const argument = (name) => process.argv[process.argv.indexOf(name) + 1];
const majors = process.argv.includes('--next') ? argument('--next').split(',') : ['15', '16'];
const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'mediakit-next-'));
const { check, failures, lap, seconds } = checklist();
const backend = 'http://mediakit-backend.test';
// Times depend on what else runs: say how busy the machine was.
const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
console.log(`      Next.js ${majors.join(' and ')}, ${load()}`);
// No telemetry, no update check; CI=true as on a CI machine (no prompts, no stdin).
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: 'true', NODE_ENV: 'production' };
const hostileCss =
  'button{background:red;border-radius:0} *{box-sizing:content-box} h2{font-size:40px} a{color:green} ' +
  'input{color:purple;font-size:22px} input[type=radio]{width:28px;height:28px} p{font-size:19px;margin:30px}\n';

/** The partner's app: only what a developer writes by hand; Next writes tsconfig.json and next-env.d.ts itself. */
function writeApp(app, major) {
  mkdirSync(join(app, 'app'), { recursive: true });
  const files = {
    // Next 15 lints during `next build` unless told not to (no ESLint is installed); Next 16 no longer lints there.
    'next.config.mjs': `export default ${major === '15' ? '{ eslint: { ignoreDuringBuilds: true } }' : '{}'};\n`,
    'app/site.css': hostileCss,
    'app/layout.tsx': `import type { ReactNode } from 'react';
import '@mediakit/ui/styles.css';
import '@mediakit/tool-runtime/styles.css';
import '@mediakit/tool-image-generator/styles.css';
import '@mediakit/tool-ocr/styles.css';
import './site.css';

export const metadata = { title: 'Partner site' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    // The one client component the partner writes: a client is made of functions, so it is created on the client side.
    'app/mediakit.tsx': `'use client';
import { useState, type ReactNode } from 'react';
import { createMediakitClient } from '@mediakit/api-client';
import { MediakitProvider } from '@mediakit/tool-runtime';

export function Mediakit({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const [client] = useState(() => createMediakitClient({ baseUrl }));
  return <MediakitProvider client={client}>{children}</MediakitProvider>;
}
`,
    // A server component (no directive): it renders the tools themselves.
    'app/page.tsx': `import { ImageGeneratorTool } from '@mediakit/tool-image-generator';
import { OcrTool } from '@mediakit/tool-ocr';
import { Mediakit } from './mediakit';

export default function Page() {
  return (
    <main>
      <header>
        <h2 id="site-title">Partner site</h2>
        <button id="site-button">Site button</button>
      </header>
      <div id="tools">
        <Mediakit baseUrl="${backend}">
          <ImageGeneratorTool plan="pro" isLoggedIn />
          <OcrTool />
        </Mediakit>
      </div>
      <div id="no-client">
        <OcrTool messages={{ title: 'OCR without client' }} />
      </div>
      <footer id="site-footer">Partner footer</footer>
    </main>
  );
}
`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(app, file), text);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `next start` on a free port until `visit` ends; resolves once the page answers. */
async function withNextServer(app, visit) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(app, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  server.stdout.on('data', (chunk) => output.push(chunk));
  server.stderr.on('data', (chunk) => output.push(chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      const answer = await fetch(origin).catch(() => null);
      if (answer) break;
      if (tries > 120 || server.exitCode !== null)
        throw new Error(`next start did not answer:\n${Buffer.concat(output)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await visit(origin);
  } finally {
    server.kill();
    const log = Buffer.concat(output).toString();
    if (/error/i.test(log)) console.log(`      next start said:\n${log}`);
  }
}

async function checkInBrowser(major, origin) {
  // Server rendering: the HTML itself holds both tools and the no-client message, before any script runs.
  const html = await (await fetch(origin)).text();
  check(
    html.includes('AI Image Generator') && html.includes('>Generate<') && /OCR/.test(html),
    `Next ${major}: the HTML from next start holds the tools (server rendered, ${(html.length / 1024).toFixed(0)} kB)`,
  );
  const browser = await launchChromium();
  const requests = [];
  const problems = [];
  try {
    const tab = await browser.newPage();
    tab.on('request', (request) => requests.push(request.url()));
    tab.on('console', (message) => {
      // The browser's own log line for each 503 the backend is made to answer is expected; nothing else is.
      const expected =
        message.text().startsWith('Failed to load resource') && message.location().url.startsWith(backend);
      if ((message.type() === 'error' || message.type() === 'warning') && !expected)
        problems.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await tab.route(`${backend}/**`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await tab.goto(origin);
    const generator = tab.getByRole('region', { name: 'AI Image Generator' });
    await generator.getByRole('heading', { name: 'AI Image Generator' }).waitFor({ timeout: 20_000 });
    const generate = generator.getByRole('button', { name: 'Generate' });
    await generate.waitFor();
    await tab.getByText('Balance unavailable').first().waitFor({ timeout: 20_000 });
    // Hydrated: typing into the prompt is React state (the server HTML alone would not enable Generate).
    const prompt = generator.getByRole('textbox').first();
    await prompt.fill('a lighthouse at dusk');
    const styles = await tab.evaluate(() => {
      const tool = document.querySelector('#tools section');
      const style = (element) => element && getComputedStyle(element);
      return {
        title: style(tool?.querySelector('h2'))?.fontSize,
        submit: style(tool?.querySelector('button[type=submit]'))?.backgroundColor,
        radius: style(tool?.querySelector('button[type=submit]'))?.borderRadius,
        siteTitle: style(document.getElementById('site-title'))?.fontSize,
        siteButton: style(document.getElementById('site-button'))?.backgroundColor,
        noClient: document.querySelector('#no-client [role=alert]')?.textContent ?? null,
        footer: Boolean(document.getElementById('site-footer')?.offsetHeight),
      };
    });
    check(
      (await prompt.inputValue()) === 'a lighthouse at dusk' && (await generate.isVisible()),
      `Next ${major}: the image generator's heading, prompt and Generate button work after hydration`,
    );
    check(
      styles.title !== '40px' &&
        styles.submit !== 'rgb(255, 0, 0)' &&
        styles.radius !== '0px' &&
        styles.siteTitle === '40px' &&
        styles.siteButton === 'rgb(255, 0, 0)',
      `Next ${major}: the site's CSS stays off the tool (title ${styles.title}, Generate ${styles.submit}, radius ${styles.radius}) and on the site (title ${styles.siteTitle}, button ${styles.siteButton})`,
    );
    check(
      styles.noClient?.includes('No Mediakit client') && styles.footer,
      `Next ${major}: OCR with no client shows the message in its box; the footer stays`,
    );
    check(
      problems.length === 0,
      `Next ${major}: no console error or warning, no page error, no hydration error${problems.length ? `:\n${problems.join('\n')}` : ''}`,
    );
    const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith(backend));
    check(
      foreign.length === 0,
      `Next ${major}: requests only to the site and the backend (${requests.length} requests${foreign.length ? `; foreign: ${foreign.join(', ')}` : ''})`,
    );
    await tab.screenshot({ path: join(work, `next-${major}.png`), fullPage: true });
  } finally {
    await browser.close();
  }
}

try {
  const { tarballs } = await packPartnerPackages(join(work, 'tarballs'));
  lap('packed');
  // Both installs at once (they mostly wait on npm's cache and the disk), then one build at a time (each takes the cores).
  const installed = await Promise.all(
    majors.map(async (major) => {
      const app = join(work, `next-${major}`);
      mkdirSync(app);
      const began = Date.now();
      await installWithNpm(app, {
        tarballs,
        tarballDir: '../tarballs',
        scripts: { build: 'next build', start: 'next start' },
        dependencies: {
          next: `^${major}.0.0`,
          react: '^19.0.0',
          'react-dom': '^19.0.0',
          typescript: '^5',
          '@types/node': '^24',
          '@types/react': '^19',
          '@types/react-dom': '^19',
        },
      });
      const version = JSON.parse(readFileSync(join(app, 'node_modules/next/package.json'), 'utf8')).version;
      const bundledReact = readFileSync(
        join(app, 'node_modules/next/dist/compiled/react/cjs/react.production.js'),
        'utf8',
      ).match(/"(19\.[^"]+)"/)?.[1];
      const swc = existsSync(join(app, 'node_modules/@next/swc-linux-x64-gnu'));
      const installSeconds = (Date.now() - began) / 1000;
      check(
        swc,
        `Next ${major}: npm installed next ${version} (React ${bundledReact} inside) with its SWC binary from the registry in ${installSeconds.toFixed(1)} s`,
      );
      writeApp(app, major);
      return { major, app, version };
    }),
  );
  lap('installed with npm');
  // Our peer range is react ^19.0.0: no React API newer than 19.0 may be imported (Next 15's React 19.2 canary has no
  // useEffectEvent; its build failed on our import of it).
  const newerThanPeer =
    /import\s*\{[^}]*\b(useEffectEvent|Activity|unstable_Activity|ViewTransition|unstable_ViewTransition)\b[^}]*\}\s*from\s*['"]react['"]/;
  const modules = [];
  const scan = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) scan(join(dir, entry.name));
      else if (entry.name.endsWith('.js')) modules.push(join(dir, entry.name));
  };
  scan(join(installed[0].app, 'node_modules/@mediakit'));
  const offending = modules.filter((file) => newerThanPeer.test(readFileSync(file, 'utf8')));
  check(
    offending.length === 0,
    `no React API newer than our peer range (^19.0.0) imported by the ${modules.length} published modules${offending.length ? `: ${offending.join(', ')}` : ''}`,
  );
  for (const { major, app, version } of installed) {
    const began = Date.now();
    const build = await run(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: app,
      env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error) => error);
    const output = `${build.stdout ?? ''}${build.stderr ?? ''}`;
    const built = build.code === undefined;
    const tsconfig = existsSync(join(app, 'tsconfig.json'))
      ? JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8'))
      : {};
    check(
      built && /typescript|types/i.test(output) && !/downloading/i.test(output),
      `Next ${version}: next build with TypeScript (tsconfig written by Next: moduleResolution ${tsconfig.compilerOptions?.moduleResolution}) in ${((Date.now() - began) / 1000).toFixed(1)} s` +
        (built ? '' : `:\n${output}`),
    );
    if (!built) continue;
    const route = output.split('\n').find((line) => /^\s*[┌├└]\s*[○ƒ]\s+\/(\s|$)/.test(line));
    if (route) console.log(`      ${route.trim()}`);
    await withNextServer(app, (origin) => checkInBrowser(major, origin));
    lap(`Next ${major} checked`);
  }
} catch (error) {
  check(false, `next check stopped: ${error.stack ?? error}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
} finally {
  if (keep) console.log(`      kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nnext check: ${failures.length ? `${failures.length} failed` : 'all passed'} in ${seconds()} s (${load()})`,
);
process.exit(failures.length ? 1 : 0);
