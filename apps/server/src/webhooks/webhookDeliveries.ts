import { and, desc, eq, inArray, lt, lte } from 'drizzle-orm';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Db, Tx } from '../db/database';
import { webhookDeliveries, webhooks } from '../db/schema';
import { newId, unseal } from '../accounts/secrets';
import type { JobRow } from '../jobs/jobs';
import type { ServerConfig } from '../config';
import { toolLabels } from '../tools/registry';
import { signatureHeader, webhookHeaders } from './webhookSignature';
import { RefusedAddressError, resolveDeliveryAddress } from './webhookUrl';
import type { WebhookEvent } from './webhooks';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type DeliveryConfig = Pick<ServerConfig, 'secret' | 'allowLocalUrls' | 'webhooks'>;

/** A delivery as the client reads it (one attempt). */
export function deliveryJson(row: DeliveryRow) {
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.event,
    attempt: row.attempt,
    outcome: row.outcome,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    due_at: row.dueAt.toISOString(),
    sent_at: row.claimedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function eventBody(eventId: string, event: string, data: Record<string, unknown>) {
  return JSON.stringify({ id: eventId, type: event, created_at: new Date().toISOString(), data });
}

/** A job's end as webhook data (output files by id: fetch them with an API key, GET /api/v1/media). */
export function jobEventData(job: JobRow, outcome: 'succeeded' | 'failed', reason?: string) {
  const outputs = outcome === 'succeeded' ? ((job.output?.media as string[] | undefined) ?? []) : [];
  return {
    task_id: job.id,
    tool: job.tool,
    tool_label: toolLabels[job.tool] ?? job.tool,
    status: outcome,
    title: (job.input as { title?: string }).title ?? toolLabels[job.tool] ?? job.tool,
    cost: job.cost,
    ...(outcome === 'failed' ? { error: reason ?? job.error ?? 'The job failed.' } : {}),
    output_media_ids: outputs,
  };
}

/**
 * A job ended: one pending first attempt per active webhook of its owner that listens to the event, in the job's final
 * transaction (no commit, no delivery; a commit always leads to one). The dispatcher sends them.
 */
export async function queueJobWebhooks(tx: Tx, job: JobRow, outcome: 'succeeded' | 'failed', reason?: string) {
  const event: WebhookEvent = outcome === 'succeeded' ? 'job.completed' : 'job.failed';
  const hooks = await tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.userId, job.userId), eq(webhooks.active, true)));
  const listening = hooks.filter((hook) => hook.events.includes(event));
  if (!listening.length) return;
  const eventId = newId('evt');
  const payload = eventBody(eventId, event, jobEventData(job, outcome, reason));
  await tx
    .insert(webhookDeliveries)
    .values(listening.map((hook) => ({ id: newId('dlv'), webhookId: hook.id, eventId, event, payload, attempt: 1 })));
}

/** A test event for one webhook, claimed at once (the route sends it itself, once; the dispatcher never sees it). */
export async function queueTestEvent(tx: Tx, webhookId: string) {
  const eventId = newId('evt');
  const payload = eventBody(eventId, 'ping', { message: 'This is a test event from Mediakit.' });
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      id: newId('dlv'),
      webhookId,
      eventId,
      event: 'ping',
      payload,
      attempt: 1,
      outcome: 'sending',
      claimedAt: new Date(),
    })
    .returning();
  return row!;
}

/** The POST itself: pinned to a checked address, a time limit, no redirects followed; the status or a clear reason. */
async function post(url: URL, body: string, headers: Record<string, string>, config: DeliveryConfig) {
  const pinned = await resolveDeliveryAddress(url, config.allowLocalUrls);
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (typeof options === 'object' && options?.all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise<number>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        lookup: pinnedLookup,
        timeout: config.webhooks.timeoutMs,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}

function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedAddressError)
    return 'The endpoint resolves to a private address, which this server refuses.';
  if (error instanceof Error && error.message === 'timeout') {
    return `The endpoint did not answer within ${Math.round(timeoutMs / 1000)} seconds.`;
  }
  const code = (error as { code?: string })?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || (error instanceof Error && error.message === 'unresolved')) {
    return 'The endpoint’s host name could not be resolved.';
  }
  if (code === 'ECONNREFUSED') return 'The endpoint refused the connection.';
  return 'The endpoint could not be reached.';
}

/** Shown on an attempt whose webhook's sealed secret no longer opens: no signature, so nothing is sent or retried. */
export const unreadableSecretMessage =
  'The signing secret can no longer be read (the server’s secret changed): delete this webhook and add it again.';

/** The webhook's signing secret, or undefined when it was sealed under another MEDIAKIT_SECRET (or tampered with). */
function openSecret(serverSecret: string, sealed: string): string | undefined {
  try {
    return unseal(serverSecret, sealed);
  } catch {
    return undefined;
  }
}

/**
 * Sends one claimed attempt and records what happened. A 2xx is delivered; anything else is retried after the next
 * delay of `config.webhooks.retryDelaysSeconds` (a new pending row), until they run out: then it is failed. An attempt
 * that cannot be signed (the secret cannot be unsealed) fails at once: retrying could never succeed.
 */
export async function sendDelivery(db: Db, config: DeliveryConfig, delivery: DeliveryRow, { retry = true } = {}) {
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId)).limit(1);
  if (!hook) return undefined;
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  const secret = openSecret(config.secret, hook.secret);
  if (secret === undefined) {
    error = unreadableSecretMessage;
  } else {
    try {
      statusCode = await post(
        new URL(hook.url),
        delivery.payload,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'Mediakit-Webhooks/1',
          [webhookHeaders.event]: delivery.event,
          [webhookHeaders.eventId]: delivery.eventId,
          [webhookHeaders.delivery]: delivery.id,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: signatureHeader(secret, timestamp, delivery.payload),
        },
        config,
      );
      if (statusCode < 200 || statusCode >= 300) error = `The endpoint answered ${statusCode}.`;
    } catch (caught) {
      error = failureText(caught, config.webhooks.timeoutMs);
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const delays = config.webhooks.retryDelaysSeconds;
  const again = Boolean(error) && secret !== undefined && retry && delivery.attempt <= delays.length;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ outcome: error ? (again ? 'retrying' : 'failed') : 'delivered', statusCode, error, durationMs })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    if (again) {
      await tx.insert(webhookDeliveries).values({
        id: newId('dlv'),
        webhookId: delivery.webhookId,
        eventId: delivery.eventId,
        event: delivery.event,
        payload: delivery.payload,
        attempt: delivery.attempt + 1,
        dueAt: new Date(Date.now() + delays[delivery.attempt - 1]! * 1000),
      });
    }
    return row!;
  });
}

/** Claims a due attempt for this process (skipping ones another process holds); the delivery's row, or undefined. */
export async function claimDue(db: Db, limit = 5): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.outcome, 'pending'), lte(webhookDeliveries.dueAt, new Date())))
      .orderBy(webhookDeliveries.dueAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(webhookDeliveries)
      .set({ outcome: 'sending', claimedAt: new Date() })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Attempts left `sending` by a process that died are pending again after a while (receivers drop duplicates by id). */
export async function releaseAbandoned(db: Db, olderThanMs: number) {
  await db
    .update(webhookDeliveries)
    .set({ outcome: 'pending', claimedAt: null })
    .where(
      and(
        eq(webhookDeliveries.outcome, 'sending'),
        lt(webhookDeliveries.claimedAt, new Date(Date.now() - olderThanMs)),
      ),
    );
}

/** Polls for due attempts and sends them; stops with the server. */
export function startWebhookDispatcher(
  db: Db,
  config: DeliveryConfig,
  log: { warn: (obj: object, msg: string) => void },
) {
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = async () => {
    await releaseAbandoned(db, config.webhooks.timeoutMs * 3 + 60_000);
    for (let batch = await claimDue(db); batch.length && !stopped; batch = await claimDue(db)) {
      await Promise.all(batch.map((row) => sendDelivery(db, config, row)));
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'webhook dispatch failed'))
      .finally(() => (running = undefined));
  }, config.webhooks.pollMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** A webhook's latest attempts, newest first. */
export function listDeliveries(tx: Tx, webhookId: string, limit = 50) {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(limit);
}
