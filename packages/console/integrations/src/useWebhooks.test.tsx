import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { countRequests } from '@mediakit/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { integrationsMessages as text } from './messages';
import { urlProblem, useWebhookDeliveries, useWebhooks } from './useWebhooks';

const ready = async (client = createFakeMediakitClient()) => {
  const hook = renderHook(() => useWebhooks({ client }));
  await waitFor(() => expect(hook.result.current.webhooks.status).toBe('ready'));
  return { client, ...hook };
};

describe('urlProblem', () => {
  it('wants a full http(s) URL', () => {
    expect(urlProblem('  ', text)).toBe(text.urlRequired);
    expect(urlProblem('example.com/hook', text)).toBe(text.urlInvalid);
    expect(urlProblem('ftp://example.com/hook', text)).toBe(text.urlInvalid);
    expect(urlProblem('https://example.com/hook', text)).toBeUndefined();
  });
});

describe('useWebhooks', () => {
  it('refuses a blank URL or no event before any request', async () => {
    const { result, client } = await ready();
    await act(() => result.current.create());
    expect(result.current.urlError).toBe(text.urlRequired);
    act(() => {
      result.current.setUrl('https://hooks.example.com/a');
      result.current.toggleEvent('job.completed', false);
      result.current.toggleEvent('job.failed', false);
    });
    expect(result.current.urlError).toBeUndefined();
    await act(() => result.current.create());
    expect(result.current.eventsError).toBe('Choose at least one event.');
    expect(countRequests(client, 'integrations.webhooks.create')).toBe(0);
  });

  it('shows the server’s refusal of a private address under the URL', async () => {
    const { result } = await ready();
    act(() => result.current.setUrl('http://192.168.1.10/hook'));
    await act(() => result.current.create());
    expect(result.current.urlError).toBe(
      'The webhook URL must be a public address (local and private addresses are refused on this server).',
    );
    expect(result.current.webhooks.data).toEqual([]);
  });

  it('adds a webhook: the secret once, the list without it, the form emptied', async () => {
    const { result } = await ready();
    act(() => {
      result.current.setUrl(' https://hooks.example.com/a ');
      result.current.toggleEvent('job.failed', false);
    });
    await act(() => result.current.create());
    const created = result.current.created!;
    expect(created).toMatchObject({ url: 'https://hooks.example.com/a', events: ['job.completed'], active: true });
    expect(created.secret).toMatch(/^whsec_/);
    expect(result.current.url).toBe('');
    expect(JSON.stringify(result.current.webhooks.data)).not.toContain(created.secret);
    act(() => result.current.dismissCreated());
    expect(result.current.created).toBeUndefined();
  });

  it('sends a test event, pauses and resumes, and deletes', async () => {
    const { result, client } = await ready();
    act(() => result.current.setUrl('https://hooks.example.com/a'));
    await act(() => result.current.create());
    const hook = result.current.webhooks.data![0]!;
    await act(() => result.current.sendTest(hook));
    expect(result.current.tests[hook.id]).toEqual({
      ok: true,
      text: 'Test event delivered: your endpoint answered 200.',
    });
    await act(() => result.current.setActive(hook, false));
    expect(result.current.webhooks.data![0]!.active).toBe(false);
    expect(result.current.notice).toBe(text.pausedNotice);
    const deliveries = renderHook(() => useWebhookDeliveries(hook.id, { client }));
    await waitFor(() => expect(deliveries.result.current.deliveries.data).toHaveLength(1));
    expect(await act(() => result.current.remove(hook))).toBe(true);
    expect(result.current.webhooks.data).toEqual([]);
    expect(result.current.notice).toBe(text.removed);
  });

  it('says why a test event failed, and a failed pause in the row', async () => {
    const client = createFakeMediakitClient({ scenarios: { 'integrations.webhooks.update': 'server-error' } });
    const { result } = await ready(client);
    act(() => result.current.setUrl('https://hooks.example.com/fail'));
    await act(() => result.current.create());
    const hook = result.current.webhooks.data![0]!;
    await act(() => result.current.sendTest(hook));
    expect(result.current.tests[hook.id]?.ok).toBe(false);
    expect(result.current.tests[hook.id]?.text).toMatch(/^Test event failed: The endpoint answered 500\./);
    await act(() => result.current.setActive(hook, false));
    expect(result.current.rowErrors[hook.id]).toBe(text.serverError);
    expect(result.current.webhooks.data![0]!.active).toBe(true);
  });

  it('reports a failed load in the screen’s words and loads again', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('integrations.webhooks.list', 'network-error');
    const { result } = renderHook(() => useWebhooks({ client }));
    await waitFor(() => expect(result.current.loadError).toBe(text.network));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.webhooks.status).toBe('ready'));
  });
});
