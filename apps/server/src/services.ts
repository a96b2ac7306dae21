import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/database';
import type { Engines } from './engines/engine';
import type { JobQueue } from './jobs/jobQueue';
import type { MediaStorage } from './media/storage';
import type { PaymentEngine } from './billing/engines/paymentEngine';
import type { EmailSender } from './email/email';
import type { Lifecycle } from './lifecycle/lifecycle';
import type { Metrics } from './observability/metrics';

/** What routes and domain modules share; built once by `createServices`. */
export interface Services {
  config: ServerConfig;
  database: Database;
  db: Db;
  storage: MediaStorage;
  engines: Engines;
  queue: JobQueue;
  /** The payment engine: Stripe, or the built-in test engine. */
  payments: PaymentEngine;
  /** Sends e-mail; the built-in sender keeps it in the outbox table. */
  email: EmailSender;
  log: FastifyBaseLogger;
  metrics: Metrics;
  /** Draining and handing back on shutdown. */
  lifecycle: Lifecycle;
}
