import { describe, expect, it } from 'vitest';
import { modelThread } from './modelThread';

const doubling = (load: 'loads' | 'fails' = 'loads') => {
  let starts = 0;
  const thread = modelThread<{ value: unknown; exit?: number }, { doubled: number }>(
    'Doubler',
    'testWorkers/doublingWorker',
    async () => {
      starts += 1;
      return { workerData: { load } };
    },
  );
  return { thread, starts: () => starts };
};

describe('a model in its own thread', () => {
  it('answers each request by its id, several at once, in one thread started on first use', async () => {
    const { thread, starts } = doubling();
    expect(starts()).toBe(0);
    const answers = await Promise.all([1, 2, 3].map((value) => thread.call({ value })));
    expect(answers.map((answer) => answer.doubled)).toEqual([2, 4, 6]);
    expect(starts()).toBe(1);
  });

  it("rejects a request the model refuses with the model's reason, and goes on answering", async () => {
    const { thread } = doubling();
    await expect(thread.call({ value: 'x' })).rejects.toThrow('Doubler failed: not a number');
    expect((await thread.call({ value: 5 })).doubled).toBe(10);
  });

  it('says why the model could not load, and tries again on the next use', async () => {
    const { thread, starts } = doubling('fails');
    await expect(thread.ready()).rejects.toThrow('Doubler could not load: no weights');
    await expect(thread.call({ value: 1 })).rejects.toThrow('Doubler could not load: no weights');
    expect(starts()).toBe(2);
  });

  it('says when its worker file is missing, before loading anything', async () => {
    let starts = 0;
    const thread = modelThread('Nothing', 'testWorkers/absentWorker', async () => {
      starts += 1;
      return { workerData: {} };
    });
    await expect(thread.ready()).rejects.toThrow('Nothing: its worker testWorkers/absentWorker is missing.');
    expect(starts).toBe(0);
  });

  it('rejects what waits on a thread that stops, and starts a new one for the next request', async () => {
    const { thread, starts } = doubling();
    const stopping = thread.call({ value: 2, exit: 3 });
    // Sent to the same thread behind it: not left waiting for ever.
    const queued = thread.call({ value: 1 });
    await expect(stopping).rejects.toThrow('The Doubler thread stopped (3).');
    await expect(queued).rejects.toThrow('The Doubler thread stopped (3).');
    expect((await thread.call({ value: 4 })).doubled).toBe(8);
    expect(starts()).toBe(2);
  });
});
