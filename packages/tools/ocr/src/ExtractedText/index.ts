export { ExtractedText, type ExtractedTextProps } from './ExtractedText';
