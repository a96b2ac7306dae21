import { Button } from '@mediakit/ui/Button';
import { Dialog, Modal } from '@mediakit/ui/Dialog';
import type { KeyboardEvent } from 'react';
import { fill, type MediaLibraryMessages } from '../messages';
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
              <span aria-live="polite">{fill(messages.position, { position: index + 1, total })}</span>
              <Button variant="secondary" onPress={() => onStep(1)} isDisabled={index >= items.length - 1}>
                {messages.next}
              </Button>
              {/* Pending, not disabled, while the file downloads: a disabled button drops focus out of the dialog,
                  and Escape no longer reached it. */}
              <Button onPress={() => onDownload(item)} isPending={downloading} pendingLabel={messages.downloading}>
                {messages.download}
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
          </div>
        </Dialog>
      </div>
    </Modal>
  );
}
