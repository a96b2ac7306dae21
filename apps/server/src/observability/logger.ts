import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';
import type { ServerConfig } from '../config';
import { callContext } from './context';

/**
 * The server's log: one JSON object per line on stdout (errors with their stack inside the object), each with the
 * node, and the request id or job id of the call it was written for, so one request or one job can be followed
 * through every module and every node.
 */
export function createLogger(config: Pick<ServerConfig, 'logLevel'>, role: 'api' | 'worker'): Logger {
  return pino({
    level: config.logLevel,
    base: { node: `${hostname()}:${process.pid}`, role },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin(_object, _level, logger) {
      const context = callContext();
      if (!context) return {};
      // Fastify's request loggers already carry reqId.
      const bound = (logger as Logger).bindings?.() ?? {};
      return {
        ...(context.reqId && !('reqId' in bound) ? { reqId: context.reqId } : {}),
        ...(context.jobId && !('jobId' in bound) ? { jobId: context.jobId } : {}),
      };
    },
  });
}
