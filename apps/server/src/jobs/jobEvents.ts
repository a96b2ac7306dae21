import type { Tx } from '../db/database';
import { activity } from '../db/schema';
import { notifyJobEnded } from '../notifications/notifications';
import { toolLabels } from '../tools/registry';
import { queueJobWebhooks } from '../webhooks/webhookDeliveries';
import type { JobRow } from './jobs';

/**
 * What follows the end of a job, in the transaction that ends it: the owner's activity entry (usage's recent
 * activity), a notification for the bell and the owner's webhooks' deliveries.
 */
export async function jobEnded(tx: Tx, job: JobRow, outcome: 'succeeded' | 'failed', reason?: string) {
  const tool = toolLabels[job.tool] ?? job.tool;
  await tx.insert(activity).values({
    userId: job.userId,
    kind: 'job',
    detail: `${tool} ${outcome === 'succeeded' ? 'finished' : 'failed'}: ${(job.input as { title?: string }).title ?? tool}`,
  });
  await notifyJobEnded(tx, job, outcome, reason);
  await queueJobWebhooks(tx, job, outcome, reason);
}
