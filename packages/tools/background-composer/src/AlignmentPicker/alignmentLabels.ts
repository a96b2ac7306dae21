import type { BackgroundAlign } from '@mediakit/api-client';
import type { BackgroundComposerMessages } from '../messages';

/** The accessible names of the nine positions, from the tool's messages. */
export function alignmentLabels(text: BackgroundComposerMessages): Record<BackgroundAlign, string> {
  return {
    'top-left': text.alignTopLeft,
    top: text.alignTop,
    'top-right': text.alignTopRight,
    left: text.alignLeft,
    center: text.alignCenter,
    right: text.alignRight,
    'bottom-left': text.alignBottomLeft,
    bottom: text.alignBottom,
    'bottom-right': text.alignBottomRight,
  };
}
