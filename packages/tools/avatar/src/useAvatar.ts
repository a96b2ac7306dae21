import { operationCost } from '@mediakit/api-client/costs';
import {
  failureMessage,
  statusText,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type FailureWording,
  type StatusWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import { avatarMessages, type AvatarMessages } from './messages';

/** What `onResult` receives: the video's URL and the script it speaks. */
export interface AvatarResult {
  url: string;
  script: string;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
}

export interface AvatarValues {
  script: string;
}

export type UseAvatarOptions = ToolOptions<AvatarResult, AvatarMessages, Partial<AvatarValues>>;

/** The avatar costs the default feature price (the spec gives none), as the server charges it. */
export const avatarCost = operationCost('avatar', {});

const failureWording: FailureWording<AvatarMessages> = {
  fallback: 'generateFailed',
  reasons: { 'no-output': 'noOutput', 'malformed-response': 'generateFailed', 'response-too-large': 'generateFailed' },
  unlessServerSaid: {
    'server-error': 'generateFailed',
    'request-failed': 'generateFailed',
    redirected: 'generateFailed',
  },
};

const statusWording: StatusWording<AvatarMessages> = { waiting: 'statusGenerating', succeeded: 'succeeded' };

/** The avatar tool without its view: the script (never sent blank), Generate, credits, abort on Reset and unmount. */
export function useAvatar({ client: explicitClient, messages, defaultValues, ...delivery }: UseAvatarOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<AvatarMessages>(avatarMessages, messages);
  const startScript = typeof defaultValues?.script === 'string' ? defaultValues.script : '';
  const [values, setValues] = useState<AvatarValues>({ script: startScript });
  const [attempted, setAttempted] = useState(false);
  const credits = useCreditGate({ client, cost: avatarCost, shortMessageTemplate: text.creditsShort });
  const run = useToolRun({
    ...delivery,
    client,
    credits,
    request: (script: string, signal: AbortSignal) => client.avatar.generate({ script }, { signal }),
    toResult: ({ url, engine }, { input }): AvatarResult => ({ url, script: input ?? '', engine }),
    failureMessage: (error) => failureMessage(error, text, failureWording),
    keepsResult: true,
  });

  const script = values.script.trim();
  const setScript = useCallback((next: string) => setValues({ script: next }), []);
  const { start, reset: resetRun } = run;
  const submit = useCallback(() => {
    setAttempted(true);
    return script ? start(script) : false;
  }, [script, start]);
  const reset = useCallback(() => {
    resetRun();
    setAttempted(false);
    setValues({ script: startScript });
  }, [resetRun, startScript]);

  return {
    ...run,
    values,
    /** A blank script is never sent; said once the user tried. */
    fieldErrors: { script: attempted && !script ? text.scriptRequired : undefined },
    statusText: statusText(run, text, statusWording),
    credits,
    messages: text,
    setScript,
    submit,
    reset,
  };
}
