import { forwardRef, useMemo, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { useOverlayContainer } from '../ThemeProvider/overlayContainer';
import * as listStyles from './ListBox.css';
import { cleanOptions, ListBoxOption, type SelectOption } from './ListBoxOption';
import * as styles from './Select.css';

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The visible label. Without one the select is named by `aria-label`, `placeholder`, `name`, else "Select". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error under the field; setting it marks the select invalid. */
  errorMessage?: ReactNode;
  /** The choices. Empty, null or malformed entries never throw: the list shows `emptyText`. */
  options?: ReadonlyArray<SelectOption | null | undefined> | null;
  /** The selected option's id (controlled); `null` means nothing selected. */
  value?: Key | null;
  /** The initially selected option id (uncontrolled). */
  defaultValue?: Key | null;
  /** Called with the selected option id. */
  onChange?: (value: Key | null) => void;
  /** Shown in the open list when there are no options. Defaults to "No options". */
  emptyText?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Pick one option from a list. Keyboard: Enter, Space or arrows open it; arrows move; Enter selects; Escape closes. */
export const Select = /*#__PURE__*/ forwardRef<HTMLDivElement, SelectProps>(function Select(
  { label, description, errorMessage, options, emptyText = 'No options', placeholder, onChange, className, ...props },
  ref,
) {
  const items = useMemo(() => cleanOptions(options), [options]);
  const overlayContainer = useOverlayContainer();
  const ariaLabel = fallbackAriaLabel(label, props, [placeholder, props.name], 'Select');
  return (
    <AriaSelect<SelectOption>
      allowsEmptyCollection
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      placeholder={placeholder}
      onChange={onChange ? (key) => onChange(key ?? null) : undefined}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      data-empty={items.length === 0 || undefined}
      className={cx(fieldStyles.field, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <AriaButton className={styles.trigger}>
        {/* The chosen option's text alone: its check mark and description belong to the list, not the trigger. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={listStyles.popover} offset={4} UNSTABLE_portalContainer={overlayContainer}>
        <ListBox<SelectOption>
          items={items}
          className={listStyles.listBox}
          renderEmptyState={() => <div className={listStyles.empty}>{emptyText}</div>}
        >
          {(option) => <ListBoxOption option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
});
