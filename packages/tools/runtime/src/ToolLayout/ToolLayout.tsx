import { isApiError } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { VisuallyHidden } from '@mediakit/ui/VisuallyHidden';
import type { FormEvent, ReactNode } from 'react';
import { CostBadge } from '../CostBadge';
import type { CreditGate } from '../credits';
import { ResultCard } from '../ResultCard';
import { hasEnded, type Cancellation, type ToolPhase } from '../run/toolPhase';
import { ToolFrame } from '../ToolFrame';
import { ToolStatus } from '../ToolStatus';
import type { SharedPartsMessages } from '../toolProps';
import * as styles from './ToolLayout.css';
import { ToolViewContext, type ToolView } from './toolView';

/** What the layout shows of a run: the `useToolRun` fields a tool's hook passes on, plus its status text. */
export interface ToolLayoutRun {
  phase: ToolPhase;
  isBusy: boolean;
  /** The tool's words for where the run stands (see `statusText`). */
  statusText?: string | undefined;
  progress?: number | undefined;
  resumed?: boolean | undefined;
  /** After Cancel: what the server said (see `useToolRun`). */
  cancellation?: Cancellation | undefined;
  /** The failure, in the tool's words. */
  error?: string | undefined;
  /** The failure itself: a short balance adds 'Buy credits' beside it. */
  failure?: unknown;
}

/**
 * The words of a tool's frame, under the same keys in every tool's messages, so the layout reads them from the hook.
 */
export interface ToolLayoutMessages {
  /** The tool's heading, also the accessible name of the whole tool (default: the tool's `messages.title`). */
  title?: string | undefined;
  /** The submit button. */
  submit: string;
  /** The submit button while the run is under way, e.g. 'Generating…'. */
  pending: string;
  /** The reset button; a tool without one has no such message. */
  reset?: string;
  /** Heads the result on its own card; a tool whose result shows bare has no such message. */
  resultHeading?: string;
}

/** A tool's hook as the layout reads it: its run, its balance and estimate, its words and what its buttons do. */
export interface ToolLayoutTool extends ToolLayoutRun {
  credits?: ToolLayoutProps['credits'];
  messages?: Partial<ToolLayoutMessages> | undefined;
  submit: () => unknown;
  cancel?: (() => void) | undefined;
  reset?: (() => void) | undefined;
  /** Validation problems to announce (see `ToolLayoutProps.announcement`). */
  announcement?: string | undefined;
}

export interface ToolLayoutProps {
  /**
   * The tool's hook: stands for `run`, `credits`, `onSubmit` and `announcement` (and `onCancel` with `cancellable`),
   * and its `messages` for `title`, `submitLabel`, `pendingLabel`, `resultHeading` and the reset button's label (the
   * button shows when the messages have `reset` and the hook a `reset`); each may still be given by itself.
   */
  tool?: ToolLayoutTool | undefined;
  /**
   * The view's own props: stands for `className`, `sharedMessages` and `buyCreditsHref`, and hands its `client` and
   * wording to the result actions and upload fields inside.
   */
  view?: ToolView | undefined;
  /** Offers the tool's `cancel` in the status while the run is under way. */
  cancellable?: boolean;
  /** The tool's heading, also the accessible name of the whole tool (default: the tool's `messages.title`). */
  title?: string | undefined;
  /** A line under the heading. */
  intro?: ReactNode;
  run?: ToolLayoutRun | undefined;
  /** The balance and the estimate: a cost badge above the buttons; submitting is disabled while the balance is short. */
  credits?:
    | (Pick<CreditGate, 'credits' | 'cost' | 'isShort' | 'shortMessage'> &
        Partial<Pick<CreditGate, 'error' | 'refreshing' | 'refresh' | 'engine'>>)
    | undefined;
  /** The form's fields. */
  children: ReactNode;
  /** Called on submit (the button, or Enter in a single-line field); the page never reloads. */
  onSubmit?: (() => void) | undefined;
  /** Default: the tool's `messages.submit`. */
  submitLabel?: string | undefined;
  /** Shown on the submit button while the run is under way, e.g. 'Generating…' (default: `messages.pending`). */
  pendingLabel?: string | undefined;
  /** Disables submitting while nothing runs (a short balance always does). */
  isSubmitDisabled?: boolean;
  /** Offers Cancel in the status while the run is under way. */
  onCancel?: (() => void) | undefined;
  /**
   * The reset button: always there, or (`whenEnded`) a quiet one once a run has ended; its label and action default
   * to the tool's `messages.reset` and `reset`. `false`: none.
   */
  reset?: { label?: string; onPress?: () => void; whenEnded?: boolean } | false | undefined;
  /** The result (player, images, actions); nothing shows while this is empty. */
  result?: ReactNode;
  /**
   * Heads the result on its own card and names its region (default: the tool's `messages.resultHeading`); without
   * one the result shows bare.
   */
  resultHeading?: string | undefined;
  /** The result above the form, as a conversation is. */
  resultFirst?: boolean;
  /** Right below the status, e.g. the job's task id. */
  statusDetails?: ReactNode;
  /** Below everything, e.g. a list of recent results. */
  footer?: ReactNode;
  /**
   * Announced assertively when it changes: validation problems beside fields the user may not be on (default: the
   * tool's `announcement`).
   */
  announcement?: string | undefined;
  /** Wraps everything below the heading, e.g. in tabs. */
  panel?: (body: ReactNode) => ReactNode;
  /** Overrides for the shared parts' wording. */
  sharedMessages?: SharedPartsMessages | undefined;
  /** Where 'Buy credits' leads (default '/pricing'). */
  buyCreditsHref?: string | undefined;
  className?: string | undefined;
}

/**
 * Every tool's screen: the titled frame, the form with its fields, the cost badge and the submit (and reset) button,
 * the run's status (text, progress, Cancel, the failure with 'Buy credits' when the balance was short), the result
 * on its card, and an assertive live region for validation problems.
 */
export function ToolLayout({
  tool,
  view = {},
  cancellable = false,
  title = tool?.messages?.title ?? '',
  intro,
  run: runProp,
  credits = tool?.credits,
  children,
  onSubmit = tool?.submit,
  submitLabel = tool?.messages?.submit ?? '',
  pendingLabel = tool?.messages?.pending ?? '',
  isSubmitDisabled = false,
  onCancel = cancellable ? tool?.cancel : undefined,
  reset: resetProp,
  result,
  resultHeading = tool?.messages?.resultHeading,
  resultFirst = false,
  statusDetails,
  footer,
  announcement = tool?.announcement,
  panel,
  sharedMessages = view.sharedMessages,
  buyCreditsHref = view.buyCreditsHref ?? '/pricing',
  className = view.className,
}: ToolLayoutProps) {
  const run: ToolLayoutRun = runProp ?? tool ?? { phase: 'idle', isBusy: false };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const resetLabel = resetProp === false ? undefined : (resetProp?.label ?? tool?.messages?.reset);
  const onReset = resetProp === false ? undefined : (resetProp?.onPress ?? tool?.reset);
  const resetWhenEnded = resetProp ? Boolean(resetProp.whenEnded) : false;
  const showReset = resetLabel && onReset && (!resetWhenEnded || hasEnded(run.phase));
  const creditsShort = isApiError(run.failure) && run.failure.reason === 'insufficient-credits';
  // The badge already says the shortfall (with its link) while the balance is short: say it once.
  const failureShownByBadge = run.phase === 'failed' && credits?.isShort && run.error === credits.shortMessage;

  const resultView = result ? (
    resultHeading ? (
      <ResultCard heading={resultHeading}>{result}</ResultCard>
    ) : (
      <div className={styles.column}>{result}</div>
    )
  ) : null;

  const body = (
    <>
      {resultFirst && resultView}
      <form className={styles.column} onSubmit={submit} noValidate>
        {children}
        {credits && <CostBadge gate={credits} buyCreditsHref={buyCreditsHref} messages={sharedMessages?.costBadge} />}
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={run.isBusy}
            pendingLabel={pendingLabel}
            isDisabled={!run.isBusy && (isSubmitDisabled || Boolean(credits?.isShort))}
          >
            {submitLabel}
          </Button>
          {showReset && (
            <Button variant={resetWhenEnded ? 'quiet' : 'secondary'} onPress={onReset}>
              {resetLabel}
            </Button>
          )}
        </div>
      </form>
      {!failureShownByBadge && (
        <ToolStatus
          phase={run.phase}
          statusText={run.statusText}
          progress={run.progress}
          error={run.error}
          creditsShort={creditsShort}
          buyCreditsHref={buyCreditsHref}
          resumed={run.resumed}
          cancellation={run.cancellation}
          onCancel={onCancel}
          messages={sharedMessages?.status}
        />
      )}
      {statusDetails}
      {!resultFirst && resultView}
      {footer}
      {/* A live region without a role, so the status and the failure stay the screen's one status and one alert. */}
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement ?? ''}
      </VisuallyHidden>
    </>
  );

  return (
    <ToolViewContext.Provider value={{ client: view.client, sharedMessages }}>
      <ToolFrame title={title} intro={intro} className={className}>
        {panel ? panel(<div className={styles.body}>{body}</div>) : body}
      </ToolFrame>
    </ToolViewContext.Provider>
  );
}
