export { TextToSpeechTool, type TextToSpeechToolProps } from './TextToSpeechTool';
