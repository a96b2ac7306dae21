import type { MediakitClient } from '@mediakit/api-client';
import type { CostBadgeMessages } from '../CostBadge';
import type { ResultActionsMessages } from '../ResultActions';
import type { ResultDeliveryProps } from '../run/resultDelivery';
import type { ToolStatusMessages } from '../ToolStatus';
import type { UploadFieldMessages } from '../UploadField';

/** What every tool's headless hook takes: its client, wording, starting values and callbacks. */
export interface ToolOptions<Result, Messages, Values> extends ResultDeliveryProps<Result> {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient | undefined;
  /** Overrides for any user-facing string. */
  messages?: Partial<Messages> | undefined;
  /** The form's starting values, also restored by Reset. */
  defaultValues?: Values | undefined;
  /** Called with every failure (already shown to the user). */
  onError?: ((error: unknown) => void) | undefined;
}

/** What a tool that makes a file hands to `onResult`: the file's URL and which engine made it. */
export interface MediaResult {
  /** The output (absolute http(s) URL). */
  url: string;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
  /** A video's poster frame (the server's `poster_preview`), shown until it plays. */
  poster?: string | undefined;
}

/** Overrides for the runtime parts every tool shows: balance and cost, the run's status, result actions, uploads. */
export interface SharedPartsMessages {
  costBadge?: Partial<CostBadgeMessages>;
  status?: Partial<ToolStatusMessages>;
  resultActions?: Partial<ResultActionsMessages>;
  upload?: Partial<UploadFieldMessages>;
}

/** What every tool's view takes: its hook's options, plus the shared parts' wording, the credits link and a class. */
export interface ToolViewProps<Result, Messages, Values> extends ToolOptions<Result, Messages, Values> {
  /** Overrides for the shared parts: balance and cost, the run's status, result actions, upload fields. */
  sharedMessages?: SharedPartsMessages | undefined;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string | undefined;
  className?: string | undefined;
}
