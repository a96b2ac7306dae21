import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isTransient } from '../jobs/transient';
import { HttpError } from './httpError';

/** PostgreSQL's codes for text it cannot store: a NUL byte (22021) or a character outside the encoding (22P05). */
const unstorableText = new Set(['22021', '22P05']);

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The answer for text no database can hold: said as the client's mistake, not ours. */
export const unstorableTextMessage = 'The request contains characters that cannot be stored (such as a NUL byte).';

/** The one place answers to errors are shaped: known errors say what is wrong, the rest says nothing internal. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    // Refused before the whole body arrived (an upload over its cap, a wrong type): the rest of it would stall the
    // connection's next request, so this answer closes the connection instead of reading it.
    if (!request.raw.complete) reply.header('Connection', 'close');
    if (error instanceof HttpError) return reply.status(error.status).headers(error.headers).send(error.body);
    if (error instanceof ZodError) {
      const details = error.issues[0]?.message ?? 'Invalid input.';
      return reply.status(422).send({ message: details, details });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && unstorableText.has(sqlState)) {
      return reply.status(422).send({ message: unstorableTextMessage, details: unstorableTextMessage });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The file is too large.', details: 'The file is too large.' });
    }
    if (status === 429) return reply.status(429).send({ message: 'Too many requests. Please wait a moment.' });
    if (status === 503 || (status >= 500 && isTransient(error))) {
      // The database or the storage is briefly away (a restart, a failover): worth a retry, not a bug of ours.
      request.log.warn({ err: error }, 'request failed on an unavailable dependency');
      return reply
        .status(503)
        .header('Retry-After', '2')
        .send({ message: 'The service is briefly unavailable. Please try again.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, unsupported media type, body too large): safe, but keep it short.
      const message =
        status === 415 ? 'Unsupported content type.' : status === 400 ? 'Malformed request.' : error.message;
      return reply.status(status).send({ message, details: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong.' });
  });
}
