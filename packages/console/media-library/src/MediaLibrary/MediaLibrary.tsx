import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Tabs } from '@mediakit/ui/Tabs';
import { TextField } from '@mediakit/ui/TextField';
import { ConfirmedActionDialog } from '@mediakit/console-kit/confirm-dialog';
import { consoleErrorMessage, formatMessage } from '@mediakit/console-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mediaLibraryMessages, type MediaLibraryMessages } from '../messages';
import {
  mediaTabs,
  useMediaLibrary,
  type LibraryItem,
  type MediaOutcome,
  type MediaTab,
  type UseMediaLibraryOptions,
} from '../useMediaLibrary';
import { MediaCard, titleOf } from './MediaCard';
import { PreviewDialog } from './PreviewDialog';
import * as styles from './MediaLibrary.css';

export interface MediaLibraryProps extends Omit<UseMediaLibraryOptions, 'client'> {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Any of the screen's words. */
  messages?: Partial<MediaLibraryMessages>;
  className?: string;
}

const tabLabel = (tab: MediaTab, messages: MediaLibraryMessages) =>
  ({
    all: messages.tabAll,
    image: messages.tabImages,
    video: messages.tabVideos,
    audio: messages.tabAudio,
    text: messages.tabText,
  })[tab];

function outcomeText(outcome: MediaOutcome | undefined, messages: MediaLibraryMessages) {
  switch (outcome?.kind) {
    case undefined:
      return undefined;
    case 'downloaded':
      return { text: formatMessage(messages.downloaded, { fileName: outcome.fileName }), failed: false };
    case 'download-failed':
      return { text: messages.downloadFailed, failed: true };
    case 'deleted':
      return { text: formatMessage(messages.deleted, { title: titleOf(outcome.item, messages) }), failed: false };
  }
}

/**
 * The media library: All/Images/Videos/Audio tabs, a debounced title search, a card grid of 1 to 4 columns by its own
 * width, a preview dialog (Left/Right arrows step), Download and Delete, and "Load more" for the next server page.
 * With `allUsers` it is the admin's view of every user's media with each item's owner.
 */
export function MediaLibrary({ client, messages: overrides, className, ...options }: MediaLibraryProps) {
  const messages = useMemo(() => ({ ...mediaLibraryMessages, ...overrides }), [overrides]);
  const library = useMediaLibrary({ client, ...options });
  const { media, previewIndex } = library;
  const [deleting, setDeleting] = useState<LibraryItem>();
  const cards = useRef(new Map<number, HTMLButtonElement>());
  const items = media.data?.items ?? [];
  const total = media.data?.total ?? 0;
  const notice = outcomeText(library.outcome, messages);

  // Closing the preview gives focus back to the card it showed (the last one stepped to).
  const lastPreview = useRef<number>(undefined);
  useEffect(() => {
    if (previewIndex !== undefined) lastPreview.current = previewIndex;
    else if (lastPreview.current !== undefined) {
      cards.current.get(lastPreview.current)?.focus();
      lastPreview.current = undefined;
    }
  }, [previewIndex]);

  // Focus goes to the first new card once it is rendered (a frame may come before React's render, so not in a
  // frame); with nothing new it stays on the button.
  const focusAfterLoad = useRef<number>(undefined);
  useEffect(() => {
    const card = focusAfterLoad.current === undefined ? undefined : cards.current.get(focusAfterLoad.current);
    if (!card) return;
    focusAfterLoad.current = undefined;
    card.focus();
  }, [items.length]);
  const loadMore = async () => {
    focusAfterLoad.current = items.length;
    if ((await library.loadMore()) === undefined) focusAfterLoad.current = undefined;
  };

  const grid = (
    <>
      {media.status === 'error' && (
        <div role="alert" className={styles.failure}>
          <span>{consoleErrorMessage(media.error, messages)}</span>
          <Button variant="secondary" size="sm" onPress={library.reload}>
            {messages.retry}
          </Button>
        </div>
      )}
      {media.status === 'loading' && !media.data && <p className={styles.notice}>{messages.loading}</p>}
      {media.status === 'ready' && items.length === 0 && <EmptyState title={messages.noMedia} />}
      {items.length > 0 && (
        <ul className={styles.grid} aria-busy={media.status === 'loading'}>
          {items.map((item, index) => (
            <MediaCard
              key={item.id}
              ref={(element) => {
                if (element) cards.current.set(index, element);
                else cards.current.delete(index);
              }}
              item={item}
              messages={messages}
              onOpen={() => library.openPreview(index)}
              downloading={library.downloadingId === item.id}
              onDownload={() => void library.download(item)}
              onDelete={library.canDelete ? () => setDeleting(item) : undefined}
            />
          ))}
        </ul>
      )}
      {media.status === 'ready' && items.length > 0 && (
        <div className={styles.footer}>
          <span className={styles.cardMeta}>{formatMessage(messages.showing, { shown: items.length, total })}</span>
          {library.hasMore && (
            <Button variant="secondary" onPress={() => void loadMore()} isDisabled={library.loadingMore}>
              {library.loadingMore ? messages.loadingMore : messages.loadMore}
            </Button>
          )}
        </div>
      )}
      {library.loadMoreError !== undefined && (
        <p role="alert" className={styles.noticeFailed}>
          {consoleErrorMessage(library.loadMoreError, messages)}
        </p>
      )}
    </>
  );

  return (
    <section className={[styles.screen, className].filter(Boolean).join(' ')} aria-labelledby="mk-media-library-title">
      <h2 id="mk-media-library-title" className={styles.title}>
        {messages.title}
      </h2>
      <TextField
        type="search"
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        value={library.searchText}
        onChange={library.setSearchText}
        className={styles.search}
      />
      <p role="status" className={notice?.failed ? styles.noticeFailed : styles.notice}>
        {notice?.text}
      </p>
      <Tabs
        label={messages.tabsLabel}
        selectedKey={library.tab}
        onSelectionChange={(key) => library.setTab(key as MediaTab)}
        items={mediaTabs.map((tab) => ({
          id: tab,
          label: tabLabel(tab, messages),
          content: tab === library.tab ? grid : null,
        }))}
      />
      {previewIndex !== undefined && (
        <PreviewDialog
          items={items}
          index={previewIndex}
          total={total}
          messages={messages}
          onStep={library.step}
          onClose={library.closePreview}
          onDownload={(item) => void library.download(item)}
          onReadText={library.readText}
          downloading={library.downloadingId !== undefined}
          // The confirmation replaces the preview: a native modal dialog cannot sit on react-aria's modal.
          onDelete={
            library.canDelete
              ? (item) => {
                  library.closePreview();
                  setDeleting(item);
                }
              : undefined
          }
        />
      )}
      {deleting && (
        <ConfirmedActionDialog
          title={formatMessage(messages.deleteTitle, { title: titleOf(deleting, messages) })}
          description={messages.deleteConsequence}
          confirmLabel={messages.delete}
          busyLabel={messages.deleting}
          cancelLabel={messages.cancel}
          action={() => library.deleteItem(deleting)}
          failureText={(error) => consoleErrorMessage(error, messages)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </section>
  );
}
