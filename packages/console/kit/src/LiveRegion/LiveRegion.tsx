import { VisuallyHidden } from '@mediakit/ui/VisuallyHidden';

export interface LiveRegionProps {
  /** The latest status or error. Changing it announces the new text to screen readers. */
  message: string | undefined;
  /** `assertive` interrupts (errors); `polite` waits for a pause (status changes). */
  politeness?: 'polite' | 'assertive';
}

/** A screen-reader-only live region for a tool's status changes and errors. */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <VisuallyHidden aria-live={politeness} aria-atomic="true" role={politeness === 'assertive' ? 'alert' : 'status'}>
      {message ?? ''}
    </VisuallyHidden>
  );
}
