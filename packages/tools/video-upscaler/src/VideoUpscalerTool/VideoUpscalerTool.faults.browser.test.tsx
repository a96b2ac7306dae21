// The video upscaler in Chromium against a real HTTP server that answers its job's start badly (the api-client's
// fault server, started by the browser project's global setup): each fault shows the spec's or a clear message, with
// no spinner left and nothing left pending on the server; a fault that never ends is given up exactly at the client's
// time limit, on a fake clock (never before it); Cancel shows no error.
import { faultServerClient, faultTimeoutMs, onFaultClock, untilFaultRequestsInFlight } from '@mediakit/test-support';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoUpscalerTool } from './VideoUpscalerTool';

function renderUpscaler(fault: string) {
  render(<VideoUpscalerTool client={faultServerClient('upscaler', fault).client} />);
}

/** Keys and clicks that move a fake clock by the nothing they wait (user-event waits on setTimeout). */
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

async function upscale(actor: Pick<UserEvent, 'type' | 'click'> = userEvent) {
  await actor.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://files.example/clip.mp4');
  await actor.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
}

const shownErrors = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent);

function nothingSpins() {
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Upscale to 4K' })).toBeEnabled();
}

afterEach(async () => {
  vi.useRealTimers();
  sessionStorage.clear();
  await untilFaultRequestsInFlight(0);
});

describe('VideoUpscalerTool against a misbehaving server', () => {
  it.each([
    ['server-error-json', 'Model overloaded'],
    ['server-error-html', 'Failed to start 4K upscaling.'],
    ['malformed-json', 'The server sent an unexpected answer.'],
    ['wrong-shape', 'Failed to start 4K upscaling.'],
    ['unauthenticated', 'Please log in to continue.'],
    ['insufficient-credits', 'Not enough credits. Need 9, you have 2.'],
    ['invalid-input', 'Prompt is required'],
    ['reset-before-headers', 'Network/CORS error: failed to reach the API.'],
    ['reset-during-body', 'Network/CORS error: failed to reach the API.'],
    ['huge-body', 'The server sent an unexpected answer.'],
    ['redirect-other-origin', 'The server redirected the request; it was not followed.'],
  ])('%s: shows “%s”, and nothing keeps spinning', async (fault, message) => {
    renderUpscaler(fault);
    await upscale();
    // The message as an alert (the runtime's live region is another, empty, alert).
    await screen.findByText(message, { selector: '[role="alert"]' });
    nothingSpins();
  });

  it.each([
    ['hang-before-headers', 'The server took too long to answer. Please try again.'],
    ['hang-after-headers', 'The server took too long to answer. Please try again.'],
    ['slow-drip', 'The server took too long to answer. Please try again.'],
  ])('%s: gives up at the time limit, not before, with “%s”, and nothing keeps spinning', async (fault, message) => {
    const clock = onFaultClock();
    renderUpscaler(fault);
    await upscale(user());
    await untilFaultRequestsInFlight(1);
    await act(() => clock.advance(faultTimeoutMs - 1));
    expect(shownErrors()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(() => clock.advance(1));
    await screen.findByText(message, { selector: '[role="alert"]' });
    nothingSpins();
  });

  it('Cancel while the start hangs shows no error, and the request is given up', async () => {
    const clock = onFaultClock();
    renderUpscaler('hang-before-headers');
    const actor = user();
    await upscale(actor);
    await untilFaultRequestsInFlight(1);
    await actor.click(await screen.findByRole('button', { name: 'Cancel' }));
    await untilFaultRequestsInFlight(0);
    // Past the time limit: the abandoned request's limit must not turn into an error either.
    await act(() => clock.advance(faultTimeoutMs + 200));
    expect(shownErrors()).toEqual([]);
    expect(screen.getByText(/Stopped watching this job/)).toBeInTheDocument();
  });
});
