import type { ReactNode } from 'react';

/** Whether a node renders anything visible (not null, undefined, false or a blank string). */
export function hasContent(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return false;
  if (typeof node === 'string') return node.trim() !== '';
  return true;
}

/**
 * The `aria-label` a control needs when it has no visible label: the caller's own `aria-label` or
 * `aria-labelledby` wins, then the first non-blank candidate (placeholder, name…), then `fallback`.
 * Returns undefined when a visible label exists, so the label names the control.
 */
export function fallbackAriaLabel(
  label: ReactNode,
  props: { 'aria-label'?: string; 'aria-labelledby'?: string },
  candidates: Array<string | undefined | null>,
  fallback: string,
): string | undefined {
  if (hasContent(label)) return props['aria-label'];
  if (props['aria-label'] || props['aria-labelledby']) return props['aria-label'];
  return candidates.find((candidate) => typeof candidate === 'string' && candidate.trim() !== '') ?? fallback;
}

/** Joins class names, skipping empty ones; the caller's `className` goes last. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
