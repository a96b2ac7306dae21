import { forwardRef, type ForwardedRef, type ReactNode, type Ref } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps,
  Popover as AriaPopover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { CheckIcon } from '../Icon';
import { surface } from '../Popover/Popover.css';
import { useOverlayTheme, usePopoverContainer } from '../ThemeProvider/overlayContainer';
import * as styles from './Menu.css';

export { SubmenuTrigger } from 'react-aria-components';

/** Opens its menu from the button inside it. */
export function MenuTrigger(props: MenuTriggerProps) {
  return (
    <WithAriaButtons>
      <AriaMenuTrigger {...props} />
    </WithAriaButtons>
  );
}
export type { MenuTriggerProps };

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className'> {
  /** Where the menu opens relative to its trigger. */
  placement?: PopoverProps['placement'];
  /** Extra class names for the popover surface, appended after ours. */
  className?: string;
}

/**
 * A menu of actions or links in a popover; put it after its trigger inside a `MenuTrigger`. Arrow keys move,
 * typing jumps to an item, Enter/Space activates, Escape closes and returns focus to the trigger.
 */
function MenuInner<T extends object>(
  { placement = 'bottom start', className, ...props }: MenuProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const container = usePopoverContainer();
  const { anchor: themeAnchor, overlayRef: themeRef } = useOverlayTheme();
  return (
    <>
      {themeAnchor}
      <AriaPopover
        placement={placement}
        ref={themeRef}
        UNSTABLE_portalContainer={container}
        className={[surface, className].filter(Boolean).join(' ')}
      >
        <AriaMenu<T> {...props} ref={ref} className={styles.menu} />
      </AriaPopover>
    </>
  );
}

export const Menu = /*#__PURE__*/ forwardRef(MenuInner) as <T extends object>(
  props: MenuProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof MenuInner>;

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'className' | 'children'> {
  /** A leading decorative icon. */
  icon?: ReactNode;
  /** Secondary text under the label; it becomes part of the item's accessible name. */
  description?: ReactNode;
  /** `danger` for destructive actions such as Delete or Logout. */
  tone?: 'default' | 'danger';
  /** The label of the item. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

function MenuItemInner<T extends object>(
  { icon, description, tone = 'default', children, className, textValue, ...props }: MenuItemProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaMenuItem
      {...props}
      ref={ref}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-tone={tone}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check} aria-hidden="true">
              {isSelected ? <CheckIcon /> : null}
            </span>
          )}
          {icon}
          <span className={styles.itemLabel}>
            {children}
            {description && <span className={styles.itemDescription}>{description}</span>}
          </span>
        </>
      )}
    </AriaMenuItem>
  );
}

/** One action or link (`href`) of a Menu. */
export const MenuItem = /*#__PURE__*/ forwardRef(MenuItemInner) as <T extends object>(
  props: MenuItemProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof MenuItemInner>;

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'className' | 'children'> {
  /** The section's items. */
  children?: ReactNode;
  /** A visible heading for the group. Without it pass `aria-label`. */
  title?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

function MenuSectionInner<T extends object>(
  { title, children, className, ...props }: MenuSectionProps<T>,
  ref: ForwardedRef<HTMLElement>,
) {
  return (
    <AriaMenuSection {...props} ref={ref} className={className}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A labelled group of menu items. */
export const MenuSection = /*#__PURE__*/ forwardRef(MenuSectionInner) as <T extends object>(
  props: MenuSectionProps<T> & { ref?: Ref<HTMLElement> },
) => ReturnType<typeof MenuSectionInner>;

export interface MenuSeparatorProps {
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A rule between groups of menu items. */
export const MenuSeparator = /*#__PURE__*/ forwardRef<HTMLElement, MenuSeparatorProps>(function MenuSeparator(
  { className },
  ref,
) {
  return <Separator ref={ref} className={[styles.separator, className].filter(Boolean).join(' ')} />;
});
