import { forwardRef, useMemo, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { useOverlayContainer, useOverlayTheme } from '../ThemeProvider/overlayContainer';
import { cleanOptions, type SelectOption } from '../Select/options';
import * as listStyles from './ListBox.css';
import { ListBoxOption } from './ListBoxOption';
import * as styles from './ComboBox.css';

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<SelectOption>,
  'className' | 'children' | 'items' | 'defaultItems' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The visible label. Without one the field is named by `aria-label`, `placeholder`, `name`, else "Search". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error under the field; setting it marks it invalid. */
  errorMessage?: ReactNode;
  /** The choices, filtered as the user types (case-insensitive "contains"). Empty, null or malformed never throw. */
  options?: ReadonlyArray<SelectOption | null | undefined> | null;
  /** The selected option's id (controlled); `null` means none. */
  value?: Key | null;
  /** The initially selected option id (uncontrolled). */
  defaultValue?: Key | null;
  /** Called with the selected option id, or `null` when the selection is cleared. */
  onChange?: (value: Key | null) => void;
  /** Hint shown in the empty input; also the fallback accessible name. */
  placeholder?: string;
  /** Shown in the open list when typing matches no option. Defaults to "No matches". */
  emptyText?: ReactNode;
  /** Shown in the open list when there are no options at all. Defaults to "No options". */
  noOptionsText?: ReactNode;
  /** Name of the button that opens the list. */
  openLabel?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A text field with a filtered list of suggestions. Type to filter; Arrow Down opens and moves; Enter selects;
 * Escape closes (and a second Escape clears).
 */
export const ComboBox = /*#__PURE__*/ forwardRef<HTMLDivElement, ComboBoxProps>(function ComboBox(
  {
    label,
    description,
    errorMessage,
    options,
    onChange,
    placeholder,
    emptyText = 'No matches',
    noOptionsText = 'No options',
    openLabel = 'Show suggestions',
    className,
    ...props
  },
  ref,
) {
  const items = useMemo(() => cleanOptions(options), [options]);
  const overlayContainer = useOverlayContainer();
  const theme = useOverlayTheme();
  const ariaLabel = fallbackAriaLabel(label, props, [placeholder, props.name], 'Search');
  return (
    <AriaComboBox<SelectOption>
      allowsEmptyCollection
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      defaultItems={items}
      onChange={onChange ? (key) => onChange(key ?? null) : undefined}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <Group className={cx(fieldStyles.control, styles.group)}>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <AriaButton className={fieldStyles.controlButton} aria-label={openLabel}>
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      {theme.anchor}
      <Popover
        className={listStyles.popover}
        offset={4}
        UNSTABLE_portalContainer={overlayContainer}
        ref={theme.overlayRef}
      >
        <ListBox<SelectOption>
          className={listStyles.listBox}
          renderEmptyState={() => (
            <div className={listStyles.empty}>{items.length === 0 ? noOptionsText : emptyText}</div>
          )}
        >
          {(option) => <ListBoxOption option={option} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
});
