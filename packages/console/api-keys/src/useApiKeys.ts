import type { ApiKey, CreatedApiKey, MediakitConsoleClient } from '@mediakit/api-client/console';
import {
  loadFailureText,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useRowActions,
  useSecretCreation,
  type RemoteData,
  type RemoteLoadView,
  type SecretCreationView,
} from '@mediakit/console-kit';
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

export interface UseApiKeysResult extends SecretCreationView<CreatedApiKey>, RemoteLoadView {
  messages: ApiKeysMessages;
  /** The keys as loaded (status 'loading', 'ready' or 'error'). */
  keys: RemoteData<ApiKey[]>;
  label: string;
  setLabel: (label: string) => void;
  /** Why the label cannot be used (shown after a submit). */
  labelError: string | undefined;
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
  const creation = useSecretCreation<CreatedApiKey>(text);
  const rows = useRowActions<'revoke'>(text, reload);
  const [revokeError, setRevokeError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const { value: label, forget } = creation;

  const create = async () => {
    if (creation.isCreating) return;
    const problem = labelProblem(label, text);
    creation.setInputError(problem);
    if (problem) return;
    await creation.create(
      (signal) => consoleClient.apiKeys.create({ label: label.trim() }, { signal }),
      (key) => {
        const listed = withoutSecret(key);
        setNotice(undefined);
        setData((previous) => [listed, ...(previous ?? []).filter((existing) => existing.id !== key.id)]);
        onCreate?.(listed);
      },
    );
  };

  const { run } = rows;
  const revoke = useCallback(
    (key: ApiKey) => {
      setRevokeError(undefined);
      setNotice(undefined);
      return run(
        key.id,
        'revoke',
        async (signal) => {
          await consoleClient.apiKeys.revoke(key.id, { signal });
          setData((previous) => (previous ?? []).filter((existing) => existing.id !== key.id));
          forget(key.id);
          setNotice(formatMessage(text.revoked, { label: key.label }));
          onRevoke?.(key);
        },
        setRevokeError,
      );
    },
    [consoleClient, forget, onRevoke, run, setData, text],
  );

  return {
    messages: text,
    keys,
    loadError: loadFailureText(keys, text),
    reload,
    label,
    setLabel: creation.setValue,
    labelError: creation.inputError,
    isCreating: creation.isCreating,
    createError: creation.createError,
    create,
    created: creation.created,
    dismissCreated: creation.dismissCreated,
    revokingId: Object.keys(rows.busy)[0],
    revokeError,
    revoke,
    clearRevokeError: useCallback(() => setRevokeError(undefined), []),
    notice,
  };
}
