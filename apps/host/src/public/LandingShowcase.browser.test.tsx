import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from '../App';

// Real Chromium, the whole app on the fake client: the landing page's demo video, testimonials and output gallery
// (loaded after the first paint), the gallery's Preview by keyboard and its Download names, and /product-video's demo
// video dialog, and /pricing's buttons. The real download (file name and bytes) is e2e/journeys/publicMedia.test.ts's.

function renderApp(path: string, client = createFakeMediakitClient()) {
  render(<App client={client} router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>} />);
}

const main = () => screen.getByRole('main');

beforeAll(async () => {
  await page.viewport(1280, 900);
});

describe('landing page below the fold', () => {
  it('shows the demo video lazily (no preload, captions, no sound) and illustrative testimonials', async () => {
    renderApp('/');
    const demo = await screen.findByRole('region', { name: 'See it in 8 seconds' });
    const video = demo.querySelector('video')!;
    expect(video).toHaveAccessibleName(/Mediakit demo/);
    expect(video.preload).toBe('none');
    expect(video.autoplay).toBe(false);
    expect(video.muted).toBe(true);
    expect(video.poster).toMatch(/\/samples\/demo-poster\.webp$/);
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/samples/demo.vtt');

    const testimonials = await screen.findByRole('region', { name: 'What teams like yours say' });
    const quotes = within(testimonials).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) expect(quote.textContent).toMatch(/\(illustrative\)$/);
  });

  it('previews a sample by keyboard, returns focus on Escape, and names every download', async () => {
    renderApp('/');
    const gallery = await screen.findByRole('region', { name: 'Output gallery' });
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('width', '640');
      expect(picture).toHaveAttribute('height', '480');
    }
    const downloads = within(gallery).getAllByRole('link', { name: /^Download / });
    expect(downloads.map((link) => [link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      ['/samples/aurora.webp', 'mediakit-aurora.webp'],
      ['/samples/fractal.webp', 'mediakit-fractal-edge.webp'],
      ['/samples/spiral.webp', 'mediakit-seahorse-spiral.webp'],
      ['/samples/sunset.webp', 'mediakit-sunset-swirl.webp'],
    ]);

    const preview = within(gallery).getByRole('button', { name: 'Preview Fractal edge' });
    preview.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fractal edge' });
    expect(within(dialog).getByRole('img', { name: /Fractal edge/ })).toHaveAttribute('src', '/samples/fractal.webp');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'mediakit-fractal-edge.webp',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(preview).toHaveFocus());

    // Space opens it too, and the Close button closes it.
    await userEvent.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Fractal edge' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(preview).toHaveFocus());
  });
});

describe('/product-video demo video', () => {
  it('opens the video in a dialog, closes on Escape and returns focus to its button', async () => {
    renderApp('/product-video');
    const watch = await within(main()).findByRole('button', { name: 'Watch the demo' });
    await userEvent.click(watch);
    const dialog = await screen.findByRole('dialog', { name: 'Demo video' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAccessibleName(/Mediakit demo/);
    expect(video.preload).toBe('none');
    expect(video.autoplay).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(watch).toHaveFocus());
  });
});

describe('/pricing buttons', () => {
  it("stand equally tall side by side: the header's Sign In and Get started, and every plan's button", async () => {
    renderApp('/pricing', createFakeMediakitClient({ signedIn: false }));
    await within(main()).findByRole('link', { name: 'Choose Pro' });
    const height = (element: Element) => element.getBoundingClientRect().height;
    const header = screen.getByRole('banner');
    const signIn = await within(header).findByRole('link', { name: 'Sign In' });
    expect(height(signIn)).toBe(height(within(header).getByRole('link', { name: 'Get started' })));
    const plans = within(main()).getAllByRole('link', { name: /^(Choose|Get started)/ });
    expect(plans.map(height)).toEqual(plans.map(() => 40));
  });
});
