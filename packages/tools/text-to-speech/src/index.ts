export { TextToSpeechTool, type TextToSpeechToolProps } from './TextToSpeechTool';
export {
  useTextToSpeech,
  type TextToSpeechResult,
  type TextToSpeechValues,
  type UseTextToSpeechOptions,
} from './useTextToSpeech';
export { textToSpeechMessages, type TextToSpeechMessages } from './messages';
