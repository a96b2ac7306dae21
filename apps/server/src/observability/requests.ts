import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { runInContext, type CallContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    callContext?: CallContext;
  }
}

/** Probes and scrapes answer every few seconds: counted, but logged only at debug. */
const quietPaths = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * Every request runs in its own call context (its id, and the Idempotency-Key it came with), so whatever a domain
 * module logs for it carries the request id; the answer names the id in `X-Request-Id`. Each answer is one JSON log
 * line (method, path without its query, status, time, user) and one observation of the duration histogram.
 */
export function observeRequests(app: FastifyInstance, services: Services) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    const key = request.headers['idempotency-key'];
    request.callContext = { reqId: request.id, idempotencyKey: typeof key === 'string' ? key : undefined };
    runInContext(request.callContext, done);
  });
  // Reading a JSON body continues from the socket's events, outside the context: enter it again after parsing.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.callContext) runInContext(request.callContext, done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    services.metrics.httpRequests.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      seconds,
    );
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ...(request.account ? { userId: request.account.id } : {}),
    };
    if (quietPaths.has(line.path ?? '')) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
