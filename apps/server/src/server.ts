import Fastify, { type FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { buildApp } from './app';
import { handlePaymentWebhook } from './billing/fulfilment';
import type { PaymentEngine } from './billing/engines/paymentEngine';
import { createStripeEngine } from './billing/engines/stripeEngine';
import { createTestEngine, isTestEngine } from './billing/engines/testEngine';
import type { ServerConfig } from './config';
import { createOutboxSender, type EmailSender } from './email/email';
import { openDatabase } from './db/database';
import { jobs } from './db/schema';
import type { Engines } from './engines/engine';
import { createEngines } from './engines';
import { installErrorHandler } from './http/errorHandler';
import { pruneRateLimits } from './http/rateLimitStore';
import { startJobQueue } from './jobs/jobQueue';
import { failAbandonedJob, processJob } from './jobs/worker';
import { closeConnectionsWhileDraining, createLifecycle } from './lifecycle/lifecycle';
import { sweepTemporaryFolders } from './lifecycle/temporaryFolders';
import { createLocalStorage } from './media/localStorage';
import { createLogger } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { observeRequests } from './observability/requests';
import { healthRoutes } from './routes/systemRoutes';
import type { Services } from './services';
import { startWebhookDispatcher } from './webhooks/webhookDeliveries';

export interface StartOptions {
  /** Replaces the configured engines (tests inject their own). */
  engines?: Engines;
  /** Replaces the payment engine (else Stripe when configured, or the test engine). */
  payments?: PaymentEngine;
  /** Sends e-mail; by default every message goes to the outbox table (read by admins in the console). */
  email?: EmailSender;
  /**
   * Serve the API (default true); `false` runs workers only, with health, readiness and metrics on
   * `config.healthPort`.
   */
  http?: boolean;
}

export interface RunningServer {
  services: Services;
  app: FastifyInstance | undefined;
  /** The address HTTP listens on, e.g. http://127.0.0.1:8787 (a worker node's: its health port). */
  url: string | undefined;
  /**
   * Drains and stops: readiness turns false, no new requests or jobs are taken, requests in flight are answered
   * (a one-request tool's wait ends with a 503 naming its task), running jobs get `shutdown.graceSeconds` to finish
   * and are then handed back to the queue, and the database is closed.
   */
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it), the storage and the job queue, starts this process's workers
 * (`config.workers`, 0 for an API-only node) and, unless told otherwise, the HTTP API.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = createLogger(config, options.http === false ? 'worker' : 'api');
  const swept = await sweepTemporaryFolders(config.tmpDir);
  if (swept) log.info({ folders: swept }, 'removed temporary folders left by stopped processes');
  let lastConnectionWarning = 0;
  /** An outage repeats the same error many times a second: one line every ten seconds says it. */
  const connectionError = (error: Error) => {
    if (Date.now() - lastConnectionWarning < 10_000) return;
    lastConnectionWarning = Date.now();
    log.warn({ err: error }, 'database connection error');
  };
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onConnectionError: connectionError,
  });
  const queue = await startJobQueue(database, { timeoutSeconds: config.jobTimeoutSeconds, onError: connectionError });
  const metrics = createMetrics(async () => {
    const rows = await database.db
      .select({ state: jobs.state, count: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(inArray(jobs.state, ['queued', 'running']))
      .groupBy(jobs.state);
    return Object.fromEntries(rows.map((row) => [row.state, row.count]));
  });
  const lifecycle = createLifecycle();
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
    metrics,
    lifecycle,
  };
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };
  if (config.workers > 0) {
    await queue.work(config.workers, (jobId) => track(processJob(services, jobId)));
    await queue.workDead((jobId) => failAbandonedJob(services, jobId));
  }
  const paymentTimer = startTestPayments(services);
  // Webhook deliveries go out from the processes that run jobs.
  const dispatcher = config.workers > 0 ? startWebhookDispatcher(database.db, config, log) : undefined;
  const pruning = setInterval(() => void pruneRateLimits(database.db).catch(() => undefined), 10 * 60_000);
  pruning.unref();
  let app: FastifyInstance | undefined;
  let url: string | undefined;
  if (options.http !== false) {
    app = await buildApp(services);
    url = await app.listen({ port: config.port, host: config.host });
  } else {
    app = await healthApp(services);
    url = await app.listen({ port: config.healthPort, host: config.host });
  }
  let stopping: Promise<void> | undefined;
  /** Waits for one step of the shutdown, at most `ms`: a connection that never answers must not hold the exit. */
  const step = async (what: string, work: Promise<unknown> | undefined, ms: number) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      Promise.resolve(work).then(
        () => 'done',
        (error: unknown) => {
          log.warn({ err: error }, `${what} failed`);
          return 'failed';
        },
      ),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms))),
    ]);
    clearTimeout(timer);
    log.info({ ms: Date.now() - started, outcome }, `shutdown: ${what}`);
  };
  const stop = async () => {
    lifecycle.drain();
    clearInterval(pruning);
    if (paymentTimer) clearInterval(paymentTimer);
    // No new connections from here (requests in flight are answered; a one-request tool's wait ends at once).
    const requestsAnswered = app?.close();
    await step('stopped taking jobs', queue.stopTaking(), 5_000);
    // Running jobs may finish within the grace period; whatever still runs then goes back to the queue.
    if (running.size) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => (timer = setTimeout(resolve, config.shutdown.graceSeconds * 1000))),
      ]);
      clearTimeout(timer);
      lifecycle.handBack();
      await step('running jobs ended or handed back', Promise.allSettled([...running]), 30_000);
    }
    await step('requests answered', requestsAnswered, config.shutdown.timeoutSeconds * 1000);
    await step('webhook deliveries stopped', dispatcher?.stop(), 5_000);
    await step('queue stopped', queue.stop(5_000), 10_000);
    await step('database closed', database.close(), 5_000);
  };
  return {
    services,
    app,
    url,
    stop: () => (stopping ??= stop()),
  };
}

/** A worker node's HTTP: only health, readiness and metrics. */
async function healthApp(services: Services): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: services.log, disableRequestLogging: true });
  installErrorHandler(app);
  observeRequests(app, services);
  closeConnectionsWhileDraining(app, services.lifecycle);
  healthRoutes(app, services);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
  return app;
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
