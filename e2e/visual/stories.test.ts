import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { baselinesDir, compareWithBaseline, countShortTimers, settledScreenshot } from '../support/screenshots';

// Stories of the built Storybook (storybook-static, the "build storybook" step), light and dark, against committed
// baselines. A curated set: the first story of every component and screen (its default state), because all ~500
// stories in two themes would cost minutes and megabytes; the states themselves are tested by the story tests.

const repoRoot = new URL('../..', import.meta.url).pathname;
const staticDir = join(repoRoot, 'storybook-static');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The first story of every title, in the index's order. */
function curatedStories(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const seen = new Set<string>();
  return Object.values(index.entries).filter((entry) => {
    if (entry.type !== 'story' || seen.has(entry.title)) return false;
    seen.add(entry.title);
    return true;
  });
}

let server: Server;
let origin = '';
let browser: Browser;
let page: Page;

const built = existsSync(join(staticDir, 'index.json'));

beforeAll(async () => {
  if (!built) return;
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://storybook').pathname);
    const file = join(staticDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 600 }, reducedMotion: 'reduce' });
  await page.addInitScript(countShortTimers);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

/** Renders a story in the already loaded preview through Storybook's channel: no page load per story. */
async function renderStory(id: string) {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (payload: unknown) => void): void;
              off(event: string, listener: (payload: unknown) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const done = (event: string) => {
          const handler = (payload: unknown) => {
            const renderedId = typeof payload === 'string' ? payload : (payload as { storyId?: string })?.storyId;
            if (renderedId && renderedId !== storyId) return;
            channel.off('storyRendered', ok);
            channel.off('storyErrored', bad);
            channel.off('storyThrewException', bad);
            if (event === 'storyRendered') resolve();
            else reject(new Error(`Story ${storyId} failed to render.`));
          };
          return handler;
        };
        const ok = done('storyRendered');
        const bad = done('error');
        channel.on('storyRendered', ok);
        channel.on('storyErrored', bad);
        channel.on('storyThrewException', bad);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

/**
 * Waits until the preview's story has run its play function and its hooks to the end. Asking for another story while
 * one plays makes Storybook reload the page (a play function cannot be stopped): a filtered run's first test, asked
 * for while the page's own story still played, failed with "Execution context was destroyed", or shot a spinner.
 */
async function storyFinished() {
  await page.waitForFunction(() =>
    ['finished', 'errored', 'aborted'].includes(
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase ?? '',
    ),
  );
}

const stories = built ? curatedStories() : [];
/** The story the preview shows. */
let shown: string | undefined;

it.runIf(!built)('needs the built Storybook', () => {
  throw new Error(
    'storybook-static is missing: run `pnpm build-storybook` first (pnpm test runs it before this step).',
  );
});

describe.runIf(built)('stories', () => {
  beforeAll(async () => {
    await page.goto(`${origin}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
    // The global is declared before the preview assigns the channel to it: wait for the channel itself (a run whose
    // first test came quickly failed with "Cannot read properties of undefined (reading 'on')").
    await page.waitForFunction(
      () =>
        typeof (window as { __STORYBOOK_ADDONS_CHANNEL__?: { on?: unknown } }).__STORYBOOK_ADDONS_CHANNEL__?.on ===
        'function',
    );
    await page.addStyleTag({ content: '*, *::before, *::after { caret-color: transparent !important; }' });
    await storyFinished();
    shown = stories[0]!.id;
  });

  // A baseline whose story was renamed or removed would never be compared again, and stay in git unnoticed.
  it('keeps no baseline of a story that is gone', () => {
    const shot = new Set(stories.flatMap((story) => [`${story.id}-light.png`, `${story.id}-dark.png`]));
    expect(readdirSync(join(baselinesDir, 'stories')).filter((file) => !shot.has(file))).toEqual([]);
  });

  // One test per story (each takes well under a second on a quiet machine), in the one loaded preview.
  it.each(stories.map((story) => [story.id, story] as const))(
    '%s looks as its baselines in light and dark',
    async (_, story) => {
      // A story that did not render is not shot: its picture would be another story's, or a spinner. The story on
      // show is not asked for again: Storybook would not render it again, and no event would come.
      if (story.id !== shown) await renderStory(story.id);
      shown = story.id;
      await storyFinished();
      const failures: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        const dark = theme === 'dark';
        const themed = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
        let shot: Buffer | undefined;
        // The preview's theme decorator sets the root's class on every render of the story: a late render (a slow
        // machine) puts the story's own theme back during the shot, which is then taken again in ours (at most 3 times).
        for (let attempt = 0; attempt < 3 && (shot === undefined || (await themed()) !== dark); attempt += 1) {
          await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
          // The dark shot: the same state in other colours, with no timer of its own to wait for.
          shot = await settledScreenshot(page, { timers: !dark });
        }
        const result = compareWithBaseline(`stories/${story.id}-${theme}`, shot!);
        if (result.status === 'different') failures.push(result.message);
      }
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      expect(failures).toEqual([]);
    },
  );
});
