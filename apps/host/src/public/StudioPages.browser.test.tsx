import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { cfgRange, studioDraftKey, studioSizes, studioStyles } from '@mediakit/tool-image-generator';
import { useSession } from '@mediakit/tool-runtime';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { App } from '../App';
import { nativeCfg, nativeSizes, nativeStyles, studioDraftKey as nativeDraftKey } from './textImageFields';

// Real Chromium, the whole app on the fake client: /text-image generates for real through the image generation call.

function renderApp(path: string, client: FakeMediakitClient = createFakeMediakitClient()) {
  render(<App client={client} router={(routes) => <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>} />);
  return client;
}

const main = () => screen.getByRole('main');

/** The page shows a native form at once; the studio (client, session, runtime) loads when the form is first used. */
async function nativeForm() {
  await screen.findByRole('heading', { level: 1, name: 'Text to Image studio' });
  return within(main()).findByRole('textbox', { name: 'Prompt' });
}

/** The studio has replaced the native form (its prompt is `#studio-prompt`). */
const studioArrived = () => waitFor(() => expect(main().querySelector('#studio-prompt')).not.toBeNull());

async function studioLoaded() {
  (await nativeForm()).focus();
  await studioArrived();
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/text-image', () => {
  it("shows the studio's fields natively first, with its choices and limits", async () => {
    renderApp('/text-image');
    const prompt = await nativeForm();
    expect(prompt.tagName).toBe('TEXTAREA');
    expect(nativeDraftKey).toBe(studioDraftKey);
    expect(nativeSizes).toEqual(studioSizes.map((size) => size.value));
    expect(nativeStyles).toEqual(studioStyles);
    expect(nativeCfg).toEqual(cfgRange);
    const cfg = within(main()).getByRole('slider', { name: 'CFG' });
    expect(cfg).toHaveAttribute('min', '1');
    expect(cfg).toHaveAttribute('max', '15');
    expect(cfg).toHaveAttribute('step', '0.5');
    expect(within(main()).getByRole('combobox', { name: 'Style' })).toHaveValue('Photoreal');
    // Nothing of the studio yet: it loads on the first interaction, not on a timer.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(main().querySelector('#studio-prompt')).toBeNull();
  });

  it('hands what was typed in the native form, the focus and the caret over to the studio, which generates', async () => {
    const client = renderApp('/text-image');
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const native = await nativeForm();
    native.focus();
    await userEvent.keyboard('A red fox');
    await studioArrived();
    const prompt = within(main()).getByRole('textbox', { name: 'Prompt' });
    expect(prompt).not.toBe(native);
    expect(prompt).toHaveValue('A red fox');
    expect(prompt).toHaveFocus();
    expect((prompt as HTMLTextAreaElement).selectionStart).toBe('A red fox'.length);
    await userEvent.keyboard(' in snow');
    expect(prompt).toHaveValue('A red fox in snow');
    await userEvent.click(within(main()).getByRole('button', { name: 'Generate' }));
    await within(main()).findByRole('img', { name: /A red fox in snow/ });
    expect(generate.mock.calls[0]?.[0]).toMatchObject({ prompt: 'A red fox in snow', style: 'Photoreal', cfg: 7.5 });
  });

  it("draws its fields as the studio's, so nothing moves or changes look at the takeover", async () => {
    renderApp('/text-image');
    await nativeForm();
    const look = () => {
      const style = within(main()).getByRole('combobox', { name: 'Style' });
      const seed = within(main()).getByRole('textbox', { name: 'Seed (optional)' });
      const box = (element: Element) => element.getBoundingClientRect();
      // The seed's bordered box: the studio's input sits in a bordered group, the native one is the box itself.
      let bordered: Element = seed;
      while (getComputedStyle(bordered).borderTopWidth === '0px' && bordered.parentElement) {
        bordered = bordered.parentElement;
      }
      const seedBox = box(bordered);
      return {
        style: box(style),
        seed: seedBox,
        appearance: getComputedStyle(style).appearance,
        chevron: style.parentElement?.querySelector('[aria-hidden="true"] svg') !== null,
      };
    };
    const native = look();
    expect(native.appearance).toBe('none');
    expect(native.chevron).toBe(true);
    (await nativeForm()).focus();
    await studioArrived();
    const studio = look();
    expect(studio.appearance).toBe('none');
    expect(studio.chevron).toBe(true);
    for (const key of ['style', 'seed'] as const) {
      expect(Math.abs(studio[key].height - native[key].height)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(studio[key].width - native[key].width)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(studio[key].top - native[key].top)).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the focus on a native select and its choice across the takeover', async () => {
    renderApp('/text-image');
    await nativeForm();
    const style = within(main()).getByRole('combobox', { name: 'Style' });
    style.focus();
    await userEvent.keyboard('{ArrowDown}');
    await studioArrived();
    const studioStyle = within(main()).getByRole('combobox', { name: 'Style' });
    expect(studioStyle).not.toBe(style);
    expect(studioStyle).toHaveValue('3D Render');
    expect(studioStyle).toHaveFocus();
  });

  it("a template's button pressed in the native page does its job once the studio has taken over", async () => {
    renderApp('/text-image');
    await nativeForm();
    await userEvent.click(within(main()).getAllByRole('button', { name: 'Use template' })[2]!);
    await studioArrived();
    const prompt = within(main()).getByRole('textbox', { name: 'Prompt' });
    expect(prompt).toHaveValue('A small wooden cabin in a green forest, smoke from the chimney, autumn trees');
    expect(prompt).toHaveFocus();
    expect(within(main()).getByRole('combobox', { name: 'Style' })).toHaveValue('Illustration');
  });

  it('a native submit before the studio has loaded loads it and generates through it', async () => {
    const client = renderApp('/text-image');
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const prompt = (await nativeForm()) as HTMLTextAreaElement;
    prompt.value = 'A quiet harbour';
    // No pointer, focus or key event: only the submit can start the studio.
    prompt.form!.requestSubmit();
    await within(main()).findByRole('img', { name: /A quiet harbour/ });
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate.mock.calls[0]?.[0]).toMatchObject({ prompt: 'A quiet harbour' });
  });

  it('a native submit made before the studio loaded generates once it has, the session known (StrictMode)', async () => {
    // pnpm start's development build renders in StrictMode, which runs a mount's effects twice: the studio started
    // the handed-over Generate in its first mount effect when the header had already learned the session, and the
    // run's unmount cleanup aborted that request before it was sent, leaving "Generating…" for good (issue #29).
    const client = createFakeMediakitClient();
    // The header learns the session first: the client's session, checked once, is what the studio then finds.
    const header = renderHook(() => useSession(client));
    await waitFor(() => expect(header.result.current.status).toBe('signed-in'));
    header.unmount();
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    render(
      <StrictMode>
        <App
          client={client}
          router={(routes) => <MemoryRouter initialEntries={['/text-image']}>{routes}</MemoryRouter>}
        />
      </StrictMode>,
    );
    const prompt = (await nativeForm()) as HTMLTextAreaElement;
    const style = within(main()).getByRole('combobox', { name: 'Style' }) as HTMLSelectElement;
    const size = within(main()).getByRole('combobox', { name: 'Size' }) as HTMLSelectElement;
    prompt.value = 'A paper lantern';
    style.value = 'Anime';
    size.value = '1344x1024';
    prompt.form!.requestSubmit();
    await within(main()).findByRole('img', { name: /A paper lantern/ });
    expect(within(main()).getByRole('button', { name: 'Generate' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate.mock.calls[0]?.[0]).toMatchObject({ prompt: 'A paper lantern', style: 'Anime', width: 1344 });
  });

  it('signed out, a native submit asks to sign in once the studio has loaded, the prompt kept', async () => {
    renderApp('/text-image', createFakeMediakitClient({ signedIn: false }));
    const prompt = (await nativeForm()) as HTMLTextAreaElement;
    prompt.value = 'A quiet harbour';
    prompt.form!.requestSubmit();
    expect(await within(main()).findByText(/Sign in to generate images: your prompt is kept/, undefined)).toBeVisible();
    expect(within(main()).getByRole('textbox', { name: 'Prompt' })).toHaveValue('A quiet harbour');
  });

  it('generates with the chosen settings, zooms, makes a variation with another seed and upscales 2x', async () => {
    const client = renderApp('/text-image', createFakeMediakitClient({ pollIntervalMs: 0 }));
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const enhance = vi.spyOn(client.enhance, 'start');
    await studioLoaded();
    await userEvent.type(within(main()).getByRole('textbox', { name: 'Prompt' }), 'Green mountains');
    await userEvent.type(within(main()).getByRole('textbox', { name: /^Negative prompt/ }), 'snow');
    await userEvent.type(within(main()).getByRole('textbox', { name: /^Seed/ }), '42');
    await userEvent.click(within(main()).getByRole('button', { name: 'Generate' }));
    const picture = await within(main()).findByRole('img', { name: /Green mountains/ });
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate.mock.calls[0]?.[0]).toMatchObject({
      prompt: 'Green mountains',
      negativePrompt: 'snow',
      width: 1024,
      height: 1024,
      style: 'Photoreal',
      seed: 42,
      cfg: 7.5,
    });
    expect(within(main()).getByText(/seed 42 · CFG 7.5/)).toBeVisible();
    expect(picture.getAttribute('src')).toBe((await generate.mock.results[0]?.value)?.savedUrl);

    await userEvent.click(within(main()).getByRole('button', { name: 'Zoom' }));
    const zoom = await screen.findByRole('dialog', { name: 'Zoom' });
    expect(within(zoom).getByRole('img')).toHaveAttribute('src', picture.getAttribute('src'));
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(main()).getByRole('button', { name: 'Variations' }));
    await within(main()).findByRole('list', { name: "This visit's pictures" });
    expect(generate).toHaveBeenCalledTimes(2);
    expect(generate.mock.calls[1]?.[0]).toMatchObject({ prompt: 'Green mountains', negativePrompt: 'snow' });
    expect(generate.mock.calls[1]?.[0].seed).not.toBe(42);

    await userEvent.click(within(main()).getByRole('button', { name: 'Upscale 2x' }));
    await within(main()).findByText(/upscaled 2x/);
    expect(enhance.mock.calls[0]?.[0]).toMatchObject({ scale: 2 });
  });

  it('refuses a seed that is not a whole number', async () => {
    const client = renderApp('/text-image');
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    await studioLoaded();
    await userEvent.type(within(main()).getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await userEvent.type(within(main()).getByRole('textbox', { name: /^Seed/ }), '4.5');
    await userEvent.click(within(main()).getByRole('button', { name: 'Generate' }));
    expect(within(main()).getByText('Seed must be a whole number from 0 to 2147483647.')).toBeVisible();
    expect(generate).not.toHaveBeenCalled();
  });

  it('signed out, asks to sign in and keeps the prompt; a template fills the form from its preview', async () => {
    renderApp('/text-image', createFakeMediakitClient({ signedIn: false }));
    await studioLoaded();
    await userEvent.click(within(main()).getAllByRole('button', { name: 'Preview' })[1]!);
    const preview = await screen.findByRole('dialog', { name: 'Neon city' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Use template' }));
    const prompt = within(main()).getByRole('textbox', { name: 'Prompt' });
    expect(prompt).toHaveValue('A rainy city street at night with neon signs reflected in puddles');
    await userEvent.click(within(main()).getByRole('button', { name: 'Generate' }));
    expect(within(main()).getByText(/Sign in to generate images: your prompt is kept/)).toBeVisible();
    await userEvent.click(within(main()).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(JSON.parse(sessionStorage.getItem('mediakit.text-image-studio') ?? '{}')).toMatchObject({
      prompt: 'A rainy city street at night with neon signs reflected in puddles',
      style: 'Cinematic',
    });
  });
});

describe('/product-video', () => {
  it('shows its features, templates, an FAQ that opens, and leads to the tool', async () => {
    renderApp('/product-video', createFakeMediakitClient({ signedIn: false }));
    await screen.findByRole('heading', { level: 1, name: 'Product videos from one photo' });
    expect(within(main()).getByRole('link', { name: 'Create a product video' })).toHaveAttribute(
      'href',
      '/user/product/video',
    );
    expect(within(main()).getByRole('heading', { level: 3, name: 'Turntable' })).toBeVisible();
    const question = within(main()).getByText('How long can a clip be?');
    await userEvent.click(question);
    expect(within(main()).getByText('From 2 to 12 seconds, at 12 to 30 frames per second.')).toBeVisible();
  });
});
