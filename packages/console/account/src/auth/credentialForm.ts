/** What every credential form's state holds besides its values: its one request's status and the failure's words. */
export interface CredentialFormState {
  status: string;
  /** Off until the first submit, so nobody is scolded before trying; then errors follow every edit. */
  showFieldProblems: boolean;
  error: string | undefined;
}

/**
 * A submit (spec 000 §4): the first one shows the fields' problems; a form without any starts its one request
 * ('submitting', the last failure cleared, and `starting`); a submit while the request runs changes nothing.
 */
export function attemptSubmit<State extends CredentialFormState>(
  state: State,
  canSubmit: boolean,
  starting: Partial<State> = {},
): State {
  if (state.status === 'submitting') return state;
  return canSubmit
    ? { ...state, ...starting, showFieldProblems: true, status: 'submitting', error: undefined }
    : { ...state, showFieldProblems: true };
}

/** The request's answer, taken only while the form waits for it: a late one (after a reset) changes nothing. */
export function answered<State extends CredentialFormState>(state: State, answer: Partial<State>): State {
  return state.status === 'submitting' ? { ...state, ...answer } : state;
}
