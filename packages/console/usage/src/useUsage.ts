import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { loadFailureText, useConsoleClient, useProvidedCredits, useRemoteData } from '@mediakit/console-kit';
import { useEffect, useMemo, useRef } from 'react';
import { mergeUsageMessages, type UsageMessagesOverride } from './messages';
import { withLiveCredits, type UsageData } from './usageFigures';

export interface UseUsageOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Text overrides (the error message comes from them). */
  messages?: UsageMessagesOverride;
}

export interface UsageState {
  status: 'loading' | 'ready' | 'error';
  /** The last figures loaded (kept while reloading and after a failed reload). */
  data: UsageData | undefined;
  error: unknown;
  /** The failure in words, chosen by the error's reason; undefined without an error. */
  errorMessage: string | undefined;
  /** Loads again (the Retry button). */
  reload: () => void;
}

/**
 * Loads the usage summary and the dashboard together (one request each, in parallel), for every usage view to share:
 * `const usage = useUsage(); <UsageOverview usage={usage} /> <RecentActivity usage={usage} />`. Both are aborted on
 * unmount, and no state changes after it.
 *
 * Under a `MediakitProvider` the balance and this month's spending come from its client's credits store, the one the
 * top bar and every tool show, so a top-up or a job changes them here at once; a new balance also loads the other
 * figures again (renders, activity, projects).
 */
export function useUsage({ client, messages }: UseUsageOptions = {}): UsageState {
  const consoleClient = useConsoleClient(client);
  const { state, reload } = useRemoteData<UsageData>(
    async (signal) => {
      const [summary, dashboard] = await Promise.all([
        consoleClient.usage.summary({ signal }),
        consoleClient.usage.dashboard({ signal }),
      ]);
      return { summary, dashboard };
    },
    [consoleClient],
  );
  const merged = useMemo(() => mergeUsageMessages(messages), [messages]);
  const balance = useProvidedCredits();
  const seenCredits = useRef(balance?.credits);
  useEffect(() => {
    const credits = balance?.credits;
    if (credits === undefined) return;
    if (seenCredits.current !== undefined && seenCredits.current !== credits) reload();
    seenCredits.current = credits;
  }, [balance?.credits, reload]);
  const data = useMemo(() => withLiveCredits(state.data, balance), [state.data, balance]);
  return {
    status: state.status,
    data,
    error: state.error,
    errorMessage: loadFailureText(state, merged.loadFailed),
    reload,
  };
}
