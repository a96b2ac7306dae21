import type { OcrWord, WordBox } from '@mediakit/api-client';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { positionAfterKey, type WordPlacement, type WordSelection, type WordSelectionAction } from '../wordSelection';
import * as styles from './WordBoxes.css';

export interface WordBoxesProps {
  imageSrc: string;
  imageAlt: string;
  words: readonly OcrWord[];
  /** Word indexes in reading order: the order of the boxes for keyboard and screen readers. */
  order: readonly number[];
  placements: readonly WordPlacement[];
  selection: WordSelection;
  onSelectionChange: (action: WordSelectionAction) => void;
  /** The list's accessible name. */
  label: string;
  /** How to use the keyboard and mouse; linked to the list. */
  hint: string;
  className?: string;
}

interface Size {
  width: number;
  height: number;
}

/** The boxes' extent, for placing them before the image reports its natural size. */
function extentOf(words: readonly OcrWord[]): Size {
  return words.reduce(
    (size, { box }) => ({
      width: Math.max(size.width, box.x + box.width),
      height: Math.max(size.height, box.y + box.height),
    }),
    { width: 1, height: 1 },
  );
}

function placed(box: WordBox, size: Size) {
  const percent = (value: number, of: number) => `${Math.round((value / of) * 1_000_000) / 10_000}%`;
  return {
    left: percent(box.x, size.width),
    top: percent(box.y, size.height),
    width: percent(box.width, size.width),
    height: percent(box.height, size.height),
  };
}

/**
 * The words found, drawn as boxes over the image and offered as a multi-select listbox in reading order: one tab
 * stop, arrows move, Shift+arrow extends, Space toggles, Ctrl/Cmd+A selects all, Escape clears; click, Shift+click
 * and Ctrl/Cmd+click with a mouse.
 */
export function WordBoxes(props: WordBoxesProps) {
  const { words, order, placements, selection, onSelectionChange } = props;
  const [naturalSize, setNaturalSize] = useState<Size>();
  const hintId = useId();
  const options = useRef(new Map<number, HTMLDivElement>());
  const size = naturalSize ?? extentOf(words);
  const focus = Math.min(selection.focus, Math.max(0, order.length - 1));

  const moveFocus = (to: number, extend: boolean) => {
    onSelectionChange({ type: 'move', to, extend });
    options.current.get(to)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    if (event.key === ' ') {
      event.preventDefault();
      onSelectionChange({ type: 'toggle', at: position });
      return;
    }
    if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelectionChange({ type: 'select-all', count: order.length });
      return;
    }
    if (event.key === 'Escape' && selection.selected.size > 0) {
      event.preventDefault();
      onSelectionChange({ type: 'clear' });
      return;
    }
    const next = positionAfterKey(position, event.key, placements);
    if (next === undefined) return;
    event.preventDefault();
    moveFocus(next, event.shiftKey);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>, position: number) => {
    onSelectionChange({ type: 'click', at: position, extend: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
  };

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      <div className={styles.stage}>
        <img
          className={styles.image}
          src={props.imageSrc}
          alt={props.imageAlt}
          onLoad={(event) =>
            setNaturalSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
        />
        <div
          role="listbox"
          aria-multiselectable="true"
          aria-label={props.label}
          aria-describedby={hintId}
          className={styles.overlay}
        >
          {order.map((wordIndex, position) => {
            const word = words[wordIndex];
            if (!word) return null;
            return (
              <div
                key={wordIndex}
                ref={(element) => {
                  if (element) options.current.set(position, element);
                  else options.current.delete(position);
                }}
                role="option"
                aria-selected={selection.selected.has(position)}
                aria-label={word.text}
                tabIndex={position === focus ? 0 : -1}
                className={styles.box}
                style={placed(word.box, size)}
                data-position={position}
                onKeyDown={(event) => onKeyDown(event, position)}
                onClick={(event) => onClick(event, position)}
              />
            );
          })}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {props.hint}
      </p>
    </div>
  );
}
