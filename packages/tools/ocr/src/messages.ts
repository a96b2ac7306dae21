import { catalogueFailureMessages } from '@mediakit/tool-runtime';

/**
 * Every user-facing string of the OCR tool; pass `messages` to override any of them. Messages from the spec's error
 * catalogue (document 001, section 8) are kept verbatim.
 */
export const ocrMessages = {
  title: 'Image to text (OCR)',
  imageLabel: 'Image (JPEG or PNG)',
  submit: 'Extract Text',
  pending: 'Extracting text…',
  reset: 'Reset',
  wordsLabel: 'Words found: select them to copy',
  wordsHint:
    'Arrow keys move between words, Shift+arrow selects a run, Space selects or clears a word, Ctrl+A selects all, Escape clears. With a mouse: click, Shift+click, Ctrl or Cmd+click.',
  imageAlt: 'The uploaded image with the words found on it',
  resultHeading: 'Result',
  localEngine: 'Read by the server’s built-in local engine (Tesseract; no AI provider connected).',
  textLabel: 'Extracted text',
  noText: 'No text was found in this image.',
  selectionCount: '{count} of {total} words selected',
  copySelected: 'Copy selected',
  copyAll: 'Copy all',
  copied: 'Copied.',
  copyFailed: 'Could not copy. Select the text and copy it instead.',
  downloadTxt: 'Download .txt',
  downloadFileName: '{name}.txt',
  defaultFileName: 'extracted-text',
  done: 'Text extracted: {count} words.',
  imageRequired: 'Choose a JPEG or PNG image to extract its text.',
  wrongType: 'Please choose a JPEG or PNG image.',
  tooLarge: 'The image must be at most 10 MB.',
  insufficientCredits: 'Not enough credits. Need {required}, you have {have}.',
  buyCredits: 'Buy credits',
  ...catalogueFailureMessages,
  failed: 'Something went wrong.',
} as const;

export type OcrMessages = { [Key in keyof typeof ocrMessages]: string };
