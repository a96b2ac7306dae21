import { withConsoleBoundary } from '@mediakit/console-kit';
import { AdminOutbox as AdminOutboxView } from './AdminOutbox';
import { adminOutboxMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const AdminOutbox = /* @__PURE__ */ withConsoleBoundary(AdminOutboxView, adminOutboxMessages.title);
export type { AdminOutboxProps } from './AdminOutbox';
export { useAdminOutbox, type UseAdminOutboxOptions, type UseAdminOutboxResult } from './useAdminOutbox';
export { adminOutboxMessages, type AdminOutboxMessages } from './messages';
