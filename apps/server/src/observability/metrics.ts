import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The counters an operator watches, in Prometheus' text format at `GET /metrics` on every node (API nodes on their
 * port, worker nodes on their health port). Counters are per process: sum them over the nodes. The queue depth is
 * read from the database, so every node reports the same figure.
 */
export function createMetrics(readQueueDepth: () => Promise<Record<string, number>>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mediakit_process_' });
  const tool = ['tool'] as const;
  return {
    registry,
    jobsStarted: new Counter({
      name: 'mediakit_jobs_started_total',
      help: 'Jobs started and charged (a replayed Idempotency-Key is not counted).',
      labelNames: tool,
      registers: [registry],
    }),
    jobsFinished: new Counter({
      name: 'mediakit_jobs_finished_total',
      help: 'Jobs that ended in a worker, by outcome (succeeded, failed).',
      labelNames: ['tool', 'outcome'] as const,
      registers: [registry],
    }),
    jobsRefunded: new Counter({
      name: 'mediakit_jobs_refunded_total',
      help: 'Jobs whose credits went back (failed, abandoned or cancelled).',
      labelNames: tool,
      registers: [registry],
    }),
    jobsHandedBack: new Counter({
      name: 'mediakit_jobs_handed_back_total',
      help: 'Jobs put back on the queue by a worker shutting down (not counted as an attempt).',
      labelNames: tool,
      registers: [registry],
    }),
    jobRetries: new Counter({
      name: 'mediakit_job_step_retries_total',
      help: 'Transient failures retried inside a job, by what failed (storage, database, provider).',
      labelNames: ['tool', 'kind'] as const,
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'mediakit_job_duration_seconds',
      help: 'Time a worker spent on a job, from taking it to its end.',
      labelNames: ['tool', 'outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 900],
      registers: [registry],
    }),
    storageErrors: new Counter({
      name: 'mediakit_storage_errors_total',
      help: 'Failed storage calls, by operation (put, download, read, delete).',
      labelNames: ['operation'] as const,
      registers: [registry],
    }),
    providerErrors: new Counter({
      name: 'mediakit_engine_errors_total',
      help: "Engine and provider failures, by tool and whether they were transient (a provider's 5xx, a timeout).",
      labelNames: ['tool', 'transient'] as const,
      registers: [registry],
    }),
    httpRequests: new Histogram({
      name: 'mediakit_http_request_duration_seconds',
      help: 'HTTP answers by route and status class.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180],
      registers: [registry],
    }),
    queueDepth: new Gauge({
      name: 'mediakit_queue_depth',
      help: 'Jobs waiting (queued) and running, over every node.',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const counts = await readQueueDepth().catch(() => undefined);
        if (!counts) return;
        for (const state of ['queued', 'running']) this.set({ state }, counts[state] ?? 0);
      },
    }),
    ready: new Gauge({
      name: 'mediakit_ready',
      help: '1 while this node takes work (its database and storage answer and it is not draining).',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
