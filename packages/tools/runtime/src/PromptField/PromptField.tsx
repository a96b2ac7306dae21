import { TextArea, type TextAreaProps } from '@mediakit/ui/TextArea';
import { fieldKey } from '../hooks/fieldKey';
import { useSubmitShortcut } from '../hooks/useSubmitShortcut';
import type { FieldProps } from '../run/useTool';

/** A `useTool` hook with a text field named `Field`. */
interface BoundTool<Field extends string> {
  field: (name: Field) => FieldProps<string>;
  submit: () => void;
}

/**
 * The hook side of a prompt field named `Field`: a `useTool` hook (its `field(name)`), or, for a tool not yet on it,
 * its value, its setter (`setPrompt` for `prompt`) and its submit.
 */
export type PromptFieldTool<Field extends string> =
  | BoundTool<Field>
  | ({
      values: Record<Field, string>;
      fieldErrors?: Partial<Record<string, string | undefined>>;
      submit: () => void;
    } & Record<`set${Capitalize<Field>}`, (value: string) => void>);

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
 * A tool's prompt (or script) text area wired to its hook: the value and its setter, the field's error once shown,
 * and Ctrl/Cmd+Enter to submit.
 */
export function PromptField<Field extends string = 'prompt'>({
  tool,
  text,
  field = 'prompt' as Field,
  ...props
}: PromptFieldProps<Field>) {
  const onKeyDown = useSubmitShortcut(tool.submit);
  const bound: Partial<FieldProps<string>> =
    'field' in tool
      ? tool.field(field)
      : {
          value: tool.values[field],
          onChange: (tool as unknown as Record<string, (value: string) => void>)[fieldKey('set', field)],
          errorMessage: tool.fieldErrors?.[field],
        };
  const wording = text as Partial<Record<string, string>>;
  return (
    <TextArea
      label={wording[`${field}Label`]}
      description={wording[`${field}Hint`]}
      placeholder={wording[`${field}Placeholder`]}
      {...bound}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}
