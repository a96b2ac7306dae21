import type { FakeRoute } from '../fakeBackendTypes';
import { fakeNotificationsOf, fakeOutboxOf } from '../notifications';
import { paginate } from '../paginate';

// host-bell: the bell's calls and the admin's development outbox, answered as the reference server does.

const unreadOf = (list: { read: boolean }[]) => list.filter((note) => !note.read).length;

const invalidPageSize = (query: URLSearchParams) => {
  const size = query.get('page_size');
  return size !== null && !(Number(size) >= 1 && Number(size) <= 100 && Number.isInteger(Number(size)));
};

export const notificationRoutes: FakeRoute[] = [
  {
    operation: 'notifications.list',
    handle: ({ account, query }, { state }) => {
      const unread = query.get('unread');
      if (unread !== null && !['0', '1', 'true', 'false'].includes(unread)) {
        return {
          status: 422,
          body: { message: 'unread must be true or false.', details: 'unread must be true or false.' },
        };
      }
      if (invalidPageSize(query)) return { status: 422, body: { message: 'The page size must be 1 to 100.' } };
      const all = fakeNotificationsOf(state, account.id);
      const unreadOnly = unread === '1' || unread === 'true';
      return {
        body: { ...paginate(unreadOnly ? all.filter((note) => !note.read) : all, query, 20), unread: unreadOf(all) },
      };
    },
  },
  {
    operation: 'notifications.unreadCount',
    handle: ({ account }, { state }) => ({ body: { unread: unreadOf(fakeNotificationsOf(state, account.id)) } }),
  },
  {
    operation: 'notifications.markRead',
    handle: ({ account, json }, { state }) => {
      const all = fakeNotificationsOf(state, account.id);
      const ids = json.ids;
      const refused = { status: 422, body: { message: 'Give the ids to mark read, or all: true.' } };
      if (json.all === true) {
        for (const note of all) note.read = true;
      } else if (Array.isArray(ids) && ids.every((id) => typeof id === 'string' && id.length > 0)) {
        if (ids.length > 500) return { status: 422, body: { message: 'At most 500 ids at once.' } };
        // Others' ids are not in this account's list: ignored, as the server does.
        for (const note of all) if (ids.includes(note.id)) note.read = true;
      } else {
        return refused;
      }
      return { body: { unread: unreadOf(all) } };
    },
  },
  {
    operation: 'admin.outbox.list',
    adminOnly: true,
    handle: ({ query }, { state }) => {
      const to = query.get('to')?.trim().toLowerCase();
      const mails = fakeOutboxOf(state).filter((mail) => !to || mail.to.toLowerCase() === to);
      return { body: paginate(mails, query, 20) };
    },
  },
];
