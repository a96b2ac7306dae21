// The video upscaler in Chromium against a real HTTP server that answers its job's start badly (the api-client's
// fault server, started by the browser project's global setup): each fault shows the spec's or a clear message
// within the time limit, with no spinner left and nothing left pending on the server; Cancel shows no error.
import { faultRequestsInFlight, faultServerClient, faultTimeoutMs } from '@mediakit/test-support';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoUpscalerTool } from './VideoUpscalerTool';

function renderUpscaler(fault: string) {
  render(<VideoUpscalerTool client={faultServerClient('upscaler', fault).client} />);
}

async function upscale() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://files.example/clip.mp4');
  await userEvent.click(screen.getByRole('button', { name: 'Upscale to 4K' }));
}

afterEach(async () => {
  sessionStorage.clear();
  await waitFor(async () => expect(await faultRequestsInFlight()).toBe(0));
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
    ['hang-before-headers', 'The server took too long to answer. Please try again.'],
    ['hang-after-headers', 'The server took too long to answer. Please try again.'],
    ['slow-drip', 'The server took too long to answer. Please try again.'],
    ['huge-body', 'The server sent an unexpected answer.'],
    ['redirect-other-origin', 'The server redirected the request; it was not followed.'],
  ])('%s: shows “%s” within the time limit, and nothing keeps spinning', async (fault, message) => {
    renderUpscaler(fault);
    const started = performance.now();
    await upscale();
    // The message as an alert (the runtime's live region is another, empty, alert).
    await screen.findByText(message, { selector: '[role="alert"]' }, { timeout: faultTimeoutMs + 3000 });
    expect(performance.now() - started).toBeLessThan(faultTimeoutMs + 3000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upscale to 4K' })).toBeEnabled();
  });

  it('Cancel while the start hangs shows no error, and the request is given up', async () => {
    renderUpscaler('hang-before-headers');
    await upscale();
    await waitFor(async () => expect(await faultRequestsInFlight()).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await faultRequestsInFlight()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, faultTimeoutMs + 200));
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
    expect(screen.getByText(/Stopped watching this job/)).toBeInTheDocument();
  });
});
