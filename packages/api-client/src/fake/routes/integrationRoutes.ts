import type { FakeRequest, FakeRoute, FakeState } from '../fakeBackendTypes';
import { libraryOf, type FakeWebhookRecord } from '../library';

/**
 * Outgoing webhooks on the fake, as the server answers them, with one difference said out loud: the fake sends no
 * HTTP request. A test event is a simulated delivery (200 in 0 ms, or 500 when the URL contains "fail", so stories
 * show both, the failure saying it was simulated); jobs ending on the fake deliver nothing.
 */
const events = ['job.completed', 'job.failed'];
const refusedAddress =
  'The webhook URL must be a public address (local and private addresses are refused on this server).';
const notFound = { status: 404, body: { message: 'Webhook not found.' } };
const simulatedNote = 'Simulated by the fake backend: no request was sent.';

/** Literal loopback, private and link-local addresses and localhost, as the server refuses them in production. */
function isPrivateHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || bare === '::') return true;
  if (/^(fc|fd|fe80)/.test(bare) && bare.includes(':')) return true;
  const octets = bare.split('.').map(Number);
  if (octets.length !== 4 || octets.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false;
  const [a, b] = octets as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

function checkUrl(value: unknown): string | { status: number; body: { details: string } } {
  const invalid = (details: string) => ({ status: 422, body: { details } });
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return invalid('The URL field is required.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid('Enter the full URL of your endpoint, e.g. https://example.com/hooks/mediakit.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return invalid('The webhook URL must start with https:// or http://.');
  }
  if (url.username || url.password) return invalid('The webhook URL must not contain a user name or password.');
  if (isPrivateHost(url.hostname)) return invalid(refusedAddress);
  return url.href;
}

function checkEvents(value: unknown): string[] | { status: number; body: { details: string } } {
  if (!Array.isArray(value) || !value.length) return { status: 422, body: { details: 'Choose at least one event.' } };
  const unknown = value.find((event) => !events.includes(event as string));
  if (unknown !== undefined) {
    return { status: 422, body: { details: `Unknown event ${String(unknown)}: use ${events.join(' or ')}.` } };
  }
  return [...new Set(value as string[])];
}

const publicHook = ({ deliveries: _deliveries, ...hook }: FakeWebhookRecord) => hook;

function hookOf({ params, account }: FakeRequest, state: FakeState) {
  return libraryOf(state, account).webhooks.find((hook) => hook.id === params[0]);
}

export const integrationRoutes: FakeRoute[] = [
  {
    operation: 'integrations.webhooks.list',
    handle: ({ account }, { state }) => ({ body: { data: libraryOf(state, account).webhooks.map(publicHook) } }),
  },
  {
    operation: 'integrations.webhooks.create',
    handle: ({ json, account }, { state, newId }) => {
      const url = checkUrl(json.url);
      if (typeof url !== 'string') return url;
      const chosen = checkEvents(json.events);
      if (!Array.isArray(chosen)) return chosen;
      const library = libraryOf(state, account);
      if (library.webhooks.length >= 10) {
        return { status: 422, body: { details: 'An account has at most 10 webhooks.' } };
      }
      const id = newId('hook');
      const secret = `whsec_${id.replace(/\W/g, '')}${'x'.repeat(32)}`.slice(0, 38);
      const hook: FakeWebhookRecord = {
        id,
        url,
        events: chosen,
        active: true,
        secret_hint: `whsec_••••${secret.slice(-4)}`,
        created_at: new Date().toISOString(),
        deliveries: [],
      };
      library.webhooks = [hook, ...library.webhooks];
      return { status: 201, body: { data: { ...publicHook(hook), secret } } };
    },
  },
  {
    operation: 'integrations.webhooks.update',
    handle: (request, { state }) => {
      const hook = hookOf(request, state);
      if (!hook) return notFound;
      if ('active' in request.json) {
        if (typeof request.json.active !== 'boolean') {
          return { status: 422, body: { details: 'Active must be true or false.' } };
        }
        hook.active = request.json.active;
      }
      if ('events' in request.json) {
        const chosen = checkEvents(request.json.events);
        if (!Array.isArray(chosen)) return chosen;
        hook.events = chosen;
      }
      return { body: { data: publicHook(hook) } };
    },
  },
  {
    operation: 'integrations.webhooks.delete',
    handle: (request, { state }) => {
      const library = libraryOf(state, request.account);
      const hook = hookOf(request, state);
      if (!hook) return notFound;
      library.webhooks = library.webhooks.filter((item) => item !== hook);
      return { status: 204 };
    },
  },
  {
    operation: 'integrations.webhooks.deliveries',
    handle: (request, { state }) => {
      const hook = hookOf(request, state);
      return hook ? { body: { data: hook.deliveries } } : notFound;
    },
  },
  {
    operation: 'integrations.webhooks.test',
    handle: (request, { state, newId }) => {
      const hook = hookOf(request, state);
      if (!hook) return notFound;
      const fails = hook.url.includes('fail');
      const now = new Date().toISOString();
      const delivery = {
        id: newId('dlv'),
        event_id: newId('evt'),
        event: 'ping',
        attempt: 1,
        outcome: fails ? 'failed' : 'delivered',
        status_code: fails ? 500 : 200,
        error: fails ? `The endpoint answered 500. ${simulatedNote}` : null,
        duration_ms: 0,
        due_at: now,
        sent_at: now,
        created_at: now,
      };
      hook.deliveries = [delivery, ...hook.deliveries].slice(0, 50);
      return { body: { data: delivery } };
    },
  },
];
