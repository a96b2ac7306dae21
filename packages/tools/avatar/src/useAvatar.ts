import { featureCosts } from '@mediakit/api-client/costs';
import {
  textToMediaFailureMessage,
  useMediakitClient,
  useTextToMedia,
  useToolMessages,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { avatarMessages, type AvatarMessages } from './messages';

/** What `onResult` receives: the video's URL and the script it speaks. */
export interface AvatarResult {
  url: string;
  script: string;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
}

export type UseAvatarOptions = ToolOptions<AvatarResult, AvatarMessages, { script?: string }>;

/** The spec lists no price for the avatar, so it costs the default feature price. */
export const avatarCost = featureCosts.default;

/** A clear message for every failure: the catalogue's texts where they apply, else the tool's own. */
export function avatarFailureMessage(error: unknown, text: AvatarMessages): string {
  return textToMediaFailureMessage(error, {
    generateFailed: text.generateFailed,
    noOutput: text.noOutput,
  });
}

/** The avatar tool without its view: the script, Generate, credits, abort on Reset and unmount. */
export function useAvatar({ client: explicitClient, messages, defaultValues, ...delivery }: UseAvatarOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<AvatarMessages>(avatarMessages, messages);
  const avatar = useTextToMedia<AvatarResult>({
    client,
    cost: avatarCost,
    creditsShortMessage: text.creditsShort,
    defaultText: defaultValues?.script,
    request: (script, signal) => client.avatar.generate({ script }, { signal }),
    toResult: (url, script, engine) => ({ url, script, engine }),
    failureMessage: (error) => avatarFailureMessage(error, text),
    ...delivery,
  });

  return {
    script: avatar.text,
    phase: avatar.phase,
    isPending: avatar.isPending,
    result: avatar.result,
    error: avatar.error,
    scriptError: avatar.isTextMissing ? text.scriptRequired : undefined,
    /** A non-blank script, nothing pending, and the balance covers the cost (an unknown balance never blocks). */
    canGenerate: avatar.canGenerate,
    gate: avatar.gate,
    setScript: avatar.setText,
    generate: avatar.generate,
    reset: avatar.reset,
    messages: text,
  };
}
