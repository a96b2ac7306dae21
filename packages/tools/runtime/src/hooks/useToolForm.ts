import { useCallback, useState } from 'react';

/**
 * A tool's form: its values (made from the tool's starting values by `initialValues`), a partial update, whether
 * the user has tried to submit (field errors show only after that), and a reset back to the starting values.
 */
export function useToolForm<Values extends object, Defaults>(
  initialValues: (defaults: Defaults | undefined) => Values,
  defaults: Defaults | undefined,
) {
  const [values, setValues] = useState<Values>(() => initialValues(defaults));
  const [attempted, setAttempted] = useState(false);
  const update = useCallback((change: Partial<Values>) => setValues((current) => ({ ...current, ...change })), []);
  const resetForm = useCallback(() => {
    setAttempted(false);
    setValues(initialValues(defaults));
  }, [initialValues, defaults]);
  return { values, update, attempted, setAttempted, resetForm };
}
