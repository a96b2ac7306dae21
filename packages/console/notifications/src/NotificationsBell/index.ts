export { NotificationsBell, NotificationsPanel, type NotificationsBellProps } from './NotificationsBell';
