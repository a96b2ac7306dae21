import { formatMessage, inlineRowClassName, panelClassName } from '@mediakit/tool-runtime';
import { Button } from '@mediakit/ui/Button';
import { Link } from '@mediakit/ui/Link';
import { useId } from 'react';
import type { ImageGeneratorMessages } from '../messages';
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

function RecentMeta({ item, text }: { item: RecentImage; text: ImageGeneratorMessages }) {
  const time = timeOf(item.timestamp);
  return (
    <p className={styles.meta}>
      {formatMessage(text.recentMeta, {
        size: item.size,
        resolution: item.resolution ?? text.recentNoResolution,
        plan: item.plan,
        engine: item.engine === 'classic' ? text.engineClassic : text.engineMystic,
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
