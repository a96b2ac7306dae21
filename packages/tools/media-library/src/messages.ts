import type { ApiErrorReason } from '@mediakit/api-client';

/** Every user-facing string of the media library; pass `messages` to override any of them. */
export const mediaLibraryMessages = {
  title: 'Media Library',
  tabsLabel: 'Media type',
  tabAll: 'All',
  tabImages: 'Images',
  tabVideos: 'Videos',
  tabAudio: 'Audio',
  tabText: 'Text',
  searchLabel: 'Search by title',
  searchPlaceholder: 'Title',
  noMedia: 'No media found.',
  loading: 'Loading media…',
  untitled: 'Untitled',
  showing: '{shown} of {total}',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  preview: 'Preview {title}',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  position: '{position} of {total}',
  download: 'Download',
  downloading: 'Downloading…',
  downloaded: 'Saved {fileName}.',
  /** The spec's words when the file could not be fetched: it opens in a new tab instead. */
  downloadFailed: 'Download failed',
  delete: 'Delete',
  deleting: 'Deleting…',
  deleteTitle: 'Delete {title}?',
  deleteConsequence: 'The file is removed from your library. This cannot be undone.',
  deleted: 'Deleted {title}.',
  cancel: 'Cancel',
  owner: 'Owner',
  noOwner: 'Deleted account',
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  /** A text item's preview while its words load, and when they cannot be read. */
  textLoading: 'Loading the text…',
  textFailed: 'The text could not be loaded. Download it instead.',
  // Failures, by the client's error reason.
  retry: 'Retry',
  unauthenticated: 'Your session has ended. Sign in again to see your media.',
  forbidden: "Seeing every user's media needs an administrator account.",
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server could not answer. Try again in a moment.',
  notFound: 'That item no longer exists.',
  failed: 'Something went wrong. Try again.',
} as const;

export type MediaLibraryMessages = { [Key in keyof typeof mediaLibraryMessages]: string };

/** A failure in the screen's words, keyed by the client's reason (never by the server's English). */
export function failureText(error: unknown, messages: MediaLibraryMessages): string {
  const reason = (error as { reason?: ApiErrorReason } | null)?.reason;
  const status = (error as { status?: number } | null)?.status;
  switch (reason) {
    case 'unauthenticated':
      return messages.unauthenticated;
    case 'forbidden':
    case 'plan-limit':
      return messages.forbidden;
    case 'network':
    case 'timeout':
      return messages.network;
    case 'server-error':
      return messages.serverError;
    case 'request-failed':
      return status === 404 ? messages.notFound : messages.failed;
    default:
      return messages.failed;
  }
}
