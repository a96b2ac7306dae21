import { ApiError } from '@mediakit/api-client';
import {
  countRequests,
  expectRefusalDropsFailure,
  fakeJobClock,
  fakeMediaContent,
  setInput,
} from '@mediakit/test-support';
import { loadResumableTask } from '@mediakit/tool-runtime';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeImageClient } from './fakeImageClient';
import { imageGeneratorMessages } from './messages';
import { readRecentImages, recentImagesStorageKey } from './recentImageStore';
import { imageGeneratorResumeKey } from './imageEngines';
import { useImageGenerator, type UseImageGeneratorOptions } from './useImageGenerator';

const fakeClient = createFakeImageClient;

type FakeClient = ReturnType<typeof fakeClient>;

const statusPolls = (client: FakeClient) =>
  client.fake.requests.filter((request) => request.path.startsWith('/ai/mystic/status/')).length;

/** Lets the start request settle (the fake answers after a zero-delay timer and a few promise hops). */
async function settleStart() {
  for (let hop = 0; hop < 20; hop += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderGenerator(client: FakeClient, options: UseImageGeneratorOptions = {}) {
  return renderHook((props: UseImageGeneratorOptions) => useImageGenerator({ client, ...props }), {
    initialProps: options,
  });
}

/** The generator for a signed-in person on `plan`, with the prompt 'x' typed. */
function renderSignedIn(
  client: FakeClient,
  plan: UseImageGeneratorOptions['plan'],
  options: UseImageGeneratorOptions = {},
) {
  return renderGenerator(client, { plan, isLoggedIn: true, defaultValues: { prompt: 'x' }, ...options });
}

/** A signed-in person on `plan` submits the prompt 'x'. */
function submitSignedIn(client: FakeClient, plan: UseImageGeneratorOptions['plan']) {
  const hook = renderSignedIn(client, plan);
  act(() => void hook.result.current.submit());
  return hook;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useImageGenerator: validation', () => {
  it("says 'Please enter a prompt.' for an empty or blank prompt and sends nothing", async () => {
    const client = fakeClient();
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const { result } = renderGenerator(client, { plan: 'free', isLoggedIn: true });
    expect(result.current.fieldErrors.prompt).toBeUndefined();
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.prompt).toBe('Please enter a prompt.');
    act(() => result.current.set({ prompt: '   \n ' }));
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.prompt).toBe('Please enter a prompt.');
    expect(generate).not.toHaveBeenCalled();
    act(() => result.current.set({ prompt: 'A fox' }));
    expect(result.current.fieldErrors.prompt).toBeUndefined();
  });

  it("says 'Prompt must be ≤ 4000 characters.' as soon as the prompt passes 4000 characters", async () => {
    const client = fakeClient();
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const { result } = renderGenerator(client, { plan: 'free', isLoggedIn: true });
    act(() => result.current.set({ prompt: 'a'.repeat(4000) }));
    expect(result.current.fieldErrors.prompt).toBeUndefined();
    act(() => result.current.set({ prompt: 'a'.repeat(4001) }));
    expect(result.current.fieldErrors.prompt).toBe('Prompt must be ≤ 4000 characters.');
    expect(result.current.canSubmit).toBe(false);
    act(() => void result.current.submit());
    expect(generate).not.toHaveBeenCalled();
    // The draft is kept whole: nothing is cut.
    expect(result.current.values.prompt).toHaveLength(4001);
  });

  it("says 'You are not logged in. Please login to generate images.' when logged out (prop)", async () => {
    const client = fakeClient();
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const { result } = renderGenerator(client, { plan: 'free', isLoggedIn: false, defaultValues: { prompt: 'Fox' } });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.form).toBe('You are not logged in. Please login to generate images.');
    expect(generate).not.toHaveBeenCalled();
  });

  it('reads plan and login from the signed-in user when the props are omitted', async () => {
    const client = fakeClient({ seed: { user: { plan: { name: 'Business', credits_per_month: 900 } } } });
    const { result } = renderGenerator(client);
    expect(result.current.isCheckingAccount).toBe(true);
    await vi.waitFor(() => expect(result.current.isCheckingAccount).toBe(false));
    expect(result.current.plan).toBe('business');
    expect(result.current.engine).toBe('mystic');
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.resolutionOptions.map((option) => option.locked)).toEqual([false, false, false]);
  });

  it('treats a 401 from the user as logged out, on the free plan', async () => {
    const client = fakeClient({ signedIn: false });
    const { result } = renderGenerator(client, { defaultValues: { prompt: 'Fox' } });
    await vi.waitFor(() => expect(result.current.isCheckingAccount).toBe(false));
    expect(result.current.plan).toBe('free');
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.form).toBe('You are not logged in. Please login to generate images.');
  });

  it('locks the resolutions a plan lacks and keeps a locked choice from being sent', () => {
    const client = fakeClient();
    const { result, rerender } = renderGenerator(client, { plan: 'plus', isLoggedIn: true });
    expect(result.current.resolutionOptions).toEqual([
      { value: '1k', label: '1K', locked: false },
      { value: '2k', label: '2K', locked: true },
      { value: '4k', label: '4K', locked: true },
    ]);
    expect(result.current.upgradeHint).toBe('Upgrade your plan to unlock 2K, 4K.');
    act(() => setInput(result.current, { resolution: '4k' }));
    expect(result.current.resolution).toBe('1k');
    rerender({ plan: 'pro', isLoggedIn: true });
    act(() => setInput(result.current, { resolution: '2k' }));
    expect(result.current.resolution).toBe('2k');
    rerender({ plan: 'business', isLoggedIn: true });
    expect(result.current.upgradeHint).toBeUndefined();
    rerender({ plan: 'free', isLoggedIn: true });
    expect(result.current.resolution).toBeUndefined();
    expect(result.current.resolutionOptions.every((option) => option.locked)).toBe(true);
  });

  it('ignores unknown aspects and resolutions in defaultValues and setters', () => {
    const client = fakeClient();
    const { result } = renderGenerator(client, {
      plan: 'pro',
      isLoggedIn: true,
      defaultValues: { aspect: 'panorama_3_1', resolution: '8k', prompt: 'Fox' },
    });
    expect(result.current.values.aspect).toBe('square_1_1');
    expect(result.current.resolution).toBe('1k');
    act(() => setInput(result.current, { aspect: 'nope' }));
    expect(result.current.values.aspect).toBe('square_1_1');
    act(() => setInput(result.current, { aspect: 'vertical_1_2' }));
    expect(result.current.values.aspect).toBe('vertical_1_2');
  });

  it('every user-facing text can be overridden', () => {
    const client = fakeClient();
    const { result } = renderGenerator(client, {
      plan: 'free',
      isLoggedIn: true,
      messages: { promptRequired: 'Bitte einen Prompt eingeben.' },
    });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.prompt).toBe('Bitte einen Prompt eingeben.');
  });
});

describe('useImageGenerator: free plan (classic call)', () => {
  it('sends prompt, size and the plan once and keeps the saved_url in Recent', async () => {
    const client = fakeClient();
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const onResult = vi.fn();
    const { result } = renderGenerator(client, {
      plan: 'free',
      isLoggedIn: true,
      onResult,
      defaultValues: { prompt: '  A red fox  ', aspect: 'widescreen_16_9' },
    });
    act(() => void result.current.submit());
    expect(result.current.phase).toBe('running');
    expect(result.current.statusText).toBe('Generating your image…');
    await vi.waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenCalledWith(
      { prompt: 'A red fox', size: 'widescreen_16_9', plan: 'free' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(client.fake.requests.some((request) => request.path.startsWith('/ai/mystic'))).toBe(false);
    const item = result.current.result;
    expect(item).toMatchObject({
      prompt: 'A red fox',
      size: 'widescreen_16_9',
      resolution: null,
      plan: 'free',
      engine: 'classic',
    });
    expect(item?.url).toMatch(/^https:\/\//);
    expect(onResult).toHaveBeenCalledWith(item);
    expect(result.current.recent).toEqual([item]);
    expect(readRecentImages()).toEqual([item]);
    expect(result.current.statusText).toBe('Your image is ready.');
  });

  it('with includeBlob hands onResult the image as a Blob, and fetches nothing without it', async () => {
    const client = fakeClient();
    const onResult = vi.fn();
    const { result } = renderGenerator(client, {
      plan: 'free',
      isLoggedIn: true,
      onResult,
      includeBlob: true,
      defaultValues: { prompt: 'A red fox' },
    });
    act(() => void result.current.submit());
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ ...result.current.result });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
    expect(countRequests(client, 'media.file')).toBe(1);

    const plainClient = fakeClient();
    const withoutBlob = vi.fn();
    const plain = renderGenerator(plainClient, {
      plan: 'free',
      isLoggedIn: true,
      onResult: withoutBlob,
      defaultValues: { prompt: 'A red fox' },
    });
    act(() => void plain.result.current.submit());
    await vi.waitFor(() => expect(withoutBlob).toHaveBeenCalledWith(plain.result.current.result));
    expect(countRequests(plainClient, 'media.file')).toBe(0);
  });

  it("says 'Server did not return a saved_url.' and restores the local credits", async () => {
    const client = fakeClient({ credits: 10 });
    vi.spyOn(client.imageGeneration, 'generate').mockRejectedValue(
      new ApiError('malformed-response', 'Server did not return a saved_url.'),
    );
    const onError = vi.fn();
    const { result } = renderSignedIn(client, 'free', { onError });
    await vi.waitFor(() => expect(result.current.credits.credits).toBe(10));
    act(() => void result.current.submit());
    expect(result.current.credits.credits).toBe(8);
    await vi.waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('Server did not return a saved_url.');
    expect(result.current.credits.credits).toBe(10);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.recent).toEqual([]);
  });

  it("says 'Unauthenticated. Please login again.' on a 401", async () => {
    const client = fakeClient({ scenarios: { 'imageGeneration.generate': 'unauthenticated' } });
    const { result } = submitSignedIn(client, 'free');
    await vi.waitFor(() => expect(result.current.error).toBe('Unauthenticated. Please login again.'));
  });

  it('a Submit refused for its prompt drops the last failure: one error per field, the latest (issue #29)', async () => {
    const client = fakeClient({ scenarios: { 'imageGeneration.generate': 'invalid-input' } });
    const { result } = submitSignedIn(client, 'free');
    await vi.waitFor(() => expect(result.current.error).toBe('The prompt field is required.'));
    expectRefusalDropsFailure(result, { prompt: '   ' }, 'prompt', 'Please enter a prompt.');
  });

  it('shows the 422 details and the network text', async () => {
    const client = fakeClient({ scenarios: { 'imageGeneration.generate': 'invalid-input' } });
    const { result } = submitSignedIn(client, 'free');
    await vi.waitFor(() => expect(result.current.error).toBe('The prompt field is required.'));
    client.fake.setScenario('network-error', 'imageGeneration.generate');
    act(() => void result.current.submit());
    await vi.waitFor(() => expect(result.current.error).toBe('Network/CORS error: failed to reach the API.'));
  });

  it('applies the balance of a 402 and says the spec text', async () => {
    const client = fakeClient({ credits: 50, scenarios: { 'imageGeneration.generate': 'insufficient-credits' } });
    const { result } = renderSignedIn(client, 'free');
    await vi.waitFor(() => expect(result.current.credits.credits).toBe(50));
    act(() => void result.current.submit());
    await vi.waitFor(() => expect(result.current.error).toBe('Not enough credits. Need 51, you have 50.'));
    expect(result.current.credits.credits).toBe(50);
  });

  it('blocks submission when the balance is below the cost', async () => {
    const client = fakeClient({ credits: 1 });
    const generate = vi.spyOn(client.imageGeneration, 'generate');
    const { result } = renderSignedIn(client, 'free');
    await vi.waitFor(() => expect(result.current.credits.credits).toBe(1));
    expect(result.current.credits.isShort).toBe(true);
    expect(result.current.credits.shortMessage).toBe('Not enough credits. Need 2, you have 1.');
    expect(result.current.canSubmit).toBe(false);
    act(() => void result.current.submit());
    expect(generate).not.toHaveBeenCalled();
  });

  it('cancel aborts the classic call and keeps the credits charged', async () => {
    const client = fakeClient({ credits: 10 });
    let seenSignal: AbortSignal | undefined;
    vi.spyOn(client.imageGeneration, 'generate').mockImplementation((_input, options) => {
      seenSignal = options?.signal;
      return new Promise(() => {});
    });
    const onError = vi.fn();
    const { result } = renderSignedIn(client, 'free', { onError });
    await vi.waitFor(() => expect(result.current.credits.credits).toBe(10));
    act(() => void result.current.submit());
    expect(result.current.isBusy).toBe(true);
    act(() => result.current.cancel());
    expect(seenSignal?.aborted).toBe(true);
    expect(result.current.phase).toBe('cancelled');
    expect(result.current.isBusy).toBe(false);
    expect(result.current.credits.credits).toBe(8);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('useImageGenerator: unmounting during the classic call', () => {
  it('aborts the request and reports nothing afterwards', async () => {
    const client = fakeClient();
    let seenSignal: AbortSignal | undefined;
    let answer: ((value: { savedUrl: string }) => void) | undefined;
    vi.spyOn(client.imageGeneration, 'generate').mockImplementation((_input, options) => {
      seenSignal = options?.signal;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onResult = vi.fn();
    const { result, unmount } = renderSignedIn(client, 'free', { onResult });
    act(() => void result.current.submit());
    unmount();
    await Promise.resolve(); // the run's abort follows its unmount by a microtask (StrictMode remounts keep it)
    expect(seenSignal?.aborted).toBe(true);
    await act(async () => answer?.({ savedUrl: 'https://cdn.test/late.png' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(readRecentImages()).toEqual([]);
  });
});

describe('useImageGenerator: paid plans (mystic job)', () => {
  it('starts with prompt, size, resolution and plan, and estimates text_to_image plus the scale add-on', async () => {
    const client = fakeClient();
    const start = vi.spyOn(client.mystic, 'start');
    const { result } = renderGenerator(client, { plan: 'pro', isLoggedIn: true, defaultValues: { prompt: 'Fox' } });
    expect(result.current.credits.cost).toBe(2);
    act(() => setInput(result.current, { resolution: '2k' }));
    expect(result.current.credits.cost).toBe(3);
    act(() => setInput(result.current, { aspect: 'portrait_2_3' }));
    await act(async () => void result.current.submit());
    expect(start).toHaveBeenCalledWith(
      { prompt: 'Fox', size: 'portrait_2_3', resolution: '2k', plan: 'pro' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(client.fake.requests.some((request) => request.path === '/ai/image/generate')).toBe(false);
  });

  it('polls every 2.5 s, every 3.5 s while AWAITING_ASSET (shown as finalizing), exact request counts', async () => {
    fakeJobClock();
    const client = fakeClient({ queuedPolls: 2, plan: 'business' });
    const onResult = vi.fn();
    const { result } = renderGenerator(client, { plan: 'business', isLoggedIn: true, onResult });
    act(() => result.current.set({ prompt: 'A lighthouse' }));
    act(() => setInput(result.current, { resolution: '4k' }));
    act(() => void result.current.submit());
    expect(result.current.statusText).toBe('Sending your prompt…');
    await settleStart();
    expect(result.current.phase).toBe('running');
    expect(result.current.statusText).toBe('Queued…');
    await advance(2499);
    expect(statusPolls(client)).toBe(0);
    await advance(1);
    expect(statusPolls(client)).toBe(1);
    expect(result.current.statusText).toBe('Queued…');
    await advance(2500);
    expect(statusPolls(client)).toBe(2);
    await advance(2500);
    expect(statusPolls(client)).toBe(3);
    expect(result.current.statusText).toBe('Finalizing asset…');
    await advance(3499);
    expect(statusPolls(client)).toBe(3);
    await advance(1);
    expect(statusPolls(client)).toBe(4);
    expect(result.current.phase).toBe('succeeded');
    expect(result.current.result).toMatchObject({
      prompt: 'A lighthouse',
      resolution: '4k',
      plan: 'business',
      engine: 'mystic',
    });
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(loadResumableTask(imageGeneratorResumeKey)).toBeUndefined();
  });

  it("times out after 5 minutes with 'Timed out after 5 minutes. Please try again.' and restores credits", async () => {
    fakeJobClock();
    const client = fakeClient({ queuedPolls: 10_000, credits: 20 });
    const onError = vi.fn();
    const { result } = renderSignedIn(client, 'pro', { onError });
    await advance(0);
    expect(result.current.credits.credits).toBe(20);
    act(() => void result.current.submit());
    expect(result.current.credits.credits).toBe(18);
    await settleStart();
    await advance(5 * 60_000 - 1);
    expect(result.current.phase).toBe('running');
    expect(statusPolls(client)).toBe(119);
    await advance(1);
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('Timed out after 5 minutes. Please try again.');
    expect(statusPolls(client)).toBe(119);
    expect(result.current.credits.credits).toBe(20);
    expect(onError).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(statusPolls(client)).toBe(119);
  });

  it("retries 8 poll errors after 2 s + 0.6 s per attempt, then says 'Status polling error'", async () => {
    fakeJobClock();
    const client = fakeClient({ plan: 'plus', scenarios: { 'mystic.status': 'server-error' } });
    const { result } = submitSignedIn(client, 'plus');
    await settleStart();
    await advance(2500);
    expect(statusPolls(client)).toBe(1);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await advance(2000 + 600 * attempt - 1);
      expect(statusPolls(client)).toBe(attempt);
      await advance(1);
      expect(statusPolls(client)).toBe(attempt + 1);
    }
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('Status polling error');
    // jsdom dispatches storage events on zero-delay timers; let them run before counting.
    await advance(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("says 'Generation failed.' when the job fails", async () => {
    fakeJobClock();
    const client = fakeClient({ plan: 'plus', scenarios: { 'mystic.start': 'job-fails' } });
    const { result } = submitSignedIn(client, 'plus');
    await settleStart();
    await advance(2500 * 2 + 3500);
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('Generation failed.');
  });

  it("says 'No task_id returned from server.' when the start answer has none", async () => {
    const client = fakeClient();
    vi.spyOn(client.mystic, 'start').mockRejectedValue(
      new ApiError('malformed-response', 'No task_id returned from server.'),
    );
    const { result } = submitSignedIn(client, 'plus');
    await vi.waitFor(() => expect(result.current.error).toBe('No task_id returned from server.'));
  });

  it('shows the 403 plan message with the allowed resolutions', async () => {
    const client = fakeClient({ scenarios: { 'mystic.start': 'forbidden' } });
    const { result } = submitSignedIn(client, 'plus');
    await vi.waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('Your plus plan allows 1k. Upgrade to Business for 4K.');
    expect(result.current.planLimit?.allowedResolutions).toEqual(['1k']);
  });

  it("says 'Unauthenticated. Please login again.' on a 401 from the job", async () => {
    const client = fakeClient({ scenarios: { 'mystic.start': 'unauthenticated' } });
    const { result } = submitSignedIn(client, 'plus');
    await vi.waitFor(() => expect(result.current.error).toBe('Unauthenticated. Please login again.'));
  });

  it('cancel stops polling and leaves no timers', async () => {
    fakeJobClock();
    const client = fakeClient({ queuedPolls: 10 });
    const { result } = submitSignedIn(client, 'pro');
    await settleStart();
    await advance(5000);
    expect(statusPolls(client)).toBe(2);
    act(() => result.current.cancel());
    expect(result.current.phase).toBe('cancelled');
    expect(loadResumableTask(imageGeneratorResumeKey)).toBeUndefined();
    // The poll timer (due in 2.5 s) and the 5-minute deadline are cleared, not merely left to run out; jsdom's
    // storage events (zero-delay timers) run first.
    await advance(1);
    expect(vi.getTimerCount()).toBe(0);
    await advance(60_000);
    expect(statusPolls(client)).toBe(2);
  });

  it('resumes polling after a remount and files the result under the original prompt', async () => {
    fakeJobClock();
    const client = fakeClient({ queuedPolls: 2 });
    const first = renderGenerator(client, { plan: 'pro', isLoggedIn: true, defaultValues: { prompt: 'Resume me' } });
    act(() => void first.result.current.submit());
    await settleStart();
    await advance(2500);
    expect(statusPolls(client)).toBe(1);
    first.unmount();
    expect(loadResumableTask(imageGeneratorResumeKey)).toBeDefined();
    await advance(10_000);
    expect(statusPolls(client)).toBe(1);

    const onResult = vi.fn();
    const second = renderGenerator(client, { plan: 'pro', isLoggedIn: true, onResult, includeBlob: true });
    expect(second.result.current.phase).toBe('running');
    expect(second.result.current.resumed).toBe(true);
    await advance(2500);
    expect(statusPolls(client)).toBe(2);
    await advance(2500);
    expect(second.result.current.statusText).toBe('Finalizing asset…');
    await advance(3500);
    expect(second.result.current.phase).toBe('succeeded');
    expect(second.result.current.result).toMatchObject({ prompt: 'Resume me', resolution: '1k', engine: 'mystic' });
    expect(readRecentImages()[0]?.prompt).toBe('Resume me');
    await advance(0);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ prompt: 'Resume me', url: second.result.current.result?.url });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
  });

  it('unmounting mid-job ends every timer and request, and reports nothing afterwards', async () => {
    fakeJobClock();
    const client = fakeClient({ queuedPolls: 1 });
    const onResult = vi.fn();
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const { result, unmount } = renderSignedIn(client, 'pro', { onResult, onError });
    act(() => void result.current.submit());
    await settleStart();
    await advance(2500);
    unmount();
    await advance(1);
    expect(vi.getTimerCount()).toBe(0);
    await advance(60_000);
    expect(statusPolls(client)).toBe(1);
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('useImageGenerator: recent list', () => {
  it('keeps the last 10, newest first', async () => {
    const client = fakeClient();
    const { result } = renderGenerator(client, { plan: 'free', isLoggedIn: true });
    for (let index = 1; index <= 11; index += 1) {
      act(() => result.current.set({ prompt: `Image ${index}` }));
      act(() => void result.current.submit());
      await vi.waitFor(() => expect(result.current.phase).toBe('succeeded'));
    }
    expect(result.current.recent).toHaveLength(10);
    expect(result.current.recent[0]?.prompt).toBe('Image 11');
    expect(result.current.recent[9]?.prompt).toBe('Image 2');
    expect(readRecentImages()).toEqual(result.current.recent);
    act(() => result.current.reusePrompt(result.current.recent[3]!));
    expect(result.current.values.prompt).toBe('Image 8');
    act(() => result.current.clearRecent());
    expect(result.current.recent).toEqual([]);
    expect(localStorage.getItem(recentImagesStorageKey)).toBeNull();
  });

  it('never crashes on corrupt stored data', () => {
    localStorage.setItem(recentImagesStorageKey, '{not json');
    const client = fakeClient();
    const { result } = renderGenerator(client, { plan: 'free', isLoggedIn: true });
    expect(result.current.recent).toEqual([]);
  });
});

it('keeps every message of the spec verbatim', () => {
  expect(imageGeneratorMessages).toMatchObject({
    promptRequired: 'Please enter a prompt.',
    promptTooLong: 'Prompt must be ≤ 4000 characters.',
    notLoggedIn: 'You are not logged in. Please login to generate images.',
    unauthenticated: 'Unauthenticated. Please login again.',
    timedOut: 'Timed out after 5 minutes. Please try again.',
    generationFailed: 'Generation failed.',
    pollingError: 'Status polling error',
    missingSavedUrl: 'Server did not return a saved_url.',
    missingTaskId: 'No task_id returned from server.',
    invalidInput: 'Invalid input (422).',
  });
});
