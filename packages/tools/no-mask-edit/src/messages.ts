import { editToolMessages } from '@mediakit/tool-runtime';

/** Every user-facing string of the no-mask edit tool; pass `messages` to override any of them. */
export const noMaskEditMessages = {
  title: 'Image edit without mask',
  promptLabel: 'Prompt',
  promptPlaceholder: 'Describe the change, e.g. "turn the sky into a sunset"',
  promptHint: 'Ctrl+Enter (⌘+Enter on a Mac) edits the image.',
  promptRequired: 'Please enter a prompt.',
  imageLabel: 'Image',
  imageHint: 'PNG or JPG, up to 10 MB.',
  imageRequired: 'Please select an image (PNG/JPG).',
  imageWrongType: 'Please select an image (PNG/JPG).',
  imageTooLarge: 'This image is larger than 10 MB. Please choose a smaller PNG or JPG.',
  sizeLabel: 'Output size',
  variationsLabel: 'Variations',
  variationsHint: 'From 1 to 4.',
  decrementVariations: 'Fewer variations',
  incrementVariations: 'More variations',
  ...editToolMessages,
  succeededOne: 'Your edited image is ready.',
  succeededMany: '{count} variations are ready.',
  resultHeading: 'Results',
  variationsListLabel: 'Variations',
  resultAlt: 'Variation {index} of {count}: {prompt}',
  resultFileName: 'edited-{index}.png',
  download: 'Download variation {index}',
  compareLabel: 'Compare with the original',
  compareOption: 'Variation {index}',
  beforeLabel: 'Original',
  afterLabel: 'Edited',
  beforeAlt: 'Your image',
} as const;

export type NoMaskEditMessages = { [Key in keyof typeof noMaskEditMessages]: string };
