import { createContext, forwardRef, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { useOverlayTheme } from '../ThemeProvider/overlayContainer';
import * as styles from './Toast.css';
import { toast as globalToast, type ToastApi, type ToastVariant } from './toastQueue';

const icons: Record<ToastVariant, typeof InfoIcon> = {
  success: CheckCircleIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

const ToastApiContext = /*#__PURE__*/ createContext<ToastApi | null>(null);

/** The toast API of the nearest `ToastProvider`, else the app-wide `toast`. */
export function useToast(): ToastApi {
  return useContext(ToastApiContext) ?? globalToast;
}

export interface ToastRegionProps {
  /** The queue to show; defaults to the nearest provider's, else the app-wide `toast`. */
  toasts?: ToastApi;
  /** Accessible name of the landmark. */
  'aria-label'?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Whether Alt+T moves focus to the newest toast. */
  enableShortcut?: boolean;
  /** Extra class names, appended after ours. */
  className?: string;
}

function isShortcut(event: KeyboardEvent) {
  return event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't');
}

/**
 * Where toasts appear: fixed at the top right (top end in RTL), above everything. Alt+T (or F6) moves focus to it;
 * timers pause while it is hovered or focused; Escape-free dismissal through each toast's close button.
 */
export const ToastRegion = /*#__PURE__*/ forwardRef<HTMLDivElement, ToastRegionProps>(function ToastRegion(
  { toasts, 'aria-label': ariaLabel = 'Notifications', closeLabel = 'Close', enableShortcut = true, className },
  ref,
) {
  const contextApi = useContext(ToastApiContext);
  const api = toasts ?? contextApi ?? globalToast;
  const regionRef = useRef<HTMLDivElement | null>(null);
  // The region always portals to document.body (react-aria gives it no container prop), so it takes the theme of
  // the place it is rendered in itself.
  const { anchor: themeAnchor, overlayRef: themeRef } = useOverlayTheme();
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      regionRef.current = node;
      themeRef(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, themeRef],
  );

  useEffect(() => {
    if (!enableShortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      const first = region.querySelector<HTMLElement>('[role="alertdialog"]');
      (first ?? region).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enableShortcut]);

  return (
    <>
      {themeAnchor}
      <WithAriaButtons>
        <AriaToastRegion
          queue={api.queue}
          aria-label={ariaLabel}
          ref={setRef}
          className={[styles.region, className].filter(Boolean).join(' ')}
        >
          {({ toast }) => {
            const variant = toast.content.variant;
            const Icon = icons[variant] ?? InfoIcon;
            return (
              <AriaToast toast={toast} data-variant={variant} className={styles.toast({ variant })}>
                <Icon className={styles.icon({ variant })} />
                <AriaToastContent className={styles.content}>
                  <Text slot="title" className={styles.title}>
                    {toast.content.title}
                  </Text>
                  {toast.content.description ? (
                    <Text slot="description" className={styles.description}>
                      {toast.content.description}
                    </Text>
                  ) : null}
                </AriaToastContent>
                <IconButton slot="close" label={closeLabel} size="sm">
                  <CloseIcon />
                </IconButton>
              </AriaToast>
            );
          }}
        </AriaToastRegion>
      </WithAriaButtons>
    </>
  );
});

export interface ToastProviderProps {
  /** The queue; defaults to the app-wide `toast`. Pass `createToastQueue()` for an isolated one. */
  toasts?: ToastApi;
  /** Props of the region it renders. */
  regionProps?: Omit<ToastRegionProps, 'toasts'>;
  /** The app; its descendants reach the queue through `useToast()`. */
  children?: ReactNode;
}

/** Renders a `ToastRegion` next to the app and gives descendants the queue through `useToast()`. */
export function ToastProvider({ toasts = globalToast, regionProps, children }: ToastProviderProps) {
  return (
    <ToastApiContext.Provider value={toasts}>
      {children}
      <ToastRegion {...regionProps} toasts={toasts} />
    </ToastApiContext.Provider>
  );
}
