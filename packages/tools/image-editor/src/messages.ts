/**
 * Every user-facing string of the image editor; pass `messages` to override any of them. The spec's own texts
 * (document 001, sections 5 and 8) are kept verbatim.
 */
export const imageEditorMessages = {
  title: 'AI Image Editor',
  imageLabel: 'Image',
  imageUrlLabel: 'Or paste an image URL',
  urlWinsHint: 'An image URL is used instead of the uploaded file.',
  promptLabel: 'Prompt',
  promptPlaceholder: 'Describe the change, e.g. make the sky a warm sunset',
  promptHint: 'Ctrl+Enter (⌘+Enter on a Mac) edits the image.',
  strengthLabel: 'Strength',
  strengthHint: '0 keeps the image as it is, 100 changes it the most.',
  backgroundLabel: 'Background',
  backgroundPlaceholder: 'e.g. plain white studio',
  sizeLabel: 'Size',
  submit: 'Edit image',
  pending: 'Editing…',
  reset: 'Start over',
  originalHeading: 'Original',
  editedHeading: 'Edited',
  originalAlt: 'Original image',
  editedAlt: 'Edited image',
  downloadName: 'edited-image.png',

  imageRequired: 'Please upload an image or provide an image URL.',
  promptRequired: 'Prompt is required.',
  wrongType: 'Please choose an image file.',
  tooLarge: 'The image must be 8 MB or smaller.',
  invalidUrl: 'Enter an image URL that starts with http:// or https://.',
  notEnoughCredits: 'Not enough credits. Need {required}, you have {have}.',

  statusSending: 'Sending the image…',
  statusQueued: 'Waiting in queue…',
  statusEditing: 'Editing the image…',
  statusWorking: 'Working on it…',
  succeeded: 'Your edited image is ready.',

  processingFailed: 'Editing failed during processing.',
  unexpectedResponse: 'Unexpected response. See console.',
  editFailed: 'Image editing failed.',
  unauthenticated: 'Please log in to continue.',
  invalidInput: 'Invalid input (422).',
  network: 'Network/CORS error: failed to reach the API.',
  timedOut: 'The server took too long to answer. Please try again.',
} as const;

export type ImageEditorMessages = { [Key in keyof typeof imageEditorMessages]: string };
