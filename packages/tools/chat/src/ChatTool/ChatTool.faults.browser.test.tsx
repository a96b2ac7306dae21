// The chat tool in Chromium against a real HTTP server that answers badly (the api-client's fault server, started by
// the browser project's global setup): each fault shows the spec's or a clear message with no spinner left and nothing
// left pending on the server; a fault that never ends is given up exactly at the client's time limit, on a fake clock
// (never before it); Stop shows no error.
import { faultServerClient, faultTimeoutMs, onFaultClock, untilFaultRequestsInFlight } from '@mediakit/test-support';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { ChatTool } from './ChatTool';

const { otherOrigin } = inject('faultServer');

function renderChat(fault: string) {
  const { client, id } = faultServerClient('chat', fault);
  render(<ChatTool client={client} />);
  return id;
}

async function send(prompt: string, actor: Pick<UserEvent, 'type'> = userEvent) {
  await actor.type(screen.getByRole('textbox', { name: 'Message' }), `${prompt}{Enter}`);
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
    const clock = onFaultClock();
    renderChat(fault);
    await send('Hello', userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    await untilFaultRequestsInFlight(1);
    await act(() => clock.advance(faultTimeoutMs - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    await act(() => clock.advance(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    spinnerGone();
  });

  it('Stop while the answer hangs shows no error, and the request is given up', async () => {
    const clock = onFaultClock();
    const actor = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderChat('hang-after-headers');
    await send('Hello', actor);
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    await untilFaultRequestsInFlight(1);
    await actor.click(screen.getByRole('button', { name: 'Stop' }));
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
