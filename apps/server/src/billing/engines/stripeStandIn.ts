import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A stand-in Stripe for tests: it decodes every request the SDK sends (form-encoded bodies and bracketed query
 * strings, as Stripe takes them), validates it against Stripe's own OpenAPI description (./stripe-fixture), and
 * answers from `answer`. Anything the description does not allow is answered as Stripe would (400,
 * invalid_request_error) and kept in `problems`.
 */
type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const description = JSON.parse(
  readFileSync(new URL('./stripe-fixture/openapi.subset.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };

/** `a[b][0][c]=1&a[d]=2` to `{ a: { b: [{ c: '1' }], d: '2' } }` (Stripe's form encoding). */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let target: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const container = target as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      container[key] ??= nextIsIndex ? [] : {};
      target = container[key] as Record<string, unknown>;
    });
  }
  return normaliseArrays(root) as Record<string, unknown>;
}

function normaliseArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(normaliseArrays);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normaliseArrays(item)]));
  }
  return value;
}

/** Form values are text: turn them into what the schema says (integers, booleans), as Stripe does. */
function coerce(value: unknown, schema: Schema | undefined): unknown {
  if (!schema) return value;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options) {
      if (value === '') return value;
      for (const option of options) {
        const coerced = coerce(value, option);
        if (typeof coerced !== 'string' || option.type === 'string') return coerced;
      }
      return value;
    }
  }
  if (typeof value === 'string') {
    if (schema.type === 'integer' && /^-?\d+$/.test(value)) return Number(value);
    if (schema.type === 'number' && value !== '' && !Number.isNaN(Number(value))) return Number(value);
    if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => coerce(item, schema.items as Schema));
  if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, coerce(item, properties[key])]));
  }
  return value;
}

// Stripe's own formats (unix-time, decimal) carry no rule a request could break here.
const ajv = new Ajv({ strict: false, allErrors: true, formats: { 'unix-time': true, decimal: true } });
const validators = new Map<Schema, ValidateFunction>();
function validate(schema: Schema, value: unknown) {
  let check = validators.get(schema);
  if (!check) validators.set(schema, (check = ajv.compile(schema)));
  return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

function findOperation(method: string, path: string) {
  for (const [template, methods] of Object.entries(description.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = methods[method.toLowerCase()];
    if (operation && pattern.test(path)) return { template, operation };
  }
  return undefined;
}

export interface StripeRequest {
  method: string;
  path: string;
  /** The decoded and coerced parameters (query or body). */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  url: string;
  requests: StripeRequest[];
  problems: string[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(
  answer: (request: StripeRequest) => { status?: number; body: unknown },
): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const problems: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const found = findOperation(method, url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
      response.end(JSON.stringify(body));
    };
    const refuse = (message: string) => {
      problems.push(`${method} ${url.pathname}: ${message}`);
      send(400, { error: { type: 'invalid_request_error', message } });
    };
    if (!found) return refuse('no such operation in the description');
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) return refuse('no API key');
    let params: Record<string, unknown>;
    const errors: string[] = [];
    if (method === 'GET' || method === 'DELETE') {
      const raw = decodeForm(url.searchParams.toString());
      const query = found.operation.parameters?.filter((parameter) => parameter.in === 'query') ?? [];
      params = {};
      for (const [name, value] of Object.entries(raw)) {
        const parameter = query.find((candidate) => candidate.name === name);
        if (!parameter) {
          errors.push(`unknown query parameter ${name}`);
          continue;
        }
        params[name] = coerce(value, parameter.schema);
        errors.push(...validate(parameter.schema, params[name]).map((error) => `${name}${error}`));
      }
    } else {
      const schema = found.operation.requestBody?.content['application/x-www-form-urlencoded']?.schema;
      params = coerce(decodeForm(await bodyOf(request)), schema) as Record<string, unknown>;
      if (schema) errors.push(...validate(schema, params));
    }
    const entry: StripeRequest = {
      method,
      path: url.pathname,
      params,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    };
    requests.push(entry);
    if (errors.length) return refuse(errors.join('; '));
    const { status = 200, body } = answer(entry);
    send(status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    problems,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
