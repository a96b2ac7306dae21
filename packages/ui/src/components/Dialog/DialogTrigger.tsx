import { DialogTrigger as AriaDialogTrigger, type DialogTriggerProps } from 'react-aria-components';
import { WithAriaButtons } from '../Button/WithAriaButtons';

export type { DialogTriggerProps };

/** Opens its overlay from the button inside it and returns focus to that button on close. */
export function DialogTrigger(props: DialogTriggerProps) {
  return (
    <WithAriaButtons>
      <AriaDialogTrigger {...props} />
    </WithAriaButtons>
  );
}
