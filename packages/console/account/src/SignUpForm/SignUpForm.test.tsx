import { clientAnswering } from '../auth/answeringClient.doubles';
import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { hangingCall } from '@mediakit/test-support';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@mediakit/tool-runtime';
import { SignUpForm } from './SignUpForm';
import { initialSignUpState, signUpProblems, signUpReducer } from './signUpState';

afterEach(() => localStorage.clear());

const usernameBox = () => screen.getByRole('textbox', { name: 'Username' });
const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });
const termsBox = () => screen.getByRole('checkbox', { name: 'I accept the terms of service' });

async function fillIn({ username = 'grace', email = 'grace@example.com', password = 'pw', terms = true } = {}) {
  if (username) await userEvent.type(usernameBox(), username);
  if (email) await userEvent.type(emailBox(), email);
  if (password) await userEvent.type(passwordBox(), password);
  if (terms) await userEvent.click(termsBox());
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('signUpReducer', () => {
  it('needs username, email, password and the terms', () => {
    expect(Object.keys(signUpProblems(initialSignUpState.values))).toEqual([
      'username',
      'email',
      'password',
      'acceptedTerms',
    ]);
    expect(signUpProblems({ username: 'g', email: 'g@example.com', password: 'p', acceptedTerms: true })).toEqual({});
  });

  it('clears the form once the account exists, and hides the "required" errors with it', () => {
    let state = signUpReducer(initialSignUpState, { type: 'submit-attempted' });
    state = signUpReducer(state, { type: 'changed', field: 'username', value: 'g' });
    state = signUpReducer(state, { type: 'changed', field: 'email', value: 'g@example.com' });
    state = signUpReducer(state, { type: 'changed', field: 'password', value: 'p' });
    state = signUpReducer(state, { type: 'terms-changed', accepted: true });
    state = signUpReducer(state, { type: 'submit-attempted' });
    expect(state.status).toBe('submitting');
    state = signUpReducer(state, { type: 'created', result: { email: 'g@example.com', user: undefined } });
    expect(state).toMatchObject({ status: 'created', values: initialSignUpState.values, showFieldProblems: false });
  });
});

describe('SignUpForm', () => {
  it('has required username, email (type email), password and terms fields', () => {
    render(<SignUpForm client={createFakeMediakitClient({ signedIn: false })} />);
    expect(screen.getByRole('region', { name: 'Create account' })).toBeInTheDocument();
    expect(usernameBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(passwordBox()).toBeRequired();
    expect(termsBox()).toBeRequired();
  });

  it('says what is missing on submit, focuses the first field to fix, and sends nothing', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    render(<SignUpForm client={client} />);
    await submit();
    expect(screen.getByText('Enter a username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a password.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms to create an account.')).toBeInTheDocument();
    expect(usernameBox()).toHaveFocus();

    await fillIn({ email: 'grace', terms: false });
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    await submit();
    expect(emailBox()).toHaveFocus();
    await userEvent.clear(emailBox());
    await userEvent.type(emailBox(), 'grace@example.com');
    await submit();
    expect(termsBox()).toHaveFocus();
    expect(client.fake.requests.some((request) => request.operation === 'auth.register')).toBe(false);
  });

  it('reads "Creating..." while submitting, then clears the form and says the account exists', async () => {
    const client = createFakeMediakitClient({ signedIn: false, latencyMs: 50 });
    const onSignedUp = vi.fn();
    const session = renderHook(() => useSession(client));
    await waitFor(() => expect(session.result.current.status).toBe('signed-out'));
    render(<SignUpForm client={client} onSignedUp={onSignedUp} signInHref="/login" />);
    await fillIn({ username: ' grace ', email: 'grace@example.com ' });
    await submit();
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeInTheDocument();
    expect(await screen.findByText('Account created successfully!')).toHaveAttribute('role', 'status');
    expect(usernameBox()).toHaveValue('');
    expect(emailBox()).toHaveValue('');
    expect(passwordBox()).toHaveValue('');
    expect(termsBox()).not.toBeChecked();
    expect(screen.queryByText('Enter a username.')).toBeNull();
    expect(client.fake.state.user).toMatchObject({ username: 'grace', email: 'grace@example.com' });
    // The fake's answer carries a token, so the person is signed in and the shared session says so.
    expect(onSignedUp).toHaveBeenCalledWith(
      { email: 'grace@example.com', user: expect.objectContaining({ email: 'grace@example.com' }) },
      'Account created successfully!',
    );
    expect(session.result.current.status).toBe('signed-in');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('hands on the email alone when the backend does not sign the person in', async () => {
    const onSignedUp = vi.fn();
    render(<SignUpForm client={clientAnswering({ message: 'ok' }, 201)} onSignedUp={onSignedUp} />);
    await fillIn();
    await submit();
    await screen.findByText('Account created successfully!');
    expect(onSignedUp).toHaveBeenCalledWith(
      { email: 'grace@example.com', user: undefined },
      'Account created successfully!',
    );
  });

  it.each([
    ['the server’s error', { error: 'Email taken' }, 422, 'Email taken'],
    ['"Registration failed" when the server says nothing', {}, 500, 'Registration failed'],
  ])('shows %s and keeps what was typed', async (_, body, status, message) => {
    const onSignedUp = vi.fn();
    render(<SignUpForm client={clientAnswering(body, status)} onSignedUp={onSignedUp} />);
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(usernameBox()).toHaveValue('grace');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('shows "Registration failed" for a failure that is not an API error', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const register = vi.fn().mockRejectedValue(new TypeError('boom'));
    render(<SignUpForm client={{ ...client, auth: { ...client.auth, register } }} />);
    await fillIn();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('takes every string from `messages`', async () => {
    render(
      <SignUpForm
        client={createFakeMediakitClient({ signedIn: false })}
        signInHref="/in"
        messages={{ title: 'Join', submit: 'Join now', termsLabel: 'OK with terms', signInLink: 'Log in' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'OK with terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/in');
    expect(screen.getByRole('button', { name: 'Join now' })).toBeInTheDocument();
  });

  it('aborts the register request on unmount and reports nothing', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const { call: register, signals } = hangingCall<MediakitClient['auth']['register']>();
    const onSignedUp = vi.fn();
    const { unmount } = render(
      <SignUpForm client={{ ...client, auth: { ...client.auth, register } }} onSignedUp={onSignedUp} />,
    );
    await fillIn();
    await submit();
    expect(register).toHaveBeenCalled();
    act(() => unmount());
    await Promise.resolve(); // the run's abort follows its unmount by a microtask (StrictMode remounts keep it)
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
