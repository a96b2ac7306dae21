import { Button } from '@mediakit/ui/Button';
import { AudioIcon, ImageIcon, TextIcon, VideoIcon } from '@mediakit/ui/Icon';
import { formatMessage } from '@mediakit/console-kit';
import { forwardRef, useRef, useState } from 'react';
import { type MediaLibraryMessages } from '../messages';
import type { LibraryItem } from '../useMediaLibrary';
import * as styles from './MediaLibrary.css';

export interface MediaCardProps {
  item: LibraryItem;
  messages: MediaLibraryMessages;
  onOpen: () => void;
  onDownload?: (() => void) | undefined;
  downloading: boolean;
  onDelete?: (() => void) | undefined;
}

export const titleOf = (item: LibraryItem, messages: MediaLibraryMessages) => item.title.trim() || messages.untitled;

const typeIcons = { image: ImageIcon, video: VideoIcon, audio: AudioIcon, text: TextIcon };

/** The still a card shows: the thumbnail (a video's poster), else a placeholder, also when the image fails to load. */
function Still({ item, messages }: { item: LibraryItem; messages: MediaLibraryMessages }) {
  const source = item.thumb ?? item.poster ?? (item.type === 'image' ? item.src : undefined);
  const [failed, setFailed] = useState<string>();
  if (!source || failed === source) {
    const TypeIcon = typeIcons[item.type];
    return (
      <span className={styles.placeholder} data-placeholder="">
        <TypeIcon size={32} strokeWidth={1.5} />
        {messages[item.type]}
      </span>
    );
  }
  return <img className={styles.thumb} src={source} alt="" loading="lazy" onError={() => setFailed(source)} />;
}

/** One item: its still, and on hover or focus a preview (a video plays muted); the whole still opens the dialog. */
export const MediaCard = forwardRef<HTMLButtonElement, MediaCardProps>(function MediaCard(
  { item, messages, onOpen, onDownload, downloading, onDelete },
  ref,
) {
  const [active, setActive] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const title = titleOf(item, messages);
  const start = () => setActive(true);
  const stop = () => setActive(false);
  return (
    <li className={styles.card} data-type={item.type}>
      <button
        ref={ref}
        type="button"
        className={styles.previewButton}
        aria-label={formatMessage(messages.preview, { title })}
        onClick={onOpen}
        onPointerEnter={start}
        onPointerLeave={stop}
        onFocus={start}
        onBlur={stop}
      >
        {active && item.type === 'video' ? (
          <video
            ref={video}
            className={styles.thumb}
            src={item.src}
            poster={item.poster ?? item.thumb}
            muted
            autoPlay
            loop
            playsInline
            preload="metadata"
            data-hover-preview=""
          />
        ) : (
          <Still item={item} messages={messages} />
        )}
      </button>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} title={title}>
          {title}
        </h3>
        <p className={styles.cardMeta}>
          {messages[item.type]}
          {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
          {item.owner !== undefined || 'owner' in item
            ? ` · ${messages.owner}: ${item.owner ? item.owner.name || item.owner.email : messages.noOwner}`
            : ''}
        </p>
        <div className={styles.cardActions}>
          {onDownload && (
            <Button
              size="sm"
              variant="secondary"
              // Not disabled while the file downloads (one at a time): a disabled button drops the focus to the page.
              onPress={() => !downloading && onDownload()}
              aria-disabled={downloading || undefined}
              aria-label={`${messages.download} ${title}`}
            >
              {downloading ? messages.downloading : messages.download}
            </Button>
          )}
          {onDelete && (
            <Button size="sm" variant="secondary" onPress={onDelete} aria-label={`${messages.delete} ${title}`}>
              {messages.delete}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});
