import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, useTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import { textToSpeechMessages, type TextToSpeechMessages } from './messages';

/** What `onResult` receives: the audio's URL (audio/mpeg) and the text it speaks. */
export interface TextToSpeechResult extends MediaResult {
  text: string;
}

export interface TextToSpeechValues {
  text: string;
}

export type UseTextToSpeechOptions = ToolOptions<TextToSpeechResult, TextToSpeechMessages, Partial<TextToSpeechValues>>;

/** Speech costs the default feature price (the spec gives none), as the server charges it. */
export const textToSpeechCost = operationCost('tts', {});

/**
 * Text to speech without its view: the text, Generate (sent as it is, even empty, as the spec says: the server
 * answers with its reason), credits, the audio kept on screen while a new one is made, abort on Reset and unmount.
 */
const textToSpeech = defineTool({
  messages: textToSpeechMessages,
  values: (defaults: Partial<TextToSpeechValues> | undefined): TextToSpeechValues => ({
    text: typeof defaults?.text === 'string' ? defaults.text : '',
  }),
  cost: { credits: textToSpeechCost, shortMessage: 'creditsShort' },
  engine: 'textToSpeech',
  input: ({ text }) => text.trim(),
  request: (spoken: string, signal, client) => client.tts.speak({ text: spoken }, { signal }),
  toResult: ({ url, engine }, { input }): TextToSpeechResult => ({ url, text: input ?? '', engine }),
  failure: {
    fallback: 'generateFailed',
    reasons: { 'no-output': 'noAudio', 'malformed-response': 'generateFailed', 'response-too-large': 'generateFailed' },
    // A bare status code tells the user nothing; the server's own words do.
    requestFailed: 'generateFailed',
  },
  status: { waiting: 'statusGenerating', succeeded: 'succeeded' },
  keepsResult: true,
  // The speech answer carries no balance, so the estimate shown as spent is checked against the server.
  refreshCreditsAfterSuccess: true,
});

export const useTextToSpeech = (options: UseTextToSpeechOptions = {}) => useTool(textToSpeech, options);
