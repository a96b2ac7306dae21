import { describe, expect, it } from 'vitest';
import { json, recordingFetch } from '../testing/recordingFetch';
import { baseUrl } from '../testing/testClient';
import { createMediakitConsoleClient } from '../console/consoleClient';
import { readWebhook, readWebhookDelivery } from './webhooksApi';

describe('webhooks api', () => {
  it('sends the contract’s requests and reads the answers', async () => {
    const hook = {
      id: 'hook_1',
      url: 'https://h.example/x',
      events: ['job.failed', 'nope'],
      active: false,
      secret_hint: 'whsec_••••abcd',
    };
    const { fetch, requests } = recordingFetch(
      json({ data: { ...hook, secret: 'whsec_abcd' } }, 201),
      json({ data: { id: 'dlv_1', event: 'ping', attempt: 1, outcome: 'delivered', status_code: 200, error: null } }),
      new Response(null, { status: 204 }),
    );
    const { webhooks } = createMediakitConsoleClient({ baseUrl, fetch }).integrations;
    const created = await webhooks.create({ url: hook.url, events: ['job.failed'] });
    expect(created).toMatchObject({ id: 'hook_1', events: ['job.failed'], active: false, secret: 'whsec_abcd' });
    expect(await webhooks.sendTest('hook_1')).toMatchObject({
      outcome: 'delivered',
      statusCode: 200,
      error: undefined,
    });
    await webhooks.remove('hook 1');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/webhooks',
      'POST /api/v1/webhooks/hook_1/test',
      'DELETE /api/v1/webhooks/hook%201',
    ]);
  });

  it('refuses an answer without the signing secret, and reads odd rows safely', async () => {
    const { fetch } = recordingFetch(json({ data: { id: 'hook_1', url: 'https://h.example/x' } }, 201));
    const { webhooks } = createMediakitConsoleClient({ baseUrl, fetch }).integrations;
    await expect(webhooks.create({ url: 'https://h.example/x', events: ['job.failed'] })).rejects.toMatchObject({
      message: expect.stringContaining('signing secret'),
    });
    expect(readWebhook({ id: 'x' })).toBeUndefined();
    expect(readWebhookDelivery({ id: 'd', outcome: 'exploded', event: 'other' })).toMatchObject({
      outcome: 'pending',
      event: 'ping',
    });
  });
});
