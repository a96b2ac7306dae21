import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../Icon';
import { optionText, type SelectOption } from '../Select/options';
import * as styles from './ListBox.css';

export function ListBoxOption({ option }: { option: SelectOption }) {
  const label = optionText(option);
  return (
    <ListBoxItem id={option.id} textValue={label} isDisabled={option.isDisabled} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected && <CheckIcon />}
          </span>
          <span className={styles.optionText}>
            <span>{label}</span>
            {option.description && <span className={styles.optionDescription}>{option.description}</span>}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
