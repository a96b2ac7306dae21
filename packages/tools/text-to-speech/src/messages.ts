/** Every user-facing string of the text to speech tool; pass `messages` to override any of them. */
export const textToSpeechMessages = {
  title: 'Text to audio',
  textLabel: 'Text',
  textPlaceholder: 'Type text to speak...',
  textHint: 'Ctrl+Enter (⌘+Enter on a Mac) generates the audio.',
  submit: 'Generate',
  pending: 'Generating…',
  reset: 'Reset',
  creditsShort: 'Not enough credits. Need {required}, you have {have}.',
  statusGenerating: 'Generating your audio…',
  generateFailed: 'Could not generate the audio. Please try again.',
  noAudio: 'No audio received.',
  succeeded: 'Your audio is ready.',
  resultHeading: 'Audio',
  playerLabel: 'Generated speech',
  unsupported: 'Your browser cannot play this audio. Download it instead.',
  resultFileName: 'speech.mp3',
} as const;

export type TextToSpeechMessages = { [Key in keyof typeof textToSpeechMessages]: string };
