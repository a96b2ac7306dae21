import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { type Canvas, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignInForm } from './SignInForm';

const meta = {
  component: SignInForm,
  args: { signUpHref: '#signup', onSignedIn: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake's seeded account; any non-empty password signs it in. */
const seededEmail = 'ada@example.com';

const signedOut = (options: Parameters<typeof createFakeMediakitClient>[0] = {}) =>
  createFakeMediakitClient({ signedIn: false, latencyMs: 150, ...options });

/** Types both fields by keyboard and submits with Enter from the password field. */
async function signInByKeyboard(canvas: Canvas, email: string, password: string) {
  await tabTo(canvas.getByRole('textbox', { name: 'Email' }));
  if (email) await userEvent.keyboard(email);
  await tabTo(canvas.getByLabelText('Password', { selector: 'input' }));
  await userEvent.keyboard(password ? `${password}{Enter}` : '{Enter}');
}

export const Idle: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#signup');
  },
};

export const MissingFields: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, '', '');
    await expect(canvas.getByText('Enter your email address.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your password.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const InvalidEmail: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, 'ada', 'secret');
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { client: signedOut({ latencyMs: 60_000 }) },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, seededEmail, 'secret');
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeInTheDocument();
  },
};

export const WrongCredentials: Story = {
  args: { client: signedOut() },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, 'nobody@example.com', 'secret');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials');
  },
};

export const ServerError: Story = {
  args: { client: signedOut({ scenarios: { 'auth.login': 'server-error' } }) },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, seededEmail, 'secret');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The model is overloaded. Try again in a minute.');
  },
};

export const SignedIn: Story = {
  args: { client: signedOut() },
  play: async ({ args, canvas }) => {
    await signInByKeyboard(canvas, seededEmail, 'secret');
    await expect(await canvas.findByText('User login success')).toHaveAttribute('role', 'status');
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: seededEmail }),
      'User login success',
    );
  },
};

export const AdminSignedIn: Story = {
  args: { client: signedOut({ seed: { user: { role: 'admin' } } }) },
  play: async ({ canvas }) => {
    await signInByKeyboard(canvas, seededEmail, 'secret');
    await expect(await canvas.findByText('Admin login success')).toBeInTheDocument();
  },
};

/** Arriving from sign-up: the new account's email is filled in, so only the password is left. */
export const EmailPrefilled: Story = {
  args: { client: signedOut(), initialEmail: seededEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(seededEmail);
  },
};

/** With "Remember me" (the host's choice of a persistent or a session token store): untick it by keyboard. */
export const RememberMe: Story = {
  args: { client: signedOut(), onRememberMeChange: fn() },
  play: async ({ args, canvas }) => {
    const remember = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(remember).toBeChecked();
    await tabTo(remember);
    await userEvent.keyboard(' ');
    await expect(remember).not.toBeChecked();
    await signInByKeyboard(canvas, seededEmail, 'secret');
    await expect(args.onRememberMeChange).toHaveBeenCalledWith(false);
  },
};
