import { avatarLimits } from '@mediakit/api-client/tools';
import { operationCost } from '@mediakit/api-client/costs';
import { formatMessage, useFormTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback } from 'react';
import { avatarMessages, type AvatarMessages } from './messages';

/** What `onResult` receives: the video's URL and the script it speaks. */
export interface AvatarResult extends MediaResult {
  script: string;
}

export interface AvatarValues {
  script: string;
}

export type UseAvatarOptions = ToolOptions<AvatarResult, AvatarMessages, Partial<AvatarValues>>;

/** The avatar costs the default feature price (the spec gives none), as the server charges it. */
export const avatarCost = operationCost('avatar', {});

const failure = {
  fallback: 'generateFailed',
  reasons: { 'no-output': 'noOutput', 'malformed-response': 'generateFailed', 'response-too-large': 'generateFailed' },
  unlessServerSaid: {
    'server-error': 'generateFailed',
    'request-failed': 'generateFailed',
    redirected: 'generateFailed',
  },
} as const;

const initialAvatarValues = (defaults: Partial<AvatarValues> | undefined): AvatarValues => ({
  script: typeof defaults?.script === 'string' ? defaults.script : '',
});

/** The avatar tool without its view: the script (never sent blank), Generate, credits, abort on Reset and unmount. */
export function useAvatar(options: UseAvatarOptions = {}) {
  const { update, ...tool } = useFormTool(options, initialAvatarValues, {
    messages: avatarMessages,
    cost: { credits: avatarCost, shortMessage: 'creditsShort', engine: 'avatar' },
    request: (script: string, signal, client) => client.avatar.generate({ script }, { signal }),
    toResult: ({ url, engine, poster }, { input }): AvatarResult => ({ url, script: input ?? '', engine, poster }),
    failure,
    status: { waiting: 'statusGenerating', succeeded: 'succeeded' },
    keepsResult: true,
    /** A blank script is never sent (said once the user tried), nor one longer than the server takes. */
    check: ({ script }) => ({
      script: !script.trim() ? 'scriptRequired' : isTooLong(script) ? 'scriptTooLong' : undefined,
    }),
    input: ({ script }) => script.trim(),
  });
  const setScript = useCallback((next: string) => update({ script: next }), [update]);
  // Too long is said at once, as the counter passes the limit: not only after a Submit the server would refuse.
  const tooLong = isTooLong(tool.values.script);
  const scriptError = tooLong ? tool.messages.scriptTooLong : tool.fieldErrors.script;
  const fieldErrors = {
    ...tool.fieldErrors,
    script: scriptError && formatMessage(scriptError, { limit: avatarLimits.scriptMax }),
  };

  return { ...tool, fieldErrors, setScript, scriptLimit: avatarLimits.scriptMax, isScriptTooLong: tooLong };
}

/** The server counts the trimmed script. */
const isTooLong = (script: string) => script.trim().length > avatarLimits.scriptMax;
