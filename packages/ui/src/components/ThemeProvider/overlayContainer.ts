import { createContext, useContext } from 'react';
import { PopoverContext, useSlottedContext } from 'react-aria-components';

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
