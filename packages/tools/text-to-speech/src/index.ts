import { withToolBoundary } from '@mediakit/tool-runtime';
import { TextToSpeechTool as TextToSpeechToolView, type TextToSpeechToolProps } from './TextToSpeechTool';
import { textToSpeechMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const TextToSpeechTool = /* @__PURE__ */ withToolBoundary(TextToSpeechToolView, textToSpeechMessages.title);
export type { TextToSpeechToolProps };
export {
  useTextToSpeech,
  type TextToSpeechResult,
  type TextToSpeechValues,
  type UseTextToSpeechOptions,
} from './useTextToSpeech';
export { textToSpeechMessages, type TextToSpeechMessages } from './messages';
