import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { hangingCall } from '@mediakit/test-support';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@mediakit/tool-runtime';
import { SignInForm } from './SignInForm';
import { initialSignInState, signInReducer } from './signInState';
import { clientAnswering } from '../auth/answeringClient.doubles';

const seededEmail = 'ada@example.com';

afterEach(() => localStorage.clear());

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });

async function signInWith(email: string, password: string) {
  await userEvent.type(emailBox(), email);
  await userEvent.type(passwordBox(), `${password}{Enter}`);
}

describe('signInReducer', () => {
  it('holds back a submit until both fields are filled, then submits once', () => {
    let state = signInReducer(initialSignInState(), { type: 'submit-attempted' });
    expect(state).toMatchObject({ status: 'idle', showFieldProblems: true });
    state = signInReducer(state, { type: 'changed', field: 'email', value: seededEmail });
    state = signInReducer(state, { type: 'changed', field: 'password', value: 'pw' });
    state = signInReducer(state, { type: 'submit-attempted' });
    expect(state.status).toBe('submitting');
    expect(signInReducer(state, { type: 'submit-attempted' })).toBe(state);
    expect(signInReducer(state, { type: 'failed', error: 'Invalid credentials' })).toMatchObject({
      status: 'failed',
      error: 'Invalid credentials',
    });
  });

  it('ignores an outcome that arrives while not submitting', () => {
    const idle = initialSignInState('a@b.c');
    expect(idle.values.email).toBe('a@b.c');
    expect(signInReducer(idle, { type: 'failed', error: 'late' })).toBe(idle);
    expect(signInReducer(idle, { type: 'signed-in', user: undefined })).toBe(idle);
  });
});

describe('SignInForm', () => {
  it('has a required email field of type email and a required password field', () => {
    render(<SignInForm client={createFakeMediakitClient({ signedIn: false })} />);
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(passwordBox()).toBeRequired();
  });

  it('says what is missing on submit, focuses the first field to fix, and sends nothing', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    render(<SignInForm client={client} />);
    expect(screen.queryByText('Enter your email address.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(emailBox()).toHaveFocus();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(emailBox(), 'ada');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    await userEvent.type(passwordBox(), 'pw{Enter}');
    expect(emailBox()).toHaveFocus();
    expect(screen.queryByText('Enter your password.')).toBeNull();
    expect(client.fake.requests.some((request) => request.operation === 'auth.login')).toBe(false);
  });

  it('reads "Signing in..." while submitting, then signs the shared session in (email trimmed) and reports the user', async () => {
    const client = createFakeMediakitClient({ signedIn: false, latencyMs: 50 });
    const onSignedIn = vi.fn();
    const session = renderHook(() => useSession(client));
    await waitFor(() => expect(session.result.current.status).toBe('signed-out'));
    render(<SignInForm client={client} onSignedIn={onSignedIn} />);

    await signInWith(` ${seededEmail} `, 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeInTheDocument();
    expect(await screen.findByText('User login success')).toHaveAttribute('role', 'status');
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: seededEmail }), 'User login success');
    expect(session.result.current.status).toBe('signed-in');
  });

  it('greets an admin with "Admin login success"', async () => {
    const client = createFakeMediakitClient({ signedIn: false, seed: { user: { role: 'admin' } } });
    const onSignedIn = vi.fn();
    render(<SignInForm client={client} onSignedIn={onSignedIn} />);
    await signInWith(seededEmail, 'secret');
    expect(await screen.findByText('Admin login success')).toHaveAttribute('role', 'status');
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin' }), 'Admin login success');
  });

  it('shows the server’s message for wrong credentials and lets the person try again', async () => {
    const onSignedIn = vi.fn();
    render(<SignInForm client={createFakeMediakitClient({ signedIn: false })} onSignedIn={onSignedIn} />);
    await signInWith('someone@example.com', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.clear(emailBox());
    await userEvent.clear(passwordBox());
    await signInWith(seededEmail, 'secret');
    await screen.findByText('User login success');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the server’s error field', { error: 'Account locked' }, 423, 'Account locked'],
    ['"Login failed" when the server says nothing', {}, 500, 'Login failed'],
    [
      '"No token in response" when the answer has no token',
      { user: { email: seededEmail } },
      200,
      'No token in response',
    ],
  ])('shows %s', async (_, body, status, message) => {
    render(<SignInForm client={clientAnswering(body, status)} />);
    await signInWith(seededEmail, 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows "Something went wrong. Try again." for a failure that is not an API error', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const broken: MediakitClient = {
      ...client,
      auth: { ...client.auth, login: vi.fn().mockRejectedValue(new TypeError('session is undefined')) },
    };
    render(<SignInForm client={broken} />);
    await signInWith(seededEmail, 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  });

  it('starts from the email given and takes every string from `messages`', async () => {
    render(
      <SignInForm
        client={createFakeMediakitClient({ signedIn: false })}
        initialEmail={seededEmail}
        signUpHref="/join"
        messages={{ title: 'Log in', emailLabel: 'E-mail', submit: 'Go', signUpLink: 'Join', passwordRequired: 'PW!' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(seededEmail);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('PW!')).toBeInTheDocument();
  });

  it('offers "Remember me", ticked, only with onRememberMeChange, and reports it before the login request', async () => {
    const { unmount } = render(<SignInForm client={createFakeMediakitClient({ signedIn: false })} />);
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
    unmount();

    const client = createFakeMediakitClient({ signedIn: false });
    const order: string[] = [];
    const login = client.auth.login.bind(client.auth);
    vi.spyOn(client.auth, 'login').mockImplementation((...args) => {
      order.push('login');
      return login(...args);
    });
    const onRememberMeChange = vi.fn((remember: boolean) => order.push(`remember:${remember}`));
    const onSignedIn = vi.fn();
    render(<SignInForm client={client} onRememberMeChange={onRememberMeChange} onSignedIn={onSignedIn} />);
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    expect(remember).not.toBeChecked();
    await signInWith(seededEmail, 'secret');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(order).toEqual(['remember:false', 'login']);
    // The server hears it too: unticked asks for a browser-session sign-in.
    expect(client.auth.login).toHaveBeenCalledWith(
      { email: seededEmail, password: 'secret', remember: false },
      expect.anything(),
    );
  });

  it('links to sign-up only when given where', () => {
    const { rerender } = render(<SignInForm client={createFakeMediakitClient()} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<SignInForm client={createFakeMediakitClient()} signUpHref="/signup" />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('aborts the sign-in request on unmount and reports nothing', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const { call: login, signals } = hangingCall<MediakitClient['auth']['login']>();
    const onSignedIn = vi.fn();
    const { unmount } = render(
      <SignInForm client={{ ...client, auth: { ...client.auth, login } }} onSignedIn={onSignedIn} />,
    );
    await signInWith(seededEmail, 'secret');
    expect(login).toHaveBeenCalled();
    act(() => unmount());
    await Promise.resolve(); // the run's abort follows its unmount by a microtask (StrictMode remounts keep it)
    expect(signals.at(-1)?.aborted).toBe(true);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('an ApiError without words still shows the unexpected-failure message', async () => {
    const client = createFakeMediakitClient({ signedIn: false });
    const login = vi.fn().mockRejectedValue(new ApiError('network', ' '));
    render(<SignInForm client={{ ...client, auth: { ...client.auth, login } }} />);
    await signInWith(seededEmail, 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
  });
});
