export * from './TextToSpeechTool';
export {
  useTextToSpeech,
  textToSpeechCost,
  textToSpeechFailureMessage,
  type TextToSpeechResult,
  type UseTextToSpeechOptions,
} from './useTextToSpeech';
export {
  textToSpeechReducer,
  initialTextToSpeechState,
  canGenerate,
  hasText,
  visibleTextError,
  type TextToSpeechState,
  type TextToSpeechPhase,
} from './textToSpeechState';
export { textToSpeechMessages, type TextToSpeechMessages } from './messages';
