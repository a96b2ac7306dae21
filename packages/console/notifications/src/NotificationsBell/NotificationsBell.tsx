import type { AppNotification, MediakitConsoleClient } from '@mediakit/api-client/console';
import { LiveRegion, useConsoleFormat } from '@mediakit/console-kit';
import { consoleStyles } from '@mediakit/console-kit/views';
import { Button } from '@mediakit/ui/Button';
import { createIcon } from '@mediakit/ui/Icon';
import { IconButton } from '@mediakit/ui/IconButton';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NotificationsMessages } from '../messages';
import { useNotifications, type UseNotificationsResult } from '../useNotifications';
import * as styles from './NotificationsBell.css';

export interface NotificationsBellProps {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<NotificationsMessages>;
  /** Milliseconds between unread-count checks (default 30 s). */
  pollIntervalMs?: number;
  /** Opens the popover at first render (stories, tests). */
  defaultOpen?: boolean;
  /** Class name of the bell button. */
  className?: string;
}

/**
 * ui's BellIcon, drawn here: an app bundles ui's icon set where its first page uses any icon, so an icon only the
 * signed-in shell shows would weigh on that first page (the host's `/` budget).
 */
const BellIcon = /*#__PURE__*/ createIcon('BellIcon', [
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);

/** Arrow keys, Home and End move between the items (one tab stop into the list, then arrows). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('ul');
  const items = list ? [...list.querySelectorAll<HTMLButtonElement>('button[data-note]')] : [];
  const at = items.indexOf(event.currentTarget);
  const next =
    event.key === 'ArrowDown'
      ? Math.min(items.length - 1, at + 1)
      : event.key === 'ArrowUp'
        ? Math.max(0, at - 1)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : undefined;
  if (next === undefined || at === -1) return;
  event.preventDefault();
  items[next]?.focus();
}

function NotificationItem({
  note,
  text,
  time,
  onPress,
  first,
}: {
  note: AppNotification;
  text: NotificationsMessages;
  /** When it happened, in the locale's words; undefined when the server sent no readable time. */
  time: string | undefined;
  onPress: () => void;
  first: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        data-note=""
        data-unread={note.read ? undefined : ''}
        // One tab stop: the first item; the others are reached with the arrow keys.
        tabIndex={first ? 0 : -1}
        className={styles.item}
        onClick={onPress}
        onKeyDown={moveFocus}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>
            {!note.read && <span className={styles.srOnly}>{text.unreadPrefix}</span>}
            {note.title}
          </span>
          <span className={styles.itemBody}>{note.body}</span>
          {time && (
            <time className={styles.itemTime} dateTime={note.createdAt}>
              {time}
            </time>
          )}
        </span>
      </button>
    </li>
  );
}

/** The popover's content, apart so stories and tests can show each state with a given hook result. */
export function NotificationsPanel({ bell }: { bell: UseNotificationsResult }) {
  const { messages: text, list, error, unread } = bell;
  const items = list.items ?? [];
  const format = useConsoleFormat(undefined);
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <p className={styles.hint}>{items.length > 1 ? text.keyboardHint : ''}</p>
        <Button
          size="sm"
          variant="quiet"
          // Kept focusable while nothing is unread (focus must not drop out of the popover): it does nothing then.
          aria-disabled={!unread || undefined}
          onPress={() => {
            if (unread) void bell.markAllRead();
          }}
        >
          {text.markAllRead}
        </Button>
      </div>
      {error && (
        <p className={styles.failure} role="alert">
          {error}{' '}
          {list.status === 'error' && (
            <Button size="sm" variant="secondary" onPress={bell.refresh}>
              {text.retry}
            </Button>
          )}
        </p>
      )}
      {list.status === 'loading' && !list.items ? (
        <p className={styles.message} role="status">
          {text.loading}
        </p>
      ) : items.length === 0 && list.status !== 'error' ? (
        <div>
          <p className={styles.message}>
            <strong>{text.empty}</strong>
          </p>
          <p className={styles.message}>{text.emptyHint}</p>
        </div>
      ) : (
        <ul className={`${consoleStyles.plainList} ${styles.list}`} aria-label={text.listLabel}>
          {items.map((note, index) => (
            <NotificationItem
              key={note.id}
              note={note}
              text={text}
              time={format.time(note.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) || undefined}
              first={index === 0}
              onPress={() => void bell.markRead(note.id)}
            />
          ))}
        </ul>
      )}
      <LiveRegion message={bell.notice} />
    </div>
  );
}

/**
 * The top bar's bell: the unread count as a badge (and in its accessible name), a panel with the newest notifications
 * loaded on every open; Enter or a click marks one read, 'Mark all read' all of them, Escape or a click outside closes.
 * A non-modal disclosure of its own (no react-aria overlay: the bell stays a few kB in the host's signed-in shell).
 */
export function NotificationsBell({
  client,
  messages,
  pollIntervalMs,
  defaultOpen = false,
  className,
}: NotificationsBellProps) {
  const bell = useNotifications({ client, messages, pollIntervalMs });
  const { unread, messages: text, refresh } = bell;
  const [open, setOpen] = useState(defaultOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Opened from the start: load the list as an open by the user would.
  useEffect(() => {
    if (defaultOpen) refresh();
  }, [defaultOpen, refresh]);

  // A press outside closes it (focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape inside it closes it and puts focus back on the bell.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    refresh();
  };
  // Focus goes into the panel once it is rendered, as into a popover; Tab then reaches its buttons.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  return (
    <div ref={wrapper} className={styles.anchor}>
      <IconButton
        ref={trigger}
        label={bell.bellLabel}
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        onPress={toggle}
      >
        <BellIcon aria-hidden="true" />
        {unread ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </IconButton>
      {open && (
        <div ref={panel} id={panelId} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.popup}>
          <h2 id={titleId} className={styles.title}>
            {text.title}
          </h2>
          <NotificationsPanel bell={bell} />
        </div>
      )}
    </div>
  );
}
