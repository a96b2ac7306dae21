import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { handlePaymentWebhook } from './billing/fulfilment';
import type { PaymentEngine } from './billing/engines/paymentEngine';
import { createStripeEngine } from './billing/engines/stripeEngine';
import { createTestEngine, isTestEngine } from './billing/engines/testEngine';
import type { ServerConfig } from './config';
import { createOutboxSender, type EmailSender } from './email/email';
import { openDatabase } from './db/database';
import type { Engines } from './engines/engine';
import { createEngines } from './engines';
import { startJobQueue } from './jobs/jobQueue';
import { failAbandonedJob, processJob } from './jobs/worker';
import { createLocalStorage } from './media/localStorage';
import type { Services } from './services';
import { startWebhookDispatcher } from './webhooks/webhookDeliveries';

export interface StartOptions {
  /** Replaces the configured engines (tests inject their own). */
  engines?: Engines;
  /** Replaces the payment engine (else Stripe when configured, or the test engine). */
  payments?: PaymentEngine;
  /** Sends e-mail; by default every message goes to the outbox table (read by admins in the console). */
  email?: EmailSender;
  /** Serve HTTP (default true); `false` runs workers only. */
  http?: boolean;
}

export interface RunningServer {
  services: Services;
  app: FastifyInstance | undefined;
  /** The address HTTP listens on, e.g. http://127.0.0.1:8787. */
  url: string | undefined;
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it), the storage and the job queue, starts this process's workers
 * (`config.workers`, 0 for an API-only node) and, unless told otherwise, the HTTP API.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = pino({ level: config.logLevel, base: undefined });
  await mkdir(join(config.dataDir, 'tmp'), { recursive: true });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const queue = await startJobQueue(database, { timeoutSeconds: config.jobTimeoutSeconds });
  const services: Services = {
    config,
    database,
    db: database.db,
    // The S3 SDK is large: it loads only when the bucket is configured.
    storage:
      config.storage.kind === 's3' && config.storage.s3
        ? (await import('./media/s3Storage')).createS3Storage(config.storage.s3)
        : createLocalStorage(config.storage.directory),
    engines: options.engines ?? createEngines(config.engineEnvironment),
    queue,
    payments:
      options.payments ??
      (config.stripe
        ? createStripeEngine(config.stripe)
        : createTestEngine({ db: database.db, secret: config.secret })),
    email: options.email ?? createOutboxSender(database.db),
    log,
  };
  if (config.workers > 0) {
    await queue.work(config.workers, (jobId) => processJob(services, jobId));
    await queue.workDead((jobId) => failAbandonedJob(services, jobId));
  }
  const paymentTimer = startTestPayments(services);
  // Webhook deliveries go out from the processes that run jobs.
  const dispatcher = config.workers > 0 ? startWebhookDispatcher(database.db, config, log) : undefined;
  let app: FastifyInstance | undefined;
  let url: string | undefined;
  if (options.http !== false) {
    app = await buildApp(services);
    url = await app.listen({ port: config.port, host: config.host });
  }
  return {
    services,
    app,
    url,
    async stop() {
      await app?.close();
      if (paymentTimer) clearInterval(paymentTimer);
      await dispatcher?.stop();
      await queue.stop();
      await database.close();
    },
  };
}

/**
 * The test engine delivers its events to the same webhook handler as Stripe's, and like Stripe it delivers again what
 * did not arrive (a crash mid-way) and renews subscriptions when their month is over: every 10 s, and once at start.
 */
function startTestPayments(services: Services) {
  const engine = services.payments;
  if (!isTestEngine(engine)) return undefined;
  engine.setDelivery(async (body, signature) => {
    await handlePaymentWebhook(services, body, signature);
  });
  const tick = () => {
    void engine
      .deliverPending()
      .then(() => engine.renewDue())
      .catch((error: unknown) => services.log.warn({ err: error }, 'Test payments: a delivery or renewal failed'));
  };
  tick();
  const timer = setInterval(tick, 10_000);
  timer.unref();
  return timer;
}
