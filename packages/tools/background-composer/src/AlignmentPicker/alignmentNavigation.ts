import type { BackgroundAlign } from '@mediakit/api-client';
import { backgroundAligns } from '../composerState';

const columns = 3;

/**
 * Where an arrow key moves the selection in the 3x3 grid, like a radio group laid out in two dimensions: Left and
 * Right step through the nine in reading order (wrapping), Up and Down move within the column (wrapping), Home and
 * End jump to the first and last. Any other key gives `undefined`.
 */
export function alignAfterKey(current: BackgroundAlign, key: string): BackgroundAlign | undefined {
  const count = backgroundAligns.length;
  const index = Math.max(0, backgroundAligns.indexOf(current));
  const at = (next: number) => backgroundAligns[((next % count) + count) % count];
  switch (key) {
    case 'ArrowRight':
      return at(index + 1);
    case 'ArrowLeft':
      return at(index - 1);
    case 'ArrowDown':
      return at(index + columns);
    case 'ArrowUp':
      return at(index - columns);
    case 'Home':
      return backgroundAligns[0];
    case 'End':
      return backgroundAligns[count - 1];
    default:
      return undefined;
  }
}
