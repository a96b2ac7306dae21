// The chat tool in Chromium against a real HTTP server that answers badly (the api-client's fault server, started by
// the browser project's global setup): each fault shows the spec's or a clear message with no spinner left and nothing
// left pending on the server; a fault that never ends is given up exactly at the client's time limit, on a fake clock
// (never before it); Stop shows no error.
import {
  faultRequestsInFlight,
  faultServerClient,
  faultTimeoutMs,
  onFaultClock,
  untilFaultRequestsInFlight,
} from '@mediakit/test-support';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ChatTool } from './ChatTool';

const { otherOrigin } = inject('faultServer');

function renderChat(fault: string) {
  const { client, id } = faultServerClient('chat', fault);
  render(<ChatTool client={client} />);
  return id;
}

async function send(prompt: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), `${prompt}{Enter}`);
}

/**
 * Sends with the client's clock fake: the request's time limit is then set on it. (On the fake clock the page is
 * driven by synchronous events: Testing Library's async helpers wait on setTimeout, which would never fire.)
 */
async function sendOnFakeClock(prompt: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), prompt);
  const clock = onFaultClock();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await untilFaultRequestsInFlight(1);
  return clock;
}

function spinnerGone() {
  expect(screen.queryByRole('button', { name: /Thinking\.\.\./ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
}

afterEach(async () => {
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  await untilFaultRequestsInFlight(0);
});

describe('ChatTool against a misbehaving server', () => {
  it.each([
    ['server-error-json', 'Model overloaded'],
    ['server-error-html', 'Request failed'],
    ['malformed-json', 'Request failed'],
    // Chat shows the error body's message (its spec), here the server's own 401 text.
    ['unauthenticated', 'Unauthenticated.'],
    ['invalid-input', 'Request failed'],
    ['reset-before-headers', 'Network/CORS error: failed to reach the API.'],
    ['huge-body', 'Request failed'],
  ])('%s: shows “%s”, and the spinner is gone', async (fault, message) => {
    renderChat(fault);
    await send('Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    spinnerGone();
  });

  it.each([
    ['hang-before-headers', 'Request failed'],
    ['hang-after-headers', 'Request failed'],
    ['slow-drip', 'Request failed'],
  ])('%s: gives up at the time limit, not before, with “%s”, and the spinner is gone', async (fault, message) => {
    renderChat(fault);
    const clock = await sendOnFakeClock('Hello');
    await act(() => clock.advance(faultTimeoutMs - 1));
    // Not given up: the server still holds the request (a client that had aborted would have closed it before this
    // question reached the server).
    expect(await faultRequestsInFlight()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    await act(() => clock.advance(1));
    // vi.waitFor polls in real time (moving the fake clock on as it goes).
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    spinnerGone();
  });

  it('Stop while the answer hangs shows no error, and the request is given up', async () => {
    renderChat('hang-after-headers');
    const clock = await sendOnFakeClock('Hello');
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Stopped. No reply was kept.')).toBeInTheDocument();
    await untilFaultRequestsInFlight(0);
    // Past the time limit: the abandoned request's limit must not turn into an error either.
    await act(() => clock.advance(faultTimeoutMs + 200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a redirect to another origin is not followed: the prompt, token and XSRF header never reach it', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-secret';
    const id = renderChat('redirect-other-origin');
    await send('A secret prompt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed');
    const received = (await (await fetch(`${otherOrigin}/__received/${id}`)).json()) as unknown[];
    expect(received).toEqual([]);
  });
});
