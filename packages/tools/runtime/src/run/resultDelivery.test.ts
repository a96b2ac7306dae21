import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createResultDelivery, type ResultDeliveryOptions } from './resultDelivery';

type Result = { url: string; prompt: string };

function clientFetching(fetchBlob: (url: string, options?: { signal?: AbortSignal }) => Promise<Blob>) {
  return { downloads: { fetchBlob: vi.fn(fetchBlob) } } as unknown as MediakitClient & {
    downloads: { fetchBlob: ReturnType<typeof vi.fn> };
  };
}

function hanging(_url: string, options?: { signal?: AbortSignal }) {
  return new Promise<Blob>((_resolve, reject) =>
    options?.signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'The request was cancelled.'))),
  );
}

const result: Result = { url: 'https://cdn.test/out.png', prompt: 'a cat' };

/** A delivery reading `options` at each result, as the run store reads its latest options. */
function delivery(initial: ResultDeliveryOptions<Result>) {
  let options = initial;
  const { deliver, abort } = createResultDelivery(() => options);
  return { deliver, abort, setOptions: (next: ResultDeliveryOptions<Result>) => (options = next) };
}

describe('createResultDelivery', () => {
  it('hands the result over as is, without fetching, unless includeBlob is set', async () => {
    const client = clientFetching(async () => new Blob(['png']));
    const onResult = vi.fn();
    const { deliver } = delivery({ client, onResult });
    await deliver(result);
    expect(onResult).toHaveBeenCalledWith(result);
    expect(client.downloads.fetchBlob).not.toHaveBeenCalled();
  });

  it('with includeBlob, fetches the output URL and adds the blob', async () => {
    const client = clientFetching(async () => new Blob(['png-bytes'], { type: 'image/png' }));
    const onResult = vi.fn();
    const { deliver } = delivery({ client, onResult, includeBlob: true });
    await deliver(result);
    expect(client.downloads.fetchBlob).toHaveBeenCalledWith(
      result.url,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject(result);
    expect(await (delivered.blob as Blob).text()).toBe('png-bytes');
    expect(delivered.blobError).toBeUndefined();
  });

  it('still delivers the URL, with blobError, when the output cannot be fetched', async () => {
    const refused = new ApiError('unsafe-url', 'This link cannot be opened.');
    const client = clientFetching(async () => {
      throw refused;
    });
    const onResult = vi.fn();
    const { deliver } = delivery({ client, onResult, includeBlob: true });
    await deliver(result);
    expect(onResult).toHaveBeenCalledWith({ ...result, blobError: refused });
  });

  it('delivers nothing late when aborted (the tool unmounts) while the blob is being fetched', async () => {
    const client = clientFetching(hanging);
    const onResult = vi.fn();
    const { deliver, abort } = delivery({ client, onResult, includeBlob: true });
    const delivered = deliver(result);
    abort();
    await delivered;
    expect(onResult).not.toHaveBeenCalled();
  });

  it('drops an older fetch when the next result arrives', async () => {
    let call = 0;
    const client = clientFetching((url, options) =>
      ++call === 1 ? hanging(url, options) : Promise.resolve(new Blob(['second'])),
    );
    const onResult = vi.fn();
    const { deliver } = delivery({ client, onResult, includeBlob: true });
    const first = deliver(result);
    await deliver({ ...result, url: 'https://cdn.test/second.png' });
    await first;
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0]).toMatchObject({ url: 'https://cdn.test/second.png' });
  });

  it('uses the latest onResult and skips the fetch when there is no onResult', async () => {
    const client = clientFetching(async () => new Blob(['x']));
    const { deliver, setOptions } = delivery({ client, includeBlob: true });
    await deliver(result);
    expect(client.downloads.fetchBlob).not.toHaveBeenCalled();
    const onResult = vi.fn();
    setOptions({ client, includeBlob: true, onResult });
    await deliver(result);
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});
