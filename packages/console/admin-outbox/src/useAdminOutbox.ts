import type { MediakitConsoleClient, OutboxEmail } from '@mediakit/api-client/console';
import { loadFailureText, useConsoleClient, useRemoteData, type RemoteLoadView } from '@mediakit/console-kit';
import { useMemo, useState } from 'react';
import { adminOutboxMessages, type AdminOutboxMessages } from './messages';

/** E-mails a page: the newest twenty. */
export const outboxPageSize = 20;

export interface UseAdminOutboxOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<AdminOutboxMessages>;
}

export interface UseAdminOutboxResult extends RemoteLoadView {
  messages: AdminOutboxMessages;
  /** The page of e-mails as loaded; `undefined` until the first answer. */
  mails: OutboxEmail[] | undefined;
  /** How many e-mails the filter finds in all. */
  total: number;
  /** Whether a load is on its way (the previous page stays shown meanwhile). */
  isLoading: boolean;
  /** What is typed in the recipient field. */
  draft: string;
  /** Types in the recipient field; emptying it lists every e-mail again. */
  setDraft: (value: string) => void;
  /** The recipient the list is filtered by ('' for all). */
  recipient: string;
  /** Filters by what is typed, from the first page. */
  applyFilter: () => void;
  page: number;
  setPage: (page: number) => void;
}

/**
 * The development outbox, headless: every e-mail the server sent, newest first, a page at a time, filtered by
 * recipient. Each load is aborted when the next starts or the screen unmounts.
 */
export function useAdminOutbox({ client: given, messages }: UseAdminOutboxOptions = {}): UseAdminOutboxResult {
  const client = useConsoleClient(given);
  const text = useMemo(() => ({ ...adminOutboxMessages, ...messages }), [messages]);
  const [draft, setDraftValue] = useState('');
  const [recipient, setRecipient] = useState('');
  const [page, setPage] = useState(1);
  const { state, reload } = useRemoteData(
    (signal) => client.admin.outbox.list({ to: recipient, page, pageSize: outboxPageSize }, { signal }),
    [client, recipient, page],
  );
  const filterBy = (value: string) => {
    setRecipient(value.trim());
    setPage(1);
  };
  return {
    messages: text,
    mails: state.data?.items,
    total: state.data?.total ?? 0,
    isLoading: state.status === 'loading',
    loadError: loadFailureText(state, text),
    reload,
    draft,
    setDraft: (value) => {
      setDraftValue(value);
      if (!value.trim()) filterBy('');
    },
    recipient,
    applyFilter: () => filterBy(draft),
    page,
    setPage,
  };
}
