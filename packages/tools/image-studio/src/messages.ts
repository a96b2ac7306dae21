/**
 * Every user-facing string of the image studio; pass `messages` to override any of them. The spec's own texts
 * (document 001, sections 5 and 8) are kept verbatim.
 */
export const imageStudioMessages = {
  title: 'Image Studio',
  tabsLabel: 'Studio mode',
  enhanceTab: 'Enhance',
  transformTab: 'Transform',
  enhanceIntro: 'Upscale an image 2x to 16x.',
  transformIntro: 'Repaint an image in the style of a reference image.',
  imageLabel: 'Image',
  imageUrlLabel: 'Or paste an image URL',
  styleLabel: 'Style reference',
  styleUrlLabel: 'Or paste a style reference URL',
  fileWinsHint: 'The uploaded file is used instead of the URL.',
  promptLabel: 'Prompt (optional)',
  promptHint: 'Ctrl+Enter (⌘+Enter on a Mac) starts.',
  scaleLabel: 'Scale',
  scaleOption: '{scale}x',
  strengthLabel: 'Style strength',
  preserveStructureLabel: 'Preserve structure',
  enhanceSubmit: 'Enhance',
  transformSubmit: 'Transform',
  pending: 'Working…',
  reset: 'Start over',
  originalAlt: 'Original image',
  resultAlt: 'Result image',
  originalHeading: 'Original',
  resultLabel: 'Result',
  downloadName: 'studio-result.png',

  enhanceImageRequired: 'Provide image or image URL',
  transformImagesRequired: 'Provide source image/URL and style ref image/URL',
  tooLarge: 'File too large. Max 8MB',
  wrongType: 'Please choose a PNG or JPG image.',
  invalidUrl: 'Enter an image URL that starts with http:// or https://.',
  notEnoughCredits: 'Not enough credits. Need {required}, you have {have}.',

  statusStarting: 'Starting…',
  statusQueued: 'Waiting in queue…',
  statusProcessing: 'Processing…',
  statusWorking: 'Working on it…',
  succeeded: 'Your image is ready.',

  taskIdMissing: 'Task ID not returned',
  processingFailed: 'Processing failed',
  statusFailed: 'Failed to fetch status',
  requestFailed: 'Request failed ({status})',
  noOutput: 'No output received.',
  unauthenticated: 'Please log in to continue.',
  invalidInput: 'Invalid input (422).',
  network: 'Network/CORS error: failed to reach the API.',
  timedOut: 'The server took too long to answer. Please try again.',
} as const;

export type ImageStudioMessages = { [Key in keyof typeof imageStudioMessages]: string };
