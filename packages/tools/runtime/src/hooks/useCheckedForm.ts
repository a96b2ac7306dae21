import { useCallback, useReducer } from 'react';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface CheckedFormState<Values, Field extends string> {
  values: Values;
  errors: FieldErrors<Field>;
}

type CheckedFormAction<Values, Field extends string> =
  | { type: 'changed'; values: Partial<Values>; clears?: Field | 'all' | undefined }
  | { type: 'invalid'; errors: FieldErrors<Field> }
  | { type: 'submitted' }
  | { type: 'reset'; values: Values };

function checkedFormReducer<Values, Field extends string>(
  state: CheckedFormState<Values, Field>,
  action: CheckedFormAction<Values, Field>,
): CheckedFormState<Values, Field> {
  switch (action.type) {
    case 'changed': {
      const errors: FieldErrors<Field> = action.clears === 'all' ? {} : { ...state.errors };
      if (action.clears && action.clears !== 'all') delete errors[action.clears];
      return { values: { ...state.values, ...action.values }, errors };
    }
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'submitted':
      return { ...state, errors: {} };
    case 'reset':
      return { values: action.values, errors: {} };
  }
}

/**
 * A form checked as a whole at Submit, its errors already in the tool's words: `showErrors` puts them beside their
 * fields, where each stays until its field changes (`change(values, field)`; `'all'` clears every one), `clearErrors`
 * drops them all as a run starts, and `resetForm` restores the starting values (made from the tool's defaults by
 * `initialValues`).
 */
export function useCheckedForm<Values extends object, Defaults, Field extends string>(
  initialValues: (defaults: Defaults | undefined) => Values,
  defaults: Defaults | undefined,
) {
  const [{ values, errors }, dispatch] = useReducer(
    checkedFormReducer<Values, Field>,
    defaults,
    (starting): CheckedFormState<Values, Field> => ({ values: initialValues(starting), errors: {} }),
  );
  const change = useCallback(
    (changed: Partial<Values>, clears?: Field | 'all') => dispatch({ type: 'changed', values: changed, clears }),
    [],
  );
  const showErrors = useCallback((invalid: FieldErrors<Field>) => dispatch({ type: 'invalid', errors: invalid }), []);
  const clearErrors = useCallback(() => dispatch({ type: 'submitted' }), []);
  const resetForm = useCallback(
    () => dispatch({ type: 'reset', values: initialValues(defaults) }),
    [initialValues, defaults],
  );
  return { values, errors, change, showErrors, clearErrors, resetForm };
}
