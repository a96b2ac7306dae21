import { featureCosts } from '@mediakit/api-client/costs';
import {
  textToMediaFailureMessage,
  useMediakitClient,
  useTextToMedia,
  useToolMessages,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { textToSpeechMessages, type TextToSpeechMessages } from './messages';

/** What `onResult` receives: the audio's URL (audio/mpeg) and the text it speaks. */
export interface TextToSpeechResult {
  url: string;
  text: string;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
}

export type UseTextToSpeechOptions = ToolOptions<TextToSpeechResult, TextToSpeechMessages, { text?: string }>;

/** The spec lists no price for speech, so it costs the default feature price. */
export const textToSpeechCost = featureCosts.default;

/** A clear message for every failure: the catalogue's texts where they apply, else the tool's own. */
export function textToSpeechFailureMessage(error: unknown, text: TextToSpeechMessages): string {
  return textToMediaFailureMessage(error, {
    generateFailed: text.generateFailed,
    noOutput: text.noAudio,
  });
}

/** Text to speech without its view: the text, Generate (never with blank text), credits, abort on Reset and unmount. */
export function useTextToSpeech({
  client: explicitClient,
  messages,
  defaultValues,
  ...delivery
}: UseTextToSpeechOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<TextToSpeechMessages>(textToSpeechMessages, messages);
  const { isTextMissing, ...speech } = useTextToMedia<TextToSpeechResult>({
    client,
    cost: textToSpeechCost,
    creditsShortMessage: text.creditsShort,
    defaultText: defaultValues?.text,
    request: (spoken, signal) => client.tts.speak({ text: spoken }, { signal }),
    toResult: (url, spoken, engine) => ({ url, text: spoken, engine }),
    failureMessage: (error) => textToSpeechFailureMessage(error, text),
    // The speech answer carries no balance, so the estimate shown as spent is checked against the server.
    refreshCreditsAfterSuccess: true,
    ...delivery,
  });

  return { ...speech, textError: isTextMissing ? text.textRequired : undefined, messages: text };
}
