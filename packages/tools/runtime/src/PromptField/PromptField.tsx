import { TextArea, type TextAreaProps } from '@mediakit/ui/TextArea';
import { useSubmitShortcut } from '../hooks/useSubmitShortcut';
import type { FieldProps } from '../run/useTool';

/** The hook side of a prompt field named `Field`: a `useTool` hook (its `field(name)` and its submit). */
export interface PromptFieldTool<Field extends string> {
  field: (name: Field) => FieldProps<string>;
  submit: () => void;
}

/** The wording of a prompt field named `Field`: `<field>Label`, `<field>Hint` and an optional `<field>Placeholder`. */
export type PromptFieldText<Field extends string> = Record<`${Field}Label` | `${Field}Hint`, string> &
  Partial<Record<`${Field}Placeholder`, string>>;

export interface PromptFieldProps<Field extends string> extends Omit<
  TextAreaProps,
  'label' | 'description' | 'placeholder' | 'value' | 'onChange' | 'onKeyDown'
> {
  /** The tool's hook. */
  tool: PromptFieldTool<NoInfer<Field>>;
  /** The tool's messages. */
  text: PromptFieldText<NoInfer<Field>>;
  /** The form field the text area edits; `prompt` unless told. */
  field?: Field;
}

/**
 * A tool's prompt (or script) text area wired to its hook's `field(name)`: the value and its setter, the field's error once shown,
 * and Ctrl/Cmd+Enter to submit.
 */
export function PromptField<Field extends string = 'prompt'>({
  tool,
  text,
  field = 'prompt' as Field,
  ...props
}: PromptFieldProps<Field>) {
  const onKeyDown = useSubmitShortcut(tool.submit);
  const wording = text as Partial<Record<string, string>>;
  return (
    <TextArea
      label={wording[`${field}Label`]}
      description={wording[`${field}Hint`]}
      placeholder={wording[`${field}Placeholder`]}
      {...tool.field(field)}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}
