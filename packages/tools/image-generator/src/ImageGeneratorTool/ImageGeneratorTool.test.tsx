import type { SavedImage, WaitOptions } from '@mediakit/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeImageClient } from '../fakeImageClient';
import { recentImagesStorageKey } from '../recentImageStore';
import { ImageGeneratorTool } from './ImageGeneratorTool';
import { expectBlockedByCredits } from '@mediakit/test-support';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('ImageGeneratorTool', () => {
  it('labels every control and shows the prompt counter', () => {
    render(<ImageGeneratorTool client={createFakeImageClient()} plan="pro" isLoggedIn />);
    expect(screen.getByRole('heading', { name: 'AI Image Generator' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toBeInTheDocument();
    expect(screen.getByText('0 / 4000')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Resolution' })).toBeInTheDocument();
    expect(screen.getByText('Aspect ratio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
    expect(screen.getByText('Your last 10 images appear here.')).toBeInTheDocument();
  });

  it("says 'Please enter a prompt.' on an empty submit, visibly and in the live region", async () => {
    const client = createFakeImageClient({ plan: 'free' });
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    render(<ImageGeneratorTool client={client} plan="free" isLoggedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getAllByText('Please enter a prompt.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveAttribute('aria-invalid', 'true');
    expect(generate).not.toHaveBeenCalled();
  });

  it("says 'Prompt must be ≤ 4000 characters.' past the limit and keeps the whole text", async () => {
    render(<ImageGeneratorTool client={createFakeImageClient()} plan="free" isLoggedIn />);
    const box = screen.getByRole('textbox', { name: 'Prompt' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(4001));
    expect(screen.getByText('4001 / 4000')).toBeInTheDocument();
    expect(screen.getAllByText('Prompt must be ≤ 4000 characters.').length).toBeGreaterThanOrEqual(1);
    expect(box).toHaveValue('a'.repeat(4001));
  });

  it("says 'You are not logged in. Please login to generate images.' when logged out", async () => {
    render(<ImageGeneratorTool client={createFakeImageClient()} plan="free" isLoggedIn={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getAllByText('You are not logged in. Please login to generate images.').length).toBeGreaterThan(0);
  });

  it('generates on Ctrl+Enter on the free plan and offers Download, Copy Link, Open, the JSON and Recent', async () => {
    const client = createFakeImageClient({ plan: 'free' });
    const onResult = vi.fn();
    render(<ImageGeneratorTool client={client} plan="free" isLoggedIn onResult={onResult} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A red fox{Control>}{Enter}{/Control}');
    const result = await screen.findByRole('region', { name: 'Result' });
    const url = onResult.mock.calls[0]?.[0]?.url as string;
    expect(url).toMatch(/^https:\/\//);
    expect(within(result).getByRole('img', { name: 'Generated image for: A red fox' })).toHaveAttribute('src', url);
    expect(within(result).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', url);
    expect(
      within(result).getByText(JSON.stringify({ images: [url] }, null, 2), { normalizer: (t) => t }),
    ).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Recent images' });
    expect(within(recent).getByText('A red fox')).toBeInTheDocument();
    expect(within(recent).getByText(/^1:1 · standard size ·/)).toBeInTheDocument();
    expect(screen.getByText('Your image is ready.')).toBeInTheDocument();
  });

  it('lists a recent image with its values as people say them and the engine that really made it (issue #29)', async () => {
    const client = createFakeImageClient({ plan: 'pro' });
    const wait = client.mystic.wait.bind(client.mystic);
    // The server's local engine drew it, through the paid plans' Mystic call.
    vi.spyOn(client.mystic, 'wait').mockImplementation(async (ticket, options) => ({
      ...(await wait(ticket, options)),
      engine: 'local',
    }));
    render(
      <ImageGeneratorTool
        client={client}
        plan="pro"
        isLoggedIn
        defaultValues={{ prompt: 'A red fox', aspect: 'widescreen_16_9' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const recent = await screen.findByRole('list', { name: 'Recent images' });
    const meta = within(recent).getByText(/^16:9 · 1K · Local engine/);
    expect(meta.textContent).not.toMatch(/widescreen_16_9|1k|mystic|Mystic|pro/);
  });

  it('copies the stored path JSON', async () => {
    const user = userEvent.setup();
    const client = createFakeImageClient({ plan: 'free' });
    render(<ImageGeneratorTool client={client} plan="free" isLoggedIn defaultValues={{ prompt: 'Fox' }} />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Copy JSON' }));
    expect(await screen.findByText('JSON copied.')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(JSON.parse(copied)).toEqual({ images: [expect.stringMatching(/^https:\/\//)] });
  });

  it('shows locked resolutions with the upgrade hint', () => {
    render(<ImageGeneratorTool client={createFakeImageClient({ plan: 'plus' })} plan="plus" isLoggedIn />);
    expect(screen.getByRole('radio', { name: '1K' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2K (upgrade your plan)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '4K (upgrade your plan)' })).toBeDisabled();
    expect(screen.getByText('Upgrade your plan to unlock 2K, 4K.')).toBeInTheDocument();
  });

  it('on the free plan says the size is standard and every resolution is locked', () => {
    render(<ImageGeneratorTool client={createFakeImageClient({ plan: 'free' })} plan="free" isLoggedIn />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText(/Free plan: images are generated at the standard size/)).toBeInTheDocument();
  });

  it('shows the 403 plan message with the allowed resolutions', async () => {
    const client = createFakeImageClient({ plan: 'plus', scenarios: { 'mystic.start': 'forbidden' } });
    render(<ImageGeneratorTool client={client} plan="plus" isLoggedIn defaultValues={{ prompt: 'Fox' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Your plus plan allows 1k. Upgrade to Business for 4K.')).toBeInTheDocument();
  });

  it('blocks generating when credits are short, with Buy credits to /pricing (overridable)', async () => {
    render(
      <ImageGeneratorTool
        client={createFakeImageClient({ credits: 1 })}
        plan="free"
        isLoggedIn
        buyCreditsHref="/billing/top-up"
      />,
    );
    await expectBlockedByCredits('Not enough credits. Need 2, you have 1.', {
      button: 'Generate',
      href: '/billing/top-up',
    });
  });

  it('shows finalizing asset while the job waits for its asset, and Cancel cancels the job on the server', async () => {
    const client = createFakeImageClient({ plan: 'pro' });
    vi.spyOn(client.mystic, 'wait').mockImplementation(
      (_ticket: string, options?: WaitOptions<SavedImage>) =>
        new Promise<SavedImage>((_resolve, reject) => {
          options?.onUpdate?.({
            status: 'running',
            rawStatus: 'AWAITING_ASSET',
            progress: undefined,
          });
          options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    render(<ImageGeneratorTool client={client} plan="pro" isLoggedIn defaultValues={{ prompt: 'Fox' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Finalizing asset…')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled. Its credits are back.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('never crashes on corrupt recent data and reuses a stored prompt', async () => {
    localStorage.setItem(
      recentImagesStorageKey,
      JSON.stringify([
        'junk',
        {
          prompt: 'Old lighthouse',
          url: 'https://cdn.test/old.png',
          size: 'vertical_1_2',
          resolution: '2k',
          plan: 'pro',
          timestamp: 8.64e15 + 1,
          engine: 'mystic',
        },
      ]),
    );
    render(<ImageGeneratorTool client={createFakeImageClient()} plan="pro" isLoggedIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Use prompt: Old lighthouse' }));
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('Old lighthouse');
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent' }));
    expect(screen.getByText('Your last 10 images appear here.')).toBeInTheDocument();
  });

  it('lets the partner override any text', async () => {
    render(
      <ImageGeneratorTool
        client={createFakeImageClient()}
        plan="free"
        isLoggedIn
        messages={{ submit: 'Bild erzeugen', promptRequired: 'Bitte Prompt eingeben.' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bild erzeugen' }));
    expect(screen.getAllByText('Bitte Prompt eingeben.').length).toBeGreaterThan(0);
  });
});
