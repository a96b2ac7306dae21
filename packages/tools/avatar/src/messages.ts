/** Every user-facing string of the avatar tool; pass `messages` to override any of them. */
export const avatarMessages = {
  title: 'AI Avatar',
  scriptLabel: 'Script',
  scriptPlaceholder: 'What should the avatar say?',
  scriptHint: 'Ctrl+Enter (⌘+Enter on a Mac) generates the video.',
  scriptRequired: 'Write a script for the avatar to say.',
  /** Shown as soon as the script is longer than the server takes (`{limit}` characters), before any Submit. */
  scriptTooLong: 'The script must be at most {limit} characters.',
  submit: 'Generate',
  pending: 'Generating…',
  reset: 'Reset',
  creditsShort: 'Not enough credits. Need {required}, you have {have}.',
  statusGenerating: 'Generating your avatar video…',
  generateFailed: 'Something went wrong.',
  noOutput: 'No output received.',
  succeeded: 'Your avatar video is ready.',
  resultHeading: 'Video',
  playerLabel: 'Avatar video',
  captionsLabel: 'Script',
  /** BCP 47 language of the script, for the captions track. */
  captionsLanguage: 'en',
  videoLoadFailed: 'Could not load the video.',
  openVideoDirectly: 'Open the video in a new tab',
  resultFileName: 'avatar.mp4',
} as const;

export type AvatarMessages = { [Key in keyof typeof avatarMessages]: string };
