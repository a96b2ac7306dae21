import type { MadeBy } from '../json/madeBy';
import type { RequestOptions } from '../http/request';

export interface SpeechRequest {
  text: string;
}

export interface Speech extends MadeBy {
  /** Absolute http(s) URL of the audio file (audio/mpeg). */
  url: string;
}

export interface TtsApi {
  /** POST /api/v1/tts with `{ text }` (sent even when empty, as the spec says); reads `url`. */
  speak(request: SpeechRequest, options?: RequestOptions): Promise<Speech>;
}
