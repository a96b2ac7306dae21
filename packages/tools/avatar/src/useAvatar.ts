import { avatarLimits } from '@mediakit/api-client/tools';
import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, formatMessage, useTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
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

const avatar = defineTool({
  messages: avatarMessages,
  values: (defaults: Partial<AvatarValues> | undefined): AvatarValues => ({
    script: typeof defaults?.script === 'string' ? defaults.script : '',
  }),
  cost: { credits: avatarCost, shortMessage: 'creditsShort' },
  engine: 'avatar',
  /** A blank script is never sent (said once the user tried), nor one longer than the server takes. */
  check: ({ script }) => ({
    script: !script.trim() ? 'scriptRequired' : isTooLong(script) ? 'scriptTooLong' : undefined,
  }),
  input: ({ script }) => script.trim(),
  request: (script: string, signal, client) => client.avatar.generate({ script }, { signal }),
  toResult: ({ url, engine, poster }, { input }): AvatarResult => ({ url, script: input ?? '', engine, poster }),
  failure: {
    fallback: 'generateFailed',
    reasons: {
      'no-output': 'noOutput',
      'malformed-response': 'generateFailed',
      'response-too-large': 'generateFailed',
    },
    // A bare status code tells the user nothing; the server's own words do.
    requestFailed: 'generateFailed',
  },
  status: { waiting: 'statusGenerating', succeeded: 'succeeded' },
  keepsResult: true,
});

/** The avatar tool without its view: the script (never sent blank), Generate, credits, abort on Reset and unmount. */
export function useAvatar(options: UseAvatarOptions = {}) {
  const tool = useTool(avatar, options);
  // Too long is said at once, as the counter passes the limit: not only after a Submit the server would refuse.
  const tooLong = isTooLong(tool.values.script);
  const scriptError = tooLong ? tool.messages.scriptTooLong : tool.fieldErrors.script;
  const script = scriptError && formatMessage(scriptError, { limit: avatarLimits.scriptMax });
  const field: typeof tool.field = (name) => ({ ...tool.field(name), errorMessage: script });
  return {
    ...tool,
    fieldErrors: { ...tool.fieldErrors, script },
    field,
    scriptLimit: avatarLimits.scriptMax,
    isScriptTooLong: tooLong,
  };
}

/** The server counts the trimmed script. */
const isTooLong = (script: string) => script.trim().length > avatarLimits.scriptMax;
