import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { arrayField, objectField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { consoleOperations as operations } from '../operations/consoleOperations';

export interface ApiKey {
  id: string;
  label: string;
  /** Masked, e.g. 'mk_live_••••3f9a'. */
  maskedValue: string;
  createdAt: string | undefined;
  lastUsedAt: string | undefined;
}

export interface CreatedApiKey extends ApiKey {
  /** The full secret: shown once, never sent again. */
  secret: string;
}

export interface ApiKeysApi {
  /** GET /api/v1/api-keys */
  list(options?: RequestOptions): Promise<ApiKey[]>;
  /** POST /api/v1/api-keys `{ label }`; the answer carries the full `secret` once. */
  create(input: { label: string }, options?: RequestOptions): Promise<CreatedApiKey>;
  /** DELETE /api/v1/api-keys/{id} */
  revoke(id: string, options?: RequestOptions): Promise<void>;
}

export function readApiKey(value: unknown): ApiKey | undefined {
  const id = idOf(value);
  if (!id) return undefined;
  return {
    id,
    label: stringField(value, 'label') ?? '',
    maskedValue: stringField(value, 'masked_value', 'value') ?? '',
    createdAt: stringField(value, 'created_at'),
    lastUsedAt: stringField(value, 'last_used_at'),
  };
}

export function createApiKeysApi(ctx: HttpContext): ApiKeysApi {
  return {
    list: async (options) =>
      arrayField(await requestJson(ctx, operations['apiKeys.list'], options), 'data').flatMap(
        (value) => readApiKey(value) ?? [],
      ),
    async create({ label }, options) {
      const body = await requestJson(ctx, operations['apiKeys.create'], { ...options, json: { label } });
      const data = objectField(body, 'data') ?? body;
      const key = readApiKey(data);
      const secret = stringField(data, 'secret');
      if (!key || !secret) throw malformedResponse(body, 'The server sent no API key.');
      return { ...key, secret };
    },
    revoke: (id, options) =>
      send(ctx, operations['apiKeys.revoke'], { ...options, params: { id } }).then(() => undefined),
  };
}
