import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { App } from '../App';

// Real Chromium, the whole app on the fake client: the landing page's mini-studio loads only when it is reached, asks
// a signed-out visitor to sign in and keeps the prompt through the sign-in, and generates for real when signed in.
// Jobs answer their polls at once (pollIntervalMs: 0): the tools' own schedules are their packages' tests.

function renderApp(path: string, client: FakeMediakitClient) {
  render(<App client={client} router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>} />);
  return client;
}

const main = () => screen.getByRole('main');
const studio = () => within(main()).findByRole('form', { name: 'Mini studio' });

/** Scrolls to the section: the studio's code loads as it comes near the screen. */
async function reachStudio() {
  const section = await screen.findByRole('region', { name: 'Try it now' });
  section.scrollIntoView();
  return studio();
}

beforeAll(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('landing mini-studio', () => {
  it('is not loaded before it is reached', async () => {
    renderApp('/', createFakeMediakitClient({ signedIn: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(main()).queryByRole('form', { name: 'Mini studio' })).toBeNull();
    expect(within(main()).getByText('Loading the studio…')).toBeInTheDocument();
  });

  it('signed out, asks to sign in and keeps the prompt through the sign-in, back in the studio', async () => {
    const client = renderApp('/', createFakeMediakitClient({ signedIn: false, pollIntervalMs: 0 }));
    // The fake's user is on a paid plan: the image generator's job (mystic), not the free plan's call.
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const startJob = vi.spyOn(client.mystic, 'start');
    const form = await reachStudio();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Prompt' }), 'A red fox in the snow');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Image' }));
    expect(await within(form).findByText(/Sign in to generate: your prompt is kept/)).toBeVisible();
    expect(generate).not.toHaveBeenCalled();
    expect(startJob).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    expect(sessionStorage.getItem('mediakit.landing-studio-prompt')).toBe('A red fox in the snow');
    await userEvent.type(within(signIn).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(within(signIn).getByLabelText('Password', { selector: 'input' }), 'secret{Enter}');

    // Back on the landing page, at the studio, with the prompt.
    const back = await studio();
    await waitFor(() =>
      expect(within(back).getByRole('textbox', { name: 'Prompt' })).toHaveValue('A red fox in the snow'),
    );
    await userEvent.click(within(back).getByRole('button', { name: 'Generate Image' }));
    await within(main()).findByRole('img', { name: 'Image: A red fox in the snow' });
    expect(startJob).toHaveBeenCalledTimes(1);
    expect(startJob.mock.calls[0]?.[0]).toMatchObject({ prompt: 'A red fox in the snow' });
  });

  it('signed in, generates an image, then a video of it, into the history kept for that user (at most 40)', async () => {
    const client = renderApp('/#studio', createFakeMediakitClient({ pollIntervalMs: 0 }));
    const startVideo = vi.spyOn(client.imageToVideo, 'start');
    const form = await studio();
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Video' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Prompt is required');
    expect(startVideo).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Prompt' }), 'Green mountains');
    await userEvent.click(within(form).getByRole('button', { name: 'Generate Video' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Generate an image first: the video starts from your newest picture.',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Generate Image' }));
    const picture = await within(main()).findByRole('img', { name: 'Image: Green mountains' });
    expect(within(main()).getByRole('heading', { name: 'History (1 of 40)' })).toBeVisible();

    await userEvent.click(within(form).getByRole('button', { name: 'Generate Video' }));
    await within(main()).findByLabelText('Video: Green mountains');
    expect(startVideo).toHaveBeenCalledTimes(1);
    expect(startVideo.mock.calls[0]?.[0]).toMatchObject({ prompt: 'Green mountains', duration: 5, resolution: '720p' });
    expect(startVideo.mock.calls[0]?.[0].firstFrame).toBeInstanceOf(Blob);

    const stored = Object.keys(localStorage).find((key) => key.startsWith('mediakit.landing-history:'));
    expect(JSON.parse(localStorage.getItem(stored ?? '') ?? '[]')).toMatchObject([
      { kind: 'video', prompt: 'Green mountains' },
      { kind: 'image', url: picture.getAttribute('src') },
    ]);
  });
});
