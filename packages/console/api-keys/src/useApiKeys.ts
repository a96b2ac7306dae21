import { isAbortError, isApiError } from '@mediakit/api-client';
import type { ApiKey, CreatedApiKey, MediakitConsoleClient } from '@mediakit/api-client/console';
import {
  consoleErrorMessage,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useUnmountSignal,
  type RemoteData,
} from '@mediakit/tool-runtime/console';
import { useCallback, useMemo, useState } from 'react';
import { apiKeysMessages, type ApiKeysMessages } from './messages';

/** The server keeps labels of at most this many characters. */
export const maxLabelLength = 80;

export interface UseApiKeysOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ApiKeysMessages>;
  /** Called after a key was created (without its secret, which only the screen shows). */
  onCreate?: (key: ApiKey) => void;
  /** Called after a key was revoked. */
  onRevoke?: (key: ApiKey) => void;
}

export interface UseApiKeysResult {
  messages: ApiKeysMessages;
  /** The keys as loaded (status 'loading', 'ready' or 'error'). */
  keys: RemoteData<ApiKey[]>;
  /** The load failure in the screen's words, if the last load failed. */
  loadError: string | undefined;
  reload: () => void;
  label: string;
  setLabel: (label: string) => void;
  /** Why the label cannot be used (shown after a submit). */
  labelError: string | undefined;
  isCreating: boolean;
  createError: string | undefined;
  /** Checks the label and creates the key; its secret is then in `created` until `dismissCreated`. */
  create: () => Promise<void>;
  /** The key just made, with its full secret: shown once. */
  created: CreatedApiKey | undefined;
  dismissCreated: () => void;
  /** The key whose revocation is on its way. */
  revokingId: string | undefined;
  revokeError: string | undefined;
  /** Revokes the key (the view asks for confirmation first); resolves true when it is gone. */
  revoke: (key: ApiKey) => Promise<boolean>;
  clearRevokeError: () => void;
  /** A short confirmation after a change, for a polite live region. */
  notice: string | undefined;
}

/** What is wrong with a label, or undefined when the server will take it. */
export function labelProblem(label: string, text: ApiKeysMessages): string | undefined {
  const trimmed = label.trim();
  if (!trimmed) return text.labelRequired;
  if (trimmed.length > maxLabelLength) return text.labelTooLong;
  return undefined;
}

/** The key as the list shows it: the secret stays with the one-time notice only. */
function withoutSecret({ id, label, maskedValue, createdAt, lastUsedAt }: CreatedApiKey): ApiKey {
  return { id, label, maskedValue, createdAt, lastUsedAt };
}

/** The API keys screen's state: the list, creating a key (its secret once), revoking one. */
export function useApiKeys({ client, messages, onCreate, onRevoke }: UseApiKeysOptions = {}): UseApiKeysResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...apiKeysMessages, ...messages }), [messages]);
  const {
    state: keys,
    reload,
    setData,
  } = useRemoteData((signal) => consoleClient.apiKeys.list({ signal }), [consoleClient]);
  const begin = useUnmountSignal();
  const [label, setLabelValue] = useState('');
  const [labelError, setLabelError] = useState<string>();
  const [isCreating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revokingId, setRevokingId] = useState<string>();
  const [revokeError, setRevokeError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const setLabel = useCallback((value: string) => {
    setLabelValue(value);
    setLabelError(undefined);
    setCreateError(undefined);
  }, []);

  const create = useCallback(async () => {
    if (isCreating) return;
    const problem = labelProblem(label, text);
    setLabelError(problem);
    if (problem) return;
    const call = begin();
    setCreating(true);
    setCreateError(undefined);
    try {
      const key = await consoleClient.apiKeys.create({ label: label.trim() }, { signal: call.signal });
      const listed = withoutSecret(key);
      setCreated(key);
      setLabelValue('');
      setNotice(undefined);
      setData((previous) => [listed, ...(previous ?? []).filter((existing) => existing.id !== key.id)]);
      onCreate?.(listed);
    } catch (error) {
      if (isAbortError(error)) return;
      if (isApiError(error) && error.reason === 'invalid-input') setLabelError(consoleErrorMessage(error, text));
      else setCreateError(consoleErrorMessage(error, text));
    } finally {
      call.done();
      if (!call.signal.aborted) setCreating(false);
    }
  }, [begin, consoleClient, isCreating, label, onCreate, setData, text]);

  const revoke = useCallback(
    async (key: ApiKey) => {
      const call = begin();
      setRevokingId(key.id);
      setRevokeError(undefined);
      setNotice(undefined);
      try {
        await consoleClient.apiKeys.revoke(key.id, { signal: call.signal });
        setData((previous) => (previous ?? []).filter((existing) => existing.id !== key.id));
        setCreated((shown) => (shown?.id === key.id ? undefined : shown));
        setNotice(formatMessage(text.revoked, { label: key.label }));
        onRevoke?.(key);
        return true;
      } catch (error) {
        if (isAbortError(error)) return false;
        setRevokeError(consoleErrorMessage(error, text));
        // A key someone else already revoked is gone: show the list as the server has it.
        if (isApiError(error) && error.status === 404) reload();
        return false;
      } finally {
        call.done();
        if (!call.signal.aborted) setRevokingId(undefined);
      }
    },
    [begin, consoleClient, onRevoke, reload, setData, text],
  );

  return {
    messages: text,
    keys,
    loadError: keys.status === 'error' ? consoleErrorMessage(keys.error, text) : undefined,
    reload,
    label,
    setLabel,
    labelError,
    isCreating,
    createError,
    create,
    created,
    dismissCreated: useCallback(() => setCreated(undefined), []),
    revokingId,
    revokeError,
    revoke,
    clearRevokeError: useCallback(() => setRevokeError(undefined), []),
    notice,
  };
}
