import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResultDelivery, type UseResultDeliveryOptions } from './useResultDelivery';

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

function render(options: UseResultDeliveryOptions<Result>) {
  return renderHook((props: UseResultDeliveryOptions<Result>) => useResultDelivery(props), { initialProps: options });
}

describe('useResultDelivery', () => {
  it('hands the result over as is, without fetching, unless includeBlob is set', async () => {
    const client = clientFetching(async () => new Blob(['png']));
    const onResult = vi.fn();
    const { result: deliver } = render({ client, onResult });
    await act(() => deliver.current(result));
    expect(onResult).toHaveBeenCalledWith(result);
    expect(client.downloads.fetchBlob).not.toHaveBeenCalled();
  });

  it('with includeBlob, fetches the output URL and adds the blob', async () => {
    const client = clientFetching(async () => new Blob(['png-bytes'], { type: 'image/png' }));
    const onResult = vi.fn();
    const { result: deliver } = render({ client, onResult, includeBlob: true });
    await act(() => deliver.current(result));
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
    const { result: deliver } = render({ client, onResult, includeBlob: true });
    await act(() => deliver.current(result));
    expect(onResult).toHaveBeenCalledWith({ ...result, blobError: refused });
  });

  it('delivers nothing late when the tool unmounts while the blob is being fetched', async () => {
    const client = clientFetching(hanging);
    const onResult = vi.fn();
    const { result: deliver, unmount } = render({ client, onResult, includeBlob: true });
    let delivery: Promise<void> = Promise.resolve();
    act(() => {
      delivery = deliver.current(result);
    });
    unmount();
    await delivery;
    expect(onResult).not.toHaveBeenCalled();
  });

  it('drops an older fetch when the next result arrives', async () => {
    let call = 0;
    const client = clientFetching((url, options) =>
      ++call === 1 ? hanging(url, options) : Promise.resolve(new Blob(['second'])),
    );
    const onResult = vi.fn();
    const { result: deliver } = render({ client, onResult, includeBlob: true });
    const first = deliver.current(result);
    await act(() => deliver.current({ ...result, url: 'https://cdn.test/second.png' }));
    await first;
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0]).toMatchObject({ url: 'https://cdn.test/second.png' });
  });

  it('uses the latest onResult and skips the fetch when there is no onResult', async () => {
    const client = clientFetching(async () => new Blob(['x']));
    const { result: deliver, rerender } = render({ client, includeBlob: true });
    await act(() => deliver.current(result));
    expect(client.downloads.fetchBlob).not.toHaveBeenCalled();
    const onResult = vi.fn();
    rerender({ client, includeBlob: true, onResult });
    await act(() => deliver.current(result));
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});
