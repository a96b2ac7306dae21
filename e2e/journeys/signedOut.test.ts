import { describe, expect, it } from 'vitest';
import { chromiumPerFile, openProduct } from '../support/browser';

// Issue #29, item 15: a signed-out visitor's pages make no failing request (each anonymous page load used to ask
// `GET /api/v1/user` and log its 401 in the console).

const browser = chromiumPerFile();

const publicPages = ['/', '/pricing', '/faq', '/text-image', '/product-video', '/login', '/signup'];

describe('a signed-out visitor', () => {
  it('opens every public page without a failing request or a console error', async () => {
    const { context, page } = await openProduct(browser());
    const failures: string[] = [];
    const where = () => new URL(page.url()).pathname;
    page.on('response', (response) => {
      if (response.status() >= 400)
        failures.push(`${where()}: ${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => {
      // A request the next navigation cut short (the icon of the page being left) is no failure of the page.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
        failures.push(`${where()}: failed ${new URL(request.url()).pathname} ${request.failure()?.errorText}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`${where()}: console: ${message.text()}`);
    });
    for (const path of publicPages) {
      await page.goto(path);
      // Everything the page loads after its first paint (the studio, the session check) has run once idle.
      await page.waitForLoadState('networkidle');
      // Coming back to the tab refreshes a signed-in balance: nothing to refresh for a visitor.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
