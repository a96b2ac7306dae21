import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { malformedResponse } from '../errors';
import { sessionOperations as operations } from '../operations/clientOperations';
import type { EngineLine, EnginesApi } from './types';

const kinds = ['model', 'provider', 'program'];

const isEngineLine = (line: unknown): line is EngineLine => {
  const { tool, engine, kind, summary } = (line ?? {}) as Record<string, unknown>;
  return (
    typeof tool === 'string' &&
    typeof engine === 'string' &&
    typeof summary === 'string' &&
    summary.trim() !== '' &&
    kinds.includes(kind as string)
  );
};

export function createEnginesApi(ctx: HttpContext): EnginesApi {
  return {
    async list(options) {
      // Only shown beside a form: a signed-out visitor's 401 is no reason to end a session, so it is not reported.
      const body = await requestJson(ctx, operations['engines.list'], { ...options, reportsUnauthenticated: true });
      if (!Array.isArray(body.data)) throw malformedResponse(body);
      return body.data.filter(isEngineLine).map(({ tool, engine, kind, summary }) => ({ tool, engine, kind, summary }));
    },
  };
}
