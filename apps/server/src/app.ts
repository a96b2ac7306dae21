import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { installErrorHandler } from './http/errorHandler';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { closeConnectionsWhileDraining } from './lifecycle/lifecycle';
import { observeRequests } from './observability/requests';
import { largestUpload } from './inputs/fileRules';
import { removeTemporaryFoldersAfterResponse } from './inputs/requestInput';
import { accountSettingsRoutes } from './routes/accountSettingsRoutes';
import { passwordResetRoutes } from './routes/passwordResetRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { newsletterRoutes } from './routes/newsletterRoutes';
import { accountRoutes } from './routes/accountRoutes';
import { adminRoutes } from './routes/adminRoutes';
import { apiKeyRoutes } from './routes/apiKeyRoutes';
import { billingRoutes } from './routes/billingRoutes';
import { invoiceRoutes } from './routes/invoiceRoutes';
import { paymentRoutes } from './routes/paymentRoutes';
import { chatRoutes } from './routes/chatRoutes';
import { hostRoutes } from './routes/hostRoutes';
import { jobRoutes } from './routes/jobRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { systemRoutes } from './routes/systemRoutes';
import { toolRoutes } from './routes/toolRoutes';
import { usageRoutes } from './routes/usageRoutes';
import { webhookRoutes } from './routes/webhookRoutes';
import type { RouteContract } from './routes/routeKit';
import type { Services } from './services';

export interface RouteRecord {
  method: string;
  url: string;
  contract: RouteContract | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the contract it declares (the contract test holds them against openapi.yaml). */
    mediakitRoutes: RouteRecord[];
  }
}

/** The HTTP API over the services: plugins, the error shape, then every route. */
export async function buildApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log,
    bodyLimit: 1024 * 1024,
    // Fastify's two lines per request are replaced by one (observeRequests).
    logController: new LogController({ disableRequestLogging: true }),
    // A load balancer's request id is kept, so one request can be followed from the edge through every log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Only the listed load balancers' X-Forwarded-For is believed: anyone else could name any address.
    trustProxy: services.config.trustedProxies.length ? services.config.trustedProxies : false,
    // Task and media ids are short; nothing legitimate needs a long URL.
    routerOptions: { maxParamLength: 200 },
  });
  const routes: RouteRecord[] = [];
  app.decorate('mediakitRoutes', routes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, contract: options.config?.contract });
    }
  });
  installErrorHandler(app);
  observeRequests(app, services);
  closeConnectionsWhileDraining(app, services.lifecycle);
  removeTemporaryFoldersAfterResponse(app);
  await app.register(cookie);
  await app.register(cors, {
    origin: services.config.corsOrigins,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN', 'X-Plan', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
  });
  await app.register(helmet, {
    // The API answers JSON and files; the host's pages (when this server serves them) set their own policy.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(multipart, {
    limits: { fileSize: largestUpload, files: 4, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  });
  if (services.config.rateLimits) {
    // Per route (sign-in, sign-up, job starts): see each route's `config.rateLimit`.
    await app.register(rateLimit, {
      global: false,
      // Counted in the database, so every node shares one allowance per caller.
      store: databaseRateLimitStore(services.db),
      // The database away: let the request through (it will meet the outage itself) rather than fail it here.
      skipOnError: true,
      errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many requests. Please wait a moment.' }),
    });
  }
  const registrations = [
    systemRoutes,
    accountRoutes,
    accountSettingsRoutes,
    passwordResetRoutes,
    notificationRoutes,
    newsletterRoutes,
    chatRoutes,
    toolRoutes,
    jobRoutes,
    mediaRoutes,
    billingRoutes,
    invoiceRoutes,
    paymentRoutes,
    usageRoutes,
    adminRoutes,
    apiKeyRoutes,
    // integrations
    webhookRoutes,
  ];
  for (const register of registrations) register(app, services);
  if (services.config.hostDir) await hostRoutes(app, services.config.hostDir);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
  return app;
}
