import { forwardRef, type ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { CheckIcon } from '../Icon';
import { surface } from '../Popover/Popover.css';
import * as styles from './Menu.css';

export { MenuTrigger, SubmenuTrigger, type MenuTriggerProps } from 'react-aria-components';

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
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaPopover placement={placement} className={[surface, className].filter(Boolean).join(' ')}>
      <AriaMenu<T> {...props} ref={ref} className={styles.menu} />
    </AriaPopover>
  );
}

export const Menu = /*#__PURE__*/ forwardRef(MenuInner) as <T extends object>(
  props: MenuProps<T> & { ref?: React.Ref<HTMLDivElement> },
) => ReturnType<typeof MenuInner>;

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'className' | 'children'> {
  /** A leading decorative icon. */
  icon?: ReactNode;
  /** Secondary text under the label; it becomes part of the item's accessible name. */
  description?: ReactNode;
  /** `danger` for destructive actions such as Delete or Logout. */
  tone?: 'default' | 'danger';
  children?: ReactNode;
  className?: string;
}

/** One action or link (`href`) of a Menu. */
export function MenuItem<T extends object>({
  icon,
  description,
  tone = 'default',
  children,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
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

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'className' | 'children'> {
  /** The section's items. */
  children?: ReactNode;
  /** A visible heading for the group. Without it pass `aria-label`. */
  title?: ReactNode;
  className?: string;
}

/** A labelled group of menu items. */
export function MenuSection<T extends object>({ title, children, className, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={className}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </AriaMenuSection>
  );
}

/** A rule between groups of menu items. */
export function MenuSeparator({ className }: { className?: string }) {
  return <Separator className={[styles.separator, className].filter(Boolean).join(' ')} />;
}
