// The chat tool in Chromium against a real HTTP server that answers badly (the api-client's fault server, started by
// the browser project's global setup): each fault shows the spec's or a clear message within the time limit, with
// no spinner left, nothing left pending on the server, and Stop shows no error.
import { faultRequestsInFlight, faultServerClient, faultTimeoutMs } from '@mediakit/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';
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

afterEach(async () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  await waitFor(async () => expect(await faultRequestsInFlight()).toBe(0));
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
    ['hang-before-headers', 'Request failed'],
    ['hang-after-headers', 'Request failed'],
    ['slow-drip', 'Request failed'],
    ['huge-body', 'Request failed'],
  ])('%s: shows “%s” within the time limit, and the spinner is gone', async (fault, message) => {
    renderChat(fault);
    const started = performance.now();
    await send('Hello');
    expect(await screen.findByRole('alert', {}, { timeout: faultTimeoutMs + 3000 })).toHaveTextContent(message);
    expect(performance.now() - started).toBeLessThan(faultTimeoutMs + 3000);
    expect(screen.queryByRole('button', { name: /Thinking\.\.\./ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('Stop while the answer hangs shows no error, and the request is given up', async () => {
    renderChat('hang-after-headers');
    await send('Hello');
    expect(screen.getByRole('button', { name: /Thinking\.\.\./ })).toBeInTheDocument();
    await waitFor(async () => expect(await faultRequestsInFlight()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Stopped. No reply was kept.')).toBeInTheDocument();
    await waitFor(async () => expect(await faultRequestsInFlight()).toBe(0));
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
