import { useCallback, useState } from 'react';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form checked as a whole at Submit, its errors already in the tool's words: `showErrors` puts them beside their
 * fields (`showErrors({})` drops them all as a run starts), where each stays until its field changes
 * (`change(values, field)`; `'all'` clears every one), and `resetForm` restores the starting values (made from the
 * tool's defaults by `initialValues`) without errors.
 */
export function useCheckedForm<Values extends object, Defaults, Field extends string>(
  initialValues: (defaults: Defaults | undefined) => Values,
  defaults: Defaults | undefined,
) {
  const [values, setValues] = useState(() => initialValues(defaults));
  const [errors, showErrors] = useState<FieldErrors<Field>>({});
  const change = useCallback((changed: Partial<Values>, clears?: Field | 'all') => {
    setValues((current) => ({ ...current, ...changed }));
    if (clears)
      showErrors((current) => {
        const next: FieldErrors<Field> = clears === 'all' ? {} : { ...current };
        delete next[clears as Field];
        return next;
      });
  }, []);
  const resetForm = useCallback(() => {
    setValues(initialValues(defaults));
    showErrors({});
  }, [initialValues, defaults]);
  return { values, errors, change, showErrors, resetForm };
}
