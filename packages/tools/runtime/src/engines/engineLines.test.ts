import type { EngineLine, MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { describe, expect, it, vi } from 'vitest';
import { createEngineLinesStore, engineLinesOf } from './engineLines';

const ocrLine: EngineLine = { tool: 'ocr', engine: 'local', kind: 'model', summary: 'Tesseract reads the text.' };

/** A client whose `engines.list` answers when the test says, keeping each call's signal. */
function pendingClient() {
  const calls: {
    signal: AbortSignal | undefined;
    answer: (lines: EngineLine[]) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const list = vi.fn(
    ({ signal }: { signal?: AbortSignal } = {}) =>
      new Promise<EngineLine[]>((answer, fail) => calls.push({ signal, answer, fail })),
  );
  return { client: { engines: { list } } as Pick<MediakitClient, 'engines'>, list, calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('engine lines', () => {
  it('reads once per client, shared by every form that subscribes, and keeps the answer', async () => {
    const { client, list, calls } = pendingClient();
    const store = engineLinesOf(client);
    expect(engineLinesOf(client)).toBe(store);
    expect(store.getState()).toEqual({ status: 'idle' });
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = store.subscribe(first);
    store.subscribe(second);
    expect(store.getState()).toEqual({ status: 'loading' });
    await settled();
    calls[0]!.answer([ocrLine]);
    await settled();
    expect(store.getState()).toEqual({ status: 'loaded', lines: [ocrLine] });
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    leaveFirst();
    store.subscribe(vi.fn());
    await settled();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('aborts the read when the last form leaves before the answer, and reads again for the next one', async () => {
    const { client, list, calls } = pendingClient();
    const store = createEngineLinesStore(client);
    const leave = store.subscribe(vi.fn());
    await settled();
    leave();
    await settled();
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(store.getState()).toEqual({ status: 'idle' });
    calls[0]!.fail(new Error('aborted'));
    await settled();
    expect(store.getState()).toEqual({ status: 'idle' });
    store.subscribe(vi.fn());
    await settled();
    expect(list).toHaveBeenCalledTimes(2);
    calls[1]!.answer([ocrLine]);
    await settled();
    expect(store.getState()).toEqual({ status: 'loaded', lines: [ocrLine] });
  });

  it('does not abort when a form unsubscribes and subscribes again at once (React strict mode)', async () => {
    const { client, list, calls } = pendingClient();
    const store = createEngineLinesStore(client);
    store.subscribe(vi.fn())();
    store.subscribe(vi.fn());
    await settled();
    expect(list).toHaveBeenCalledTimes(1);
    expect(calls[0]!.signal?.aborted).toBe(false);
  });

  it('keeps a failure as data, and only a form that mounts alone later tries again', async () => {
    const fake = createFakeMediakitClient({ scenarios: { 'engines.list': 'server-error' } });
    const list = vi.spyOn(fake.engines, 'list');
    const store = createEngineLinesStore(fake);
    const leaveFirst = store.subscribe(vi.fn());
    await vi.waitFor(() => expect(store.getState().status).toBe('failed'));
    const leaveSecond = store.subscribe(vi.fn());
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('failed');
    leaveFirst();
    leaveSecond();
    fake.fake.setScenario('success', 'engines.list');
    store.subscribe(vi.fn());
    await vi.waitFor(() => expect(store.getState().status).toBe('loaded'));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('answers with the server’s local engines from the fake, and fails quietly on a client without the resource', async () => {
    const store = createEngineLinesStore(createFakeMediakitClient());
    store.subscribe(vi.fn());
    await vi.waitFor(() => expect(store.getState().status).toBe('loaded'));
    const state = store.getState();
    const lines = state.status === 'loaded' ? state.lines : [];
    expect(lines.find((line) => line.tool === 'imageGenerate')).toEqual({
      tool: 'imageGenerate',
      engine: 'local',
      kind: 'program',
      summary: "A picture drawn from the prompt's scene and colour words (not a text-to-image model).",
    });
    const bare = createEngineLinesStore({});
    bare.subscribe(vi.fn());
    await vi.waitFor(() => expect(bare.getState().status).toBe('failed'));
  });
});
