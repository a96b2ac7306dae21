/** The part of a sign-in or sign-up reducer's state that its hook hands to the view. */
interface SubmittedFormState<TValues, TStatus extends string> {
  values: TValues;
  status: TStatus;
  error: string | undefined;
}

/**
 * What useSignIn and useSignUp both return of their form: the values, the request's status (and whether it is still
 * being sent), the field problems to show and the server's refusal.
 */
export function authFormView<TValues, TStatus extends string, TFieldErrors>(
  state: SubmittedFormState<TValues, TStatus>,
  fieldErrors: TFieldErrors,
) {
  return {
    values: state.values,
    status: state.status,
    isSubmitting: state.status === 'submitting',
    fieldErrors,
    error: state.error,
  };
}
