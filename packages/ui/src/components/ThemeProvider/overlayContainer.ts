import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactElement,
  type Ref,
} from 'react';
import { PopoverContext, useSlottedContext } from 'react-aria-components';
import { overlayThemeAttribute, schemeProperty } from '../../theme';

/** The overlay's `data-mk-theme` for the scheme in effect where it was opened. */
const themeOfScheme: Record<string, string> = { dark: 'dark', light: 'light', 'light dark': 'system' };

// react-aria-components 1.22 does not re-export react-aria's UNSAFE_PortalProvider, and ui depends on
// react-aria-components alone, so every Mediakit overlay passes this container as its (typed) UNSTABLE_portalContainer.

/** The custom root of the nearest ThemeProvider; `undefined` when the theme governs the whole document. */
export const OverlayContainerContext = /*#__PURE__*/ createContext<HTMLElement | undefined>(undefined);

/**
 * Where overlays (popovers, list boxes, menus, tooltips, modals, drawers) portal to: the custom `root` of the
 * nearest ThemeProvider, so an embedded Mediakit keeps its overlays inside the partner's container and under its
 * theme class; `undefined` otherwise, which leaves react-aria's default (`document.body`). Pass it as
 * `UNSTABLE_portalContainer` to react-aria overlays you render yourself.
 */
export function useOverlayContainer(): HTMLElement | undefined {
  return useContext(OverlayContainerContext);
}

/**
 * The container for a Popover: none for submenus and subdialogs, which react-aria mounts inside their root popover
 * (already in the container) so outside clicks and aria-hidden treat the stack as one.
 */
export function usePopoverContainer(): HTMLElement | undefined {
  const container = useOverlayContainer();
  const popoverContext = useSlottedContext(PopoverContext);
  return popoverContext?.trigger === 'SubmenuTrigger' ? undefined : container;
}

/**
 * An overlay renders in a portal (usually `<body>`), far from the container it was opened from. This hook gives it
 * that container's theme: render `anchor` where the overlay component sits (an empty, hidden span) and pass
 * `overlayRef` to the overlay's outermost element. When the overlay mounts, it gets the theme (`data-mk-theme`) of the
 * scheme in effect at the anchor (from a `dark`, `mk-theme-light` or `mk-theme-system` ancestor, or none), so a
 * popover opened in a dark wrapper is dark even on a light page; while open it follows class changes of the
 * anchor's ancestors.
 */
export function useOverlayTheme(): { anchor: ReactElement; overlayRef: (node: HTMLElement | null) => void } {
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const observer = useRef<MutationObserver | null>(null);
  const overlayRef = useCallback(
    (overlay: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!overlay || !anchor) return;
      const apply = () => {
        const scheme = getComputedStyle(anchor).getPropertyValue(schemeProperty).trim();
        // An attribute, not a class: React rewrites the overlay's class on every render, never an unknown attribute.
        const theme = themeOfScheme[scheme];
        if (theme) overlay.setAttribute(overlayThemeAttribute, theme);
        else overlay.removeAttribute(overlayThemeAttribute);
      };
      apply();
      if (typeof MutationObserver === 'undefined') return;
      observer.current = new MutationObserver(apply);
      for (let element = anchor.parentElement; element; element = element.parentElement) {
        observer.current.observe(element, { attributes: true, attributeFilter: ['class', 'style'] });
      }
    },
    [anchor],
  );
  return {
    anchor: createElement('span', { ref: setAnchor, hidden: true, 'data-mk-overlay-anchor': '' }),
    overlayRef,
  };
}

/** One ref callback for several refs (the caller's and ours). */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}
