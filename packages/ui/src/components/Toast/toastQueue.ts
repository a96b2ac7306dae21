import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** The look of a toast. */
export type ToastVariant = 'success' | 'error' | 'info';

/** What a queued toast shows. */
export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
}

/** Options of one toast. */
export interface ShowToastOptions {
  /** Secondary text under the title. */
  description?: ReactNode;
  /** Milliseconds before it closes itself; `0` keeps it until dismissed. Defaults to 5000 (spec 000, section 9). */
  timeout?: number;
  /** Called when the toast closes, by the user or its timer. */
  onClose?: () => void;
}

/** Toasts close themselves after this many milliseconds unless told otherwise. */
export const TOAST_TIMEOUT_MS = 5000;

/** The imperative API of a toast queue: `toasts.success('Logout success')`. Each call returns the toast's key. */
export interface ToastApi {
  /** The underlying react-aria queue, for a `ToastRegion`. */
  readonly queue: ToastQueue<ToastContent>;
  show(title: ReactNode, variant?: ToastVariant, options?: ShowToastOptions): string;
  success(title: ReactNode, options?: ShowToastOptions): string;
  error(title: ReactNode, options?: ShowToastOptions): string;
  info(title: ReactNode, options?: ShowToastOptions): string;
  /** Closes one toast. */
  close(key: string): void;
  /** Closes every toast. */
  clear(): void;
}

/** Creates an independent toast queue with its imperative API (one per app, or one per test). */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastApi {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: options.maxVisibleToasts ?? 5 });
  const show = (title: ReactNode, variant: ToastVariant = 'info', opts?: ShowToastOptions | null) => {
    const requested = opts?.timeout;
    const timeout = typeof requested === 'number' && !Number.isNaN(requested) ? requested : TOAST_TIMEOUT_MS;
    const safeVariant: ToastVariant = variant === 'success' || variant === 'error' ? variant : 'info';
    return queue.add(
      { title: title ?? '', description: opts?.description, variant: safeVariant },
      // An infinite timeout means "until dismissed": setTimeout would treat it as 0 and close at once.
      { timeout: timeout > 0 && Number.isFinite(timeout) ? timeout : undefined, onClose: opts?.onClose ?? undefined },
    );
  };
  return {
    queue,
    show,
    success: (title, opts) => show(title, 'success', opts),
    error: (title, opts) => show(title, 'error', opts),
    info: (title, opts) => show(title, 'info', opts),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/** The app-wide toast queue: `toast.success('Logout success')`. A `ToastRegion` without a `toasts` prop shows it. */
export const toast: ToastApi = /*#__PURE__*/ createToastQueue();
