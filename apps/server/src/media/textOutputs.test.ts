import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';

// OCR's words are a paid output like any other: kept in the library as a .txt and reachable from Projects.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

interface Listed {
  id: string;
  type: string;
  title: string;
  src: string;
  thumb?: string;
  size_bytes: number;
  job_id: string;
}

describe('text outputs', () => {
  it("keeps OCR's text in the library as a .txt, listed under text and linked from the job (issue #29)", async () => {
    const account = await server.account({ credits: 5 });
    const form = new FormData();
    form.set('image', new Blob([await readFile(join(fixturesDir, 'words.png'))], { type: 'image/png' }), 'words.png');
    const answer = await server.call('/api/image/text', { method: 'POST', token: account.token, body: form });
    expect(answer.status).toBe(200);
    const { text } = (await answer.json()) as { text: string };
    expect(text.trim().length).toBeGreaterThan(0);

    const library = (await (await server.call('/api/v1/media?type=text', { token: account.token })).json()) as {
      data: Listed[];
    };
    expect(library.data).toHaveLength(1);
    const [item] = library.data;
    expect(item).toMatchObject({ type: 'text', size_bytes: Buffer.byteLength(text) });
    expect(item!.thumb).toBeUndefined();
    const file = await fetch(item!.src);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(new URL(item!.src).pathname).toMatch(/\.txt$/);
    expect(await file.text()).toBe(text);

    // Projects: the job's output is the .txt, not "No result".
    const jobs = (await (await server.call('/api/v1/jobs', { token: account.token })).json()) as {
      data: { id: string; tool: string; outputs: Listed[] }[];
    };
    const ocr = jobs.data.find((job) => job.tool === 'ocr');
    expect(ocr?.outputs.map((output) => output.id)).toEqual([item!.id]);
    const dashboard = (await (await server.call('/api/v1/dashboard', { token: account.token })).json()) as {
      recent_projects: { tool: string; link: string | null }[];
    };
    // The same file: each answer signs its URL afresh (the expiry counts from the request), so the paths are compared.
    const link = dashboard.recent_projects.find((project) => project.tool === 'ocr')?.link;
    expect(new URL(link ?? '', server.url).pathname).toBe(new URL(item!.src).pathname);
  });
});
