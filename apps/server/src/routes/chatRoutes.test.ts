import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

// With no language model configured, the local chat engine answers: in words for the person chatting, and the
// configuration hint for admins only.
describe('chat on the local engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const chat = async (role: 'user' | 'admin') => {
    const account = await server.account({ role });
    const response = await server.call('/api/v1/chat', {
      method: 'POST',
      token: account.token,
      json: { prompt: 'Hi' },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { reply: string; engine: string };
  };

  it('tells a user plainly, with no configuration words', async () => {
    const { reply, engine } = await chat('user');
    expect(engine).toBe('local');
    expect(reply).toContain('No AI chat model is connected to this site yet.');
    expect(reply).not.toMatch(/MEDIAKIT_|administrators,|docs\//);
  });

  it('gives an admin the configuration hint the engines page shows', async () => {
    const { reply } = await chat('admin');
    expect(reply).toContain('No AI chat model is connected to this site yet.');
    expect(reply).toContain(
      'For administrators, to connect a language model: Set MEDIAKIT_ENGINE_CHAT=openai with MEDIAKIT_OPENAI_API_KEY.',
    );
  });
});
