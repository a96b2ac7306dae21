import { formatMessage, inlineRowClassName, panelClassName } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { Link } from '@mediakit/ui/Link';
import { useId } from 'react';
import { engineLabel } from '../engineLabel';
import type { ImageGeneratorMessages } from '../messages';
import { isImageResolution, resolutionMessageKeys } from '../imagePlans';
import type { RecentImage } from '../recentImageStore';
import * as styles from './RecentImages.css';

export interface RecentImagesProps {
  items: readonly RecentImage[];
  text: ImageGeneratorMessages;
  onUsePrompt: (item: RecentImage) => void;
  onClear: () => void;
}

// A stored timestamp may be out of the Date range; such an item still shows, without its time.
function timeOf(timestamp: number): { iso: string; text: string } | undefined {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : { iso: date.toISOString(), text: date.toLocaleString() };
}

/** The last ten images, newest first, as kept in this browser. */
export function RecentImages({ items, text, onUsePrompt, onClear }: RecentImagesProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {text.recentHeading}
        </h3>
        {items.length > 0 && (
          <Button size="sm" variant="quiet" onPress={onClear}>
            {text.recentClear}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{text.recentEmpty}</p>
      ) : (
        <ol className={styles.list} aria-label={text.recentListLabel}>
          {items.map((item) => (
            <li key={`${item.timestamp}-${item.url}`} className={`${panelClassName} ${styles.item}`}>
              <img className={styles.thumb} src={item.url} alt="" loading="lazy" />
              <div className={styles.body}>
                <p className={styles.prompt}>{item.prompt}</p>
                <RecentMeta item={item} text={text} />
                <div className={inlineRowClassName}>
                  <Link
                    href={item.url}
                    target="_blank"
                    aria-label={formatMessage(text.recentOpenLabel, { prompt: item.prompt })}
                  >
                    {text.recentOpen}
                  </Link>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={formatMessage(text.recentUsePromptLabel, { prompt: item.prompt })}
                    onPress={() => onUsePrompt(item)}
                  >
                    {text.recentUsePrompt}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'widescreen_16_9' → '16:9': the ratio every aspect value ends with; anything else as it is. */
function ratioOf(size: string): string {
  const match = /_(\d+)_(\d+)$/.exec(size);
  return match ? `${match[1]}:${match[2]}` : size;
}

/**
 * Values as people say them: '16:9 · 1K · Local engine'. The engine is the one the server says made the image
 * (`madeBy`), never the call's name: 'Mystic' is only said when Freepik's Mystic drew it.
 */
function RecentMeta({ item, text }: { item: RecentImage; text: ImageGeneratorMessages }) {
  const time = timeOf(item.timestamp);
  const resolution =
    item.resolution && isImageResolution(item.resolution)
      ? text[resolutionMessageKeys[item.resolution]]
      : (item.resolution ?? text.recentNoResolution);
  return (
    <p className={styles.meta}>
      {formatMessage(item.madeBy ? text.recentMeta : text.recentMetaNoEngine, {
        size: ratioOf(item.size),
        resolution,
        engine: item.madeBy ? engineLabel(item.madeBy, text.engineLocal) : '',
      })}
      {time && (
        <>
          {' · '}
          <time dateTime={time.iso}>{time.text}</time>
        </>
      )}
    </p>
  );
}
