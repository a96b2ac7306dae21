import { useCallback } from 'react';

/**
 * A tool's Submit and Reset, joining its form (`useToolForm`) and its run (`useTool`): Submit marks the form as tried
 * (field errors show from then on) and starts the run with the form's input, unless the form has a problem (`input`
 * answers undefined: the last run's failure is dropped then, so a field's error is not shown beside an older one);
 * Reset drops the run and restores the starting values.
 */
export function useFormRun<Input>(
  form: { setAttempted: (attempted: boolean) => void; resetForm: () => void },
  run: { start: (input: Input) => boolean; reset: () => void; dismissFailure: () => void },
  input: () => Input | undefined,
) {
  const { setAttempted, resetForm } = form;
  const { start, reset: resetRun, dismissFailure } = run;
  const submit = useCallback((): boolean => {
    setAttempted(true);
    const ready = input();
    if (ready === undefined) dismissFailure();
    return ready !== undefined && start(ready);
  }, [dismissFailure, input, setAttempted, start]);
  const reset = useCallback(() => {
    resetRun();
    resetForm();
  }, [resetForm, resetRun]);
  return { submit, reset };
}
