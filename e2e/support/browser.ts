import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../../chromium.ts';
import type { ProductAccount } from './globalSetup';

/**
 * How long a journey waits for a real engine's job to show its result: a hang guard far above the job's own time (a
 * second or two on a quiet machine; over a minute at a load average of 30 on 2 cores).
 */
export const jobWait = { timeout: 240_000 };

/** Debian's Chromium (never a downloaded one), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
}

/** One Chromium for the test file that calls this (launched before its tests, closed after): a getter for it. */
export function chromiumPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet.');
    return browser;
  };
}

/** A fresh profile on the product (its own storage, downloads allowed), optionally signed in as `account`. */
export async function openProduct(
  browser: Browser,
  options: { account?: ProductAccount; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('productUrl'),
    acceptDownloads: true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // Every action and wait of a journey waits for its event; this only ends one that would hang. Far above what any
  // takes on a quiet machine (under a second; a lazy page and its data took over 10 s at a load of 30).
  context.setDefaultTimeout(30_000);
  if (options.account) {
    // The host keeps its bearer token under the spec's `token` key.
    const token = options.account.token;
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  }
  const page = await context.newPage();
  explainFailure(page);
  return { context, page };
}

/** Where a failed journey leaves its page's screenshot (the test step's reports folder). */
const failureDir = join(import.meta.dirname, '../../node_modules/.cache/mediakit-test/e2e-failures');

/**
 * A journey that fails says what the person would have seen: a screenshot of the page, its text and the API answers
 * it got (a wait that runs out otherwise tells only what did not appear).
 */
function explainFailure(page: Page) {
  const answers: string[] = [];
  const opened = Date.now();
  /** When it happened, in seconds since the page opened: a wait's length is often the clue. */
  const at = () => `${((Date.now() - opened) / 1000).toFixed(1)} s`;
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('response', (response) => {
    if (isCall(response.request())) {
      answers.push(`${at()} ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  // A call with no answer (the page's own time limit, an abort, a reset) says so, with the browser's reason.
  page.on('requestfailed', (request) => {
    if (isCall(request)) {
      answers.push(
        `${at()} no answer (${request.failure()?.errorText}) ${request.method()} ${new URL(request.url()).pathname}`,
      );
    }
  });
  const name = expect.getState().currentTestName ?? 'journey';
  const report = async () => {
    if (page.isClosed()) return;
    mkdirSync(failureDir, { recursive: true });
    const path = join(failureDir, `${name.replace(/[^\w-]+/g, '-').slice(0, 120)}.png`);
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(no text)');
    await page.screenshot({ path, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    console.error(
      [
        `The page when "${name}" failed (${path}):`,
        text.slice(0, 3_000),
        'Its API answers:',
        ...answers.slice(-30),
        `The product server's last log lines (${inject('productLog')}):`,
        ...lastLogLines(inject('productLog'), 15),
      ].join('\n'),
    );
  };
  try {
    onTestFailed(report);
  } catch {
    // Opened in a beforeAll, for a whole file: the page belongs to no one test, and has no failure of its own.
  }
}

/** A log file's last lines about the API and jobs (not the app's files), each shortened to what tells a story. */
function lastLogLines(path: string, count: number): string[] {
  if (!existsSync(path)) return ['(no log)'];
  const lines: string[] = [];
  for (const line of readFileSync(path, 'utf8').trim().split('\n')) {
    try {
      const {
        time,
        level,
        msg,
        method,
        path: url,
        status,
        jobId,
        tool,
        ms,
        err,
      } = JSON.parse(line) as Record<string, unknown>;
      if (msg === 'request' && typeof url === 'string' && !/^\/(api|ai)\//.test(url)) continue;
      const error = (err as { message?: string } | undefined)?.message;
      const took = ms === undefined ? undefined : `${ms} ms`;
      lines.push([time, level, msg, method, url, status, jobId, tool, took, error].filter(Boolean).join(' '));
    } catch {
      lines.push(line);
    }
  }
  return lines.slice(-count);
}

/** The balance the top bar's credits menu shows (its button, "Credits: 48 credits"), once it is known. */
export async function balance(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const label = document.querySelector('header button[aria-label^="Credits: "]')?.getAttribute('aria-label');
    const match = /^Credits:\s*([\d,]+) credits?$/.exec(label ?? '');
    return match ? Number(match[1]!.replace(/,/g, '')) : false;
  });
  return (await handle.jsonValue()) as number;
}

/** Waits until the top bar shows `expected` credits (the balance follows jobs and refunds). */
export async function expectBalance(page: Page, expected: number): Promise<void> {
  await page.waitForFunction((want) => {
    const label = document.querySelector('header button[aria-label^="Credits: "]')?.getAttribute('aria-label');
    const match = /^Credits:\s*([\d,]+) credits?$/.exec(label ?? '');
    return match !== null && Number(match[1]!.replace(/,/g, '')) === want;
  }, expected);
}

let accounts = 0;
/** A new account through the product's own sign-up call (50 credits, the Starter plan's), signed in by its token. */
export async function signUpByApi(): Promise<ProductAccount> {
  accounts += 1;
  const email = `e2e-${process.pid}-${accounts}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const response = await fetch(`${inject('productUrl')}/api/v1/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email.split('@')[0], email, password }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}
