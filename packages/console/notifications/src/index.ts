export { NotificationsBell, NotificationsPanel, type NotificationsBellProps } from './NotificationsBell';
export {
  useNotifications,
  type NotificationList,
  type UseNotificationsOptions,
  type UseNotificationsResult,
} from './useNotifications';
export { notificationsMessages, type NotificationsMessages } from './messages';
