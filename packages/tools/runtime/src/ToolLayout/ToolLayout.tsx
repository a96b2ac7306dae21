import { isApiError, type EngineLine } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { VisuallyHidden } from '@mediakit/ui/VisuallyHidden';
import type { FormEvent, ReactNode } from 'react';
import { CostBadge, EngineNote } from '../CostBadge';
import type { CreditGate } from '../credits';
import { ResultCard } from '../ResultCard';
import { hasEnded, type Cancellation, type ToolPhase } from '../run/toolPhase';
import { ToolFrame } from '../ToolFrame';
import { ToolStatus } from '../ToolStatus';
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
  /** The tool's heading, also the accessible name of the whole tool. */
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

/** The balance and the estimate as the layout shows them: a cost badge above the buttons. */
export type ToolLayoutCredits = Pick<CreditGate, 'credits' | 'cost' | 'isShort' | 'shortMessage'> &
  Partial<Pick<CreditGate, 'error' | 'refreshing' | 'refresh' | 'engine'>>;

/** A tool's hook (what `useTool` returns) as the layout reads it: its run, balance, words and what its buttons do. */
export interface ToolLayoutTool extends ToolLayoutRun {
  /** None: the tool costs nothing, no badge shows. While the balance is short, submitting is disabled. */
  credits?: ToolLayoutCredits | undefined;
  /** Which engine answers: shown in the badge, or on its own where the tool costs nothing. */
  engineLine?: EngineLine | undefined;
  messages?: Partial<ToolLayoutMessages> | undefined;
  /** Called on submit (the button, or Enter in a single-line field); the page never reloads. */
  submit: () => unknown;
  cancel?: (() => void) | undefined;
  reset?: (() => void) | undefined;
  /**
   * Announced assertively when it changes: validation problems beside fields the user may not be on.
   */
  announcement?: string | undefined;
}

/** How the buttons behave where a tool differs from the default. */
export interface ToolLayoutButtons {
  /** Offers the tool's `cancel` in the status while a run is under way. */
  cancel?: boolean;
  /**
   * `always` (the default): Reset beside Submit; `when-ended`: a quiet one once a run has ended. Either shows only
   * when the tool has a `reset` and its messages a `reset` label.
   */
  reset?: 'always' | 'when-ended';
  /** Instead of the tool's `messages.submit`, e.g. a label per tab. */
  submitLabel?: string | undefined;
  /** Disables submitting while nothing runs (a short balance always does). */
  isSubmitDisabled?: boolean;
}

/** What a tool places around its form besides the result. */
export interface ToolLayoutSlots {
  /** A line under the heading. */
  intro?: ReactNode;
  /** Right below the status, e.g. the job's task id. */
  statusDetails?: ReactNode;
  /** Below everything, e.g. a list of recent results. */
  footer?: ReactNode;
  /** Wraps everything below the heading, e.g. in tabs. */
  panel?: (body: ReactNode) => ReactNode;
}

export interface ToolLayoutProps {
  /**
   * The tool's hook: its run (phase, status, progress, failure), `credits`, `submit`, `cancel`, `reset`,
   * `announcement`, and its `messages` for the heading (`title`), the buttons (`submit`, `pending`, `reset`) and the
   * result's card (`resultHeading`).
   */
  tool: ToolLayoutTool;
  /**
   * The view's own props: its `className`, `sharedMessages` and `buyCreditsHref` (default '/pricing'), and its
   * `client` and wording handed to the result actions and upload fields inside.
   */
  view?: ToolView | undefined;
  /** The form's fields. */
  children: ReactNode;
  /**
   * The result (player, images, actions); nothing shows while this is empty. On a card headed by the tool's
   * `messages.resultHeading`, or bare without one.
   */
  result?: ReactNode;
  /** The result above the form, as a conversation is. */
  resultFirst?: boolean;
  buttons?: ToolLayoutButtons;
  slots?: ToolLayoutSlots;
}

/**
 * Every tool's screen: the titled frame, the form with its fields, the cost badge and the submit (and reset) button,
 * the run's status (text, progress, Cancel, the failure with 'Buy credits' when the balance was short), the result
 * on its card, and an assertive live region for validation problems.
 */
export function ToolLayout({
  tool,
  view = {},
  children,
  result,
  resultFirst = false,
  buttons = {},
  slots = {},
}: ToolLayoutProps) {
  const { credits, messages = {}, announcement } = tool;
  const { sharedMessages, buyCreditsHref = '/pricing' } = view;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    tool.submit();
  };
  const resetWhenEnded = buttons.reset === 'when-ended';
  const showReset = messages.reset && tool.reset && (!resetWhenEnded || hasEnded(tool.phase));
  const creditsShort = isApiError(tool.failure) && tool.failure.reason === 'insufficient-credits';
  // The badge already says the shortfall (with its link) while the balance is short: say it once.
  const failureShownByBadge = tool.phase === 'failed' && credits?.isShort && tool.error === credits.shortMessage;

  const resultView = result ? (
    messages.resultHeading ? (
      <ResultCard heading={messages.resultHeading}>{result}</ResultCard>
    ) : (
      <div className={styles.column}>{result}</div>
    )
  ) : null;

  const body = (
    <>
      {resultFirst && resultView}
      <form className={styles.column} onSubmit={submit} noValidate>
        {children}
        {credits ? (
          <CostBadge gate={credits} buyCreditsHref={buyCreditsHref} messages={sharedMessages?.costBadge} />
        ) : (
          tool.engineLine && <EngineNote engine={tool.engineLine} messages={sharedMessages?.costBadge} />
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={tool.isBusy}
            pendingLabel={messages.pending ?? ''}
            isDisabled={!tool.isBusy && (Boolean(buttons.isSubmitDisabled) || Boolean(credits?.isShort))}
          >
            {buttons.submitLabel ?? messages.submit ?? ''}
          </Button>
          {showReset && (
            <Button variant={resetWhenEnded ? 'quiet' : 'secondary'} onPress={tool.reset}>
              {messages.reset}
            </Button>
          )}
        </div>
      </form>
      {!failureShownByBadge && (
        <ToolStatus
          phase={tool.phase}
          statusText={tool.statusText}
          progress={tool.progress}
          error={tool.error}
          creditsShort={creditsShort}
          buyCreditsHref={buyCreditsHref}
          resumed={tool.resumed}
          cancellation={tool.cancellation}
          onCancel={buttons.cancel ? tool.cancel : undefined}
          messages={sharedMessages?.status}
        />
      )}
      {slots.statusDetails}
      {!resultFirst && resultView}
      {slots.footer}
      {/* A live region without a role, so the status and the failure stay the screen's one status and one alert. */}
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement ?? ''}
      </VisuallyHidden>
    </>
  );

  return (
    <ToolViewContext.Provider value={{ client: view.client, sharedMessages }}>
      <ToolFrame title={messages.title ?? ''} intro={slots.intro} className={view.className}>
        {slots.panel ? slots.panel(<div className={styles.body}>{body}</div>) : body}
      </ToolFrame>
    </ToolViewContext.Provider>
  );
}
