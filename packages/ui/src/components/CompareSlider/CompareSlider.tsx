import { forwardRef, useState, type CSSProperties } from 'react';
import { Button } from '../Button';
import { Slider } from '../Slider';
import * as styles from './CompareSlider.css';

export interface CompareSliderMessages {
  /** Label of the input image. */
  before: string;
  /** Label of the result image. */
  after: string;
  /** Accessible name of the divider slider. */
  position: string;
  /** Name of the zoom-in button. */
  zoomIn: string;
  /** Name of the zoom-out button. */
  zoomOut: string;
  /** Name of the reset-zoom button. */
  resetZoom: string;
}

export const compareSliderMessages: CompareSliderMessages = {
  before: 'Before',
  after: 'After',
  position: 'Compare before and after',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
};

export interface CompareSliderProps {
  /** The input image. */
  beforeSrc: string | null | undefined;
  /** The result image. */
  afterSrc: string | null | undefined;
  /** Alternative text of the input image. */
  beforeAlt?: string;
  /** Alternative text of the result image. */
  afterAlt?: string;
  /** Where the divider starts, in percent of the width (default 50). */
  defaultPosition?: number;
  /** Overrides for the labels. */
  messages?: Partial<CompareSliderMessages>;
  /** Extra class names, appended after ours. */
  className?: string;
}

const zoomSteps = [1, 1.5, 2, 3, 4];

function clampPercent(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, value));
}

/**
 * Before/after comparison: the result under the input, a keyboard-operable divider, and one zoom for both images so
 * they always stay aligned. The box takes the result's shape and both pictures fill it the same way (the input
 * centred and cropped to that shape, as the engines crop it), so a landscape photo and its square edit line up.
 */
export const CompareSlider = /*#__PURE__*/ forwardRef<HTMLDivElement, CompareSliderProps>(function CompareSlider(
  { beforeSrc, afterSrc, beforeAlt, afterAlt, defaultPosition, messages, className },
  ref,
) {
  const text = { ...compareSliderMessages, ...messages };
  const [position, setPosition] = useState(() => clampPercent(defaultPosition));
  const [zoomIndex, setZoomIndex] = useState(0);
  const zoom = zoomSteps[zoomIndex] ?? 1;
  // The result's shape, read when it loads (a new result reads its own).
  const [ratio, setRatio] = useState<{ src: string; value: number }>();
  const shape = ratio && ratio.src === afterSrc ? ratio.value : undefined;

  return (
    <div
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-zoom={zoom}
      style={
        {
          [styles.positionProperty]: `${position}%`,
          [styles.zoomProperty]: String(zoom),
          ...(shape ? { [styles.ratioProperty]: String(shape) } : {}),
        } as CSSProperties
      }
    >
      <div className={styles.stage}>
        {afterSrc && (
          <img
            className={styles.after}
            src={afterSrc}
            alt={afterAlt ?? text.after}
            draggable={false}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0)
                setRatio({ src: afterSrc, value: naturalWidth / naturalHeight });
            }}
          />
        )}
        {beforeSrc && (
          <img className={styles.before} src={beforeSrc} alt={beforeAlt ?? text.before} draggable={false} />
        )}
        <span className={styles.divider} aria-hidden="true" />
        <span className={styles.beforeTag} aria-hidden="true">
          {text.before}
        </span>
        <span className={styles.afterTag} aria-hidden="true">
          {text.after}
        </span>
      </div>
      <div className={styles.controls}>
        <Slider
          className={styles.slider}
          label={text.position}
          value={position}
          onChange={(value) => setPosition(clampPercent(value))}
          minValue={0}
          maxValue={100}
          step={1}
          formatValue={(value) => `${value}%`}
        />
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setZoomIndex((index) => Math.max(0, index - 1))}
          isDisabled={zoomIndex === 0}
        >
          {text.zoomOut}
        </Button>
        <span className={styles.zoomValue} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setZoomIndex((index) => Math.min(zoomSteps.length - 1, index + 1))}
          isDisabled={zoomIndex === zoomSteps.length - 1}
        >
          {text.zoomIn}
        </Button>
        <Button size="sm" variant="quiet" onPress={() => setZoomIndex(0)} isDisabled={zoomIndex === 0}>
          {text.resetZoom}
        </Button>
      </div>
    </div>
  );
});
