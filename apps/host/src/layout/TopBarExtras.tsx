import { NotificationsBell } from '@mediakit/tool-notifications';
import AdminOutboxPage from '../routes/console/AdminOutboxPage';
import { TopBarSearch } from './TopBarSearch';

/**
 * The top bar's parts that use the console client: the search (tools, pages and the user's media) and the
 * notifications bell. ConsoleRoot hands them to the shell through its outlet context, so they load in the console's
 * chunk and the first load's preload map gains no chunk for them (issue #20's 90 kB for `/`).
 */
export const topBarExtras = { Search: TopBarSearch, Bell: NotificationsBell };

/** Pages that come with ConsoleRoot's chunk (the admin's development outbox). */
export const consolePages = { AdminOutboxPage };

/** What ConsoleRoot gives the shell through `<Outlet context>` (the shell passes it on to its pages). */
export interface ConsoleOutletContext {
  topBarExtras: typeof topBarExtras;
  pages: typeof consolePages;
}
