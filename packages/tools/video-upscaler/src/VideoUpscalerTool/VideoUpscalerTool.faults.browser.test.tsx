// The video upscaler in Chromium against a real HTTP server that answers its job's start badly (the api-client's
// fault server, started by the browser project's global setup): each fault shows the spec's or a clear message, with
// no spinner left and nothing left pending on the server; a fault that never ends is given up exactly at the client's
// time limit, on a fake clock (never before it); Cancel shows no error.
import {
  faultRequestsInFlight,
  faultServerClient,
  faultTimeoutMs,
  onFaultClock,
  untilFaultRequestsInFlight,
} from '@mediakit/test-support';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoUpscalerTool } from './VideoUpscalerTool';

function renderUpscaler(fault: string) {
  render(<VideoUpscalerTool client={faultServerClient('upscaler', fault).client} />);
}

const typeUrl = () =>
  userEvent.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://files.example/clip.mp4');
const submit = () => screen.getByRole('button', { name: 'Upscale to 4K' });

async function upscale() {
  await typeUrl();
  await userEvent.click(submit());
}

/**
 * Starts the upscale with the client's clock fake: the request's time limit is then set on it. (On the fake clock the
 * page is driven by synchronous events: Testing Library's async helpers wait on setTimeout, which would never fire.)
 */
async function upscaleOnFakeClock() {
  await typeUrl();
  const clock = onFaultClock();
  fireEvent.click(submit());
  await untilFaultRequestsInFlight(1);
  return clock;
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
    renderUpscaler(fault);
    const clock = await upscaleOnFakeClock();
    await act(() => clock.advance(faultTimeoutMs - 1));
    // Not given up: the server still holds the request (a client that had aborted would have closed it before this
    // question reached the server).
    expect(await faultRequestsInFlight()).toBe(1);
    expect(shownErrors()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(() => clock.advance(1));
    // vi.waitFor polls in real time (moving the fake clock on as it goes).
    await vi.waitFor(() => expect(screen.getByText(message, { selector: '[role="alert"]' })).toBeInTheDocument());
    nothingSpins();
  });

  it('Cancel while the start hangs shows no error, and the request is given up', async () => {
    renderUpscaler('hang-before-headers');
    const clock = await upscaleOnFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await untilFaultRequestsInFlight(0);
    // Past the time limit: the abandoned request's limit must not turn into an error either.
    await act(() => clock.advance(faultTimeoutMs + 200));
    expect(shownErrors()).toEqual([]);
    expect(screen.getByText(/Stopped watching this job/)).toBeInTheDocument();
  });
});
