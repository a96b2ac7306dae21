import { creditsAcrossTabs } from '@mediakit/api-client/credits';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useCredits } from './useCredits';

function Balance({ client }: { client: ReturnType<typeof createFakeMediakitClient> }) {
  const { credits } = useCredits(client);
  return <p>{credits === undefined ? 'checking' : `${credits} credits`}</p>;
}

/** A fake client whose balance syncs across tabs over channels the test counts. */
function clientWithCountedChannels() {
  const open = new Set<BroadcastChannel>();
  const createChannel = vi.fn((name: string) => {
    const channel = new BroadcastChannel(name);
    open.add(channel);
    const close = channel.close.bind(channel);
    channel.close = () => {
      open.delete(channel);
      close();
    };
    return channel;
  });
  const client = createFakeMediakitClient({ credits: 12, creditsSync: [creditsAcrossTabs({ createChannel })] });
  return { client, open, createChannel };
}

describe('useCredits', () => {
  it('opens nothing during render: 200 server renders open no channel and start no request', () => {
    const { client, createChannel } = clientWithCountedChannels();
    for (let render = 0; render < 200; render += 1) renderToString(<Balance client={client} />);
    expect(createChannel).not.toHaveBeenCalled();
    expect(client.fake.requests).toEqual([]);
  });

  it('mounts the client’s one store: one channel for every balance on the page, closed with the last', async () => {
    const { client, open, createChannel } = clientWithCountedChannels();
    const first = render(<Balance client={client} />);
    const second = render(<Balance client={client} />);
    await waitFor(() => expect(first.container).toHaveTextContent('12 credits'));
    expect(second.container).toHaveTextContent('12 credits');
    expect(createChannel).toHaveBeenCalledTimes(1);
    expect(open.size).toBe(1);
    first.unmount();
    expect(open.size).toBe(1);
    second.unmount();
    expect(open.size).toBe(0);
  });

  it('shows the balance under StrictMode, whose second mount follows the unmount that aborted the first fetch', async () => {
    const client = createFakeMediakitClient({ credits: 12, latencyMs: 20 });
    const view = render(
      <StrictMode>
        <Balance client={client} />
      </StrictMode>,
    );
    await waitFor(() => expect(view.container).toHaveTextContent('12 credits'));
  });

  it('shows what a generation’s answer reports, in every component of the same client', async () => {
    const client = createFakeMediakitClient({ credits: 12 });
    const view = render(<Balance client={client} />);
    await waitFor(() => expect(view.container).toHaveTextContent('12 credits'));
    await client.ocr.extract({ image: new Blob(['png'], { type: 'image/png' }) });
    await waitFor(() => expect(view.container).toHaveTextContent('11 credits'));
  });
});
