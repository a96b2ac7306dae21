/** Every user-facing string of the notifications bell; pass `messages` to override any of them. */
export const notificationsMessages = {
  title: 'Notifications',
  /** The bell's accessible name: {count} unread. */
  bellUnread: 'Notifications, {count} unread',
  bellNone: 'Notifications, none unread',
  listLabel: 'Your notifications',
  loading: 'Loading notifications…',
  empty: 'No notifications yet.',
  emptyHint: 'You will hear here when a job finishes or fails, and when your credits run low.',
  loadFailed: 'Could not load your notifications. Try again.',
  retry: 'Try again',
  markAllRead: 'Mark all read',
  markReadFailed: 'Could not mark that read. Try again.',
  allRead: 'All notifications marked read.',
  markedRead: 'Marked read: {title}',
  unreadPrefix: 'Unread: ',
  keyboardHint: 'Arrow keys move, Enter marks read.',
};

export type NotificationsMessages = typeof notificationsMessages;
