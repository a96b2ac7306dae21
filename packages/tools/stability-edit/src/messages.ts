import { editToolMessages } from '@mediakit/tool-runtime';

/** Every user-facing string of the stability edit tool; pass `messages` to override any of them. */
export const stabilityEditMessages = {
  title: 'Single image edit',
  imageLabel: 'Image',
  imageHint: 'PNG, JPEG or WEBP, under 12 MB.',
  imageInvalid: 'Please choose a PNG/JPEG/WEBP under 12MB.',
  promptLabel: 'Prompt',
  promptPlaceholder: 'Describe the change, e.g. "make it look like an oil painting"',
  promptHint: 'Ctrl+Enter (⌘+Enter on a Mac) edits the image.',
  promptRequired: 'Please enter a prompt.',
  strengthLabel: 'Strength',
  strengthHint: 'Low values keep your image close; high values let the model change more.',
  formatLabel: 'Output format',
  formatPng: 'PNG',
  formatJpeg: 'JPEG',
  formatWebp: 'WEBP',
  ...editToolMessages,
  succeeded: 'Your edited image is ready.',
  resultHeading: 'Before and after',
  beforeLabel: 'Before',
  afterLabel: 'After',
  beforeAlt: 'Your image',
  afterAlt: 'Edited image: {prompt}',
  resultFileName: 'edited.{format}',
} as const;

export type StabilityEditMessages = { [Key in keyof typeof stabilityEditMessages]: string };
