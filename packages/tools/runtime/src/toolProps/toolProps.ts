import type { MediakitClient } from '@mediakit/api-client';
import type { CostBadgeMessages } from '../CostBadge';
import type { JobStatusMessages } from '../JobStatus';
import type { ResultActionsMessages } from '../ResultActions';
import type { ResultDeliveryProps } from '../jobs/useResultDelivery';

/** What every tool's headless hook takes: its client, wording, starting values and callbacks. */
export interface ToolOptions<Result, Messages, Values> extends ResultDeliveryProps<Result> {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<Messages>;
  /** The form's starting values, also restored by Reset. */
  defaultValues?: Values;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
}

/** What every paid tool's view takes: its hook's options, plus the cost badge's wording and link. */
export interface ToolViewProps<Result, Messages, Values> extends ToolOptions<Result, Messages, Values> {
  /** Overrides for the balance and cost badge. */
  costMessages?: Partial<CostBadgeMessages>;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  className?: string;
}

/** Overrides for the runtime parts a job tool shows: the cost badge, the job's status and the result actions. */
export interface SharedPartsMessages {
  costBadge?: Partial<CostBadgeMessages>;
  jobStatus?: Partial<JobStatusMessages>;
  resultActions?: Partial<ResultActionsMessages>;
}

/** What a view over a polled job takes: its hook's options, plus the shared parts' wording and the credits link. */
export interface JobToolViewProps<Result, Messages, Values> extends ToolOptions<Result, Messages, Values> {
  /** Overrides for the shared parts: balance and cost, job status, result actions. */
  sharedMessages?: SharedPartsMessages;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string;
  className?: string;
}
