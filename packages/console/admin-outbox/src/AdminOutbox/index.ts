export { AdminOutbox, type AdminOutboxProps } from './AdminOutbox';
