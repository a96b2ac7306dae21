import { Button } from '@mediakit/ui/Button';
import { Dialog, Modal } from '@mediakit/ui/Dialog';
import { formatMessage } from '@mediakit/console-kit';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { type MediaLibraryMessages } from '../messages';
import type { LibraryItem } from '../useMediaLibrary';
import { titleOf } from './MediaCard';
import * as styles from './MediaLibrary.css';

export interface PreviewDialogProps {
  items: readonly LibraryItem[];
  index: number;
  total: number;
  messages: MediaLibraryMessages;
  onStep: (by: 1 | -1) => void;
  onClose: () => void;
  onDownload: (item: LibraryItem) => void;
  /** A text item's words. */
  onReadText: (item: LibraryItem, signal: AbortSignal) => Promise<string>;
  downloading: boolean;
  onDelete?: ((item: LibraryItem) => void) | undefined;
}

/** The item large, with Previous/Next (also the Left/Right arrow keys), Download and Delete; Escape closes. */
export function PreviewDialog({
  items,
  index,
  total,
  messages,
  onStep,
  onClose,
  onDownload,
  onReadText,
  downloading,
  onDelete,
}: PreviewDialogProps) {
  const item = items[index];
  if (!item) return null;
  const title = titleOf(item, messages);
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys inside a player's controls (seek, volume) stay theirs.
    if ((event.target as HTMLElement).closest('video, audio, input')) return;
    if (event.key === 'ArrowRight') onStep(1);
    else if (event.key === 'ArrowLeft') onStep(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Modal isOpen size="lg" onOpenChange={(open) => !open && onClose()}>
      {/* The dialog's own element takes no key handler: its keys bubble to this wrapper. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={onKeyDown}>
        <Dialog
          title={title}
          closeLabel={messages.close}
          footer={
            <>
              <Button variant="secondary" onPress={() => onStep(-1)} isDisabled={index === 0}>
                {messages.previous}
              </Button>
              <span aria-live="polite">{formatMessage(messages.position, { position: index + 1, total })}</span>
              <Button variant="secondary" onPress={() => onStep(1)} isDisabled={index >= items.length - 1}>
                {messages.next}
              </Button>
              {/* Not disabled while the file downloads (one at a time): a disabled button dropped the focus out of the
                  dialog, and Escape no longer closed it. */}
              <Button onPress={() => !downloading && onDownload(item)} aria-disabled={downloading || undefined}>
                {downloading ? messages.downloading : messages.download}
              </Button>
              {onDelete && (
                <Button variant="danger" onPress={() => onDelete(item)}>
                  {messages.delete}
                </Button>
              )}
            </>
          }
        >
          <div className={styles.stage} data-item={item.id}>
            {item.type === 'image' && <img className={styles.stageMedia} src={item.src} alt={title} />}
            {item.type === 'video' && (
              <video
                className={styles.stageMedia}
                src={item.src}
                poster={item.poster ?? item.thumb}
                controls
                aria-label={title}
              />
            )}
            {item.type === 'audio' && <audio src={item.src} controls aria-label={title} />}
            {item.type === 'text' && (
              <TextPreview key={item.id} item={item} title={title} messages={messages} read={onReadText} />
            )}
          </div>
        </Dialog>
      </div>
    </Modal>
  );
}

/** A text item's words (OCR's output), loaded when shown; a failure says so and leaves Download. */
function TextPreview({
  item,
  title,
  messages,
  read,
}: {
  item: LibraryItem;
  title: string;
  messages: MediaLibraryMessages;
  read: PreviewDialogProps['onReadText'];
}) {
  const [text, setText] = useState<{ words: string } | { failed: true }>();
  useEffect(() => {
    const controller = new AbortController();
    read(item, controller.signal).then(
      (words) => !controller.signal.aborted && setText({ words }),
      () => !controller.signal.aborted && setText({ failed: true }),
    );
    return () => controller.abort();
  }, [item, read]);
  if (!text) return <p className={styles.textStatus}>{messages.textLoading}</p>;
  if ('failed' in text) return <p className={styles.textStatus}>{messages.textFailed}</p>;
  return (
    // Focusable, so a long text scrolls by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={styles.textPreview} tabIndex={0} aria-label={title}>
      {text.words}
    </pre>
  );
}
